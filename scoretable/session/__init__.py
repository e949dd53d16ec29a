"""The game on the table tied to its library and its club: the library service that makes
each model with its journal and connects it to the club link (games sent in the background).
QtCore only, never a widget: the ui asks the user (``open_library``'s ``prompts``)."""
