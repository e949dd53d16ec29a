"""Three players (sanma) at the window: whole games in both layouts through the real dialogs,
undo and redo included, to the results' three-place uma; the new-game dialog, the panels,
the nukidora count and the noten payments among three."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from helpers.dialogs import MINUS, changes, choose, click, click_item, show
from helpers.table_checks import all_problems
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
)

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, new_game
from scoretable.session.table_session import TableSession
from scoretable.ui.record.draw_dialog import DrawDialog
from scoretable.ui.record.new_game_dialog import NewGameDialog
from scoretable.ui.record.win_dialog import WinDialog
from scoretable.ui.table.main_window import MainWindow

SANMA = ("Ann", "Ben", "Cho")
TENHOU_SANMA = get_preset("tenhou-sanma")

#: the game both layouts play under Tenhou's three-player rules (35,000 start):
#: East 1  Ben ron from Cho, mangan: 8,000                      -> 35,000 / 43,000 / 27,000
#: East 2  draw, Ann alone tenpai: 1,000 from each of the two   -> 37,000 / 42,000 / 26,000
#: East 3, 1 honba  Ann tsumo 3 han 30 fu + 1 North (nukidora) = 4 han 30 fu, 1,920 basic:
#:         Cho (dealer) 3,900, Ben 2,000, 100 each for the honba, North's share lost
#:                                                              -> 43,100 / 39,900 / 22,000
#: South 1  Ann (dealer) ron from Cho, a yakuman: 48,000; Cho below 0 ends the game
FINAL = (91100, 39900, -26000)
#: the results by hand: return 40,000, oka 3 x 5,000 = 15 to first, uma +20 / 0 / -20, each
#: score rounded to the thousand half away from zero first:
#:   Ann  91.1 -> 91 - 40 = +51, +15 oka, +20 uma = +86.0
#:   Ben  39.9 -> 40 - 40 =   0,          0 uma =   0.0
#:   Cho  -26  - 40       = -66,        -20 uma = -86.0
RESULTS = [
    ["1st", "Ann", "91,100", "+15.0", "+20.0", "", "+86.0"],
    ["2nd", "Ben", "39,900", "0.0", "0.0", "", "0.0"],
    ["3rd", "Cho", f"{MINUS}26,000", "0.0", f"{MINUS}20.0", "", f"{MINUS}86.0"],
]


@pytest.fixture(autouse=True)
def pointer_put_away() -> Iterator[None]:
    """These tests move the pointer; later tests must not find it over a panel."""
    yield
    QCursor.setPos(0, 0)


def in_next_dialog(steps: Callable[[Any], None]) -> None:
    """Run ``steps`` on the modal dialog the next action opens (its exec() runs the loop)."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), "no dialog opened"
        dialog.activateWindow()
        try:
            steps(dialog)
        finally:
            if dialog.isVisible():  # a failed step must not leave the test waiting
                dialog.reject()

    QTimer.singleShot(0, act)


def click_up(qtbot: Any, spin: QSpinBox, times: int = 1) -> None:
    """Click a spin box's up arrow."""
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)  # type: ignore[attr-defined]
    rect = spin.style().subControlRect(
        QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxUp, spin
    )
    for _ in range(times):
        qtbot.mouseClick(spin, Qt.MouseButton.LeftButton, pos=rect.center())


def focus(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def shown_seats(window: MainWindow) -> list[bool]:
    return [window.panel_holder(seat).isVisible() for seat in range(4)]


def results_rows(window: MainWindow) -> list[list[str]]:
    dialog = window.menu_game.results_dialog
    assert dialog is not None
    assert dialog.isVisible()
    table = dialog.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_a_whole_three_player_game_with_the_mouse_on_screen_layout(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    interval = QApplication.doubleClickInterval()
    QApplication.setDoubleClickInterval(0)  # a popup ignores a release that comes too soon
    try:
        window = make_window("tenhou-sanma", players=SANMA)
        window.menu_view.set_layout_mode("screen")
        assert shown_seats(window) == [True, True, True, False]
        assert [panel.wind_label.text() for panel in window.panels] == ["East", "South", "West"]
        assert all_problems(window) == []

        # East 1: a click on Ben's score ticks him; ron from Cho, a mangan
        def ben_ron(dialog: Any) -> None:
            assert len(dialog.winner_boxes) == 3
            assert dialog.discarder.count() == 4
            assert dialog.winner_boxes[1].isChecked()
            click_item(qtbot, dialog.discarder, "Cho")
            click_item(qtbot, dialog.editors[1].mode, "Mangan")
            click(qtbot, dialog.ok_button)

        in_next_dialog(ben_ron)
        click(qtbot, window.panels[1].score_label)
        assert window.model.scores == (35000, 43000, 27000)

        # East 2: a draw, Ann alone tenpai: 1,000 from each of the other two
        def draw(dialog: Any) -> None:
            assert len(dialog.tenpai_boxes) == 3
            click(qtbot, dialog.tenpai_boxes[0])
            assert changes(dialog.preview) == ["+2,000", f"{MINUS}1,000", f"{MINUS}1,000"]
            click(qtbot, dialog.ok_button)

        in_next_dialog(draw)
        click(qtbot, window.strip.draw_button)
        assert window.model.scores == (37000, 42000, 26000)
        assert window.indicator.summary().startswith("East 3")

        # undone with the button, redone with the keys
        click(qtbot, window.strip.undo_button)
        assert window.model.scores == (35000, 43000, 27000)
        focus(qtbot, window)
        qtbot.keyClick(
            window,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert window.model.scores == (37000, 42000, 26000)

        # East 3, 1 honba: Ann tsumo, 3 han 30 fu and one North tile set aside
        def ann_tsumo(dialog: Any) -> None:
            click(qtbot, dialog.tsumo)
            click(qtbot, dialog.winner_boxes[0])
            editor = dialog.editors[0]
            click_up(qtbot, editor.han, 2)
            click_up(qtbot, editor.nukidora)
            assert (editor.han.value(), editor.nukidora.value()) == (3, 1)
            # two payers: the dealer 3,900 + 100, Ben 2,000 + 100
            assert changes(dialog.preview) == ["+6,100", f"{MINUS}2,100", f"{MINUS}4,000"]
            click(qtbot, dialog.ok_button)

        in_next_dialog(ann_tsumo)
        click(qtbot, window.strip.win_button)
        assert window.model.scores == (43100, 39900, 22000)
        assert window.indicator.summary().startswith("South 1")

        # South 1: Ann, the dealer, ron from Cho, a yakuman: Cho goes below zero
        def ann_yakuman(dialog: Any) -> None:
            click_item(qtbot, dialog.discarder, "Cho")
            click_item(qtbot, dialog.editors[0].mode, "Yakuman")
            click(qtbot, dialog.ok_button)

        in_next_dialog(ann_yakuman)
        click(qtbot, window.panels[0].score_label)
        assert window.model.game_over
        assert window.model.scores == FINAL
        assert results_rows(window) == RESULTS  # screen layout: the results open themselves
        assert window.panels[0].result_label.text() == "1st · +86.0"
        assert shown_seats(window) == [True, True, True, False]
    finally:
        QApplication.setDoubleClickInterval(interval)


def test_a_whole_three_player_game_with_the_keyboard_in_table_mode(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("tenhou-sanma", players=SANMA)
    window.menu_view.act_table_mode.trigger()
    assert window.layout_mode == "table"
    assert shown_seats(window) == [True, True, True, False]
    assert [window.panel_angle(seat) for seat in range(3)] == [0, 90, 180]
    assert all_problems(window) == []
    k = Qt.Key

    def play(first: Qt.Key, dialog_keys: list[Any]) -> None:
        def type_keys(dialog: QDialog) -> None:
            qtbot.waitUntil(dialog.isActiveWindow)  # mnemonics need the active window
            for key in dialog_keys:
                target = dialog.focusWidget() or dialog
                if isinstance(key, tuple):
                    qtbot.keyClick(target, *key)
                else:
                    qtbot.keyClick(target, key)

        focus(qtbot, window)
        in_next_dialog(type_keys)
        qtbot.keyClick(window, first)

    # there is no seat 4: its key declares nothing and says nothing
    focus(qtbot, window)
    qtbot.keyClick(window, k.Key_4)
    assert window.model.state.riichi == frozenset()
    assert window.message() == ""
    assert [a.isVisible() for a in window.menu_hand.act_riichi] == [True, True, True, False]
    # ... and in the win dialog 4 ticks nobody
    play(k.Key_W, [k.Key_4, k.Key_Escape])
    assert window.model.scores == (35000, 35000, 35000)

    # East 1: Ben (2) ron from Cho (3), 5 han: a mangan
    play(k.Key_W, [k.Key_2, k.Key_3, k.Key_5, k.Key_Return])
    assert window.model.scores == (35000, 43000, 27000)
    # East 2: a draw, Ann (1) alone tenpai
    play(k.Key_D, [k.Key_1, k.Key_Return])
    assert window.model.scores == (37000, 42000, 26000)
    # undo and redo with the keys
    focus(qtbot, window)
    qtbot.keyClick(window, k.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.scores == (35000, 43000, 27000)
    qtbot.keyClick(window, k.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.model.scores == (37000, 42000, 26000)
    # East 3, 1 honba: Ann (1) tsumo 3 han, Alt+O: 1 North tile
    alt = Qt.KeyboardModifier.AltModifier
    play(k.Key_W, [k.Key_T, k.Key_1, k.Key_3, (k.Key_O, alt), k.Key_1, k.Key_Return])
    assert window.model.scores == (43100, 39900, 22000)
    # South 1: Ann (1) ron from Cho (3), 13 han: a counted yakuman, 48,000 from Cho
    play(k.Key_W, [k.Key_1, k.Key_3, k.Key_1, k.Key_3, k.Key_Return])
    assert window.model.game_over
    assert window.model.scores == FINAL
    assert window.menu_game.results_dialog is None  # table mode: each panel shows its place
    assert [p.result_label.text() for p in window.panels] == [
        "1st · +86.0",
        "2nd · 0.0",
        f"3rd · {MINUS}86.0",
    ]
    qtbot.waitUntil(lambda: all_problems(window) == [], timeout=2000)  # laid out again
    click(qtbot, window.strip.results_button)
    assert results_rows(window) == RESULTS
    # undo reopens the game, redo ends it again
    window.menu_game.close_results()
    focus(qtbot, window)
    qtbot.keyClick(window, k.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.model.game_over
    assert window.model.scores == (43100, 39900, 22000)
    qtbot.keyClick(window, k.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game_over
    assert window.model.scores == FINAL


def test_the_new_game_dialog_builds_a_three_player_game(qtbot: Any) -> None:
    dialog = NewGameDialog(None, [])
    show(qtbot, dialog)
    choose(qtbot, dialog.player_count, "Three")
    assert not dialog.name_edits[3].isVisible()
    assert dialog.first_east.count() == 3
    presets = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    # the "Three players" heading, then the three presets
    assert presets == [None, "standard-sanma", "tenhou-sanma", "mahjongsoul-sanma"]
    assert dialog.preset.currentData() == "standard-sanma"
    assert len(dialog.editor.widgets["uma"].findChildren(QSpinBox)) == 3
    for combo, name in zip(dialog.name_edits, SANMA, strict=False):
        combo.setFocus()
        qtbot.keyClicks(combo, name)
    choose(qtbot, dialog.preset, "Tenhou")
    choose(qtbot, dialog.first_east, "Seat 2")
    assert [label.text() for label in dialog.seat_labels[:3]] == [
        "&1  West:",
        "&2  East:",
        "&3  South:",
    ]
    click(qtbot, dialog.ok_button)
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.players == ("Ben", "Cho", "Ann")
    assert setup.rules == TENHOU_SANMA
    # back to four: four rows, the four-player presets
    dialog = NewGameDialog(None, [])
    show(qtbot, dialog)
    choose(qtbot, dialog.player_count, "Three")
    choose(qtbot, dialog.player_count, "Four")
    assert dialog.name_edits[3].isVisible()
    assert dialog.preset.currentData() == "standard"


def test_a_new_three_player_game_replaces_a_four_player_one(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.ui.record.new_game_dialog import GameSetup

    window = make_window("standard")
    assert shown_seats(window) == [True, True, True, True]
    monkeypatch.setattr(
        NewGameDialog,
        "get_setup",
        classmethod(lambda cls, *args: GameSetup(SANMA, TENHOU_SANMA)),
    )
    window.menu_game.ask_new_game()
    assert shown_seats(window) == [True, True, True, False]
    assert [p.score_label.text() for p in window.panels] == ["35,000"] * 3
    assert window.panel_at(3) is None
    assert window.panel_at(0) is window.panels[0]
    window.menu_view.show_second_screen()
    assert [row[1] for row in window.second_screen.standings()] == list(SANMA)  # type: ignore[union-attr]
    assert window.history_view.table_model.columnCount() == 2 + 3
    window.menu_view.set_layout_mode("table")
    assert all_problems(window) == []


def test_the_win_dialog_counts_north_tiles_as_han(qtbot: Any) -> None:
    state = new_game(TENHOU_SANMA)
    dialog = WinDialog(None, state, SANMA, 1)
    show(qtbot, dialog)
    click(qtbot, dialog.tsumo)
    editor = dialog.editors[1]
    editor.han.setValue(2)
    # Ben 2 han 30 fu tsumo: 500 / 1,000 (the absent North's 500 lost)
    assert changes(dialog.preview) == [f"{MINUS}1,000", "+1,500", f"{MINUS}500"]
    editor.nukidora.setValue(2)  # + 2 North: 4 han 30 fu, 1,920 basic
    assert dialog.build_win().entries[0].nukidora == 2
    assert changes(dialog.preview) == [f"{MINUS}3,900", "+5,900", f"{MINUS}2,000"]
    editor.nukidora.setValue(3)  # 5 han: a mangan, fu no longer counts
    assert not editor.fu.isEnabled()
    assert changes(dialog.preview) == [f"{MINUS}4,000", "+6,000", f"{MINUS}2,000"]
    # a limit says the whole value: no North count beside it
    choose(qtbot, editor.mode, "Mangan")
    assert not editor.nukidora.isVisible()
    assert dialog.build_win().entries[0].nukidora == 0
    # rules without nukidora, or four players, have no North count
    plain = WinDialog(None, new_game(TENHOU_SANMA.replace(nukidora=False)), SANMA, 1)
    show(qtbot, plain)
    assert not plain.editors[1].nukidora.isVisible()


def test_a_bisection_tsumo_preview_splits_north_between_the_two_payers(qtbot: Any) -> None:
    state = replace(new_game(TENHOU_SANMA.replace(tsumo_north="bisection")), dealer=0)
    dialog = WinDialog(None, state, SANMA, 1)
    show(qtbot, dialog)
    click(qtbot, dialog.tsumo)
    dialog.editors[1].han.setValue(3)
    assert changes(dialog.preview) == [f"{MINUS}2,400", "+3,900", f"{MINUS}1,500"]
    assert "960 × 1 + 960 / 2 = 1,440 → 1,500" in dialog.preview.reason_label.text()
    dialog.editors[1].nukidora.setValue(1)  # the explanation adds the North tile to the han
    assert "3 han + 1 North set aside (nukidora) = 4 han" in dialog.preview.reason_label.text()


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ((0,), ["+2,000", f"{MINUS}1,000", f"{MINUS}1,000"]),
        ((0, 2), ["+1,000", f"{MINUS}2,000", "+1,000"]),
        ((), ["0", "0", "0"]),
        ((0, 1, 2), ["0", "0", "0"]),
    ],
)
def test_the_draw_dialog_pays_noten_among_three(
    qtbot: Any, tenpai: tuple[int, ...], expected: list[str]
) -> None:
    dialog = DrawDialog(None, new_game(TENHOU_SANMA), SANMA)
    show(qtbot, dialog)
    for seat in tenpai:
        qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{seat + 1}"))
    qtbot.keyClick(dialog, Qt.Key.Key_4)  # no fourth seat: nothing
    assert dialog.build_draw() == ExhaustiveDraw(frozenset(tenpai))
    assert changes(dialog.preview) == expected
    # the abortive draws three players have
    kinds = [dialog.kind.itemData(i) for i in range(dialog.kind.count())]
    assert kinds == ["kyuushu", "kan4"]


def test_the_chombo_rule_names_the_other_player(qtbot: Any) -> None:
    from scoretable.ui.record.chombo_dialog import ChomboDialog

    dialog = ChomboDialog(None, new_game(TENHOU_SANMA), SANMA)
    show(qtbot, dialog)
    assert "2,000 to the other player" in dialog.rule_label.text()
    choose(qtbot, dialog.offender, "Ben")
    assert changes(dialog.preview) == ["+4,000", f"{MINUS}6,000", "+2,000"]


def test_renaming_and_the_shortcuts_know_three_seats(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.ui.record.rename_dialog import RenamePlayersDialog

    dialog = RenamePlayersDialog(SANMA)
    show(qtbot, dialog)
    assert len(dialog.fields) == 3
    dialog.fields[2].setText("Chie")
    assert dialog.names() == ("Ann", "Ben", "Chie")
    window = make_window("tenhou-sanma", players=SANMA)
    monkeypatch.setattr(
        RenamePlayersDialog, "get_names", classmethod(lambda cls, *a: ("Ann", "Ben", "Chie"))
    )
    window.menu_edit.ask_rename()
    assert [p.name_label.text() for p in window.panels] == ["Ann", "Ben", "Chie"]
    keys = window.menu_help.show_shortcuts().keys()
    assert keys["Riichi / take back: Chie"] == "3"
    assert "4" not in keys.values()


def test_the_history_has_a_column_per_player_and_names_the_north_tiles(qapp: Any) -> None:
    from scoretable.engine.table import Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.ui.widgets.history_model import HistoryTableModel

    game = GameModel(TENHOU_SANMA, SANMA)
    game.record_win(Win((WinEntry(0, han=3, fu=30, nukidora=1),)))
    table = HistoryTableModel(TableSession(game))
    assert table.columnCount() == 5
    headers = [table.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers[2:] == list(SANMA)
    assert table.headerData(5, Qt.Orientation.Horizontal) is None
    row = [table.index(0, c).data() for c in range(5)]
    assert row[1] == "Tsumo: Ann (3 han 30 fu + 1 North)"
    # Ann deals: 4 han 30 fu, 3,900 from each of the two (North's share lost)
    assert row[2:] == ["+7,800\n42,800", f"{MINUS}3,900\n31,100", f"{MINUS}3,900\n31,100"]
    assert "3 han + 1 North set aside (nukidora) = 4 han" in table.index(0, 1).data(
        Qt.ItemDataRole.ToolTipRole
    )


def test_the_conditions_of_three_players(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("tenhou-sanma", players=SANMA)
    window.menu_view.act_conditions_any.setChecked(True)  # as if the game ended after this hand
    lines = [line.text() for line in window.conditions.lines[:3]]
    assert all(lines[1:])
    assert not window.conditions.lines[3].isVisibleTo(window)
    dialog = window.menu_view.show_conditions()
    qtbot.addWidget(dialog)
    headers = [
        dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())
    ]
    assert headers[3:6] == ["Ron from Ann", "Ron from Ben", "Ron from Cho"]
    assert len(headers) == 7
    assert {row[0] for row in dialog.rows()} == {"Ben", "Cho"}  # Ann (the dealer) leads


def test_rules_on_the_command_line_start_a_three_player_screenshot(tmp_path: Any) -> None:
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    env = dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    shot = tmp_path / "sanma.png"
    command = [sys.executable, "-m", "scoretable", "--screenshot", str(shot), "--size", "800x450"]
    done = subprocess.run(
        [*command, "--rules", "tenhou-sanma"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert (QImage(str(shot)).width(), QImage(str(shot)).height()) == (800, 450)
    wrong = subprocess.run(
        [*command, "--rules", "sanma"], env=env, capture_output=True, text=True, timeout=60
    )
    assert wrong.returncode == 2
    assert "unknown rules preset 'sanma'" in wrong.stderr
    assert "tenhou-sanma" in wrong.stderr


def test_a_first_game_takes_the_rules_given(qapp: Any, tmp_path: Any) -> None:
    from scoretable.app import open_window

    window = open_window(qapp, str(tmp_path), rules=TENHOU_SANMA)
    assert window is not None
    try:
        assert window.model.rules == TENHOU_SANMA
        assert window.model.players == ("East player", "South player", "West player")
        assert len(window.panels) == 3
    finally:
        window.close()
        assert window.library is not None
        window.library.close()
        window.deleteLater()


@pytest.mark.parametrize("name", ["standard-sanma", "tenhou-sanma", "mahjongsoul-sanma"])
def test_a_three_player_preset_round_trips_through_its_editor(qtbot: Any, name: str) -> None:
    from PySide6.QtWidgets import QCheckBox

    from scoretable.ui.record.rules_editor import RulesEditor

    preset = get_preset(name)
    editor = RulesEditor(preset)
    qtbot.addWidget(editor)
    assert {"tsumo_north", "honba_tsumo", "nukidora"} <= set(editor.widgets)
    assert not {"players", "triple_ron_abortive"} & set(editor.widgets)
    boxes = editor.widgets["abortive_draws"].findChildren(QCheckBox)
    assert len(boxes) == 2  # nine terminals and four kans: the others need a fourth player
    assert editor.rules() == preset
    choose(qtbot, editor.widgets["tsumo_north"], "Split")  # type: ignore[arg-type]
    assert editor.rules() == preset.replace(tsumo_north="bisection")


def test_a_three_player_setup_is_shown_again(qtbot: Any) -> None:
    from scoretable.ui.record.new_game_dialog import GameSetup

    rules = TENHOU_SANMA.replace(tsumo_north="bisection")
    dialog = NewGameDialog(None, [], GameSetup(SANMA, rules))
    show(qtbot, dialog)
    assert dialog.player_count.currentData() == 3
    assert dialog.names() == list(SANMA)
    assert dialog.preset.currentData() == "tenhou-sanma"
    assert dialog.modified_label.text() == "(modified)"
    assert dialog.players() == SANMA
