"""The sharing server: tokens, what it refuses (nothing served, nothing written), its limits,
and an integration with a real WebSocket client following a GameModel, undo included."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import socket
import threading
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest
from helpers.share_games import NAMES, RULES, south4_log, to_south4
from helpers.share_watch import WatchedGate, caught_up

from scoretable.session.share import gate as gate_module
from scoretable.session.share import server as server_module
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of
from scoretable.session.share.tokens import OVERLAY, Tokens


@pytest.fixture
def server() -> Iterator[ShareServer]:
    log = south4_log()
    shared = ShareServer()
    shared.gate = WatchedGate()  # the tests wait for its counts, not for a time
    shared.start()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    yield shared
    shared.stop()


def _get(url: str, method: str = "GET", **kwargs: Any) -> tuple[int, str]:
    async def go() -> tuple[int, str]:
        async with aiohttp.ClientSession() as session, session.request(method, url, **kwargs) as r:
            return r.status, await r.text()

    return asyncio.run(go())


def _state_url(page_url: str) -> str:
    return page_url.replace("/seat?", "/state.json?").replace("/overlay?", "/state.json?")


# --- tokens --------------------------------------------------------------------------------


def test_tokens_random_per_seat_and_revocable() -> None:
    tokens = Tokens()
    assert tokens.seat_of("") is None
    assert tokens.seats == []
    tokens.issue(4)
    seats, overlay = tokens.seats, tokens.overlay
    assert len(set([*seats, overlay])) == 5
    assert all(len(t) >= 22 for t in [*seats, overlay])
    assert [tokens.seat_of(t) for t in seats] == [0, 1, 2, 3]
    assert tokens.seat_of(overlay) == OVERLAY
    assert tokens.seat_of(seats[0] + "x") is None
    fresh = tokens.revoke(2)
    assert tokens.seat_of(seats[2]) is None
    assert tokens.seat_of(fresh) == 2
    new_overlay = tokens.revoke(OVERLAY)
    assert tokens.seat_of(overlay) is None
    assert tokens.seat_of(new_overlay) == OVERLAY
    # each token 128 random bits, a revoked one's successor too
    for token in [*seats, overlay, fresh, new_overlay]:
        assert len(base64.urlsafe_b64decode(token + "==")) == 16
    tokens.issue(4)  # another game
    assert all(tokens.seat_of(t) is None for t in [*seats, fresh, new_overlay])
    tokens.clear()
    assert (tokens.seats, tokens.overlay) == ([], "")  # no token to show or to open a page
    assert tokens.seat_of(tokens.overlay) is None


# --- what it serves ------------------------------------------------------------------------


def test_each_token_opens_its_own_page_and_state(server: ShareServer) -> None:
    urls = server.urls()
    assert len(urls["seats"]) == 4
    for seat, url in enumerate(urls["seats"]):
        status, text = _get(_state_url(url))
        assert status == 200
        assert json.loads(text)["seat"] == seat
    status, text = _get(_state_url(urls["overlay"]))
    assert json.loads(text)["seat"] is None
    status, page = _get(urls["seats"][0])
    assert status == 200
    assert 'data-page="seat"' in page
    assert "<script>" in page
    assert "{{" not in page
    status, page = _get(urls["overlay"] + "&lang=ja")
    assert status == 200
    assert 'data-page="overlay"' in page
    assert 'lang="ja"' in page


# --- what it refuses -----------------------------------------------------------------------


def _refusals(server: ShareServer) -> list[tuple[str, str, int]]:
    base = f"http://127.0.0.1:{server.port}"
    seat = server.tokens.seats[0]
    return [
        ("no token", f"{base}/state.json", 401),
        ("empty token", f"{base}/state.json?t=", 401),
        ("wrong token", f"{base}/state.json?t=AAAAAAAAAAAAAAAAAAAAAA", 403),
        ("a token too long", f"{base}/state.json?t={'A' * 100}", 403),
        ("no token for the page", f"{base}/seat", 401),
        ("overlay token on a seat page", f"{base}/seat?t={server.tokens.overlay}", 403),
        ("seat token on the overlay", f"{base}/overlay?t={seat}", 403),
        ("another path", f"{base}/?t={seat}", 404),
        ("a file", f"{base}/share.js?t={seat}", 404),
        ("a path up", f"{base}/../state.json?t=x", 403),
    ]


def test_refusals_serve_no_game_data(server: ShareServer) -> None:
    for why, url, status in _refusals(server):
        got, text = _get(url)
        assert got == status, why
        assert not any(name in text for name in NAMES), why
        assert "25,000" not in text, why
        assert "28900" not in text, why


def test_a_refusal_carries_the_security_headers(server: ShareServer) -> None:
    # not cached, not framed, not sniffed, no referrer: as every page served
    async def go(url: str) -> tuple[int, dict[str, str]]:
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            return response.status, dict(response.headers)

    for why, url, status in _refusals(server):
        got, headers = asyncio.run(go(url))
        assert got == status, why
        assert headers["Cache-Control"] == "no-store", why
        assert headers["Referrer-Policy"] == "no-referrer", why
        assert headers["X-Content-Type-Options"] == "nosniff", why
        assert headers["X-Frame-Options"] == "DENY", why


def test_revoked_and_earlier_games_tokens_refused(server: ShareServer) -> None:
    old = server.urls()
    server.revoke(1)
    assert _get(_state_url(old["seats"][1]))[0] == 403
    assert _get(_state_url(old["seats"][0]))[0] == 200
    assert _get(_state_url(server.urls()["seats"][1]))[0] == 200
    log = south4_log()
    server.new_game(snapshot_of(RULES, NAMES, log, 2))  # another game
    for url in [*old["seats"], old["overlay"]]:
        assert _get(_state_url(url))[0] == 403
    assert json.loads(_get(_state_url(server.urls()["seats"][0]))[1])["round"] == "E3"


def test_nothing_writes(server: ShareServer) -> None:
    url = _state_url(server.urls()["seats"][0])
    before = _get(url)[1]
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert _get(url, method, data=b"{}")[0] == 405
    assert _get(url, "GET", data=b"x" * 100)[0] == 413
    assert _get(url)[1] == before


def test_oversized_request_refused(server: ShareServer) -> None:
    url = _state_url(server.urls()["seats"][0])
    status, text = _get(url, headers={"X-Big": "x" * 10_000})
    assert status in (400, 431)
    assert "Aiko" not in text
    status, text = _get(url + "&x=" + "A" * 5000)
    assert status in (400, 414)
    assert "Aiko" not in text
    assert _get(url)[0] == 200  # and the server goes on


def test_rate_limited_per_address(server: ShareServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "RATE_PER_SECOND", 0.001)
    url = _state_url(server.urls()["seats"][0])

    async def many() -> list[int]:
        async with aiohttp.ClientSession() as session:
            out = []
            for _ in range(server_module.RATE_BURST + 10):
                async with session.get(url) as r:
                    out.append(r.status)
            return out

    statuses = asyncio.run(many())
    assert statuses.count(429) >= 10
    assert set(statuses) <= {200, 429}


def test_a_flood_of_connections_is_bounded(server: ShareServer) -> None:
    gate = server.gate
    assert isinstance(gate, WatchedGate)
    flood = []
    try:
        # one address: its waiting connections are bounded (the room kept for pages)
        for _ in range(gate_module.MAX_WAITING_PER_ADDRESS + 40):
            conn = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            flood.append(conn)
        gate.wait_until(lambda: server.turned_away >= 40)  # the server's thread accepts them
        assert server.turned_away == 40
        assert server.open_connections == gate_module.MAX_WAITING_PER_ADDRESS
        # a connection over the bound is closed without a byte
        assert flood[-1].recv(16) == b""
    finally:
        for conn in flood:
            conn.close()
    gate.wait_until(lambda: server.open_connections == 0)  # the server saw them go
    status, _ = _get(_state_url(server.urls()["seats"][0]))
    assert status == 200


def test_websockets_bounded_per_token(server: ShareServer) -> None:
    ws_url = (
        _state_url(server.urls()["seats"][0]).replace("/state.json", "/ws").replace("http", "ws")
    )

    async def go() -> tuple[int, int, str]:
        async with aiohttp.ClientSession() as session:
            sockets = [
                await session.ws_connect(ws_url) for _ in range(server_module.MAX_SOCKETS_PER_TOKEN)
            ]
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(ws_url)
            # what a page asking plainly is told
            async with session.get(ws_url.replace("ws", "http", 1)) as plain:
                said = plain.status, await plain.text()
            for ws in sockets:
                await ws.close()
            return refused.value.status, *said

    assert asyncio.run(go()) == (503, 503, "Too many pages are open.")


def test_stop_frees_the_port() -> None:
    shared = ShareServer()
    shared.start()
    port = shared.port
    shared.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1)
    with pytest.raises(OSError):
        ShareServer(host="203.0.113.1").start()  # not this machine's address


# --- following a game ----------------------------------------------------------------------


def test_updates_follow_a_game_model_undo_included(qapp: Any) -> None:
    from scoretable.game.model import GameModel
    from scoretable.session.share.model_link import ShareLink

    model = GameModel(RULES, NAMES)
    shared = ShareServer()
    shared.start()
    link = ShareLink(shared, model)
    url = shared.urls()["seats"][2].replace("/seat", "/ws").replace("http", "ws")

    async def follow() -> list[dict[str, Any]]:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            seen = [json.loads((await ws.receive(timeout=5)).data)]
            actions = to_south4()
            steps: list[Any] = [
                lambda a=a: model.record_win(a) if hasattr(a, "entries") else model.record_draw(a)
                for a in actions
            ]
            steps.append(model.undo)
            steps.append(model.redo)
            for step in steps:  # each followed by its own state (how soon: bench_share.py)
                step()
                seen.append(json.loads((await ws.receive(timeout=5)).data))
            return seen

    try:
        seen = asyncio.run(follow())
    finally:
        link.close()
        shared.stop()
    assert [s["round"] for s in seen] == [
        "E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "S3", "S4",
    ]  # fmt: skip
    assert seen[1]["scores"] == [25000, 28900, 21100, 25000]
    assert seen[-3]["conditions"]
    assert seen[-2]["conditions"] == []
    assert seen[-1]["conditions"]
    assert all(b["version"] > a["version"] for a, b in itertools.pairwise(seen))


def _sharing_south4() -> tuple[ShareServer, str, threading.Thread]:
    """A server sharing South 4, the first seat's socket address, and the server's thread."""
    log = south4_log()
    shared = ShareServer()
    shared.start()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    url = shared.urls()["seats"][0].replace("/seat", "/ws").replace("http", "ws")
    thread = shared._thread
    assert thread is not None
    return shared, url, thread


def test_stop_does_not_wait_for_a_silent_page() -> None:
    shared, url, thread = _sharing_south4()

    async def silent() -> tuple[bool, object]:
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(url, autoclose=False, autoping=False)
            await ws.receive(timeout=5)  # its first state: the page is in
            # the page never answers: the server's goodbye goes unanswered until stop is over
            await asyncio.get_running_loop().run_in_executor(None, shared.stop)
            ended = not thread.is_alive()  # stop gave up on the page, not on its own thread
            goodbye = (await ws.receive(timeout=5)).type
            await ws.close()
            return ended, goodbye

    # how long stop takes with a silent page connected: benchmarks/bench_share.py
    assert asyncio.run(silent()) == (True, aiohttp.WSMsgType.CLOSE)


def test_stop_does_not_wait_for_a_page_that_spoke_then_went_silent() -> None:
    shared, url, thread = _sharing_south4()

    async def spoke() -> bool:
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(url, autoclose=False, autoping=False)
            await ws.receive()  # the state, sent on connecting
            # anything a page says ends its connection; this one never answers the goodbye
            await ws.send_str("hello")
            goodbye = await ws.receive()  # read, never answered
            assert goodbye.type is aiohttp.WSMsgType.CLOSE
            await asyncio.get_running_loop().run_in_executor(None, shared.stop)
            ended = not thread.is_alive()  # the socket's close gave up, not stop's own wait
            await ws.close()
            return ended

    # without the sockets' one-second close timeout, aiohttp waits ten seconds for the
    # goodbye, as long as stop waits for its thread: the thread would outlive stop
    assert asyncio.run(spoke())


def test_a_phone_that_sleeps_and_wakes_catches_up(qapp: Any) -> None:
    """A page connected by WebSocket goes away (the phone sleeps), misses a record, an undo and
    another record, then comes back as the page does on waking: /state.json and a new socket
    both give the current state, not the one it last saw."""
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.session.share.model_link import ShareLink

    model = GameModel(RULES, NAMES)
    shared = ShareServer()
    shared.start()
    link = ShareLink(shared, model)
    page = shared.urls()["seats"][1]
    ws_url = page.replace("/seat", "/ws").replace("http", "ws")

    async def connect_once(session: aiohttp.ClientSession) -> dict[str, Any]:
        async with session.ws_connect(ws_url) as ws:
            return dict(json.loads((await ws.receive(timeout=5)).data))

    async def sleep_and_wake() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        async with aiohttp.ClientSession() as session:
            model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
            before = await connect_once(session)  # asleep from here: the socket is gone
            model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
            model.record_win(Win(entries=(WinEntry(winner=3, han=4, fu=30),), discarder=0))
            model.undo()
            model.record_draw(ExhaustiveDraw(tenpai=frozenset({1, 2})))
            async with session.get(_state_url(page)) as answer:
                fetched = dict(await answer.json())
            pushed = await connect_once(session)
            return before, fetched, pushed

    try:
        before, fetched, pushed = asyncio.run(sleep_and_wake())
        expected = json.loads(shared._json(1, "en"))
    finally:
        link.close()
        shared.stop()
    assert before["round"] == "E2"
    assert before["scores"] == [25000, 28900, 21100, 25000]
    # East 2's draw (Aiko alone tenpai, Bruno's deal passes), the undone ron gone, East 3's
    # draw with Chen, the dealer, tenpai with Bruno: East 3 again, two honba
    assert expected["round"] == "E3"
    assert expected["honba"] == 2
    assert expected["scores"] == [26500, 29400, 21600, 22500]
    assert fetched == expected
    assert pushed == expected
    assert pushed["version"] > before["version"]


def test_a_page_is_listed_with_its_browser_and_followed_in_its_language() -> None:
    from scoretable.session.share.language import translators

    log = south4_log()
    shared = ShareServer(translators=translators())
    shared.start()
    shared.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    page = shared.urls()["seats"][0]
    socket_url = page.replace("/seat?", "/ws?").replace("http", "ws") + "&lang=ja"

    async def follow(headers: dict[str, str], skip: tuple[str, ...]) -> tuple[Any, list[str]]:
        async with (
            aiohttp.ClientSession(skip_auto_headers=skip) as session,
            session.ws_connect(socket_url, headers=headers) as ws,
        ):
            first = json.loads((await ws.receive(timeout=5)).data)
            return first, [device.agent for device in shared.devices()]

    async def content_type() -> str:
        async with aiohttp.ClientSession() as session, session.get(page) as response:
            return response.headers["Content-Type"]

    try:
        first, agents = asyncio.run(follow({"User-Agent": "PhoneBrowser/1.0"}, ()))
        assert agents == ["PhoneBrowser/1.0"]
        assert first["last"]["text"] == "荒牌流局"  # the page's language, over the socket too
        _, agents = asyncio.run(follow({}, ("User-Agent",)))  # a browser that says nothing
        assert agents == [""]
        assert asyncio.run(content_type()) == "text/html; charset=utf-8"
    finally:
        shared.stop()


def test_no_request_is_logged_with_its_token(
    server: ShareServer, caplog: pytest.LogCaptureFixture
) -> None:
    import logging

    caplog.set_level(logging.DEBUG)
    token = server.tokens.seats[0]
    url = _state_url(server.urls()["seats"][0])
    for _ in range(2):  # the first request's line, if any, is written by the second's end
        assert _get(url)[0] == 200
    assert [r.getMessage() for r in caplog.records if token in r.getMessage()] == []


def test_a_failure_to_listen_of_any_kind_is_an_oserror_saying_why(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shared = ShareServer()

    async def broken() -> None:
        raise RuntimeError("no event loop policy")

    monkeypatch.setattr(shared, "_listen", broken)
    with pytest.raises(OSError) as caught:
        shared.start()
    assert type(caught.value) is OSError
    assert str(caught.value) == "no event loop policy"
    assert not shared.running


def test_a_page_carries_its_content_policy_and_the_security_headers(server: ShareServer) -> None:
    async def headers(url: str) -> dict[str, str]:
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            assert response.status == 200
            return dict(response.headers)

    for url in (server.urls()["seats"][0], server.urls()["overlay"]):
        got = asyncio.run(headers(url))
        assert got["Content-Security-Policy"].startswith("default-src 'none';"), url
        assert got["X-Frame-Options"] == "DENY", url
        assert got["Cache-Control"] == "no-store", url


def test_a_language_without_its_catalogue_is_served_in_english(server: ShareServer) -> None:
    # this server has no Japanese catalogue: a page asking for Japanese gets English
    status, text = _get(_state_url(server.urls()["seats"][0]) + "&lang=ja")
    assert status == 200
    assert json.loads(text)["last"]["text"] == "Exhaustive draw"


def test_a_game_with_a_timer_sends_the_tables_clock_with_it(
    server: ShareServer, frozen_clock: Any
) -> None:
    """A phone counts the timer on the table's clock (its start is the table's): each state
    of a game with a timer carries that clock as it is sent; one without carries none."""

    caught_up(server)  # the server's thread has taken the game
    assert "clock" not in json.loads(server._json(0, "en"))
    log = [*south4_log(), {"type": "timer", "seconds": 600, "started": 5.0, "hands_after": 2}]
    server.publish(snapshot_of(RULES, NAMES, log, len(log)))
    caught_up(server)
    first = json.loads(server._json(0, "en"))
    assert first["clock"] == frozen_clock.timestamp()
    assert first["timer"] == {"seconds": 600, "started": 5.0, "time_up": False}
    frozen_clock.advance(30)
    assert json.loads(server._json(0, "en"))["clock"] == frozen_clock.timestamp()  # as sent
