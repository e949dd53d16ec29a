"""The real main window driven through a whole game with keys and clicks (dialogs stubbed)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers.table_ui import PLAYERS, DialogStubs, panel_view, press, scores_shown, screen_state
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import get_preset
from scoretable.engine.table import AbortiveDraw, Chombo, ExhaustiveDraw, Win, WinEntry
from scoretable.ui.record.new_game_dialog import GameSetup
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.table.results_dialog import ResultsDialog

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
M = "\u2212"  # the minus sign the panels use


def undo_redo_round_trip(qtbot: Any, window: MainWindow, before: Any) -> None:
    """Ctrl+Z shows exactly the state before the action; Ctrl+Shift+Z the state after."""
    after = screen_state(window)
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert screen_state(window) == before
    press(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert screen_state(window) == after


def test_a_whole_game(qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs):
    window = make_window("standard")
    assert scores_shown(window) == ["25,000"] * 4
    assert [panel_view(window, s).wind for s in range(4)] == ["East", "South", "West", "North"]
    assert [panel_view(window, s).name for s in range(4)] == list(PLAYERS)
    assert panel_view(window, 0).dealer
    assert not panel_view(window, 1).dealer
    assert window.indicator.summary() == "East 1 · 0 honba · 0 riichi sticks · Standard"
    assert window.message() == ""

    # --- riichi by key, taken back by a click, declared again --------------------------
    before = screen_state(window)
    press(qtbot, window, Qt.Key.Key_2)
    ben = panel_view(window, 1)
    assert ben.score == "24,000"
    assert ben.riichi
    assert window.panels[1].riichi_button.text().startswith("Take back riichi")
    assert window.indicator.summary() == "East 1 · 0 honba · 1 riichi stick · Standard"
    undo_redo_round_trip(qtbot, window, before)
    qtbot.mouseClick(window.panels[1].riichi_button, Qt.MouseButton.LeftButton)
    assert panel_view(window, 1).score == "25,000"
    assert not panel_view(window, 1).riichi
    assert window.indicator.summary() == "East 1 · 0 honba · 0 riichi sticks · Standard"
    qtbot.mouseClick(window.panels[1].riichi_button, Qt.MouseButton.LeftButton)
    press(qtbot, window, Qt.Key.Key_4)
    assert scores_shown(window) == ["25,000", "24,000", "25,000", "24,000"]
    assert window.indicator.summary() == "East 1 · 0 honba · 2 riichi sticks · Standard"

    # --- ron: Ben 3 han 30 fu from Cho, collects both sticks ---------------------------
    before = screen_state(window)
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    assert dialogs.calls[-1][0] == "win"
    assert dialogs.calls[-1][1][1] == PLAYERS  # the dialog is given the players
    assert scores_shown(window) == ["25,000", "29,900", "21,100", "24,000"]
    assert not any(panel_view(window, s).riichi for s in range(4))
    assert window.indicator.summary() == "East 2 · 0 honba · 0 riichi sticks · Standard"
    assert panel_view(window, 1).dealer
    assert panel_view(window, 1).wind == "East"
    assert panel_view(window, 0).wind == "North"
    assert [p.delta_label.text() for p in window.panels] == [
        "\u00b10",
        "+4,900",
        f"{M}3,900",
        f"{M}1,000",
    ]
    undo_redo_round_trip(qtbot, window, before)

    # --- dealer tsumo: Ben 2 han 30 fu, 1,000 all --------------------------------------
    before = screen_state(window)
    dialogs.queue("win", Win((WinEntry(winner=1, han=2, fu=30),)))
    press(qtbot, window, Qt.Key.Key_W)
    assert scores_shown(window) == ["24,000", "32,900", "20,100", "23,000"]
    assert window.indicator.summary() == "East 2 · 1 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- double ron from Ann: the nearest winner (Cho) takes the honba ------------------
    before = screen_state(window)
    dialogs.queue(
        "win",
        Win((WinEntry(winner=2, han=2, fu=30), WinEntry(winner=3, han=1, fu=30)), discarder=0),
    )
    press(qtbot, window, Qt.Key.Key_W)
    assert scores_shown(window) == ["20,700", "32,900", "22,400", "24,000"]
    assert window.indicator.summary() == "East 3 · 0 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- pao: Dai's daisangen tsumo, Ann fed the third dragon and pays it all -------------
    before = screen_state(window)
    dialogs.queue("win", Win((WinEntry(winner=3, yakuman=1, pao=0),)))
    press(qtbot, window, Qt.Key.Key_W)
    assert scores_shown(window) == [f"{M}11,300", "32,900", "22,400", "56,000"]
    assert window.panels[0].delta_label.text() == f"{M}32,000"
    assert window.indicator.summary() == "East 4 · 0 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- exhaustive draw, only Ben tenpai: noten payments ------------------------------
    before = screen_state(window)
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({1})))
    press(qtbot, window, Qt.Key.Key_D)
    assert scores_shown(window) == [f"{M}12,300", "35,900", "21,400", "55,000"]
    assert window.indicator.summary() == "South 1 · 1 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- abortive draw: nine terminals ---------------------------------------------------
    before = screen_state(window)
    dialogs.queue("draw", AbortiveDraw("kyuushu"))
    press(qtbot, window, Qt.Key.Key_D)
    assert scores_shown(window) == [f"{M}12,300", "35,900", "21,400", "55,000"]
    assert window.indicator.summary() == "South 1 · 2 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- chombo by Cho: a reverse mangan, the hand replayed ------------------------------
    before = screen_state(window)
    dialogs.queue("chombo", Chombo(2))
    press(qtbot, window, Qt.Key.Key_C)
    assert scores_shown(window) == [f"{M}8,300", "37,900", "13,400", "57,000"]
    assert window.indicator.summary() == "South 1 · 2 honba · 0 riichi sticks · Standard"
    undo_redo_round_trip(qtbot, window, before)

    # --- the hand history lists every hand with its changes ------------------------------
    history = window.history_view.table_model
    assert history.rowCount() == 7
    assert history.index(0, 1).data().startswith("Ron: Ben")
    assert history.index(2, 1).data().startswith("Double ron")
    assert "pao: Ann" in history.index(3, 1).data()
    assert history.index(6, 4).data() == f"{M}8,000\n13,400"

    # --- the players end the game: results; undo reopens it; then a new game ---------------
    before = screen_state(window)
    press(qtbot, window, Qt.Key.Key_E, CTRL)
    dialog = window.menu_game.results_dialog
    assert isinstance(dialog, ResultsDialog)
    qtbot.waitExposed(dialog)
    assert [dialog.cell(r, 1) for r in range(4)] == ["Dai", "Ben", "Cho", "Ann"]
    assert [dialog.cell(r, 0) for r in range(4)] == ["1st", "2nd", "3rd", "4th"]
    assert [dialog.cell(r, 2) for r in range(4)] == ["57,000", "37,900", "13,400", f"{M}8,300"]
    assert [dialog.cell(r, 6) for r in range(4)] == ["+67.0", "+18.0", f"{M}27.0", f"{M}58.0"]
    assert [dialog.cell(r, 4) for r in range(4)] == ["+20.0", "+10.0", f"{M}10.0", f"{M}20.0"]
    assert dialog.cell(0, 3) == "+20.0"
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert window.menu_game.results_dialog is None
    assert screen_state(window) == before

    press(qtbot, window, Qt.Key.Key_E, CTRL)
    dialog = window.menu_game.results_dialog
    assert dialog is not None
    with qtbot.waitSignal(window.modelChanged, timeout=1000):
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert scores_shown(window) == ["25,000"] * 4
    assert [panel_view(window, s).name for s in range(4)] == list(PLAYERS)
    assert window.history_view.table_model.rowCount() == 0
    assert window.indicator.summary() == "East 1 · 0 honba · 0 riichi sticks · Standard"
    assert not window.menu_edit.act_undo.isEnabled()


def test_the_game_ends_by_itself_and_undo_reopens_it(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window("standard")
    for _ in range(7):
        dealer = window.model.state.dealer
        dialogs.queue("win", Win((WinEntry((dealer + 1) % 4, 1, 30),), discarder=(dealer + 2) % 4))
        press(qtbot, window, Qt.Key.Key_W)
    assert window.indicator.summary().startswith("South 4")
    press(qtbot, window, Qt.Key.Key_1)  # Ann's riichi stays on the table: leftover
    before = screen_state(window)
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({0})))
    press(qtbot, window, Qt.Key.Key_D)  # the dealer (Dai) is noten: the game ends
    assert window.model.game_over
    assert window.menu_game.results_dialog is not None
    assert window.indicator.status_label.text() == "Game over"
    # nothing more can be recorded
    calls = len(dialogs.calls)
    window.menu_game.close_results()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    for key in (Qt.Key.Key_W, Qt.Key.Key_D, Qt.Key.Key_2):
        window.clear_message()
        press(qtbot, window, key)  # not silent: the window says why, and how to go on
        assert "undo (Ctrl+Z) to reopen it" in window.message()
    assert len(dialogs.calls) == calls
    assert window.model.state.riichi == frozenset()
    window.menu_hand.ask_win()  # even if asked directly: the window says why
    assert "game is over" in window.message()
    window.menu_game.end_game()  # over: Ctrl+E shows the results again
    # the results dialog has the focus: Ctrl+Z there reopens the game
    results = window.menu_game.results_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is results, timeout=2000)
    qtbot.keyClick(results, Qt.Key.Key_Z, CTRL)
    assert window.menu_game.results_dialog is None
    assert screen_state(window) == before
    assert not window.model.game_over


# --- bad input ----------------------------------------------------------------------------

BAD_WINS = {
    "impossible han/fu": Win((WinEntry(winner=1, han=1, fu=20),), discarder=2),
    "winner as discarder": Win((WinEntry(winner=2, han=2, fu=30),), discarder=2),
    "no winner": Win((), discarder=2),
    "pao is the winner": Win((WinEntry(winner=1, yakuman=1, pao=1),), discarder=2),
}


@pytest.mark.parametrize("case", list(BAD_WINS))
def test_bad_wins_show_a_message_and_change_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs, case: str
) -> None:
    window = make_window("standard")
    press(qtbot, window, Qt.Key.Key_3)
    before = screen_state(window)
    dialogs.queue("win", BAD_WINS[case])
    press(qtbot, window, Qt.Key.Key_W)
    assert window.message() != ""
    assert window.strip.message_label.isVisible()
    assert screen_state(window) == before
    assert window.model.index == 1
    # the next good entry clears the message
    dialogs.queue("win", Win((WinEntry(winner=1, han=2, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    assert window.message() == ""
    assert scores_shown(window) == ["25,000", "28,000", "22,000", "25,000"]


def test_a_cancelled_dialog_changes_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    before = screen_state(window)
    dialogs.queue("win", None)
    dialogs.queue("draw", None)
    dialogs.queue("chombo", None)
    press(qtbot, window, Qt.Key.Key_W)
    press(qtbot, window, Qt.Key.Key_D)
    press(qtbot, window, Qt.Key.Key_C)
    assert [c[0] for c in dialogs.calls] == ["win", "draw", "chombo"]
    assert screen_state(window) == before
    assert window.model.index == 0


def test_refused_riichi_says_why(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window("tenhou")
    dialogs.queue("win", Win((WinEntry(winner=0, han=6),), discarder=1))
    dialogs.queue("win", Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    press(qtbot, window, Qt.Key.Key_W)
    press(qtbot, window, Qt.Key.Key_W)
    assert scores_shown(window)[1] == "900"
    panel = window.panels[1]
    assert not panel.riichi_button.isEnabled()
    assert panel.riichi_reason.isVisibleTo(panel)
    assert "1,000" in panel.riichi_reason.text()
    assert "1,000" in panel.riichi_button.toolTip()
    before = screen_state(window)
    press(qtbot, window, Qt.Key.Key_2)
    assert "1,000" in window.message()
    assert screen_state(window) == before
    # the others still can
    assert window.panels[2].riichi_button.isEnabled()


# --- the view -----------------------------------------------------------------------------


def test_scores_are_at_least_40_px_high_at_1366x768(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window(size=(1366, 768))
    for panel in window.panels:
        metrics = QFontMetrics(panel.score_label.font())
        assert metrics.tightBoundingRect("0123456789").height() >= 40
        assert panel.score_label.font().pixelSize() >= 50
        # the widest score fits its panel
        assert metrics.horizontalAdvance(f"{M}88,888") <= panel.score_label.width()


@pytest.fixture
def app_fonts(qapp: QApplication) -> Iterator[None]:
    """The application's fonts as the app sets them up (the shipped Japanese font as a
    fallback: its taller lines are what could push a window off the screen)."""
    from scoretable import i18n

    old = qapp.font()
    i18n.add_fallback_families(qapp, i18n.load_fonts())
    yield
    qapp.setFont(old)


def test_a_message_never_pushes_the_window_off_a_small_screen(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs, app_fonts: None
) -> None:
    from scoretable.ui import theme

    window = make_window(size=(1366, 768))
    for seat in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4):
        press(qtbot, window, seat)  # every panel shows its stick and longer button
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=1))
    press(qtbot, window, Qt.Key.Key_W)
    assert "discard" in window.message()  # refused: the winner cannot be the discarder
    assert window.strip.message_label.colors()[:2] == (theme.loss_color(), theme.loss_color())
    QApplication.processEvents()
    # the banner takes its height from the table, not from the screen
    assert (window.width(), window.height()) == (1366, 768)
    for panel in window.panels:
        assert panel.geometry().bottom() < window.table_area.height()
        digits = QFontMetrics(panel.score_label.font()).tightBoundingRect("0123456789")
        assert digits.height() >= 40
        assert panel.score_label.height() >= digits.height()


def test_layout_scales_with_the_window(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window(size=(1366, 768))
    small = window.score_pixel_size()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.score_pixel_size() > small, timeout=2000)


def test_seats_sit_around_the_table_and_the_view_turns(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()

    def cell(seat: int) -> tuple[int, int]:
        index = window.grid.indexOf(window.panels[seat])
        row, column, _, _ = window.grid.getItemPosition(index)
        return row, column

    # first East at the bottom, South to the right, West at the top, North to the left
    assert [cell(s) for s in range(4)] == [(2, 1), (1, 2), (0, 1), (1, 0)]
    press(qtbot, window, Qt.Key.Key_R)
    assert [cell(s) for s in range(4)] == [(1, 0), (2, 1), (1, 2), (0, 1)]
    assert window.panel_at(0) is window.panels[1]
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_R)
    assert [cell(s) for s in range(4)] == [(2, 1), (1, 2), (0, 1), (1, 0)]


def test_differences_on_demand(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    panel = window.panels[1]
    assert not panel.diff_label.isVisibleTo(panel)
    press(qtbot, window, Qt.Key.Key_S)
    assert all(p.diff_label.isVisibleTo(p) for p in window.panels)
    text = panel.diff_label.text()
    assert "Cho&nbsp;" in text
    assert "+7,800" in text  # 28,900 vs 21,100
    assert "Ann&nbsp;" in text
    assert "+3,900" in text
    assert f"{M}7,800" in window.panels[2].diff_label.text()
    press(qtbot, window, Qt.Key.Key_S)
    assert not any(p.diff_label.isVisibleTo(p) for p in window.panels)
    # hovering a panel shows its differences only
    qtbot.mouseMove(window.panels[3])
    qtbot.waitUntil(lambda: window.panels[3].diff_label.isVisibleTo(window.panels[3]))
    assert not panel.diff_label.isVisibleTo(panel)


def test_gains_blue_losses_orange(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    from scoretable.ui import theme

    window = make_window()
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    gain = window.panels[1].delta_label.styleSheet()
    loss = window.panels[2].delta_label.styleSheet()
    assert theme.gain_color().name() in gain
    assert theme.loss_color().name() in loss
    blue, orange = theme.gain_color(False), theme.loss_color(False)
    assert blue.blue() > blue.red()
    assert orange.red() > orange.blue()  # not green and red


def test_rename_players_is_undoable(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    dialogs.queue("names", ("Ann", "Benjamin", "Cho", "Daisuke"))
    press(qtbot, window, Qt.Key.Key_F2)
    assert [panel_view(window, s).name for s in range(4)] == ["Ann", "Benjamin", "Cho", "Daisuke"]
    assert window.history_view.table_model.headerData(3, Qt.Orientation.Horizontal) == "Benjamin"
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert panel_view(window, 3).name == "Dai"
    assert panel_view(window, 1).name == "Benjamin"
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert [panel_view(window, s).name for s in range(4)] == list(PLAYERS)


def test_new_game_from_the_dialog(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    press(qtbot, window, Qt.Key.Key_1)
    dialogs.queue("setup", GameSetup(players=("W", "X", "Y", "Z"), rules=get_preset("tenhou")))
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    assert dialogs.calls[-1] == ("setup", (["Ann", "Ben", "Cho", "Dai"],))
    assert [panel_view(window, s).name for s in range(4)] == ["W", "X", "Y", "Z"]
    assert scores_shown(window) == ["25,000"] * 4
    assert window.indicator.summary() == "East 1 · 0 honba · 0 riichi sticks · Tenhou"
    # the old game's signals no longer reach the window
    dialogs.queue("setup", None)
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    assert window.model.rules.name == "tenhou"


def test_history_explains_the_selected_hand(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    press(qtbot, window, Qt.Key.Key_2)
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    view = window.history_view
    assert view.table_model.rowCount() == 1
    assert view.table_model.index(0, 3).data() == "+3,900\n28,900"  # his stick back
    view.select_row(0)
    text = view.explanation_text()
    assert "Ron" in text
    assert "3,900" in text


def test_shortcuts_dialog_lists_every_shortcut(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F1)
    dialog = window.screens.get("shortcuts")
    qtbot.waitExposed(dialog)
    keys = dialog.keys()
    listed = set(keys.values())
    for expected in ("W", "D", "C", "1", "2", "3", "4", "R", "S", "H", "F11", "F2", "F1"):
        assert any(expected in k.split(", ") for k in listed), expected
    assert any("Ctrl+Z" in k for k in listed)
    assert any("Ctrl+Shift+Z" in k for k in listed)
    assert any("Ctrl+N" in k for k in listed)
    assert keys["Win (ron or tsumo)…"] == "W"
    dialog.close()


def test_menus_exist_for_the_extensions(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    titles = [m.title().replace("&", "") for m in window.menus()]
    assert titles == ["Game", "Edit", "Hand", "View", "Games", "Learn", "Help"]


def test_full_screen_toggles(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)


def test_the_history_panel_is_built_when_first_shown(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window(size=(1366, 768))
    assert window.history_dock.widget() is None  # hidden at this width: not built
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    # the panels show the last hand's changes all the same
    assert window.panels[1].delta_label.text() == "+3,900"
    assert window.panels[2].delta_label.text() == f"{M}3,900"
    press(qtbot, window, Qt.Key.Key_H)
    view = window.history_dock.widget()
    assert view is window.history_view
    assert view.isVisible()
    assert view.table.model().rowCount() == 1
    assert view.table.model().index(0, 3).data() == "+3,900\n28,900"
    press(qtbot, window, Qt.Key.Key_H)
    press(qtbot, window, Qt.Key.Key_H)
    assert window.history_dock.widget() is view  # built once


@pytest.mark.parametrize(("size", "shown"), [((1366, 768), False), ((1920, 1080), True)])
def test_history_dock_toggles(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int], shown: bool
) -> None:
    # a laptop's width goes to the scores; a wide screen shows the history too
    window = make_window(size=size)
    assert window.history_dock.isVisible() == shown
    press(qtbot, window, Qt.Key.Key_H)
    assert window.history_dock.isVisible() != shown
    press(qtbot, window, Qt.Key.Key_H)
    assert window.history_dock.isVisible() == shown
    assert QApplication.activeWindow() is window


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_nothing_is_clipped(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int]
) -> None:
    window = make_window(size=size)
    press(qtbot, window, Qt.Key.Key_1)  # a riichi: the longest button text

    def clipped() -> list[str]:
        found = []
        for panel in window.panels:
            labels = [panel.wind_label, panel.name_label, panel.score_label]
            if panel.dealer_label.isVisibleTo(panel):
                labels.append(panel.dealer_label)
            labels += [window.indicator.round_label, window.indicator.counters_label]
            for label in labels:
                if label.width() < QFontMetrics(label.font()).horizontalAdvance(label.text()):
                    found.append(label.text())
            button = panel.riichi_button
            if button.width() < button.sizeHint().width():
                found.append(button.text())
        return found

    # once the window has laid itself out (the event loop runs), nothing is cut off
    qtbot.waitUntil(lambda: clipped() == [], timeout=2000)


def test_rename_dialog_refuses_an_empty_name(qtbot: Any) -> None:
    from scoretable.ui.record.rename_dialog import RenamePlayersDialog

    dialog = RenamePlayersDialog(PLAYERS)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.fields[1].clear()
    qtbot.keyClicks(dialog.fields[1], "   ")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.error_label.text() == "Every player needs a name."
    dialog.fields[1].clear()
    qtbot.keyClicks(dialog.fields[1], " Benjamin ")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.names() == ("Ann", "Benjamin", "Cho", "Dai")


def test_about_box(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    from scoretable import __version__

    window = make_window()
    box = window.menu_help.show_about()
    qtbot.waitExposed(box)
    assert __version__ in box.text()
    # the tile pictures' licence, as the packaging's README says
    assert "FluffyStuff" in box.informativeText()
    assert "CC0" in box.informativeText()
    box.close()


def test_colours_follow_a_palette_change(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    from scoretable.ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = make_window()
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    assert theme.GAIN_LIGHT in window.panels[1].delta_label.styleSheet()
    old = app.palette()
    try:
        dark = QPalette(old)
        dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
        app.setPalette(dark)
        qtbot.waitUntil(lambda: theme.GAIN_DARK in window.panels[1].delta_label.styleSheet())
        assert theme.GAIN_DARK in window.panels[1].delta_label.styleSheet()
        assert theme.LOSS_DARK in window.panels[2].delta_label.styleSheet()
        press(qtbot, window, Qt.Key.Key_S)  # the differences, written in the dark colours
        assert theme.LOSS_DARK in window.panels[2].diff_label.text()
        assert window.strip.message_label.colors()[0] == QColor(theme.LOSS_DARK)
        assert window.panels[0].riichi_reason.palette().color(
            QPalette.ColorRole.WindowText
        ) == QColor(theme.LOSS_DARK)
    finally:
        app.setPalette(old)


def test_a_failed_save_shows_a_message_and_changes_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    class FullDisk:
        def save(self, model: Any) -> None:
            raise OSError("No space left on device")

    window = make_window()
    window.model.journal = FullDisk()
    before = screen_state(window)
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    assert "could not be saved" in window.message()
    assert "No space left" in window.message()
    assert screen_state(window) == before
    assert window.model.index == 0
    assert not window.menu_edit.act_undo.isEnabled()
