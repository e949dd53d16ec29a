"""The table's question to each seat after a win: who is asked what, the payment expected
(one payer's, honba included: the absolute value of that seat's change), the skills, the
judging of any whole number, the explanation with its sticks, and Japanese sentences."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.game_rows import replay_entries
from scoretable.engine.rules import get_preset
from scoretable.engine.settlement import Settlement
from scoretable.engine.table import Action, ExhaustiveDraw, Win, WinEntry, action_to_dict
from scoretable.teaching.table_question import ask, describe_value, judge, payment_sticks

NAMES = ("Aiko", "Bruno", "Chen", "Dana")
RULES = get_preset("standard")


def settled(*actions: Action) -> tuple[Settlement | None, int]:
    """The last action's settlement and the dealer of its hand."""
    log = [action_to_dict(action) for action in actions]
    *_, last = replay_entries(RULES, NAMES, log)
    return last.settlement, last.before.dealer


RON = settled(Win(entries=(WinEntry(winner=1, han=3, fu=40),), discarder=0))
DEALER_TSUMO = settled(
    ExhaustiveDraw(tenpai=frozenset({0})), Win(entries=(WinEntry(winner=0, han=2, fu=30),))
)
TSUMO = settled(Win(entries=(WinEntry(winner=1, han=1, fu=30),)))


@pytest.mark.parametrize(
    ("hand", "seat", "text", "expected"),
    [
        (RON, 0, "Bruno won 3 han 40 fu by ron from you: what do you pay?", 5200),
        (RON, 1, "You won 3 han 40 fu by ron from Aiko: what does Aiko pay you?", 5200),
        (RON, 2, "Bruno won 3 han 40 fu by ron from Aiko: what does Aiko pay?", 5200),
        (
            DEALER_TSUMO,
            0,
            "You won by tsumo as dealer, 2 han 30 fu, 1 honba: what does each player pay you?",
            1100,
        ),
        (
            DEALER_TSUMO,
            3,
            "Aiko won by tsumo as dealer, 2 han 30 fu, 1 honba: what do you pay?",
            1100,
        ),
        (TSUMO, 1, "You won by tsumo, 1 han 30 fu: what does each non-dealer pay you?", 300),
        (TSUMO, 0, "Bruno won by tsumo, 1 han 30 fu: what do you pay?", 500),
        (TSUMO, 2, "Bruno won by tsumo, 1 han 30 fu: what do you pay?", 300),
    ],
)
def test_each_seat_is_asked_its_question(
    hand: tuple[Settlement, int], seat: int, text: str, expected: int
) -> None:
    settlement, dealer = hand
    question = ask(settlement, seat, NAMES, dealer=dealer)
    assert question is not None
    assert question.text == text
    assert question.expected == expected
    # one payer's payment: the absolute value of a seat's change in the hand
    assert expected in [abs(delta) for delta in settlement.deltas]
    assert question.seat == seat


def test_the_question_carries_the_recorded_value_and_skills() -> None:
    question = ask(*RON[:1], 2, NAMES, dealer=RON[1])
    assert question is not None
    assert (question.han, question.fu, question.tsumo) == (3, 40, False)
    assert question.value == "3 han 40 fu"
    assert question.skills == ("pay:ron",)
    dealer = ask(DEALER_TSUMO[0], 0, NAMES)
    assert dealer is not None
    assert dealer.skills == ("pay:dealer tsumo", "honba")
    assert dealer.value == "2 han 30 fu, 1 honba"
    mangan = ask(settled(Win(entries=(WinEntry(winner=2, han=5),), discarder=3))[0], 3, NAMES)
    assert mangan is not None
    assert mangan.skills == ("pay:ron", "limit")
    assert mangan.text == "Chen won 5 han by ron from you: what do you pay?"


def test_the_explanation_is_the_windows_then_the_sticks() -> None:
    question = ask(RON[0], 0, NAMES)
    assert question is not None
    assert question.explanation[0] == "Ron: Bruno (non-dealer) wins from Aiko"
    assert "Aiko: −5,200" in question.explanation
    assert question.explanation[-1] == "Sticks: hand over 1 × 5,000, 2 × 100."


@pytest.mark.parametrize("seat", range(4))
def test_a_hand_without_a_win_asks_nothing(seat: int) -> None:
    draw, _ = settled(ExhaustiveDraw(tenpai=frozenset({1})))
    assert ask(draw, seat, NAMES) is None
    assert ask(None, seat, NAMES) is None


@settings(deadline=None)
@given(st.integers(-(10**12), 10**12))
def test_any_whole_number_is_judged(points: int) -> None:
    question = ask(RON[0], 0, NAMES)
    assert question is not None
    judged = judge(question, points)
    assert judged.correct == (points == 5200)
    assert judged.expected == 5200
    assert judged.explanation == question.explanation


def test_a_liable_players_payment_is_asked_of_the_others() -> None:
    entry = WinEntry(winner=1, han=0, yakuman=1, pao=2, pao_yaku="daisangen")
    settlement, dealer = settled(Win(entries=(entry,)))
    question = ask(settlement, 3, NAMES, dealer=dealer)
    assert question is not None
    assert question.text == "Bruno won by tsumo, yakuman: what does Chen pay?"
    assert question.expected == 32000


@pytest.mark.parametrize(("yakuman", "said"), [(1, "yakuman"), (2, "2× yakuman")])
def test_yakuman_said(yakuman: int, said: str) -> None:
    entry = WinEntry(winner=1, han=0, yakuman=yakuman, double_yakuman=0)
    settlement, _ = settled(Win(entries=(entry,), discarder=0))
    assert settlement is not None
    assert describe_value(settlement.wins[0].value) == said


def test_the_question_in_japanese() -> None:
    sentences = {
        "{winner} won {value} by ron from you: what do you pay?": (
            "{winner}が{value}であなたからロン: いくら払う?"
        ),
        "{han} han {fu} fu": "{han}翻{fu}符",
    }

    def japanese(context: str, text: str) -> str:
        return sentences.get(text, text)

    question = ask(RON[0], 0, NAMES, japanese)
    assert question is not None
    assert question.text == "Brunoが3翻40符であなたからロン: いくら払う?"


def test_each_payment_as_sticks() -> None:
    assert payment_sticks(RON[0], NAMES) == [
        "Aiko pays Bruno 5,200. Sticks: hand over 1 × 5,000, 2 × 100."
    ]
    # a non-dealer's tsumo: the dealer's payment and the non-dealers' (said once)
    assert payment_sticks(TSUMO[0], NAMES) == [
        "Aiko pays Bruno 500. Sticks: hand over 5 × 100.",
        "Chen pays Bruno 300. Sticks: hand over 3 × 100.",
    ]
    draw, _ = settled(ExhaustiveDraw(tenpai=frozenset({1})))
    assert draw is not None
    assert payment_sticks(draw, NAMES) == []
