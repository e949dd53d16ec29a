"""Clocks the tests move by hand: no sleeps, and no test reads today's date."""

from __future__ import annotations

from datetime import UTC, datetime

START = 1_800_000_000.0
"""The instant every frozen clock starts at: 2027-01-15 08:00:00 UTC (a fixed day, neither
today nor related to it)."""


class Clock:
    """Seconds since the epoch, starting at :data:`START`; tests add to ``now``."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


class FrozenClock:
    """``scoretable.clock`` held still (the ``frozen_clock`` fixture): the wall clock stands at
    :data:`START` until the test moves it with :meth:`advance`; the monotonic clock runs as
    the real one does, plus whatever the test advanced (so a time limit still runs out)."""

    def __init__(self, start: float = START) -> None:
        self.wall = start
        self.offset = 0.0

    def timestamp(self) -> float:
        return self.wall

    def now(self) -> datetime:
        """The frozen instant as an aware UTC datetime."""
        return datetime.fromtimestamp(self.wall, UTC)

    def iso(self, seconds: float = 0.0) -> str:
        """The store's form of the frozen instant ``seconds`` later (earlier if negative)."""
        return datetime.fromtimestamp(self.wall + seconds, UTC).isoformat(timespec="microseconds")

    def monotonic(self) -> float:
        import time

        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        """Move both clocks on by ``seconds``."""
        self.wall += seconds
        self.offset += seconds
