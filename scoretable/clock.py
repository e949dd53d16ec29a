"""The one clock: every time the program stamps, compares or counts down is read here.

``now()`` is the wall clock as an aware UTC datetime (a stored game's created and updated, a
tournament's day, a share token's game, the practice schedule); ``timestamp()`` the same as
seconds since the epoch; ``monotonic()`` a clock that never goes back, for durations (the
timers, time limits, rates). Tests replace them with :func:`replaced` (the ``frozen_clock``
fixture); nothing else in the package reads ``time.time``, ``datetime.now`` or
``date.today``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

_wall: Callable[[], float] | None = None
_monotonic: Callable[[], float] | None = None


def timestamp() -> float:
    """The wall clock, in seconds since the epoch."""
    return time.time() if _wall is None else _wall()


def now() -> datetime:
    """The wall clock, as an aware datetime in UTC."""
    return datetime.fromtimestamp(timestamp(), UTC)


def local_now() -> datetime:
    """The wall clock in the system's time zone (for names and dates shown to people)."""
    return now().astimezone()


def monotonic() -> float:
    """Seconds on a clock that never goes back (durations only, never a date)."""
    return time.monotonic() if _monotonic is None else _monotonic()


@contextmanager
def replaced(
    wall: Callable[[], float] | None = None, monotonic: Callable[[], float] | None = None
) -> Iterator[None]:
    """Within the block, the clock reads ``wall`` and ``monotonic`` (each where given)."""
    global _wall, _monotonic
    saved = _wall, _monotonic
    if wall is not None:
        _wall = wall
    if monotonic is not None:
        _monotonic = monotonic
    try:
        yield
    finally:
        _wall, _monotonic = saved
