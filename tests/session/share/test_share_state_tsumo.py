"""A condition's tsumo as the pages read it: the dealer's as one payment from each, a
non-dealer's as the two payments, a place no tsumo can reach as null (never a zero)."""

from __future__ import annotations

import dataclasses
import json

from helpers.share_games import NAMES, RULES, south4_log

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry, action_to_dict
from scoretable.session.share.state import snapshot_of, state_json


def _far_behind_log() -> list[dict[str, object]]:
    """Bruno's two baiman rons (from Aiko, then Chen), six draws all noten: South 4, Dana
    deals in second place, 30,000 behind Bruno's 55,000."""
    actions = [
        Win(entries=(WinEntry(winner=1, han=6, fu=30),), discarder=0),
        Win(entries=(WinEntry(winner=1, han=6, fu=30),), discarder=2),
    ] + [ExhaustiveDraw(tenpai=frozenset())] * 6
    return [action_to_dict(action) for action in actions]


def test_a_place_out_of_reach_is_null() -> None:
    log = _far_behind_log()
    snapshot = snapshot_of(RULES, NAMES, log, len(log))
    state = json.loads(json.dumps(state_json(snapshot, 3)))
    assert state["round"] == "S4"
    assert state["scores"] == [13000, 55000, 7000, 25000]
    [top] = state["conditions"]
    assert top["place"] == 1
    assert top["tsumo"] is None
    assert [ron["points"] for ron in top["ron"]] == [None, None, None]
    assert top["text"] == "Top: out of reach"
    # a seat within reach keeps its tsumo's payments
    chen = state_json(snapshot, 2)["conditions"][0]
    assert chen["tsumo"] == {"non_dealer": 16000, "dealer": 32000}


def test_the_dealers_tsumo_is_paid_by_all() -> None:
    # where the dealer's win may end the game (agari-yame), the dealer has conditions too
    rules = dataclasses.replace(RULES, agari_yame=True)
    log = south4_log()
    snapshot = snapshot_of(rules, NAMES, log, len(log))
    state = state_json(snapshot, 3)
    assert state["dealer"] == 3
    assert [c["place"] for c in state["conditions"]] == [1, 2]
    top = state["conditions"][0]
    assert top["tsumo"] == {"all": 1200}
    assert top["text"].endswith("tsumo 1,200 all")
