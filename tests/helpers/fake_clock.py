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


#: Where the frozen monotonic clock stands at first (any number: only its differences count).
MONOTONIC_START = 1_000.0


class FrozenClock:
    """``scoretable.clock`` held still (the ``frozen_clock`` fixture): the wall clock stands at
    :data:`START` and the monotonic clock at :data:`MONOTONIC_START` until the test moves
    both with :meth:`advance`."""

    def __init__(self, start: float = START) -> None:
        self.wall = start
        self.steady = MONOTONIC_START

    def timestamp(self) -> float:
        return self.wall

    def now(self) -> datetime:
        """The frozen instant as an aware UTC datetime."""
        return datetime.fromtimestamp(self.wall, UTC)

    def iso(self, seconds: float = 0.0) -> str:
        """The store's form of the frozen instant ``seconds`` later (earlier if negative)."""
        return datetime.fromtimestamp(self.wall + seconds, UTC).isoformat(timespec="microseconds")

    def monotonic(self) -> float:
        return self.steady

    def advance(self, seconds: float) -> None:
        """Move both clocks on by ``seconds``."""
        self.wall += seconds
        self.steady += seconds
