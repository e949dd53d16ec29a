"""Each learner's skills kept for the adaptive practice: the schedule stored and restored, the
progress curve, the CSV export of every learner, a reset that keeps the others."""

from __future__ import annotations

import csv
import io
import sqlite3
from pathlib import Path

import pytest
from helpers.migrated import migrated_connection

from scoretable.storage.db import open_store
from scoretable.storage.skills import CSV_HEADER, SkillProgress
from scoretable.teaching.practice import Schedule


def answer(progress: SkillProgress, schedule: Schedule, key: str, judged: dict[str, bool]) -> None:
    number = schedule.clock
    schedule.update(judged)
    schedule.asked[key] = number
    progress.record(key, "payment", number, judged, schedule.numbers(judged))


@pytest.fixture
def connection() -> sqlite3.Connection:
    return migrated_connection()


def test_the_schedule_is_kept_between_sessions(connection: sqlite3.Connection) -> None:
    ann = SkillProgress(connection, "Ann", clock=lambda: 1_000.0)
    stored = ann.load()
    assert (stored.records, stored.clock, stored.asked) == ({}, 0, {})
    schedule = Schedule.restore(stored.records, stored.clock, stored.asked)
    answer(ann, schedule, "q1", {"pay:ron": False, "limit": True})
    answer(ann, schedule, "q2", {"pay:ron": True})
    answer(ann, schedule, "q1", {"pay:ron": True})
    again = SkillProgress(connection, "Ann").load()
    assert again.clock == 3
    assert again.asked == {"q1": 2, "q2": 1}
    assert again.records == schedule.numbers(["pay:ron", "limit"])
    assert again.records["pay:ron"] == (2, 2 + 4, 2, 1)  # box 2, due at question 6
    restored = Schedule.restore(again.records, again.clock, again.asked)
    assert restored == schedule


def test_the_progress_curve(connection: sqlite3.Connection) -> None:
    ann = SkillProgress(connection, "Ann")
    assert ann.curve() == []
    schedule = Schedule()
    answer(ann, schedule, "q1", {"pay:ron": False})
    answer(ann, schedule, "q2", {"pay:ron": True, "honba": True})
    answer(ann, schedule, "q3", {"pay:ron": True})
    assert ann.curve(("pay:ron",)) == [(0, 0.0), (1, 50.0), (2, pytest.approx(200 / 3))]
    assert [p for _, p in ann.curve()] == [0.0, 50.0, pytest.approx(200 / 3), 75.0]
    # both skills asked: every answer again; honba and a skill never asked: honba's only
    assert ann.curve(("pay:ron", "honba")) == ann.curve()
    assert ann.curve(("honba", "yaku:Pinfu")) == [(1, 100.0)]


def test_csv_of_every_learner_and_a_reset_of_one(connection: sqlite3.Connection) -> None:
    ann, bo = SkillProgress(connection, "Ann"), SkillProgress(connection, "Bo")
    answer(ann, Schedule(), "q1", {"pay:ron": True, "yaku:Pinfu": False})
    answer(bo, Schedule(), "q1", {"pay:tsumo": True})
    assert ann.learners() == ["Ann", "Bo"]
    out = io.StringIO()
    assert ann.export_csv(out) == 3
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert tuple(rows[0]) == CSV_HEADER
    assert rows[1:] == [
        ["Ann", "pay:ron", "1", "1", "0", "100", "1", "2"],
        ["Ann", "yaku:Pinfu", "1", "0", "1", "0", "0", "1"],
        ["Bo", "pay:tsumo", "1", "1", "0", "100", "1", "2"],
    ]
    mine = io.StringIO()
    assert bo.export_csv(mine, everyone=False) == 1
    ann.reset()
    assert ann.load().records == {}
    assert ann.curve() == []
    assert bo.load().records == {"pay:tsumo": (1, 2, 1, 0)}  # the others keep theirs
    assert ann.learners() == ["Ann", "Bo"]  # the learner stays


def test_csv_percent_and_line_ends_and_one_learners_own(connection: sqlite3.Connection) -> None:
    ann, bo = SkillProgress(connection, "Ann"), SkillProgress(connection, "Bo")
    schedule = Schedule()
    for number, right in enumerate((True, False, True)):
        answer(ann, schedule, f"q{number}", {"pay:ron": right})
    answer(bo, Schedule(), "q1", {"pay:tsumo": True})
    mine = io.StringIO()
    assert ann.export_csv(mine, everyone=False) == 1
    text = mine.getvalue()
    assert "\r" not in text  # plain line ends: the file is written in text mode
    assert text.splitlines()[1:] == ["Ann,pay:ron,3,2,1,67,1,4"]


def test_a_blank_name_is_me(connection: sqlite3.Connection) -> None:
    assert SkillProgress(connection, "  ").learner == "Me"
    assert SkillProgress(connection).learner == "Me"


def test_the_library_store_keeps_them(tmp_path: Path) -> None:
    """The app's store (autocommit) after its migrations: answers survive a reopen."""
    store = open_store(tmp_path).store
    progress = SkillProgress(store.conn, "Ann")
    answer(progress, Schedule(), "q1", {"fu:wait": True})
    store.close()
    store = open_store(tmp_path).store
    assert SkillProgress(store.conn, "Ann").load().records == {"fu:wait": (1, 2, 1, 0)}
    store.close()


def test_a_failed_write_keeps_nothing(connection: sqlite3.Connection) -> None:
    ann = SkillProgress(connection, "Ann")
    with pytest.raises(sqlite3.Error):
        ann.record("q1", "fu", 0, {"fu:wait": True}, {"fu:wait": (1, 2)})  # type: ignore[dict-item]
    assert ann.curve() == []
