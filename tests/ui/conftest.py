"""Fixtures for driving the real main window: a window factory and stubbed dialogs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.table_ui import (
    PLAYERS,
    DialogStubs,
)
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import Rules, get_preset
from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.storage.db import open_store
from scoretable.ui.table.main_window import MainWindow


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    """A library in the test's own folder."""
    lib = Library(open_store(tmp_path / "data").store)
    yield lib
    lib.close()


@pytest.fixture
def window(qtbot: Any, library: Library) -> MainWindow:
    """The main window, shown, with a new standard game of ``library`` on the table."""
    model = library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(model, library=library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> DialogStubs:
    return DialogStubs(monkeypatch)


@pytest.fixture
def make_window(qtbot: Any) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(
        rules: Rules | str = "standard",
        players: tuple[str, ...] = PLAYERS,
        size: tuple[int, int] = (1366, 768),
        **options: Any,
    ) -> MainWindow:
        if isinstance(rules, str):
            rules = get_preset(rules)
        # the pointer off the window: one left over a panel by an earlier test hovers the
        # new window's panel there (its differences shown, the score smaller)
        QCursor.setPos(-100, -100)
        window = MainWindow(GameModel(rules, players), **options)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.menu_game.close_results()
