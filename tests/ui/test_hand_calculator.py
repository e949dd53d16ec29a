"""The hand calculator, driven by clicks on the painted tiles and by typing the notation: from
the win dialog ("From tiles…" fills han, fu or the yakuman, the preview explains from the yaku,
and the recorded payment follows) and from Learn -> Hand calculator.

Expected numbers are worked out by hand (yaku, fu items, seed 002's formula)."""

from __future__ import annotations

from typing import Any

from dialog_helpers import MINUS, NAMES, changes, choose, click, table
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.ui.record.tile_picker import HandCalculatorDialog, TilePicker, compact, tile_tokens
from scoretable.ui.record.win_dialog import WinDialog
from scoretable.ui.table.main_window import MainWindow


def open_win_dialog(qtbot: QtBot, **state: Any) -> WinDialog:
    dialog = WinDialog(None, table(**state), NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def open_tiles(qtbot: QtBot, dialog: WinDialog, seat: int) -> HandCalculatorDialog:
    click(qtbot, dialog.editors[seat].tiles_button)
    calculator = dialog.editors[seat].hand_dialog
    assert calculator is not None
    qtbot.waitExposed(calculator)
    return calculator


def click_tiles(qtbot: QtBot, picker: TilePicker, tiles: str) -> None:
    for tile in tile_tokens(tiles):
        qtbot.mouseClick(picker.tile_buttons[tile], Qt.MouseButton.LeftButton)


def yaku_shown(picker: TilePicker) -> list[str]:
    return [picker.yaku_list.item(i).text() for i in range(picker.yaku_list.count())]


def test_the_notation_helpers() -> None:
    assert tile_tokens("123m0p 7z?") == ["1m", "2m", "3m", "0p", "7z"]
    assert compact(["1m", "2m", "4p", "1m"]) == "12m4p1m"
    assert compact([]) == ""


def test_a_ron_typed_in_notation_fills_han_and_fu_and_the_recorded_payment_follows(
    qtbot: QtBot,
) -> None:
    # East 2, Ben deals: Ann (seat 0) sits North; she declared riichi; 1 honba, 2 sticks
    dialog = open_win_dialog(qtbot, riichi=frozenset({0}))
    click(qtbot, dialog.winner_boxes[0])
    choose(qtbot, dialog.discarder, "Cho")
    calculator = open_tiles(qtbot, dialog, 0)
    picker = calculator.picker
    # the table decides the winds, riichi and ron
    assert picker.seat_wind.currentData() == "N" and not picker.seat_wind.isEnabled()
    assert picker.round_wind.currentData() == "E"
    assert picker.flags["riichi"].isChecked()
    assert not picker.flags["tsumo"].isChecked() and not picker.flags["tsumo"].isEnabled()
    assert not calculator.ok_button.isEnabled()

    qtbot.keyClicks(picker.notation, "3306m567p234s222z7m")
    qtbot.keyClicks(picker.dora, "8p")
    # riichi 1 + red five 1; 30 (closed ron) + 8 (closed triplet of South) = 38 -> 40 fu
    assert yaku_shown(picker) == ["Riichi (立直): 1 han", "Red five (赤ドラ): 1 han"]
    assert picker.summary.text() == "2 han 40 fu: 2,600 points"
    explanation = calculator.explanation.text().splitlines()
    assert explanation[0] == "Riichi (立直): 1 han"
    assert explanation[-1] == "Ron: the discarder pays 2,600"
    click(qtbot, calculator.ok_button)

    editor = dialog.editors[0]
    assert (editor.mode.currentData(), editor.han.value(), editor.fu.value()) == ("han_fu", 2, 40)
    reasons = dialog.preview.reason_label.text().splitlines()
    assert reasons[1:4] == ["Riichi (立直): 1 han", "Red five (赤ドラ): 1 han", "Total: 2 han"]
    assert "closed triplet of terminals/honors: 8 fu" in reasons
    # 2,600 + 300 honba from Cho; 2 sticks +2,000
    assert changes(dialog.preview) == ["+4,900", "0", f"{MINUS}2,900", "0"]
    click(qtbot, dialog.ok_button)
    win = dialog.result_win()
    assert win is not None
    assert (win.entries[0].han, win.entries[0].fu, win.discarder) == (2, 40, 2)
    step = dialog.step
    assert step is not None and step.settlement.deltas == (4900, 0, -2900, 0)


def test_a_yakuman_tsumo_by_clicks_fills_the_yakuman(qtbot: QtBot) -> None:
    dialog = open_win_dialog(qtbot)
    click(qtbot, dialog.tsumo)
    click(qtbot, dialog.winner_boxes[2])  # Cho, South
    calculator = open_tiles(qtbot, dialog, 2)
    picker = calculator.picker
    assert picker.flags["tsumo"].isChecked() and picker.seat_wind.currentData() == "S"
    click(qtbot, picker.mode_buttons["pon"])
    click_tiles(qtbot, picker, "56z")
    click(qtbot, picker.mode_buttons["hand"])
    click_tiles(qtbot, picker, "777z12m99p3m")
    assert picker.notation.text() == "777z12m99p3m pon:555z pon:666z"
    assert yaku_shown(picker) == ["Daisangen (大三元): yakuman"]
    assert picker.summary.text() == "yakuman: 32,000 points"
    click(qtbot, calculator.ok_button)
    editor = dialog.editors[2]
    assert (editor.mode.currentData(), editor.yakuman.value()) == ("yakuman", 1)
    assert dialog.preview.reason_label.text().splitlines()[1] == "Daisangen (大三元): yakuman"
    # 8,000 / 16,000 + 100 per honba from each; +2,000 sticks
    assert changes(dialog.preview) == [
        f"{MINUS}8,100",
        f"{MINUS}16,100",
        "+34,300",
        f"{MINUS}8,100",
    ]
    # changing the value by hand drops the yaku from the explanation
    choose(qtbot, editor.mode, "Mangan")
    assert "Daisangen" not in dialog.preview.reason_label.text()
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() is not None


def test_cancel_leaves_the_value_alone(qtbot: QtBot) -> None:
    dialog = open_win_dialog(qtbot)
    click(qtbot, dialog.winner_boxes[1])
    choose(qtbot, dialog.discarder, "Ann")
    calculator = open_tiles(qtbot, dialog, 1)
    qtbot.keyClicks(calculator.picker.notation, "234567m234p678s88s")
    calculator.reject()
    editor = dialog.editors[1]
    assert (editor.han.value(), editor.hand()) == (1, None)
    editor.use_hand(None)
    assert editor.hand() is None


def open_learn(qtbot: QtBot) -> HandCalculatorDialog:
    window: Any = MainWindow(GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    assert window.act_hand_calculator.text() == "&Hand calculator…"
    window.act_hand_calculator.trigger()
    calculator: HandCalculatorDialog = window.learn.hand_calculator_dialog
    qtbot.waitExposed(calculator)
    assert calculator.picker.rules.name == "tenhou"
    assert calculator.ok_button is None
    return calculator


def test_learn_by_typing_explains_from_the_yaku_to_the_payment(qtbot: QtBot) -> None:
    calculator = open_learn(qtbot)
    picker = calculator.picker
    qtbot.keyClicks(picker.notation, "11111m")
    assert picker.summary.text() == "5 of 14 concealed tiles (the winning tile last)"
    qtbot.keyClicks(picker.notation, "2345p678s99s")
    assert "a fifth 1m" in picker.error_label.text()
    assert calculator.explanation.text() == picker.error
    picker.notation.clear()
    qtbot.keyClicks(picker.notation, "234567m234p678s88s")
    click(qtbot, picker.flags["tsumo"])
    click(qtbot, picker.flags["riichi"])
    # riichi, menzen tsumo, pinfu, tanyao: 4 han 20 fu, a dealer tsumo 2,600 all
    assert sorted(yaku_shown(picker)) == [
        "Menzen tsumo (門前清自摸和): 1 han",
        "Pinfu (平和): 1 han",
        "Riichi (立直): 1 han",
        "Tanyao (断么九): 1 han",
    ]
    assert picker.summary.text() == "4 han 20 fu: 7,800 points"
    lines = calculator.explanation.text().splitlines()
    assert lines[4:] == [
        "Total: 4 han",
        "20 for winning (tsumo): 20 fu",
        "Total: 20 fu",
        "20 fu × 2⁶ (2 + 4 han) = 1,280 basic points",
        "Tsumo: each player pays 2,600, 7,800 in all",
    ]
    choose(qtbot, picker.seat_wind, "South")
    assert picker.summary.text() == "4 han 20 fu: 5,200 points"
    click(qtbot, picker.flags["first_draw"])
    assert "chiihou" in picker.error_label.text() or picker.result is not None
    calculator.close()
    QApplication.processEvents()


def test_learn_by_clicks_with_melds_the_winning_tile_and_taking_back(qtbot: QtBot) -> None:
    calculator = open_learn(qtbot)
    picker = calculator.picker
    assert picker.result is None and "0 of 14" in picker.summary.text()
    click(qtbot, picker.mode_buttons["chi"])
    click_tiles(qtbot, picker, "2m")
    click_tiles(qtbot, picker, "8m1z")  # a chi starts at 1 to 7 and is no honor
    assert "lowest tile" in picker.error_label.text()
    click(qtbot, picker.mode_buttons["pon"])
    click_tiles(qtbot, picker, "7p")
    click(qtbot, picker.mode_buttons["hand"])
    click_tiles(qtbot, picker, "34s0s666s88p")
    assert picker.notation.text() == "340666s88p chi:234m pon:777p"
    # open tanyao 1 + red five 1; 20 + 2 (open pon) + 4 (closed 666s) + 2 (tanki) = 28 -> 30
    assert picker.summary.text() == "2 han 30 fu: 2,900 points"
    # the painted hand is sorted (8p, 3s, 4s, ...): clicking 3s makes it the winning tile
    qtbot.mouseClick(picker.view, Qt.MouseButton.LeftButton, pos=QPoint(40, 20))
    assert picker.notation.text() == "40666s88p3s chi:234m pon:777p"
    assert picker.result is not None and picker.summary.text().startswith("2 han")
    qtbot.mouseClick(picker.view, Qt.MouseButton.LeftButton, pos=QPoint(900, 20))
    assert picker.notation.text() == "40666s88p3s chi:234m pon:777p"
    click(qtbot, picker.mode_buttons["ankan"])
    click_tiles(qtbot, picker, "0m")
    assert picker.notation.text().endswith("ankan:0555m")
    click(qtbot, picker.undo_button)
    click(qtbot, picker.undo_button)
    click(qtbot, picker.undo_button)
    assert picker.notation.text() == "40666s8p chi:234m pon:777p"
    for _ in range(10):
        click(qtbot, picker.undo_button)
    assert picker.notation.text() == ""
    click_tiles(qtbot, picker, "1z")
    click(qtbot, picker.clear_button)
    assert picker.notation.text() == "" and picker.view.concealed == []
    calculator.close()
    QApplication.processEvents()
