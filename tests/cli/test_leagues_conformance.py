"""Hand records written from the leagues' rule texts (tests/cli/data/leagues.jsonl, each with
the clause it checks) replay under their presets with no mismatch (issue 43)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from scoretable.cli.conformance import run_conformance

DATA = Path(__file__).parent / "data" / "leagues.jsonl"
RECORDS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]
KEYS = sorted({record["ruleset"] for record in RECORDS})


def run(tmp_path: Path, records: list[dict[str, object]], rules: str | None) -> str:
    path = tmp_path / "records.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = io.StringIO()
    run_conformance(str(path), rules, out)
    return out.getvalue()


@pytest.mark.parametrize("key", KEYS)
def test_each_leagues_records_replay_under_its_preset(tmp_path: Path, key: str) -> None:
    records = [r for r in RECORDS if r["ruleset"] == key]
    finals = sum(r["game_end"] for r in records)
    assert run(tmp_path, records, key).splitlines()[-1] == (
        f"conformance: {len(records)} hands, 0 mismatches, {finals}/{finals} final points"
    )


def test_every_new_preset_has_records() -> None:
    assert {"jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu"} <= set(KEYS)


def test_a_chombo_penalty_that_differs_is_a_mismatch(tmp_path: Path) -> None:
    chombo = next(r for r in RECORDS if r["result"]["kind"] == "chombo")
    wrong = {**chombo, "result": {**chombo["result"], "penalty": 30}}
    out = run(tmp_path, [wrong], str(chombo["ruleset"]))
    assert "result.penalty: expected 30.0, got 20.0" in out
    assert out.splitlines()[-1].endswith("1 mismatches, 0/0 final points")


def test_a_reverse_mangan_chombo_states_its_payments(tmp_path: Path) -> None:
    chombo = next(r for r in RECORDS if r["result"]["kind"] == "chombo")
    record = {
        **chombo,
        "ruleset": "standard",
        "result": {"kind": "chombo", "seat": 2, "penalty": 8},  # in thousands: 8,000
        "deltas": [1000, 2000, -8000, 2000],
        "riichi": [1],
        "next_hand": {**chombo["next_hand"], "honba": 0},
    }
    out = run(tmp_path, [record], "standard")
    assert out.splitlines()[-1] == "conformance: 1 hands, 1 mismatches, 0/0 final points"
    record["deltas"] = [4000, 2000, -8000, 2000]  # the dealer is paid 4,000
    assert "0 mismatches" in run(tmp_path, [record], "standard")


def test_earlier_penalties_count_in_the_last_hands_final_points(tmp_path: Path) -> None:
    last = next(r for r in RECORDS if r["source"] == "jpml-a#6")
    record = {**last, "penalties_before": [0, 0, -20, 0]}
    record["final_points"] = [19.0, -2.0, -26.0, -13.0]
    assert run(tmp_path, [record], "jpml-a").endswith("0 mismatches, 1/1 final points\n")


def test_mleagues_three_way_tie_is_400_300_300(tmp_path: Path) -> None:
    record = next(r for r in RECORDS if r["source"] == "mleague#1")
    assert record["final_scores"] == [30400, 30300, 30300, 9000]
    assert "0 mismatches, 1/1 final points" in run(tmp_path, [record], "mleague")


@pytest.mark.parametrize(
    "result",
    [
        {"kind": "chombo", "who": 2, "penalty": -20000},
        {"kind": "chombo", "chombo": {"seat": 2, "penalty": 20}},
        {"kind": "chombo", "chombo": {"offender": 2, "penalties": [0, 0, -20, 0]}},
        {"kind": "chombo", "player": 2, "points": 20},
        {"kind": "chombo", "seat": 2, "penalty": [0, 0, -20, 0]},
    ],
)
def test_a_chombo_may_be_written_several_ways(tmp_path: Path, result: dict[str, object]) -> None:
    chombo = next(r for r in RECORDS if r["source"] == "jpml-a#5")
    assert "0 mismatches" in run(tmp_path, [{**chombo, "result": result}], "jpml-a")
    wrong = {**chombo, "result": result, "penalties": [0, 0, -30, 0]}
    if "chombo" not in result:  # a record's own penalties list speaks for the offender
        wrong["result"] = {k: v for k, v in result.items() if k not in ("penalty", "points")}
        assert "result.penalty: expected 30.0, got 20.0" in run(tmp_path, [wrong], "jpml-a")


def test_a_chombo_record_without_a_seat_is_refused_in_one_line(tmp_path: Path) -> None:
    chombo = next(r for r in RECORDS if r["source"] == "jpml-a#5")
    out = run(tmp_path, [{**chombo, "result": {"kind": "chombo"}}], "jpml-a")
    assert "field 'result.seat' is missing" in out
    out = run(tmp_path, [{**chombo, "result": {"kind": "chombo", "chombo": {}}}], "jpml-a")
    assert "field 'result.chombo.seat' is missing" in out


def test_a_rinshan_pao_is_read_where_a_record_gives_it(tmp_path: Path) -> None:
    first = next(r for r in RECORDS if r["source"] == "jpml-a#1")
    win = {"winner": 1, "from": None, "han": 1, "fu": 40, "yakuman": 0, "pao": None}
    record = {**first, "result": {"kind": "tsumo", "wins": [{**win, "rinshan_pao": 3}]}}
    # the JPML since 2023: 「嶺上開花は全てツモアガリとして扱う」, so no rinshan pao
    out = run(tmp_path, [record], "jpml-a")
    assert "got refused (rinshan_pao:" in out
