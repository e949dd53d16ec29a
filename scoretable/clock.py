"""The one clock: every time the program stamps, compares or counts down is read here.

``now()`` is the wall clock as an aware UTC datetime (a stored game's created and updated, a
share page's device, the practice schedule); ``timestamp()`` the same as seconds since the
epoch (a game's timer); ``monotonic()`` a clock that never goes back, for durations (time
limits, rates, a countdown counted elsewhere: :class:`Countdown`). Tests replace them with
:func:`replaced` (the ``frozen_clock`` fixture); nothing else in the package reads
``time.time``, ``datetime.now`` or ``date.today``.

What another machine counts is never compared with this machine's wall clock: a tournament
session's clock is what the club's server says has run (see ``storage.tournament.clock``),
counted on from here with ``monotonic()``; a club's copies of a game are told apart by
their content, never by the time a table stamped on them.

``datetime`` is imported only where a date is asked for: the table's first picture reads
the clock (a game's timer) and loads no dates.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date, datetime

_wall: Callable[[], float] | None = None
_monotonic: Callable[[], float] | None = None


def timestamp() -> float:
    """The wall clock, in seconds since the epoch."""
    return time.time() if _wall is None else _wall()


def now() -> datetime:
    """The wall clock, as an aware datetime in UTC."""
    from datetime import UTC, datetime

    return datetime.fromtimestamp(timestamp(), UTC)


def local_now() -> datetime:
    """The wall clock in the system's time zone (for names and dates shown to people)."""
    return now().astimezone()


def today() -> date:
    """Today's date in the system's time zone (a day shown to people)."""
    return local_now().date()


def local(moment: float | datetime) -> datetime:
    """``moment`` (seconds since the epoch, or a datetime) in the system's time zone, to show
    (a naive datetime is taken as local already); this reads no clock."""
    from datetime import UTC, datetime

    if isinstance(moment, datetime):
        return moment.astimezone()
    return datetime.fromtimestamp(moment, UTC).astimezone()


def file_stamp() -> str:
    """Now, local, as a file name's stamp: ``20261207-153012``."""
    return f"{local_now():%Y%m%d-%H%M%S}"


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


class Countdown:
    """Seconds left of a span another clock counts (a tournament session's, on the club's
    server): ``left`` seconds when read, counted down from then on :func:`monotonic`, so that
    a wrong or moved wall clock on this machine changes nothing."""

    def __init__(self, left: float) -> None:
        self.at_read = float(left)
        self.read_at = monotonic()

    def left(self) -> float:
        """Seconds left now (below 0 once the span is over)."""
        return self.at_read - (monotonic() - self.read_at)
