"""Issue 46's acceptance: a real game stands at the start of South 4 in a library, served by
``share`` with every seat a learner. Another process (the table) records the hand; a learner
seat's state then carries a question. A wrong answer is judged wrong, ``expected`` being a
payment of that hand; ``expected`` is judged right; another seat's token cannot answer; a
malformed body gets 400; ``learn progress --json`` lists that player with 2 asked, 1 right.
Phones still follow each change with learners on."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from scoretable.engine.game_rows import replay_entries
from scoretable.engine.rules import Rules

ROOT = Path(__file__).resolve().parents[2]
# ../shared beside the repository (the main checkout's), or beside the worktrees' folder
RAWS = [ROOT.parent / "shared/oracle/raw/mjlog", ROOT.parents[1] / "shared/oracle/raw/mjlog"]
RAW = next((path for path in RAWS if path.is_dir()), None)


def _cli(directory: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(directory), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def south4_game() -> tuple[Rules, list[str], list[dict[str, Any]], int, int]:
    """The first real game (oracle's raw logs) whose South 4 ends in a win: its rules,
    names, log, the index of South 4's start and the index after the hand's win."""
    from scoretable.logs.replay import replay_log
    from scoretable.logs.tenhou import read_log

    assert RAW is not None
    for path in sorted(RAW.glob("2*.xml")):
        imported = replay_log(read_log(path.read_bytes()))
        names = list(imported.game.players)
        log = list(imported.log)
        start = None
        for number, item in enumerate(replay_entries(imported.rules, names, log)):
            before = item.before
            if start is None and (before.round_wind, before.hand_number) == (1, 4):
                start = number
            if start is not None and item.ends_hand:
                if item.settlement is not None and item.settlement.wins:
                    return imported.rules, names, log, start, number + 1
                break
    pytest.skip("no real game whose South 4 ends in a win")


# The table: another process that opens the library and records the hand, entry by entry.
TABLE = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from scoretable.engine.rules import Rules
    from scoretable.engine.table import DeclareRiichi, Win, action_from_dict
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    app = QCoreApplication([])
    store = open_store(Path(sys.argv[1])).store
    record = store.resumed()
    model = GameModel.restore(
        Rules.from_dict(record.rules), record.players, record.log, record.index,
        journal=store.journal_for(record),
    )
    for entry in json.loads(sys.argv[2]):
        action = action_from_dict(entry)
        if isinstance(action, DeclareRiichi):
            model.declare_riichi(action.seat)
        else:
            assert isinstance(action, Win), entry
            model.record_win(action)
    store.close()
    """
)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[tuple[Path, list[str], list[dict[str, Any]], Any]]:
    if RAW is None:
        pytest.skip("../shared/oracle/raw is not here")
    from scoretable.storage.db import open_store

    rules, names, log, start, end = south4_game()
    store = open_store(tmp_path).store
    store.insert_game(players=names, rules=rules.to_dict(), log=log[:start], index=start)
    store.close()
    *_, last = replay_entries(rules, names, log[:end])
    yield tmp_path, names, log[start:end], last.settlement


class Share:
    def __init__(self, directory: Path, *extra: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scoretable", "--data-dir", str(directory), "share",
             "--host", "127.0.0.1", "--port", "0", "--json", *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
        assert self.process.stdout is not None
        self.urls = json.loads(self.process.stdout.readline())

    def stop(self) -> int:
        self.process.terminate()
        return self.process.wait(timeout=10)


def _state_url(url: str) -> str:
    return url.replace("/seat", "/state.json")


def _socket_url(url: str) -> str:
    return url.replace("/seat", "/ws").replace("http", "ws")


def _answer_url(url: str) -> str:
    return url.replace("/seat", "/answer")


def test_a_learner_answers_the_payment_of_a_real_hand(
    library: tuple[Path, list[str], list[dict[str, Any]], Any],
) -> None:
    directory, names, hand, settlement = library
    learners = [arg for seat in range(4) for arg in ("--learner", str(seat))]
    share = Share(directory, *learners)
    try:
        seats = share.urls["seats"]
        origin = seats[0].split("/seat")[0]
        result = asyncio.run(_answer(directory, seats, origin, hand, settlement))
    finally:
        assert share.stop() == 0
    seat, expected = result
    assert expected in [abs(delta) for delta in settlement.deltas]
    rows = json.loads(_cli(directory, "learn", "progress", "--json").stdout)
    mine = [row for row in rows if row["learner"] == names[seat]]
    assert mine, rows
    assert all((row["asked"], row["right"]) == (2, 1) for row in mine)
    assert any(row["skill"].startswith("pay:") for row in mine)
    assert {row["learner"] for row in rows} == {names[seat]}


async def _answer(
    directory: Path, seats: list[str], origin: str, hand: list[dict[str, Any]], settlement: Any
) -> tuple[int, int]:
    win = settlement.wins[0]
    # the one who pays: the discarder, or on a tsumo a seat other than the winner
    seat = win.discarder if win.discarder is not None else (win.winner + 1) % 4
    other = (seat + 1) % 4
    async with aiohttp.ClientSession() as session:
        async with session.get(_state_url(seats[seat])) as response:
            before = await response.json()
        assert before["question"] is None
        # the seat's page open: the question comes to it, pushed once the share command has
        # read the table's commit (no asking again and again)
        async with session.ws_connect(_socket_url(seats[seat])) as page:
            table = await asyncio.create_subprocess_exec(
                sys.executable, "-c", TABLE, str(directory), json.dumps(hand),
                cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
            )  # fmt: skip
            assert await table.wait() == 0
            state = json.loads((await page.receive(timeout=20)).data)  # a guard
            while not state.get("question"):
                state = json.loads((await page.receive(timeout=20)).data)
        question = state["question"]
        assert question is not None, state
        assert isinstance(question["id"], str) and isinstance(question["text"], str)
        assert state.get("last") is None  # its amounts once answered
        # every learner seat has a question of its own
        ids = set()
        for url in seats:
            async with session.get(_state_url(url)) as response:
                ids.add((await response.json())["question"]["id"])
        assert len(ids) == 4

        async def post(url: str, body: object, **headers: str) -> tuple[int, Any]:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            async with session.post(_answer_url(url), data=data, headers=headers) as response:
                text = await response.text()
                return response.status, json.loads(text) if response.status == 200 else text

        status, wrong = await post(seats[seat], {"id": question["id"], "points": 1}, Origin=origin)
        assert status == 200
        assert wrong["correct"] is False
        expected = wrong["expected"]
        assert expected == -settlement.deltas[seat]
        assert wrong["explanation"] and all(isinstance(line, str) for line in wrong["explanation"])
        # another seat's token cannot answer this question
        status, _ = await post(seats[other], {"id": question["id"], "points": expected})
        assert status in (403, 404)
        assert (await post(seats[seat], b'{"id": 3'))[0] == 400
        assert (await post(seats[seat], {"id": question["id"]}))[0] == 400
        assert (await post(seats[seat].split("?")[0], {}))[0] == 401
        assert (await post(seats[seat] + "x", {}))[0] in (401, 403)
        foreign = {"Origin": "http://evil.example"}
        assert (await post(seats[seat], {"id": question["id"], "points": 1}, **foreign))[0] == 403
        status, right = await post(seats[seat], {"id": question["id"], "points": expected})
        assert (status, right["correct"], right["expected"]) == (200, True, expected)
        async with session.get(_state_url(seats[seat])) as response:
            after = await response.json()
        assert after["question"] is None
        assert after["last"]["deltas"] == list(settlement.deltas)
    return seat, expected


def test_phones_follow_with_every_seat_a_learner(tmp_path: Path, qapp: Any) -> None:
    # each change reaches the page, pushed, with the question it brings or takes away (how
    # soon: benchmarks/bench_share.py learners)
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    rules = get_preset("standard")
    store = open_store(tmp_path).store
    model = GameModel(
        rules,
        ["Aiko", "Bruno", "Chen", "Dana"],
        journal=store.start_game(rules, ["Aiko", "Bruno", "Chen", "Dana"]),
    )
    model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    learners = [arg for seat in range(4) for arg in ("--learner", str(seat))]
    share = Share(tmp_path, *learners)
    steps = [
        lambda: model.record_win(Win(entries=(WinEntry(winner=1, han=2, fu=30),), discarder=2)),
        model.undo,
        model.redo,
        lambda: model.record_draw(ExhaustiveDraw(tenpai=frozenset())),
    ]
    try:
        url = share.urls["seats"][2].replace("/seat", "/ws").replace("http", "ws")
        questions = asyncio.run(_follow(url, steps))
    finally:
        assert share.stop() == 0
        store.close()
    # the win asks Chen; its undo takes the question away, and redone it is not asked again
    assert [q is not None for q in questions] == [True, False, False, False]


async def _follow(url: str, steps: list[Any]) -> list[Any]:
    questions = []
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        first = json.loads((await ws.receive(timeout=10)).data)
        version = first["version"]
        for step in steps:
            step()
            while True:
                state = json.loads((await ws.receive(timeout=10)).data)  # a guard
                if state["version"] != version:
                    break
            version = state["version"]
            questions.append(state["question"])
    return questions
