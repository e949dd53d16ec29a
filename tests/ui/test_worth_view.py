"""Learn -> What is it worth?, driven by clicks and keys: a real hand drawn as tiles, its
steps answered and judged, a step practised alone, the schedule bringing back a miss, learners
kept apart, the progress chart, CSV export and reset."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.storage.skills import SkillProgress
from scoretable.ui.learn.progress_view import ProgressDialog
from scoretable.ui.learn.worth_view import WorthDialog
from scoretable.ui.table.main_window import MainWindow


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_dialog(qtbot: QtBot, connection: sqlite3.Connection, learner: str = "Ann") -> WorthDialog:
    dialog = WorthDialog(connection, learner)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose_mode(qtbot: QtBot, dialog: WorthDialog, mode: str) -> None:
    dialog.mode_box.setCurrentIndex(dialog.mode_box.findData(mode))


def tick(dialog: WorthDialog, names: set[str]) -> None:
    for i in range(dialog.yaku_list.count()):
        item = dialog.yaku_list.item(i)
        if item.data(Qt.ItemDataRole.UserRole) in names:
            item.setCheckState(Qt.CheckState.Checked)


def type_number(qtbot: QtBot, box: QWidget, value: int) -> None:
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, str(value))


def test_every_step_of_a_real_hand_answered_right(qtbot: QtBot) -> None:
    dialog = open_from_menu(qtbot)
    q = dialog.question
    assert q.key.startswith("dnovikoff/tenhou:")
    assert len(dialog.picture.placed()) >= 14  # the hand and its dora indicator, as tiles
    assert dialog.step_title.text().startswith("Step 1 of 4: ")
    tick(dialog, set(q.yaku))
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None and dialog.judgment.correct
    assert dialog.feedback.text().startswith("Right.")
    click(qtbot, dialog.next_button)
    assert dialog.step() == "han"
    type_number(qtbot, dialog.han, q.result.han or 13)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None and dialog.judgment.correct
    click(qtbot, dialog.next_button)
    for part, value in q.fu_parts().items():
        type_number(qtbot, dialog.fu_parts[part], value)
    type_number(qtbot, dialog.fu_total, q.result.fu)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None and dialog.judgment.correct, dialog.feedback.text()
    click(qtbot, dialog.next_button)
    assert set(dialog.pay_boxes) == set(q.payment())
    for who, value in q.payment().items():
        type_number(qtbot, dialog.pay_boxes[who], value)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None and dialog.judgment.correct, dialog.feedback.text()
    click(qtbot, dialog.next_button)
    assert dialog.question is not q and dialog.step() == "yaku"  # the next hand


def open_from_menu(qtbot: QtBot) -> WorthDialog:
    window = MainWindow(GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    window.act_worth.trigger()
    assert window.learn is not None and window.learn.worth_dialog is not None
    dialog = window.learn.worth_dialog
    qtbot.waitExposed(dialog)
    return dialog


def test_a_wrong_step_is_explained_against_the_tiles_and_comes_back(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, sqlite3.connect(":memory:"))
    choose_mode(qtbot, dialog, "payment")
    assert dialog.step_title.text().startswith("Who pays what?")  # one step: no "Step 1 of"
    first = dialog.question
    click(qtbot, dialog.check_button)  # nothing typed: every amount 0
    judged = dialog.judgment
    assert judged is not None and not judged.correct
    assert dialog.feedback.text().splitlines()[0] == "Not quite:"
    assert any(line.startswith(("The discarder", "Each", "The dealer")) for line in judged.lines)
    click(qtbot, dialog.next_button)
    # the schedule: a skill just missed is due again at once, so a hand of that kind comes
    # next (another hand: never the same twice in a row)
    assert dialog.question.payment_kind() == first.payment_kind()
    assert dialog.question is not first
    choose_mode(qtbot, dialog, "fu")
    click(qtbot, dialog.check_button)  # every part 0: the base for winning is missed
    lit = [tile for _, tile, on, _, _ in dialog.picture.placed() if on]
    assert lit == [dialog.question.hand.win]  # the winning tile outlined


def test_the_fixed_course_comes_in_order(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, sqlite3.connect(":memory:"))
    click(qtbot, dialog.adaptive)
    choose_mode(qtbot, dialog, "han")
    assert dialog.question is dialog.questions[0]
    click(qtbot, dialog.check_button)
    click(qtbot, dialog.next_button)
    assert dialog.question is dialog.questions[1]


def test_learners_are_kept_apart_and_resumed(qtbot: QtBot) -> None:
    connection = sqlite3.connect(":memory:")
    dialog = open_dialog(qtbot, connection)
    choose_mode(qtbot, dialog, "han")
    click(qtbot, dialog.check_button)
    assert SkillProgress(connection, "Ann").load().clock == 1
    edit = dialog.learner_box.lineEdit()
    assert edit is not None
    edit.selectAll()
    qtbot.keyClicks(edit, "Bo")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.progress.learner == "Bo" and dialog.schedule.clock == 0
    assert dialog.learner_box.findText("Bo") >= 0
    again = open_dialog(qtbot, connection, "Ann")
    assert again.schedule.clock == 1 and "han" in again.schedule.records


def test_progress_chart_export_and_reset(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    connection = sqlite3.connect(":memory:")
    dialog = open_dialog(qtbot, connection)
    choose_mode(qtbot, dialog, "fu")
    for _ in range(3):
        click(qtbot, dialog.check_button)
        click(qtbot, dialog.next_button)
    click(qtbot, dialog.progress_button)
    progress = dialog.progress_dialog
    assert isinstance(progress, ProgressDialog)
    qtbot.waitExposed(progress)
    assert progress.summary.text() == "18 answers, 6 skills; the weakest first."
    assert progress.table.rowCount() == 6
    assert [len(c) for c in progress.chart.curves.values()] == [0, 0, 3, 0]  # fu: 3 questions
    assert progress.table.item(0, 0).text().startswith("Fu: ")
    path = tmp_path / "skills.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    click(qtbot, progress.export_button)
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0][:2] == ["learner", "skill"] and len(rows) == 7
    assert progress.summary.text() == f"Saved {path}: 6 rows."
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    click(qtbot, progress.reset_button)
    assert progress.table.rowCount() == 6  # asked, and kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(progress.resetDone, timeout=1000):
        click(qtbot, progress.reset_button)
    assert progress.table.rowCount() == 0 and progress.summary.text() == "No answers yet."
    assert not progress.reset_button.isEnabled()
    assert dialog.schedule.clock == 0 and dialog.schedule.records == {}


def test_an_export_that_cannot_be_written_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_dialog(qtbot, sqlite3.connect(":memory:"))
    progress = dialog.show_progress()
    assert isinstance(progress, ProgressDialog)
    bad = tmp_path / "no" / "skills.csv"
    assert not progress.export(str(bad))
    assert progress.summary.text() == f"Cannot write {bad}: No such file or directory"
