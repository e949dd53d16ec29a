"""Waiting for the phones' server's thread without sleeping: its door's counts as they change,
and everything asked of it run.

    server.gate = WatchedGate()                     # before the connections are made
    server.gate.wait_until(lambda: server.turned_away >= 5)
    caught_up(server)                               # a publish() before it has been taken
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from scoretable.session.share.gate import Gate
from scoretable.session.share.server import ShareServer


class WatchedGate(Gate):
    """A :class:`Gate` that tells the threads waiting in :meth:`wait_until` of every change
    (a connection let in, turned away, trusted, gone; a cut connection is gone too)."""

    def __init__(self) -> None:
        super().__init__()
        self.changed = threading.Condition()

    def admit(self, address: str) -> bool:
        with self.changed:
            admitted = super().admit(address)
            self.changed.notify_all()
        return admitted

    def trust(self, address: str) -> None:
        with self.changed:
            super().trust(address)
            self.changed.notify_all()

    def leave(self, address: str, trusted: bool) -> None:
        with self.changed:
            super().leave(address, trusted)
            self.changed.notify_all()

    def wait_until(self, check: Callable[[], bool], timeout: float = 10.0) -> None:
        """Return once ``check()`` holds (checked at each change); fail after ``timeout``
        seconds (a guard: the server's thread never made it hold)."""
        with self.changed:
            assert self.changed.wait_for(check, timeout), (
                f"never so: waiting {dict(self.waiting)}, trusted {dict(self.trusted)},"
                f" turned away {self.turned_away}, cut {self.cut}"
            )


def caught_up(server: ShareServer, timeout: float = 10.0) -> None:
    """Return once the server's thread has run everything asked of it before this call (a
    publish, a new game): its loop runs what it is given in order."""
    done = threading.Event()
    server._call(done.set)
    assert done.wait(timeout), "the phones' server's thread never ran"
