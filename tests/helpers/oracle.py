"""The oracle's real games (``../shared/oracle/dev.jsonl``), read and entered hand by hand
through the game model as the players would."""

from __future__ import annotations

import json
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.game.model import GameModel

Record = dict[str, Any]

ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "dev.jsonl"


ABORT_KINDS = {
    "yao9": "kyuushu",
    "kaze4": "kaze4",
    "reach4": "reach4",
    "kan4": "kan4",
    "ron3": "ron3",
}


def load_games() -> list[list[Record]]:
    if not ORACLE.exists():
        pytest.skip(f"the oracle is not here ({ORACLE}): ../shared is absent")
    games: OrderedDict[str, list[Record]] = OrderedDict()
    with ORACLE.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            games.setdefault(record["game_id"], []).append(record)
    return [
        hands
        for hands in games.values()
        if hands[0]["kyoku"] == 0 and hands[0]["honba"] == 0 and hands[-1]["game_end"]
    ]


def apply_record(model: GameModel, record: Record) -> None:
    """Enter one hand as the players would: riichi deposits, then the result."""
    for seat in record["riichi"]:
        model.declare_riichi(seat)
    result = record["result"]
    kind = result["kind"]
    if kind in ("ron", "tsumo"):
        entries = []
        for win in result["wins"]:
            yakuman = win["yakuman"] or 0
            han = win["han"] if win["han"] is not None else 0
            entries.append(
                WinEntry(
                    winner=win["winner"],
                    han=0 if yakuman else han,
                    fu=None if yakuman else win["fu"],
                    yakuman=yakuman,
                    pao=win["pao"],
                )
            )
        discarder = result["wins"][0]["from"] if kind == "ron" else None
        model.record_win(Win(tuple(entries), discarder=discarder))
    elif kind in ("draw", "nagashi"):
        model.record_draw(
            ExhaustiveDraw(
                tenpai=frozenset(result["tenpai"] or ()),
                nagashi=frozenset(result["nagashi"] or ()),
            )
        )
    elif kind == "abortive":
        model.record_abortive(ABORT_KINDS[result["abort_kind"]])
    else:  # the README lists every kind
        raise AssertionError(f"unknown result kind {kind}")


def start_matches(model: GameModel, record: Record) -> bool:
    state = model.state
    return (
        state.round_wind == "ESWN".index(record["round_wind"])
        and state.hand_number == record["hand_number"]
        and state.honba == record["honba"]
        and state.sticks == record["riichi_sticks_before"]
        and state.dealer == record["dealer"]
        and list(state.scores) == record["scores_before"]
    )


def replay(hands: list[Record], parent: Any = None) -> GameModel:
    rules = get_preset("tenhou").replace(length=hands[0]["rules"]["length"])
    model = GameModel(rules, ("A", "B", "C", "D"), parent=parent)
    for number, record in enumerate(hands):
        assert start_matches(model, record), f"hand {number} ({record['source']}) start"
        apply_record(model, record)
    return model
