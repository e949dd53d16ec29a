"""Names as long as the app keeps them (40 characters, ``engine.names.NAME_MAX``), with spaces,
without (one long word) and in Japanese: the hand history shows every name and every row whole,
without a horizontal scroll bar.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from helpers.wrap_checks import cell_lines, ink_bands
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from scoretable.engine.names import NAME_MAX
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.ui import theme
from scoretable.ui.table.main_window import MainWindow

WINDS = ("East", "South", "West", "North")
LONG = ("W" * NAME_MAX, "Maximilian Alexander von Hohenzollern", "あ" * NAME_MAX, "Dai")


@pytest.fixture
def metrics(qapp: Any) -> QFontMetrics:
    font = QFont()
    font.setPixelSize(13)
    return QFontMetrics(font)


def test_a_name_that_fits_stays_on_one_line(metrics: QFontMetrics) -> None:
    assert theme.two_lines("Aiko", metrics, 100) == ["Aiko"]


def test_two_lines_break_at_the_space_nearest_the_middle(metrics: QFontMetrics) -> None:
    text = "Anna Maria de la Cruz"
    width = metrics.horizontalAdvance("Anna Maria de") + 1
    lines = theme.two_lines(text, metrics, width)
    assert lines == ["Anna Maria", "de la Cruz"]


def test_two_lines_fill_the_first_line_when_the_rest_is_too_long(metrics: QFontMetrics) -> None:
    text = "Maximilian Alexander von Hohenzollern-Sigmaringen"
    width = metrics.horizontalAdvance("Maximilian Alexander") + 1
    first, second = theme.two_lines(text, metrics, width)
    assert first == "Maximilian Alexander"
    assert second.endswith("…")
    assert metrics.horizontalAdvance(second) <= width


@pytest.mark.parametrize("text", ["W" * NAME_MAX, "あ" * NAME_MAX])
def test_a_name_without_spaces_breaks_between_characters(metrics: QFontMetrics, text: str) -> None:
    width = 80
    first, second = theme.two_lines(text, metrics, width)
    assert text.startswith(first)
    assert len(first) > 1
    assert metrics.horizontalAdvance(first) <= width
    assert metrics.horizontalAdvance(second) <= width
    assert second.endswith("…")


SHORT = ("Aiko", "Bruno", "Chiara", "Dai")


def play(model: Any) -> None:
    """A ron by seat 1 from seat 0, a draw with seat 2 tenpai, a double ron from seat 3."""
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({2})))
    model.record_win(Win((WinEntry(0, 3, 30), WinEntry(2, 2, 30)), discarder=3))


def assert_rows_whole(view: Any) -> None:
    """Every row's "What happened" laid out whole: its lines hold every character, none wider
    than the cell, the row tall enough for all of them, and as many lines of text painted."""
    table = view.table
    for row in range(view.table_model.rowCount()):
        index = view.table_model.index(row, 1)
        lines = cell_lines(table, index)
        assert "".join(lines.texts).replace(" ", "") == index.data().replace(" ", "")
        assert max(lines.widths) <= lines.width
        assert lines.height <= lines.cell.height()
        assert ink_bands(table, lines.cell) == len(lines.texts)


def test_the_history_shows_long_names_whole_without_a_scroll_bar(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(players=LONG, size=(1700, 900))
    play(window.model)
    view = window.history_view
    assert window.history_dock.isVisible()
    table = view.table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0)
    header = table.horizontalHeader()
    numbers = table.fontMetrics().horizontalAdvance("−12,000")
    for seat, name in enumerate(LONG):
        section = 2 + seat
        tooltip = view.table_model.headerData(
            section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        assert tooltip == name  # the whole name where the header has two lines of it
        lines = str(view.table_model.headerData(section, Qt.Orientation.Horizontal)).split("\n")
        assert len(lines) <= 2
        assert lines[0]
        assert name.startswith(lines[0])
        widest = max(header.fontMetrics().horizontalAdvance(line) for line in lines)
        assert widest <= header.sectionSize(section)
        # as wide as its numbers and a short name need, not the whole name
        assert header.sectionSize(section) < 3 * numbers
    assert str(view.table_model.headerData(5, Qt.Orientation.Horizontal)) == "Dai"
    # "What happened" keeps most of the width
    assert table.columnWidth(1) > max(table.columnWidth(c) for c in range(2, 6))
    qtbot.waitUntil(lambda: all(view._sized))
    assert_rows_whole(view)
    # the cell reads as the sentence, every name whole
    first = view.table_model.index(0, 1).data()
    assert first == f"Ron: {LONG[1]} (3 han 30 fu) from {LONG[0]}"


def test_a_word_of_twenty_characters_wraps_rather_than_being_cut(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # too long for the column, too short for the old rule (break points from 21 characters
    # on): Qt's own wrapping cell showed "WWWWWWWWWWWWWW…"
    window = make_window(players=("W" * 20, "Bruno", "Chiara", "Dai"), size=(1700, 900))
    play(window.model)
    view = window.history_view
    table = view.table
    qtbot.waitUntil(lambda: all(view._sized))
    metrics = table.fontMetrics()
    assert metrics.horizontalAdvance("W" * 20) > table.columnWidth(1)  # the case in question
    lines = cell_lines(table, view.table_model.index(0, 1))
    assert len(lines.texts) >= 3
    assert lines.texts[-1].startswith("W")
    assert_rows_whole(view)


def test_short_names_keep_their_columns_and_rows(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(players=SHORT, size=(1700, 900))
    play(window.model)
    view = window.history_view
    table = view.table
    qtbot.waitUntil(lambda: all(view._sized))
    header = table.horizontalHeader()
    for seat, name in enumerate(SHORT):
        assert view.table_model.headerData(2 + seat, Qt.Orientation.Horizontal) == name
        assert header.sectionSizeHint(2 + seat) <= header.sectionSize(2 + seat)
    # one line of text or two: each row as tall as its two lines of numbers, no taller
    two_lines = table.sizeHintForRow(0)
    assert two_lines == 2 * table.fontMetrics().lineSpacing() + 1  # the grid line
    assert [table.rowHeight(r) for r in range(3)] == [two_lines] * 3
    assert [len(cell_lines(table, view.table_model.index(r, 1)).texts) for r in range(3)] == [
        1,
        1,
        2,
    ]
    assert_rows_whole(view)


def test_the_library_keeps_every_column_in_view_and_the_names_in_the_tooltip(
    qtbot: Any, tmp_path: Any
) -> None:
    """A game of four 40-character names: the Players column no longer pushes Rules and
    Result out of the dialog; a cell cut short has its whole text in its tooltip."""
    from scoretable.engine.rules import get_preset
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store

    library = Library(open_store(tmp_path / "data").store)
    try:
        model = library.new_model(get_preset("standard"), LONG)
        model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
        model.end_game()
        window = MainWindow(
            library.new_model(get_preset("standard"), ("A", "B", "C", "D")), library=library
        )
        qtbot.addWidget(window)
        dialog = window.menu_games.show_library()
        qtbot.waitExposed(dialog)
        table = dialog.table
        assert table.horizontalScrollBar().maximum() == 0
        row = [g.id for g in dialog.table_model.games].index(library.game_id(model))
        players = dialog.table_model.index(row, 2)
        assert players.data() == ", ".join(LONG)
        assert players.data(Qt.ItemDataRole.ToolTipRole).startswith(", ".join(LONG) + "\n")
        assert (
            dialog.table_model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole).startswith("Started")
        )
    finally:
        library.close()


@pytest.mark.parametrize("kind", ["win", "draw", "chombo"])
def test_the_record_dialogs_stay_narrower_than_a_laptop_screen(qtbot: Any, kind: str) -> None:
    """With four 40-character names the win dialog was 1,476 px wide and the draw dialog
    1,337 (a 1366x768 laptop could not show their Record button): the winners' boxes go onto
    more rows and the names in the preview and the draw's list wrap."""
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.record.chombo_dialog import ChomboDialog
    from scoretable.ui.record.draw_dialog import DrawDialog
    from scoretable.ui.record.win_dialog import WinDialog

    model = GameModel(get_preset("standard"), LONG)
    kinds = {"win": WinDialog, "draw": DrawDialog, "chombo": ChomboDialog}
    dialog = kinds[kind](None, model.state, model.players)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024
    labels = dialog.preview.name_labels
    names = [label.text().replace("\n", " ") for label in labels]
    expected = [f"{name} ({wind})" for name, wind in zip(LONG, WINDS, strict=True)]
    # (broken between words, or between the characters of a long one)
    assert [n.replace(" ", "") for n in names] == [e.replace(" ", "") for e in expected]
    for label in labels:  # every line as wide as the label allows, and as tall as drawn
        lines = label.text().split("\n")
        assert max(label.fontMetrics().horizontalAdvance(line) for line in lines) <= label.width()
        assert label.height() >= label.minimumHeight() > 0
    for upper, lower in itertools.pairwise(labels):  # not drawn over each other
        assert upper.geometry().bottom() < lower.geometry().top()
    if kind == "win":
        rows = {box.y() for box in dialog.winner_boxes}
        assert len(rows) > 1  # not one row of four 40-character names
        assert all(box.isVisible() for box in dialog.winner_boxes)


def test_short_names_keep_one_row_of_winners(qtbot: Any) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.record.win_dialog import WinDialog

    model = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    dialog = WinDialog(None, model.state, model.players)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len({box.y() for box in dialog.winner_boxes}) == 1
    assert dialog.winners_title.y() <= dialog.winner_boxes[0].y() + dialog.winner_boxes[0].height()


def test_the_chart_puts_long_names_beside_it(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Four names in one row under the chart where they fit; long ones go beside it, one a
    line (in the row they were cut to "WWWW…")."""
    short = make_window()
    assert (
        short.menu_games.show_chart().chart_view.chart().legend().alignment()
        == Qt.AlignmentFlag.AlignBottom
    )
    window = make_window(players=LONG)
    window.model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    chart = window.menu_games.show_chart().chart_view.chart()
    assert chart.legend().alignment() == Qt.AlignmentFlag.AlignRight
    assert [line.name() for line in chart.series()] == list(LONG)
