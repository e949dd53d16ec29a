"""Issue 31: Tenhou's R rating against examples worked by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.storage.rating import adjustment, change, placement_scores, tenhou_ratings


@pytest.mark.parametrize(
    ("own", "others", "rank_score", "expected"),
    [
        # Examples worked by hand (400 games or more: adjustment 0.2):
        # R2000 at a table of 2100, 1900, 2000 (average 2000) coming fourth: 0.2 x -30
        (2000, (2100, 1900, 2000), -30, -6.0),
        # against 1500, 1500, 1400 (average 1600 with oneself): 0.2 x (-30 - 400/40)
        (2000, (1500, 1500, 1400), -30, -8.0),
        # against 1500, 1900, 2100 (average 1875): 0.2 x (-30 - 125/40) (a page that shows
        # this example says -12.25: 0.2 x -33.125 is -6.625)
        (2000, (1500, 1900, 2100), -30, -6.625),
        # a first place at a stronger table (average 1575): 0.2 x (30 + 75/40)
        (1500, (1600, 1600, 1600), 30, 6.375),
    ],
)
def test_the_published_examples(own, others, rank_score, expected):
    assert change(own, (own, *others), rank_score, 400) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("games", "factor"), [(0, 1.0), (1, 0.998), (100, 0.8), (399, 0.202), (400, 0.2), (5000, 0.2)]
)
def test_the_games_played_adjustment(games, factor):
    assert adjustment(games) == pytest.approx(factor)


@pytest.mark.parametrize("games", [400, 401, 5000])
def test_from_the_400th_game_on_the_adjustment_is_exactly_a_fifth(games):
    # 1.0 - 0.002 * 400 is 0.19999999999999996: the rule's 0.2 applies from 400 games on
    assert adjustment(games) == 0.2


@pytest.mark.parametrize(
    ("ranks", "scores"),
    [
        ((1, 2, 3, 4), [30, 10, -10, -30]),
        ((4, 3, 2, 1), [-30, -10, 10, 30]),
        ((1, 2, 3), [30, 0, -30]),
        ((1, 1, 3, 4), [20, 20, -10, -30]),  # two share first and second
        ((1, 2, 2, 2), [30, -10, -10, -10]),
        ((1, 1, 3), [15, 15, -30]),
    ],
)
def test_placement_scores(ranks, scores):
    assert placement_scores(ranks) == scores


def test_two_games_worked_by_hand():
    ratings = tenhou_ratings(
        [
            (["A", "B", "C", "D"], [1, 2, 3, 4]),
            # the table: 1530, 1510, 1490 and a newcomer at 1500, average 1507.5
            (["A", "B", "C", "E"], [4, 3, 2, 1]),
        ]
    )
    assert ratings["D"].history == [1470]
    # A: 0.998 x (-30 + (1507.5 - 1530) / 40) = -30.501375
    assert ratings["A"].history == pytest.approx([1530, 1499.498625])
    # B: 0.998 x (-10 - 2.5 / 40) = -10.042375
    assert ratings["B"].rating == pytest.approx(1499.957625)
    # C: 0.998 x (10 + 17.5 / 40) = 10.416625
    assert ratings["C"].rating == pytest.approx(1500.416625)
    # E, a first game: 1.0 x (30 + 7.5 / 40)
    assert ratings["E"].rating == pytest.approx(1530.1875)
    assert (ratings["A"].games, ratings["E"].games) == (2, 1)


def test_three_players():
    ratings = tenhou_ratings([(["A", "B", "C"], [2, 1, 3])])
    assert [ratings[n].rating for n in "ABC"] == [1500, 1530, 1470]


@given(st.lists(st.permutations([1, 2, 3, 4]), max_size=60))
def test_four_players_who_always_meet_keep_their_total(results):
    """Each game, everyone has played as many games (the same adjustment), the placement
    scores sum to zero and so do the corrections: the four ratings keep 6,000 between them."""
    ratings = tenhou_ratings([(["A", "B", "C", "D"], list(ranks)) for ranks in results])
    assert sum(r.rating for r in ratings.values()) == pytest.approx(6000 if results else 0)
    assert all(len(r.history) == r.games == len(results) for r in ratings.values())


def test_every_game_moves_by_the_documented_change_past_the_400th():
    """420 games of a club where A meets a changing table: each rating after each game is
    the one :func:`change` gives (the inlined loop is the documented formula), the games from
    the 400th on with the adjustment 0.2."""
    names = ["A", "B", "C", "D", "E"]
    games = []
    for number in range(420):
        table = ["A", *(names[1 + (number + k) % 4] for k in range(3))]
        ranks = [1 + (number * 7 + seat) % 4 for seat in range(4)]
        games.append((table, ranks))
    expected: dict[str, list[float]] = {}
    for table, ranks in games:
        before = [(expected.get(n) or [1500.0])[-1] for n in table]
        scores = placement_scores(ranks)
        for seat, name in enumerate(table):
            played = len(expected.get(name, []))
            moved = before[seat] + change(before[seat], before, scores[seat], played)
            expected.setdefault(name, []).append(moved)
    ratings = tenhou_ratings(games)
    assert ratings["A"].games == 420
    for name in names:
        assert ratings[name].history == pytest.approx(expected[name], abs=1e-9)
