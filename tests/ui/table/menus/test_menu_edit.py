"""Edit (menus/edit.py): Undo and Redo through the game's one stack, with the on-screen
buttons following it, and Rename players."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from helpers.menus import entries
from helpers.table_ui import DialogStubs, panel_view
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scoretable.ui.table.main_window import MainWindow


def test_the_edit_menu(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    assert entries(window.menu_edit) == [
        ("&Undo", "Ctrl+Z"),
        ("&Redo", "Ctrl+Shift+Z, Ctrl+Y"),
        None,
        ("Re&name players…", "F2"),
    ]


def test_the_undo_button_is_off_with_nothing_to_undo(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    edit = window.menu_edit
    assert not window.strip.undo_button.isEnabled()
    assert not edit.act_undo.isEnabled()
    window.menu_hand.act_riichi[0].trigger()
    assert window.strip.undo_button.isEnabled()
    assert edit.act_undo.isEnabled()
    assert edit.act_undo.text().startswith("&Undo ")
    assert edit.act_undo.text() != "&Undo"
    assert not edit.act_redo.isEnabled()
    QTest.mouseClick(window.strip.undo_button, Qt.MouseButton.LeftButton)
    assert not panel_view(window, 0).riichi
    assert window.message().startswith("Undone")
    assert not window.strip.undo_button.isEnabled()
    assert not edit.act_undo.isEnabled()
    assert edit.act_undo.text() == "&Undo"
    assert edit.act_redo.isEnabled()
    edit.act_redo.trigger()
    assert panel_view(window, 0).riichi
    assert window.strip.undo_button.isEnabled()
    assert window.message().startswith("Redone")
    assert not edit.act_redo.isEnabled()
    assert edit.act_redo.text() == "&Redo"


def test_undo_and_redo_with_nothing_to_do_do_nothing(make_window: Callable[..., MainWindow]):
    window = make_window()
    window.menu_edit.act_undo.trigger()
    window.menu_edit.act_redo.trigger()
    assert window.message() == ""
    assert window.model.history == []


def test_rename_players(make_window: Callable[..., MainWindow], dialogs: DialogStubs) -> None:
    window = make_window()
    dialogs.queue("names", ("Ann", "Ben", "Cy", "Dai"))
    window.menu_edit.act_rename.trigger()
    assert panel_view(window, 2).name == "Cy"
    assert window.model.players[2] == "Cy"
    dialogs.queue("names", None)  # cancelled: nothing changes
    window.menu_edit.act_rename.trigger()
    assert window.model.players == ("Ann", "Ben", "Cy", "Dai")
