"""Learn -> Worksheet, driven by clicks and keys: a file of hands read and counted, a number of
them chosen, the PDF saved where the (stubbed) file dialog says; a bad file or line said in one
line with nothing written."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from helpers.long_work import Heartbeat, hold_at_half
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QScrollArea
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.teaching.worksheet import MAX_QUESTIONS
from scoretable.ui.learn import worksheet_pdf
from scoretable.ui.learn.worksheet_dialog import WorksheetDialog
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.long_work import ProgressDialog, running

#: A sheet long enough to cancel half-way (a question takes some 0.1 s to draw here).
QUESTIONS = 30
#: How long the window's event loop stops during a job is measured (printed with -s), not
#: asserted: a wall-clock bound fails on a loaded machine; benchmarks/bench_long_work.py
#: measures it.

HANDS = [
    {"tiles": "33067m567p234s222z", "win": "7m", "riichi": True, "dora": "8p"},
    {"tiles": "234567m234s22p", "win": "2p", "melds": ["pon:777p"], "seat_wind": "S"},
    {"tiles": "123456789m11p789s", "win": "1p", "tsumo": True, "seat_wind": "W"},
    {"tiles": "22m567p", "win": "2m", "melds": ["ankan:1111z", "chi:345s", "kan:0555m"]},
]


def hands_file(tmp_path: Path, hands: list[Any] = HANDS) -> Path:
    path = tmp_path / "hands.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in hands), encoding="utf-8")
    return path


def open_from_menu(qtbot: QtBot) -> WorksheetDialog:
    window = MainWindow(GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    window.menu_learn.act_worksheet.trigger()
    assert window.menu_learn.learn is not None
    dialog = window.menu_learn.learn.worksheet_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def type_path(qtbot: QtBot, dialog: WorksheetDialog, path: Path) -> None:
    dialog.source.setCurrentIndex(dialog.source.findData("file"))
    assert dialog.path.isEnabled()
    dialog.path.setFocus()
    qtbot.keyClicks(dialog.path, str(path))
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Return read the file and closed nothing


def test_a_file_of_hands_makes_a_sheet_saved_as_pdf(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_from_menu(qtbot)
    assert dialog.rules.name == "tenhou"  # the game's rules
    type_path(qtbot, dialog, hands_file(tmp_path))
    assert dialog.status.text() == "4 of the 4 hands make the sheet."
    assert dialog.save_button.isEnabled()
    dialog.count.setFocus()
    qtbot.keyClick(dialog.count, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Up)
    assert dialog.status.text() == "2 of the 4 hands make the sheet."
    pdf = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Saved"), timeout=60_000)
    assert pdf.read_bytes().startswith(b"%PDF")
    assert dialog.status.text() == f"Saved {pdf}: 2 questions on 2 pages."
    assert not dialog.error_label.isVisible()


def test_browse_picks_the_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_from_menu(qtbot)
    path = hands_file(tmp_path, HANDS[:3])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert not dialog.browse.isEnabled()  # the course until a file is asked for
    dialog.source.setCurrentIndex(dialog.source.findData("file"))
    qtbot.mouseClick(dialog.browse, Qt.MouseButton.LeftButton)
    assert dialog.path.text() == str(path)
    assert dialog.status.text() == "3 of the 3 hands make the sheet."
    assert dialog.count.maximum() == 3


def test_a_cancelled_file_dialog_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_from_menu(qtbot)
    type_path(qtbot, dialog, hands_file(tmp_path))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    qtbot.mouseClick(dialog.browse, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.path.text() == str(tmp_path / "hands.jsonl")
    assert dialog.status.text() == "4 of the 4 hands make the sheet."
    assert list(tmp_path.iterdir()) == [tmp_path / "hands.jsonl"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json\n", "hands.jsonl, line 1: not JSON (Expecting value)"),
        (json.dumps(HANDS[0]) + '\n{"tiles": "1m", "win": "1m"}\n', "line 2: "),
        (None, "Cannot read the file: "),
    ],
)
def test_a_bad_file_is_said_in_one_line_and_nothing_is_saved(
    qtbot: QtBot, tmp_path: Path, content: str | None, message: str
) -> None:
    dialog = open_from_menu(qtbot)
    path = tmp_path / "hands.jsonl"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    type_path(qtbot, dialog, path)
    assert dialog.error_label.isVisible()
    assert dialog.error_label.text().startswith(message)
    assert "\n" not in dialog.error_label.text()
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text() == ""


def test_a_count_above_the_files_hands_is_brought_down(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_from_menu(qtbot)
    dialog.source.setCurrentIndex(dialog.source.findData("file"))
    dialog.count.setValue(9)
    type_path(qtbot, dialog, hands_file(tmp_path))
    assert dialog.count.value() == 4
    assert dialog.status.text() == "4 of the 4 hands make the sheet."


def test_a_fifo_is_refused_never_waited_on(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_from_menu(qtbot)
    fifo = tmp_path / "hands.jsonl"
    os.mkfifo(fifo)  # nobody writes to it: opening it to read would wait for ever
    type_path(qtbot, dialog, fifo)
    assert dialog.error_label.text() == "Cannot read the file: a pipe (FIFO), not a file to read"
    assert not dialog.save_button.isEnabled()


def test_a_file_of_more_hands_than_a_sheet_takes_makes_a_sheet_of_the_most(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = open_from_menu(qtbot)
    type_path(qtbot, dialog, hands_file(tmp_path, HANDS * 126))  # 504 hands
    assert dialog.count.value() == dialog.count.maximum() == MAX_QUESTIONS
    assert dialog.save_button.isEnabled()
    assert dialog.status.text() == f"{MAX_QUESTIONS} of the 504 hands make the sheet."


def test_a_pdf_onto_a_device_is_refused_and_the_device_stays(qtbot: QtBot, tmp_path: Path) -> None:
    node = tmp_path / "node"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError as error:
        pytest.skip(f"no device node can be made here: {error}")
    dialog = open_from_menu(qtbot)
    type_path(qtbot, dialog, hands_file(tmp_path))
    assert not dialog.save(str(node))
    assert dialog.error_label.text() == "a device, not a file to write: left as it is"
    assert stat.S_ISCHR(node.stat().st_mode)
    assert not (tmp_path / "node.part").exists()


def test_a_pdf_that_cannot_be_written_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_from_menu(qtbot)
    type_path(qtbot, dialog, hands_file(tmp_path))
    bad = tmp_path / "no" / "sheet.pdf"
    assert not dialog.save(str(bad))
    assert dialog.error_label.text() == f"Could not write or read {bad}: No such file or directory"
    assert not bad.exists()


def test_the_course_makes_a_sheet_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_from_menu(qtbot)
    assert dialog.source.currentData() == "course"
    assert not dialog.path.isEnabled()
    assert not dialog.browse.isEnabled()
    total = dialog.hands_count
    assert total >= 100
    assert dialog.status.text() == f"{total} of the {total} hands make the sheet."
    dialog.count.setFocus()
    for _ in range(3):
        qtbot.keyClick(dialog.count, Qt.Key.Key_Up)
    pdf = tmp_path / "course.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Saved"), timeout=60_000)
    assert dialog.status.text() == f"Saved {pdf}: 3 questions on 2 pages."


def test_a_long_sheet_is_drawn_in_the_background_and_cancel_writes_no_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 35: 30 questions of the course take seconds to draw; the window's event loop
    keeps beating every 20 ms, the progress says how far, and Cancel half-way leaves the
    older file at that path as it was (a sheet without its key would mislead)."""
    dialog = open_from_menu(qtbot)
    dialog.count.setValue(QUESTIONS)
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(b"an older sheet")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))

    def drawn_here(*args: Any) -> int:
        pytest.fail("the sheet was drawn in the window's process")

    monkeypatch.setattr(worksheet_pdf, "_draw", drawn_here)  # the child's is its own
    # the job waits past half-way until Cancel is pressed: on a quick machine the whole
    # sheet was drawn before the click, and there was nothing left to cancel
    gate, reached, restore = hold_at_half("questions")
    try:
        heart = Heartbeat().start()
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        job = running(dialog)
        assert job is not None
        assert not dialog.save_button.isEnabled()
        progress = dialog.findChild(ProgressDialog)
        qtbot.waitUntil(reached.is_set, timeout=120_000)
        qtbot.waitUntil(progress.isVisible)
        assert progress.stage.text() == "Drawing the questions"
        assert progress.count.text().endswith(f"of {QUESTIONS} questions")
        with qtbot.waitSignal(job.cancelled, timeout=120_000):
            qtbot.mouseClick(progress.cancel_button, Qt.MouseButton.LeftButton)
            gate.set()
    finally:
        restore()
    gap = heart.stop()
    print(f"worksheet of {QUESTIONS} questions, cancelled: longest gap {gap * 1000:.0f} ms")
    assert 0 < job.last[1] < QUESTIONS
    assert pdf.read_bytes() == b"an older sheet"
    assert list(tmp_path.iterdir()) == [pdf]  # nothing half-drawn left beside it
    assert dialog.status.text() == f"Stopped: no file was written ({pdf})."
    assert dialog.save_button.isEnabled()


def test_closing_the_dialog_while_a_sheet_is_drawn_asks_and_no_keeps_drawing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_from_menu(qtbot)
    dialog.count.setValue(QUESTIONS)
    pdf = tmp_path / "sheet.pdf"
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    assert dialog.save(str(pdf))
    job = running(dialog)
    assert job is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # No: the sheet goes on
    assert dialog.isVisible()
    assert job.running
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Yes: stopped, nothing written, closed
    assert not job.running
    assert not dialog.isVisible()
    assert not pdf.exists()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        # issue 33: a line of a file of hands was said in English in a Japanese window
        (
            "hands.jsonl",
            "not json\n",
            "hands.jsonl の 1 行目: JSON ではありません（Expecting value）",
        ),
        ("hands.jsonl", "[1, 2]\n", "hands.jsonl の 1 行目: 手牌は JSON オブジェクトで書きます"),
        ("hands.jsonl", "\n\n", "hands.jsonl: ファイルに手牌がありません"),
        ("game.xml", "<mjloggm ver='2.3'></mjloggm>", "game.xml: 牌譜に和了がありません"),
        # the log reader's own reason, as before
        (
            "game.xml",
            "<mjloggm ver='2.3'><X",
            "game.xml: 天鳳の牌譜（mjlog XML）ではありません: unclosed token: line 1, column 19",
        ),
    ],
    ids=["not-json", "not-an-object", "empty", "no-win", "not-a-log"],
)
def test_a_bad_file_is_said_in_the_interfaces_language(
    qtbot: QtBot, tmp_path: Path, japanese: None, name: str, content: str, message: str
) -> None:
    dialog = open_from_menu(qtbot)
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    type_path(qtbot, dialog, path)
    assert dialog.error_label.text() == message
    assert not dialog.save_button.isEnabled()


def test_a_pdf_that_cannot_be_written_is_said_in_the_interfaces_language(
    qtbot: QtBot, tmp_path: Path, japanese: None
) -> None:
    dialog = open_from_menu(qtbot)
    type_path(qtbot, dialog, hands_file(tmp_path))
    bad = tmp_path / "no" / "sheet.pdf"
    assert not dialog.save(str(bad))
    assert (
        dialog.error_label.text()
        == f"{bad} を読み書きできませんでした: そのようなファイルやフォルダーはありません"
    )


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_refusal_stays_in_sight_at_the_largest_text_size(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, language: str
) -> None:
    # at View -> Text size 200% the dialog could not be shorter than 435 pixels: on a 683x384
    # screen its rows were squeezed over each other and the refusal cut off
    from scoretable.i18n import Translations
    from scoretable.ui.table.view_access import apply_text_size

    translations = Translations(qapp)
    assert translations.switch(language)
    apply_text_size(200)
    try:
        dialog = WorksheetDialog(None, get_preset("standard"))
        qtbot.addWidget(dialog)
        assert dialog.minimumSizeHint().height() <= 384 - 60
        dialog.source.setCurrentIndex(dialog.source.findData("file"))
        dialog.path.setText(str(tmp_path / "no" / "hands.jsonl"))
        assert not dialog.read_file()
        dialog.resize(683 - 16, 384 - 40)
        dialog.show()
        qtbot.waitExposed(dialog)
        error = dialog.error_label
        assert error.isVisible()
        # below the choices that scroll, with the buttons
        area = dialog.findChild(QScrollArea)
        assert area is not None
        assert not area.isAncestorOf(error)
        bottom = error.mapTo(dialog, error.rect().bottomLeft()).y()
        assert bottom <= dialog.buttons.mapTo(dialog, dialog.buttons.rect().topLeft()).y()
        assert error.heightForWidth(error.width()) <= error.height()
    finally:
        apply_text_size(100)
        translations.switch("en")
