"""A Tenhou log's winning hands as hands to value (worksheets): tiles and melds decoded from
Tenhou's numbers (known answers worked out by hand), the flags and winds, refusals in one
line; and every win of ../shared's mjlogs scored by the engine as Tenhou did (skipped where
absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.tile_hand import HandInput, calculate
from scoretable.logs.agari import AgariError, meld_of, notation, tile_of, winning_hands

ROOT = Path(__file__).resolve().parents[2]
MJLOGS = sorted((ROOT.parent / "shared" / "oracle" / "raw" / "mjlog").glob("*.xml"))


@pytest.mark.parametrize(
    ("index", "aka", "tile"),
    [
        (0, True, "1m"),
        (16, True, "0m"),
        (16, False, "5m"),
        (17, True, "5m"),
        (52, True, "0p"),
        (88, True, "0s"),
        (35, True, "9m"),
        (108, True, "1z"),
        (135, True, "7z"),
    ],
)
def test_tenhous_tile_numbers(index: int, aka: bool, tile: str) -> None:
    assert tile_of(index, aka) == tile


@pytest.mark.parametrize(
    ("code", "aka", "meld"),
    [
        (6665, True, "pon:555m"),  # 5m triplet, the red one (16) left out
        (45161, True, "pon:333z"),
        (42058, True, "pon:111z"),
        (27940, True, "chi:345p"),  # 3p copy 0, 4p copy 1, 5p copy 2
        (27940 - 256, True, "chi:340p"),  # the 5p's copy 0: the red five
        ((66 << 9) | 0x10, True, "kan:0555s"),  # a pon of 5s made a kan
        ((66 << 9) | 0x10, False, "kan:5555s"),
        (108 << 8, True, "ankan:1111z"),
        ((108 << 8) | 1, True, "kan:1111z"),
        (0x20 | (120 << 8), True, None),  # a North set aside (three players)
    ],
)
def test_tenhous_meld_codes(code: int, aka: bool, meld: str | None) -> None:
    assert meld_of(code, aka) == meld


def test_notation() -> None:
    assert notation(["1m", "2m", "3p", "4z"]) == "12m3p4z"


LOG = (
    '<mjloggm ver="2.3"><GO type="169" lobby="0"/>'
    '<INIT seed="4,1,0,1,2,3" ten="250,250,250,250" oya="1" hai0="1"/>'
    '<AGARI ba="1,0" hai="24,26,27,128,130" m="45161,6665,42058" machi="26" ten="40,12000,2" '
    'yaku="28,2,14,1,12,1,34,2" doraHai="82" who="2" fromWho="2" sc="0"/>'
    '<INIT seed="5,0,0,1,2,3" ten="250,250,250,250" oya="2" hai0="1"/>'
    '<AGARI ba="0,1" hai="11,14,18,48,49,50,52,53,56,61,67,91,95,97" machi="11" '
    'ten="30,12000,2" yaku="1,1,2,1,0,1,8,1,54,1,53,3" doraHai="71" doraHaiUra="45" '
    'who="3" fromWho="0" sc="0"/>'
    '<AGARI ba="0,0" hai="0,4,8" machi="0" ten="0,48000,5" yakuman="37" doraHai="1" '
    'who="2" fromWho="2" sc="0"/></mjloggm>'
)


def test_each_win_of_a_log_with_its_situation() -> None:
    first, second, third = winning_hands(LOG, "game")
    assert first == {
        "tiles": "777m66z",
        "win": "7m",
        "melds": ["pon:333z", "pon:555m", "pon:111z"],
        "tsumo": True,
        "seat_wind": "S",  # seat 2, seat 1 deals
        "round_wind": "S",  # the seed's 4: South 1
        "dora": "3s",
        "ura": "",
        "source": "game#1",
        "expected": {"han": 6, "fu": 40, "points": 12000, "yakuman": 0},
    }
    assert (second["seat_wind"], second["tsumo"]) == ("S", False)  # seat 3, seat 2 deals
    assert second["riichi"]
    assert second["ippatsu"]
    assert "haitei" not in second
    assert second["tiles"] == "345m44405678p567s"
    assert second["win"] == "3m"
    assert second["ura"] == "3p"
    assert second["source"] == "game#2"
    assert third["tenhou"]
    assert third["expected"]["han"] is None
    assert third["expected"]["yakuman"] == 1


def test_a_room_without_red_fives() -> None:
    (hand,) = winning_hands(
        '<mjloggm><GO type="171"/><INIT seed="0,0,0,0,0,0" oya="0"/>'
        '<AGARI hai="16" machi="16" ten="0,0,0" who="0" fromWho="1"/></mjloggm>'
    )
    assert hand["tiles"] == "5m"
    assert hand["round_wind"] == "E"


def test_the_draws_discards_and_calls_between_wins_are_passed_over() -> None:
    (hand,) = winning_hands(
        '<mjloggm><GO type="169"/><UN n0="A"/><INIT seed="0,0,0,0,0,0" oya="0"/>'
        '<T16/><D16/><DORA hai="4"/><REACH who="0" step="1"/>'
        '<AGARI hai="16" machi="16" ten="0,0,0" who="0" fromWho="1"/></mjloggm>'
    )
    assert hand["tiles"] == "0m"
    assert hand["source"] == "log#1"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not xml", "log: not a Tenhou log (mjlog XML): syntax error"),
        ("<html/>", "log: not a Tenhou log (mjlog XML)"),
        ('<mjloggm><GO type="185"/></mjloggm>', "log: a three-player log"),
        (
            '<mjloggm><INIT seed="0" oya="0"/><AGARI who="0"/></mjloggm>',
            "log, hand 1: a win that cannot be read ('fromWho')",
        ),
    ],
)
def test_what_is_not_a_four_player_log_is_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(AgariError) as caught:
        winning_hands(text)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


@pytest.mark.skipif(not MJLOGS, reason="../shared/oracle/raw/mjlog is absent")
def test_every_win_of_the_oracles_logs_scores_as_tenhou_did() -> None:
    rules = get_preset("tenhou")
    wins = 0
    for path in MJLOGS:
        for hand in winning_hands(path.read_text(encoding="utf-8"), path.name):
            result = calculate(HandInput.from_dict(hand), rules)
            assert result.points == hand["expected"]["points"], hand["source"]
            assert result.yakuman == hand["expected"]["yakuman"], hand["source"]
            wins += 1
    assert wins >= 100
