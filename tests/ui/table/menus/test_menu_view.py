"""View (menus/view.py): rotation, table mode, the second screen, differences, the hand
history, the all-last conditions; speech and the aids to seeing follow in their sections."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from helpers.menus import entries
from PySide6.QtWidgets import QApplication

from scoretable.ui.table.main_window import MainWindow


def test_the_view_menu_in_order(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    shown = entries(window.menu_view)
    assert shown[:9] == [
        ("&Rotate view", "R"),
        ("&Table mode (each player faces their score)", "T"),
        ("&Second screen (for a TV or projector)", "F3"),
        ("&Full screen", "F11"),
        ("Show &differences", "S"),
        ("Hand &history", "H"),
        None,
        ("All-last &conditions…", ""),
        ("Conditions in &every hand", ""),
    ]
    speech = [a.text() for a in window.speech.actions]
    seeing = [a.text() for a in window.seeing.actions]
    texts = [None if e is None else e[0] for e in shown[9:]]
    assert texts[: len(speech) + 1] == [None, *speech]
    assert texts[len(speech) + 1 : len(speech) + 2 + len(seeing)] == [None, *seeing]


def test_rotate_table_mode_and_differences(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    view = window.menu_view
    view.act_rotate.trigger()
    assert window.rotation == 1
    assert window.panel_at(0) is window.panels[1]
    view.act_table_mode.trigger()
    assert window.layout_mode == "table"
    assert window.panel_angle(window.panel_at(0).seat) == 0
    view.act_table_mode.trigger()
    assert window.layout_mode == "screen"
    assert not window.menu_view.differences_shown()
    view.act_differences.trigger()
    assert window.menu_view.differences_shown()
    assert all(p.diff_label.isVisibleTo(p) for p in window.panels)


def test_the_second_screen_is_one_window(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    window.menu_view.act_second_screen.trigger()
    screen = window.second_screen
    assert screen is not None
    assert screen.isVisible()
    screen.close()
    window.menu_view.act_second_screen.trigger()
    assert window.second_screen is screen
    assert screen.isVisible()  # shown again, not rebuilt
    screen.close()


def test_the_conditions_dialog_is_one_and_keeps_the_switch(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    view = window.menu_view
    view.act_conditions.trigger()
    dialog = window.screens["conditions"]
    view.act_conditions.trigger()
    assert window.screens["conditions"] is dialog
    assert dialog.isVisible()
    view.act_conditions_any.setChecked(True)
    assert window.conditions.watcher.end_now
    dialog.any_hand.setChecked(False)  # the dialog's own switch checks the menu's
    assert not view.act_conditions_any.isChecked()
    assert not window.conditions.watcher.end_now
    dialog.close()
    QApplication.processEvents()
