"""The hand history's table model (qtmodeltester) and its rows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw, Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.ui import theme
from scoretable.ui.table.history_model import HistoryTableModel, build_rows, fallback_explanation
from scoretable.ui.table.history_panel import HistoryView

M = theme.MINUS


def played(qapp: Any) -> GameModel:
    model = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    model.declare_riichi(3)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    model.rename_player(0, "Anna")
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 2})))
    model.record_abortive("kaze4")
    model.declare_riichi(0)
    return model


def test_the_model_passes_qtmodeltester(qtmodeltester: Any, qapp: Any) -> None:
    game = played(qapp)
    table = HistoryTableModel()
    table.set_history(game.history, game.players)
    qtmodeltester.check(table, force_py=True)


def test_rows_list_hands_with_changes_and_running_totals(qapp: Any) -> None:
    game = played(qapp)
    rows = build_rows(game.history)
    # riichi declarations and renames are folded into the hands; the pending riichi of the
    # current hand has no row yet
    assert [r.what for r in rows] == [
        "Ron: Ben (3 han 30 fu) from Cho",
        "Draw, tenpai: Anna, Cho",
        "Abortive draw (four winds)",
    ]
    # Dai's riichi deposit counts in the hand; Ben collects the stick
    assert rows[0].deltas == (0, 4900, -3900, -1000)
    assert rows[0].totals == (25000, 29900, 21100, 24000)
    assert rows[1].deltas == (1500, -1500, 1500, -1500)
    assert rows[2].deltas == (0, 0, 0, 0)
    assert rows[0].hand == "East 1, 0 honba"
    assert rows[1].hand == "East 2, 0 honba"
    assert rows[2].hand == "East 3, 1 honba"


def test_cells_show_sign_and_colour(qapp: Any) -> None:
    game = played(qapp)
    table = HistoryTableModel()
    table.set_history(game.history, game.players)
    assert table.index(0, 3).data() == "+4,900\n29,900"
    assert table.index(0, 4).data() == f"{M}3,900\n21,100"
    assert table.index(0, 3).data(Qt.ItemDataRole.ForegroundRole) == theme.gain_color()
    assert table.index(0, 4).data(Qt.ItemDataRole.ForegroundRole) == theme.loss_color()
    assert table.index(2, 2).data(Qt.ItemDataRole.ForegroundRole) is None
    assert table.headerData(2, Qt.Orientation.Horizontal) == "Anna"


def test_ending_the_game_pays_the_leftover_stick_in_its_row(qapp: Any) -> None:
    game = played(qapp)
    game.end_game()
    rows = build_rows(game.history)
    assert rows[-1].what == "Game ended"
    # Anna's pending riichi stick goes to first place (Ben)
    assert rows[-1].deltas == (-1000, 1000, 0, 0)
    assert rows[-1].totals == game.scores


def test_a_game_ended_by_its_last_hand_pays_leftover_sticks_in_that_hand(qapp: Any) -> None:
    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    for _ in range(7):
        dealer = game.state.dealer
        game.record_win(Win((WinEntry((dealer + 1) % 4, 1, 30),), discarder=(dealer + 2) % 4))
    game.declare_riichi(0)
    game.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
    assert game.game_over
    rows = build_rows(game.history)
    assert len(rows) == 8
    assert rows[-1].what == "Draw, tenpai: A"
    # A's deposit (-1,000), noten payments (+3,000), the leftover stick back (+1,000)
    assert rows[-1].deltas == (3000, -1000, -1000, -1000)
    assert rows[-1].totals == game.scores


def test_selecting_a_hand_explains_it(qtbot: Any, qapp: Any) -> None:
    game = played(qapp)
    view = HistoryView()
    qtbot.addWidget(view)
    view.set_game(game)
    assert view.explanation_text() == ""
    view.select_row(0)
    text = view.explanation_text()
    assert text.startswith("East 1, 0 honba: Ron: Ben")
    assert "3,900" in text
    # a new hand refreshes the table and clears the old explanation
    game.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    assert view.table_model.rowCount() == 4
    assert view.explanation_text() == ""


def test_fallback_explanation_lists_the_transfers(qapp: Any) -> None:
    game = played(qapp)
    settlement = game.history[1].settlement
    assert settlement is not None
    lines = fallback_explanation(settlement, ("Ann", "Ben", "Cho", "Dai"))
    assert "Cho pays Ben 3,900 (hand)" in lines
    assert "the table pays Ben 1,000 (sticks)" in lines


def test_abortive_draw_named(qapp: Any) -> None:
    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    game.record_abortive("kyuushu")
    assert build_rows(game.history)[0].what == "Abortive draw (nine terminals)"
    assert isinstance(game.history[0].action, AbortiveDraw)
