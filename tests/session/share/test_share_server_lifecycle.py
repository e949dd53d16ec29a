"""The server's life: starting twice listens once, stopping a server never started is
harmless, a snapshot published before any new game issues the codes, and a phone slow to
read is waited for (nothing lost, the server not buffering without end)."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest
from helpers.share_games import NAMES, RULES, south4_log

from scoretable.session.share import server as server_module
from scoretable.session.share.gate import Door
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of


@pytest.fixture
def listening() -> Iterator[ShareServer]:
    shared = ShareServer()
    shared.start()
    yield shared
    shared.stop()


def _get(url: str) -> tuple[int, str]:
    async def go() -> tuple[int, str]:
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            return response.status, await response.text()

    return asyncio.run(go())


def _state_url(page_url: str) -> str:
    return page_url.replace("/seat?", "/state.json?")


def test_starting_twice_listens_once(listening: ShareServer) -> None:
    port = listening.port
    listening.start()
    assert listening.port == port
    assert listening.running
    log = south4_log()
    listening.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    status, text = _get(_state_url(listening.urls()["seats"][1]))
    assert status == 200
    assert json.loads(text)["seat"] == 1


def test_stopping_a_server_never_started_shuts_its_codes() -> None:
    shared = ShareServer()
    log = south4_log()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    assert len(shared.urls()["seats"]) == 4
    shared.stop()
    assert not shared.running
    assert shared.urls()["seats"] == []
    shared.stop()  # and again
    assert not shared.running


def test_a_first_publish_issues_the_codes(listening: ShareServer) -> None:
    log = south4_log()
    assert listening.urls()["seats"] == []
    listening.publish(snapshot_of(RULES, NAMES, log, len(log)))
    urls = listening.urls()
    assert len(urls["seats"]) == 4
    status, text = _get(_state_url(urls["seats"][3]))
    assert status == 200
    assert json.loads(text)["scores"] == [25000, 28900, 21100, 25000]
    # a later publish keeps them
    listening.publish(snapshot_of(RULES, NAMES, log, 2))
    assert listening.urls() == urls
    assert json.loads(_get(_state_url(urls["seats"][3]))[1])["round"] == "E3"


def test_a_phone_slow_to_read_gets_every_answer(
    listening: ShareServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # pages asked for at once on one connection (10 MB of answers), nothing read until they
    # fill the sockets' buffers: the server stops writing (aiohttp told so), waits for the
    # phone, and sends the rest once the phone reads
    paused = threading.Event()
    flow: list[tuple[str, bool]] = []
    counted = Door

    def pause(self: Any) -> None:
        counted_pause(self)
        flow.append(("paused", self.inner.writing_paused))
        paused.set()

    def resume(self: Any) -> None:
        counted_resume(self)
        flow.append(("resumed", self.inner.writing_paused))

    counted_pause, counted_resume = counted.pause_writing, counted.resume_writing
    monkeypatch.setattr(counted, "pause_writing", pause)
    monkeypatch.setattr(counted, "resume_writing", resume)
    monkeypatch.setattr(server_module, "RATE_BURST", 10_000)
    log = south4_log()
    listening.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    token = listening.tokens.seats[0]
    count = 600
    request = f"GET /seat?t={token} HTTP/1.1\r\nHost: 127.0.0.1:{listening.port}\r\n\r\n".encode()
    with socket.socket() as phone:
        phone.settimeout(30)
        phone.connect(("127.0.0.1", listening.port))
        phone.sendall(request * (count - 1))
        phone.sendall(request.replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n"))
        assert paused.wait(30)
        received = bytearray()
        while chunk := phone.recv(1 << 16):
            received += chunk
    assert received.count(b"HTTP/1.1 200 OK") == count
    assert received.count(b'data-page="seat"') == count
    assert received.endswith(b"</html>\n")
    assert flow[0] == ("paused", True)
    assert ("resumed", False) in flow
