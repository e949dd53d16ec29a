"""Invariants of the table, as hypothesis properties over random games of four and of three
players (a fourth seat, drawn for three players, must be refused, never crash)."""

from __future__ import annotations

import dataclasses
import json

from helpers.table_actions import RULES, actions
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules
from scoretable.engine.settlement import deltas_of
from scoretable.engine.table import (
    Action,
    EndGame,
    TableState,
    action_from_dict,
    action_to_dict,
    apply,
    new_game,
    state_from_dict,
    state_to_dict,
)


def total(state: TableState) -> int:
    return sum(state.scores) + 1000 * state.sticks


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(RULES), st.lists(actions, max_size=40))
def test_every_action_conserves_points_or_says_why_not(rules: Rules, moves: list[Action]) -> None:
    state = new_game(rules)
    for action in [*moves, EndGame(), EndGame()]:
        try:
            step = apply(state, action)
        except RuleError as error:
            assert error.message
            assert error.field
            continue
        settlement = step.settlement
        new = step.state
        # the settlement carries every number: deltas are its transfers, and the new scores
        assert len(new.scores) == len(settlement.deltas) == rules.players
        assert settlement.deltas == deltas_of(settlement.transfers, rules.players)
        assert new.scores == tuple(
            a + d for a, d in zip(state.scores, settlement.deltas, strict=True)
        )
        assert (settlement.sticks_before, settlement.sticks_after) == (
            state.sticks,
            new.sticks,
        ) or (state.game_over and new is state)
        if not settlement.non_zero_sum:
            assert total(new) == total(state), (action, settlement)
        for win in settlement.wins:
            for payment in win.payments:
                assert payment.amount >= payment.raw
                assert payment.amount % 100 == 0
        assert 0 <= new.dealer < rules.players
        assert 1 <= new.hand_number <= rules.players
        if new.game_over:
            assert new.final_scores == new.scores
            assert new.sticks == 0
            result = final_results(new)
            assert sorted(result.ranks)[0] == 1
            assert sorted(result.placements) == list(range(rules.players))
        state = new


@settings(max_examples=100, deadline=None)
@given(actions | st.just(EndGame()))
def test_actions_round_trip_through_json(action: Action) -> None:
    assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RULES), st.lists(actions, max_size=25))
def test_states_round_trip_through_json(rules: Rules, moves: list[Action]) -> None:
    state = new_game(rules)
    for action in moves:
        try:
            state = apply(state, action).state
        except RuleError:
            continue
        assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(RULES),
    st.tuples(*[st.integers(-300, 1000).map(lambda n: n * 100)] * 4),
    st.integers(0, 5),
)
def test_final_points_are_zero_sum_without_penalties(
    rules: Rules, scores: tuple[int, int, int, int], sticks: int
) -> None:
    seated = dataclasses.replace(new_game(rules), scores=scores[: rules.players], sticks=sticks)
    state = apply(seated, EndGame()).state
    result = final_results(state)
    points = sum(result.points) - sum(result.penalties)
    expected = (sum(state.final_scores or ()) - rules.players * rules.start_points) / 1000
    if rules.final_rounding in ("seed_half_down", "half_away"):
        expected = 0.0  # first place takes the negated sum of the others
    assert abs(points - expected) < 0.051 * rules.players
