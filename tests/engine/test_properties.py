"""Invariants of the table, as hypothesis properties over random games of four and of three
players (a fourth seat, drawn for three players, must be refused, never crash)."""

from __future__ import annotations

import dataclasses
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.results import final_results
from scoretable.engine.rules import PRESETS, Rules
from scoretable.engine.settlement import deltas_of
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
    action_from_dict,
    action_to_dict,
    apply,
    new_game,
    state_from_dict,
    state_to_dict,
)

RULES = [
    *PRESETS.values(),
    PRESETS["standard"].replace(leftover_sticks="lost", rinshan_pao=True, basengo=True),
    PRESETS["tenhou"].replace(ryanhan_shibari=True, tie_break="split", yakitori=True),
    PRESETS["tenhou-sanma"].replace(tsumo_north="bisection", honba_tsumo="half"),
    PRESETS["standard-sanma"].replace(
        tsumo_north="bisection", basengo=True, nagashi_mangan=True, chombo="final_penalty"
    ),
    PRESETS["mahjongsoul-sanma"].replace(tie_break="split", yakitori=True, leftover_sticks="lost"),
]

seats = st.integers(0, 3)
FU = [None, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]


@st.composite
def entries(draw: st.DrawFn, winner: int) -> WinEntry:
    yakuman = draw(st.sampled_from([0, 0, 0, 1, 2]))
    return WinEntry(
        winner=winner,
        han=draw(st.integers(1, 14)),
        fu=draw(st.sampled_from(FU)),
        yakuman=yakuman,
        double_yakuman=draw(st.integers(0, yakuman)),
        pao=draw(st.one_of(st.none(), seats)) if yakuman else None,
        pao_yakuman=draw(st.one_of(st.none(), st.integers(1, 2))) if yakuman else None,
        rinshan_pao=draw(st.none() | st.none() | st.none() | seats) if not yakuman else None,
        nukidora=draw(st.sampled_from([0, 0, 0, 0, 0, 1, 2, 5])),
    )


@st.composite
def wins(draw: st.DrawFn) -> Win:
    discarder = draw(st.one_of(st.none(), seats))
    if discarder is None:
        return Win(entries=(draw(entries(draw(seats))),))
    others = [seat for seat in range(4) if seat != discarder]
    winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
    return Win(entries=tuple(draw(entries(w)) for w in winners), discarder=discarder)


actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(DeclareRiichi, seats),
    st.builds(DeclareRiichi, seats),
    st.builds(CancelRiichi, seats),
    wins(),
    wins(),
    wins(),
    st.builds(
        ExhaustiveDraw,
        tenpai=st.frozensets(seats),
        nagashi=st.frozensets(seats, max_size=1) | st.just(frozenset()),
    ),
    st.builds(AbortiveDraw, st.sampled_from(["kyuushu", "kaze4", "reach4", "kan4", "ron3"])),
    st.builds(Chombo, seats),
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
