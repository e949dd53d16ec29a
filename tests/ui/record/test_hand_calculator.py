"""The hand calculator, driven by clicks on the painted tiles and by typing the notation: from
the win dialog ("From tiles…" fills han, fu or the yakuman, the preview explains from the yaku,
and the recorded payment follows) and from Learn -> Hand calculator.

Expected numbers are worked out by hand (yaku, fu items, seed 002's formula)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.dialogs import MINUS, NAMES, activate, changes, choose, click, table
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QWidget
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
    assert picker.seat_wind.currentData() == "N"
    assert not picker.seat_wind.isEnabled()
    assert picker.round_wind.currentData() == "E"
    assert picker.flags["riichi"].isChecked()
    assert not picker.flags["tsumo"].isChecked()
    assert not picker.flags["tsumo"].isEnabled()
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
    assert step is not None
    assert step.settlement.deltas == (4900, 0, -2900, 0)


def test_a_yakuman_tsumo_by_clicks_fills_the_yakuman(qtbot: QtBot) -> None:
    dialog = open_win_dialog(qtbot)
    click(qtbot, dialog.tsumo)
    click(qtbot, dialog.winner_boxes[2])  # Cho, South
    calculator = open_tiles(qtbot, dialog, 2)
    picker = calculator.picker
    assert picker.flags["tsumo"].isChecked()
    assert picker.seat_wind.currentData() == "S"
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
    assert window.menu_learn.act_hand_calculator.text() == "&Hand calculator…"
    window.menu_learn.act_hand_calculator.trigger()
    calculator: HandCalculatorDialog = window.menu_learn.learn.hand_calculator_dialog
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
    assert picker.result is None
    assert "0 of 14" in picker.summary.text()
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
    assert picker.result is not None
    assert picker.summary.text().startswith("2 han")
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
    assert picker.notation.text() == ""
    assert picker.view.concealed == []
    calculator.close()
    QApplication.processEvents()


# --- mouse-complete (issue 25) ------------------------------------------------------------


class Clicks:
    """Mouse clicks as a scorekeeper makes them, counted."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.count = 0

    def on(self, widget: QWidget, pos: QPoint | None = None) -> None:
        self.count += 1
        if pos is None:
            click(self.qtbot, widget)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)

    def tiles(self, picker: TilePicker, tiles: str) -> None:
        for tile in tile_tokens(tiles):
            self.on(picker.tile_buttons[tile])

    def winning_tile(self, picker: TilePicker, tile: str) -> None:
        """Click ``tile`` in the painted hand: it becomes the winning tile."""
        rect = next(
            p.rect for p in picker.view.tile_rects() if p.tile == tile and p.index is not None
        )
        self.on(picker.view, rect.center().toPoint())


def test_a_real_closed_hand_with_one_dora_takes_at_most_16_clicks(qtbot: QtBot) -> None:
    """Tenhou 2018-02-04 11:00:05 (dnovikoff/tenhou logs4), East 2: West tsumos
    234m 678m 22p 678p 234s on the kanchan 7m, dora indicator 7m (dora 8m): menzen tsumo,
    tanyao and one dora, 3 han 30 fu, 1,000/2,000. Without its dora it is 500/1,000."""
    dialog = open_win_dialog(qtbot)
    clicks = Clicks(qtbot)
    clicks.on(dialog.tsumo)
    clicks.on(dialog.winner_boxes[3])  # Dai sits West (Ben deals)
    clicks.count = 0  # from the click on From tiles… to the click on Use this hand
    clicks.on(dialog.editors[3].tiles_button)
    calculator = dialog.editors[3].hand_dialog
    assert calculator is not None
    qtbot.waitExposed(calculator)
    picker = calculator.picker
    # not in riichi: no ura indicators to pick
    assert not picker.mode_buttons["ura"].isEnabled()
    assert not picker.ura.isEnabled()
    clicks.on(picker.mode_buttons["run"])
    clicks.tiles(picker, "2m6m6p2s")  # 234m 678m 678p 234s
    clicks.on(picker.mode_buttons["pair"])
    clicks.tiles(picker, "2p")
    clicks.winning_tile(picker, "7m")
    assert picker.summary.text() == "2 han 30 fu: 2,000 points"
    clicks.on(picker.mode_buttons["dora"])
    clicks.tiles(picker, "7m")
    assert picker.dora.text() == "7m"
    assert picker.notation.text() == "23468m678p234s22p7m"
    assert picker.summary.text() == "3 han 30 fu: 4,000 points"
    assert yaku_shown(picker) == [
        "Menzen tsumo (門前清自摸和): 1 han",
        "Tanyao (断么九): 1 han",
        "Dora (ドラ): 1 han",
    ]
    clicks.on(calculator.ok_button)
    assert clicks.count <= 16, clicks.count
    editor = dialog.editors[3]
    assert (editor.mode.currentData(), editor.han.value(), editor.fu.value()) == ("han_fu", 3, 30)
    # 1,000/2,000 + 100 honba from each; +2,000 sticks
    assert changes(dialog.preview) == [
        f"{MINUS}1,100",
        f"{MINUS}2,100",
        f"{MINUS}1,100",
        "+6,300",
    ]


def test_dora_and_ura_indicators_are_picked_with_the_mouse(qtbot: QtBot) -> None:
    calculator = open_learn(qtbot)
    picker = calculator.picker
    qtbot.keyClicks(picker.notation, "234567m234p678s88s")
    click(qtbot, picker.flags["tsumo"])
    assert picker.summary.text() == "3 han 20 fu: 3,900 points"  # tsumo, pinfu, tanyao
    # ura only with riichi
    assert not picker.ura.isEnabled()
    assert not picker.mode_buttons["ura"].isEnabled()
    click(qtbot, picker.mode_buttons["dora"])
    click_tiles(qtbot, picker, "7s2p")  # 8s (two of them) and 3p: 3 dora
    assert picker.dora.text() == "7s2p"
    # 8s three times, 3p once: 4 dora, 7 han, a dealer's haneman
    assert picker.summary.text() == "7 han 20 fu: 18,000 points"
    click(qtbot, picker.flags["riichi"])
    assert picker.ura.isEnabled()
    assert picker.mode_buttons["ura"].isEnabled()
    click(qtbot, picker.mode_buttons["ura"])
    click_tiles(qtbot, picker, "1m")  # 2m: one ura
    assert picker.ura.text() == "1m"
    assert picker.result is not None
    assert (picker.result.dora, picker.result.ura) == (4, 1)
    # riichi off: ura neither offered nor counted, the pick kept; the palette adds tiles again
    click(qtbot, picker.flags["riichi"])
    assert not picker.mode_buttons["ura"].isEnabled()
    assert picker.mode() == "hand"
    assert picker.ura.text() == "1m"
    assert picker.result.ura == 0
    click(qtbot, picker.flags["double_riichi"])
    assert picker.ura.isEnabled()
    assert picker.result.ura == 1
    # "Remove last" takes back the indicators too, the last first
    click(qtbot, picker.undo_button)
    assert (picker.dora.text(), picker.ura.text()) == ("7s2p", "")
    click(qtbot, picker.undo_button)
    assert picker.dora.text() == "7s"
    # typed indicators stay as typed; a click adds to them
    picker.dora.clear()
    qtbot.keyClicks(picker.dora, "7s 2p")
    click(qtbot, picker.mode_buttons["dora"])
    click_tiles(qtbot, picker, "9p")
    assert picker.dora.text() == "7s29p"
    assert picker.result.dora == 4
    click(qtbot, picker.undo_button)
    assert picker.dora.text() == "7s2p"
    click(qtbot, picker.clear_button)
    assert (picker.notation.text(), picker.dora.text(), picker.ura.text()) == ("", "", "")
    calculator.close()
    QApplication.processEvents()


def test_runs_triplets_and_pairs_at_a_click(qtbot: QtBot) -> None:
    calculator = open_learn(qtbot)
    picker = calculator.picker
    click(qtbot, picker.mode_buttons["run"])
    click_tiles(qtbot, picker, "0p8p5z")  # a run starts at 1 to 7 and is no honor
    assert "A run starts from its lowest tile" in picker.error_label.text()
    assert picker.notation.text() == "067p"
    click(qtbot, picker.mode_buttons["triplet"])
    click_tiles(qtbot, picker, "0s5z")
    click(qtbot, picker.mode_buttons["pair"])
    click_tiles(qtbot, picker, "9m")
    assert picker.notation.text() == "067p055s555z99m"
    click(qtbot, picker.undo_button)  # the pair, both tiles
    assert picker.notation.text() == "067p055s555z"
    click(qtbot, picker.mode_buttons["hand"])
    click_tiles(qtbot, picker, "1m1m")
    click(qtbot, picker.mode_buttons["run"])
    click_tiles(qtbot, picker, "1m")
    assert picker.notation.text() == "067p055s555z11123m"
    # the winning tile picked in the painted hand: a 1m (it goes last)
    rect = next(p.rect for p in picker.view.tile_rects() if p.tile == "1m" and p.index is not None)
    qtbot.mouseClick(picker.view, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert picker.notation.text() == "067p055s555z11231m"
    assert picker.result is not None
    calculator.close()
    QApplication.processEvents()


def test_three_players_take_no_manzu_run(qtbot: QtBot) -> None:
    picker = TilePicker(get_preset("tenhou-sanma"))
    qtbot.addWidget(picker)
    picker.mode_buttons["run"].setChecked(True)
    picker.click_tile("1m")
    assert "no 2m-8m" in picker.error_label.text()
    assert picker.notation.text() == ""
    picker.click_tile("1p")
    assert picker.notation.text() == "123p"


def test_no_field_shows_grey_text_that_reads_like_a_value(qtbot: QtBot) -> None:
    calculator = open_learn(qtbot)
    fields = calculator.findChildren(QLineEdit)
    assert {field.accessibleName() for field in fields} >= {"Hand in notation", "Dora indicators"}
    assert [field.placeholderText() for field in fields] == [""] * len(fields)
    # the format is said in the tooltip instead
    assert "winning tile last" in calculator.picker.notation.toolTip()
    calculator.close()
    QApplication.processEvents()


def alt_keys(dialog: HandCalculatorDialog) -> dict[str, QWidget]:
    """Each Alt key of the dialog and the field it goes to."""
    found: dict[str, QWidget] = {}
    for widget in dialog.findChildren(QWidget):
        text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
        if "&" not in text or not widget.isVisibleTo(dialog):
            continue
        key = text[text.index("&") + 1].upper()
        assert key not in found, f"Alt+{key} twice: {text}"
        target = widget.buddy() if isinstance(widget, QLabel) else widget
        assert target is not None, text
        found[key] = target
    return found


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_field_has_its_alt_key(qtbot: QtBot, qapp: QApplication, language: str) -> None:
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch(language)
    try:
        dialog = open_win_dialog(qtbot, riichi=frozenset({0}))
        click(qtbot, dialog.winner_boxes[0])
        calculator = open_tiles(qtbot, dialog, 0)
        picker = calculator.picker
        keys = alt_keys(calculator)
        fields = [picker.notation, picker.seat_wind, picker.round_wind, picker.dora, picker.ura]
        fields += [*picker.flags.values(), calculator.ok_button]
        assert set(fields) <= set(keys.values())
        activate(qtbot, calculator)
        # the dora field by its Alt key, then the notation's
        dora = next(key for key, field in keys.items() if field is picker.dora)
        qtbot.keyClick(calculator, getattr(Qt.Key, f"Key_{dora}"), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(picker.dora.hasFocus)
        qtbot.keyClicks(picker.dora, "8p")
        hand = next(key for key, field in keys.items() if field is picker.notation)
        qtbot.keyClick(calculator, getattr(Qt.Key, f"Key_{hand}"), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(picker.notation.hasFocus)
        assert picker.dora.text() == "8p"
        calculator.reject()
    finally:
        translations.switch("en")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_calculator_fits_a_683x384_screen(
    qtbot: QtBot, qapp: QApplication, language: str, shots: Path
) -> None:
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch(language)
    try:
        dialog = open_win_dialog(qtbot)
        click(qtbot, dialog.winner_boxes[1])
        calculator = open_tiles(qtbot, dialog, 1)
        # it opens within its screen (it opened 1,000x560 and could not shrink below 1,019x544)
        screen = calculator.screen().availableGeometry()
        assert calculator.width() <= screen.width()
        assert calculator.height() <= screen.height()
        hint = calculator.minimumSizeHint()
        assert hint.width() <= 683, hint
        assert hint.height() <= 384, hint
        calculator.resize(683, 384)
        scroll = calculator.body_scroll
        # the picker scrolls (the explanation below it), never cut off at the right; the value
        # and the buttons stay in sight
        qtbot.waitUntil(
            lambda: (
                calculator.size().width() == 683
                and scroll.widget().width() <= scroll.viewport().width()
            )
        )
        assert scroll.verticalScrollBar().maximum() > 0
        for widget in (calculator.picker.summary, calculator.ok_button):
            corner = widget.mapTo(calculator, widget.rect().bottomRight())
            assert widget.isVisible()
            assert corner.x() < 683
            assert corner.y() < 384
        palette_right = max(
            b.mapTo(scroll.widget(), b.rect().topRight()).x()
            for b in calculator.picker.tile_buttons.values()
        )
        assert palette_right < scroll.viewport().width()
        calculator.grab().save(str(shots / f"calc-683x384-{language}.png"))
        calculator.reject()
    finally:
        translations.switch("en")


@pytest.mark.parametrize(
    ("language", "shown"),
    [
        ("en", ["Riichi (立直): 1 han", "Chun (役牌 中): 1 han"]),
        ("ja", ["立直 (Riichi): 1翻", "役牌 中 (Chun): 1翻"]),
    ],
)
def test_the_yaku_list_speaks_the_interface_language(
    qtbot: QtBot, qapp: QApplication, language: str, shown: list[str]
) -> None:
    # the list under the tiles reads as the explanation beside it: in Japanese, the Japanese
    # name first (it read "Kokushi musou 13-sided wait (国士無双十三面待ち): 役満")
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch(language)
    try:
        calculator = HandCalculatorDialog(None, get_preset("standard"))
        qtbot.addWidget(calculator)
        picker = calculator.picker
        click(qtbot, picker.flags["riichi"])
        qtbot.keyClicks(picker.notation, "234m567p78s777z99s9s")
        assert yaku_shown(picker) == shown
        assert calculator.explanation.text().splitlines()[:2] == shown
    finally:
        translations.switch("en")


def test_the_example_in_the_notations_tooltip_is_a_hand_that_scores(qtbot: QtBot) -> None:
    # it was 234567m22p789s5s pon:777p: twelve concealed tiles beside a meld, refused
    picker = TilePicker(get_preset("standard"))
    qtbot.addWidget(picker)
    example = picker.notation.toolTip().split("e.g. ")[1]
    qtbot.keyClicks(picker.notation, example)
    assert picker.error == ""
    assert picker.result is not None
    assert picker.notation.text() == example
