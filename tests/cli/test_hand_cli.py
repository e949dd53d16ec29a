"""``scoretable hand``: one hand as text and JSON, the exit codes, ``--batch``, and Tenhou's
scoring of every hand of ../shared/oracle/agari_dev.jsonl through ``hand --batch`` (skipped
where ../shared is absent; tests/engine/data/agari_sample.jsonl always runs)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scoretable.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "oracle" / "agari_dev.jsonl"
SAMPLE = ROOT / "tests" / "engine" / "data" / "agari_sample.jsonl"

RIICHI_HAND = [
    "hand",
    "33067m567p234s222z",
    "--win",
    "7m",
    "--riichi",
    "--seat-wind",
    "E",
    "--round-wind",
    "E",
    "--dora",
    "8p",
    "--ura",
    "8p",
    "--rules",
    "tenhou",
]


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


def test_one_hand_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run([*RIICHI_HAND, "--json"], capsys)
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert (data["han"], data["fu"], data["yakuman"], data["points"]) == (2, 40, 0, 3900)
    assert data["limit"] is None
    assert [(y["name"], y["han"]) for y in data["yaku"]] == [("Riichi", 1), ("Red five", 1)]
    assert data["payments"] == {"discarder": 3900}


def test_one_hand_as_text_lists_the_yaku_the_fu_and_the_payment(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(RIICHI_HAND, capsys)
    assert status == 0
    assert out.splitlines() == [
        "Riichi (立直): 1",
        "Red five (赤ドラ): 1",
        "  30 fu  closed ron: 20 for winning + 10 menzen ron",
        "   8 fu  closed triplet of terminals/honors",
        "2 han 40 fu: 3,900 points (ron: the discarder pays 3,900)",
    ]


@pytest.mark.parametrize(
    ("args", "last_line"),
    [
        (
            ["hand", "234567m234p678s88s", "--win", "8s", "--tsumo", "--riichi", "--dora", "1p"],
            "5 han 20 fu (mangan): 8,000 points (tsumo: the dealer pays 4,000, each non-dealer "
            "2,000)",
        ),
        (
            ["hand", "11122z555666777z", "--win", "1z"],
            "double yakuman: 64,000 points (ron: the discarder pays 64,000)",
        ),
        (
            ["hand", "11122z555666777z", "--win", "1z", "--rules", "ema2016"],
            "yakuman: 32,000 points (ron: the discarder pays 32,000)",
        ),
        (
            ["hand", "11122z555666777z", "--win", "1z", "--tsumo"],
            "3× yakuman: 96,000 points (tsumo: the dealer pays 48,000, each non-dealer 24,000)",
        ),
        (
            ["hand", "123m456p789s11z", "--meld", "kan:5555s", "--win", "9s", "--rinshan"],
            "note: four 5s written without a 0: with red fives one of them is the red five, "
            "counted as such",
        ),
    ],
)
def test_the_text_ends_with_the_value_and_the_notes(
    args: list[str], last_line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    tsumo = ["--tsumo"] if "--rinshan" in args else []
    status, out, _ = run([*args, *tsumo, "--seat-wind", "S", "--round-wind", "E"], capsys)
    assert status == 0
    assert out.splitlines()[-1] == last_line


def test_a_dealer_tsumo_says_what_each_player_pays(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["hand", "234567m234p678s88s", "--win", "8s", "--tsumo", "--seat-wind", "E"]
    status, out, _ = run([*args, "--round-wind", "S"], capsys)
    assert status == 0
    assert out.splitlines()[-1].endswith("(tsumo: each player pays 1,300)")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["hand", "123m456p789s11z569s", "--win", "9s"], "do not make a winning hand"),
        (["hand", "123m456p789s11z555s", "--win", "9s"], "has no yaku"),
        (["hand", "11111m2345p567s11z", "--win", "1m"], "a fifth 1m"),
        (["hand", "123m456p789s11z", "--win", "1z", "--meld", "chi:135m"], "a chi is three"),
        (["hand", "123x", "--win", "1m"], "cannot read '123x'"),
        (["hand", "123m456p789s11z555s", "--win", "9s", "--rules", "nope"], "unknown rules"),
        (["hand", "123m456p789s11z555s", "--seat-wind", "E"][:2], "missing: --win"),
    ],
)
def test_errors_exit_1_with_the_reason_on_stderr_and_as_json(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    winds = ["--seat-wind", "S", "--round-wind", "E"] if "--win" in args else []
    status, out, err = run([*args, *winds], capsys)
    assert status == 1
    assert message in err
    assert out == ""
    status, out, err = run([*args, *winds, "--json"], capsys)
    assert status == 1
    assert message in json.loads(out)["error"]
    assert message in err


def test_missing_arguments_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["hand", "--json"], capsys)
    assert status == 1
    assert "missing: TILES, --win, --seat-wind, --round-wind" in err


def _batch(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[Any], str]:
    status, out, err = run(["hand", "--batch", str(path), "--rules", "tenhou", "--json"], capsys)
    return status, [json.loads(line) for line in out.splitlines()], err


def _mismatches(records: list[dict[str, Any]], results: list[dict[str, Any]]) -> list[str]:
    bad = []
    assert len(records) == len(results)
    for record, got in zip(records, results, strict=True):
        e = record["expected"]
        want = {"han": e["han"], "yakuman": e["yakuman"], "points": e["points"]}
        have = {k: got.get(k) for k in want}
        if not e["yakuman"] and e["han"] < 5:
            want["fu"], have["fu"] = e["fu"], got.get("fu")
        if want != have:
            bad.append(f"{record['source']}: {have} != {want}")
    return bad


def test_the_sample_scores_as_tenhou_did_through_the_batch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    status, results, err = _batch(SAMPLE, capsys)
    assert (status, err) == (0, "")
    assert _mismatches(records, results) == []


@pytest.mark.skipif(not ORACLE.exists(), reason="../shared/oracle/agari_dev.jsonl is absent")
def test_every_oracle_hand_scores_as_tenhou_did_through_the_batch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    records = [json.loads(line) for line in ORACLE.read_text(encoding="utf-8").splitlines()]
    status, results, err = _batch(ORACLE, capsys)
    assert (status, err) == (0, "")
    assert len(results) == 3461
    assert _mismatches(records, results) == []


def test_a_batch_goes_on_after_bad_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"tiles": "234567m234p678s88s", "win": "8s", "seat_wind": "S", "round_wind": "E"}
    path = tmp_path / "hands.jsonl"
    path.write_text(
        "\n".join(
            [
                json.dumps(good),
                "{not json",
                "[1, 2]",
                "",
                json.dumps({**good, "tiles": "8z"}),
                json.dumps({**good, "tsumo": "no"}),
                json.dumps({**good, "ura": "nonsense", "source": "x", "expected": {}}),
            ]
        ),
        encoding="utf-8",
    )
    status, results, err = _batch(path, capsys)
    assert status == 1
    assert "4 of the hands could not be scored" in err
    assert results[0]["points"] == results[-1]["points"] == 2000
    assert results[1]["error"].startswith("line 2: not JSON")
    assert results[2]["error"].startswith("line 3: a hand is a JSON object")
    assert results[3]["error"].startswith("line 5: tiles: 8z is not a tile")
    assert results[4]["error"] == "line 6: tsumo must be true or false"
    assert len(results) == 6


def test_an_unreadable_batch_file_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, results, err = _batch(tmp_path / "none.jsonl", capsys)
    assert status == 1
    assert "cannot read" in results[0]["error"]
    assert "cannot read" in err


def test_the_installed_command_exits_1_on_a_bad_hand() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "scoretable",
            "hand",
            "1m",
            "--win",
            "1m",
            "--seat-wind",
            "E",
            "--round-wind",
            "E",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "14 are needed" in json.loads(done.stdout)["error"]
    assert "14 are needed" in done.stderr


def test_the_command_lines_flags_are_the_calculators():
    from scoretable.cli.main import HAND_FLAGS
    from scoretable.engine.tile_hand import FLAGS

    assert HAND_FLAGS == FLAGS


def test_parsing_the_command_line_loads_no_calculator():
    import subprocess
    import sys

    code = (
        "import sys; from scoretable.cli.main import build_parser; build_parser(); "
        "print(sorted(m for m in sys.modules"
        " if m.startswith(('mahjong', 'scoretable.engine.tile_hand'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_hostile_lines_each_get_one_line_of_reason_and_the_batch_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"tiles": "234567m234p678s88s", "win": "8s", "seat_wind": "S", "round_wind": "E"}
    path = tmp_path / "hostile.jsonl"
    path.write_bytes(
        b"\n".join(
            [
                ('{"nukidora": ' + "9" * 5000 + "}").encode(),  # past Python's int-string limit
                b'{"nukidora": ' + b"[" * 30_000 + b"]" * 30_000 + b"}",  # too deep for json
                b"[" * 30 + b"]" * 30,
                b'{"tiles": "[[[[", "win": "\\"[[[[\\\\", "seat_wind": 1e999}',
                b'{"nukidora": NaN}',
                b'{"nukidora": 1.' + b"5" * 100 + b"}",
                b'{"tiles": "\xff\xfe"}',
                b"x" * (70 * 1024),
                b'{"nukidora": -1e999}',
                json.dumps(good).encode(),
            ]
        )
    )
    status, results, err = _batch(path, capsys)
    assert status == 1
    assert err == "9 of the hands could not be scored\n"
    assert [r.get("error") for r in results[:9]] == [
        "line 1: not JSON (a number of 5000 digits)",
        "line 2: nested more than 20 deep: not one hand",
        "line 3: nested more than 20 deep: not one hand",
        "line 4: not JSON (1e999 is out of range)",  # brackets inside strings: no nesting
        "line 5: not JSON (NaN is not a number)",
        "line 6: not JSON (a number of 102 characters)",
        "line 7: not UTF-8 text (byte 12)",
        "line 8: longer than 65,536 bytes: not one hand",
        "line 9: not JSON (-1e999 is out of range)",
    ]
    assert results[9]["points"] == 2000


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_before_it_is_read(capsys: pytest.CaptureFixture[str]) -> None:
    status, results, err = _batch(Path("/dev/zero"), capsys)
    assert status == 1
    assert err == f"{results[0]['error']}\n"
    assert results == [{"error": "cannot read /dev/zero: a device, not a file to read"}]


@pytest.mark.skipif(sys.platform == "win32", reason="no FIFOs on Windows")
def test_a_fifo_nobody_writes_to_is_refused_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import os

    fifo = tmp_path / "hands.fifo"
    os.mkfifo(fifo)
    status, results, err = _batch(fifo, capsys)  # opening it would wait for a writer for ever
    assert status == 1
    assert err == f"{results[0]['error']}\n"
    assert results[0]["error"].endswith("a pipe (FIFO), not a file to read")


def test_a_batch_larger_than_the_limit_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.cli import hand

    monkeypatch.setattr(hand, "MAX_BATCH_BYTES", 1024 * 1024)
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"\n" * (1024 * 1024 + 1))
    status, results, err = _batch(path, capsys)
    assert status == 1
    assert results == [{"error": f"cannot read {path}: larger than 1 MB: not read"}]
    assert err == f"cannot read {path}: larger than 1 MB: not read\n"
