"""The window as a screen reader meets it: every control named, in the main window and in every
dialog its keys open; each player panel named by seat wind, dealer, player and score."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.accessibility_checks import interfaces, unnamed_controls
from helpers.table_ui import press
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.session.library import Library
from scoretable.settings import HIGH_CONTRAST, SPEECH_ENGINE, Settings
from scoretable.ui import theme
from scoretable.ui.table.main_window import MainWindow

NAMES = ("Aiko", "Bruno", "Chen", "Dai")
Role = QAccessible.Role
PANEL_NAME = re.compile(
    r"^(East|South|West|North)(, dealer)?, (?P<name>[^,]+), (?P<score>[\d,−-]+) points$"
)


@pytest.fixture
def window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = Settings(tmp_path / "settings.ini")
    settings.set(SPEECH_ENGINE, "mock")
    win = MainWindow(
        library.new_model(get_preset("standard"), NAMES), library=library, settings=settings
    )
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    return win


def panel_names(window: MainWindow) -> list[tuple[str, str]]:
    """(name, description) of each player panel, as QAccessible gives them."""
    out = []
    for face in interfaces(window):
        thing = face.object()
        if thing is not None and thing.objectName() == "playerPanel":
            out.append((face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)))
    return out


def test_each_panel_is_named_by_wind_dealer_player_and_score_as_shown(
    window: MainWindow,
) -> None:
    assert panel_names(window) == [
        ("East, dealer, Aiko, 25,000 points", "Differences: Bruno 0, Chen 0, Dai 0"),
        ("South, Bruno, 25,000 points", "Differences: Chen 0, Dai 0, Aiko 0"),
        ("West, Chen, 25,000 points", "Differences: Dai 0, Aiko 0, Bruno 0"),
        ("North, Dai, 25,000 points", "Differences: Aiko 0, Bruno 0, Chen 0"),
    ]
    window.model.declare_riichi(3)
    window.model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    names = panel_names(window)
    assert names[0] == (
        "North, Aiko, 21,100 points",
        "Differences: Bruno −8,800, Chen −3,900, Dai −2,900; last hand −3,900",
    )
    assert names[1] == (
        "East, dealer, Bruno, 29,900 points",
        "Differences: Chen +4,900, Dai +5,900, Aiko +8,800; last hand +4,900",
    )
    window.model.declare_riichi(2)
    assert panel_names(window)[2][1].endswith("; riichi declared")
    # the round indicator says all it shows
    face = QAccessible.queryAccessibleInterface(window.indicator)
    assert face is not None
    assert face.text(QAccessible.Text.Name) == ("East 2, 0 honba, 1 riichi stick, Standard")


def _audit_modal(qtbot: QtBot, window: MainWindow, key: Any, modifier: Any = None) -> list[str]:
    """Press ``key``; audit the modal dialog it opens, then close it."""
    found: list[str] = []
    seen: list[QWidget] = []

    def audit() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, audit)
            return
        seen.append(dialog)
        found.extend(unnamed_controls(dialog))
        assert isinstance(dialog, QDialog)
        dialog.reject()

    QTimer.singleShot(0, audit)
    press(qtbot, window, key, modifier)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    return found


@pytest.mark.parametrize(
    ("key", "modifier"),
    [
        (Qt.Key.Key_W, None),
        (Qt.Key.Key_D, None),
        (Qt.Key.Key_C, None),
        (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    ],
    ids=["win", "draw", "chombo", "new game"],
)
def test_every_control_of_the_dialogs_the_keys_open_has_a_name(
    qtbot: QtBot, window: MainWindow, key: Any, modifier: Any
) -> None:
    assert _audit_modal(qtbot, window, key, modifier) == []


@pytest.mark.parametrize(
    "opens",
    [
        lambda w: w.menu_games.show_library(),
        lambda w: w.menu_learn.show_quiz(),
        lambda w: w.menu_learn.show_fu_trainer(),
        lambda w: w.menu_learn.show_reference(),
        lambda w: w.menu_learn.show_all_last(),
        lambda w: w.menu_learn.show_hand_calculator(),
        lambda w: w.menu_view.show_conditions(),
        lambda w: w.menu_help.show_shortcuts(),
        lambda w: w.speech.show_voice_dialog(),
    ],
    ids=[
        "library",
        "quiz",
        "fu trainer",
        "reference",
        "all-last quiz",
        "hand calculator",
        "conditions",
        "shortcuts",
        "speech settings",
    ],
)
def test_every_control_of_the_library_and_learn_windows_has_a_name(
    qtbot: QtBot, window: MainWindow, opens: Callable[[MainWindow], QWidget | None]
) -> None:
    before = set(QApplication.topLevelWidgets())
    shown = opens(window)
    dialogs = [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()] or [
        shown
    ]
    assert dialogs
    assert all(d is not None for d in dialogs)
    for dialog in dialogs:
        assert dialog is not None
        qtbot.waitExposed(dialog)
        assert unnamed_controls(dialog) == [], dialog.windowTitle()
        dialog.close()


def test_high_contrast_is_white_on_black_remembered_and_taken_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old_style, old_palette = app.style().name(), app.palette()
    try:
        action = window.seeing.act_contrast
        assert action in window.menu_view.actions()
        assert not action.isChecked()
        action.trigger()
        palette = app.palette()
        assert palette.color(QPalette.ColorRole.Window) == QColor("#000000")
        assert palette.color(QPalette.ColorRole.WindowText) == QColor("#ffffff")
        assert palette.color(QPalette.ColorRole.Mid) == QColor("#ffffff")  # the panels' frames
        assert Settings(tmp_path / "settings.ini").get(HIGH_CONTRAST) is True
        # the next window of these settings starts in high contrast
        again = MainWindow(window.model, settings=Settings(tmp_path / "settings.ini"))
        qtbot.addWidget(again)
        assert again.seeing.act_contrast.isChecked()
        action.trigger()
        assert app.palette().color(QPalette.ColorRole.Window) != QColor("#000000")
        assert Settings(tmp_path / "settings.ini").get(HIGH_CONTRAST) is False
    finally:  # the system's scheme is no longer followed by this test's follower
        follower = getattr(app, theme._FOLLOWER, None)
        if follower is not None:  # kept on the app (the next test makes its own)
            follower.following = False
            follower.setParent(None)
            delattr(app, theme._FOLLOWER)
        app.setStyle(old_style)
        app.setPalette(old_palette)


def test_tab_goes_round_the_table_seat_by_seat_naming_each_player(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.panels[0].setFocus()
    order = []
    for _ in range(5):
        focused = QApplication.focusWidget()
        assert focused is not None
        order.append(focused.accessibleName())
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    # the panels, not their Riichi buttons (Space on a focused button declared riichi)
    assert order == [
        "East, dealer, Aiko, 25,000 points",
        "South, Bruno, 25,000 points",
        "West, Chen, 25,000 points",
        "North, Dai, 25,000 points",
        "East, dealer, Aiko, 25,000 points",
    ]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert window.model.state.riichi == frozenset()
    window.model.declare_riichi(1)
    assert window.panels[1].riichi_button.accessibleName() == "Take back riichi: Bruno"


def test_the_history_reads_row_by_row_under_its_headers(window: MainWindow, qtbot: QtBot) -> None:
    window.model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    window.history_dock.show()
    qtbot.waitUntil(window.history_view.isVisible)
    face = QAccessible.queryAccessibleInterface(window.history_view.table)
    assert face is not None
    assert face.text(QAccessible.Text.Name) == "Hands played"
    children = [face.child(i) for i in range(face.childCount())]
    headers = [c.text(QAccessible.Text.Name) for c in children if c.role() == Role.ColumnHeader]
    cells = [c.text(QAccessible.Text.Name) for c in children if c.role() == Role.Cell]
    assert headers == ["Hand", "What happened", "Aiko", "Bruno", "Chen", "Dai"]
    assert cells == [
        "East 1\n0 honba",
        "Ron: Bruno (3 han 30 fu) from Aiko",
        "−3,900\n21,100",
        "+3,900\n28,900",
        "0\n25,000",
        "0\n25,000",
    ]


def test_every_control_of_the_main_window_has_a_name_the_history_included(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.history_dock.show()
    qtbot.waitUntil(window.history_view.isVisible)
    assert unnamed_controls(window) == []
    for name, _ in panel_names(window):
        match = PANEL_NAME.match(name)
        assert match, name
        assert match["name"] in NAMES
        assert match["score"] == "25,000"
