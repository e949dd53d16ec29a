"""The compact line of one place (the panels' and the phones'), every part and its absence."""

from __future__ import annotations

import pytest

from scoretable.engine.conditions import (
    Condition,
    HanFu,
    Level,
    compact_words,
    hand_words,
    place_words,
)

RON = Level(basic=1920, amounts=(7700,), hands=(HanFu(3, 60),))
DIRECT = Level(basic=960, amounts=(3900,), hands=(HanFu(3, 30),))
TSUMO = Level(basic=1280, amounts=(1300, 2600), hands=(HanFu(4, 20),))
DEALER_TSUMO = Level(basic=1280, amounts=(2600,), hands=(HanFu(4, 20),))
RANKS = (2, 1, 3, 4)  # seat 1 is top, seat 0 second


def _condition(seat: int, place: int, ron, tsumo=None, draw=()) -> Condition:
    return Condition(seat=seat, place=place, current=3, tsumo=tsumo, ron=ron, draw=draw)


@pytest.mark.parametrize(
    ("condition", "dealer", "expected"),
    [
        (
            _condition(2, 1, ((0, RON), (1, DIRECT), (3, RON)), TSUMO, (frozenset({2}),)),
            3,
            "Top: ron 7,700 / direct 3,900 / tsumo 1,300/2,600 / draw",
        ),
        (_condition(2, 1, ((0, None), (1, DIRECT), (3, None))), 3, "Top: direct 3,900"),
        (_condition(2, 2, ((0, None), (1, RON), (3, None))), 3, "2nd: ron 7,700"),
        (
            _condition(2, 1, ((0, None), (1, None), (3, None)), DEALER_TSUMO),
            2,
            "Top: tsumo 2,600 all",
        ),
        (_condition(3, 1, ((0, None), (1, None), (2, None))), 2, "Top: out of reach"),
        # no seat holds the place (a shared place): no "direct"
        (_condition(3, 4, ((0, RON), (1, None), (2, None))), 2, "4th: ron 7,700"),
    ],
)
def test_compact_words(condition: Condition, dealer: int, expected: str) -> None:
    assert compact_words(condition, RANKS, dealer) == expected


def test_compact_words_translates_every_piece() -> None:
    def marked(context: str, text: str) -> str:
        assert context == "Conditions"
        return f"[{text}]"

    condition = _condition(2, 1, ((0, RON), (1, DIRECT), (3, None)), TSUMO, (frozenset(),))
    assert compact_words(condition, RANKS, 3, marked) == (
        "[[Top]: [ron 7,700] / [direct 3,900] / [tsumo 1,300/2,600] / [draw]]"
    )
    assert [place_words(p, marked) for p in (1, 2, 3, 4)] == ["[Top]", "[2nd]", "[3rd]", "[4th]"]


def test_hand_words_translates_every_form() -> None:
    def marked(context: str, text: str) -> str:
        assert context == "Conditions"
        return f"[{text}]"

    hands = [HanFu(3, 30), HanFu(5), HanFu(0, None, 1), HanFu(0, None, 1, 1), HanFu(0, None, 3)]
    assert [hand_words(hand, marked) for hand in hands] == [
        "[3 han 30 fu]",
        "[5 han]",
        "[yakuman]",
        "[double yakuman]",
        "[3× yakuman]",
    ]
