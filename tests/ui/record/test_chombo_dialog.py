"""The chombo dialog: the offender, and the preset's settlement previewed."""

from __future__ import annotations

import pytest
from helpers.dialogs import MINUS, NAMES, changes, choose, click, show, table
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS
from scoretable.engine.table import Chombo, TableState
from scoretable.ui.record.chombo_dialog import ChomboDialog


def open_dialog(qtbot: QtBot, state: TableState | None = None) -> ChomboDialog:
    dialog = ChomboDialog(None, state or table(), NAMES)
    show(qtbot, dialog)
    return dialog


def test_no_offender_yet(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.offender_error.text() == "Choose who committed the chombo."
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.offender, Qt.Key.Key_Return)
    assert dialog.isVisible()


@pytest.mark.parametrize(
    ("offender", "expected"),
    [
        # a non-dealer pays 4,000 to the dealer (Ben) and 2,000 to each other player
        ("Ann", [f"{MINUS}8,000", "+4,000", "+2,000", "+2,000"]),
        # the dealer pays 4,000 to each
        ("Ben", ["+4,000", f"{MINUS}12,000", "+4,000", "+4,000"]),
    ],
)
def test_reverse_mangan_preview(qtbot: QtBot, offender: str, expected: list[str]) -> None:
    dialog = open_dialog(qtbot)
    assert "reverse mangan" in dialog.rule_label.text()
    choose(qtbot, dialog.offender, offender)
    assert changes(dialog.preview) == expected
    assert "replayed" in dialog.preview.reason_label.text()
    # no honba on a chombo under standard; the sticks stay
    assert dialog.preview.next_label.text() == "Next: East 2 · 1 honba · 2 riichi sticks"
    with qtbot.waitSignal(dialog.accepted):
        click(qtbot, dialog.ok_button)
    assert dialog.result_chombo() == Chombo(seat=NAMES.index(offender))


def test_final_penalty_preview(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(PRESETS["ema2016"]))
    assert "20 points on the final result" in dialog.rule_label.text()
    choose(qtbot, dialog.offender, "Cho")
    assert changes(dialog.preview) == ["0", "0", "0", "0"]
    assert "Cho: −20 points on the final result" in dialog.preview.reason_label.text()
    qtbot.keyClick(dialog.offender, Qt.Key.Key_Return)
    assert dialog.result_chombo() == Chombo(seat=2)


def test_escape_cancels(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    choose(qtbot, dialog.offender, "Dai")
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result_chombo() is None


def test_get_chombo(qtbot: QtBot) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ChomboDialog)
        dialog.offender.setCurrentIndex(dialog.offender.findData(3))
        dialog.ok_button.click()

    QTimer.singleShot(0, answer)
    assert ChomboDialog.get_chombo(None, table(), NAMES) == Chombo(seat=3)
