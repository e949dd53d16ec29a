"""A clock the tests move by hand (for the hanchan timer): no sleeps."""

from __future__ import annotations

START = 1_800_000_000.0


class Clock:
    """Seconds since the epoch, starting at :data:`START`; tests add to ``now``."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now
