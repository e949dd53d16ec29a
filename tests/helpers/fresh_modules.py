"""What a program's own import loads, counted in a fresh interpreter: only the modules it adds
to those the interpreter had before it (a ``sitecustomize`` on the path, such as one that
moves the clock with ``time_machine``, loads ``datetime``, ``decimal``, ``uuid`` and more into
every Python process before the program starts; they are not the program's).

    code = f"{BEFORE}from scoretable.cli.main import main\\nmain([...])\\n{ADDED}"

``ADDED`` prints the added modules' names on one line, in the order they were loaded."""

BEFORE = "import sys\n_before = set(sys.modules)\n"
ADDED = "print(' '.join(m for m in sys.modules if m not in _before))\n"
