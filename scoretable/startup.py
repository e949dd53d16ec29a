"""What start-up does to stay close to a bare Qt window (``benchmarks/bench_startup.py``).

Two costs that are not the table's own, handled here and nowhere else:

- The garbage collector. Start-up allocates a great deal and frees little, so the
  collector's passes over it find nothing to free and cost about a fifth of a bare Qt window's
  start-up. :func:`collector_off` turns it off before the window's modules load (the command
  line calls it); :func:`started` freezes what start-up built (it lives as long as the app:
  later passes, and the one at exit, are shorter) and turns it back on.
- PySide6's import hook. Once PySide6 is loaded, every import statement goes through its
  ``__feature__`` hook, which reads the whole source of each module it has not seen yet
  (``inspect.getsource``, kept in ``linecache`` for the rest of the run) to find out whether
  the module might select a feature (``from __feature__ import snake_case``). None of
  scoretable's modules does, and neither does anything loaded before PySide6: :func:`load_qt`
  imports PySide6 and gives the hook that answer for them up front, in its own table
  (``PySide6.support.feature.pyside_feature_dict``: 0, "no feature", what the hook would have
  found for a module that uses Qt), so it reads none of them. If a later PySide6 drops the
  table, nothing breaks: the hook reads the sources as before.

This module imports no Qt at import time (the command line imports it for every command).
"""

from __future__ import annotations

import gc
import os
import sys

# the package's folders that hold no module (data files only)
_NOT_MODULES = frozenset({"__pycache__", "resources"})


def collector_off() -> None:
    """Stop the garbage collector while the app loads (see the module docstring)."""
    gc.disable()


def started() -> None:
    """Start-up is over: freeze what it built and turn the collector back on."""
    gc.freeze()
    gc.enable()


def package_modules(root: str | None = None) -> list[str]:
    """The dotted names of every module of the ``scoretable`` package in ``root`` (default:
    this one's folder), found on disk, so a new module needs no list kept. A folder that
    cannot be read (a frozen app keeps its modules in an archive) adds nothing."""
    root = root or os.path.dirname(os.path.abspath(__file__))
    names: list[str] = []
    stack = [(root, "scoretable")]
    while stack:
        folder, prefix = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir():
                if entry.name not in _NOT_MODULES and not entry.name.startswith("."):
                    stack.append((entry.path, f"{prefix}.{entry.name}"))
            elif entry.name.endswith(".py"):
                stem = entry.name[:-3]
                names.append(prefix if stem == "__init__" else f"{prefix}.{stem}")
    return names


def load_qt() -> bool:
    """Import PySide6 (core, gui and widgets) and tell its import hook that none of
    scoretable's modules, nor any module already loaded, selects a ``__feature__``, so it
    reads none of their sources. False if this PySide6 keeps no such table (then the hook
    works as it always did)."""
    import PySide6.QtWidgets  # noqa: F401  (QtCore and QtGui come with it)

    hook = sys.modules.get("PySide6.support.feature")
    table = getattr(hook, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return False
    for name in [*sys.modules, *package_modules()]:
        table.setdefault(name, 0)
    return True
