"""The conformance records read as strictly as the Tenhou logs (issue 34): bounded depth and
digits, strict UTF-8 line by line, text fields that print, the chained next hand's fields
required, every problem one line naming the file and the line, never a traceback; and
hypothesis altering real records of ``../shared/oracle/dev.jsonl``."""

from __future__ import annotations

import functools
import io
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoretable.cli.conformance import MAX_INT, run_conformance

ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "dev.jsonl"
needs_oracle = pytest.mark.skipif(
    not ORACLE.exists(), reason=f"the Tenhou records ({ORACLE}) are not available here"
)

#: A valid four-player record (it matches under the tenhou preset).
RECORD: dict[str, Any] = {
    "source": "test#0",
    "ruleset": "tenhou",
    "round_wind": "E",
    "hand_number": 1,
    "honba": 0,
    "riichi_sticks_before": 0,
    "dealer": 0,
    "scores_before": [25000, 25000, 25000, 25000],
    "riichi": [],
    "result": {
        "kind": "ron",
        "wins": [{"winner": 1, "from": 3, "han": 3, "fu": 30, "yakuman": 0, "pao": None}],
    },
    "deltas": [0, 3900, 0, -3900],
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
SUMMARY = re.compile(r"conformance: (\d+) hands, (\d+) mismatches, \d+/\d+ final points")


def run_bytes(path: Path, data: bytes) -> tuple[int, list[str]]:
    path.write_bytes(data)
    out = io.StringIO()
    status = run_conformance(os.fsdecode(path), "tenhou", out)
    return status, out.getvalue().splitlines()


def line(**changes: Any) -> bytes:
    return json.dumps({**RECORD, **changes}).encode()


def test_the_base_record_matches(tmp_path: Path) -> None:
    assert run_bytes(tmp_path / "r.jsonl", line() + b"\n") == (
        0,
        ["conformance: 1 hands, 0 mismatches, 0/0 final points"],
    )


def test_a_line_that_is_not_utf8_is_one_error_and_the_others_are_read(tmp_path: Path) -> None:
    """Was: the whole file refused (status 2) for one bad byte, the other records unread."""
    path = tmp_path / "r.jsonl"
    bad = line(source="cafe#1").replace(b"cafe", b"caf\xe9")
    status, out = run_bytes(path, b"\n".join([line(), bad, line()]))
    assert status == 1
    assert out == [
        f"ERROR {path} line 2: not UTF-8 text (byte 16)",
        "conformance: 3 hands, 1 mismatches, 0/0 final points",
    ]


def test_a_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    status, out = run_bytes(tmp_path / "r.jsonl", b"\xef\xbb\xbf" + line())
    assert (status, out) == (0, ["conformance: 1 hands, 0 mismatches, 0/0 final points"])


@pytest.mark.skipif(os.name != "posix", reason="file names as bytes are POSIX")
def test_a_file_name_that_is_not_utf8_is_shown_escaped(tmp_path: Path) -> None:
    """Was: the name printed with a lone surrogate, which no terminal can encode."""
    path = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9.jsonl"))
    status, out = run_bytes(path, b"{}\n")
    assert status == 1
    assert out[0].startswith(f"ERROR {tmp_path}/caf\\xe9.jsonl line 1: field 'round_wind'")
    "\n".join(out).encode("utf-8")  # prints anywhere


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (line(source="a\ud800"), "field 'source' holds an unpaired surrogate"),
        (line(source="x" * 201), "field 'source' is longer than 200 characters"),
        (line(source="two\nlines"), "field 'source' holds a control character"),
        (line(ruleset="\udcff"), "field 'ruleset' holds an unpaired surrogate"),
        (
            line(next_hand={**RECORD["next_hand"], "dealer": None}),
            "field 'next_hand.dealer' has the wrong type",
        ),
        (
            line(next_hand={k: v for k, v in RECORD["next_hand"].items() if k != "honba"}),
            "field 'next_hand.honba' is missing",
        ),
        (
            line(next_hand={**RECORD["next_hand"], "round_wind": "X"}),
            "unknown next_hand.round_wind 'X'",
        ),
        (line(riichi=[0] * 100_000), "field 'riichi' should be a list of at most 4 integers"),
        (
            line(result={"kind": "ron", "wins": [RECORD["result"]["wins"][0]] * 5000}),
            "field 'result.wins' should hold 1 to 4 wins",
        ),
        (line(result={"kind": "tsumo", "wins": []}), "field 'result.wins' should hold 1 to 4"),
        (line().replace(b'"honba": 0', b'"honba": 1e999'), "not JSON (1e999 is out of range)"),
        (line().replace(b'"honba": 0', b'"honba": ' + b"7" * 30), "not JSON (a number of 30"),
        (b'{"a": ' + b"[" * 30 + b"]" * 30 + b"}", "nested more than 20 deep: not one record"),
    ],
    ids=[
        "surrogate",
        "long-source",
        "newline",
        "ruleset",
        "next-null",
        "next-missing",
        "next-wind",
        "riichi-list",
        "many-wins",
        "no-wins",
        "inf",
        "digits",
        "deep",
    ],
)
def test_hostile_fields_are_one_error_line(tmp_path: Path, data: bytes, reason: str) -> None:
    """Was: printed as given (a lone surrogate, a newline in a MISMATCH line), compared as
    null (a next hand without its fields), replayed a hundred thousand riichi, or taken
    as a number (1e999: inf)."""
    path = tmp_path / "r.jsonl"
    status, out = run_bytes(path, data + b"\n" + line())
    assert status == 1
    assert out[0].startswith(f"ERROR {path} line 1: {reason}"), out[0]
    assert out[1:] == ["conformance: 2 hands, 1 mismatches, 0/0 final points"]


# --- altered real records --------------------------------------------------------------------

HOSTILE = st.sampled_from(
    [
        "null",
        "true",
        '"x"',
        '"\\ud800"',
        "[]",
        "{}",
        "-1",
        str(MAX_INT + 1),
        "9" * 25,
        "9" * 5000,
        "1e999",
        "-1e999",
        "NaN",
        "Infinity",
        "0.5",
        "[" * 40 + "]" * 40,
        '"' + "y" * 300 + '"',
    ]
)
PLACEHOLDER = "\u0000hostile\u0000"


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


@st.composite
def altered(draw: st.DrawFn, records: list[str]) -> tuple[bytes, str]:
    """A real record altered one way: (the line, how)."""
    text = draw(st.sampled_from(records))
    data = json.loads(text)
    how = draw(st.sampled_from(["drop", "replace", "shift", "bytes", "cut"]))
    if how in ("drop", "replace"):
        path = draw(st.sampled_from(_paths(data)))
        parent = _parent(data, path)
        if how == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
            return json.dumps(data, ensure_ascii=False).encode(), f"drop {path}"
        parent[path[-1]] = PLACEHOLDER
        token = draw(HOSTILE)
        out = json.dumps(data, ensure_ascii=False).replace(json.dumps(PLACEHOLDER), token, 1)
        return out.encode("utf-8", "surrogatepass"), f"replace {path} by {token[:20]}"
    if how == "shift":
        key = draw(st.sampled_from(["deltas", "riichi_sticks_after"]))
        if key == "deltas":
            seat = draw(st.integers(0, len(data[key]) - 1))
            data[key][seat] += draw(st.sampled_from([-1000, -100, 100, 300, 8000]))
        else:
            data[key] += draw(st.integers(1, 3))
        return json.dumps(data).encode(), f"shift {key}"
    raw = text.encode()
    at = draw(st.integers(1, len(raw) - 1))
    if how == "cut":
        return raw[:at], f"cut at {at}"
    bad = draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\n"]))
    return raw[:at] + bad + raw[at:], f"bytes {bad!r} at {at}"


@functools.cache
def _records() -> list[str]:
    if not ORACLE.exists():
        return ["{}"]
    lines = ORACLE.read_text(encoding="utf-8").splitlines()
    return lines[:: max(1, len(lines) // 300)]  # 300 hands across the file


@needs_oracle
@settings(
    max_examples=1500,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(altered(_records()))
def test_altered_real_records_are_refused_in_one_line_or_judged_never_raise(
    case: tuple[bytes, str],
) -> None:
    """A real record altered (a field dropped or made hostile, a stated number shifted,
    bytes broken or the line cut), then the record unaltered: each problem is one printable
    line naming the file and line or the record; the unaltered record still matches; a
    shifted stated number is a mismatch, never a match."""
    data, how = case
    original = _records()[0].encode()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "altered.jsonl"
        path.write_bytes(data + b"\n" + original + b"\n")
        out = io.StringIO()
        status = run_conformance(str(path), "tenhou", out)
    lines = out.getvalue().splitlines()
    out.getvalue().encode("utf-8")  # every line prints (no lone surrogate)
    assert status in (0, 1), (how, lines)
    summary = SUMMARY.fullmatch(lines[-1])
    assert summary, (how, lines)
    hands, mismatches = int(summary[1]), int(summary[2])
    assert mismatches == len(lines) - 1 <= 2, (how, lines)  # one line per problem
    if b"\n" not in data:
        assert hands == 2, (how, lines)
        assert mismatches <= 1, (how, lines)  # the unaltered one matches
    for problem in lines[:-1]:
        assert problem.startswith((f"ERROR {path} line ", "MISMATCH ")), (how, problem)
        assert len(problem) < 2000, (how, problem[:200])
    if how.startswith("shift"):
        assert mismatches == 1, (how, lines)
