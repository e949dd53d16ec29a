"""The conformance replay: real Tenhou records, and proof that the check can fail."""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.cli.conformance import MAX_INT, parse_record, run_conformance
from scoretable.cli.main import main
from scoretable.engine.errors import RuleError

ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "dev.jsonl"
needs_oracle = pytest.mark.skipif(
    not ORACLE.exists(), reason=f"the Tenhou records ({ORACLE}) are not available here"
)


def record(**changes: Any) -> dict[str, Any]:
    """A minimal valid record: East 1, seat 0 riichi, seat 1 wins 3 han 30 fu from seat 3."""
    base: dict[str, Any] = {
        "source": "test#0",
        "ruleset": "tenhou",
        "rules": {"length": "hanchan"},
        "round_wind": "E",
        "hand_number": 1,
        "kyoku": 0,
        "honba": 1,
        "riichi_sticks_before": 1,
        "dealer": 0,
        "scores_before": [25000, 25000, 24000, 26000],
        "riichi": [0],
        "riichi_declared": [0],
        "result": {
            "kind": "ron",
            "wins": [
                {
                    "winner": 1,
                    "from": 3,
                    "han": 3,
                    "fu": 30,
                    "yakuman": 0,
                    "pao": None,
                    # decoys the engine must never read
                    "points": 1,
                    "limit": "yakuman",
                    "ba": [9, 9],
                    "log_deltas": [0, 0, 0, 0],
                }
            ],
            "tenpai": None,
            "nagashi": None,
            "abort_kind": None,
        },
        "deltas": [-1000, 3900 + 300 + 2000, 0, -4200],
        "riichi_sticks_after": 0,
        "game_end": False,
        "next_hand": {
            "round_wind": "E",
            "hand_number": 2,
            "honba": 0,
            "riichi_sticks": 0,
            "dealer": 1,
        },
        "next_hand_status": "chained",
    }
    base.update(changes)
    return base


def run_lines(tmp_path: Path, lines: list[str], rules: str | None = None) -> tuple[int, list[str]]:
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = io.StringIO()
    status = run_conformance(str(path), rules, out)
    return status, out.getvalue().splitlines()


def run_records(
    tmp_path: Path, *records: dict[str, Any], rules: str | None = None
) -> tuple[int, list[str]]:
    return run_lines(tmp_path, [json.dumps(r) for r in records], rules)


# --- the real records ----------------------------------------------------------------------------


@needs_oracle
def test_dev_jsonl_has_no_mismatch_under_the_tenhou_preset() -> None:
    out = io.StringIO()
    status = run_conformance(str(ORACLE), "tenhou", out)
    lines = out.getvalue().splitlines()
    assert lines == [lines[-1]], lines[:5]
    hands, mismatches, points = lines[-1].removeprefix("conformance: ").split(", ")
    assert hands == "3985 hands"
    assert mismatches == "0 mismatches"
    good, total = map(int, points.removesuffix(" final points").split("/"))
    assert total == 391
    assert good >= 388
    assert status == 0


@needs_oracle
def test_one_changed_delta_is_a_mismatch(tmp_path: Path) -> None:
    lines = ORACLE.read_text(encoding="utf-8").splitlines()[:40]
    data = json.loads(lines[7])
    data["deltas"][0] += 100
    lines[7] = json.dumps(data)
    status, out = run_lines(tmp_path, lines, "tenhou")
    assert status == 1
    assert out[0].startswith(f"MISMATCH {data['source']}: deltas: expected [")
    assert out[-1].startswith("conformance: 40 hands, 1 mismatches, ")


# --- synthetic records ---------------------------------------------------------------------------


def test_a_matching_record(tmp_path: Path) -> None:
    status, out = run_records(tmp_path, record())
    assert (status, out) == (0, ["conformance: 1 hands, 0 mismatches, 0/0 final points"])


def test_the_mismatch_line_names_each_field(tmp_path: Path) -> None:
    bad = record(deltas=[-1000, 6200, 0, -4300], riichi_sticks_after=1)
    bad["next_hand"]["honba"] = 1
    status, out = run_records(tmp_path, bad)
    assert status == 1
    assert out[0] == (
        "MISMATCH test#0: deltas: expected [-1000, 6200, 0, -4300], got [-1000, 6200, 0, -4200]; "
        "riichi_sticks_after: expected 1, got 0; next_hand.honba: expected 1, got 0"
    )


def test_the_next_hand_is_compared_only_when_chained(tmp_path: Path) -> None:
    loose = record(next_hand_status="unknown")
    loose["next_hand"]["dealer"] = 3
    assert run_records(tmp_path, loose)[0] == 0


def test_game_end_and_final_scores(tmp_path: Path) -> None:
    last = record(
        round_wind="S",
        hand_number=4,
        kyoku=7,
        dealer=3,
        game_end=True,
        next_hand=None,
        next_hand_status="game_end",
        final_scores=[24000, 31200, 24000, 21800],
        # seats 0 and 2 tie at 24,000: seat 0, nearer the first dealer, is second
        final_points=[4.0, 40.0, -16.0, -28.0],
    )
    status, out = run_records(tmp_path, last)
    assert (status, out[-1]) == (0, "conformance: 1 hands, 0 mismatches, 1/1 final points")
    other_points = dict(last, final_points=[4.1, 39.9, -16.0, -28.0])
    assert run_records(tmp_path, other_points)[1][-1].endswith("0 mismatches, 0/1 final points")
    wrong = dict(last, final_scores=[24000, 31200, 24000, 21900])
    status, out = run_records(tmp_path, wrong)
    assert status == 1
    assert "final_scores: expected [24000, 31200, 24000, 21900]" in out[0]
    not_over = dict(last, round_wind="S", hand_number=3, dealer=2)
    status, out = run_records(tmp_path, not_over)
    assert status == 1
    assert "game_end: expected true, got false" in out[0]
    assert out[-1].endswith("1 mismatches, 0/1 final points")


def test_leftover_sticks_are_not_part_of_the_hand(tmp_path: Path) -> None:
    draw = record(
        round_wind="S",
        hand_number=4,
        dealer=3,
        result={"kind": "draw", "wins": None, "tenpai": [1], "nagashi": None, "abort_kind": None},
        scores_before=[25000, 28000, 21000, 26000],
        deltas=[-2000, 3000, -1000, -1000],
        riichi_sticks_after=2,
        game_end=True,
        next_hand=None,
        # the two sticks go to first place at the end, not into the hand's deltas
        final_scores=[23000, 33000, 20000, 25000],
    )
    status, out = run_records(tmp_path, draw)
    assert (status, out) == (0, ["conformance: 1 hands, 0 mismatches, 0/0 final points"])


def test_a_refused_result_is_a_mismatch(tmp_path: Path) -> None:
    refused = record()
    refused["result"]["wins"][0]["from"] = 1
    status, out = run_records(tmp_path, refused)
    assert status == 1
    assert out[0].startswith("MISMATCH test#0: result: expected accepted, got refused (winner:")


@pytest.mark.parametrize(
    ("result", "deltas", "sticks"),
    [
        (
            {
                "kind": "tsumo",
                "wins": [{"winner": 0, "from": None, "han": None, "fu": 0, "yakuman": 1, "pao": 2}],
            },
            [48000 + 300 + 1000, 0, -48300, 0],
            0,
        ),
        ({"kind": "abortive", "abort_kind": "yao9"}, [-1000, 0, 0, 0], 2),
        (
            {"kind": "nagashi", "tenpai": None, "nagashi": [2]},
            [-1000 - 4000, -2000, 8000, -2000],
            2,
        ),
        ({"kind": "draw", "tenpai": None}, [-1000, 0, 0, 0], 2),
    ],
)
def test_each_result_kind(
    tmp_path: Path, result: dict[str, Any], deltas: list[int], sticks: int
) -> None:
    data = record(
        result=result,
        scores_before=[25000, 25000, 60000, 26000],
        deltas=deltas,
        riichi_sticks_after=sticks,
        next_hand_status="x",
    )
    status, out = run_records(tmp_path, data)
    assert (status, out[-1]) == (0, "conformance: 1 hands, 0 mismatches, 0/0 final points")


def test_length_and_kyoku_and_default_preset(tmp_path: Path) -> None:
    # tonpuu: East 4 is the last hand; kyoku 3 stands for East 4 without a hand_number
    tonpuu = record(
        rules={"length": "tonpuu"},
        kyoku=3,
        dealer=3,
        game_end=True,
        final_scores=[24000, 31200, 24000, 21800],
        next_hand=None,
    )
    del tonpuu["hand_number"]
    assert run_records(tmp_path, tonpuu)[0] == 0
    # no ruleset: the standard preset, where the game would not end in East 4
    plain = dict(tonpuu, rules={})
    del plain["ruleset"]
    status, out = run_records(tmp_path, plain)
    assert status == 1
    assert "game_end" in out[0]
    assert run_records(tmp_path, plain, rules="tenhou")[0] == 1  # hanchan by default


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (json.dumps(record(round_wind="X")), "round_wind"),
        (json.dumps(record(honba="1")), "'honba'"),
        (json.dumps(record(honba=True)), "'honba'"),
        (json.dumps(record(honba=-1)), "below 0"),
        (json.dumps(record(dealer=4)), "out of range"),
        (json.dumps(record(scores_before=[1, 2])), "scores_before"),
        (json.dumps({k: v for k, v in record().items() if k != "deltas"}), "'deltas' is missing"),
        (json.dumps(record(rules={"length": "long"})), "rules.length"),
        (json.dumps(record(ruleset="nowhere")), "nowhere"),
        (json.dumps(record(result={"kind": "magic"})), "result.kind"),
        (json.dumps(record(result={"kind": "abortive", "abort_kind": "x"})), "abort_kind"),
        (json.dumps(record(result={"kind": "ron", "wins": [3]})), "result.wins[0]"),
        (
            json.dumps(
                record(
                    result={
                        "kind": "ron",
                        "wins": [
                            {
                                "winner": 1,
                                "from": None,
                                "han": 1,
                                "fu": 30,
                                "yakuman": 0,
                                "pao": None,
                            }
                        ],
                    }
                )
            ),
            "a ron",
        ),
        (
            json.dumps(
                record(
                    result={
                        "kind": "ron",
                        "wins": [
                            {"winner": 1, "from": 0, "han": 1, "fu": 30, "yakuman": 0, "pao": None},
                            {"winner": 2, "from": 3, "han": 1, "fu": 30, "yakuman": 0, "pao": None},
                        ],
                    }
                )
            ),
            "different discarders",
        ),
        (json.dumps(record(game_end=True, final_scores=None)), "final_scores"),
        (
            json.dumps(record(game_end=True, final_scores=[1, 2, 3, 4], final_points=[1, 2])),
            "final_points",
        ),
        (
            json.dumps(
                record(game_end=True, final_scores=[1, 2, 3, 4], final_points=[1, 2, True, 4])
            ),
            "final_points",
        ),
    ],
)
def test_unreadable_records_are_errors_and_the_run_goes_on(
    tmp_path: Path, line: str, reason: str
) -> None:
    status, out = run_lines(tmp_path, ["", line, json.dumps(record())])
    assert status == 1
    assert out[0].startswith(f"ERROR {tmp_path / 'records.jsonl'} line 2: "), out[0]
    assert reason in out[0], out[0]
    assert out[-1] == "conformance: 2 hands, 1 mismatches, 0/0 final points"


def test_unknown_preset_and_missing_file(tmp_path: Path) -> None:
    out = io.StringIO()
    assert run_conformance(str(tmp_path / "none.jsonl"), None, out) == 2
    assert out.getvalue().startswith("ERROR: cannot read")
    out = io.StringIO()
    assert run_conformance(str(tmp_path / "none.jsonl"), "nowhere", out) == 2
    assert "nowhere" in out.getvalue()


def test_the_command_line_runs_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(record()) + "\n", encoding="utf-8")
    assert main(["conformance", str(path), "--rules", "tenhou"]) == 0
    assert capsys.readouterr().out == "conformance: 1 hands, 0 mismatches, 0/0 final points\n"


# --- issue 20 item 5: hostile input is an ERROR line, never a traceback or a hang -------------


def win_with(**fields: Any) -> dict[str, Any]:
    changed = record()
    changed["result"] = dict(changed["result"], wins=[dict(changed["result"]["wins"][0], **fields)])
    return changed


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 20 deep"),  # was RecursionError
        (json.dumps(record(honba=10**400)), "a number of 401 digits"),  # was OverflowError
        (json.dumps(record(honba=MAX_INT + 1)), "'honba' is out of range"),
        (json.dumps(win_with(yakuman=MAX_INT + 1)), "'result.wins[0].yakuman' is out of range"),
        (json.dumps(record(scores_before=[MAX_INT + 1, 0, 0, 0])), "'scores_before'"),
        ('{"honba": ' + "9" * 5000 + "}", "not JSON"),  # more digits than int() takes
        (json.dumps(record()).replace('"honba": 1', '"honba": NaN'), "not JSON"),
    ],
    ids=["deep", "digits400", "honba", "yakuman", "scores", "digits", "nan"],
)
def test_hostile_records_are_error_lines(tmp_path: Path, line: str, reason: str) -> None:
    status, out = run_lines(tmp_path, [line, json.dumps(record())])
    assert status == 1
    assert out[0].startswith(f"ERROR {tmp_path / 'records.jsonl'} line 1:"), out[0]
    assert reason in out[0], out[0]
    assert out[-1].startswith("conformance: 2 hands, 1 mismatches")  # the next line is read


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_not_read_forever() -> None:
    """Was MemoryError after reading without limit."""
    out = io.StringIO()
    assert run_conformance("/dev/zero", None, out) == 2
    assert out.getvalue() == "ERROR: cannot read /dev/zero: a device, not a file to read\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_with_no_writer_is_refused_not_waited_on(tmp_path: Path) -> None:
    """Was: blocked for ever opening it."""
    fifo = tmp_path / "records.jsonl"
    os.mkfifo(fifo)
    out = io.StringIO()
    assert run_conformance(str(fifo), None, out) == 2
    assert "a pipe (FIFO), not a file to read" in out.getvalue()


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**500), max_value=10**500)
    | st.floats()
    | st.sampled_from([math.nan, math.inf, -math.inf])  # written NaN/Infinity: not JSON
    | st.sampled_from([MAX_INT + 1, -MAX_INT - 1, 0, 1])  # just out of range, and small
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=4,  # one level of nesting is all a field's check sees; more only costs time
)
FIELDS = [*record(), "final_scores", "final_points"]


@settings(max_examples=600, derandomize=True, deadline=None)
@given(
    st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=4),
    st.sampled_from(["", "result", "result.wins"]),
)
def test_fuzzed_records_never_raise(changes: dict[str, Any], where: str) -> None:
    """Any record with any fields replaced by any JSON value: an ERROR, MISMATCH or a match,
    never an exception, and a value outside its type or range is never taken."""
    data = record()
    if where == "result":
        data["result"] = dict(data["result"], **changes)
    elif where == "result.wins":
        data = win_with(**changes)
    else:
        data.update(changes)
    try:
        line = json.dumps(data)
    except (ValueError, TypeError):
        return
    try:
        parsed = parse_record(line)
    except ValueError:
        return
    fields = parsed.state_fields
    assert all(abs(v) <= MAX_INT for v in fields["scores"])
    assert 0 <= fields["honba"] <= MAX_INT
    assert 0 <= fields["sticks"] <= MAX_INT
    assert isinstance(parsed.expected.game_end, bool)
    from scoretable.cli.conformance import _rules_for, compare, replay

    try:
        rules = _rules_for(parsed, None, {})
    except (ValueError, KeyError):
        return
    # A record read is within range: the core refuses it (RuleError, a MISMATCH line) or
    # replays it; nothing else (no OverflowError, TypeError...).
    with contextlib.suppress(RuleError):
        compare(parsed, replay(parsed, rules))
