"""Games (menus/games.py): the library's screens, exports and imports, the club; disabled
without a library."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.menus import entries
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from scoretable.engine.table import ExhaustiveDraw
from scoretable.ui.table.main_window import MainWindow


def test_the_games_menu(window: MainWindow) -> None:
    texts = [None if e is None else e[0] for e in entries(window.menu_games)]
    assert texts == [
        "&Library of games…",
        "Score &chart…",
        "Player &statistics…",
        None,
        "Export game as &JSON…",
        "Export game as C&SV…",
        "Export game as tenhou.net/&6…",
        "&Import game…",
        "Import &Tenhou logs…",
        "Re&play this game hand by hand…",
        None,
        "Lea&gue: standings and seating…",
        "Club &server…",
        "Send the &whole library to the club…",
        "Club: copies that &differ…",
        "&Tournament (organiser)…",
        None,
        "&Back up library…",
        "&Restore library backup…",
    ]
    assert all(a.isEnabled() for a in window.menu_games.library_actions())
    # both need the club, which this window has not
    assert not window.menu_games.act_tournament.isEnabled()
    assert not window.menu_games.act_club_sync.isEnabled()
    assert not window.menu_games.act_club_conflicts.isEnabled()
    assert window.menu_games.show_club_conflicts() is None


def test_export_tenhou6_writes_the_game(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.run(lambda: window.model.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 2}))))
    target = tmp_path / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))
    window.menu_games.act_export_tenhou6.trigger()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["name"] == ["Aiko", "Bruno", "Chen", "Dana"]
    assert len(written["log"]) == 1
    assert told
    assert told[0].startswith("Saved out.json.")
    assert window.message() == ""


def test_export_json_writes_the_game(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    window.menu_games.act_export_json.trigger()
    assert json.loads(target.read_text(encoding="utf-8"))["players"] == [
        "Aiko",
        "Bruno",
        "Chen",
        "Dana",
    ]


def test_a_screen_opens_once(qtbot: Any, window: MainWindow) -> None:
    window.menu_games.act_stats.trigger()
    stats = window.screens["stats"]
    assert stats.isVisible()
    assert stats.parentWidget() is window
    window.menu_games.act_stats.trigger()
    assert window.screens["stats"] is stats  # raised, not a second one
    stats.close()
    QApplication.processEvents()
    window.menu_games.act_chart.trigger()
    chart = window.screens["chart"]
    assert chart.isVisible()
    chart.close()


def test_without_a_library_the_menu_is_off(qtbot: Any, make_window: Callable[..., MainWindow]):
    window = make_window()
    games = window.menu_games
    assert not any(a.isEnabled() for a in games.library_actions())
    assert games.show_library() is None
    assert games.show_stats() is None
    assert games.replay_game() is None
    assert games.show_league() is None
    assert games.show_tournament() is None
    games.export_tenhou6()  # nothing to export to: nothing happens, nothing said
    assert window.message() == ""
