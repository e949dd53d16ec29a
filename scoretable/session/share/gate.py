"""The phones' server's door: who may hold a connection, and for how long (Qt-free).

A connection is *waiting* from the moment it is accepted until a request on it has shown a
valid token (it is then *trusted*). Waiting connections are few, per address and in all, and
each has FIRST_REQUEST_SECONDS to send a whole request: one that sends nothing, or a request
line it never ends (slowloris), is cut well before a page tries again (its first retry comes
after half a second, the slowest after 5 s; a page cut retries at once). The rest of the room
is kept for trusted connections, the pages holding a code: no single host, nor all the hosts
without a code together, can fill the server.

    gate = Gate()
    loop.create_server(lambda: Door(gate, make_protocol), host, port)
    Door.of(transport).trust()     # the request on it showed a valid token
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from typing import Any

from scoretable.session.share.hosts import normal

# Open connections at once, in all.
MAX_CONNECTIONS = 96
# Of which waiting (no token shown yet), in all and from one address: the rest is kept for
# the pages.
MAX_WAITING = 32
MAX_WAITING_PER_ADDRESS = 8
# One address's connections, waiting or trusted (a phone opens a few).
MAX_PER_ADDRESS = 24
# Seconds a connection has to send a whole request with a valid token.
FIRST_REQUEST_SECONDS = 2.0


class Gate:
    """The connections open now, by address and kind; counts of those turned away or cut
    (the tests and the window read them)."""

    def __init__(self) -> None:
        self.waiting: Counter[str] = Counter()
        self.trusted: Counter[str] = Counter()
        self.turned_away = 0
        self.cut = 0

    @property
    def open_connections(self) -> int:
        return self.waiting.total() + self.trusted.total()

    def admit(self, address: str) -> bool:
        """Whether a new connection from ``address`` may wait for its first request (it is
        counted if so)."""
        if (
            self.open_connections >= MAX_CONNECTIONS
            or self.waiting.total() >= MAX_WAITING
            or self.waiting[address] >= MAX_WAITING_PER_ADDRESS
            or self.waiting[address] + self.trusted[address] >= MAX_PER_ADDRESS
        ):
            self.turned_away += 1
            return False
        self.waiting[address] += 1
        return True

    def trust(self, address: str) -> None:
        """A waiting connection from ``address`` showed a valid token."""
        self._less(self.waiting, address)
        self.trusted[address] += 1

    def leave(self, address: str, trusted: bool) -> None:
        """A connection from ``address`` closed."""
        self._less(self.trusted if trusted else self.waiting, address)

    @staticmethod
    def _less(counter: Counter[str], address: str) -> None:
        counter[address] -= 1
        if counter[address] <= 0:
            del counter[address]


class Door(asyncio.Protocol):
    """One accepted connection: let in (aiohttp's protocol made for it, every event passed
    on) or closed at once without a byte read; cut if it has not shown a token in time."""

    def __init__(self, gate: Gate, make: Callable[[], Any]) -> None:
        self.gate = gate
        self.make = make
        self.inner: Any = None
        self.address = ""
        self.local: str | None = None
        self.trusted = False
        self.transport: asyncio.Transport | None = None
        self._timer: asyncio.TimerHandle | None = None

    @staticmethod
    def of(transport: asyncio.BaseTransport | None) -> Door:
        """The door of the connection ``transport`` (a request's); a connection gone has
        a door that leads nowhere (trusting it changes nothing, it came in on no address)."""
        protocol = transport.get_protocol() if transport is not None else None
        return protocol if isinstance(protocol, Door) else Door(Gate(), lambda: None)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        # a TCP connection's two ends (the only kind listened for)
        self.address = normal(str(transport.get_extra_info("peername")[0]))
        if not self.gate.admit(self.address):
            transport.abort()
            return
        self.transport = transport
        self.local = normal(str(transport.get_extra_info("sockname")[0]))
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(FIRST_REQUEST_SECONDS, self._cut)
        self.inner = self.make()
        self.inner.connection_made(transport)

    def trust(self) -> None:
        """A request on this connection showed a valid token: no time limit from now on (a
        page's WebSocket stays open), and it no longer counts among the waiting."""
        if not self.trusted and self.inner is not None:
            self.trusted = True
            self.gate.trust(self.address)
            assert self._timer is not None
            self._timer.cancel()

    def _cut(self) -> None:
        # never trusted (trust() cancels this), never closed (connection_lost does)
        assert self.transport is not None
        self.gate.cut += 1
        self.transport.abort()

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()  # type: ignore[no-any-return]

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.inner is None:  # turned away: never counted
            return
        assert self._timer is not None
        self._timer.cancel()
        self.gate.leave(self.address, self.trusted)
        self.inner.connection_lost(exc)
