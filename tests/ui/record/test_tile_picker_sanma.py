"""The hand calculator with three-player rules: 2m-8m not offered and refused when typed,
North tiles set aside counted as nukidora, a tsumo paid by two."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.ui.record.tile_picker import TilePicker, tile_tokens


def _picker(qtbot: QtBot, name: str) -> TilePicker:
    picker = TilePicker(get_preset(name))
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    return picker


def test_sanma_picker_refuses_5m_and_counts_nukidora(qtbot: QtBot) -> None:
    picker = _picker(qtbot, "tenhou-sanma")
    assert not picker.tile_buttons["5m"].isEnabled()
    assert picker.tile_buttons["1m"].isEnabled()
    assert picker.tile_buttons["9m"].isEnabled()
    qtbot.mouseClick(picker.tile_buttons["5m"], Qt.MouseButton.LeftButton)
    assert picker.hand_input().tiles == ""
    picker.click_tile("5m")  # even if asked for: refused, said so
    assert "no 2m-8m" in picker.error_label.text()
    assert picker.hand_input().tiles == ""

    qtbot.keyClicks(picker.notation, "123p456p789s11z555m")
    assert picker.result is None
    assert "5m: three-player mahjong has no 2m-8m" in picker.error_label.text()

    qtbot.mouseClick(picker.clear_button, Qt.MouseButton.LeftButton)
    for tile in tile_tokens("123p456p789s11z999m"):
        qtbot.mouseClick(picker.tile_buttons[tile], Qt.MouseButton.LeftButton)
    picker.seat_wind.setCurrentIndex(1)  # South: a non-dealer
    picker.flags["tsumo"].click()
    picker.flags["riichi"].click()
    assert picker.result is not None, (picker.error, picker.hand_input())
    assert picker.result.han == 2, (picker.error, picker.hand_input())
    assert picker.nukidora.isVisible()
    picker.nukidora.setValue(2)
    assert picker.result.han == 4
    assert picker.result.nukidora == 2
    # 4 han 40 fu, mangan: two payers, the dealer 4,000 and the other non-dealer 2,000
    assert picker.result.payments == {"dealer": 4000, "non_dealer": 2000}
    assert "6,000 points" in picker.summary.text()


def test_four_player_picker_offers_every_tile_and_no_nukidora(qtbot: QtBot) -> None:
    picker = _picker(qtbot, "tenhou")
    assert picker.tile_buttons["5m"].isEnabled()
    assert not picker.nukidora.isVisible()
    picker.click_tile("5m")
    assert picker.hand_input().tiles == "5m"
    assert picker.hand_input().nukidora == 0
