"""The rate limit's memory is bounded: past 1,024 addresses the oldest half is forgotten (a
forgotten address may ask again), the recent ones are still held to their limit."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterator

import pytest
from helpers.share_games import NAMES, RULES, south4_log

from scoretable.session.share import server as server_module
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of


@pytest.fixture
def server() -> Iterator[ShareServer]:
    log = south4_log()
    shared = ShareServer()
    shared.start()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    yield shared
    shared.stop()


def _status(server: ShareServer, source: str) -> int:
    """The status of one request for seat 0's state, sent from ``source`` (a loopback
    address: all of 127.0.0.0/8 is this machine's)."""
    token = server.tokens.seats[0]
    request = (
        f"GET /state.json?t={token} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
        "Connection: close\r\n\r\n"
    )
    with socket.socket() as phone:
        phone.settimeout(10)
        phone.bind((source, 0))
        phone.connect(("127.0.0.1", server.port))
        phone.sendall(request.encode())
        answer = bytearray()
        while chunk := phone.recv(1 << 16):
            answer += chunk
    return int(answer.split(b" ", 2)[1])


def test_the_oldest_addresses_are_forgotten(
    server: ShareServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_module, "RATE_BURST", 2)
    monkeypatch.setattr(server_module, "RATE_PER_SECOND", 0.0)  # no request given back
    first = "127.0.0.2"
    assert [_status(server, first) for _ in range(3)] == [200, 200, 429]
    others = [str(ipaddress.ip_address("127.0.1.0") + n) for n in range(1024)]
    assert {_status(server, source) for source in others[:-1]} == {200}
    # 1,024 addresses known: all remembered, the first still without a request left
    assert _status(server, first) == 429
    assert _status(server, others[-1]) == 200
    # the 1,025th address made the server forget the oldest 512: the first among them
    assert [_status(server, first) for _ in range(3)] == [200, 200, 429]
    assert [_status(server, others[510]) for _ in range(3)] == [200, 200, 429]
    # the newer half is remembered: one request left each
    for kept in (others[511], others[-1]):
        assert [_status(server, kept) for _ in range(2)] == [200, 429]
