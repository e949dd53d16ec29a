"""The payment quiz with three players: two payers on a tsumo, tsumo loss or North bisection
as the preset says, and the explanation saying why."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from scoretable.engine.rules import get_preset
from scoretable.teaching import all_last
from scoretable.teaching.quiz import Question, generate, judge, north_note

SANMA = ("tenhou-sanma", "mahjongsoul-sanma", "standard-sanma")


def _split(name: str) -> str:
    """``name``'s rules adjusted to North bisection (no preset splits), as a question holds them."""
    rules = replace(get_preset(name), tsumo_north="bisection")
    return json.dumps(rules.to_dict(), sort_keys=True)


def _question(rules: str, dealer_seat: int, han: int = 3, fu: int | None = 30) -> Question:
    if rules.endswith("+split"):
        return replace(
            _question(rules.removesuffix("+split"), dealer_seat, han, fu),
            rules_data=_split(rules.removesuffix("+split")),
        )
    return Question(
        level=5,
        rules=rules,
        han=han,
        fu=fu,
        yakuman=0,
        dealer_seat=dealer_seat,
        discarder=None,
        honba=0,
        sticks=0,
    )


@pytest.mark.parametrize("name", SANMA)
@pytest.mark.parametrize("seed", range(40))
def test_generated_questions_seat_three_players(name: str, seed: int) -> None:
    question = generate(random.Random(seed), 5, get_preset(name))
    assert question.players == 3
    assert question.dealer_seat in (0, 1, 2)
    assert question.discarder in (None, 1, 2)
    answers = [f"{f.expected:,}" for f in question.fields()]
    verdict = judge(question, answers)
    assert verdict.correct
    assert sum(line.startswith(("Ann:", "Ben:", "Cho:")) for line in verdict.explanation) == 3
    assert not any(line.startswith("Dai:") for line in verdict.explanation)
    assert Question.from_dict(question.to_dict()) == question


@pytest.mark.parametrize(
    ("name", "dealer_seat", "fields", "note"),
    [
        # 3 han 30 fu, basic 960: tsumo loss pays as four players, North's 1,000 lost
        (
            "tenhou-sanma",
            1,
            [("Each non-dealer pays", 1000), ("The dealer pays", 2000)],
            "tsumo loss: the absent North's 1,000 is not paid",
        ),
        (
            "tenhou-sanma",
            0,
            [("Each player pays", 2000)],
            "tsumo loss: the absent North's 2,000 is not paid",
        ),
        # North bisection: each payer adds 480 (half of North's 960) before rounding up
        (
            "mahjongsoul-sanma+split",
            2,
            [("Each non-dealer pays", 1500), ("The dealer pays", 2400)],
            "North bisection: the absent North's share (1,000) is split between the two "
            "payers, each adding 480",
        ),
        (
            "mahjongsoul-sanma+split",
            0,
            [("Each player pays", 2900)],
            "North bisection: the absent North's share (2,000) is split between the two "
            "payers, each adding 960",
        ),
    ],
)
def test_tsumo_has_two_payers_and_the_explanation_says_why(
    name: str, dealer_seat: int, fields: list[tuple[str, int]], note: str
) -> None:
    question = _question(name, dealer_seat)
    assert question.rules_object().tsumo_north == ("bisection" if "+split" in name else "loss")
    assert [(f.label, f.expected) for f in question.fields()] == fields
    verdict = judge(question, [str(v) for _, v in fields])
    assert verdict.correct
    assert note in verdict.explanation[-1]
    assert verdict.explanation[-1] == north_note(question)[0]


@pytest.mark.parametrize("name", ("standard", "tenhou-sanma"))
def test_no_north_note_on_a_ron_or_with_four_players(name: str) -> None:
    ron = Question(5, name, 3, 30, 0, 1, 2 if name != "standard" else 3, 0, 0)
    assert north_note(ron) == []
    if name == "standard":
        assert north_note(_question(name, 1)) == []


def test_a_saved_sanma_question_with_a_fourth_seat_is_refused() -> None:
    data = _question("tenhou-sanma", 3).to_dict()
    with pytest.raises(ValueError):
        Question.from_dict(data)


@pytest.mark.parametrize("name", SANMA)
def test_the_all_last_quiz_stays_four_player_under_sanma_rules(name: str) -> None:
    question = all_last.generate(random.Random(1), get_preset(name))
    assert question.rules.players == 4
    assert question.rules.name == "tenhou"


@pytest.mark.parametrize(("dealer_seat", "discarder"), [(1, 3), (1, 0), (-1, None)])
def test_a_saved_question_with_a_seat_off_the_table_is_refused(
    dealer_seat: int, discarder: int | None
) -> None:
    data = _question("tenhou-sanma", dealer_seat).to_dict() | {"discarder": discarder}
    with pytest.raises(ValueError, match="seat outside"):
        Question.from_dict(data)
