"""A place no tsumo can reach: the state says so with null, never with a payment of zero."""

from __future__ import annotations

import json

from share_games import NAMES, RULES

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
