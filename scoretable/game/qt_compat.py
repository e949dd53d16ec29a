"""Work around a PySide6 bug: ``SignalInstance.emit()`` drops a reference to ``True``.

PySide6 6.12.0 on Python 3.11 decrements ``True``'s reference count on every ``emit()``
call made from Python (``sys.getrefcount(True)`` falls by one per call), so a long session
aborts with "Fatal Python error: bool_dealloc". Python 3.12+ makes ``True`` immortal, which
hides it. :func:`emit` measures the leak once and gives the references back, so it is
exactly ``signal.emit(*args)`` on a PySide6 without the bug.
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

_PROBES = 8


class _Probe(QObject):
    ping = Signal()


def _measure() -> int:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(_PROBES):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    _give_back(lost)
    return lost // _PROBES if lost > 0 and lost % _PROBES == 0 else 0


def _give_back(count: int) -> None:
    if count <= 0:
        return
    import ctypes  # only where PySide6 has the bug

    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]
    incref.restype = None
    for _ in range(count):
        incref(True)


_LEAK_PER_EMIT: int | None = None


def leak_per_emit() -> int:
    """References to ``True`` one ``emit()`` drops on this PySide6 (0 where it is fixed)."""
    global _LEAK_PER_EMIT
    if _LEAK_PER_EMIT is None:
        _LEAK_PER_EMIT = _measure()
    return _LEAK_PER_EMIT


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, without the reference leak."""
    signal.emit(*args)
    leak = leak_per_emit()
    if leak:
        _give_back(leak)
