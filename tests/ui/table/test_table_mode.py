"""Table mode, the fit of every score at every size, the action strip, the game-end state."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.table_checks import (
    SIZES,
    all_problems,
    facing_problems,
    overlap_problems,
    score_problems,
)
from helpers.table_ui import DialogStubs
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QCursor, QFontInfo, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError

from scoretable.engine.table import Win, WinEntry
from scoretable.settings import LAYOUT, Settings
from scoretable.ui.table.history_dock import HISTORY_WIDTH
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.table.strip import BUTTON_MIN_PIXELS

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def pointer_put_away() -> Iterator[None]:
    """Some tests click panels; later tests must not find the pointer over one."""
    yield
    QCursor.setPos(0, 0)


ROOT = HERE.parents[2]


def settled(qtbot: Any, window: MainWindow) -> list[str]:
    """The problems once the window has laid itself out (the event loop runs)."""
    with contextlib.suppress(TimeoutError):  # the caller's assertion shows what is wrong
        qtbot.waitUntil(lambda: all_problems(window) == [], timeout=2000)
    return all_problems(window)


@pytest.mark.parametrize("layout", ["screen", "table"])
@pytest.mark.parametrize("size", SIZES)
def test_every_score_fits_and_faces_its_seat(
    qtbot: Any, make_window: Callable[..., MainWindow], layout: str, size: tuple[int, int]
) -> None:
    window = make_window(size=size)
    window.menu_view.set_layout_mode(layout)
    window.model.record_win(Win((WinEntry(winner=1, han=13, fu=None),), discarder=3))
    assert window.panels[3].score_label.text() == "\u22127,000"  # a negative score
    assert settled(qtbot, window) == []
    window.model.end_game()
    window.menu_game.close_results()
    assert settled(qtbot, window) == []


@pytest.mark.parametrize(("scale", "sizes"), [("1.5", ["911x512"]), ("2", ["683x384"])])
def test_every_score_fits_at_a_display_scale(scale: str, sizes: list[str]) -> None:
    """The same checks at Qt's device pixel ratio 1.5 and 2 (a process of its own)."""
    env = {**os.environ, "QT_SCALE_FACTOR": scale, "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "helpers" / "table_checks.py"), *sizes],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.stdout.strip() == "ok", done.stdout + done.stderr


def test_the_checks_catch_a_clipped_score(make_window: Callable[..., MainWindow]) -> None:
    window = make_window(size=(800, 450))
    label = window.panels[0].score_label
    font = label.font()
    font.setPixelSize(label.height() * 2)
    label.setFont(font)
    assert any("wider" in p or "taller" in p for p in score_problems(window))


def test_table_mode_turns_each_panel_towards_its_seat(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.menu_view.act_table_mode.trigger()
    assert window.layout_mode == "table"
    assert [window.panel_angle(seat) for seat in range(4)] == [0, 90, 180, 270]
    assert facing_problems(window) == []
    window.rotate_view()  # the first East now sits on the left
    assert [window.panel_angle(seat) for seat in range(4)] == [270, 0, 90, 180]
    assert facing_problems(window) == []
    window.menu_view.act_table_mode.trigger()
    assert window.layout_mode == "screen"
    assert window.hosts == []
    assert all(panel.parentWidget() is window.table_area for panel in window.panels)
    assert facing_problems(window) == []
    assert overlap_problems(window) == []


def test_table_mode_is_remembered(make_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    window = make_window(settings=Settings(path))
    assert window.layout_mode == "screen"
    window.menu_view.act_table_mode.trigger()
    assert Settings(path).get(LAYOUT) == "table"
    # the next window given these settings starts in table mode
    again = make_window(settings=Settings(path))
    assert again.layout_mode == "table"
    assert again.menu_view.act_table_mode.isChecked()
    # a layout given for one run (--layout) wins and is not written
    screen = make_window(settings=Settings(path), layout="screen")
    assert screen.layout_mode == "screen"
    assert Settings(path).get(LAYOUT) == "table"
    window.menu_view.act_table_mode.trigger()
    assert Settings(path).get(LAYOUT) == "screen"
    with pytest.raises(ValueError, match="layout"):
        window.menu_view.set_layout_mode("sideways")


def test_screenshot_honours_layout_scale_and_theme(tmp_path: Path) -> None:
    path = tmp_path / "table.png"
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "scoretable", "--screenshot", str(path)]
    command += ["--size", "683x384", "--layout", "table", "--theme", "dark"]
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1366, 768)  # logical size times the scale
    # dark: most of the picture is (the dealer's panel and the text are not)
    grid = [QColor(image.pixel(x, y)) for x in range(5, 1366, 68) for y in range(5, 768, 38)]
    assert sum(color.lightness() < 80 for color in grid) > 0.7 * len(grid)


def test_on_screen_buttons_are_large_and_act(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window(size=(640, 360))
    buttons = [
        window.strip.win_button,
        window.strip.draw_button,
        window.strip.chombo_button,
        window.strip.undo_button,
    ]
    for button in buttons:
        assert button.isVisible()
        assert button.height() >= BUTTON_MIN_PIXELS
        assert button.width() >= BUTTON_MIN_PIXELS
    dialogs.queue("win", Win((WinEntry(winner=2, han=3, fu=30),), discarder=0))
    qtbot.mouseClick(window.strip.win_button, Qt.MouseButton.LeftButton)
    assert window.model.scores == (21100, 25000, 28900, 25000)
    assert window.strip.undo_button.isEnabled()
    qtbot.mouseClick(window.strip.undo_button, Qt.MouseButton.LeftButton)
    assert window.model.scores == (25000,) * 4
    # a click on a score starts a win with that seat ticked
    dialogs.queue("win", None)
    qtbot.mouseClick(window.panels[3].score_label, Qt.MouseButton.LeftButton)
    assert dialogs.calls[-1][0] == "win"
    assert dialogs.calls[-1][1][-1] == 3


@pytest.mark.parametrize(
    ("size", "growth"), [((1920, 1080), 1.0), ((2560, 1440), 1.33), ((3840, 2160), 2.0)]
)
def test_the_strip_and_the_history_grow_with_a_large_window(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int], growth: float
) -> None:
    """Above 1080 px high the buttons' text and the history keep their share of the window
    (they kept 1080p's sizes: 28 px buttons and 13 px history in a 3840x2160 window)."""
    window = make_window(size=size)
    window.model.record_win(Win((WinEntry(winner=0, han=4, fu=30),), discarder=1))
    base = QFontInfo(QApplication.font()).pixelSize()
    view = window.history_view
    assert window.history_dock.isVisible()  # wide enough: shown from the start
    history = round(base * growth)
    qtbot.waitUntil(lambda: QFontInfo(view.table.font()).pixelSize() == history, timeout=2000)
    assert QFontInfo(window.history_dock.font()).pixelSize() == history  # its title too
    # the rows are measured in the new font: a hand's two lines fit its row
    lines = 2 * QFontMetrics(view.table.font()).lineSpacing()
    assert view.table.rowHeight(0) >= lines
    assert window.history_dock.width() >= HISTORY_WIDTH * growth * 0.9
    button = window.strip.win_button.font().pixelSize()
    assert button == max(28, window.table_area.height() // 40)
    assert button >= size[1] / 45  # 28 px at 1080, 52 px at 2160
    window.model.end_game()
    window.menu_game.close_results()
    banner = window.strip.message_label
    qtbot.waitUntil(banner.isVisible, timeout=2000)
    assert banner.font().pixelSize() >= 0.8 * button  # the banner as large as the buttons


def test_game_end_is_one_banner_and_results_in_every_panel(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(size=(800, 450))
    window.menu_view.set_layout_mode("table")
    window.model.record_win(Win((WinEntry(winner=0, han=4, fu=30),), discarder=1))
    window.model.end_game()
    assert window.menu_game.results_dialog is None  # table mode: the result is on the table
    banner = window.strip.message_label
    assert banner.isVisible()
    assert "Game over" in banner.text()
    assert [window.panels[s].result_label.text() for s in range(4)] == [
        "1st \u00b7 +56.6",
        "4th \u00b7 \u221235.6",
        "2nd \u00b7 +5.0",
        "3rd \u00b7 \u221226.0",
    ] or all(window.panels[s].result_label.isVisible() for s in range(4))
    for panel in window.panels:
        assert panel.result_label.isVisibleTo(panel)
        assert not panel.riichi_reason.isVisibleTo(panel)  # no message in four panels
        assert not panel.riichi_button.isVisibleTo(panel)
    assert not window.strip.win_button.isVisible()
    assert window.strip.results_button.isVisible()
    assert overlap_problems(window) == []
    qtbot.mouseClick(window.strip.undo_button, Qt.MouseButton.LeftButton)  # reopens the game
    assert not window.model.game_over
    assert banner.text() == "Undone: End of game"  # no longer "Game over"
    assert all(not panel.result_label.isVisibleTo(panel) for panel in window.panels)
    assert window.strip.win_button.isVisible()


def test_a_refused_riichi_moves_nothing(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("tenhou", size=(1366, 768))
    before = [window.panels[s].score_label.geometry() for s in range(4)]
    window.model.record_win(Win((WinEntry(winner=0, han=6),), discarder=1))
    window.model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    assert window.panels[1].score_label.text() == "900"  # riichi needs 1,000: refused
    assert window.panels[1].riichi_reason.isVisibleTo(window.panels[1])
    assert [window.panels[s].score_label.geometry() for s in range(4)] == before


@pytest.mark.parametrize("size", [(640, 360), (683, 384)])
def test_long_names_and_the_centre_fit_in_table_mode_at_the_smallest_sizes(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int]
) -> None:
    from helpers.table_checks import text_problems

    window = make_window(players=("Ann", "Brunhilde", "Christopher", "Dai"), size=size)
    window.menu_view.set_layout_mode("table")
    window.model.declare_riichi(1)  # the longest button text: "Take back riichi"
    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(lambda: text_problems(window) == [], timeout=2000)
    assert text_problems(window) == []
    sizes = window.indicator.edge_pixel_sizes()
    assert any("honba" in text for _pixels, text in sizes)  # the counters are still written
    assert min(pixels for pixels, _text in sizes) >= 9
