"""Pages connected by WebSocket: a revoked code's page is closed while the others go on, a
page that sends anything is closed, and a failing watcher of the devices is logged without
stopping the server."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Callable

import aiohttp
import pytest
from helpers.share_games import NAMES, RULES, south4_log

from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of


class _Watcher:
    """Counts the server's calls of on_devices; a test waits for the count it expects."""

    def __init__(self, fail: bool = False) -> None:
        self.calls = 0
        self.fail = fail
        self.changed = threading.Condition()

    def __call__(self) -> None:
        with self.changed:
            self.calls += 1
            self.changed.notify_all()
        if self.fail:
            raise RuntimeError("the watcher broke")

    def wait_for(self, calls: int) -> bool:
        with self.changed:
            return self.changed.wait_for(lambda: self.calls >= calls, timeout=10)


def _server(watcher: Callable[[], None]) -> ShareServer:
    log = south4_log()
    shared = ShareServer(on_devices=watcher)
    shared.start()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    return shared


def _ws_url(page_url: str) -> str:
    return page_url.replace("/seat?", "/ws?").replace("/overlay?", "/ws?").replace("http", "ws")


def test_a_revoked_code_closes_its_page_alone() -> None:
    watcher = _Watcher()
    shared = _server(watcher)
    urls = shared.urls()

    async def go() -> tuple[aiohttp.WSMsgType, dict[str, object]]:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(_ws_url(urls["seats"][0])) as kept,
            session.ws_connect(_ws_url(urls["seats"][1])) as revoked,
        ):
            await kept.receive(timeout=5)
            await revoked.receive(timeout=5)
            devices = shared.devices()  # oldest first
            assert sorted(d.seat for d in devices) == [0, 1]
            assert [d.id for d in devices] == sorted(d.id for d in devices)
            shared.revoke(1)
            closed = await revoked.receive(timeout=5)
            log = south4_log()
            shared.publish(snapshot_of(RULES, NAMES, log, 2))
            update = json.loads((await kept.receive(timeout=5)).data)
            return closed.type, update

    try:
        closed, update = asyncio.run(go())
        assert watcher.wait_for(4)  # two connected, two gone
    finally:
        shared.stop()
    assert closed == aiohttp.WSMsgType.CLOSE
    assert update["seat"] == 0
    assert update["round"] == "E3"


def test_a_page_that_speaks_is_closed() -> None:
    watcher = _Watcher()
    shared = _server(watcher)
    url = _ws_url(shared.urls()["seats"][2])

    async def go() -> aiohttp.WSMsgType:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            await ws.receive(timeout=5)
            assert watcher.wait_for(1)
            assert len(shared.devices()) == 1
            await ws.send_str('{"scores": [0, 0, 0, 0]}')
            return (await ws.receive(timeout=5)).type

    try:
        closed = asyncio.run(go())
        assert watcher.wait_for(2)
        devices = shared.devices()
        state = json.loads(asyncio.run(_get_state(shared)))
    finally:
        shared.stop()
    assert closed == aiohttp.WSMsgType.CLOSE
    assert devices == []
    assert state["scores"] == [25000, 28900, 21100, 25000]  # nothing it sent was taken


async def _get_state(shared: ShareServer) -> str:
    url = shared.urls()["seats"][2].replace("/seat?", "/state.json?")
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return await response.text()


def test_a_failing_watcher_is_logged_and_the_page_served(
    caplog: pytest.LogCaptureFixture,
) -> None:
    watcher = _Watcher(fail=True)
    shared = _server(watcher)
    url = _ws_url(shared.urls()["overlay"])

    async def go() -> dict[str, object]:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            return json.loads((await ws.receive(timeout=5)).data)  # type: ignore[no-any-return]

    caplog.set_level(logging.ERROR, logger="scoretable.session.share.server")
    try:
        state = asyncio.run(go())
        assert watcher.wait_for(2)
    finally:
        shared.stop()
    assert state["seat"] is None
    assert state["names"] == NAMES
    failures = [r for r in caplog.records if r.getMessage() == "share: the devices' watcher failed"]
    assert len(failures) == 2
    assert all(r.exc_info is not None for r in failures)
