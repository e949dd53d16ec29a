"""Safe keys: no focus rests where Space or Enter would change the game (at start, after a
dialog, after Tab), New game starts on the first name, and a number field that gets the
focus is replaced by what is typed."""

from __future__ import annotations

from collections.abc import Callable

from helpers.dialogs import activate
from helpers.table_ui import DialogStubs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from scoretable.ui.record.new_game_dialog import NewGameDialog
from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting
from scoretable.ui.table.main_window import MainWindow

KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def stray_keys(qtbot: QtBot, window: MainWindow) -> None:
    """Space and Enter where the focus is (or on the window), as a stray hand would."""
    for key in KEYS:
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, key)


def assert_nothing_changed(window: MainWindow) -> None:
    assert window.model.index == 0
    assert window.model.state.riichi == frozenset()
    assert [panel.score_label.text() for panel in window.panels] == ["25,000"] * 4


def test_space_and_enter_at_start_change_nothing(
    qtbot: QtBot, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    focus = QApplication.focusWidget()
    assert not isinstance(focus, QAbstractButton), focus
    stray_keys(qtbot, window)
    assert_nothing_changed(window)
    # Tab round the window: still nowhere Space or Enter acts
    for _ in range(6):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        assert not isinstance(QApplication.focusWidget(), QAbstractButton)
        stray_keys(qtbot, window)
    assert_nothing_changed(window)
    # the table is still played by its keys
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.model.state.riichi == frozenset({0})


def test_space_and_enter_after_a_dialog_change_nothing(
    qtbot: QtBot, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.screens.get("shortcuts")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    activate(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    # the window's focus as it comes back (offscreen, nothing activates it by itself)
    assert not isinstance(window.focusWidget(), QAbstractButton), window.focusWidget()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not isinstance(QApplication.focusWidget(), QAbstractButton)
    stray_keys(qtbot, window)
    assert_nothing_changed(window)


def test_new_game_starts_on_the_first_name(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, ["Aiko", "Bruno"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    activate(qtbot, dialog)
    for name in ("Aiko", "Bruno", "Chen", "Dana"):
        qtbot.keyClicks(QApplication.focusWidget(), name)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert [edit.currentText() for edit in dialog.name_edits] == ["Aiko", "Bruno", "Chen", "Dana"]
    assert dialog.player_count.currentData() == 4


def test_a_focused_number_field_is_replaced_by_typing(qtbot: QtBot) -> None:
    dialog = TimerDialog(TimerSetting(60, 1), None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    activate(qtbot, dialog)
    minutes = dialog.minutes
    # the dialog opens in it: its number selected
    qtbot.waitUntil(lambda: minutes.hasFocus() and minutes.lineEdit().selectedText() == "60")
    qtbot.keyClicks(minutes, "45")
    assert minutes.value() == 45
    # away and back with a click: selected again
    qtbot.keyClick(minutes, Qt.Key.Key_Tab)
    assert not minutes.hasFocus()
    qtbot.mouseClick(minutes.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: minutes.lineEdit().selectedText() == "45")
    qtbot.keyClicks(minutes, "30")
    assert minutes.value() == 30
