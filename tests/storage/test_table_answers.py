"""The table's answers file: appended line by line, read back bounded (a line that is not an
answer passed over), and counted with the learners' records once each."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

import pytest
from helpers.migrated import migrated_connection

from scoretable.storage import table_answers
from scoretable.storage.paths import DB_NAME
from scoretable.storage.skills import SkillProgress
from scoretable.storage.table_answers import (
    ANSWERS_NAME,
    AnswerBook,
    TableAnswer,
    imported_ids,
    progress_rows,
    read_answers,
)


def answer(n: int, learner: str = "Bruno", correct: bool = False) -> TableAnswer:
    return TableAnswer(
        id=f"a{n}",
        at=1000.0 + n,
        learner=learner,
        skills=("pay:ron", "honba"),
        correct=correct,
        points=5200 if correct else 1,
        expected=5200,
        question="q1",
    )


def test_answers_are_appended_and_read_back(tmp_path: Path) -> None:
    book = AnswerBook(tmp_path)
    book.add(answer(1))
    book.add(answer(2, correct=True))
    assert read_answers(tmp_path) == [answer(1), answer(2, correct=True)]
    assert (tmp_path / ANSWERS_NAME).stat().st_mode & 0o777 == 0o600


def test_no_file_no_answers(tmp_path: Path) -> None:
    assert read_answers(tmp_path) == []
    assert progress_rows(tmp_path) == []
    (tmp_path / ANSWERS_NAME).mkdir()
    assert read_answers(tmp_path) == []


def test_an_unreadable_file_is_no_answers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    AnswerBook(tmp_path).add(answer(1))

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("no")

    monkeypatch.setattr(Path, "open", refuse)
    assert read_answers(tmp_path) == []


@pytest.mark.parametrize(
    "line",
    [
        b"not json",
        b"[1, 2]",
        b'{"id": "x"}',
        b"\xff\xfe",
        json.dumps({**json.loads(answer(9).json_line()), "points": "many"}).encode(),
        json.dumps({**json.loads(answer(9).json_line()), "skills": "pay:ron"}).encode(),
        json.dumps({**json.loads(answer(9).json_line()), "learner": " "}).encode(),
        json.dumps({**json.loads(answer(9).json_line()), "question": "x" * 5000}).encode(),
        b"[" * 3000 + b"]" * 3000,
        b"   ",
    ],
)
def test_a_line_that_is_not_an_answer_is_passed_over(tmp_path: Path, line: bytes) -> None:
    AnswerBook(tmp_path).add(answer(1))
    with (tmp_path / ANSWERS_NAME).open("ab") as out:
        out.write(line + b"\n")
    AnswerBook(tmp_path).add(answer(2))
    assert [a.id for a in read_answers(tmp_path)] == ["a1", "a2"]


def test_the_file_is_read_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    book = AnswerBook(tmp_path)
    for n in range(10):
        book.add(answer(n))
    line = len(answer(0).json_line()) + 1
    monkeypatch.setattr(table_answers, "MAX_FILE", line * 3 + 5)
    assert [a.id for a in read_answers(tmp_path)] == ["a0", "a1", "a2"]


def _library(tmp_path: Path) -> sqlite3.Connection:
    return migrated_connection(tmp_path / DB_NAME)


def test_progress_counts_the_records_and_the_file_once_each(tmp_path: Path) -> None:
    with contextlib.closing(_library(tmp_path)) as connection:
        aiko = SkillProgress(connection, "Aiko", clock=lambda: 5.0)
        aiko.record("worth:1", "payment", 0, {"pay:ron": True}, {"pay:ron": (1, 2, 1, 0)})
        bruno = SkillProgress(connection, "Bruno", clock=lambda: 5.0)
        # the file's first answer, already read in
        bruno.record("table:a1", "payment", 0, {"pay:ron": False}, {"pay:ron": (0, 1, 0, 1)})
        assert imported_ids(connection) == {"a1"}
    book = AnswerBook(tmp_path)
    book.add(answer(1))
    book.add(answer(2, correct=True))
    book.add(answer(3, learner="Chen"))
    assert progress_rows(tmp_path) == [
        {"learner": "Aiko", "skill": "pay:ron", "asked": 1, "right": 1},
        {"learner": "Bruno", "skill": "honba", "asked": 1, "right": 1},
        {"learner": "Bruno", "skill": "pay:ron", "asked": 2, "right": 1},
        {"learner": "Chen", "skill": "honba", "asked": 1, "right": 0},
        {"learner": "Chen", "skill": "pay:ron", "asked": 1, "right": 0},
    ]


def test_a_library_without_records_counts_the_file(tmp_path: Path) -> None:
    with contextlib.closing(sqlite3.connect(tmp_path / DB_NAME)) as connection:
        connection.execute("CREATE TABLE games (id INTEGER)")
        assert imported_ids(connection) == set()
    AnswerBook(tmp_path).add(answer(1, correct=True))
    assert progress_rows(tmp_path) == [
        {"learner": "Bruno", "skill": "honba", "asked": 1, "right": 1},
        {"learner": "Bruno", "skill": "pay:ron", "asked": 1, "right": 1},
    ]
