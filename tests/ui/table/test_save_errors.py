"""A save that fails is said in the interface's language (issue 44): every change goes through
the session's one save path, and the window words what it raises with ``ui.voice``. In
Japanese a full disk no longer shows SQLite's English reason."""

from __future__ import annotations

import errno
import sqlite3
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.ui.table.main_window import MainWindow

RON = Win((WinEntry(winner=1, han=3, fu=30),), discarder=2)
FULL = {
    "sqlite": lambda: sqlite3.OperationalError("database or disk is full"),
    "system": lambda: OSError(errno.ENOSPC, "No space left on device"),
}


def _fill_the_disk(window: MainWindow, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    def full(_model: object) -> None:
        raise FULL[how]()

    monkeypatch.setattr(window.model.journal, "save", full)


@pytest.mark.parametrize("how", sorted(FULL))
def test_a_full_disk_is_said_in_japanese_and_nothing_changes(
    window: MainWindow, japanese: None, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    _fill_the_disk(window, monkeypatch, how)
    model = window.model
    assert not window.run(lambda: model.record_win(RON))
    assert window.message() == "対局を保存できませんでした: ディスクに空きがありません"
    assert "disk" not in window.message() and "space" not in window.message()
    assert model.index == 0 and model.scores == (25000,) * 4


def test_a_full_disk_is_said_in_english_too(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fill_the_disk(window, monkeypatch, "sqlite")
    assert not window.run(lambda: window.model.declare_riichi(0))
    assert window.message() == "The game could not be saved: No space left on device"


def test_an_undo_that_cannot_be_saved_is_said_the_same_way(
    window: MainWindow, japanese: None, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    assert window.run(lambda: window.model.declare_riichi(0))
    _fill_the_disk(window, monkeypatch, "sqlite")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.message() == "対局を保存できませんでした: ディスクに空きがありません"
    assert window.model.state.riichi == frozenset({0})  # the riichi stays


def test_a_new_game_the_full_disk_refuses_is_said_in_japanese(
    window: MainWindow, japanese: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = window.library
    assert library is not None
    before = window.model

    def full(*_args: object) -> Any:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(library.store, "start_game", full)
    window.start_new_game(["A", "B", "C", "D"], get_preset("standard"))
    assert window.message() == "新しい対局を保存できませんでした: ディスクに空きがありません"
    assert window.model is before
