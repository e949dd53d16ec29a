"""The learners' questions: asked after each hand won while sharing (never about the hand
before), taken away by the next hand, judged again after a wrong answer, closed by a right
one; and the server's ``POST /answer``: only a seat's own open question, a small JSON body,
the answer handed on to be kept, the seat's page told at once."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest
from helpers.share_games import NAMES, RULES, south4_log

from scoretable import clock
from scoretable.session.share import server as server_module
from scoretable.session.share.questions import Questions
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import Snapshot, snapshot_of
from scoretable.storage.table_answers import TableAnswer

LOG = south4_log()  # Bruno's ron from Chen (3 han 30 fu: 3,900), then six draws


def at(index: int) -> Snapshot:
    return snapshot_of(RULES, NAMES, LOG, index)


def test_the_hand_before_sharing_is_not_asked() -> None:
    questions = Questions({0, 2})
    assert questions.follow(at(1)) is False
    assert questions.json(0) is None


def test_each_learner_seat_is_asked_with_an_id_of_its_own() -> None:
    questions = Questions({0, 2, 7})  # a seat the game has not: nothing for it
    assert questions.follow(at(0)) is False
    assert questions.follow(at(1)) is True
    aiko, chen = questions.json(0), questions.json(2)
    assert aiko is not None and chen is not None
    assert aiko["id"] != chen["id"]
    assert chen["text"] == "Bruno won 3 han 30 fu by ron from you: what do you pay?"
    assert aiko["text"] == "Bruno won 3 han 30 fu by ron from Chen: what does Chen pay?"
    assert (aiko["round"], aiko["han"], aiko["fu"], aiko["tsumo"]) == ("E1", 3, 30, False)
    assert aiko["answered"] is False
    assert aiko["value"] == "3 han 30 fu"
    assert aiko["labels"]["check"] == "Check"
    assert "{n}" in aiko["labels"]["wrong"]
    assert questions.json(1) is None
    assert questions.json(None) is None
    assert questions.state(0) == (aiko["id"], False)
    assert questions.state(None) is None
    # the same hand again (another look at the library) asks nothing new
    assert questions.follow(at(1)) is False
    assert questions.json(0) == aiko
    # undone: the question goes; redone: not asked again
    assert questions.follow(at(0)) is False  # no hand closed before it: nothing to say
    assert questions.json(0) == aiko
    assert questions.follow(at(2)) is True
    assert questions.follow(at(1)) is False
    assert questions.json(0) is None


def test_the_next_hand_takes_an_unanswered_question_away() -> None:
    questions = Questions({2})
    questions.follow(at(0))
    questions.follow(at(1))
    assert questions.follow(at(2)) is True  # a draw: nothing to ask
    assert questions.json(2) is None
    # undone to the win, seen before: not asked again
    assert questions.follow(at(1)) is False
    assert questions.json(2) is None


def test_no_learners_no_questions() -> None:
    questions = Questions()
    questions.follow(at(0))
    assert questions.follow(at(1)) is False


def test_a_wrong_answer_is_judged_again_and_a_right_one_closes() -> None:
    questions = Questions({2})
    questions.follow(at(0))
    questions.follow(at(1))
    asked = questions.json(2)
    assert asked is not None
    assert questions.answer(2, "another id", 3900) is None
    assert questions.answer(1, asked["id"], 3900) is None
    with clock.replaced(wall=lambda: 1_765_000_000.5):
        wrong = questions.answer(2, asked["id"], -3900)
    assert wrong is not None
    assert wrong.kept.at == 1_765_000_000.5  # when it was answered, by the table's clock
    assert (wrong.judgment.correct, wrong.judgment.expected) == (False, 3900)
    assert wrong.kept.learner == "Chen"
    assert (wrong.kept.correct, wrong.kept.points, wrong.kept.expected) == (False, -3900, 3900)
    assert wrong.kept.skills == ("pay:ron",)
    assert wrong.kept.question == asked["id"]
    assert questions.state(2) == (asked["id"], True)
    right = questions.answer(2, asked["id"], 3900)
    assert right is not None and right.judgment.correct
    assert right.kept.id != wrong.kept.id
    assert questions.json(2) is None
    assert questions.answer(2, asked["id"], 3900) is None


def test_the_question_in_the_pages_language() -> None:
    questions = Questions({0})
    questions.follow(at(0))
    questions.follow(at(1))

    def japanese(context: str, text: str) -> str:
        return {"{han} han {fu} fu": "{han}翻{fu}符"}.get(text, text)

    asked = questions.json(0, japanese)
    assert asked is not None
    assert "3翻30符" in asked["text"]
    assert "3 han 30 fu" in (questions.json(0) or {})["text"]


def test_learners_changed_and_another_game() -> None:
    questions = Questions({0, 2})
    questions.follow(at(0))
    questions.follow(at(1))
    questions.set_learners(frozenset({2}))
    assert questions.json(0) is None
    assert questions.json(2) is not None
    questions.reset()
    assert questions.json(2) is None
    assert questions.follow(at(2)) is False  # a new start: the hand before is not asked


# --- the server --------------------------------------------------------------------------


@pytest.fixture
def kept() -> list[TableAnswer]:
    return []


@pytest.fixture
def server(kept: list[TableAnswer]) -> Iterator[ShareServer]:
    shared = ShareServer(learners={2}, on_answer=kept.append)
    shared.start()
    shared.new_game(at(0))
    shared.publish(at(1))
    yield shared
    shared.stop()


def _request(url: str, method: str = "GET", **kwargs: Any) -> tuple[int, str]:
    async def go() -> tuple[int, str]:
        async with aiohttp.ClientSession() as session, session.request(method, url, **kwargs) as r:
            return r.status, await r.text()

    return asyncio.run(go())


def _state(server: ShareServer, seat: int) -> dict[str, Any]:
    status, text = _request(server.urls()["seats"][seat].replace("/seat", "/state.json"))
    assert status == 200
    return dict(json.loads(text))


def _answer(server: ShareServer, seat: int, body: object, **kwargs: Any) -> tuple[int, str]:
    url = server.urls()["seats"][seat].replace("/seat", "/answer")
    data = body if isinstance(body, bytes) or not isinstance(body, dict) else json.dumps(body)
    return _request(url, "POST", data=data, **kwargs)


def test_a_learner_seats_state_asks_before_it_shows(server: ShareServer) -> None:
    chen = _state(server, 2)
    assert chen["question"]["text"].endswith("what do you pay?")
    assert chen["last"] is None
    bruno = _state(server, 1)
    assert bruno["question"] is None
    assert bruno["last"]["deltas"] == [0, 3900, -3900, 0]
    overlay = json.loads(_request(server.urls()["overlay"].replace("/overlay", "/state.json"))[1])
    assert "question" not in overlay
    assert overlay["last"]["deltas"] == [0, 3900, -3900, 0]


def test_answers_judged_kept_and_the_hand_shown(
    server: ShareServer, kept: list[TableAnswer]
) -> None:
    asked = _state(server, 2)["question"]
    status, text = _answer(server, 2, {"id": asked["id"], "points": 3800})
    assert status == 200
    wrong = json.loads(text)
    assert (wrong["correct"], wrong["expected"]) == (False, 3900)
    sticks = "Sticks: hand over 1 × 5,000; get 1,100 back: 1 × 1,000, 1 × 100."
    assert wrong["explanation"][-1] == sticks
    after = _state(server, 2)
    assert after["question"]["answered"] is True
    assert after["last"]["deltas"] == [0, 3900, -3900, 0]
    # a whole number written as a float is a whole number
    status, text = _answer(server, 2, {"id": asked["id"], "points": 3900.0})
    assert (status, json.loads(text)["correct"]) == (200, True)
    assert _state(server, 2)["question"] is None
    assert [(a.learner, a.correct) for a in kept] == [("Chen", False), ("Chen", True)]
    # nothing open any more
    assert _answer(server, 2, {"id": asked["id"], "points": 3900})[0] == 404


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"not json",
        b"\xff",
        b"[1]",
        b'{"id": 1, "points": 3900}',
        b'{"id": "x", "points": true}',
        b'{"id": "x", "points": 3900.5}',
        b'{"id": "x", "points": "3900"}',
        b'{"id": "x"}',
        b"[" * 200,
    ],
)
def test_a_malformed_answer_is_400(server: ShareServer, body: bytes) -> None:
    assert _answer(server, 2, body) == (400, 'The body must be {"id": "...", "points": N}.')


def test_what_may_not_answer(server: ShareServer) -> None:
    asked = _state(server, 2)["question"]
    body = {"id": asked["id"], "points": 3900}
    # another seat's token
    assert _answer(server, 1, body) == (404, "This page has no such question open.")
    overlay = server.urls()["overlay"].replace("/overlay", "/answer")
    assert _request(overlay, "POST", data=json.dumps(body))[0] == 403
    assert _answer(server, 2, b"x" * 300)[0] == 413
    assert _answer(server, 2, body, headers={"Origin": "http://evil.example"})[0] == 403
    answer_url = server.urls()["seats"][2].replace("/seat", "/answer")
    assert _request(answer_url)[0] == 405  # GET
    assert _request(answer_url.replace("/answer", "/state.json"), "POST", data=b"{}")[0] == 405
    assert _request(answer_url.split("?")[0], "POST", data=b"{}")[0] == 401
    # still open: none of these answered it
    assert _state(server, 2)["question"]["answered"] is False


def test_a_page_is_told_at_once(server: ShareServer) -> None:
    asked = _state(server, 2)["question"]
    ws_url = server.urls()["seats"][2].replace("/seat", "/ws").replace("http", "ws")

    bruno_url = server.urls()["seats"][1].replace("/seat", "/ws").replace("http", "ws")

    async def go() -> dict[str, Any]:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(ws_url) as ws,
            session.ws_connect(bruno_url) as bruno,
        ):
            first = json.loads((await ws.receive(timeout=5)).data)
            assert first["question"]["answered"] is False
            assert json.loads((await bruno.receive(timeout=5)).data)["question"] is None
            url = ws_url.replace("ws://", "http://").replace("/ws", "/answer")
            body = json.dumps({"id": asked["id"], "points": 3900})
            async with session.post(url, data=body) as response:
                assert response.status == 200
            answered = dict(json.loads((await ws.receive(timeout=5)).data))
            # learners changed: every page is sent its state again
            server.set_learners({1})
            again = json.loads((await bruno.receive(timeout=5)).data)
            assert again["question"] is None
            return answered

    assert asyncio.run(go())["question"] is None


def test_a_long_body_sent_in_chunks_is_400(server: ShareServer) -> None:
    async def chunks() -> Any:
        for _ in range(10):
            yield b"x" * 100

    assert _answer(server, 2, chunks())[0] == 400


def test_an_answer_sent_in_pieces_is_read_whole(server: ShareServer) -> None:
    asked = _state(server, 2)["question"]
    body = json.dumps({"id": asked["id"], "points": 3900}).encode()

    async def pieces() -> Any:
        yield body[:10]
        yield body[10:]

    status, text = _answer(server, 2, pieces())
    assert (status, json.loads(text)["correct"]) == (200, True)


def test_learners_changed_while_serving(server: ShareServer) -> None:
    server.set_learners({1})
    assert _state(server, 2)["question"] is None
    server.publish(at(2))
    server.publish(at(1))  # undone: asked before
    assert _state(server, 1)["question"] is None


def test_an_answer_that_cannot_be_kept_is_judged_all_the_same(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def fail(answer: TableAnswer) -> None:
        raise OSError("disk full")

    shared = ShareServer(learners={2}, on_answer=fail)
    shared.start()
    try:
        shared.new_game(at(0))
        shared.publish(at(1))
        asked = _state(shared, 2)["question"]
        with caplog.at_level(logging.ERROR, logger=server_module.__name__):
            status, text = _answer(shared, 2, {"id": asked["id"], "points": 3900})
        assert (status, json.loads(text)["correct"]) == (200, True)
        assert [r.getMessage() for r in caplog.records] == ["share: an answer could not be kept"]
    finally:
        shared.stop()


def test_without_a_keeper_answers_are_judged() -> None:
    shared = ShareServer(learners={2})
    shared.start()
    try:
        shared.new_game(at(0))
        shared.publish(at(1))
        asked = _state(shared, 2)["question"]
        status, text = _answer(shared, 2, {"id": asked["id"], "points": 1})
        assert (status, json.loads(text)["correct"]) == (200, False)
    finally:
        shared.stop()
