"""The game on the table tied to its library, its club and its watchers: the library service
that makes each model with its journal and connects it to the club link (games sent in the
background), and sharing with phones and a stream overlay (``share``). QtCore only, never a
widget: the ui asks the user (``open_library``'s ``prompts``)."""
