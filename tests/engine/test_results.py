"""Final results: placements, ties, oka, uma, rounding, penalties, yakitori."""

from __future__ import annotations

import dataclasses

import pytest

from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import Chombo, EndGame, TableState, apply, new_game

STANDARD = get_preset("standard")


def ended(rules: Rules, scores: tuple[int, int, int, int], **changes: object) -> TableState:
    state = dataclasses.replace(new_game(rules), scores=scores, **changes)  # type: ignore[arg-type]
    return apply(state, EndGame()).state


def test_seed_rounding_divide_by_1000_half_down_minus_30_first_takes_the_rest() -> None:
    # seed 002: "the 2nd, 3rd, and 4th place players divide their points by 1000, round it with
    # 0.5 rounded down, and then subtract 30 ... The total ± score of these players is negated
    # to arrive at the winner's ± score"; uma +20/+10/-10/-20
    result = final_results(ended(STANDARD, (40000, 25500, 22600, 11900)))
    # 25.5 -> 25 - 30 + 10 = 5; 22.6 -> 23 - 30 - 10 = -17; 11.9 -> 12 - 30 - 20 = -38
    assert result.points == (50.0, 5.0, -17.0, -38.0)
    assert result.placements == (0, 1, 2, 3)
    assert result.ranks == (1, 2, 3, 4)
    assert result.uma == (20.0, 10.0, -10.0, -20.0)
    assert result.oka == (20.0, 0.0, 0.0, 0.0)
    assert result.penalties == (0.0,) * 4


@pytest.mark.parametrize(
    ("score", "seed", "tenhou"),
    # RULES.md: "The seed's final rounding ("0.5 rounds down") is applied to the magnitude:
    # 12.5 -> 12, -12.5 -> -12, 12.6 -> 13, -12.6 -> -13."; Tenhou: half away from zero
    # (and a score under 1,000 stays positive: 0.7 -> 1)
    [
        (12500, 12, 13),
        (-12500, -12, -13),
        (12600, 13, 13),
        (-12600, -13, -13),
        (12400, 12, 12),
        (700, 1, 1),
    ],
)
def test_rounding_on_the_magnitude(score: int, seed: int, tenhou: int) -> None:
    scores = (60000, 30000, 22000, score)
    for rules, value in ((STANDARD, seed), (get_preset("tenhou"), tenhou)):
        result = final_results(ended(rules, scores))
        assert result.points[3] == value - 30 - 20


def test_tenhou_half_away_from_zero() -> None:
    # oracle README: "2nd to 4th take score / 1000 rounded half away from zero, minus 30, plus
    # uma +10 / -10 / -20; first place gets the negated sum of the others"
    result = final_results(ended(get_preset("tenhou"), (40000, 25500, 22600, 11900)))
    assert result.points == (49.0, 6.0, -17.0, -38.0)


def test_ema_no_rounding_uma_15_5() -> None:
    # RULES.md, EMA 2016: "Final rounding: none", uma 15/5/-5/-15, 30k/30k, no oka
    result = final_results(ended(get_preset("ema2016"), (35300, 30100, 29900, 24700)))
    assert result.points == pytest.approx((20.3, 5.1, -5.1, -20.3))
    assert result.oka == (0.0,) * 4


def test_tenth_rounding_wrc() -> None:
    # RULES.md, WRC 2025: "Final rounding: 0.1"
    result = final_results(ended(get_preset("wrc2025"), (40050, 30000, 25000, 24950)))
    assert result.points == pytest.approx((25.1, 5.0, -10.0, -20.1))


def test_ties_by_seat_order_from_the_first_dealer() -> None:
    # seed 002: "the tie-breaker falls on order by the initial wind position at the very start
    # of the game. Raw points are not adjusted."
    result = final_results(ended(STANDARD, (20000, 30000, 20000, 30000)))
    assert result.placements == (1, 3, 0, 2)
    assert result.ranks == (3, 1, 4, 2)
    assert result.points == (-20.0, 40.0, -30.0, 10.0)


def test_ties_split_the_uma() -> None:
    # RULES.md, EMA 2016: "Ties: uma shared equally"
    result = final_results(ended(get_preset("ema2016"), (40000, 30000, 30000, 20000)))
    assert result.ranks == (1, 2, 2, 4)
    assert result.uma == (15.0, 0.0, 0.0, -15.0)
    assert result.points == (25.0, 0.0, 0.0, -25.0)


def test_ties_for_first_split_uma_and_oka() -> None:
    # RULES.md, M-League: "Ties: split", oka 20k to first; final points to 0.1
    result = final_results(ended(get_preset("mleague"), (35000, 35000, 20000, 10000)))
    assert result.ranks == (1, 1, 3, 4)
    assert result.oka == (10.0, 10.0, 0.0, 0.0)
    assert result.uma == (20.0, 20.0, -10.0, -30.0)
    assert result.points == pytest.approx((35.0, 35.0, -20.0, -50.0))


def test_split_first_with_the_seed_rounding_shares_the_negated_sum() -> None:
    rules = STANDARD.replace(tie_break="split")
    result = final_results(ended(rules, (35000, 35000, 20000, 10000)))
    # 3rd: 20 - 30 - 10 = -20; 4th: 10 - 30 - 20 = -40; the two firsts share the other 60
    assert result.points == (30.0, 30.0, -20.0, -40.0)


def test_chombo_final_penalty() -> None:
    # RULES.md, EMA 2016: "Chombo: -20,000 after uma"
    rules = get_preset("ema2016")
    state = apply(new_game(rules), Chombo(2)).state
    result = final_results(apply(state, EndGame()).state)
    assert result.penalties == (0.0, 0.0, -20.0, 0.0)
    # all tied at 30,000: the uma is shared, so everyone is at 0 before the penalty
    assert result.points == (0.0, 0.0, -20.0, 0.0)


def test_yakitori_penalty_for_a_player_who_never_won() -> None:
    # seed 002: "yakitori penalty" (RULES.md: a setting, off in the standard preset)
    rules = STANDARD.replace(yakitori=True, yakitori_penalty=10)
    state = ended(rules, (40000, 30000, 20000, 10000), wins=(2, 1, 0, 1))
    result = final_results(state)
    assert result.penalties == (0.0, 0.0, -10.0, 0.0)
    assert result.points == (50.0, 10.0, -30.0, -40.0)
    assert final_results(ended(STANDARD, (40000, 30000, 20000, 10000))).points[2] == -20.0


def test_results_of_a_game_not_yet_over_pay_the_leftover_sticks() -> None:
    state = dataclasses.replace(new_game(STANDARD), scores=(30000, 30000, 19000, 19000), sticks=2)
    result = final_results(state)
    assert result.scores == (32000, 30000, 19000, 19000)
    # others: 30 - 30 + 10 = 10, 19 - 30 - 10 = -21, 19 - 30 - 20 = -31
    assert result.points == (42.0, 10.0, -21.0, -31.0)
