"""The state the shared pages read (``/state.json``): the README's contract, for a South 4 game
with all-last conditions, in seat order, scores as integers."""

from __future__ import annotations

import json

import pytest
from helpers.share_games import NAMES, RULES, south4_log
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.conditions import compact_words, conditions, current_ranks
from scoretable.engine.table import ExhaustiveDraw, action_to_dict, apply, new_game
from scoretable.session.share.state import Snapshot, score_sticks, snapshot_of, state_json
from scoretable.teaching.explain import explain_steps

KEYS = {
    "version", "round", "honba", "sticks", "dealer", "names", "scores", "ranks", "riichi",
    "seat", "over", "last", "conditions", "timer",
}  # fmt: skip
SEAT_KEYS = KEYS | {"score_sticks"}


@pytest.fixture
def south4() -> Snapshot:
    log = south4_log()
    return snapshot_of(RULES, NAMES, log, len(log))


def test_south4_table_in_seat_order(south4: Snapshot) -> None:
    state = state_json(south4, 2)
    assert set(state) == SEAT_KEYS
    assert set(state_json(south4, None)) == KEYS
    assert state["round"] == "S4"
    assert (state["honba"], state["sticks"], state["dealer"]) == (6, 0, 3)
    assert state["names"] == NAMES
    assert state["scores"] == [25000, 28900, 21100, 25000]
    assert all(type(score) is int for score in state["scores"])
    assert state["seat"] == 2
    assert state["over"] is False
    assert state["timer"] is None
    assert json.loads(json.dumps(state)) == state


def test_conditions_are_the_engines_for_that_seat(south4: Snapshot) -> None:
    table = south4.state
    ranks = current_ranks(table)
    for seat in range(4):
        expected = [c for c in conditions(table) if c.seat == seat]
        got = state_json(south4, seat)["conditions"]
        assert [c["place"] for c in got] == [c.place for c in expected]
        assert [c["text"] for c in got] == [compact_words(c, ranks, 3) for c in expected]
        assert all(c["seat"] == seat for c in got)
    chen = state_json(south4, 2)["conditions"]
    assert chen[0]["text"].startswith("Top: ")
    assert chen[0]["ron"][0] == {"from": 0, "points": chen[0]["ron"][0]["points"]}
    # the overlay: every seat's, seat by seat
    overlay = state_json(south4, None)
    assert overlay["seat"] is None
    assert [c["seat"] for c in overlay["conditions"]] == [c.seat for c in conditions(table)]


def test_conditions_only_in_the_last_hand() -> None:
    log = south4_log()
    assert state_json(snapshot_of(RULES, NAMES, log, 6), 2)["conditions"] == []


def test_last_hand_explained_with_integer_payments() -> None:
    log = south4_log()
    first = snapshot_of(RULES, NAMES, log, 1)
    last = state_json(first, 0)["last"]
    lines = explain_steps(first.last.settlement, NAMES)
    assert last["round"] == "E1"
    assert last["kind"] == "ron"
    assert last["text"] == lines[0].text == "Ron: Bruno (non-dealer) wins from Chen"
    assert "Chen pays ×4 for a non-dealer ron: 960 × 4 = 3,840 → 3,900" in last["lines"]
    assert last["deltas"] == [0, 3900, -3900, 0]
    assert state_json(snapshot_of(RULES, NAMES, log, 0), 0)["last"] is None


def test_sentences_in_the_language_asked(south4: Snapshot) -> None:
    def marked(context: str, text: str) -> str:
        return f"<{text}>"

    state = state_json(south4, 2, marked)
    assert state["last"]["text"].startswith("<")
    assert all(c["text"].startswith("<") for c in state["conditions"])


def test_renames_and_the_timer_from_the_log() -> None:
    log = [
        {"type": "timer", "seconds": 3600, "started": 1000.5},
        {"type": "rename", "seat": 1, "name": "Beatriz", "old": "Bruno"},
        *south4_log()[:2],
    ]
    snapshot = snapshot_of(RULES, NAMES, log, len(log))
    state = state_json(snapshot, 1)
    assert state["names"][1] == "Beatriz"
    assert state["timer"] == {"seconds": 3600, "started": 1000.5, "time_up": False}
    log.append({"type": "time_up", "hands": 2})
    assert state_json(snapshot_of(RULES, NAMES, log, len(log)), 1)["timer"]["time_up"] is True
    off = [*log, {"type": "timer", "seconds": 0, "started": 0}]
    assert state_json(snapshot_of(RULES, NAMES, off, len(off)), 1)["timer"] is None


def test_each_snapshot_is_newer() -> None:
    log = south4_log()
    a, b = snapshot_of(RULES, NAMES, log, 1), snapshot_of(RULES, NAMES, log, 1)
    assert b.version > a.version


@settings(max_examples=40, deadline=None)
@given(st.lists(st.frozensets(st.integers(0, 3)), max_size=12))
def test_any_draws_give_integers_that_add_up(tenpai: list[frozenset[int]]) -> None:
    table, log = new_game(RULES), []
    for t in tenpai:
        if table.game_over:
            break
        table = apply(table, ExhaustiveDraw(tenpai=t)).state
        log.append(action_to_dict(ExhaustiveDraw(tenpai=t)))
    snapshot = snapshot_of(RULES, NAMES, log, len(log))
    state = state_json(snapshot, 0)
    assert all(type(s) is int for s in state["scores"])
    assert sum(state["scores"]) + 1000 * state["sticks"] == 100_000
    assert state["names"] == NAMES
    assert state["round"][0] in "ESWN"
    assert json.loads(json.dumps(state)) == state


def test_a_timer_entry_without_its_seconds_shows_no_timer() -> None:
    # a log written elsewhere: the entry replays, the pages show no clock
    log = [*south4_log(), {"type": "timer"}]
    assert snapshot_of(RULES, NAMES, log, len(log)).timer is None


def test_a_payment_and_a_final_score_as_sticks() -> None:
    log = south4_log()
    ron = snapshot_of(RULES, NAMES, log, 1)  # Bruno's 3,900 from Chen
    chen = state_json(ron, 2)
    assert chen["last"]["sticks"] == (
        "Sticks: hand over 1 × 5,000; get 1,100 back: 1 × 1,000, 1 × 100."
    )
    assert state_json(ron, 1)["last"]["sticks"] is None  # paid, not paying
    assert "sticks" not in state_json(ron, None)["last"]
    assert chen["score_sticks"] is None  # the game goes on
    ended = [*log, action_to_dict(ExhaustiveDraw(tenpai=frozenset()))]
    over = snapshot_of(RULES, NAMES, ended, len(ended))
    assert over.state.game_over
    bruno = state_json(over, 1)
    assert bruno["score_sticks"] == "2 × 10,000, 1 × 5,000, 3 × 1,000, 9 × 100"


@pytest.mark.parametrize(("score", "said"), [(-1200, None), (25050, None), (0, "no sticks")])
def test_a_score_no_sticks_make(score: int, said: str | None) -> None:
    assert score_sticks(score) == said
