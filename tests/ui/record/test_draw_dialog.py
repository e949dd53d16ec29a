"""The draw dialog, driven with clicks and keys: tenpai, nagashi mangan, abortive kinds."""

from __future__ import annotations

import pytest
from helpers.dialogs import MINUS, NAMES, activate, changes, choose, click, show, table
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS, Rules
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw, TableState
from scoretable.ui.record.draw_dialog import DrawDialog


def open_dialog(qtbot: QtBot, state: TableState | None = None) -> DrawDialog:
    dialog = DrawDialog(None, state or table(), NAMES)
    show(qtbot, dialog)
    return dialog


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ((), ["0", "0", "0", "0"]),
        ((0,), ["+3,000", f"{MINUS}1,000", f"{MINUS}1,000", f"{MINUS}1,000"]),
        ((0, 2), ["+1,500", f"{MINUS}1,500", "+1,500", f"{MINUS}1,500"]),
        ((0, 1, 3), ["+1,000", "+1,000", f"{MINUS}3,000", "+1,000"]),
        ((0, 1, 2, 3), ["0", "0", "0", "0"]),
    ],
)
def test_exhaustive_draw_with_tenpai_boxes(
    qtbot: QtBot, tenpai: tuple[int, ...], expected: list[str]
) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.exhaustive.isChecked()
    for seat in tenpai:
        click(qtbot, dialog.tenpai_boxes[seat])
    assert changes(dialog.preview) == expected
    reasons = dialog.preview.reason_label.text()
    assert "2 riichi sticks stay on the table" in reasons
    for seat in tenpai:
        assert NAMES[seat] in reasons
    assert dialog.ok_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted):
        click(qtbot, dialog.ok_button)
    assert dialog.result_draw() == ExhaustiveDraw(tenpai=frozenset(tenpai))


def test_next_hand_after_a_draw(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    click(qtbot, dialog.tenpai_boxes[1])  # the dealer is tenpai: he stays, one more honba
    assert dialog.preview.next_label.text() == "Next: East 2 · 2 honba · 2 riichi sticks"
    click(qtbot, dialog.tenpai_boxes[1])  # noten dealer: the deal passes on
    assert dialog.preview.next_label.text() == "Next: East 3 · 2 honba · 2 riichi sticks"


def test_nagashi_mangan_only_where_the_rules_have_it(qtbot: QtBot) -> None:
    plain = open_dialog(qtbot)
    assert plain.nagashi_boxes == []

    dialog = open_dialog(qtbot, table(PRESETS["tenhou"]))
    assert len(dialog.nagashi_boxes) == 4
    click(qtbot, dialog.tenpai_boxes[2])
    click(qtbot, dialog.nagashi_boxes[0])
    # Tenhou: nagashi mangan is paid as a mangan tsumo (dealer 4,000, others 2,000), no noten
    assert changes(dialog.preview) == ["+8,000", f"{MINUS}4,000", f"{MINUS}2,000", f"{MINUS}2,000"]
    assert "Nagashi mangan" in dialog.preview.reason_label.text()
    click(qtbot, dialog.ok_button)
    assert dialog.result_draw() == ExhaustiveDraw(tenpai=frozenset({2}), nagashi=frozenset({0}))


ALL_FOUR = ["kyuushu", "kaze4", "reach4", "kan4"]


@pytest.mark.parametrize(
    ("preset", "kinds"),
    [
        ("standard", ALL_FOUR),
        ("tenhou", [*ALL_FOUR, "ron3"]),
        ("mahjongsoul", ALL_FOUR),
        ("ema2016", []),
        ("wrc2025", []),
        ("mleague", []),
    ],
)
def test_abortive_kinds_per_preset(qtbot: QtBot, preset: str, kinds: list[str]) -> None:
    dialog = open_dialog(qtbot, table(PRESETS[preset]))
    offered = [dialog.kind.itemData(i) for i in range(dialog.kind.count())]
    assert offered == kinds
    assert dialog.abortive.isEnabled() == bool(kinds)
    assert dialog.no_abortive.isVisible() == (not kinds)
    assert dialog.kind.isVisible() == bool(kinds)
    if not kinds:
        assert "no abortive draws" in dialog.no_abortive.text()


def test_abortive_draw(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert not dialog.kind.isEnabled()
    click(qtbot, dialog.abortive)
    assert dialog.kind.isEnabled()
    assert not dialog.tenpai_boxes[0].isEnabled()
    choose(qtbot, dialog.kind, "Four winds")
    assert changes(dialog.preview) == ["0", "0", "0", "0"]
    # standard: honba +1, the dealer stays, the sticks stay
    assert dialog.preview.next_label.text() == "Next: East 2 · 2 honba · 2 riichi sticks"
    click(qtbot, dialog.ok_button)
    assert dialog.result_draw() == AbortiveDraw(kind="kaze4")


def test_four_riichi_without_riichi_is_refused_beside_the_kind(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    click(qtbot, dialog.abortive)
    choose(qtbot, dialog.kind, "Four riichi")
    assert "riichi" in dialog.kind_error.text()
    assert dialog.kind_error.isVisible()
    assert not dialog.ok_button.isEnabled()
    choose(qtbot, dialog.kind, "Four kans")
    assert dialog.kind_error.text() == ""
    assert dialog.ok_button.isEnabled()

    riichi = table(riichi=frozenset({0, 1, 2, 3}))
    allowed = open_dialog(qtbot, riichi)
    click(qtbot, allowed.abortive)
    choose(qtbot, allowed.kind, "Four riichi")
    assert allowed.ok_button.isEnabled()


def test_keys_enter_and_escape(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.tenpai_boxes[2].isChecked)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.tenpai_boxes[2], Qt.Key.Key_Return)
    assert dialog.result_draw() == ExhaustiveDraw(tenpai=frozenset({2}))

    other = open_dialog(qtbot)
    with qtbot.waitSignal(other.rejected):
        qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.result_draw() is None


def test_get_draw(qtbot: QtBot) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, DrawDialog)
        dialog.tenpai_boxes[3].setChecked(True)
        dialog.ok_button.click()

    QTimer.singleShot(0, answer)
    assert DrawDialog.get_draw(None, table(), NAMES) == ExhaustiveDraw(tenpai=frozenset({3}))


def test_rules_with_an_unknown_layout_still_open(qtbot: QtBot) -> None:
    rules: Rules = PRESETS["standard"].replace(abortive_draws=frozenset({"kyuushu"}))
    dialog = open_dialog(qtbot, table(rules))
    assert [dialog.kind.itemData(i) for i in range(dialog.kind.count())] == ["kyuushu"]


def test_players_in_riichi_start_ticked_as_tenpai(qtbot: QtBot) -> None:
    from scoretable.engine.table import DeclareRiichi, apply, new_game

    state = new_game(PRESETS["standard"])
    state = apply(state, DeclareRiichi(1)).state
    state = apply(state, DeclareRiichi(3)).state
    dialog = DrawDialog(None, state, ["A", "B", "C", "D"])
    qtbot.addWidget(dialog)
    assert [box.isChecked() for box in dialog.tenpai_boxes] == [False, True, False, True]
    dialog.tenpai_boxes[3].click()  # untick: the draw follows the boxes
    assert dialog.tenpai_boxes[3].isChecked() is False
    draw = dialog.build_draw()
    assert isinstance(draw, ExhaustiveDraw)
    assert draw.tenpai == frozenset({1})


def test_its_columns_stand_side_by_side_where_the_dialog_is_wide_enough(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QBoxLayout

    dialog = open_dialog(qtbot)
    dialog.columns.setDirection(QBoxLayout.Direction.TopToBottom)
    dialog.resize(2000, dialog.height())  # the fitter hears of the resize and stands them up
    qtbot.waitUntil(lambda: dialog.columns.direction() == QBoxLayout.Direction.LeftToRight)
