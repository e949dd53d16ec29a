"""Fixtures for driving the real main window: a window factory and stubbed dialogs."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import Rules, get_preset
from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.storage.db import open_store
from scoretable.ui.table.main_window import MainWindow

PLAYERS = ("Ann", "Ben", "Cho", "Dai")


@dataclass
class PanelView:
    """What one panel shows, read from its widgets."""

    name: str
    wind: str
    dealer: bool
    score: str
    riichi: bool
    riichi_enabled: bool


def panel_view(window: MainWindow, seat: int) -> PanelView:
    panel = window.panels[seat]
    return PanelView(
        name=panel.name_label.text(),
        wind=panel.wind_label.text(),
        dealer=panel.dealer_label.isVisibleTo(panel),
        score=panel.score_label.text(),
        riichi=panel.riichi_stick.isVisibleTo(panel),
        riichi_enabled=panel.riichi_button.isEnabled(),
    )


def scores_shown(window: MainWindow) -> list[str]:
    return [panel.score_label.text() for panel in window.panels]


def screen_state(window: MainWindow) -> tuple[Any, ...]:
    """Everything the table shows, to compare before/after undo and redo."""
    return (
        tuple(
            (
                p.name_label.text(),
                p.wind_label.text(),
                p.dealer_label.isVisibleTo(p),
                p.score_label.text(),
                p.riichi_stick.isVisibleTo(p),
                p.riichi_button.text(),
                p.delta_label.text(),
            )
            for p in window.panels
        ),
        window.indicator.summary(),
        window.history_view.table_model.rowCount(),
    )


class DialogStubs:
    """Replaces the dialogs' classmethods: each call pops the next queued answer."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answers: dict[str, deque[Any]] = {
            k: deque() for k in ("win", "draw", "chombo", "setup", "names")
        }
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        from scoretable.ui.record import (
            chombo_dialog,
            draw_dialog,
            new_game_dialog,
            rename_dialog,
            win_dialog,
        )

        def stub(kind: str) -> Callable[..., Any]:
            def answer(cls: type, parent: Any, *args: Any) -> Any:
                self.calls.append((kind, args))
                assert self.answers[kind], f"unexpected {kind} dialog"
                return self.answers[kind].popleft()

            return classmethod(answer)  # type: ignore[return-value]

        monkeypatch.setattr(win_dialog.WinDialog, "get_win", stub("win"))
        monkeypatch.setattr(draw_dialog.DrawDialog, "get_draw", stub("draw"))
        monkeypatch.setattr(chombo_dialog.ChomboDialog, "get_chombo", stub("chombo"))
        monkeypatch.setattr(new_game_dialog.NewGameDialog, "get_setup", stub("setup"))
        monkeypatch.setattr(rename_dialog.RenamePlayersDialog, "get_names", stub("names"))

    def queue(self, kind: str, value: Any) -> None:
        self.answers[kind].append(value)


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


def press(qtbot: Any, window: MainWindow, key: Qt.Key, modifier: Any = None) -> None:
    """A key press on the window, as a player would type it."""
    if modifier is None:
        qtbot.keyClick(window, key)
    else:
        qtbot.keyClick(window, key, modifier)
