"""The win dialog, driven like a user would: keys and clicks on the real widgets, non-modally.

Every expected number below is worked out by hand from seed 002's formula, not read back from
the core, so a wrong preview fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.dialogs import MINUS, NAMES, activate, changes, choose, click, table, type_into
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS, STANDARD
from scoretable.engine.table import TableState, Win, WinEntry
from scoretable.ui import theme
from scoretable.ui.record.win_dialog import WinDialog


def open_dialog(qtbot: QtBot, state: TableState | None = None) -> WinDialog:
    dialog = WinDialog(None, state or table(), NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def ron(qtbot: QtBot, dialog: WinDialog, winner: int, discarder: str) -> None:
    click(qtbot, dialog.winner_boxes[winner])
    choose(qtbot, dialog.discarder, discarder)


def test_ron_preview_and_result(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    assert editor.isVisible()
    type_into(qtbot, editor.han, "3")
    type_into(qtbot, editor.fu, "30")

    # 30 x 2^(2+3) = 960 -> x4 = 3,840 -> 3,900; +300 honba; +2,000 sticks
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == ["+6,200", "0", f"{MINUS}4,200", "0"]
    after = [label.text() for label in dialog.preview.after_labels]
    assert after == ["31,200", "25,000", "20,800", "25,000"]
    reasons = dialog.preview.reason_label.text()
    assert "30 fu × 2⁵ (2 + 3 han) = 960" in reasons
    assert "3,840 → 3,900" in reasons
    assert "1 honba" in reasons
    assert "+300" in reasons
    assert "2 riichi sticks" in reasons
    assert "+2,000" in reasons
    # the payment as sticks: 3,900 and 300 honba
    assert reasons.splitlines()[-1] == (
        "Cho pays Ann 4,200. Sticks: hand over 1 × 5,000, 2 × 100; get 1,000 back: 1 × 1,000."
    )
    gain = theme.gain_color().name()
    loss = theme.loss_color().name()
    assert gain in dialog.preview.change_labels[0].styleSheet()
    assert loss in dialog.preview.change_labels[2].styleSheet()
    assert dialog.preview.change_labels[1].styleSheet() == ""
    assert "Next: East 3" in dialog.preview.next_label.text()

    assert dialog.ok_button.isEnabled()
    assert dialog.result_win() is None  # nothing is returned before OK
    with qtbot.waitSignal(dialog.accepted):
        click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=0, han=3, fu=30),), discarder=2)


def test_enter_is_ok_and_escape_cancels(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 3, "Ann")
    type_into(qtbot, dialog.editors[3].han, "2")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.editors[3].fu, Qt.Key.Key_Return)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=3, han=2, fu=30),), discarder=0)

    other = open_dialog(qtbot)
    ron(qtbot, other, 3, "Ann")
    with qtbot.waitSignal(other.rejected):
        qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.result_win() is None


def test_mnemonics_reach_the_fields(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    # a mnemonic "clicks" a button with a short animation: wait for the click to land
    qtbot.keyClick(dialog, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.winner_boxes[1].isChecked)
    qtbot.keyClick(dialog, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert dialog.discarder.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.tsumo.isChecked)
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert dialog.editors[1].han.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    assert dialog.editors[1].fu.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.editors[1].calculator.isVisible)
    assert dialog.editors[1].calculator.seven_pairs.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    assert dialog.editors[1].calculator.wait.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.ron.isChecked)


@pytest.mark.parametrize(
    ("method", "han", "fu", "reason"),
    [
        ("ron", "1", "20", "20 fu cannot occur on ron"),
        ("ron", "1", "35", "35 fu cannot occur"),
        ("tsumo", "2", "25", "2 han 25 fu cannot occur on tsumo"),
        ("tsumo", "1", "25", "cannot occur"),
    ],
)
def test_impossible_han_fu_is_refused_beside_the_field(
    qtbot: QtBot, method: str, han: str, fu: str, reason: str
) -> None:
    dialog = open_dialog(qtbot)
    if method == "tsumo":
        click(qtbot, dialog.tsumo)
        click(qtbot, dialog.winner_boxes[0])
    else:
        ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    type_into(qtbot, editor.han, han)
    type_into(qtbot, editor.fu, fu)
    assert reason in editor.value_error.text()
    assert editor.value_error.isVisible()
    assert not dialog.ok_button.isEnabled()
    assert dialog.preview.deltas is None
    # Enter does not accept a refused entry either
    qtbot.keyClick(editor.fu, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result_win() is None
    # a correct entry clears the message and enables OK
    type_into(qtbot, editor.han, "3")
    type_into(qtbot, editor.fu, "30")
    assert editor.value_error.text() == ""
    assert not editor.value_error.isVisible()
    assert dialog.ok_button.isEnabled()


def test_winner_as_discarder_is_refused(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 2, "Cho")
    assert dialog.winner_error.text() == "The winner cannot be the discarder."
    assert not dialog.ok_button.isEnabled()
    choose(qtbot, dialog.discarder, "Dai")
    assert dialog.winner_error.text() == ""
    assert dialog.ok_button.isEnabled()


def test_no_winner_and_no_discarder(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.winner_error.text() == "Tick who won."
    assert not dialog.ok_button.isEnabled()
    click(qtbot, dialog.winner_boxes[1])
    assert dialog.winner_error.text() == ""
    assert dialog.discarder_error.text() == "Choose who discarded the winning tile."
    assert not dialog.ok_button.isEnabled()
    # unticking the only winner goes back to "no winner"
    choose(qtbot, dialog.discarder, "Ann")
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.winner_boxes[1])
    assert not dialog.editors[1].isVisible()
    assert dialog.winner_error.text() == "Tick who won."
    assert not dialog.ok_button.isEnabled()


def test_pao_player_who_is_the_winner_is_refused(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    assert not editor.pao.isVisible()  # pao is a yakuman matter
    choose(qtbot, editor.mode, "Y")
    assert editor.pao.isVisible()
    choose(qtbot, editor.pao, "Ann")
    assert "cannot be liable" in editor.pao_error.text()
    assert not dialog.ok_button.isEnabled()
    choose(qtbot, editor.pao, "Dai")
    assert editor.pao_error.text() == ""
    # yakuman 32,000 on ron, split half and half: Cho 16,000 + 300 honba, Dai 16,000
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == ["+34,300", "0", f"{MINUS}16,300", f"{MINUS}16,000"]
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(
        entries=(WinEntry(winner=0, han=0, fu=None, yakuman=1, pao=3),), discarder=2
    )


def test_pao_covers_part_of_a_multiple_yakuman(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(PRESETS["mahjongsoul"]))
    click(qtbot, dialog.tsumo)
    click(qtbot, dialog.winner_boxes[0])
    editor = dialog.editors[0]
    choose(qtbot, editor.mode, "Y")
    type_into(qtbot, editor.yakuman, "2")
    assert not editor.pao_count.isVisible()  # nobody liable yet
    choose(qtbot, editor.pao, "Cho")
    assert editor.pao_count.isVisible()
    type_into(qtbot, editor.pao_count, "1")
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(
        entries=(WinEntry(winner=0, yakuman=2, pao=2, pao_yakuman=1),), discarder=None
    )


def test_double_ron(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    click(qtbot, dialog.winner_boxes[3])
    click(qtbot, dialog.winner_boxes[0])
    choose(qtbot, dialog.discarder, "Ben")
    assert dialog.editors[0].isVisible()
    assert dialog.editors[3].isVisible()
    type_into(qtbot, dialog.editors[0].han, "2")  # 2 han 30 fu: 2,000
    type_into(qtbot, dialog.editors[3].han, "1")  # 1 han 30 fu: 1,000
    # in turn order from the discarder Ben: Cho, Dai, Ann; the entries go nearest first
    win = dialog.build_win()
    assert [entry.winner for entry in win.entries] == [3, 0]
    # standard: honba and sticks to the winner nearest the discarder (Dai)
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == ["+2,000", f"{MINUS}3,300", "0", "+3,300"]
    reasons = dialog.preview.reason_label.text()
    assert "Ann" in reasons
    assert "Dai" in reasons
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(
        entries=(WinEntry(winner=3, han=1, fu=30), WinEntry(winner=0, han=2, fu=30)),
        discarder=1,
    )


def test_head_bump_shows_who_is_not_paid(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(PRESETS["wrc2025"]))
    click(qtbot, dialog.winner_boxes[3])
    click(qtbot, dialog.winner_boxes[0])
    choose(qtbot, dialog.discarder, "Ben")
    type_into(qtbot, dialog.editors[0].han, "2")
    type_into(qtbot, dialog.editors[3].han, "1")
    changes = [label.text() for label in dialog.preview.change_labels]
    # only Dai (nearest) is paid: 1,000 + 300 honba + 2,000 sticks
    assert changes == ["0", f"{MINUS}1,300", "0", "+3,300"]
    assert dialog.ok_button.isEnabled()


def test_tsumo_has_one_winner_and_no_discarder(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    click(qtbot, dialog.tsumo)
    assert not dialog.discarder.isEnabled()
    click(qtbot, dialog.winner_boxes[0])
    click(qtbot, dialog.winner_boxes[2])
    assert [box.isChecked() for box in dialog.winner_boxes] == [False, False, True, False]
    assert not dialog.editors[0].isVisible()
    editor = dialog.editors[2]
    type_into(qtbot, editor.han, "3")
    type_into(qtbot, editor.fu, "40")
    # 40 x 2^5 = 1,280: non-dealers 1,300 + 100, dealer (Ben) 2,600 + 100; sticks 2,000
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == [f"{MINUS}1,400", f"{MINUS}2,700", "+7,500", f"{MINUS}1,400"]
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=2, han=3, fu=40),))


def test_switching_to_tsumo_keeps_one_winner(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    click(qtbot, dialog.winner_boxes[0])
    click(qtbot, dialog.winner_boxes[3])
    click(qtbot, dialog.tsumo)
    assert [box.isChecked() for box in dialog.winner_boxes] == [True, False, False, False]
    assert dialog.build_win().discarder is None


@pytest.mark.parametrize(
    ("mode", "han", "gain"),
    [
        ("Mangan", 5, 8000),
        ("Haneman", 6, 12000),
        ("Baiman", 8, 16000),
        ("Sanbaiman", 11, 24000),
    ],
)
def test_limits(qtbot: QtBot, mode: str, han: int, gain: int) -> None:
    dialog = open_dialog(qtbot, table(honba=0, sticks=0))
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    choose(qtbot, editor.mode, mode)
    assert not editor.han.isVisible()
    assert not editor.fu.isVisible()
    assert dialog.preview.change_labels[0].text() == f"+{gain:,}"
    assert mode.lower() in dialog.preview.reason_label.text().lower()
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=0, han=han),), discarder=2)


def test_yakuman_count_and_five_han_needs_no_fu(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(honba=0, sticks=0))
    ron(qtbot, dialog, 1, "Dai")  # Ben is the dealer
    editor = dialog.editors[1]
    type_into(qtbot, editor.han, "5")
    assert not editor.fu.isEnabled()
    assert dialog.preview.change_labels[1].text() == "+12,000"
    choose(qtbot, editor.mode, "Y")
    type_into(qtbot, editor.yakuman, "2")
    assert dialog.preview.change_labels[1].text() == "+96,000"  # stacked: 2 x 48,000
    assert not editor.double.isVisible()  # no double-yakuman hands under standard
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=1, yakuman=2),), discarder=3)


def test_double_yakuman_patterns_where_the_rules_have_them(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(PRESETS["mahjongsoul"], honba=0, sticks=0))
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    choose(qtbot, editor.mode, "Y")
    assert editor.double.isVisible()
    type_into(qtbot, editor.double, "1")
    assert dialog.preview.change_labels[0].text() == "+64,000"
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(
        entries=(WinEntry(winner=0, yakuman=1, double_yakuman=1),), discarder=2
    )


def test_rinshan_pao_only_where_the_rules_have_it(qtbot: QtBot) -> None:
    plain = open_dialog(qtbot)
    click(qtbot, plain.tsumo)
    click(qtbot, plain.winner_boxes[0])
    assert not plain.editors[0].rinshan.isVisible()

    rules = STANDARD.replace(rinshan_pao=True)
    dialog = open_dialog(qtbot, table(rules, honba=0, sticks=0))
    click(qtbot, dialog.winner_boxes[0])
    assert not dialog.editors[0].rinshan.isVisible()  # a ron has no rinshan pao
    click(qtbot, dialog.tsumo)
    editor = dialog.editors[0]
    assert editor.rinshan.isVisible()
    choose(qtbot, editor.rinshan, "Dai")
    type_into(qtbot, editor.han, "2")
    type_into(qtbot, editor.fu, "40")
    # 40 x 2^4 = 640, paid as a ron by Dai: x4 = 2,560 -> 2,600
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == ["+2,600", "0", "0", f"{MINUS}2,600"]
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(entries=(WinEntry(winner=0, han=2, fu=40, rinshan_pao=3),))


def test_fu_calculator_fills_the_fu(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    assert not editor.calculator.isVisible()
    click(qtbot, editor.calc_button)
    calc = editor.calculator
    assert calc.isVisible()
    assert calc.method.currentText() == "Ron"  # follows the dialog
    # closed ron 30 + closed triplet of terminals 8 + kanchan 2 = 40
    row = calc.meld_rows[0]
    choose(qtbot, row.kind, "T")
    click(qtbot, row.terminal)
    choose(qtbot, calc.wait, "M")
    assert "Total 40 fu" in calc.items_label.text()
    type_into(qtbot, editor.han, "2")
    click(qtbot, calc.use_button)
    assert editor.fu.value() == 40
    # 40 x 2^4 = 640 -> x4 = 2,560 -> 2,600; +300; +2,000
    assert dialog.preview.change_labels[0].text() == "+4,900"
    reasons = dialog.preview.reason_label.text()
    assert "40 fu" in reasons
    assert "2,560 → 2,600" in reasons

    # a triplet completed by ron counts as open (4), the hand stays closed: 30 + 4 + 2
    choose(qtbot, row.state, "Com")
    assert "Total 36 → 40 fu" in calc.items_label.text()
    click(qtbot, dialog.tsumo)
    assert calc.method.currentText() == "Tsumo"


def test_fu_calculator_seven_pairs(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    click(qtbot, editor.calc_button)
    click(qtbot, editor.calculator.seven_pairs)
    assert not editor.calculator.meld_rows[0].isEnabled()
    type_into(qtbot, editor.han, "2")
    click(qtbot, editor.calculator.use_button)
    assert editor.fu.value() == 25
    assert dialog.ok_button.isEnabled()


def test_fu_arrows_step_through_possible_values(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    ron(qtbot, dialog, 0, "Cho")
    fu = dialog.editors[0].fu
    type_into(qtbot, fu, "20")
    steps = []
    for _ in range(3):
        qtbot.keyClick(fu, Qt.Key.Key_Up)
        steps.append(fu.value())
    assert steps == [25, 30, 40]
    qtbot.keyClick(fu, Qt.Key.Key_Down)
    assert fu.value() == 30


def test_get_win_returns_the_win_or_none(qtbot: QtBot) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WinDialog)
        dialog.winner_boxes[0].setChecked(True)
        dialog.discarder.setCurrentIndex(dialog.discarder.findData(2))
        dialog.editors[0].han.setValue(3)
        dialog.ok_button.click()

    QTimer.singleShot(0, answer)
    assert WinDialog.get_win(None, table(), NAMES) == Win(
        entries=(WinEntry(winner=0, han=3, fu=30),), discarder=2
    )

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WinDialog)
        dialog.reject()

    QTimer.singleShot(0, cancel)
    assert WinDialog.get_win(None, table(), NAMES) is None


def test_tab_order_follows_the_form(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    click(qtbot, dialog.winner_boxes[0])
    choose(qtbot, dialog.discarder, "Cho")
    dialog.ron.setFocus()
    editor = dialog.editors[0]
    expected = [
        *dialog.winner_boxes,
        dialog.discarder,
        editor.mode,
        editor.han,
        editor.fu,
        editor.calc_button,
        editor.tiles_button,
        dialog.ok_button,
        dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
        dialog.ron,
    ]
    seen = []
    for _ in expected:
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == expected


def test_refused_entry_keeps_the_current_scores_in_view(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(scores=(30000, 20000, 25000, 25000)))
    assert [label.text() for label in dialog.preview.now_labels] == [
        "30,000",
        "20,000",
        "25,000",
        "25,000",
    ]
    assert all(label.text() == "" for label in dialog.preview.change_labels)
    assert dialog.preview.reason_label.text() == "Tick who won."


def test_triple_ron_under_rules_that_make_it_abortive(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, table(PRESETS["tenhou"]))
    for seat in (0, 2, 3):
        click(qtbot, dialog.winner_boxes[seat])
    choose(qtbot, dialog.discarder, "Ben")
    for seat in (0, 2, 3):
        type_into(qtbot, dialog.editors[seat].han, "2")
    assert changes(dialog.preview) == ["0", "0", "0", "0"]
    assert "triple ron" in dialog.preview.reason_label.text()
    # the dealer stays, one more honba
    assert dialog.preview.next_label.text() == "Next: East 2 · 2 honba · 2 riichi sticks"
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.ok_button)
    win = dialog.result_win()
    assert win is not None
    assert [e.winner for e in win.entries] == [2, 3, 0]


@pytest.mark.parametrize(
    ("preset", "clause", "cho", "dai"),
    [
        # Tenhou: 「ロン＝折半で支払う。積み棒は包。」: the liable player pays the honba
        ("tenhou", "Tenhou: 積み棒は包", f"{MINUS}16,000", f"{MINUS}16,300"),
        # EMA 2016 [P]: "only the discarder pays for any counters"
        ("ema2016", "EMA 2016: the discarder pays", f"{MINUS}16,300", f"{MINUS}16,000"),
    ],
)
def test_pao_ron_preview_says_who_pays_the_honba(
    qtbot: QtBot, preset: str, clause: str, cho: str, dai: str
) -> None:
    dialog = open_dialog(qtbot, table(PRESETS[preset]))
    ron(qtbot, dialog, 0, "Cho")
    editor = dialog.editors[0]
    choose(qtbot, editor.mode, "Y")
    assert not editor.pao_yaku.isVisible()  # nobody liable yet
    choose(qtbot, editor.pao, "Dai")
    assert editor.pao_yaku.isVisible()
    choose(qtbot, editor.pao_yaku, "daisangen")
    # Ann (non-dealer): yakuman 32,000 split 16,000 / 16,000, 300 for the honba, 2 sticks
    changes = [label.text() for label in dialog.preview.change_labels]
    assert changes == ["+34,300", "0", cho, dai], clause
    reasons = dialog.preview.reason_label.text()
    assert "Pao: Dai is liable for daisangen" in reasons
    if preset == "tenhou":
        assert "1 honba: Dai, liable for daisangen, pays +300" in reasons, clause
    else:
        assert "1 honba: Cho pays +300" in reasons, clause
    click(qtbot, dialog.ok_button)
    assert dialog.result_win() == Win(
        entries=(WinEntry(winner=0, yakuman=1, pao=3, pao_yaku="daisangen"),), discarder=2
    )


def test_pao_yakuman_offered_are_the_rules_ones(qtbot: QtBot) -> None:
    # WRC Rules 2025 §9.1.1: "Big Dragons, Big Winds and Four Quads"; Tenhou: 大三元/大四喜
    for preset, offered in (
        ("wrc2025", [None, "daisangen", "daisuushii", "suukantsu"]),
        ("tenhou", [None, "daisangen", "daisuushii"]),
    ):
        dialog = open_dialog(qtbot, table(PRESETS[preset]))
        combo = dialog.editors[0].pao_yaku
        assert [combo.itemData(i) for i in range(combo.count())] == offered


# --- a double ron: the editors in the preview's order, each Alt key on one editor -------


def _double_ron(qtbot: QtBot) -> WinDialog:
    """Ann and Dai win off Ben: in turn order from Ben, Dai (seat 3) is nearer than Ann."""
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    click(qtbot, dialog.winner_boxes[0])
    click(qtbot, dialog.winner_boxes[3])
    choose(qtbot, dialog.discarder, "Ben")
    return dialog


def test_double_ron_editors_come_in_the_previews_order(qtbot: QtBot) -> None:
    dialog = _double_ron(qtbot)
    first, second = dialog.editors[3], dialog.editors[0]
    # the preview: "Win 1 of 2. Ron: Dai ...", then Ann; the editors read the same way
    reasons = dialog.preview.reason_label.text()
    assert reasons.index("Win 1 of 2. Ron: Dai") < reasons.index("Win 2 of 2. Ron: Ann")
    assert first.isVisible()
    assert second.isVisible()
    assert first.y() < second.y()
    # another discarder, another order: from Cho, Dai comes before Ann still; from Dai...
    choose(qtbot, dialog.discarder, "Cho")
    assert dialog.editors[3].y() < dialog.editors[0].y()
    click(qtbot, dialog.winner_boxes[3])  # Dai untick, Cho tick: from Ben, Cho then Ann
    click(qtbot, dialog.winner_boxes[2])
    choose(qtbot, dialog.discarder, "Dai")  # from Dai: Ann, then Cho
    assert dialog.winner_seats() == [0, 2]
    assert dialog.editors[0].y() < dialog.editors[2].y()
    # Tab goes through them in that order too
    dialog.discarder.setFocus()
    qtbot.keyClick(dialog.discarder, Qt.Key.Key_Tab)
    assert dialog.editors[0].mode.hasFocus()


def test_the_editors_put_in_order_leave_no_wrapper_of_a_deleted_layout_item(
    qtbot: QtBot,
) -> None:
    """Each editor leaves its layout and comes back when the order changes, and Qt deletes
    its layout item; PySide's wrapper of that item must die with it. Left alive, it stood for
    the freed address, and an object made there later (the dialog's window at its first
    show) came back to Python as a QWidgetItem: an AttributeError, or a crash (issue 42)."""
    import shiboken6

    dialog = _double_ron(qtbot)
    layouts = (dialog.editors_layout, dialog.layout())
    items = [layout.itemAt(i) for layout in layouts for i in range(layout.count())]
    moved = [*dialog.editors, dialog.buttons]
    old = [item for item in items if item.widget() in moved]
    assert len(old) == len(moved)
    assert dialog.editors[3].y() < dialog.editors[0].y()
    click(qtbot, dialog.winner_boxes[3])  # Dai unticked: Ann's editor first again
    assert dialog.editors[0].isVisible()
    assert not dialog.editors[3].isVisible()
    assert [shiboken6.isValid(item) for item in old] == [False] * len(old)
    # the buttons, given their place again, are still the dialog's default and last
    assert dialog.ok_button.isDefault()


def test_each_alt_key_acts_on_one_winners_editor(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_1)  # Ann won: on to the discarder
    qtbot.keyClick(dialog.discarder, Qt.Key.Key_2)  # Ben: on to Ann's han
    qtbot.keyClick(dialog.editors[0].han, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.winner_boxes[3].isChecked)  # Alt+4: Dai won too
    first, second = dialog.editors[3], dialog.editors[0]
    assert dialog.winner_seats() == [3, 0]
    first.han.setFocus()
    # Alt+C opens the calculator of the editor in use, not both, not the other one
    qtbot.keyClick(dialog, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    assert first.calculator.isVisible()
    assert not second.calculator.isVisible()
    # Alt+H goes to this editor's han; pressed again there, to the next winner's han
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert first.han.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert second.han.hasFocus()
    qtbot.keyClicks(second.han, "2")
    # now the second winner's editor is the one in use: its fu, its calculator
    qtbot.keyClick(dialog, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    assert second.fu.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    assert second.calculator.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # closes it again
    assert not second.calculator.isVisible()
    assert first.calculator.isVisible()
    # and back round to the first winner
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert first.han.hasFocus()
    # a field this editor does not show (the yakuman count) takes no key
    qtbot.keyClick(dialog, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    assert first.han.hasFocus()
    win = dialog.build_win()
    assert [(e.winner, e.han) for e in win.entries] == [(3, 1), (0, 2)]


# --- a 1366x768 screen at 200%: 683x384 logical pixels -----------------------------------


def _clipped(dialog: WinDialog) -> list[str]:
    """Visible labels and buttons narrower than their text needs, or cut off at the right."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    body = dialog.body_scroll.widget()
    found = []
    for widget in body.findChildren(QLabel) + body.findChildren(QAbstractButton):
        if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
            continue
        right = widget.mapTo(body, widget.rect().topRight()).x()
        if widget.width() < widget.minimumSizeHint().width() or right > body.width():
            found.append(widget.text())
    if body.width() > dialog.body_scroll.viewport().width():
        found.append("the body is wider than its view")
    return found


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_dialog_fits_a_683_pixel_wide_screen(  # type: ignore[no-untyped-def]
    qtbot: QtBot, qapp, language: str, shots: Path
) -> None:
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch(language)
    try:
        dialog = _double_ron(qtbot)
        assert dialog.minimumSizeHint().width() <= 660
        dialog.resize(660, 384)
        qtbot.waitUntil(lambda: dialog.size().width() == 660 and not dialog.is_side_by_side())
        qtbot.waitUntil(lambda: _clipped(dialog) == [])
        # taller than the screen: the body scrolls, the buttons stay in sight
        assert dialog.body_scroll.verticalScrollBar().maximum() > 0
        assert dialog.ok_button.isVisible()
        assert dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().bottomRight()).y() < 384
        dialog.grab().save(str(shots / f"win-660x384-{language}.png"))
        # where there is room, the preview is beside the entry
        dialog.resize(980, 560)
        qtbot.waitUntil(dialog.is_side_by_side)
        qtbot.waitUntil(lambda: _clipped(dialog) == [])
    finally:
        translations.switch("en")
