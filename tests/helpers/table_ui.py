"""Driving the real main window: what its panels show, keys pressed as a player types them,
the dialogs' classmethods answered from a queue, and a window on a library's new game."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.session.library import Library
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


def press(qtbot: Any, window: MainWindow, key: Qt.Key, modifier: Any = None) -> None:
    """A key press on the window, as a player would type it."""
    if modifier is None:
        qtbot.keyClick(window, key)
    else:
        qtbot.keyClick(window, key, modifier)


def library_window(qtbot: Any, library: Library, **kwargs: Any) -> MainWindow:
    """A window on a new game of ``library`` (``club=``: the library's club link too, as the
    app gives both)."""
    if "club" in kwargs:
        library.club = kwargs["club"]
    window = MainWindow(
        library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana")),
        library=library,
        **kwargs,
    )
    qtbot.addWidget(window)
    return window
