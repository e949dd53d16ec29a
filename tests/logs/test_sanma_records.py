"""Three-player Tenhou logs -> hand records, replayed by ``conformance --rules tenhou-sanma``.

``fixtures/sanma_small.xml`` is a hand-written three-player mjlog (four hands: a tsumo with a
North set aside, a draw with the dealer tenpai, kyuushu, and a yakuman ron that busts a player
and ends the game); the real public logs are read from ../shared where present.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from scoretable.cli.conformance import run_conformance
from scoretable.logs.sanma_records import convert, main

FIXTURE = Path(__file__).parent / "fixtures" / "sanma_small.xml"
SANMA2 = Path(__file__).resolve().parents[2].parent / "shared/oracle/raw/sanma/sanma2.xml"


def records() -> list[dict[str, object]]:
    return convert(FIXTURE.read_text(encoding="utf-8"), "small")


def test_each_hand_becomes_a_record_of_three_seats() -> None:
    hands = records()
    assert [h["source"] for h in hands] == ["small#0", "small#1", "small#2", "small#3"]
    for hand in hands:
        assert len(hand["scores_before"]) == len(hand["deltas"]) == 3  # type: ignore[arg-type]
        assert hand["ruleset"] == "tenhou-sanma"
        assert hand["rules"] == {
            "go_type": 25,
            "players": 3,
            "aka": True,
            "kuitan": True,
            "length": "hanchan",
            "fast": False,
        }


def test_a_tsumo_counts_the_north_set_aside_apart() -> None:
    first = records()[0]
    assert first["scores_before"] == [35000, 35000, 35000]
    assert first["riichi"] == [1]
    assert first["riichi_declared"] == [1]
    win = first["result"]["wins"][0]  # type: ignore[index]
    # yaku sum to 5 han, one of them the North seat 1 set aside (the pon of seat 0 is not)
    assert (win["winner"], win["from"], win["han"], win["nukidora"]) == (1, None, 4, 1)
    assert win["limit"] == "mangan"
    assert first["deltas"] == [-4000, 6000, -2000]
    assert first["riichi_sticks_after"] == 0
    assert first["next_hand"] == {
        "round_wind": "E",
        "hand_number": 2,
        "kyoku": 1,
        "honba": 0,
        "riichi_sticks": 0,
        "dealer": 1,
        "scores": [31000, 41000, 33000],
    }


def test_draws_say_who_was_tenpai_and_which_abortive_draw() -> None:
    draw, kyuushu = records()[1:3]
    assert draw["result"]["kind"] == "draw"  # type: ignore[index]
    assert draw["result"]["tenpai"] == [1]  # type: ignore[index]
    assert draw["riichi"] == []
    assert draw["riichi_declared"] == [2]
    assert kyuushu["result"]["kind"] == "abortive"  # type: ignore[index]
    assert kyuushu["result"]["abort_kind"] == "yao9"  # type: ignore[index]


def test_the_last_hand_carries_the_end_of_the_game() -> None:
    last = records()[3]
    win = last["result"]["wins"][0]  # type: ignore[index]
    assert (win["han"], win["yakuman"], win["nukidora"], win["from"]) == (None, 1, 0, 0)
    assert last["game_end"] is True
    assert last["next_hand"] is None
    assert last["final_scores"] == [-2600, 43000, 64600]
    assert last["final_points"] == [-63.0, 3.0, 60.0]


def test_the_records_replay_under_tenhou_sanma_and_not_under_other_rules(
    tmp_path: Path,
) -> None:
    path = tmp_path / "small.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records()), encoding="utf-8")
    out = io.StringIO()
    assert run_conformance(str(path), "tenhou-sanma", out) == 0
    assert out.getvalue() == "conformance: 4 hands, 0 mismatches, 1/1 final points\n"
    # standard-sanma plays on below 0: the busted game does not end there
    out = io.StringIO()
    assert run_conformance(str(path), "standard-sanma", out) == 1
    assert "game_end: expected true, got false" in out.getvalue()
    # four-player rules cannot replay three-player records
    out = io.StringIO()
    assert run_conformance(str(path), "tenhou", out) == 1
    assert "the record has 3 seats, the rules 'tenhou' 4 players" in out.getvalue()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<mjloggm", "not mjlog XML"),
        ('<mjloggm><GO type="9"/></mjloggm>', "not a three-player log (GO type 9"),
        ("<mjloggm></mjloggm>", "not a three-player log (GO type 0"),
        (
            '<mjloggm><GO type="25"/><INIT seed="0,0,0,1,1,1" ten="350,350,350,0" oya="0"/>'
            "</mjloggm>",
            "hand 1 (record #0) has no result",
        ),
    ],
)
def test_what_is_not_a_whole_three_player_log_is_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError) as err:
        convert(text, "bad")
    assert message in str(err.value)


def test_the_command_writes_json_lines_and_goes_on_past_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "four.xml"
    bad.write_text('<mjloggm><GO type="9"/></mjloggm>', encoding="utf-8")
    out = io.StringIO()
    assert main([str(bad), str(FIXTURE), str(tmp_path / "missing.xml")], out) == 1
    lines = out.getvalue().splitlines()
    assert len(lines) == 4
    assert json.loads(lines[0])["source"] == f"{FIXTURE}#0"
    err = capsys.readouterr().err
    assert "four.xml: not a three-player log" in err
    assert "missing.xml" in err
    assert main([], io.StringIO()) == 2


@pytest.mark.skipif(not SANMA2.exists(), reason=f"the public sanma logs ({SANMA2}) are absent")
def test_the_real_three_player_game_replays_with_no_mismatch(tmp_path: Path) -> None:
    hands = convert(SANMA2.read_text(encoding="utf-8"), "sanma2")
    assert len(hands) == 6
    path = tmp_path / "sanma2.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in hands), encoding="utf-8")
    out = io.StringIO()
    assert run_conformance(str(path), "tenhou-sanma", out) == 0, out.getvalue()
    assert out.getvalue() == "conformance: 6 hands, 0 mismatches, 1/1 final points\n"


def test_nagashi_and_a_log_cut_off_after_a_hand(tmp_path: Path) -> None:
    text = (
        '<mjloggm><GO type="25"/><INIT seed="0,0,0,1,1,1" ten="350,350,350,0" oya="0"/>'
        '<RYUUKYOKU type="nm" ba="0,0" sc="350,-40,350,60,350,-20,0,0" hai0="1"/></mjloggm>'
    )
    (hand,) = convert(text, "cut")
    assert hand["result"]["kind"] == "nagashi"  # type: ignore[index]
    assert hand["result"]["nagashi"] == [1]  # type: ignore[index]
    assert hand["result"]["tenpai"] == [0]  # type: ignore[index]
    assert hand["deltas"] == [-4000, 6000, -2000]
    assert hand["game_end"] is False
    assert hand["next_hand"] is None
    assert hand["next_hand_status"] == "unknown"
    # a nagashi mangan of three players is a mangan tsumo with tsumo loss (tenhou-sanma)
    path = tmp_path / "cut.jsonl"
    path.write_text(json.dumps(hand) + "\n", encoding="utf-8")
    out = io.StringIO()
    assert run_conformance(str(path), "tenhou-sanma", out) == 0, out.getvalue()
