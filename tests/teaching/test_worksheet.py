"""Worksheets from a file of hands: reading it, choosing the questions with a seed, the answer
key as ``hand --json`` gives it, and a bad line refused with its number."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.rules import get_preset
from scoretable.engine.tile_hand import HandInput, calculate
from scoretable.teaching.worksheet import (
    WorksheetError,
    build_worksheet,
    choose,
    course_hands,
    hand_dict,
    read_hands,
    sourced,
)
from scoretable.teaching.worth import course_data

RULES = get_preset("standard")
RIICHI = {"tiles": "33067m567p234s222z", "win": "7m", "riichi": True, "dora": "8p"}
PON = {
    "tiles": "234567m234s22p",
    "win": "2p",
    "melds": ["pon:777p"],
    "seat_wind": "S",
    "source": "a teacher's hand",
}
TSUMO = {"tiles": "123456789m11p789s", "win": "1p", "tsumo": True, "seat_wind": "W"}
FILE = "\n".join(json.dumps(h) for h in (RIICHI, PON, TSUMO)) + "\n"


def test_every_hand_in_the_files_order_with_its_line() -> None:
    hands = read_hands("\n" + FILE, "hands.jsonl")  # a blank line is skipped, but counted
    assert [h.line for h in hands] == [2, 3, 4]
    assert [h.source for h in hands] == ["", "a teacher's hand", ""]
    sheet = build_worksheet(hands, RULES)
    assert [q.number for q in sheet] == [1, 2, 3]
    assert [q.hand.hand.tiles for q in sheet] == [RIICHI["tiles"], PON["tiles"], TSUMO["tiles"]]


def test_the_key_is_what_hand_json_gives() -> None:
    (question,) = build_worksheet(read_hands(json.dumps(RIICHI), "f"), RULES)
    key = question.key()
    expected = calculate(HandInput.from_dict(RIICHI), RULES).to_json()
    assert {k: key[k] for k in expected} == expected
    assert (key["han"], key["fu"], key["points"]) == (2, 40, 3900)
    assert [(y["name"], y["han"]) for y in key["yaku"]] == [("Riichi", 1), ("Red five", 1)]
    assert (key["question"], key["line"], key["hand"]) == (1, 1, RIICHI)
    assert "source" not in key


def test_a_tsumo_key_adds_its_payments_up() -> None:
    (question,) = build_worksheet(read_hands(json.dumps(TSUMO), "f"), RULES)
    key = question.key()
    # a non-dealer's tsumo: the dealer's share and two non-dealers'
    assert key["points"] == sum(
        v * (2 if k == "non_dealer" else 1) for k, v in key["payments"].items()
    )


def test_the_hand_as_a_batch_line_keeps_what_differs_from_a_plain_hand() -> None:
    hand = HandInput.from_dict(PON)
    assert hand_dict(hand) == {k: v for k, v in PON.items() if k != "source"}
    assert hand_dict(HandInput(tiles="1m", win="1m")) == {"tiles": "1m", "win": "1m"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{}\nnot json", 'hands.jsonl, line 1: a hand needs "tiles" and "win"'),
        (json.dumps(RIICHI) + "\nnot json", "hands.jsonl, line 2: not JSON (Expecting value)"),
        ("[1, 2]", "hands.jsonl, line 1: a hand is a JSON object"),
        ('{"tiles": 3, "win": "1m"}', "hands.jsonl, line 1: tiles must be a string"),
        ("\n\n", "hands.jsonl: no hand in the file"),
    ],
)
def test_a_file_that_cannot_make_a_sheet_says_why_in_one_line(text: str, message: str) -> None:
    with pytest.raises(WorksheetError) as caught:
        read_hands(text, "hands.jsonl")
    assert str(caught.value) == message


def test_a_hand_that_does_not_score_is_refused_with_its_line() -> None:
    broken = {"tiles": "123m456p789s1122z", "win": "2z"}  # 13 tiles
    hands = read_hands(FILE + json.dumps(broken), "f")
    with pytest.raises(WorksheetError, match=r"^line 4: "):
        build_worksheet(hands, RULES)
    assert len(build_worksheet(hands, RULES, count=1, seed=1)) == 1  # line 4 not chosen


@pytest.mark.parametrize(("count", "total"), [(0, 3), (4, 3), (-1, 3)])
def test_a_count_out_of_range_is_refused(count: int, total: int) -> None:
    with pytest.raises(WorksheetError, match=r"^--count must be between 1 and 3"):
        choose(total, count, seed=1)


def test_the_same_seed_the_same_questions() -> None:
    assert choose(100, 10, 7) == choose(100, 10, 7)
    assert choose(100, 10, 7) != choose(100, 10, 8)
    assert choose(5, None, 7) == [0, 1, 2, 3, 4]


@given(st.integers(1, 300), st.data(), st.integers(0, 2**32))
def test_a_count_takes_that_many_distinct_hands_in_the_files_order(
    total: int, data: st.DataObject, seed: int
) -> None:
    count = data.draw(st.integers(1, total))
    chosen = choose(total, count, seed)
    assert len(chosen) == count == len(set(chosen))
    assert chosen == sorted(chosen)
    assert all(0 <= i < total for i in chosen)


def test_a_sheet_from_the_course_answers_as_stored() -> None:
    hands = course_hands()
    assert len(hands) >= 100
    assert hands[0].line == 1
    assert hands[0].source.startswith("dnovikoff")
    sheet = build_worksheet(hands, get_preset("tenhou"), count=5, seed=29)
    stored = course_data()["hands"]
    for q in sheet:
        assert q.key()["points"] == stored[q.hand.line - 1]["expected"]["points"]


def test_hands_read_as_objects_a_logs_wins() -> None:
    hands = sourced([{**RIICHI, "source": "log#1"}, TSUMO], "game.xml")
    assert [(h.line, h.source) for h in hands] == [(1, "log#1"), (2, "")]
    with pytest.raises(WorksheetError, match=r'^game.xml, hand 2: a hand needs "tiles"'):
        sourced([RIICHI, {"win": "1m"}], "game.xml")
    with pytest.raises(WorksheetError, match=r"^game.xml: no winning hand in the log$"):
        sourced([], "game.xml")
