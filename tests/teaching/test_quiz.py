"""The payment quiz: only possible situations, judged by the engine, explained."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import PRESETS, get_preset
from scoretable.engine.scoring import check_han_fu, hand_value
from scoretable.teaching import quiz
from scoretable.teaching.explain import explain_steps
from scoretable.teaching.quiz import (
    DEALER_WINS,
    HAN_FU_COUNTS,
    HONBA_COUNTS,
    LEVELS,
    STICK_COUNTS,
    Question,
    generate,
    judge,
    level,
    parse_points,
    possible,
    settle,
    weights,
)

ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "dev.jsonl"
STANDARD = get_preset("standard")


def oracle_weights(path: Path) -> dict[str, object]:
    """The counts quiz.py embeds, recomputed from the oracle's wins (how they were made)."""
    han_fu: Counter[tuple[int, int | None, bool]] = Counter()
    dealer = honba = sticks = None
    dealer_wins = wins = 0
    honba_c, sticks_c = [0] * 5, [0] * 5
    for line in path.read_text().splitlines():
        record = json.loads(line)
        result = record["result"]
        if result["kind"] not in ("ron", "tsumo"):
            continue
        for win in result["wins"]:
            tsumo = result["kind"] == "tsumo"
            if win["yakuman"]:
                key: tuple[int, int | None, bool] = (0, None, tsumo)
            elif win["han"] >= 5:
                key = (min(win["han"], 13), None, tsumo)
            else:
                key = (win["han"], win["fu"], tsumo)
            han_fu[key] += 1
            wins += 1
            dealer_wins += win["winner"] == record["dealer"]
            honba_c[min(record["honba"], 4)] += 1
            sticks_c[min(record["riichi_sticks_before"] + len(record["riichi"]), 4)] += 1
    dealer, honba, sticks = (dealer_wins, wins), tuple(honba_c), tuple(sticks_c)
    return {"han_fu": dict(han_fu), "dealer": dealer, "honba": honba, "sticks": sticks}


def test_embedded_weights_are_the_oracle_counts() -> None:
    if not ORACLE.exists():
        pytest.skip(f"{ORACLE} is absent: the shared oracle records are not checked out")
    counted = oracle_weights(ORACLE)
    assert counted["han_fu"] == HAN_FU_COUNTS
    assert counted["dealer"] == DEALER_WINS
    assert counted["honba"] == HONBA_COUNTS
    assert counted["sticks"] == STICK_COUNTS


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    number=st.integers(1, 5),
    preset=st.sampled_from(sorted(n for n, r in PRESETS.items() if r.players == 4)),
)
def test_the_generator_only_asks_what_can_occur(seed: int, number: int, preset: str) -> None:
    rules = get_preset(preset)
    q = generate(random.Random(seed), number, rules)
    lvl = level(number)
    assert q.rules == preset
    assert q.level == number
    if q.fu is not None:
        assert check_han_fu(q.han, q.fu, q.tsumo, rules) is None
    else:
        assert q.han >= 5 or q.yakuman == 1
    assert lvl.tsumo or not q.tsumo
    assert lvl.dealer or not q.dealer
    assert lvl.honba or (q.honba, q.sticks) == (0, 0)
    if not lvl.limits:
        assert q.fu is not None
        assert hand_value(q.han, q.fu, rules, tsumo=q.tsumo).limit is None
    step = settle(q)  # the engine accepts it
    # the expected answers are the engine's deltas, and they add up
    fields = q.fields()
    deltas = step.settlement.deltas
    if q.tsumo:
        assert sum(-d for d in deltas[1:]) + 1000 * q.sticks == deltas[0]
    else:
        assert fields[0].expected == -deltas[q.discarder or 0]
    # the explanation's totals are the settlement's
    lines = explain_steps(step, quiz.SEAT_NAMES)
    assert tuple(line.figure for line in lines if line.kind == "total") == deltas


def test_levels_reach_every_kind_of_situation() -> None:
    rng = random.Random(5)
    top = [generate(rng, 5, get_preset("mleague")) for _ in range(400)]
    assert any(q.tsumo and not q.dealer for q in top)
    assert any(q.dealer for q in top)
    assert any(q.honba for q in top)
    assert any(q.sticks for q in top)
    assert any(q.fu is None for q in top)
    assert any(q.yakuman for q in top)
    # kiriage: 4 han 30 fu is a mangan under M-League rules and shows up at level 5
    assert any((q.han, q.fu) in ((4, 30), (3, 60)) for q in top)
    first = [generate(rng, 1, STANDARD) for _ in range(200)]
    assert all(not q.dealer and not q.tsumo for q in first)


def test_weights_follow_the_oracle_and_drop_the_impossible() -> None:
    w = weights(level(3), STANDARD)
    assert w[(2, 30, False)] == 400  # counted
    assert w[(2, 90, False)] == 1  # possible, never seen: can still come up
    assert (1, 20, True) not in w
    assert (2, 25, True) not in w
    assert (2, 20, False) not in w
    assert (5, None, True) not in w  # no limits before level 5
    assert possible(0, None, True, STANDARD)
    assert not possible(1, 25, False, STANDARD)
    assert level(0) is LEVELS[0]
    assert level(9) is LEVELS[-1]


def q_of(**kw: object) -> Question:
    base: dict[str, object] = {
        "level": 4,
        "rules": "standard",
        "han": 3,
        "fu": 30,
        "yakuman": 0,
        "dealer_seat": 2,
        "discarder": 1,
        "honba": 1,
        "sticks": 2,
    }
    base.update(kw)
    return Question(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "labels", "expected"),
    [
        (q_of(honba=0, sticks=0), ["The discarder pays"], (3900,)),
        (q_of(), ["The discarder pays", "The winner gains in all"], (4200, 6200)),
        (q_of(dealer_seat=0, discarder=None, honba=0, sticks=0), ["Each player pays"], (2000,)),
        (
            q_of(discarder=None, honba=2, sticks=0),
            ["Each non-dealer pays", "The dealer pays", "The winner gains in all"],
            (1200, 2200, 4600),
        ),
        (q_of(han=0, fu=None, yakuman=1, honba=0, sticks=0), ["The discarder pays"], (32000,)),
    ],
)
def test_fields_are_judged_by_the_engine(
    question: Question, labels: list[str], expected: tuple[int, ...]
) -> None:
    assert [f.label for f in question.fields()] == labels
    right = judge(question, [f"{e:,}" for e in expected])
    assert right.correct
    assert right.expected == expected
    wrong = judge(question, ["100"] + [str(e) for e in expected[1:]])
    assert not wrong.correct
    assert wrong.items[0] == (labels[0], expected[0], 100)
    assert wrong.explanation[-4].startswith("Ann: +")


def test_missing_or_unreadable_answers_are_wrong_not_errors() -> None:
    q = q_of()
    v = judge(q, ["4200"])
    assert not v.correct
    assert v.items[1] == ("The winner gains in all", 6200, None)
    assert not judge(q, ["abc", "6200"]).correct
    assert not judge(q, ["4200", "6200", "1"]).correct


def test_prompts_and_hand_words() -> None:
    assert q_of().prompt() == (
        "Ann, a non-dealer, wins by ron from Ben with 3 han 30 fu. Cho is the dealer. "
        "On the table: 1 honba, 2 riichi sticks."
    )
    assert q_of(dealer_seat=0, discarder=None, honba=0, sticks=1).prompt() == (
        "Ann, the dealer, wins by tsumo with 3 han 30 fu. On the table: no honba, 1 riichi stick."
    )
    assert q_of(honba=0, sticks=0, discarder=None).prompt() == (
        "Ann, a non-dealer, wins by tsumo with 3 han 30 fu. Cho is the dealer."
    )
    assert q_of(han=6, fu=None).hand_words() == "6 han"
    assert q_of(han=0, fu=None, yakuman=2).hand_words() == "double yakuman"
    assert q_of(han=0, fu=None, yakuman=1).hand_words() == "yakuman"
    assert q_of(han=0, fu=None, yakuman=3).hand_words() == "3× yakuman"


#: a stand-in for the Japanese catalogue (the real one is checked in tests/ui/test_japanese.py)
QUIZ_JA = {
    "{han} han {fu} fu": "{han}翻{fu}符",
    "{winner}, the dealer, wins by ron from {discarder} with {hand}.": (
        "親の{winner}が{discarder}から{hand}をロン和了。"
    ),
    "{winner}, a non-dealer, wins by ron from {discarder} with {hand}.": (
        "子の{winner}が{discarder}から{hand}をロン和了。"
    ),
    "{dealer} is the dealer.": "親は{dealer}。",
    "On the table: {honba}, {sticks}.": "場には{honba}、{sticks}。",
    "no honba": "0本場",
    "{n} riichi sticks": "供託{n}本",
    "{first} {second}": "{first}{second}",
}


def test_prompts_in_another_language() -> None:
    def ja(context: str, text: str) -> str:
        assert context == "Quiz"
        return QUIZ_JA.get(text, text)

    assert (
        q_of().prompt(ja) == "子のAnnがBenから3翻30符をロン和了。親はCho。場には1 honba、供託2本。"
    )
    dealer_ron = q_of(dealer_seat=0, honba=0, sticks=2)
    assert dealer_ron.prompt(ja) == "親のAnnがBenから3翻30符をロン和了。場には0本場、供託2本。"


def test_a_question_under_a_games_adjusted_rules_is_judged_by_them() -> None:
    house = get_preset("standard").replace(kiriage=True)
    asked = generate(random.Random(4), 3, house)
    assert asked.adjusted
    assert asked.rules == "standard"
    assert asked.rules_object() == house
    assert Question.from_dict(json.loads(json.dumps(asked.to_dict()))) == asked
    as_preset = generate(random.Random(4), 3, get_preset("standard"))
    assert not as_preset.adjusted
    assert as_preset.rules_data == ""
    # 4 han 30 fu, non-dealer ron: 7,700, or a mangan (8,000) with kiriage
    plain = q_of(han=4, fu=30, honba=0, sticks=0)
    kiriage = dataclasses.replace(plain, rules_data=asked.rules_data)
    assert [f.expected for f in plain.fields()] == [7700]
    assert [f.expected for f in kiriage.fields()] == [8000]
    assert plain.key != kiriage.key  # another question for the review queue
    # a record written before rules_data existed still reads
    old = plain.to_dict()
    del old["rules_data"]
    assert Question.from_dict(old) == plain


def test_questions_round_trip_and_keys_identify_the_situation() -> None:
    q = q_of()
    assert Question.from_dict(json.loads(json.dumps(q.to_dict()))) == q
    assert Question.from_dict(q_of(discarder=None, fu=None, han=6).to_dict()).tsumo
    assert q.key == "standard:3h30f0y:NR:1b2s"
    assert q_of(han=6, fu=None, dealer_seat=0, discarder=None).key == "standard:6h-f0y:DT:1b2s"
    assert q_of(discarder=3).key == q.key  # who discarded does not change the answer
    with pytest.raises(ValueError, match="not a quiz question"):
        Question.from_dict({"level": 1})
    with pytest.raises(ValueError, match="not a quiz question"):
        Question.from_dict(q_of(han=1, fu=20).to_dict())  # the engine refuses it


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3,900", 3900),
        ("3900", 3900),
        (" 3 900 ", 3900),
        ("12.000", 12000),
        ("", None),
        ("-3", None),
        ("1e3", None),
    ],
)
def test_parse_points(text: str, value: int | None) -> None:
    assert parse_points(text) == value


def test_a_refused_draw_is_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Question] = []
    real = quiz.settle

    def refuse_first(q: Question) -> object:
        calls.append(q)
        if len(calls) == 1:
            raise RuleError("two han needed at five honba", field="han")
        return real(q)

    monkeypatch.setattr(quiz, "settle", refuse_first)
    q = generate(random.Random(1), 4, STANDARD)
    assert len(calls) == 2
    assert q == calls[1]
