"""Actions and states to JSON-ready dicts and back; malformed data is a ValueError."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_from_dict,
    action_to_dict,
    apply,
    new_game,
    state_from_dict,
    state_to_dict,
)

ACTIONS: list[Action] = [
    DeclareRiichi(2),
    CancelRiichi(1),
    Win(entries=(WinEntry(1, 3, 30),), discarder=0),
    Win(entries=(WinEntry(0, yakuman=2, double_yakuman=1, pao=3, pao_yakuman=1),)),
    Win(entries=(WinEntry(2, 2, 40, rinshan_pao=3),)),
    Win(entries=(WinEntry(1, 1, 30), WinEntry(3, 5)), discarder=2),
    ExhaustiveDraw(),
    ExhaustiveDraw(tenpai=frozenset({0, 2}), nagashi=frozenset({3})),
    AbortiveDraw("kyuushu"),
    Chombo(3),
    EndGame(),
]


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: type(a).__name__)
def test_every_action_round_trips_through_json(action: Action) -> None:
    data = json.loads(json.dumps(action_to_dict(action)))
    assert action_from_dict(data) == action


@pytest.mark.parametrize(
    "data",
    [
        [],
        {},
        {"type": 3},
        {"type": "nonsense"},
        {"type": "riichi"},
        {"type": "riichi", "seat": "1"},
        {"type": "riichi", "seat": True},
        {"type": "chombo", "seat": None},
        {"type": "abortive", "kind": 4},
        {"type": "draw", "tenpai": [0], "nagashi": "x"},
        {"type": "draw", "tenpai": [0, "1"], "nagashi": []},
        {"type": "win", "discarder": 0, "entries": {}},
        {"type": "win", "discarder": 0, "entries": [3]},
        {"type": "win", "discarder": "0", "entries": []},
        {"type": "win", "discarder": 0, "entries": [{"winner": 1, "han": 1}]},
    ],
)
def test_malformed_actions_are_a_value_error(data: Any) -> None:
    with pytest.raises(ValueError):
        action_from_dict(data)


def test_states_round_trip_through_json() -> None:
    state = new_game(get_preset("tenhou"))
    state = apply(state, DeclareRiichi(1)).state
    over = apply(state, EndGame()).state
    for each in (state, over, new_game(get_preset("ema2025"))):
        data = json.loads(json.dumps(state_to_dict(each)))
        assert state_from_dict(data) == each


def good_state() -> dict[str, Any]:
    return state_to_dict(new_game(get_preset("standard")))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("rules", "standard"),
        ("rules", {"length": "forever"}),
        ("rules", {"uma": 5}),
        ("scores", [25000, 25000, 25000]),
        ("scores", [25000, 25000, 25000, "x"]),
        ("round_wind", 4),
        ("hand_number", 0),
        ("dealer", -1),
        ("honba", -1),
        ("sticks", -2),
        ("riichi", [5]),
        ("game_over", 1),
        ("final_scores", [1, 2]),
        ("penalties", None),
        ("penalties", [0, 0, 0]),
        ("wins", [0, 0, 0, 0, 0]),
    ],
)
def test_malformed_states_are_a_value_error(key: str, value: Any) -> None:
    data = good_state()
    data[key] = value
    with pytest.raises(ValueError):
        state_from_dict(data)


def test_a_count_per_seat_of_the_wrong_length_is_refused_saying_both_lengths() -> None:
    data = good_state()
    data["penalties"] = [0, 0, 0]
    with pytest.raises(ValueError) as caught:
        state_from_dict(data)
    assert str(caught.value) == "'penalties' should have 4 values, not 3"


def test_a_state_must_be_an_object() -> None:
    with pytest.raises(ValueError):
        state_from_dict([])  # type: ignore[arg-type]
    data = good_state()
    del data["scores"]
    with pytest.raises(ValueError, match="scores"):
        state_from_dict(data)


def test_a_missing_final_scores_is_a_game_in_progress() -> None:
    data = good_state()
    del data["final_scores"]
    assert state_from_dict(data) == dataclasses.replace(new_game(get_preset("standard")))
