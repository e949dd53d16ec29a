"""The night's leaders (the second screen's): the last twelve hours' games, by final points,
with each player's rating over every game."""

from __future__ import annotations

import datetime

import pytest
from helpers.storage_games import (
    END,
    GAME_ONE,
    NAMES,
    insert_three_player_game,
    ron,
    standard,
    tenhou,
)

from scoretable.storage.rating import tenhou_ratings
from scoretable.storage.stats import night_leaders

NOW = datetime.datetime(2026, 11, 26, 22, 0, tzinfo=datetime.UTC)


def started(hours_ago: float) -> str:
    return (NOW - datetime.timedelta(hours=hours_ago)).isoformat(timespec="microseconds")


#: (players, ranks, final points, hours before NOW), in the order played
GAMES = [
    (NAMES, [1, 2, 4, 3], [49.1, 7.4, -30.2, -26.3], 30),  # last night's: not tonight's
    (["Di", "Ann", "Eve", "Bo"], [1, 4, 2, 3], [30.0, -40.0, 5.0, 5.0], 11.5),
    (NAMES, [2, 1, 3, 4], [10.0, 20.0, -15.0, -15.0], 1),
]


def the_nights_games(store) -> None:
    for players, ranks, points, hours in GAMES:
        rules = tenhou() if players[0] == "Di" else standard()
        log = [ron(0, 1, 2, 30), END] if players[0] == "Di" else [*GAME_ONE, END]
        store.insert_game(
            players=players,
            rules=rules,
            log=log,
            index=len(log),
            finished=True,
            created=started(hours),
            result={"ranks": ranks, "points": points},
        )
    # tonight, unfinished: not counted
    store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4, created=started(0.5))


pytestmark = pytest.mark.store_games(fill=the_nights_games)


def test_the_nights_leaders_are_tonights_games_by_points_with_the_overall_rating(store):
    ratings = tenhou_ratings((players, ranks) for players, ranks, _, _ in GAMES)
    leaders = night_leaders(store, now=NOW)
    # Bo 5 + 20, Di 30 - 15, Eve 5, Cy -15, Ann -40 + 10 (last night's 49.1 left out)
    assert [(s.name, s.games, s.final_points) for s in leaders] == [
        ("Bo", 2, 25.0),
        ("Di", 2, 15.0),
        ("Eve", 1, 5.0),
        ("Cy", 1, -15.0),
        ("Ann", 2, -30.0),
    ]
    # the rating over all three games (Ann's first place last night included)
    assert {s.name: s.rating for s in leaders} == pytest.approx(
        {name: rating.rating for name, rating in ratings.items()}
    )
    assert ratings["Ann"].games == 3


@pytest.mark.parametrize(
    ("now", "limit", "expected"),
    [
        (NOW, 2, ["Bo", "Di"]),
        # game 2 started 12.5 h ago: game 3 alone (Cy and Di tied: by name)
        (NOW + datetime.timedelta(hours=1), 8, ["Bo", "Ann", "Cy", "Di"]),
        (NOW + datetime.timedelta(hours=11), 8, ["Bo", "Ann", "Cy", "Di"]),  # 12 h: still in
        (NOW + datetime.timedelta(hours=13), 8, []),  # the next day: nobody yet
    ],
)
def test_the_night_is_the_last_twelve_hours(store, now, limit, expected):
    assert [s.name for s in night_leaders(store, now=now, limit=limit)] == expected


def test_three_player_games_are_a_night_of_their_own(store, frozen_clock):
    insert_three_player_game(store)  # started now, by the (frozen) clock
    assert {(s.name, s.games) for s in night_leaders(store, 3)} == {
        ("Ann", 1),
        ("Bo", 1),
        ("Eve", 1),
    }
    assert [s.name for s in night_leaders(store, now=NOW)] == ["Bo", "Di", "Eve", "Cy", "Ann"]
