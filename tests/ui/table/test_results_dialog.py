"""The results dialog on its own: placements, scores, oka, uma, penalties, its buttons."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.wrap_checks import cell_lines, ink_bands
from PySide6.QtCore import Qt

from scoretable.engine.names import NAME_MAX
from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.ui import theme
from scoretable.ui.table.results_dialog import ResultsDialog

M = theme.MINUS


def dialog_for(qtbot: Any, model: GameModel) -> ResultsDialog:
    model.end_game()
    dialog = ResultsDialog(model.result(), model.players, model.rules.label)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_placements_scores_oka_uma(qtbot: Any) -> None:
    model = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    model.record_win(Win((WinEntry(winner=2, han=3, fu=30),), discarder=1))
    dialog = dialog_for(qtbot, model)
    rows = [[dialog.cell(r, c) for c in range(7)] for r in range(4)]
    # Cho first; Ann and Dai tie at 25,000: seat order puts Ann first
    assert rows == [
        ["1st", "Cho", "28,900", "+20.0", "+20.0", "", "+39.0"],
        ["2nd", "Ann", "25,000", "0.0", "+10.0", "", "+5.0"],
        ["3rd", "Dai", "25,000", "0.0", f"{M}10.0", "", f"{M}15.0"],
        ["4th", "Ben", "21,100", "0.0", f"{M}20.0", "", f"{M}29.0"],
    ]
    result_item = dialog.table.item(0, 6)
    assert result_item is not None
    assert result_item.foreground().color() == theme.gain_color()
    loss_item = dialog.table.item(3, 6)
    assert loss_item is not None
    assert loss_item.foreground().color() == theme.loss_color()
    # each score as sticks, in the table's order
    assert dialog.sticks.text().splitlines() == [
        "The scores in sticks (to check the table):",
        "Cho: 2 × 10,000, 1 × 5,000, 3 × 1,000, 9 × 100",
        "Ann: 2 × 10,000, 1 × 5,000",
        "Dai: 2 × 10,000, 1 × 5,000",
        "Ben: 2 × 10,000, 1 × 1,000, 1 × 100",
    ]


def test_a_score_below_zero_has_no_sticks(qtbot: Any) -> None:
    model = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    model.record_win(Win((WinEntry(winner=2, han=0, yakuman=1),), discarder=1))
    dialog = dialog_for(qtbot, model)
    assert dialog.sticks.text().splitlines()[-1] == "Ben: no sticks make it"


def test_over_an_unfinished_game_the_standings_are_as_they_stand(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.model.record_win(Win((WinEntry(winner=2, han=3, fu=30),), discarder=1))
    dialog = window.menu_game.show_results()  # --screenshot --dialog results over a game in play
    qtbot.waitExposed(dialog)
    assert dialog.title.text() == "Standings as they stand · Standard"
    assert dialog.cell(0, 1) == window.model.players[2]
    assert not window.model.game_over
    dialog.close()
    window.model.end_game()  # over: the results are final (the window opens them itself)
    assert window.menu_game.results_dialog is not None
    assert window.menu_game.results_dialog.title.text() == "Final results · Standard"


def test_penalties_are_shown(qtbot: Any) -> None:
    # EMA: a chombo is a penalty on the final result, not a payment at the table
    model = GameModel(get_preset("ema2016"), ("Ann", "Ben", "Cho", "Dai"))
    model.record_chombo(3)
    assert model.scores == (30000, 30000, 30000, 30000)
    dialog = dialog_for(qtbot, model)
    last = [dialog.cell(3, c) for c in range(7)]
    assert last[1] == "Dai"
    assert last[5] == f"{M}20.0"
    assert last[6].startswith(M)


def test_buttons_emit_their_requests(qtbot: Any) -> None:
    model = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    dialog = dialog_for(qtbot, model)
    with qtbot.waitSignal(dialog.undoRequested, timeout=1000):
        qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    dialog.show()
    with qtbot.waitSignal(dialog.newGameRequested, timeout=1000):
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == ResultsDialog.DialogCode.Accepted


def test_a_thousand_character_name_keeps_the_dialog_on_one_screen(qtbot: Any) -> None:
    # An old stored game may carry a name longer than names are kept now (issue 20): its
    # place shows the first 40 characters and "…", the name whole in its tooltip.
    long_name = "Y" * 1000
    model = GameModel(get_preset("standard"), (long_name, "Ben", "Cho", "Dai"))
    dialog = dialog_for(qtbot, model)
    assert dialog.height() < 600
    assert dialog.width() < 1200
    row = next(r for r in range(4) if dialog.name(r).startswith("Y"))
    assert dialog.name(row) == "Y" * NAME_MAX + "…"
    item = dialog.table.item(row, 1)
    assert item is not None
    assert item.toolTip() == long_name


@pytest.mark.parametrize(
    "name", ["W" * NAME_MAX, "あ" * NAME_MAX, "Maximilian Alexander von Hohenzollern"]
)
def test_a_long_name_is_shown_whole_on_wrapped_lines(qtbot: Any, name: str) -> None:
    """A name as long as names are kept (40 characters) is never elided: the dialog widens
    for it as far as the screen allows, and the place wraps onto more lines past that, each
    line within the column, the row tall enough for all of them."""
    model = GameModel(get_preset("standard"), (name, "Ben", "Cho", "Dai"))
    dialog = dialog_for(qtbot, model)
    table = dialog.table
    row = next(r for r in range(4) if dialog.name(r) == name)
    short = next(r for r in range(4) if dialog.name(r) == "Ben")
    index = table.model().index(row, 1)
    qtbot.waitUntil(lambda: cell_lines(table, index).height <= table.rowHeight(row))
    lines = cell_lines(table, index)
    assert "".join(lines.texts).replace(" ", "") == name.replace(" ", "")  # nothing elided
    assert max(lines.widths) <= lines.width
    assert ink_bands(table, lines.cell) == len(lines.texts)  # every line painted
    assert table.rowHeight(short) < table.rowHeight(row) or len(lines.texts) == 1
    assert table.height() >= sum(table.rowHeight(r) for r in range(4))  # the table never scrolls
