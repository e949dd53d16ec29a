"""The table shell (issue 33): one way to open a screen (menus.open_screen), every menu in a
module of its own, and the window's module kept to the table and its layout."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from scoretable.ui.table import main_window
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.table.menus import open_screen


def test_a_screen_is_built_once_while_open(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    built: list[QDialog] = []

    def build() -> QDialog:
        dialog = QDialog()  # no parent: open_screen gives it the window
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        built.append(dialog)
        return dialog

    first = open_screen(window, "probe", build)
    assert first.parentWidget() is window
    assert first.isWindow()
    assert open_screen(window, "probe", build) is first
    assert len(built) == 1
    first.close()  # deleted on close: the next one is new
    assert open_screen(window, "probe", build) is not first
    assert len(built) == 2
    built[-1].close()
    QApplication.processEvents()


def test_a_kept_screen_is_shown_again(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    built: list[QWidget] = []

    def build() -> QWidget:
        screen = QWidget(window, Qt.WindowType.Window)
        screen.show()
        built.append(screen)
        return screen

    screen = open_screen(window, "kept", build, keep=True)
    screen.close()
    assert open_screen(window, "kept", build, keep=True) is screen
    assert screen.isVisible()
    assert len(built) == 1
    screen.close()
    assert open_screen(window, "kept", build) is not screen  # not kept: a new one
    built[-1].close()


def test_the_window_module_is_the_shell() -> None:
    lines = Path(main_window.__file__).read_text(encoding="utf-8").count("\n")
    assert lines <= 600, f"main_window.py has {lines} lines"
