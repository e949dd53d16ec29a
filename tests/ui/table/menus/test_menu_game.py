"""Game (menus/game.py): New game, End game now (then Show results), Hanchan timer, Quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.menus import entries
from helpers.table_ui import DialogStubs, panel_view

from scoretable.engine.rules import get_preset
from scoretable.ui.record.new_game_dialog import GameSetup
from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting
from scoretable.ui.table.main_window import MainWindow


def test_the_game_menu(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    assert entries(window.menu_game) == [
        ("&New game…", "Ctrl+N"),
        ("&End game now", "Ctrl+E"),
        ("Hanchan &timer…", ""),
        ("&Share with phones…", ""),
        None,
        ("&Quit", "Ctrl+Q"),
    ]


def test_end_game_now_then_show_results(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    window.menu_game.act_end_game.trigger()
    assert window.model.game_over
    assert window.menu_game.act_end_game.text() == "Show &results"
    first = window.menu_game.results_dialog
    assert first is not None
    assert first.isVisible()
    window.menu_game.close_results()
    window.menu_game.act_end_game.trigger()  # over: the results again, nothing recorded
    assert window.menu_game.results_dialog is not None
    assert window.menu_game.results_dialog is not first
    assert len(window.model.history) == 1
    window.menu_edit.act_undo.trigger()
    assert window.menu_game.act_end_game.text() == "&End game now"


def test_new_game_asks_with_the_known_names(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    dialogs.queue("setup", GameSetup(players=("W", "X", "Y", "Z"), rules=get_preset("tenhou")))
    window.menu_game.act_new_game.trigger()
    assert dialogs.calls == [("setup", (["Ann", "Ben", "Cho", "Dai"],))]
    assert panel_view(window, 0).name == "W"
    assert window.model.rules.name == "tenhou"


def test_the_timer_is_asked_and_set(
    make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    asked: list[TimerSetting] = []

    def answer(_cls: type, _parent: Any, current: TimerSetting) -> TimerSetting:
        asked.append(current)
        return TimerSetting(45, 1)

    monkeypatch.setattr(TimerDialog, "get_timer", classmethod(answer))
    window.menu_game.act_timer.trigger()
    assert [a.minutes for a in asked] == [60]  # no timer yet: an hour offered
    setting = window.hanchan_timer.setting()
    assert setting is not None
    assert setting[0] == 45 * 60
    assert window.hanchan_timer.hands_after() == 1


def test_quit_closes_the_window(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.menu_game.act_quit.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
