"""The table under pressure (issue 25): the last hand on a small or 200% screen, table mode's
buttons and centre. The walk through every state at every size is in ``pressure_checks``."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.pressure_checks import PLAYERS, settle, south_4, walk
from helpers.table_ui import DialogStubs
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QFont, QFontMetrics

from scoretable.engine.table import Win, WinEntry
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.panels import LINES_SMALLEST_DEVICE_PIXELS

HERE = Path(__file__).parent


def digits_height(font: QFont) -> int:
    return QFontMetrics(font).tightBoundingRect("0123456789").height()


ROOT = HERE.parents[2]


@pytest.fixture(autouse=True)
def pointer_put_away() -> Iterator[None]:
    yield
    QCursor.setPos(0, 0)


@pytest.mark.parametrize("layout", ["screen", "table"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_every_reader_in_every_state_gets_the_targets(
    make_window: Callable[..., MainWindow], layout: str, size: tuple[int, int]
) -> None:
    """South 4's lines, the differences, conditions in every hand, the pointer on each panel
    in turn, a refusal, the game over: score digits at least 40 device px, every text at
    least 14, each whole in its box, on every panel and every side of the centre."""
    problems = walk([size], lambda size: make_window(players=PLAYERS, size=size), (layout,))
    assert problems == []


def test_every_reader_gets_the_targets_at_200_percent() -> None:
    """The same walk on a 1366x768 screen at a scale of 2 (683x384 logical), both layouts,
    in a process of its own (Qt's scale is set before the application starts)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "helpers" / "pressure_checks.py"), "683x384"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.stdout.strip() == "ok", done.stdout + done.stderr


def test_every_line_whole_at_200_percent_in_japanese_with_kanji_names() -> None:
    """The walk at 683x384 on a scale of 2 as the app starts in Japanese (its catalogue and
    shipped fonts) with long kanji names: every all-last line whole in both layouts (South
    4 showed only "トップ: ロン 12,000 / 直ロン 5,200 / ツモ 2,000/3,900 …"), the dealer's
    riichi button with its key (the badge took its room)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    script = str(ROOT / "tests" / "helpers" / "pressure_checks.py")
    done = subprocess.run(
        [sys.executable, script, "683x384", "ja"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.stdout.strip() == "ok", done.stdout + done.stderr


def test_the_riichi_buttons_text_is_as_large_as_the_winds_at_800x450(
    make_window: Callable[..., MainWindow],
) -> None:
    """It was 9 px beside the wind's and the change's 12."""
    window = make_window(players=PLAYERS, size=(800, 450))
    window.set_model(south_4())
    settle(window)
    for panel in window.panels:
        button = panel.riichi_button
        assert button.font().pixelSize() >= panel.wind_label.font().pixelSize() >= 12
        assert QFontMetrics(button.font()).horizontalAdvance(button.text()) <= button.width()


def test_south_4s_lines_leave_each_score_its_own_size(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """At 1024x600 South 4's lines took every score from 78 to 35 px: now a panel with
    lines keeps digits 40 px tall and shows its lines, and a panel without keeps its size."""
    window = make_window(players=PLAYERS, size=(1024, 600))
    window.set_model(south_4(6))  # South 3: no lines yet
    qtbot.waitUntil(lambda: window.panels[0].score_label.font().pixelSize() > 60, timeout=2000)
    before = window.panels[0].score_label.font().pixelSize()
    window.menu_edit.redo()  # South 4: the top has nothing to reach, the other three have lines
    lines = window.conditions.lines

    def digits() -> list[int]:
        return [digits_height(panel.score_label.font()) for panel in window.panels]

    settle(window)
    assert min(digits()) >= 40, digits()
    assert lines[0].text() == ""
    # the top's panel has no lines: its score is as large as before (not the crowded ones')
    assert window.panels[0].score_label.font().pixelSize() == before
    for line in lines[1:]:  # every one whole (at 14 px they took six lines and lost two)
        drawn = "".join(line.drawn_lines()).replace(" ", "")
        assert drawn == "".join(line.lines()).replace(" ", "")
        assert line.font().pixelSize() >= LINES_SMALLEST_DEVICE_PIXELS


def test_lines_that_do_not_fit_end_in_an_ellipsis_and_the_tooltip_has_them(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(players=PLAYERS, size=(960, 540))
    window.set_model(south_4())
    line = window.conditions.lines[1]  # three places to reach: more than the panel holds
    qtbot.waitUntil(lambda: line.height() > 0, timeout=2000)
    drawn = line.drawn_lines()
    assert 0 < len(drawn) < len(line.lines())
    assert drawn[-1].endswith("\u2026")
    assert all(part in line.toolTip() for part in line.lines())
    metrics = QFontMetrics(line.font())
    assert max(metrics.horizontalAdvance(text) for text in drawn) <= line.width()


def test_a_refusal_is_readable_across_the_table(make_window: Callable[..., MainWindow]) -> None:
    """ "Riichi needs 1,000 points..." was 11 px at 1366x768."""
    window = make_window("tenhou", players=PLAYERS, size=(1366, 768))
    window.model.record_win(Win((WinEntry(winner=0, han=6),), discarder=1))
    window.model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    reason = window.panels[1].riichi_reason
    assert reason.isVisibleTo(window)
    assert reason.text().startswith("Riichi needs 1,000")
    assert reason.font().pixelSize() >= 14


@pytest.mark.parametrize("size", [(683, 384), (1366, 768)])
def test_every_side_of_the_centre_writes_round_honba_and_sticks(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int]
) -> None:
    window = make_window(size=size)
    window.menu_view.act_table_mode.trigger()
    window.model.declare_riichi(0)
    qtbot.waitUntil(lambda: window.indicator.width() > 100, timeout=2000)
    written = [text for _pixels, text in window.indicator.edge_pixel_sizes()]
    # four sides, each writing the round and the counters
    for part in ("East 1", "0 honba", "1 riichi stick"):
        assert sum(part in text for text in written) == 4, (part, written)


def test_redo_sits_beside_undo_in_table_mode(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window(size=(1366, 768))
    assert not window.strip.redo_button.isVisible()  # the screen layout: Ctrl+Y, Edit -> Redo
    window.menu_view.act_table_mode.trigger()
    undo, redo = window.strip.undo_button, window.strip.redo_button
    assert redo.isVisible()
    assert not redo.isEnabled()
    assert redo.geometry().top() == undo.geometry().top()
    assert redo.geometry().left() > undo.geometry().right()
    assert redo.height() >= 44
    assert redo.width() >= 44
    dialogs.queue("win", Win((WinEntry(winner=2, han=3, fu=30),), discarder=0))
    qtbot.mouseClick(window.strip.win_button, Qt.MouseButton.LeftButton)
    assert not redo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert window.model.scores == (25000,) * 4
    assert redo.isEnabled()
    qtbot.mouseClick(redo, Qt.MouseButton.LeftButton)
    assert window.model.scores == (21100, 25000, 28900, 25000)
    assert not redo.isEnabled()
    assert undo.isEnabled()
    window.menu_view.act_table_mode.trigger()
    assert not redo.isVisible()


def test_table_modes_game_over_banner_offers_buttons_not_keys(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window(size=(1366, 768))
    window.menu_view.act_table_mode.trigger()
    window.model.record_win(Win((WinEntry(winner=0, han=4, fu=30),), discarder=1))
    window.model.end_game()
    banner = window.strip.message_label
    assert banner.isVisible()
    assert banner.text().startswith("Game over")
    assert "Ctrl" not in banner.text()
    assert window.strip.results_button.isVisible()
    assert window.strip.new_game_button.isVisible()
    qtbot.mouseClick(window.strip.results_button, Qt.MouseButton.LeftButton)
    assert window.menu_game.results_dialog is not None
    assert window.menu_game.results_dialog.isVisible()
    window.menu_game.close_results()
    dialogs.queue("setup", None)
    qtbot.mouseClick(window.strip.new_game_button, Qt.MouseButton.LeftButton)
    assert dialogs.calls[-1][0] == "setup"
    # the screen layout (keys to hand) still names them, and back
    window.menu_view.act_table_mode.trigger()
    window.menu_game.close_results()
    assert "Ctrl+E" in banner.text()
    window.menu_view.act_table_mode.trigger()
    assert "Ctrl" not in banner.text()


def test_differences_that_do_not_fit_are_cut_short_with_all_in_the_tooltip(qtbot: Any) -> None:
    from scoretable.ui.widgets.panels import PlayerPanel

    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.set_name("Aiko")
    panel.set_wind(0, dealer=True)
    panel.set_score(25000)
    others = [("Bartholomew Ng", 12300), ("Christabel Oyelaran", -4000), ("Dimitrios Papa", 800)]
    panel.set_differences(others)
    panel.resize(300, 150)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_differences(True)
    diff = panel.diff_label
    qtbot.waitUntil(lambda: diff.height() > 0, timeout=2000)
    assert diff.text().endswith("\u2026")
    assert "Bartholomew" in diff.text()
    assert "Dimitrios" not in diff.text()
    assert all(name in diff.toolTip() for name, _points in others)
    assert diff.heightForWidth(diff.width()) <= diff.height()
    assert diff.font().pixelSize() >= 14
    assert QFontMetrics(panel.score_label.font()).tightBoundingRect("0123456789").height() >= 40
    panel.resize(900, 400)  # room for all of them: whole again
    qtbot.waitUntil(lambda: "Dimitrios" in diff.text(), timeout=2000)
    assert not diff.text().endswith("\u2026")


@settings(max_examples=60, deadline=None)
@given(
    words=st.lists(st.text(alphabet="abcdefghij ,/-0123456789", min_size=1, max_size=14)),
    width=st.integers(min_value=20, max_value=400),
)
def test_wrapped_lines_keep_every_word_and_fit_the_width(
    qapp: Any, words: list[str], width: int
) -> None:
    """The lines a conditions line is drawn in: every character kept, in order; a line
    wider than the width only where one word is."""
    from scoretable.ui.widgets.panels import wrapped_lines

    text = " ".join(words)
    font = QFont()
    font.setPixelSize(14)
    lines = wrapped_lines(text, font, width)
    # every character but the spaces, in order (a line may break after "/" or "-")
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    metrics = QFontMetrics(font)
    for line in lines:
        assert metrics.horizontalAdvance(line) <= width or " " not in line.strip()
