"""View -> Text size (issue 32): the application's text at 100%, 125%, 150% or 200%,
remembered, with Ctrl++, Ctrl+- and Ctrl+0; the table keeps its targets at each size and the
hand history keeps "What happened" readable and its share of the window."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.pressure_checks import PLAYERS, panel_problems, settle, south_4, walk
from helpers.table_ui import press
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

from scoretable.settings import TEXT_SIZE, Settings
from scoretable.ui.table.history_dock import HISTORY_SHARE
from scoretable.ui.table.main_window import STRIP_TEXT_SHARE, MainWindow
from scoretable.ui.table.view_access import TEXT_SIZES, apply_text_size

HERE = Path(__file__).parent
ROOT = HERE.parents[2]


@pytest.fixture(autouse=True)
def normal_text() -> Iterator[QFont]:
    """The application's font as it was; put back after each test."""
    apply_text_size(100)
    before = QFont(QApplication.font())
    yield before
    apply_text_size(100)


def size_of(font: QFont) -> float:
    return font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())


def settings_at(path: Path, percent: int | None = None) -> Settings:
    settings = Settings(path / "settings.ini")
    if percent is not None:
        settings.set(TEXT_SIZE, percent)
    return settings


def test_the_menu_offers_each_size_and_scales_the_applications_text(
    make_window: Callable[..., MainWindow], normal_text: QFont, tmp_path: Path
) -> None:
    window = make_window(settings=settings_at(tmp_path))
    seeing = window.seeing
    assert seeing.menu_text_size.menuAction() in window.menu_view.actions()
    titles = [a.text() for a in seeing.menu_text_size.actions() if a.isCheckable()]
    assert titles == ["100%", "125%", "150%", "200%"]
    assert seeing.act_sizes[100].isChecked()
    base = size_of(normal_text)
    for percent in (150, 200, 125, 100):
        seeing.act_sizes[percent].trigger()
        assert size_of(QApplication.font()) == pytest.approx(base * percent / 100, abs=0.5)
        assert seeing.act_sizes[percent].isChecked()
        assert Settings(tmp_path / "settings.ini").get(TEXT_SIZE) == percent


def test_the_size_is_remembered_for_the_next_window(
    make_window: Callable[..., MainWindow], normal_text: QFont, tmp_path: Path
) -> None:
    window = make_window(settings=settings_at(tmp_path, 150))
    assert window.seeing.act_sizes[150].isChecked()
    assert size_of(QApplication.font()) == pytest.approx(size_of(normal_text) * 1.5, abs=0.5)
    # the dialogs, menus and history take the application's font
    assert (
        QFontInfo(window.menu_view.font()).pixelSize() == QFontInfo(QApplication.font()).pixelSize()
    )


@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        ([Qt.Key.Key_Plus], 125),
        ([Qt.Key.Key_Equal], 125),
        ([Qt.Key.Key_Plus] * 5, 200),  # stays at the largest
        ([Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Minus], 125),
        ([Qt.Key.Key_Minus], 100),  # stays at the smallest
        ([Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_0], 100),
    ],
)
def test_keys_step_the_size_and_ctrl_0_puts_it_back(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    normal_text: QFont,
    tmp_path: Path,
    keys: list[Qt.Key],
    expected: int,
) -> None:
    window = make_window(settings=settings_at(tmp_path))
    for key in keys:
        press(qtbot, window, key, Qt.KeyboardModifier.ControlModifier)
    assert window.seeing.text_size == expected
    assert window.seeing.act_sizes[expected].isChecked()
    assert size_of(QApplication.font()) == pytest.approx(
        size_of(normal_text) * expected / 100, abs=0.5
    )
    assert Settings(tmp_path / "settings.ini").get(TEXT_SIZE) == expected


def test_a_setting_that_cannot_be_written_is_said_and_the_size_kept(
    make_window: Callable[..., MainWindow], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = settings_at(tmp_path)
    window = make_window(settings=settings)

    def refuse(*_args: object) -> None:
        raise OSError("settings.ini: read-only file system")

    monkeypatch.setattr(settings, "set", refuse)
    window.seeing.act_sizes[200].trigger()
    assert window.seeing.text_size == 200
    assert "read-only" in window.message()


def shown_history(qtbot: Any, window: MainWindow) -> None:
    window.menu_view.act_history.trigger()
    qtbot.waitUntil(window.history_dock.isVisible, timeout=2000)
    settle(window)


@pytest.mark.parametrize("percent", TEXT_SIZES)
def test_the_history_keeps_what_happened_readable_and_its_share(
    qtbot: Any, make_window: Callable[..., MainWindow], percent: int
) -> None:
    """At 150% and 200% "What happened" went to one character a line or the history took
    half the window: now the column keeps twelve digits and its header whole (the table
    scrolls sideways), the dock at most a third of the window, the scores 40 device px."""
    window = make_window(players=PLAYERS, size=(1366, 768))
    window.set_model(south_4())
    window.seeing.set_text_size(percent)
    shown_history(qtbot, window)
    view = window.history_view
    header = view.table.horizontalHeader()
    digits = QFontMetrics(view.table.font()).horizontalAdvance("0")
    assert header.sectionSize(1) >= 12 * digits
    assert header.sectionSize(1) >= header.sectionSizeHint(1)  # "What happened" whole
    assert window.history_dock.width() <= round(window.width() * HISTORY_SHARE)
    assert [p for panel in window.panels for p in panel_problems(window, panel)] == []


def test_a_narrowed_window_takes_its_width_from_the_history_first(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(players=PLAYERS, size=(1920, 1080))
    window.seeing.set_text_size(200)
    settle(window)
    qtbot.waitUntil(window.history_dock.isVisible, timeout=2000)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366, timeout=2000)
    settle(window)
    assert window.history_dock.width() <= round(1366 * HISTORY_SHARE)


def test_the_strip_and_history_follow_the_text(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The strip's buttons and message never smaller than the application's text, the
    history's text twice as large at 200%."""
    window = make_window(players=PLAYERS, size=(1024, 600))
    before = window.history_dock.pixels()
    window.seeing.set_text_size(200)
    pixels = QFontInfo(QApplication.font()).pixelSize()
    assert window.history_dock.pixels() >= 2 * before - 1

    # as large as the text where the height allows (1024x600: 22 of 24 px)
    def strip_follows() -> bool:
        expected = min(pixels, window.table_area.height() // STRIP_TEXT_SHARE)
        return expected > 20 and window.strip.win_button.font().pixelSize() >= expected

    qtbot.waitUntil(strip_follows, timeout=2000)
    window.show_message("Bruno cannot declare riichi: 900 points")
    assert window.strip.message_label.font().pixelSize() > 9


@pytest.mark.parametrize("percent", TEXT_SIZES)
def test_every_reader_keeps_the_targets_at_1366x768(
    make_window: Callable[..., MainWindow], percent: int
) -> None:
    """The table issue's walk (every state, every panel) at each text size."""

    def make(size: tuple[int, int]) -> MainWindow:
        window = make_window(players=PLAYERS, size=size)
        window.seeing.set_text_size(percent)
        return window

    assert walk([(1366, 768)], make, ("screen",)) == []


def test_the_shortcut_list_wraps_long_actions_at_200_percent(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """At 200% the list elided "Win (ron or …" in a dialog of a fixed size: now each row is as
    high as its wrapped text, the dialog as wide as the text asks (the screen bounds it)."""
    window = make_window()
    window.seeing.set_text_size(200)
    dialog = window.menu_help.show_shortcuts()
    qtbot.waitExposed(dialog)
    table = dialog.table
    metrics = QFontMetrics(table.font())
    wrap = int(Qt.TextFlag.TextWordWrap.value)
    width = table.columnWidth(1) - 8
    for row in range(table.rowCount()):
        text = table.item(row, 1).text()
        tall = metrics.boundingRect(QRect(0, 0, width, 10**5), wrap, text).height()
        assert tall <= table.rowHeight(row), text
    assert table.textElideMode() == Qt.TextElideMode.ElideNone
    dialog.close()


@pytest.mark.parametrize("percent", [150, 200])
def test_every_reader_keeps_the_targets_at_200_percent_scale(percent: int) -> None:
    """The walk on a 1366x768 screen at a scale of 2 (683x384 logical), both layouts, at a
    larger text size: the strip grew with the text and took table mode's centre its room,
    until its text was bounded by the height."""
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tests" / "helpers" / "pressure_checks.py"),
            "683x384",
            f"{percent}%",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.stdout.strip() == "ok", done.stdout + done.stderr
