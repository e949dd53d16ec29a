"""A tournament's input checked where it enters (:mod:`scoretable.storage.tournament_input`),
before any server is asked: points that are finite numbers within bounds, presets that exist,
players' files whose fields are of a bounded size."""

from __future__ import annotations

import math

import pytest

from scoretable.storage.tournament_input import (
    MAX_POINTS,
    TournamentError,
    players_table,
    points,
    rules_preset,
)


@pytest.mark.parametrize("value", [None, 0, -20, 20.5, MAX_POINTS, -MAX_POINTS])
def test_points_within_bounds_pass(value: float | None) -> None:
    assert points(value, "a penalty") == value


@pytest.mark.parametrize(
    ("value", "said"),
    [
        (math.nan, "a penalty must be between -1,000 and 1,000 points, not nan"),
        (math.inf, "a penalty must be between -1,000 and 1,000 points, not inf"),
        (-math.inf, "a penalty must be between -1,000 and 1,000 points, not -inf"),
        (float("1e400"), "a penalty must be between -1,000 and 1,000 points, not inf"),
        (1000.5, "a penalty must be between -1,000 and 1,000 points, not 1000.5"),
        (10**400, "a penalty must be between -1,000 and 1,000 points, not a number beyond any"),
        (-5000, "a penalty must be between -1,000 and 1,000 points, not -5000"),
        (True, "a penalty is a number of points, not True"),
        ("5", "a penalty is a number of points, not '5'"),
    ],
    ids=["nan", "inf", "-inf", "1e400", "1000.5", "10**400", "-5000", "bool", "text"],
)
def test_points_that_are_no_sane_number_are_refused(value: object, said: str) -> None:
    with pytest.raises(TournamentError) as refused:
        points(value, "a penalty")  # type: ignore[arg-type]
    assert str(refused.value).startswith(said)


def test_a_preset_must_exist() -> None:
    assert rules_preset("ema2016") == "ema2016"
    with pytest.raises(TournamentError, match=r"^unknown rules preset 'nope'; known: standard"):
        rules_preset("nope")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("name,team\nAnn," + "T" * 1001 + "\n", "line 2 of the players' file has a field of 1,001"),
        ("name\n" + "A" * (200 << 10) + "\n", "line 2 of the players' file: field larger than"),
    ],
    ids=["1,001 characters", "200 KB"],
)
def test_a_players_field_too_long_is_refused_naming_its_line(text: str, said: str) -> None:
    with pytest.raises(TournamentError) as refused:
        players_table(text)
    assert str(refused.value).startswith(said)


def test_a_players_table_within_bounds_is_read() -> None:
    assert players_table("name,team\nAnn,Kyoto\nBo,\n") == [
        {"name": "Ann", "team": "Kyoto"},
        {"name": "Bo", "team": ""},
    ]
