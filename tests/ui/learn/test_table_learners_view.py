"""Learn -> Learners at the table: the phones' answers read in when asked, then each learner's
answers skill by skill; nothing before; the sticks exercise judged."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from helpers.migrated import migrated_connection

from scoretable.storage.skills import SkillProgress
from scoretable.storage.table_answers import AnswerBook, TableAnswer
from scoretable.ui.learn.sticks_view import SticksDialog
from scoretable.ui.learn.table_learners_view import TableLearnersDialog


def answer(n: int, correct: bool, skills: tuple[str, ...] = ("pay:ron",)) -> TableAnswer:
    return TableAnswer(
        id=f"a{n}", at=10.0 + n, learner="Chen", skills=skills, correct=correct,
        points=3900, expected=3900, question="q",
    )  # fmt: skip


def _cells(dialog: TableLearnersDialog) -> list[list[str]]:
    table = dialog.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_the_answers_are_read_in_and_shown(qtbot: Any, tmp_path: Path) -> None:
    book = AnswerBook(tmp_path)
    book.add(answer(1, False))
    book.add(answer(2, True))
    book.add(answer(3, True, ("pay:ron", "table:odd")))
    connection = migrated_connection()
    # practice in the window is not the table's
    SkillProgress(connection, "Aiko").record("w", "payment", 0, {"pay:ron": True}, {})
    dialog = TableLearnersDialog(connection, tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.added == 3
    assert _cells(dialog) == [
        ["Chen", "Non-dealer ron payments", "3", "2", "67"],
        ["Chen", "table:odd", "1", "1", "100"],
    ]
    assert "3 read in" in dialog.note.text()
    again = TableLearnersDialog(connection, tmp_path)
    qtbot.addWidget(again)
    assert again.added == 0
    assert len(_cells(again)) == 2


def test_no_answers_yet(qtbot: Any) -> None:
    dialog = TableLearnersDialog(migrated_connection(), None)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0
    assert "Share with phones" in dialog.note.text()


def test_paying_with_sticks(qtbot: Any) -> None:
    dialog = SticksDialog(random.Random(5))
    qtbot.addWidget(dialog)
    amount = dialog.amount
    assert f"{amount:,}" in dialog.question.text()
    assert dialog.check() is False
    assert f"That makes 0, not {amount:,}." in dialog.verdict.text()
    # one 10,000 stick and the change counted back in 100s and 1,000s
    dialog.amount = 7700
    dialog.handed[10000].setValue(1)
    dialog.change[1000].setValue(2)
    dialog.change[100].setValue(3)
    assert dialog.check() is True
    assert dialog.verdict.text() == (
        "Right. The fewest sticks: Sticks: hand over 1 × 10,000; get 2,300 back: "
        "2 × 1,000, 3 × 100."
    )
    dialog.next_button.click()
    assert dialog.handed[10000].value() == 0
    assert dialog.verdict.text() == ""
