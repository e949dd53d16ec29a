"""Help (menus/help.py): the keyboard shortcuts and About, each one window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from helpers.menus import entries

from scoretable import __version__
from scoretable.ui.table.main_window import MainWindow


def test_the_help_menu(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    assert entries(window.menu_help) == [("&Keyboard shortcuts", "F1"), ("&About scoretable", "")]
    window.menu_help.act_shortcuts.trigger()
    shortcuts = window.screens["shortcuts"]
    qtbot.waitExposed(shortcuts)
    window.menu_help.act_shortcuts.trigger()
    assert window.screens["shortcuts"] is shortcuts  # F1 twice: one list
    assert shortcuts.keys()["Rotate view"] == "R"
    shortcuts.close()
    window.menu_help.act_about.trigger()
    about = window.screens["about"]
    qtbot.waitExposed(about)
    assert __version__ in about.text()
    about.close()
