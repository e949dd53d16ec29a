"""Undo and redo say what they did in the message strip, in English and Japanese, the points
with a comma between thousands."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from helpers.table_ui import DialogStubs, press
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.table import Chombo, ExhaustiveDraw, Win, WinEntry
from scoretable.i18n import Translations
from scoretable.ui.table.main_window import MainWindow

NAMES = ("Aiko", "Bruno", "Chen", "Dana")
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")
    QLocale.setDefault(locale)


def undo_and_redo(qtbot: QtBot, window: MainWindow) -> tuple[str, str]:
    """Ctrl+Z, then Ctrl+Shift+Z: the message after each."""
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    undone = window.message()
    press(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    return undone, window.message()


@pytest.mark.parametrize(
    ("action", "said"),
    [
        (
            Win((WinEntry(winner=1, han=3, fu=30),), discarder=0),
            "Bruno's ron, 3,900 from Aiko",
        ),
        (
            Win((WinEntry(winner=1, han=6),), discarder=2),
            "Bruno's ron, 12,000 from Chen",
        ),
        (
            Win((WinEntry(winner=1, han=1, fu=30), WinEntry(winner=3, han=5)), discarder=2),
            "Ron by Bruno, Dana, 9,000 from Chen",
        ),
        (Win((WinEntry(winner=2, han=4, fu=30),)), "Chen's tsumo, 7,900 in all"),
        (ExhaustiveDraw(tenpai=frozenset({0, 3})), "Draw, tenpai: Aiko, Dana"),
        (ExhaustiveDraw(), "Draw, all noten"),
        (Chombo(3), "Dana's chombo"),
    ],
)
def test_undo_and_redo_say_what_they_did(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    action: object,
    said: str,
) -> None:
    window = make_window("standard", NAMES)
    if isinstance(action, Win):
        window.model.record_win(action)
    elif isinstance(action, ExhaustiveDraw):
        window.model.record_draw(action)
    else:
        assert isinstance(action, Chombo)
        window.model.record_chombo(action.seat)
    assert window.message() == ""
    assert undo_and_redo(qtbot, window) == (f"Undone: {said}", f"Redone: {said}")


def test_riichi_rename_and_nothing_to_undo(
    qtbot: QtBot, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window("standard", NAMES)
    press(qtbot, window, Qt.Key.Key_Z, CTRL)  # nothing to undo: nothing said
    assert window.message() == ""
    press(qtbot, window, Qt.Key.Key_2)
    assert undo_and_redo(qtbot, window) == ("Undone: Bruno's riichi", "Redone: Bruno's riichi")
    press(qtbot, window, Qt.Key.Key_2)  # taken back
    assert undo_and_redo(qtbot, window) == (
        "Undone: Bruno's riichi taken back",
        "Redone: Bruno's riichi taken back",
    )
    window.model.rename_player(0, "Ayako")
    assert undo_and_redo(qtbot, window) == ("Undone: Rename Aiko", "Redone: Rename Aiko")
    press(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)  # nothing to redo: the message stays
    assert window.message() == "Redone: Rename Aiko"
    # the next action clears it
    press(qtbot, window, Qt.Key.Key_3)
    assert window.message() == ""


def test_undo_speaks_japanese(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    translator: Translations,
) -> None:
    assert translator.switch("ja")
    window = make_window("standard", NAMES)
    window.model.record_win(Win((WinEntry(winner=1, han=4, fu=40),), discarder=0))
    assert undo_and_redo(qtbot, window) == (
        "元に戻しました: Brunoのロン、Aikoから8,000点",
        "やり直しました: Brunoのロン、Aikoから8,000点",
    )
    window.model.record_win(Win((WinEntry(winner=2, han=4, fu=30),)))
    assert undo_and_redo(qtbot, window)[0] == "元に戻しました: Chenのツモ、計7,900点"
