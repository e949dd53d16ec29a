"""The league's arithmetic: standings and seating (no database)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.storage.league import (
    GameResult,
    HandOutcome,
    Season,
    Standing,
    final_name,
    game_result,
    repeats,
    seating,
    standings,
)

GAMES = [
    GameResult(
        ("A", "B", "C", "D"),
        (50.0, 10.0, -20.0, -40.0),
        (1, 2, 3, 4),
        "tenhou",
        "2026-10-01T19:00:00+00:00",
        10,
        (3, 2, 1, 0),
        (0, 1, 2, 3),
    ),
    GameResult(
        ("B", "A", "E", "C"),
        (45.0, 5.0, -15.0, -35.0),
        (1, 2, 3, 4),
        "standard",
        "2026-11-20T19:00:00+00:00",
        8,
        (2, 2, 1, 0),
        (1, 1, 1, 1),
    ),
]


def test_standings_sum_points_and_average_places():
    rows = standings(GAMES)
    assert [(r.player, r.games, r.points, r.average_place) for r in rows] == [
        ("A", 2, 55.0, 1.5),
        ("B", 2, 55.0, 1.5),
        ("E", 1, -15.0, 3.0),
        ("D", 1, -40.0, 4.0),
        ("C", 2, -55.0, 3.5),
    ]
    a = rows[0]
    assert (a.hands, a.wins, a.deal_ins) == (18, 5, 1)
    assert a.win_rate == pytest.approx(5 / 18)


def result(names, points, ranks, created="2026-10-01T19:00:00+00:00"):
    return GameResult(tuple(names), tuple(points), tuple(ranks), "standard", created, 8)


@pytest.mark.parametrize(
    ("games", "order"),
    [
        # equal points (25): Zed's places 1 and 2 beat Amy's 2 and 2, whatever the names say
        (
            [
                result(("Zed", "Amy", "C", "D"), (20.0, 15.0, -10.0, -25.0), (1, 2, 3, 4)),
                result(("Amy", "Zed", "C", "D"), (10.0, 5.0, 0.0, -15.0), (2, 1, 3, 4)),
            ],
            ["Zed", "Amy", "C", "D"],
        ),
        # equal points (0) for all four: the averages 1.5, 2.0, 2.5, 4.0 decide, names do not
        (
            [
                result(("Cy", "Bo", "Al", "X"), (0.0, 0.0, 0.0, 0.0), (1, 2, 3, 4)),
                result(("Al", "Bo", "Cy", "X"), (0.0, 0.0, 0.0, 0.0), (2, 2, 2, 4)),
            ],
            ["Cy", "Bo", "Al", "X"],
        ),
        # equal points and places: the name, case aside
        (
            [result(("Bea", "ann", "C", "D"), (0.0, 0.0, 0.0, 0.0), (1, 1, 3, 3))],
            ["ann", "Bea", "C", "D"],
        ),
    ],
)
def test_equal_points_rank_the_better_average_place_first(games, order):
    assert [r.player for r in standings(games)] == order


@given(
    st.lists(
        st.tuples(
            st.permutations(["A", "B", "C", "D"]),
            st.lists(st.sampled_from([-10.0, 0.0, 10.0]), min_size=4, max_size=4),
            st.permutations([1, 2, 3, 4]),
        ),
        min_size=1,
        max_size=6,
    )
)
@settings(max_examples=60, deadline=None)
def test_standings_order_is_points_then_average_place_then_name(games):
    rows = standings([result(n, p, r) for n, p, r in games])
    keys = [(-r.points, r.average_place, r.player.casefold()) for r in rows]
    assert keys == sorted(keys)


@pytest.mark.parametrize(
    ("created", "held"),
    [
        ("2026-10-31T23:59:59+00:00", False),
        ("2026-11-01T00:00:00+00:00", True),  # the first day
        ("2026-11-30T23:59:59+00:00", True),  # the last day, to its end
        ("2026-12-01T00:00:00+00:00", False),
    ],
)
def test_a_season_holds_its_first_and_last_day(created, held):
    assert Season("November", "2026-11-01", "2026-11-30").holds(created) is held


def test_a_game_result_counts_wins_and_deal_ins_a_chombo_is_no_deal_in():
    hands = [
        HandOutcome((0,), 1, "ron"),  # A wins from B
        HandOutcome((2,), None, "tsumo"),
        HandOutcome((), 3, "chombo"),  # D pays a chombo: not a deal-in
        HandOutcome((1, 2), 0, "ron"),  # B and C win from A
    ]
    result = {"points": [10.5, -3, 20, -27.5], "ranks": [2, 3, 1, 4]}
    game = game_result(("A", "B", "C", "D"), result, "standard", "2026-11-01", hands)
    assert game == GameResult(
        ("A", "B", "C", "D"),
        (10.5, -3.0, 20.0, -27.5),
        (2, 3, 1, 4),
        "standard",
        "2026-11-01",
        4,
        (1, 1, 2, 0),
        (1, 1, 0, 0),
    )


@pytest.mark.parametrize(
    "result",
    [None, {}, {"points": None, "ranks": [1, 2, 3, 4]}, {"points": [1, 2, 3], "ranks": [1, 2, 3]}],
    ids=["unfinished", "empty", "no-points", "three-points-for-four"],
)
def test_an_unfinished_or_unreadable_result_is_no_game(result):
    assert game_result(("A", "B", "C", "D"), result, "standard", "2026-11-01") is None


def test_a_line_without_games_or_hands_reads_zero_and_its_json_is_rounded():
    empty = Standing("Ann")
    assert (empty.average_place, empty.win_rate, empty.deal_in_rate) == (0.0, 0.0, 0.0)
    row = Standing("Ann", games=3, points=12.34567, place_total=7, hands=9, wins=2, deal_ins=1)
    assert (row.win_rate, row.deal_in_rate) == (pytest.approx(2 / 9), pytest.approx(1 / 9))
    assert row.as_json() == {
        "player": "Ann",
        "games": 3,
        "points": 12.346,
        "average_place": 2.3333,
    }


def test_standings_by_season_rules_and_merged_names():
    autumn = Season("Autumn", "2026-11-01", "2026-11-30")
    assert [r.player for r in standings(GAMES, season=autumn)] == ["B", "A", "E", "C"]
    assert [r.player for r in standings(GAMES, rules_name="tenhou")] == ["A", "B", "C", "D"]
    merged = {r.player: r for r in standings(GAMES, aliases={"E": "D"})}
    assert merged["D"].games == 2
    assert merged["D"].points == -55.0


@pytest.mark.parametrize(
    ("aliases", "name", "final"),
    [
        ({}, "A", "A"),
        ({"A": "B"}, "A", "B"),
        ({"A": "B"}, "B", "B"),
        # a chain an older server stored unresolved: followed to its end
        ({"A": "B", "B": "C"}, "A", "C"),
        ({"A": "B", "B": "C", "C": "D"}, "A", "D"),
        # a circle: stops before the name met twice
        ({"A": "B", "B": "A"}, "A", "B"),
        ({"A": "B", "B": "C", "C": "A"}, "B", "A"),
        ({"A": "A"}, "A", "A"),
    ],
)
def test_a_name_counts_as_the_end_of_its_chain_of_aliases(aliases, name, final):
    assert final_name(name, aliases) == final


def test_standings_count_a_chained_alias_as_the_chain_s_last_name():
    # E -> A -> D, as an older club server may hold them
    merged = {r.player: r for r in standings(GAMES, aliases={"E": "A", "A": "D"})}
    assert sorted(merged) == ["B", "C", "D"]
    assert merged["D"].games == 4
    assert merged["D"].points == pytest.approx(-40.0 + 50.0 + 5.0 - 15.0)


def test_the_second_round_of_eight_has_the_unavoidable_four_repeats_only():
    # round 1: ABCD / EFGH; any second round splits each table 2+2: 2 repeated pairs a table
    history = [("A", "B", "C", "D"), ("E", "F", "G", "H")]
    tables = seating(list("ABCDEFGH"), history, rng=random.Random(1))
    assert repeats(tables, history) == 4
    assert sorted(p for t in tables for p in t) == list("ABCDEFGH")


def test_sixteen_players_meet_new_opponents_for_a_second_round():
    players = [f"P{i:02d}" for i in range(16)]
    history = [tuple(players[i : i + 4]) for i in range(0, 16, 4)]
    tables = seating(players, history, rng=random.Random(3))
    assert repeats(tables, history) == 0


def test_random_seating_with_a_seed_is_reproducible():
    assert seating(list("ABCDEFGH"), rng=random.Random(5), avoid_repeats=False) == seating(
        list("ABCDEFGH"), rng=random.Random(5), avoid_repeats=False
    )


@pytest.mark.parametrize("players", [list("ABC"), [], list("AABB")])
def test_seating_refuses_what_cannot_be_seated(players):
    with pytest.raises(ValueError):
        seating(players)


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000))
def test_seating_never_does_worse_than_the_random_draw(tables, seed):
    players = [f"p{i}" for i in range(4 * tables)]
    history = [
        tuple(random.Random(seed).sample(players, 4 * tables)[i : i + 4])
        for i in range(0, 4 * tables, 4)
    ]
    smart = seating(players, history, rng=random.Random(seed))
    plain = seating(players, history, rng=random.Random(seed), avoid_repeats=False)
    assert repeats(smart, history) <= repeats(plain, history)
    assert sorted(itertools.chain.from_iterable(smart)) == sorted(players)
