"""A stored game's result read for the league: unfinished or unreadable results are left out."""

from __future__ import annotations

import pytest

from scoretable.storage.league import HandOutcome, game_result

NAMES = ("Ann", "Bo", "Cy", "Di")
GOOD = {"points": [45.5, 5.0, -15.0, -35.5], "ranks": [1, 2, 3, 4]}


@pytest.mark.parametrize(
    "result",
    [
        None,
        {},
        {"ranks": [1, 2, 3, 4]},
        {"points": "45.5", "ranks": [1, 2, 3, 4]},
        {"points": [45.5, 5.0, -15.0, -35.5], "ranks": None},
        {"points": [45.5, 5.0, -50.5], "ranks": [1, 2, 3]},
    ],
    ids=["unfinished", "empty", "no points", "points not a list", "no ranks", "a seat short"],
)
def test_a_result_that_does_not_fit_the_table_is_no_game(result: dict | None) -> None:
    assert game_result(NAMES, result, "standard", "2026-01-01") is None


def test_a_result_counts_each_seats_wins_and_deal_ins() -> None:
    hands = [
        HandOutcome((0,), 2, "ron"),
        HandOutcome((1,), None, "tsumo"),
        HandOutcome((0, 3), 2, "ron"),
        HandOutcome((), None, "draw"),
    ]
    got = game_result(NAMES, GOOD, "standard", "2026-01-01", hands)
    assert got is not None
    assert got.points == (45.5, 5.0, -15.0, -35.5)
    assert got.ranks == (1, 2, 3, 4)
    assert got.wins == (2, 1, 0, 1)
    assert got.deal_ins == (0, 0, 2, 0)
    assert got.hands == 4
