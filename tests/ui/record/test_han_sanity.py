"""The han field: a stray digit (34 han) asks before it is recorded, what the field shows is
what is used (0, an emptied field), and Alt+H in the field selects its number."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.dialogs import NAMES, activate, choose, click, table
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS, STANDARD, Rules
from scoretable.engine.table import Win, WinEntry
from scoretable.i18n import Translations
from scoretable.ui.record.win_dialog import WinDialog


def ron_by_ben(qtbot: QtBot, rules: Rules = STANDARD) -> WinDialog:
    """The dialog with Ben's ron off Ann ticked with keys; the focus in Ben's han, selected."""
    dialog = WinDialog(None, table(rules), NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    activate(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_2)
    qtbot.keyClick(dialog.discarder, Qt.Key.Key_1)
    han = dialog.editors[1].han
    assert han.hasFocus()
    assert han.lineEdit().selectedText() == "1"
    return dialog


def question(qtbot: QtBot, dialog: WinDialog) -> QMessageBox:
    qtbot.waitUntil(lambda: getattr(dialog, "unusual_box", None) is not None)
    box = dialog.unusual_box
    qtbot.waitUntil(box.isVisible)
    return box


def test_a_stray_digit_asks_before_34_han_is_recorded(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    han = dialog.editors[1].han
    qtbot.keyClicks(han, "34")
    assert han.value() == 34
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(han, Qt.Key.Key_Return)
    box = question(qtbot, dialog)
    assert box.text() == "34 han? That is a counted yakuman."
    assert "+" in box.informativeText()
    assert "Ben" in box.informativeText()
    assert dialog.result() == 0
    assert dialog.isVisible()  # nothing recorded yet
    # Enter again (a second slip) takes the safe answer: back to the han, selected
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert dialog.result_win() is None
    assert dialog.isVisible()
    qtbot.waitUntil(han.hasFocus)
    assert han.lineEdit().selectedText() == "34"
    qtbot.keyClicks(han, "3")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(han, Qt.Key.Key_Return)  # 3 han: no question
    assert dialog.result_win() == Win((WinEntry(winner=1, han=3, fu=30),), discarder=0)


def test_the_question_records_when_told_to(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    qtbot.keyClicks(dialog.editors[1].han, "14")
    click(qtbot, dialog.ok_button)
    box = question(qtbot, dialog)
    record = next(b for b in box.buttons() if b.text() == "Record 14 han")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(record, Qt.MouseButton.LeftButton)
    assert dialog.result_win() == Win((WinEntry(winner=1, han=14),), discarder=0)


@pytest.mark.parametrize(
    ("preset", "said"),
    [
        ("standard", "13 han? "),  # 13: no question
        ("standard", "15 han? That is a counted yakuman."),
        ("ema2016", "15 han? That is more than a hand normally has."),
    ],
)
def test_what_the_question_says_follows_the_rules(qtbot: QtBot, preset: str, said: str) -> None:
    dialog = ron_by_ben(qtbot, PRESETS[preset])
    han = said.split()[0]
    qtbot.keyClicks(dialog.editors[1].han, han)
    if han == "13":
        with qtbot.waitSignal(dialog.accepted):
            click(qtbot, dialog.ok_button)
        return
    click(qtbot, dialog.ok_button)
    assert question(qtbot, dialog).text() == said


def test_zero_han_is_what_is_used_and_refused(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    han = dialog.editors[1].han
    qtbot.keyClicks(han, "3")
    assert dialog.build_win().entries[0].han == 3
    han.selectAll()
    qtbot.keyClicks(han, "0")
    assert han.text() == "0 han"
    assert han.value() == 0
    assert dialog.build_win().entries[0].han == 0  # not the 3 before it
    assert not dialog.ok_button.isEnabled()
    assert "at least 1 han" in dialog.editors[1].value_error.text()


def test_an_emptied_han_field_records_nothing(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    han = dialog.editors[1].han
    qtbot.keyClicks(han, "3")
    assert dialog.ok_button.isEnabled()
    han.selectAll()
    qtbot.keyClick(han, Qt.Key.Key_Delete)
    assert han.cleanText() == ""
    assert not dialog.ok_button.isEnabled()
    assert dialog.editors[1].value_error.text() == "Type the number of han."
    qtbot.keyClick(han, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result_win() is None


def test_alt_h_in_the_han_field_selects_it(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    han = dialog.editors[1].han
    qtbot.keyClicks(han, "3")
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert han.hasFocus()
    assert han.lineEdit().selectedText() == "3"
    qtbot.keyClicks(han, "4")
    assert han.value() == 4  # not 34


def test_a_clicked_number_field_is_replaced_by_typing(qtbot: QtBot) -> None:
    dialog = ron_by_ben(qtbot)
    editor = dialog.editors[1]
    qtbot.keyClicks(editor.han, "2")
    qtbot.mouseClick(editor.fu.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(editor.fu.hasFocus)
    qtbot.waitUntil(lambda: editor.fu.lineEdit().selectedText() == "30")
    qtbot.keyClicks(editor.fu, "40")
    assert editor.fu.value() == 40
    # and a field given the focus by the program (the calculator's "use" puts it there)
    choose(qtbot, dialog.discarder, "Cho")
    editor.han.setFocus()
    qtbot.waitUntil(lambda: editor.han.lineEdit().selectedText() == "2")
    assert QApplication.focusWidget() is editor.han


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")
    QLocale.setDefault(locale)


def test_the_question_speaks_japanese(qtbot: QtBot, translator: Translations) -> None:
    assert translator.switch("ja")
    dialog = ron_by_ben(qtbot)
    qtbot.keyClicks(dialog.editors[1].han, "34")
    click(qtbot, dialog.ok_button)
    box = question(qtbot, dialog)
    assert box.text() == "34翻ですか？数え役満になります。"
    assert [b.text() for b in box.buttons()] == ["34翻で記録", "修正する"]
