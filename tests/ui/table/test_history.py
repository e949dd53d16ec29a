"""The hand history: its table model (qtmodeltester, rows inserted and removed, never reset on
an action), its texts, and the panel in the real window following actions and undo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.game_doubles import played
from helpers.table_ui import DialogStubs, press
from PySide6.QtCore import QModelIndex, Qt

from scoretable.engine.game_rows import build_hands
from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry, action_to_dict
from scoretable.game.model import GameModel
from scoretable.session.table_session import TableSession
from scoretable.ui import theme
from scoretable.ui.table import history_panel
from scoretable.ui.table.history_panel import HistoryView
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.history_model import (
    HistoryTableModel,
    describe,
    row_label,
)

M = theme.MINUS
CTRL = Qt.KeyboardModifier.ControlModifier


class RowSignals:
    """What a view hears from the table model."""

    def __init__(self, table: HistoryTableModel) -> None:
        self.seen: list[tuple[str, int, int]] = []
        table.modelReset.connect(lambda: self.seen.append(("reset", 0, 0)))
        table.rowsInserted.connect(lambda _p, a, b: self.seen.append(("inserted", a, b)))
        table.rowsRemoved.connect(lambda _p, a, b: self.seen.append(("removed", a, b)))

    def take(self) -> list[tuple[str, int, int]]:
        seen, self.seen = self.seen, []
        return seen


def texts(table: HistoryTableModel) -> list[str]:
    return [table.index(row, 1).data() for row in range(table.rowCount())]


def test_the_model_passes_qtmodeltester_through_actions_undo_and_redo(
    qtmodeltester: Any, qapp: Any
) -> None:
    game = played(qapp)
    table = HistoryTableModel(TableSession(game))
    qtmodeltester.check(table, force_py=True)
    # the tester stays connected: every insertion and removal below is checked too
    game.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    game.undo()
    game.undo()
    game.redo()
    game.redo()
    game.end_game()
    game.undo()
    assert table.rowCount() == 4


def test_actions_insert_and_undo_removes_rows_never_a_reset(qapp: Any) -> None:
    game = played(qapp)
    session = TableSession(game)
    table = HistoryTableModel(session)
    rows = RowSignals(table)
    game.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    assert rows.take() == [("inserted", 3, 3)]
    game.declare_riichi(3)  # no row yet
    game.rename_player(3, "Dee")  # names are headers
    assert rows.take() == []
    assert table.headerData(5, Qt.Orientation.Horizontal) == "Dee"
    game.end_game()  # Dai's stick goes to first place: the end's row
    assert rows.take() == [("inserted", 4, 4)]
    assert texts(table)[-1] == "Game ended"
    for _ in range(3):
        game.undo()
    assert rows.take() == [("removed", 4, 4)]
    game.undo()
    assert rows.take() == [("removed", 3, 3)]
    game.redo()
    assert rows.take() == [("inserted", 3, 3)]
    assert [table.row(n) for n in range(table.rowCount())] == list(game.hands)
    # a new game on the table: the one reset
    session.set_model(GameModel(get_preset("standard"), ("A", "B", "C", "D")))
    assert rows.take() == [("reset", 0, 0)]
    assert table.rowCount() == 0


def test_cells_show_sign_and_colour(qapp: Any) -> None:
    game = played(qapp)
    table = HistoryTableModel(TableSession(game))
    assert table.index(0, 0).data() == "East 1\n0 honba"
    assert table.index(0, 3).data() == "+4,900\n29,900"
    assert table.index(0, 4).data() == f"{M}3,900\n21,100"
    assert table.index(0, 3).data(Qt.ItemDataRole.ForegroundRole) == theme.gain_color()
    assert table.index(0, 4).data(Qt.ItemDataRole.ForegroundRole) == theme.loss_color()
    assert table.index(2, 2).data(Qt.ItemDataRole.ForegroundRole) is None
    assert "Cho pays ×4" in table.index(0, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert table.headerData(2, Qt.Orientation.Horizontal) == "Anna"
    assert texts(table) == [
        "Ron: Ben (3 han 30 fu) from Cho",
        "Draw, tenpai: Anna, Cho",
        "Abortive draw (four winds)",
    ]
    assert [row_label(h) for h in game.hands] == [
        "East 1, 0 honba",
        "East 2, 0 honba",
        "East 3, 1 honba",
    ]
    assert table.index(0, 0, QModelIndex()).parent() == QModelIndex()
    assert table.rowCount(table.index(0, 0)) == 0
    assert table.columnCount(table.index(0, 0)) == 0


def test_a_leftover_row_is_named_as_such(qapp: Any) -> None:
    import dataclasses

    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    game.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    last = game.history[-1]
    ended = dataclasses.replace(last.after, game_over=True, final_scores=(25000, 29900, 0, 0))
    leftover = build_hands([dataclasses.replace(last, after=ended)])[-1]
    assert (row_label(leftover), describe(leftover)) == ("End", "Leftover riichi sticks")


def test_abortive_draw_named(qapp: Any) -> None:
    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    game.record_abortive("kyuushu")
    assert describe(game.hands[0]) == "Abortive draw (nine terminals)"


@pytest.mark.parametrize(
    ("han", "called"),
    [
        (5, "mangan"),
        (6, "haneman"),
        (7, "haneman"),
        (8, "baiman"),
        (10, "baiman"),
        (11, "sanbaiman"),
        (13, "counted yakuman (kazoe)"),
    ],
)
def test_a_limit_hand_is_called_by_the_engines_limit_name(qapp: Any, han: int, called: str) -> None:
    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    game.record_win(Win((WinEntry(winner=1, han=han, fu=None),), discarder=2))
    assert describe(game.hands[0]) == f"Ron: B ({called}) from C"


@pytest.mark.parametrize(
    ("yakuman", "called"), [(1, "yakuman"), (2, "double yakuman"), (3, "3× yakuman")]
)
def test_yakuman_are_counted_in_words(qapp: Any, yakuman: int, called: str) -> None:
    game = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    game.record_win(Win((WinEntry(winner=1, han=0, fu=None, yakuman=yakuman),), discarder=2))
    assert describe(game.hands[0]) == f"Ron: B ({called}) from C"


def test_a_riichi_deposit_in_the_row_is_explained_beside_the_hands_payment(qapp: Any) -> None:
    game = GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai"))
    game.declare_riichi(0)
    game.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
    table = HistoryTableModel(TableSession(game))
    assert table.index(0, 2).data() == "+2,000\n27,000"
    tip = table.index(0, 2).data(Qt.ItemDataRole.ToolTipRole).splitlines()
    assert f"Ann: +3,000 {M} 1,000 riichi = +2,000" in tip
    assert f"Ben: {M}1,000" in tip  # no deposit: the plain total


# --- the panel --------------------------------------------------------------------------


def test_selecting_a_hand_explains_it_until_the_hand_is_undone(qtbot: Any, qapp: Any) -> None:
    game = played(qapp)
    view = HistoryView(TableSession(game))
    qtbot.addWidget(view)
    assert view.explanation_text() == ""
    view.select_row(0)
    text = view.explanation_text()
    assert text.startswith("East 1, 0 honba: Ron: Ben")
    assert "3,900" in text
    # a new hand: one more row; the selected hand's explanation is still true and stays
    game.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    assert view.table_model.rowCount() == 4
    assert view.explanation_text() == text
    # the selected hand undone: its explanation goes with it; the selection moves up to the
    # hand before, explained
    view.select_row(3)
    assert view.explanation_text().startswith("East 3, 2 honba: Tsumo: Cho")
    game.undo()
    assert view.table_model.rowCount() == 3
    assert [i.row() for i in view.table.selectionModel().selectedRows()] == [2]
    assert view.explanation_text().startswith("East 3, 1 honba: Abortive draw (four winds)")
    view.table.clearSelection()
    assert view.explanation_text() == ""


def test_the_panel_follows_actions_and_undo_in_the_window(
    qtbot: Any, make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window(size=(1700, 900))  # wide: the panel is open from the start
    view = window.history_view
    qtbot.waitUntil(view.isVisible, timeout=2000)
    table = view.table.model()
    rows = RowSignals(view.table_model)
    dialogs.queue("win", Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_W)
    dialogs.queue("win", Win((WinEntry(winner=0, han=1, fu=30),)))
    press(qtbot, window, Qt.Key.Key_W)
    assert table.rowCount() == 2
    assert table.index(0, 1).data() == "Ron: Ben (3 han 30 fu) from Cho"
    assert table.index(1, 1).data() == "Tsumo: Ann (1 han 30 fu)"
    assert table.index(1, 2).data() == "+1,100\n26,100"
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert table.rowCount() == 1
    assert table.index(0, 1).data() == "Ron: Ben (3 han 30 fu) from Cho"
    press(qtbot, window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert table.rowCount() == 2
    assert table.index(1, 1).data() == "Tsumo: Ann (1 han 30 fu)"
    assert rows.take() == [
        ("inserted", 0, 0),
        ("inserted", 1, 1),
        ("removed", 1, 1),
        ("inserted", 1, 1),
    ]
    # the newest hand is in view and sized to its text
    last = view.table.visualRect(table.index(1, 1))
    assert view.table.viewport().rect().contains(last)
    assert view.table.rowHeight(1) >= view.table.sizeHintForRow(1)


def test_opening_the_panel_on_a_long_game_explains_nothing_until_a_row_is_selected(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, make_window: Callable[..., MainWindow]
) -> None:
    calls: list[int] = []
    real = history_panel.explanation

    def counted(hand: Any) -> list[str]:
        calls.append(hand.number)
        return real(hand)

    monkeypatch.setattr(history_panel, "explanation", counted)
    tsumo = action_to_dict(Win((WinEntry(0, 1, 30),), None))
    game = GameModel.restore(get_preset("standard"), ("A", "B", "C", "D"), [tsumo] * 400, 400)
    window = make_window(size=(1366, 768))  # narrow: the panel starts hidden
    window.set_model(game)
    assert window.history_dock.widget() is None
    press(qtbot, window, Qt.Key.Key_H)
    view = window.history_view
    qtbot.waitUntil(view.isVisible, timeout=2000)
    assert view.table_model.rowCount() == 400
    assert calls == []
    view.select_row(399)
    assert calls == [400]
    assert view.explanation_text().startswith("East 1, 399 honba: Tsumo: A")
    # only the rows in view were measured, not the 400
    sized = sum(view._sized)
    assert 0 < sized < 60
    assert view.table.rowHeight(399) >= view.table.sizeHintForRow(399)


def test_the_hint_without_a_selected_hand_wraps_to_the_width(qtbot: Any, qapp: Any) -> None:
    """Qt draws a text box's hint on one line, cut at its edge (the Japanese one lost its end
    in the dock at 683x384): it goes onto as many lines as the width needs."""
    from helpers.wrap_checks import ink_bands

    view = HistoryView(TableSession(played(qapp)))
    qtbot.addWidget(view)
    view.resize(160, 500)
    view.show()
    qtbot.waitExposed(view)
    box = view.explanation
    hint = box.placeholderText()
    assert box.fontMetrics().horizontalAdvance(hint) > box.viewport().width()  # (too long)
    assert ink_bands(box, box.viewport().rect()) >= 2  # type: ignore[arg-type]
    view.select_row(0)  # a hand's explanation is painted as ever
    qtbot.waitUntil(lambda: ink_bands(box, box.viewport().rect()) >= 3)  # type: ignore[arg-type]
