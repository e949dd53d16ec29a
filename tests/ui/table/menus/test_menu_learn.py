"""Learn (menus/learn.py): each tool opens once, on the rules of the game on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from scoretable.ui.table.main_window import MainWindow


@pytest.mark.parametrize(
    ("name", "key", "kept"),
    [
        ("act_quiz", "quiz", "quiz_dialog"),
        ("act_all_last", "all_last", "all_last_dialog"),
        ("act_fu_trainer", "fu", "fu_trainer_dialog"),
        ("act_reference", "tables", "reference_dialog"),
        ("act_hand_calculator", "calculator", "hand_calculator_dialog"),
        ("act_worth", "worth", "worth_dialog"),
        ("act_worksheet", "worksheet", "worksheet_dialog"),
        ("act_sticks", "sticks", "sticks_dialog"),
        ("act_table_learners", "table_learners", "table_learners_dialog"),
    ],
)
def test_each_tool_opens_once(
    qtbot: Any, make_window: Callable[..., MainWindow], name: str, key: str, kept: str
) -> None:
    window = make_window()
    menu = window.menu_learn
    getattr(menu, name).trigger()
    dialog = window.screens[key]
    assert dialog.isVisible()
    assert dialog is getattr(menu.learn, kept)
    assert dialog.parentWidget() is window
    getattr(menu, name).trigger()  # open: raised, not a second one
    assert window.screens[key] is dialog
    assert getattr(menu.learn, kept) is dialog
    dialog.close()
    QApplication.processEvents()
