"""The explanation of three-player hands: three totals, the tsumo loss and North bisection
written out step by step, and every point accounted for."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry, apply, new_game
from scoretable.teaching.explain import explain, explain_steps, moved

NAMES = ["Ann", "Ben", "Cho"]
TENHOU_SANMA = get_preset("tenhou-sanma")
BISECTION = TENHOU_SANMA.replace(tsumo_north="bisection")


def test_a_tsumo_with_tsumo_loss_names_two_payers_and_the_lost_share() -> None:
    # Tenhou 3p: Ben (non-dealer) tsumo 3 han 30 fu, 1 honba: 2,000 + 1,000, 100 each
    state = replace(new_game(TENHOU_SANMA), honba=1)
    lines = explain(apply(state, Win((WinEntry(1, han=3, fu=30),))), NAMES)
    assert lines == [
        "Tsumo: Ben (non-dealer) wins",
        "30 fu × 2⁵ (2 + 3 han) = 960 basic points",
        "Ann pays ×2 as the dealer, for a non-dealer tsumo: 960 × 2 = 1,920 → 2,000",
        "Cho pays ×1 as a non-dealer, for a non-dealer tsumo: 960 × 1 = 960 → 1,000",
        "1 honba: Ann pays +100, Cho pays +100",
        "three players: the absent North's share is lost",
        "Ann: −2,100",
        "Ben: +3,200",
        "Cho: −1,100",
    ]


@pytest.mark.parametrize(
    ("winner", "payments", "totals"),
    [
        # non-dealer: each payer adds half of the absent North's 960 before rounding up
        (
            1,
            [
                "Ann pays ×2 as the dealer, for a non-dealer tsumo: 960 × 2 + 960 / 2 = 2,400",
                "Cho pays ×1 as a non-dealer, for a non-dealer tsumo: "
                "960 × 1 + 960 / 2 = 1,440 → 1,500",
            ],
            ["Ann: −2,400", "Ben: +3,900", "Cho: −1,500"],
        ),
        # dealer: North would pay 1,920; each non-dealer adds half of it
        (
            0,
            ["Ben and Cho each pay ×2 for a dealer tsumo: 960 × 2 + 1,920 / 2 = 2,880 → 2,900"],
            ["Ann: +5,800", "Ben: −2,900", "Cho: −2,900"],
        ),
    ],
)
def test_north_bisection_shows_the_half_share_in_each_payment(
    winner: int, payments: list[str], totals: list[str]
) -> None:
    lines = explain(apply(new_game(BISECTION), Win((WinEntry(winner, han=3, fu=30),))), NAMES)
    assert lines[2:-4] == payments
    assert lines[-4] == "three players: the absent North's share is split between the payers"
    assert lines[-3:] == totals


def test_a_draw_among_three_totals_three_seats() -> None:
    step = apply(new_game(TENHOU_SANMA), ExhaustiveDraw(frozenset({0})))
    lines = explain_steps(step, NAMES)
    totals = [line.text for line in lines if line.kind == "total"]
    assert totals == ["Ann: +2,000", "Ben: −1,000", "Cho: −1,000"]
    assert moved(lines, 3) == step.settlement.deltas == (2000, -1000, -1000)


@settings(max_examples=40, deadline=None)
@given(
    rules=st.sampled_from([TENHOU_SANMA, BISECTION, get_preset("mahjongsoul-sanma")]),
    winner=st.integers(0, 2),
    han=st.integers(1, 13),
    fu=st.sampled_from([30, 40, 50]),
    honba=st.integers(0, 3),
    discarder=st.one_of(st.none(), st.integers(0, 2)),
)
def test_every_point_of_a_three_player_win_is_accounted_for(
    rules: object, winner: int, han: int, fu: int, honba: int, discarder: int | None
) -> None:
    if discarder == winner:
        discarder = None
    state = replace(new_game(rules), honba=honba)  # type: ignore[arg-type]
    step = apply(state, Win((WinEntry(winner, han=han, fu=fu),), discarder))
    lines = explain_steps(step, NAMES)
    assert [line.seat for line in lines if line.kind == "total"] == [0, 1, 2]
    assert moved(lines, 3) == step.settlement.deltas


def test_north_tiles_set_aside_are_added_to_the_han_before_the_value() -> None:
    # Ben ron from Ann: 3 han + 2 North = 5 han, a mangan (no North count: no such line)
    win = Win((WinEntry(1, han=3, fu=30, nukidora=2),), discarder=0)
    lines = explain(apply(new_game(TENHOU_SANMA), win), NAMES)
    assert lines[1:3] == [
        "3 han + 2 North set aside (nukidora) = 5 han",
        "5 han: mangan, 2,000 basic points",
    ]
    plain = explain(apply(new_game(TENHOU_SANMA), Win((WinEntry(1, han=3, fu=30),), 0)), NAMES)
    assert not any("nukidora" in line for line in plain)
