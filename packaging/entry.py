"""Entry point of the frozen app (PyInstaller): the same as the ``scoretable`` command."""

from scoretable.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
