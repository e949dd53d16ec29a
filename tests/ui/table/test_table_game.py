"""Whole games in table mode with the real dialogs: one through the on-screen buttons and
mouse clicks only, one through the keyboard only, counting the keys of each hand."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers.dialogs import click_item
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from scoretable.ui.table.main_window import MainWindow

#: the final scores of the game both tests play (Tenhou rules: a score below 0 ends it)
FINAL = (19900, 23900, -100, 56300)

#: keys per hand type on the keyboard path, and the budget each must stay within
BUDGET = {"non-dealer ron": 5, "dealer ron": 5, "tsumo": 5, "draw": 3, "yakuman tsumo": 6}


@pytest.fixture(autouse=True)
def pointer_put_away() -> Iterator[None]:
    """These tests move the pointer; later tests must not find it over a panel."""
    yield
    QCursor.setPos(0, 0)


def in_next_dialog(qtbot: Any, steps: Callable[[QDialog], None]) -> None:
    """Run ``steps`` on the modal dialog the next action opens (its exec() runs the loop)."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), "no dialog opened"
        dialog.activateWindow()
        try:
            steps(dialog)
        finally:
            if dialog.isVisible():  # a failed step must not leave the test waiting
                dialog.reject()

    QTimer.singleShot(0, act)


def click(qtbot: Any, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def focus(qtbot: Any, window: MainWindow) -> None:
    """The window active again after a dialog (its keys are window shortcuts)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def record_button(dialog: Any) -> QWidget:
    button: QWidget = dialog.ok_button
    return button


def test_a_whole_game_through_the_on_screen_buttons(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # a popup ignores a release that comes sooner than a double click after it opened
    interval = QApplication.doubleClickInterval()
    QApplication.setDoubleClickInterval(0)
    try:
        play_with_the_mouse(qtbot, make_window)
    finally:
        QApplication.setDoubleClickInterval(interval)


def play_with_the_mouse(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window("tenhou", size=(1366, 768))
    window.menu_view.set_layout_mode("table")

    # East 1: Ben wins a mangan by ron from Cho (a click on Ben's score ticks him)
    def ben_ron(dialog: Any) -> None:
        assert dialog.winner_boxes[1].isChecked()
        click_item(qtbot, dialog.discarder, "Cho")
        click_item(qtbot, dialog.editors[1].mode, "Mangan")
        click(qtbot, record_button(dialog))

    in_next_dialog(qtbot, ben_ron)
    click(qtbot, window.panels[1].score_label)
    assert window.model.scores == (25000, 33000, 17000, 25000)

    # East 2: a draw, Ann alone tenpai
    def draw(dialog: Any) -> None:
        click(qtbot, dialog.tenpai_boxes[0])
        click(qtbot, record_button(dialog))

    in_next_dialog(qtbot, draw)
    click(qtbot, window.strip.draw_button)
    assert window.model.scores == (28000, 32000, 16000, 24000)

    # A wrong entry, taken back with Undo, and entered again
    def wrong(dialog: Any) -> None:
        click(qtbot, dialog.tsumo)
        click(qtbot, dialog.winner_boxes[0])
        click_item(qtbot, dialog.editors[0].mode, "Mangan")
        click(qtbot, record_button(dialog))

    in_next_dialog(qtbot, wrong)
    click(qtbot, window.strip.win_button)
    assert window.model.scores != (28000, 32000, 16000, 24000)
    click(qtbot, window.strip.undo_button)
    assert window.model.scores == (28000, 32000, 16000, 24000)

    # East 3, 1 honba: Dai's yakuman tsumo; Cho, the dealer, goes below zero: game over
    def dai_tsumo(dialog: Any) -> None:
        click(qtbot, dialog.tsumo)
        assert dialog.winner_boxes[3].isChecked()
        click_item(qtbot, dialog.editors[3].mode, "Yakuman")
        click(qtbot, record_button(dialog))

    in_next_dialog(qtbot, dai_tsumo)
    click(qtbot, window.panels[3].score_label)
    assert window.model.game_over
    assert window.model.scores == FINAL
    assert [panel.score_label.text() for panel in window.panels] == [
        "19,900",
        "23,900",
        "\u2212100",
        "56,300",
    ]
    assert window.panels[3].result_label.text().startswith("1st")
    assert window.strip.message_label.isVisible()
    assert window.strip.results_button.isVisible()


def test_a_whole_game_through_the_keyboard(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("tenhou", size=(1366, 768))
    window.menu_view.act_table_mode.trigger()
    counts: dict[str, int] = {}

    def play(hand: str, first: Qt.Key, dialog_keys: list[Qt.Key]) -> None:
        """``first`` on the window, then ``dialog_keys`` into whatever has the focus."""

        def type_keys(dialog: QDialog) -> None:
            for key in dialog_keys:
                target = dialog.focusWidget() or dialog
                qtbot.keyClick(target, key)

        focus(qtbot, window)
        in_next_dialog(qtbot, type_keys)
        qtbot.keyClick(window, first)
        counts[hand] = 1 + len(dialog_keys)

    k = Qt.Key
    # East 1: Ben (2) ron from Cho (3), 5 han: a mangan
    play("non-dealer ron", k.Key_W, [k.Key_2, k.Key_3, k.Key_5, k.Key_Return])
    assert window.model.scores == (25000, 33000, 17000, 25000)
    # East 2: a draw, Ann (1) alone tenpai
    play("draw", k.Key_D, [k.Key_1, k.Key_Return])
    assert window.model.scores == (28000, 32000, 16000, 24000)
    # East 3, 1 honba: Dai (4) tsumo, a yakuman: 13 han
    play("yakuman tsumo", k.Key_W, [k.Key_T, k.Key_4, k.Key_1, k.Key_3, k.Key_Return])
    assert window.model.game_over
    assert window.model.scores == FINAL
    for hand, used in counts.items():
        assert used <= BUDGET[hand], (hand, used)
    assert counts == {"non-dealer ron": 5, "draw": 3, "yakuman tsumo": 6}


def test_keys_of_a_dealer_ron_and_a_tsumo(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("standard")
    k = Qt.Key

    def play(first: Qt.Key, dialog_keys: list[Qt.Key]) -> None:
        def type_keys(dialog: QDialog) -> None:
            for key in dialog_keys:
                qtbot.keyClick(dialog.focusWidget() or dialog, key)

        focus(qtbot, window)
        in_next_dialog(qtbot, type_keys)
        qtbot.keyClick(window, first)

    # the dealer, Ann (1), ron from Dai (4), 3 han 30 fu: 5,800
    play(k.Key_W, [k.Key_1, k.Key_4, k.Key_3, k.Key_Return])
    assert window.model.scores == (30800, 25000, 25000, 19200)
    assert BUDGET["dealer ron"] >= 1 + 4
    # Ann again (1 honba), tsumo, 2 han 30 fu: 1,000 all, and 100 each for the honba
    play(k.Key_W, [k.Key_T, k.Key_1, k.Key_2, k.Key_Return])
    assert window.model.scores == (30800 + 3300, 23900, 23900, 18100)
    assert BUDGET["tsumo"] >= 1 + 4
