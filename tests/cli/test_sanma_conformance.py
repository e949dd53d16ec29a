"""``conformance`` with three-player records: three scores, deltas and final points."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from scoretable.cli.conformance import run_conformance


def record(**changes: Any) -> dict[str, Any]:
    """East 1 of three: seat 1 wins 1 han 30 fu plus 2 North tiles (3,900) from seat 2."""
    base: dict[str, Any] = {
        "source": "sanma#0",
        "ruleset": "tenhou-sanma",
        "rules": {"length": "hanchan"},
        "round_wind": "E",
        "hand_number": 1,
        "honba": 0,
        "riichi_sticks_before": 0,
        "dealer": 0,
        "scores_before": [35000, 35000, 35000],
        "riichi": [],
        "result": {
            "kind": "ron",
            "wins": [
                {
                    "winner": 1,
                    "from": 2,
                    "han": 1,
                    "nukidora": 2,
                    "fu": 30,
                    "yakuman": 0,
                    "pao": None,
                }
            ],
        },
        "deltas": [0, 3900, -3900],
        "riichi_sticks_after": 0,
        "game_end": False,
        "next_hand": {
            "round_wind": "E",
            "hand_number": 2,
            "dealer": 1,
            "honba": 0,
            "riichi_sticks": 0,
        },
        "next_hand_status": "chained",
    }
    base.update(changes)
    return base


def run(tmp_path: Path, *records: dict[str, Any], rules: str | None = None) -> tuple[int, str]:
    path = tmp_path / "records.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = io.StringIO()
    return run_conformance(str(path), rules, out), out.getvalue()


def test_a_three_player_record_replays_with_its_north_tiles(tmp_path: Path) -> None:
    assert run(tmp_path, record()) == (0, "conformance: 1 hands, 0 mismatches, 0/0 final points\n")
    # without the North tiles the hand is 1 han: 1,000, and the check says so
    plain = record()
    plain["result"]["wins"][0]["nukidora"] = 0
    status, out = run(tmp_path, plain)
    assert status == 1
    assert "deltas: expected [0, 3900, -3900], got [0, 1000, -1000]" in out


def test_without_a_ruleset_three_seats_take_standard_sanma(tmp_path: Path) -> None:
    ended = record(
        ruleset=None,
        scores_before=[35000, 35000, 35000],
        game_end=True,
        next_hand=None,
        next_hand_status="game_end",
        round_wind="S",
        hand_number=3,
        dealer=2,
    )
    ended["result"]["wins"][0]["from"] = 0
    ended["deltas"] = [-3900, 3900, 0]
    ended["final_scores"] = [31100, 38900, 35000]
    # standard-sanma: 40,000 return, uma 20 / 0 / -20, the seed's rounding
    ended["final_points"] = [-29.0, 34.0, -5.0]
    assert run(tmp_path, ended)[0] == 0
    assert run(tmp_path, ended)[1].endswith("0 mismatches, 1/1 final points\n")


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"scores_before": [35000, 35000]}, "'scores_before' should be a list of 3 or 4"),
        ({"deltas": [0, 3900, -3900, 0]}, "'deltas' should be a list of 3 integers"),
        ({"dealer": 3}, "hand_number or dealer out of range"),
        ({"hand_number": 4}, "hand_number or dealer out of range"),
        (
            {"game_end": True, "final_scores": [1, 2, 3], "final_points": [1, 2, 3, 4]},
            "'final_points' should be a list of 3 numbers",
        ),
    ],
)
def test_a_record_of_the_wrong_size_is_an_error(
    tmp_path: Path, changes: dict[str, Any], reason: str
) -> None:
    status, out = run(tmp_path, record(**changes))
    assert status == 1, out
    assert reason in out, out
    assert out.startswith(f"ERROR {tmp_path / 'records.jsonl'} line 1: "), out


def test_nukidora_must_be_a_number(tmp_path: Path) -> None:
    bad = record()
    bad["result"]["wins"][0]["nukidora"] = "2"
    status, out = run(tmp_path, bad)
    assert status == 1
    assert "'result.wins[0].nukidora' has the wrong type" in out
