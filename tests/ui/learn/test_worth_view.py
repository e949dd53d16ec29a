"""Learn -> What is it worth?, driven by clicks and keys: a real hand drawn as tiles, its
steps answered and judged, a step practised alone, the schedule bringing back a miss, learners
kept apart, the progress chart, CSV export and reset."""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.migrated import migrated_connection
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog, QListWidgetItem, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.i18n import Translations
from scoretable.storage.skills import SkillProgress
from scoretable.ui.learn.progress_view import ProgressDialog
from scoretable.ui.learn.worth_view import WorthDialog
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.table.view_access import apply_text_size


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
    assert dialog.judgment is not None
    assert dialog.judgment.correct
    assert dialog.feedback.text().startswith("Right.")
    click(qtbot, dialog.next_button)
    assert dialog.step() == "han"
    type_number(qtbot, dialog.han, q.result.han or 13)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None
    assert dialog.judgment.correct
    click(qtbot, dialog.next_button)
    for part, value in q.fu_parts().items():
        type_number(qtbot, dialog.fu_parts[part], value)
    type_number(qtbot, dialog.fu_total, q.result.fu)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None, dialog.feedback.text()
    assert dialog.judgment.correct, dialog.feedback.text()
    click(qtbot, dialog.next_button)
    assert set(dialog.pay_boxes) == set(q.payment())
    for who, value in q.payment().items():
        type_number(qtbot, dialog.pay_boxes[who], value)
    click(qtbot, dialog.check_button)
    assert dialog.judgment is not None, dialog.feedback.text()
    assert dialog.judgment.correct, dialog.feedback.text()
    click(qtbot, dialog.next_button)
    assert dialog.question is not q
    assert dialog.step() == "yaku"  # the next hand


def open_from_menu(qtbot: QtBot) -> WorthDialog:
    window = MainWindow(GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    window.menu_learn.act_worth.trigger()
    assert window.menu_learn.learn is not None
    assert window.menu_learn.learn.worth_dialog is not None
    dialog = window.menu_learn.learn.worth_dialog
    qtbot.addWidget(
        dialog
    )  # closed after the test: offscreen, a window left open takes the pointer
    qtbot.waitExposed(dialog)
    return dialog


def test_a_wrong_step_is_explained_against_the_tiles_and_comes_back(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, migrated_connection())
    choose_mode(qtbot, dialog, "payment")
    assert dialog.step_title.text().startswith("Who pays what?")  # one step: no "Step 1 of"
    first = dialog.question
    click(qtbot, dialog.check_button)  # nothing typed: every amount 0
    judged = dialog.judgment
    assert judged is not None
    assert not judged.correct
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
    dialog = open_dialog(qtbot, migrated_connection())
    click(qtbot, dialog.adaptive)
    choose_mode(qtbot, dialog, "han")
    assert dialog.question is dialog.questions[0]
    click(qtbot, dialog.check_button)
    click(qtbot, dialog.next_button)
    assert dialog.question is dialog.questions[1]


def test_learners_are_kept_apart_and_resumed(qtbot: QtBot) -> None:
    connection = migrated_connection()
    dialog = open_dialog(qtbot, connection)
    choose_mode(qtbot, dialog, "han")
    click(qtbot, dialog.check_button)
    assert SkillProgress(connection, "Ann").load().clock == 1
    edit = dialog.learner_box.lineEdit()
    assert edit is not None
    edit.selectAll()
    qtbot.keyClicks(edit, "Bo")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.progress.learner == "Bo"
    assert dialog.schedule.clock == 0
    assert dialog.learner_box.findText("Bo") >= 0
    again = open_dialog(qtbot, connection, "Ann")
    assert again.schedule.clock == 1
    assert "han" in again.schedule.records


def test_progress_chart_export_and_reset(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    connection = migrated_connection()
    dialog = open_dialog(qtbot, connection)
    choose_mode(qtbot, dialog, "fu")
    for _ in range(3):
        click(qtbot, dialog.check_button)
        click(qtbot, dialog.next_button)
    click(qtbot, dialog.progress_button)
    progress = dialog.progress_dialog
    assert isinstance(progress, ProgressDialog)
    qtbot.addWidget(progress)  # closed after the test: a modal left open blocks the next
    qtbot.waitExposed(progress)
    assert progress.summary.text() == "18 answers, 6 skills; the weakest first."
    assert progress.table.rowCount() == 6
    assert [len(c) for c in progress.chart.curves.values()] == [0, 0, 3, 0]  # fu: 3 questions
    assert progress.table.item(0, 0).text().startswith("Fu: ")
    path = tmp_path / "skills.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    click(qtbot, progress.export_button)
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0][:2] == ["learner", "skill"]
    assert len(rows) == 7
    assert progress.summary.text() == f"Saved {path}: 6 rows."
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    click(qtbot, progress.reset_button)
    assert progress.table.rowCount() == 6  # asked, and kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(progress.resetDone, timeout=1000):
        click(qtbot, progress.reset_button)
    assert progress.table.rowCount() == 0
    assert progress.summary.text() == "No answers yet."
    assert not progress.reset_button.isEnabled()
    assert dialog.schedule.clock == 0
    assert dialog.schedule.records == {}


def test_an_export_that_cannot_be_written_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_dialog(qtbot, migrated_connection())
    progress = dialog.show_progress()
    assert isinstance(progress, ProgressDialog)
    qtbot.addWidget(progress)
    bad = tmp_path / "no" / "skills.csv"
    assert not progress.export(str(bad))
    assert progress.summary.text() == f"Cannot write {bad}: No such file or directory"


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


def lit(dialog: WorthDialog) -> list[str]:
    """The tiles of the hand outlined, as drawn."""
    return sorted(tile for _, tile, on, _, _ in dialog.picture.placed() if on)


def line(dialog: WorthDialog, start: str) -> QListWidgetItem:
    view = dialog.explanation
    items = [view.item(i) for i in range(view.count())]
    return next(item for item in items if item.text().startswith(start))


def point_at(qtbot: QtBot, dialog: WorthDialog, item: QListWidgetItem) -> None:
    view = dialog.explanation
    qtbot.mouseMove(view.viewport(), view.visualItemRect(item).center())


def the_iipeikou_hand(qtbot: QtBot, dialog: WorthDialog) -> None:
    """The course in order, yaku only, to its third hand (iipeikou in 234667788p), answered
    with nothing ticked."""
    click(qtbot, dialog.adaptive)
    choose_mode(qtbot, dialog, "yaku")
    for _ in range(2):
        click(qtbot, dialog.check_button)
        click(qtbot, dialog.next_button)
    assert dialog.question is dialog.questions[2]
    assert dialog.question.hand.tiles == "345m234667788p66z"
    click(qtbot, dialog.check_button)


@pytest.mark.parametrize(
    ("language", "iipeikou", "riichi"), [("en", "Iipeikou", "Riichi"), ("ja", "一盃口", "立直")]
)
def test_each_line_of_the_explanation_outlines_its_own_tiles(
    qtbot: QtBot, translator: Translations, language: str, iipeikou: str, riichi: str
) -> None:
    assert translator.switch(language)
    dialog = open_dialog(qtbot, migrated_connection())
    the_iipeikou_hand(qtbot, dialog)
    win = dialog.question.hand.win
    runs = ["6p", "6p", "7p", "7p", "8p", "8p"]
    assert dialog.explanation.isVisible()
    assert lit(dialog) == runs  # the first mistake: iipeikou missed, the runs that make it
    missed = "Missed: Iipeikou (一盃口)" if language == "en" else "見落とし: 一盃口 (Iipeikou)"
    assert dialog.explanation.item(0).text() == missed
    # pointing at a line outlines its tiles: a yaku of the moment, the winning tile
    view = dialog.explanation
    point_at(qtbot, dialog, line(dialog, riichi))
    qtbot.waitUntil(lambda: lit(dialog) == [win])
    point_at(qtbot, dialog, line(dialog, "Ura" if language == "en" else "裏ドラ"))
    qtbot.waitUntil(lambda: lit(dialog) == ["3p"])  # the ura indicator 2p shows 3p
    # a click chooses a line: it stays outlined when the pointer leaves the list
    item = line(dialog, riichi)
    center = view.visualItemRect(item).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=center)
    assert view.currentItem() is item
    assert lit(dialog) == [win]
    point_at(qtbot, dialog, line(dialog, iipeikou))  # the two runs, the yaku of the shape
    qtbot.waitUntil(lambda: lit(dialog) == runs)
    qtbot.mouseMove(dialog.check_button)
    qtbot.waitUntil(lambda: lit(dialog) == [win])
    # a line about no tiles (the total) brings back the first mistake's
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.currentRow() == view.count() - 1
    assert lit(dialog) == runs
    # the next step starts with nothing outlined and no explanation
    click(qtbot, dialog.next_button)
    assert lit(dialog) == []
    assert not dialog.explanation.isVisible()


def test_the_fu_lines_outline_each_triplet(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, migrated_connection())
    click(qtbot, dialog.adaptive)
    choose_mode(qtbot, dialog, "fu")
    assert dialog.question.hand.tiles == "33067m567p234s222z"  # a closed 2z triplet: 8 fu
    click(qtbot, dialog.check_button)
    view = dialog.explanation
    triplet = line(dialog, "closed triplet of terminals/honors")
    view.setCurrentItem(triplet)
    assert lit(dialog) == ["2z", "2z", "2z"]
    view.setCurrentItem(line(dialog, "closed ron"))  # the base: the winning tile
    assert lit(dialog) == [dialog.question.hand.win]


@pytest.mark.parametrize(
    ("language", "shown", "tip"), [("en", "Iipeikou", "一盃口"), ("ja", "一盃口", "Iipeikou")]
)
def test_the_yaku_list_speaks_the_interface_language(
    qtbot: QtBot, translator: Translations, language: str, shown: str, tip: str
) -> None:
    assert translator.switch(language)
    dialog = open_dialog(qtbot, migrated_connection())
    items = [dialog.yaku_list.item(i) for i in range(dialog.yaku_list.count())]
    [item] = [i for i in items if i.data(Qt.ItemDataRole.UserRole) == "Iipeikou"]
    assert (item.text(), item.toolTip()) == (shown, tip)
    assert all("(" not in i.text() for i in items)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_yaku_list_is_in_the_order_its_language_lists_them(
    qtbot: QtBot, translator: Translations, language: str
) -> None:
    # in Japanese it was in the English names' alphabetical order: 一盃口 (Iipeikou) between
    # 一気通貫 and 純全帯么九, as if at random; a Japanese list goes 立直, 一発 ... by Tenhou's ids
    from scoretable.engine.tile_hand import YAKU_NAMES

    assert translator.switch(language)
    dialog = open_dialog(qtbot, migrated_connection())
    names = [
        dialog.yaku_list.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(dialog.yaku_list.count())
    ]
    assert len(names) > 10
    if language == "en":
        assert names == sorted(names)
    else:
        ids = {english: index for index, (english, _) in YAKU_NAMES.items()}
        assert [ids[name] for name in names] == sorted(ids[name] for name in names)
        assert dialog.yaku_list.item(0).text() == YAKU_NAMES[ids[names[0]]][1]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_long_learners_name_is_shown_whole(
    qtbot: QtBot, translator: Translations, language: str
) -> None:
    # the box kept ten characters' width beside empty room: "w Papadopoulos"
    assert translator.switch(language)
    dialog = open_dialog(qtbot, migrated_connection(), "Bartholomew Papadopoulos")
    edit = dialog.learner_box.lineEdit()
    assert edit is not None
    assert edit.text() == "Bartholomew Papadopoulos"
    assert QFontMetrics(edit.font()).horizontalAdvance(edit.text()) <= edit.contentsRect().width()


def row_of(dialog: WorthDialog, widget: QWidget) -> int:
    return widget.mapTo(dialog, widget.rect().center()).y()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_choices_stand_one_below_the_other_where_the_row_is_too_wide(
    qtbot: QtBot, translator: Translations, language: str
) -> None:
    # at View -> Text size 200% the row of choices was 802 pixels wide: the dialog stood past
    # a 683x384 screen and "Adapt to me" was cut off
    assert translator.switch(language)
    apply_text_size(200)
    try:
        dialog = open_dialog(qtbot, migrated_connection())
        dialog.resize(667, 344)  # a 683x384 screen, a window frame around it
        qtbot.waitUntil(lambda: dialog.width() == 667)
        assert row_of(dialog, dialog.learner_box) < row_of(dialog, dialog.mode_box)
        assert row_of(dialog, dialog.mode_box) < row_of(dialog, dialog.adaptive)
        for widget in (dialog.learner_box, dialog.mode_box, dialog.adaptive):
            assert widget.mapTo(dialog, widget.rect().topRight()).x() < dialog.width()
        box = dialog.adaptive
        assert QFontMetrics(box.font()).horizontalAdvance(box.text()) < box.width()
    finally:
        apply_text_size(100)


def test_the_choices_stand_side_by_side_where_there_is_room(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, migrated_connection())
    assert dialog.width() == 760
    # (as laid out once the dialog has been shown)
    qtbot.waitUntil(lambda: row_of(dialog, dialog.learner_box) == row_of(dialog, dialog.adaptive))
    assert row_of(dialog, dialog.mode_box) == row_of(dialog, dialog.adaptive)


def test_each_step_opens_at_its_top_on_a_short_screen(qtbot: QtBot) -> None:
    # the explanation read at the bottom, Next opened the next hand scrolled there: its tiles
    # and its question out of sight
    dialog = open_dialog(qtbot, migrated_connection())
    dialog.resize(667, 344)
    qtbot.waitUntil(lambda: dialog.height() == 344)
    choose_mode(qtbot, dialog, "fu")
    click(qtbot, dialog.check_button)  # every part 0: wrong, explained
    bar = dialog.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    click(qtbot, dialog.next_button)
    assert bar.maximum() > 0  # the next hand's step does not fit either
    assert bar.value() == 0
    title = dialog.step_title
    top = title.mapTo(dialog.scroll_area.viewport(), title.rect().topLeft()).y()
    assert top >= 0
    assert top + title.height() <= dialog.scroll_area.viewport().height()
