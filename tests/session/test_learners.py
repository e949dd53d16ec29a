"""The table's answers read into the learners' records: each once, moving the skills'
schedule as "What is it worth?" does, and counted once by ``learn progress``."""

from __future__ import annotations

import contextlib
from pathlib import Path

from helpers.migrated import migrated_connection

from scoretable.session.learners import read_in
from scoretable.storage.paths import DB_NAME
from scoretable.storage.skills import SkillProgress
from scoretable.storage.table_answers import AnswerBook, TableAnswer, progress_rows


def answer(n: int, correct: bool, learner: str = "Chen") -> TableAnswer:
    return TableAnswer(
        id=f"a{n}", at=100.0 + n, learner=learner, skills=("pay:ron", "limit"),
        correct=correct, points=8000, expected=8000 if correct else 7700, question="q",
    )  # fmt: skip


def test_answers_are_read_in_once_each(tmp_path: Path) -> None:
    book = AnswerBook(tmp_path)
    book.add(answer(1, False))
    book.add(answer(2, True))
    book.add(answer(3, True, learner="Dana"))
    before = progress_rows(tmp_path)
    with contextlib.closing(migrated_connection(tmp_path / DB_NAME)) as connection:
        assert read_in(connection, tmp_path) == 3
        assert read_in(connection, tmp_path) == 0
        chen = SkillProgress(connection, "Chen").load()
        # wrong, then right: box 1, due a question after the second (number 1)
        assert chen.records["pay:ron"] == (1, 1 + 2, 1, 1)
        assert chen.records["limit"] == (1, 3, 1, 1)
        assert chen.clock == 2
        answers = connection.execute(
            "SELECT number, question_key, step, correct, at FROM skill_answers"
            " WHERE skill = 'pay:ron' ORDER BY id"
        ).fetchall()
        assert answers == [
            (0, "table:a1", "payment", 0, 101.0),
            (1, "table:a2", "payment", 1, 102.0),
            (0, "table:a3", "payment", 1, 103.0),
        ]
        connection.commit()
    # counted once, read in or not
    assert progress_rows(tmp_path) == before


def test_nothing_to_read_in(tmp_path: Path) -> None:
    with contextlib.closing(migrated_connection()) as connection:
        assert read_in(connection, tmp_path) == 0
