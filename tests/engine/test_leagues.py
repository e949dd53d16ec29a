"""The leagues' presets and switches (issue 43): uma by floaters, ties shared in units,
leftover sticks to nobody, no honba, head bump, chombo after the game."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.results import final_results
from scoretable.engine.rules import LEAGUES, PRESETS, STANDARD, Rules, get_preset
from scoretable.engine.table import (
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
    apply,
    new_game,
    state_from_dict,
    state_to_dict,
)
from scoretable.engine.uma import split_sticks, split_tenths, uma_row

JPML = get_preset("jpml-a")
MLEAGUE = get_preset("mleague")
MU = get_preset("mu")


def ended(rules: Rules, scores: tuple[int, ...], sticks: int = 0) -> TableState:
    """A game under ``rules`` ended by the players on ``scores`` with ``sticks`` left."""
    state = dataclasses.replace(new_game(rules), scores=scores, sticks=sticks)
    return apply(state, EndGame()).state


# --- the presets -----------------------------------------------------------------------------


def test_the_six_league_presets_exist_under_their_keys() -> None:
    keys = ("jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu")
    assert tuple(rules.name for rules in LEAGUES) == keys
    assert all(PRESETS[key].players == 4 for key in keys)


@pytest.mark.parametrize("rules", LEAGUES, ids=lambda r: r.name)
def test_each_league_round_trips_through_its_saved_form(rules: Rules) -> None:
    assert Rules.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize(
    ("key", "values"),
    [
        ("jpml-a", {"start_points": 30000, "leftover_sticks": "lost", "kiriage": False}),
        ("jpml-a", {"counted_yakuman": "sanbaiman", "multiple_ron": "head_bump"}),
        ("jpml-b", {"uma": (15, 5, -5, -15), "uma_by_floaters": False}),
        ("rmu", {"uma": (15, 5, -5, -15), "noten_total": 3000, "abortive_draws": frozenset()}),
        ("saikouisen", {"uma": (30, 10, -10, -30), "pao_yaku": frozenset()}),
        ("saikouisen", {"yakuman_stacking": False, "chombo": "final_penalty"}),
        ("kyokai", {"start_points": 25000, "return_points": 30000, "red_fives": False}),
        ("mu", {"honba_counters": False, "uma": (12, 4, -4, -12), "kiriage": False}),
        ("mu", {"noten_total": 0, "leftover_sticks": "lost"}),
        ("kyokai", {"kiriage": False, "leftover_sticks": "lost"}),
        ("jpml-b", {"kiriage": True, "chombo_penalty": 30}),
    ],
)
def test_each_league_sets_what_its_rules_say(key: str, values: dict[str, object]) -> None:
    rules = get_preset(key)
    assert {name: getattr(rules, name) for name in values} == values


# --- uma by floaters -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "uma"),
    [
        ((37000, 29000, 28000, 26000), (12, -1, -3, -8)),  # one up
        ((33000, 31000, 29000, 27000), (8, 4, -4, -8)),  # two up
        ((33000, 32000, 31000, 24000), (8, 3, 1, -12)),  # three up
        ((30000, 30000, 30000, 30000), (8, 4, -4, -8)),  # all at the return: the plain uma
        ((29000, 29000, 29000, 29000), (8, 4, -4, -8)),  # none up (sticks lost): plain uma
        ((30000, 29900, 29000, 31100), (8, 4, -4, -8)),  # exactly 30,000 floats
    ],
)
def test_the_uma_row_follows_how_many_float(scores: tuple[int, ...], uma: tuple[int, ...]) -> None:
    assert uma_row(JPML, scores) == uma


def test_the_uma_row_is_the_plain_uma_without_floaters() -> None:
    assert uma_row(STANDARD, (50000, 30000, 20000, 0)) == STANDARD.uma


@pytest.mark.parametrize(
    ("scores", "points"),
    [
        # Pantheon's jpmlA tests, in thousands: one up, two tied behind
        ((28000, 28000, 37000, 27000), (-4.0, -4.0, 19.0, -11.0)),
        # one up, third and fourth tied: -5.5 each
        ((27000, 28000, 37000, 27000), (-8.5, -3.0, 19.0, -8.5)),
        # three up, first two tied: 5.5 each
        ((33000, 33000, 24000, 30000), (8.5, 8.5, -18.0, 1.0)),
    ],
)
def test_jpml_ties_share_the_floaters_uma(
    scores: tuple[int, ...], points: tuple[float, ...]
) -> None:
    assert final_results(ended(JPML, scores)).points == pytest.approx(points)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"uma_by_floaters": True}, "uma_one_up"),  # a row the game can reach is missing
        ({"uma_one_up": (1, 2, 3)}, "uma_one_up"),
        ({"uma_two_up": (1, 2, 3, 4)}, "uma_two_up"),
    ],
)
def test_impossible_uma_rows_are_refused(changes: dict[str, object], field: str) -> None:
    with pytest.raises(RuleError) as info:
        STANDARD.replace(**changes)
    assert info.value.field == field


# --- ties: M-League ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("total", "count", "shares"),
    [(1000, 3, [400, 300, 300]), (2000, 3, [700, 700, 600]), (3000, 2, [1500, 1500])],
)
def test_sticks_are_shared_in_hundreds(total: int, count: int, shares: list[int]) -> None:
    assert split_sticks(total, count) == shares


@pytest.mark.parametrize(
    ("total", "count", "shares"),
    [
        (Fraction(50), 3, ["16.7", "16.7", "16.6"]),
        (Fraction(-50), 3, ["-16.6", "-16.7", "-16.7"]),
        (Fraction(60), 2, ["30", "30"]),
        (Fraction(1, 30), 1, ["1/30"]),  # exact already: left as it is
        (Fraction(1, 300), 3, ["1/900"] * 3),  # finer than a tenth: shared exactly
    ],
)
def test_points_are_shared_in_tenths(total: Fraction, count: int, shares: list[str]) -> None:
    assert split_tenths(total, count) == [Fraction(s) for s in shares]


@pytest.mark.parametrize(
    ("scores", "sticks", "final_scores", "points"),
    [
        # two tied for first: 30+10 and the oka 20 shared, the stick 500/500
        ((35000, 35000, 19000, 10000), 1, (35500, 35500, 19000, 10000), (35.5, 35.5, -21, -50)),
        # three tied for first, one stick: 400/300/300 (not 334/333/333), the 50 points
        # 16.7/16.7/16.6
        ((30000, 30000, 30000, 9000), 1, (30400, 30300, 30300, 9000), (17.1, 17.0, 16.9, -51)),
        # three tied for second: 10-10-30 shared, -10 each
        ((40000, 20000, 20000, 20000), 0, (40000, 20000, 20000, 20000), (60, -20, -20, -20)),
        # four tied: the rank points 50+10-10-30 shared, 5 each; two sticks 500 each
        ((24500, 24500, 24500, 24500), 2, (25000,) * 4, (0.0, 0.0, 0.0, 0.0)),
    ],
)
def test_mleague_ties_as_its_rules_write_them(
    scores: tuple[int, ...],
    sticks: int,
    final_scores: tuple[int, ...],
    points: tuple[float, ...],
) -> None:
    state = ended(MLEAGUE, scores, sticks)
    assert state.final_scores == final_scores
    result = final_results(state)
    assert result.points == pytest.approx(points)
    assert sum(result.points) == pytest.approx(0)


def test_the_places_ignore_the_sticks_shared_by_tied_firsts() -> None:
    state = ended(MLEAGUE, (30000, 30000, 30000, 9000), 1)
    assert final_results(state).ranks == (1, 1, 1, 4)


def test_a_saved_end_keeps_the_leftover_and_an_older_one_reads_without() -> None:
    state = ended(MLEAGUE, (30000, 30000, 30000, 9000), 1)
    data = state_to_dict(state)
    assert state_from_dict(data) == state
    del data["leftover"]
    older = state_from_dict(data)
    assert older.leftover is None
    assert final_results(older).ranks == (1, 2, 2, 4)  # the sticks' split is all it knows


# --- sticks to nobody, no honba, chombo after the game -----------------------------------


@given(
    scores=st.lists(st.integers(0, 600).map(lambda n: n * 100), min_size=3, max_size=3),
    sticks=st.integers(0, 8),
    key=st.sampled_from(["jpml-a", "rmu", "saikouisen", "mu", "wrc2025"]),
)
def test_final_points_add_up_to_minus_the_lost_sticks(
    scores: list[int], sticks: int, key: str
) -> None:
    rules = get_preset(key)
    start = 4 * rules.start_points - 1000 * sticks
    table = (*scores, start - sum(scores))
    result = final_results(ended(rules, table, sticks))
    assert sum(result.points) == pytest.approx(-sticks, abs=1e-9)


def test_without_honba_counters_nothing_counts_or_pays_honba() -> None:
    state = new_game(MU)
    drawn = apply(state, ExhaustiveDraw(tenpai=frozenset({0}))).state
    assert (drawn.dealer, drawn.honba) == (0, 0)  # the dealer repeats on tenpai, no honba
    won = apply(dataclasses.replace(drawn, honba=3), Win((WinEntry(1, 3, 30),), discarder=2))
    assert won.settlement.deltas == (0, 3900, -3900, 0)
    assert MU.honba_value == 0
    chombo = apply(new_game(MU.replace(honba_on_chombo=True)), Chombo(1)).state
    assert chombo.honba == 0


def test_no_noten_payments_and_the_dealer_still_repeats_on_tenpai() -> None:
    step = apply(new_game(MU), ExhaustiveDraw(tenpai=frozenset({0, 2})))
    assert step.settlement.deltas == (0, 0, 0, 0)
    assert (step.state.dealer, step.state.honba) == (0, 0)  # and no honba
    passed = apply(new_game(MU), ExhaustiveDraw(tenpai=frozenset({2})))
    assert passed.settlement.deltas == (0, 0, 0, 0)
    assert passed.state.dealer == 1


@given(
    winners=st.lists(st.integers(0, 3), min_size=2, max_size=3, unique=True),
    discarder=st.integers(0, 3),
    key=st.sampled_from(["jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu"]),
)
def test_head_bump_pays_exactly_one_winner(winners: list[int], discarder: int, key: str) -> None:
    winners = [w for w in winners if w != discarder]
    if len(winners) < 2:
        return
    state = apply(new_game(get_preset(key)), DeclareRiichi(discarder)).state
    step = apply(state, Win(tuple(WinEntry(w, 2, 30) for w in winners), discarder=discarder))
    paid = [seat for seat, delta in enumerate(step.settlement.deltas) if delta > 0]
    nearest = min(winners, key=lambda w: (w - discarder) % 4)
    assert paid == [nearest]
    assert sum(step.settlement.deltas) == 1000  # the discarder's riichi stick, from the table


@pytest.mark.parametrize("key", ["jpml-a", "saikouisen", "mu", "rmu", "kyokai"])
def test_a_leagues_chombo_is_twenty_points_after_the_game(key: str) -> None:
    state = apply(new_game(get_preset(key)), DeclareRiichi(1)).state
    step = apply(state, Chombo(2))
    assert step.settlement.deltas == (0, 1000, 0, 0)  # the deposit goes back, nothing paid
    assert step.settlement.penalties == (0, 0, 20, 0)
    result = final_results(apply(step.state, EndGame()).state)
    assert result.penalties == (0.0, 0.0, -20.0, 0.0)


@given(
    base=st.integers(50, 350).map(lambda n: n * 100),
    tied=st.integers(2, 4),
    sticks=st.integers(0, 5),
    key=st.sampled_from(["mleague", "ema2016", "wrc2025", "jpml-a"]),
)
def test_tied_seats_share_within_a_tenth_and_nothing_is_lost(
    base: int, tied: int, sticks: int, key: str
) -> None:
    rules = get_preset(key)
    total = 4 * rules.start_points - 1000 * sticks
    rest = total - tied * base
    others = 4 - tied
    if others == 0 and rest != 0:
        return
    scores = [base] * tied + ([rest // others] * others if others else [])
    scores[-1] += total - sum(scores)
    state = ended(rules, tuple(scores), sticks)
    result = final_results(state)
    lost = sticks if rules.leftover_sticks == "lost" else 0
    assert sum(result.points) == pytest.approx(-lost, abs=1e-9)
    shares = [result.uma[s] + result.oka[s] for s in range(4) if scores[s] == base]
    if len(shares) == tied:  # the others did not tie with them too
        assert max(shares) - min(shares) <= 0.1 + 1e-9
        assert shares == sorted(shares, reverse=True)  # nearer the first dealer, never less
