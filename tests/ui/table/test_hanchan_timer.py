"""Game -> Hanchan timer: the countdown on the table (both layouts) and on the second
screen, and the tournament ending, with an injected clock (no sleeps)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.fake_clock import START, Clock
from helpers.table_ui import DialogStubs, press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scoretable.engine.table import EndGame, ExhaustiveDraw
from scoretable.game.model import GameModel
from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting
from scoretable.ui.table.main_window import MainWindow


def assert_fits(screen: Any) -> None:
    """Every text of the second screen fits its label's width (font metrics)."""
    screen.layout().activate()
    labels = [
        screen.round_label,
        screen.timer_label,
        *(label for cells in screen.cells for label in cells),
    ]
    for label in labels:
        advance = label.fontMetrics().horizontalAdvance(label.text())
        assert advance <= label.width(), (label.text(), advance, label.width())


def set_timer(
    monkeypatch: pytest.MonkeyPatch, window: MainWindow, setting: TimerSetting | None
) -> list[TimerSetting]:
    offered: list[TimerSetting] = []

    def answer(cls: type, parent: Any, current: TimerSetting) -> TimerSetting | None:
        offered.append(current)
        return setting

    monkeypatch.setattr(TimerDialog, "get_timer", classmethod(answer))
    window.menu_game.act_timer.trigger()
    return offered


def test_countdown_then_this_hand_and_one_more_then_game_over(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    clock = Clock()
    window.hanchan_timer.clock = clock
    assert not window.indicator.timer_label.isVisible()  # no timer: nothing shown
    assert window.menu_game.act_timer in window.menu_game.actions()
    assert set_timer(monkeypatch, window, None) == [TimerSetting(60, 2)]  # cancelled
    assert len(window.model.log) == 0
    set_timer(monkeypatch, window, TimerSetting(30, 2))
    assert window.model.log[-1]["seconds"] == 1800
    assert window.indicator.timer_label.text() == "30:00"
    assert window.indicator.timer_label.isVisible()
    screen = window.menu_view.show_second_screen()
    qtbot.waitExposed(screen)
    assert screen.timer_label.text() == "30:00"
    assert screen.timer_label.isVisible()

    # the window's own ticker reads the clock once a second
    clock.now += 25 * 60 + 1
    qtbot.waitUntil(lambda: window.indicator.timer_label.text() == "4:59", timeout=3000)
    assert screen.timer_label.text() == "4:59"
    window.menu_view.set_layout_mode("table")  # written along every edge of the centre
    assert window.indicator.edge_texts()[0] == "East 1 · 4:59"
    assert not window.indicator.timer_label.isVisible()

    clock.now += 5 * 60
    qtbot.waitUntil(lambda: window.model.log[-1]["type"] == "time_up", timeout=3000)
    assert screen.timer_label.text() == "Time is up: finish this hand and play one more"
    assert window.indicator.edge_texts()[0] == "East 1 · Time up: 2 hands left"
    window.model.rename_player(1, "Brunhilde Ottoline")
    screen.resize(800, 450)
    qtbot.waitUntil(lambda: screen.width() == 800)
    assert_fits(screen)
    window.activateWindow()  # the keys go to the table, not the second screen
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({0})))
    press(qtbot, window, Qt.Key.Key_D)  # the hand in play
    assert not window.model.game_over
    assert screen.timer_label.text() == "Time is up: this hand is the last"
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({1})))
    with qtbot.waitSignal(window.model.gameOver):
        press(qtbot, window, Qt.Key.Key_D)  # one more: the end
    assert isinstance(window.model.history[-1].action, EndGame)
    assert screen.round_label.text().endswith("Game over")
    assert screen.timer_label.text() == "Time is up"


def test_a_resumed_game_shows_its_timer_at_once(qtbot: Any, frozen_clock: Any) -> None:
    model = GameModel.restore(
        _rules(),
        ("Ann", "Ben", "Cho", "Dai"),
        [{"type": "timer", "seconds": 600, "started": START - 60, "hands_after": 1}],
        1,
    )
    window = MainWindow(model)  # its timer reads the one clock: frozen a minute after START
    qtbot.addWidget(window)
    assert window.indicator.timer_label.text() == "9:00"
    window.set_model(model)  # the same game: read the clock again
    assert window.indicator.timer_label.text() == "9:00"
    frozen_clock.advance(8 * 60 + 30)
    window.set_model(model)
    assert window.indicator.timer_label.text() == "0:30"
    other = GameModel(_rules(), ("Eve", "Fay", "Gus", "Hal"))
    window.set_model(other)  # a new game without a timer
    assert window.indicator.timer_label.text() == ""
    assert not window.indicator.timer_label.isVisible()


def _rules() -> Any:
    from scoretable.engine.rules import get_preset

    return get_preset("standard")


def test_the_dialog_gives_minutes_and_ending(qtbot: Any) -> None:
    dialog = TimerDialog(TimerSetting(45, 1))
    qtbot.addWidget(dialog)
    assert dialog.setting() == TimerSetting(45, 1)
    dialog.minutes.setValue(0)
    assert dialog.minutes.text() == "No timer"
    dialog.ending.setCurrentIndex(0)
    assert dialog.setting() == TimerSetting(0, 2)
