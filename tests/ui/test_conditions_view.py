"""All-last conditions in the window: the panels' lines, the full view, the any-hand switch."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from scoretable.engine.conditions import HanFu, Level
from scoretable.engine.table import Win, WinEntry
from scoretable.ui.table.conditions_view import ConditionsDialog, level_text
from scoretable.ui.table.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).parents[1] / "game"))
from test_conditions_watcher import south_4

SEAT_1 = [
    "Top: ron 16,000 / direct 7,100 / tsumo 3,000-6,000",
    "2nd: ron 7,100 / direct 4,500 / tsumo 1,200-2,300",
    "3rd: ron 3,600 / direct 2,300 / tsumo 1,000-2,000",
]
SEAT_2 = [
    "Top: ron 12,000 / direct 5,200 / tsumo 2,000-3,900",
    "2nd: ron 2,600 / direct 1,300 / tsumo 500-1,000 / draw",
]


def click(qtbot: Any, box: QCheckBox) -> None:
    """Click a check box on its indicator (its middle may be past its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def lines(window: MainWindow) -> list[list[str] | None]:
    return [
        line.text().split("\n") if line.isVisibleTo(window) else None
        for line in window.conditions_lines
    ]


def test_panels_show_the_conditions_in_the_last_hand(
    make_window: Callable[..., MainWindow], qtbot: Any
) -> None:
    window = make_window()
    assert lines(window) == [None] * 4  # East 1
    window.set_model(south_4())
    # South 4 of the standard rules: 32,700 / 18,600 / 23,100 / 25,600, seat 3 dealing;
    # the dealer's win goes on (no agari-yame), so top is out of his reach
    assert lines(window) == [None, SEAT_1, SEAT_2, ["Top: out of reach"]]
    window.grab().save("/tmp/conditions_panels.png")


def test_riichi_and_undo_recompute(make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    window = make_window()
    window.set_model(south_4())
    panel = window.panels[2]
    qtbot.mouseClick(panel.riichi_button, Qt.MouseButton.LeftButton)
    assert window.model.state.riichi == frozenset({2})
    # Cho's own stick comes back with his win: the same for him; Ben would win it
    assert lines(window)[2] == SEAT_2
    # 2nd: 18,600 + 2a + d + 1,000 >= 25,600 - d (a tie with the dealer goes to Ben):
    # 1,000/2,000, where it was 1,200/2,300
    assert lines(window)[1] == [
        "Top: ron 16,000 / direct 7,100 / tsumo 3,000-6,000",
        "2nd: ron 6,400 / direct 3,200 / tsumo 1,000-2,000",
        "3rd: ron 2,600 / direct 1,300 / tsumo 500-1,000 / draw",
    ]
    window.undo()
    assert lines(window) == [None, SEAT_1, SEAT_2, ["Top: out of reach"]]
    window.undo()  # back into South 3
    assert lines(window) == [None] * 4


def test_the_conditions_view_and_the_any_hand_switch(
    make_window: Callable[..., MainWindow], qtbot: Any
) -> None:
    window = make_window()
    window.set_model(south_4(6))  # South 3
    window.act_conditions.trigger()
    dialog = window.conditions_dialog
    assert isinstance(dialog, ConditionsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.rows() == []
    assert "Not the last hand" in dialog.note.text()
    click(qtbot, dialog.any_hand)
    assert window.act_conditions_any.isChecked()
    assert dialog.rows() and all(line is not None for line in lines(window)[1:])
    click(qtbot, dialog.any_hand)
    assert not window.act_conditions_any.isChecked() and dialog.rows() == []
    window.redo()  # South 4
    rows = dialog.rows()
    assert rows[0] == [
        "Ben",
        "Top",
        "3,000/6,000 (6 han or 7 han)",
        "7,100 (2 han 110 fu)",
        "\u2014",
        "16,000 (8 han or 9 han)",
        "16,000 (8 han or 9 han)",
        "no",
    ]
    assert rows[4][1:3] == ["2nd", "500/1,000 (1 han 60 fu or 2 han 30 fu)"]
    assert rows[4][7] == "Cho / Ann+Cho / Ben+Cho / Ann+Ben+Cho"
    assert rows[5][:3] == ["Dai", "Top", "not reachable"]
    dialog.grab().save("/tmp/conditions_dialog.png")
    # the riichi variant: each player's own 1,000 on the table first
    click(qtbot, dialog.riichi)
    assert dialog.rows() != rows and all(r[7] == "no" or "Ben" in r[7] for r in dialog.rows()[:3])
    click(qtbot, dialog.riichi)
    # the menu's switch drives the view too
    window.act_conditions_any.setChecked(True)
    assert dialog.any_hand.isChecked()
    window.act_conditions_any.setChecked(False)
    # undo is followed
    window.model.declare_riichi(0)
    assert dialog.rows() != rows
    window.undo()
    assert dialog.rows() == rows
    # the game ends: nothing left to need
    window.model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))
    assert dialog.rows() == [] and dialog.note.text() == "The game is over."


def test_a_new_game_gets_a_new_watcher_and_closes_the_view(
    make_window: Callable[..., MainWindow], qtbot: Any
) -> None:
    window = make_window()
    window.set_model(south_4())
    window.act_conditions_any.setChecked(True)
    window.act_conditions.trigger()
    assert window.conditions_dialog is not None and window.conditions_dialog.isVisible()
    old = window.conditions_watcher
    window.set_model(south_4(6))
    assert window.conditions_watcher is not old and window.conditions_watcher.end_now
    assert not window.conditions_dialog.isVisible()
    assert all(line is not None for line in lines(window)[1:])


def test_nobody_can_move_up_and_texts(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("ema2016")
    window.act_conditions_any.setChecked(True)  # East 1, every score 30,000: all share top
    window.act_conditions.trigger()
    assert window.conditions_dialog is not None
    assert window.conditions_dialog.note.text() == "Nobody can move up."
    level = Level(2000, (2000,), (HanFu(5),))
    assert level_text(level, True, True) == "2,000 all (5 han)"
