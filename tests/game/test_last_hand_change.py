"""The panels' "last hand" figures (``last_hand_change``, found from the end of the history)
are the hand history's last row (``build_rows``, built from the start), in every game."""

from __future__ import annotations

import dataclasses
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Win,
    WinEntry,
)
from scoretable.game.model import GameModel, HistoryEntry, last_hand_change
from scoretable.ui.table.history_model import build_rows
from tests.engine.test_properties import RULES, actions
from tests.game.test_oracle_replay import load_games, replay


def expected(history: list[HistoryEntry]) -> tuple[int, int, int, int] | None:
    rows = build_rows(history)
    return rows[-1].deltas if rows else None


def record(model: GameModel, action: Action) -> None:
    """``action`` through the model's own methods, as the window calls them."""
    if isinstance(action, DeclareRiichi):
        model.declare_riichi(action.seat)
    elif isinstance(action, CancelRiichi):
        model.cancel_riichi(action.seat)
    elif isinstance(action, Win):
        model.record_win(action)
    elif isinstance(action, ExhaustiveDraw):
        model.record_draw(action)
    elif isinstance(action, AbortiveDraw):
        model.record_abortive(action.kind)
    elif isinstance(action, Chombo):
        model.record_chombo(action.seat)
    else:
        assert isinstance(action, EndGame)
        model.end_game()


def agree_on_every_prefix(model: GameModel) -> None:
    history = list(model.history)
    for end in range(len(history) + 1):
        assert last_hand_change(history[:end]) == expected(history[:end]), end
    assert model.last_hand_change() == expected(history)


def test_no_row_before_the_first_hand_ends(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    assert model.last_hand_change() is None
    model.declare_riichi(0)
    model.rename_player(1, "Ben")
    assert model.last_hand_change() is None


def test_the_game_end_with_leftover_sticks_is_the_last_row(qapp: Any) -> None:
    rules = get_preset("standard").replace(leftover_sticks="first")
    model = GameModel(rules, ("A", "B", "C", "D"))
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    model.declare_riichi(3)
    model.end_game()  # B is first and takes the stick D put down since the last hand
    assert model.last_hand_change() == (0, 1000, 0, -1000)
    agree_on_every_prefix(model)


def test_an_end_that_moves_nothing_leaves_the_last_hand_as_the_last_row(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    model.end_game()
    assert model.last_hand_change() == (0, 3900, -3900, 0)
    agree_on_every_prefix(model)


def test_scores_still_to_share_out_at_the_end_make_a_last_row(qapp: Any) -> None:
    # The engine pays leftover sticks into the scores of the action that ends the game (so
    # final_scores equals scores); a state from elsewhere may still differ: its own row.
    model = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    last = model.history[-1]
    ended = dataclasses.replace(
        last.after, game_over=True, final_scores=(25000, 29900, 21100, 24000)
    )
    history = [dataclasses.replace(last, after=ended)]
    assert last_hand_change(history) == (0, 1000, 0, -1000)
    assert build_rows(history)[-1].what == "Leftover riichi sticks"
    assert expected(history) == (0, 1000, 0, -1000)


def test_real_games_agree_after_every_entry(qapp: Any) -> None:
    for hands in load_games():
        agree_on_every_prefix(replay(hands))


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(RULES),
    st.lists(
        actions | st.just(EndGame()) | st.just("undo") | st.just("rename"),
        max_size=30,
    ),
)
def test_random_games_agree_after_every_entry(
    qapp: Any, rules: Rules, moves: list[Action | str]
) -> None:
    model = GameModel(rules, ("A", "B", "C", "D"))
    for number, move in enumerate(moves):
        if move == "undo":
            model.undo()
        elif move == "rename":
            model.rename_player(number % 4, f"P{number}")
        else:
            assert not isinstance(move, str)
            try:
                record(model, move)
            except RuleError:
                continue
        assert model.last_hand_change() == expected(list(model.history))
    agree_on_every_prefix(model)
