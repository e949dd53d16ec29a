"""``scoretable conditions``: the exact JSON shape, the text, and one-line refusals."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from scoretable.cli.conditions import run_conditions
from scoretable.cli.main import main
from scoretable.engine.conditions import HanFu, Level, hand_words, level_words

#: Tenhou 2018020310gm-0009-0000-b3a8418d, South 4, before the dealer's riichi (see
#: tests/engine/test_conditions.py): the whole answer, exactly.
DEALER_CASE = [
    "--rules", "tenhou", "--round", "S4", "--dealer", "3", "--honba", "0", "--sticks", "1",
    "--scores", "26000,18000,32500,23500",
]  # fmt: skip


def run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    parsed = dict(zip(args[::2], args[1::2], strict=False))
    code = run_conditions(
        rules=parsed.get("--rules", "standard"),
        round_text=parsed["--round"],
        dealer=parsed["--dealer"],
        honba=parsed.get("--honba", "0"),
        sticks=parsed.get("--sticks", "0"),
        scores=parsed["--scores"],
        as_json="--json" in args,
        out=out,
        err=err,
    )
    return code, out.getvalue(), err.getvalue()


def test_json_is_exactly_the_issue_shape() -> None:
    code, out, err = run([*DEALER_CASE, "--json", ""])
    assert code == 0
    assert err == ""
    assert json.loads(out) == {
        "conditions": [
            {
                "seat": 0,
                "place": 1,
                "tsumo": {"non_dealer": 1200, "dealer": 2300},
                "ron": [
                    {"from": 1, "points": 5800},
                    {"from": 2, "points": 3200},
                    {"from": 3, "points": 5800},
                ],
                "draw": [],
            },
            {
                "seat": 1,
                "place": 1,
                "tsumo": {"non_dealer": 3000, "dealer": 6000},
                "ron": [
                    {"from": 0, "points": 16000},
                    {"from": 2, "points": 12000},
                    {"from": 3, "points": 16000},
                ],
                "draw": [],
            },
            {
                "seat": 1,
                "place": 2,
                "tsumo": {"non_dealer": 1500, "dealer": 2900},
                "ron": [
                    {"from": 0, "points": 4500},
                    {"from": 2, "points": 12000},
                    {"from": 3, "points": 7100},
                ],
                "draw": [],
            },
            {
                "seat": 1,
                "place": 3,
                "tsumo": {"non_dealer": 800, "dealer": 1500},
                "ron": [
                    {"from": 0, "points": 3600},
                    {"from": 2, "points": 12000},
                    {"from": 3, "points": 2300},
                ],
                "draw": [],
            },
            {
                "seat": 3,
                "place": 1,
                "tsumo": {"all": 2300},
                "ron": [
                    {"from": 0, "points": 8700},
                    {"from": 1, "points": 8700},
                    {"from": 2, "points": 5800},
                ],
                "draw": [],
            },
            {
                "seat": 3,
                "place": 2,
                "tsumo": {"all": 2300},
                "ron": [
                    {"from": 0, "points": 8700},
                    {"from": 1, "points": 8700},
                    {"from": 2, "points": 5800},
                ],
                "draw": [],
            },
        ]
    }


def test_json_draws_and_unreachable() -> None:
    # Standard rules, South 4, the dealer second: no agari-yame, so no win of his ends the
    # game (ron and tsumo null)
    code, out, _ = run(
        [
            "--rules",
            "standard",
            "--round",
            "S4",
            "--dealer",
            "3",
            "--scores",
            "34900,9000,21900,34200",
        ]
    )
    assert code == 0
    code, out, _ = run(
        ["--round", "S4", "--dealer", "3", "--scores", "34900,9000,21900,34200", "--json", ""]
    )
    rows = json.loads(out)["conditions"]
    dealer_first = next(r for r in rows if r["seat"] == 3 and r["place"] == 1)
    assert dealer_first["tsumo"] is None
    assert dealer_first["ron"] == [
        {"from": 0, "points": None},
        {"from": 1, "points": None},
        {"from": 2, "points": None},
    ]
    assert dealer_first["draw"] == []  # his tenpai goes on (no tenpai-yame), noten ends him 2nd
    assert [r["draw"] for r in rows if r["seat"] == 2 and r["place"] == 2] == [[]]


def test_text_output() -> None:
    code, out, _ = run(DEALER_CASE)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == (
        "All-last conditions: Tenhou rules, S4, dealer seat 3, 0 honba, 1 riichi stick"
    )
    assert lines[1] == (
        "Now: seat 0 26,000 (2nd), seat 1 18,000 (4th), seat 2 32,500 (1st), seat 3 23,500 (3rd)"
    )
    assert "  ron from 2  3,200 (1 han 100 fu or 2 han 50 fu)" in lines
    assert "  tsumo       2,300 all (2 han 70 fu)" in lines
    assert "  tsumo       1,200/2,300 (2 han 70 fu)" in lines
    assert "  draw        not enough" in lines


def test_text_when_nobody_can_move_up_and_draw_sets() -> None:
    # all tied under EMA's shared places: everybody is first already
    code, out, _ = run(
        [
            "--rules",
            "ema2016",
            "--round",
            "S4",
            "--dealer",
            "3",
            "--scores",
            "30000,30000,30000,30000",
        ]
    )
    assert code == 0
    assert out.endswith("Nobody can move up.\n")
    # all level, seat order: seat 1 is first alone tenpai, or tenpai with seat 2 (a tie he wins)
    code, out, _ = run(["--round", "S4", "--dealer", "3", "--scores", "25000,25000,25000,25000"])
    assert "Seat 1 for 1st or better:" in out
    assert "  draw        tenpai 1; tenpai 1, 2" in out
    code, out, _ = run(["--rules", "ema2016", "--round", "S4", "--dealer", "3",
                        "--scores", "32000,28000,24000,16000"])  # fmt: skip
    # seat 1 alone tenpai: 31,000 each with seat 0, first shared under EMA
    assert "Seat 1 for 1st or better:" in out
    assert "  draw        tenpai 1\n" in out


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--rules", "nope"], "unknown rules preset 'nope'"),
        (["--round", "X4"], "--round must be a wind letter"),
        (["--round", "S5"], "--round must be a wind letter"),
        (["--dealer", "x"], "--dealer must be a whole number, not 'x'"),
        (["--dealer", "7"], "--dealer must be a seat 0-3, not 7"),
        (["--dealer", "1"], "the dealer of S4 is seat 3 (seat 0 deals first), not 1"),
        (["--honba", "-1"], "--honba cannot be negative (-1)"),
        (["--sticks", "-2"], "--sticks cannot be negative (-2)"),
        (["--scores", "1,2,3"], "--scores needs 4 scores under standard (seats 0-3), not 3"),
        (["--scores", "1,2,x,4"], "--scores must be four whole numbers"),
        (["--scores", "1,2,3," + "9" * 5000], "--scores must be four whole numbers"),
        (["--scores", "1,2,3,10000000000"], "--scores must be four whole numbers"),
        (["--honba", "9" * 5000], "--honba must be a whole number, not '99999"),
        # four scores given by mistake under a three-player preset, a fourth hand, a fourth seat
        (
            ["--rules", "tenhou-sanma", "--round", "S3", "--dealer", "2"],
            "--scores needs 3 scores under tenhou-sanma (seats 0-2), not 4",
        ),
        (
            ["--rules", "standard-sanma", "--scores", "1,2,3"],
            "--round must be a wind letter (E, S, W, N) and a hand 1-3, not 'S4'",
        ),
        (
            ["--rules", "mahjongsoul-sanma", "--round", "S3", "--scores", "1,2,3"],
            "--dealer must be a seat 0-2, not 3",
        ),
        (
            ["--rules", "tenhou-sanma", "--round", "S3", "--dealer", "2", "--scores", "1,2,x"],
            "--scores must be three whole numbers",
        ),
        (
            ["--rules", "tenhou", "--scores", "-100,40000,30000,30100"],
            "under Tenhou rules a score below 0 has already ended the game",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(args: list[str], reason: str) -> None:
    base = {"--round": "S4", "--dealer": "3", "--scores": "30000,25000,25000,20000"}
    base.update(dict(zip(args[::2], args[1::2], strict=True)))
    code, out, err = run([item for pair in base.items() for item in pair])
    assert code == 2
    assert out == ""
    assert err.startswith("scoretable conditions: ")
    assert reason in err
    assert err.count("\n") == 1


def test_chombo_scores_that_do_not_add_up_are_fine() -> None:
    code, _, err = run(["--round", "S4", "--dealer", "3", "--scores", "=-1200,1000,50000,30000"])
    assert code == 2  # "=" is not part of the number when called directly
    code, _, err = run(["--round", "S4", "--dealer", "3", "--scores", "-1200,1000,50000,30000"])
    assert code == 0
    assert err == ""


def test_describe() -> None:
    assert hand_words(HanFu(0, None, 1)) == "yakuman"
    assert hand_words(HanFu(0, None, 1, 1)) == "double yakuman"
    assert hand_words(HanFu(0, None, 3)) == "3× yakuman"
    assert hand_words(HanFu(6)) == "6 han"
    assert level_words(None, True, False) == "not reachable"
    level = Level(400, (3900,), (HanFu(2, 60), HanFu(3, 30), HanFu(4, 20)))
    assert level_words(level, False, False) == "3,900 (2 han 60 fu or 3 han 30 fu)"


def test_main_dispatches(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conditions", *DEALER_CASE, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["conditions"][0]["seat"] == 0
    assert main(["conditions", "--round", "S4", "--dealer", "3", "--scores=-1200,0,0,0"]) == 0


def test_command_line_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "conditions", "--round", "S4", "--dealer", "2",
         "--scores", "1,2,3,4"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert (
        done.stderr
        == "scoretable conditions: the dealer of S4 is seat 3 (seat 0 deals first), not 2\n"
    )


@pytest.mark.parametrize("preset", ["standard-sanma", "tenhou-sanma", "mahjongsoul-sanma"])
def test_every_three_player_preset_answers_for_three_seats(preset: str) -> None:
    args = ["--rules", preset, "--round", "S3", "--dealer", "2", "--honba", "1",
            "--sticks", "1", "--scores", "30000,40000,35000"]  # fmt: skip
    code, out, err = run(args)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[1] == "Now: seat 0 30,000 (3rd), seat 1 40,000 (1st), seat 2 35,000 (2nd)"
    assert "Seat 0 for 1st or better:" in lines
    assert "Seat 2 for 1st or better:" in lines
    assert not any("seat 3" in line.lower() or "ron from 3" in line for line in lines)
    code, out, err = run([*args, "--json"])
    assert (code, err) == (0, "")
    rows = json.loads(out)["conditions"]
    assert {row["seat"] for row in rows} == {0, 2}
    assert all({r["from"] for r in row["ron"]} <= {0, 1, 2} for row in rows)
    assert all(
        set(tenpai) <= {0, 1, 2} for row in rows for draw in [row["draw"]] for tenpai in draw
    )
