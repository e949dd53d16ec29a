"""Invariants of the three-player table, as hypothesis properties over random games."""

from __future__ import annotations

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
    *(rules for rules in PRESETS.values() if rules.players == 3),
    PRESETS["tenhou-sanma"].replace(tsumo_north="bisection", honba_tsumo="half"),
    PRESETS["standard-sanma"].replace(
        tsumo_north="bisection", basengo=True, nagashi_mangan=True, chombo="final_penalty"
    ),
    PRESETS["mahjongsoul-sanma"].replace(tie_break="split", yakitori=True, leftover_sticks="lost"),
]

#: a fourth seat is drawn now and then: it must be refused, never crash
seats = st.integers(0, 2) | st.just(3)
FU = [None, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]


@st.composite
def entries(draw: st.DrawFn, winner: int) -> WinEntry:
    yakuman = draw(st.sampled_from([0, 0, 0, 1, 2]))
    return WinEntry(
        winner=winner,
        han=draw(st.integers(0, 14)),
        fu=draw(st.sampled_from(FU)),
        yakuman=yakuman,
        double_yakuman=draw(st.integers(0, yakuman)),
        pao=draw(st.one_of(st.none(), seats)) if yakuman else None,
        rinshan_pao=None,
        nukidora=draw(st.sampled_from([0, 0, 1, 2, 4, 5])),
    )


@st.composite
def wins(draw: st.DrawFn) -> Win:
    discarder = draw(st.one_of(st.none(), seats))
    if discarder is None:
        return Win(entries=(draw(entries(draw(seats))),))
    others = [seat for seat in range(3) if seat != discarder]
    winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=2, unique=True))
    return Win(entries=tuple(draw(entries(w)) for w in winners), discarder=discarder)


actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(DeclareRiichi, seats),
    st.builds(CancelRiichi, seats),
    wins(),
    wins(),
    wins(),
    st.builds(
        ExhaustiveDraw,
        tenpai=st.frozensets(seats, max_size=3),
        nagashi=st.frozensets(seats, max_size=1) | st.just(frozenset()),
    ),
    st.builds(AbortiveDraw, st.sampled_from(["kyuushu", "kan4", "reach4"])),
    st.builds(Chombo, seats),
)


def total(state: TableState) -> int:
    return sum(state.scores) + 1000 * state.sticks


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(RULES), st.lists(actions, max_size=40))
def test_three_players_conserve_points_or_say_why_not(rules: Rules, moves: list[Action]) -> None:
    state = new_game(rules)
    for action in [*moves, EndGame(), EndGame()]:
        try:
            step = apply(state, action)
        except RuleError as error:
            assert error.message and error.field
            continue
        settlement = step.settlement
        new = step.state
        assert len(new.scores) == len(settlement.deltas) == 3
        assert settlement.deltas == deltas_of(settlement.transfers, 3)
        assert new.scores == tuple(
            a + d for a, d in zip(state.scores, settlement.deltas, strict=True)
        )
        if not settlement.non_zero_sum:
            assert total(new) == total(state), (action, settlement)
        for win in settlement.wins:
            assert len(win.payments) <= 2
            for payment in win.payments:
                assert payment.amount >= payment.raw and payment.amount % 100 == 0
        assert 0 <= new.dealer <= 2 and 1 <= new.hand_number <= 3
        if new.game_over:
            assert new.final_scores == new.scores and new.sticks == 0
            result = final_results(new)
            assert sorted(result.placements) == [0, 1, 2]
            assert len(result.points) == 3
        state = new


@settings(max_examples=100, deadline=None)
@given(actions | st.just(EndGame()))
def test_three_player_actions_round_trip_through_json(action: Action) -> None:
    assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RULES), st.lists(actions, max_size=25))
def test_three_player_states_round_trip_through_json(rules: Rules, moves: list[Action]) -> None:
    state = new_game(rules)
    for action in moves:
        try:
            state = apply(state, action).state
        except RuleError:
            continue
        assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state
