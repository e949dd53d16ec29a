"""The all-last quiz: the embedded real situations, the engine's answers, the explanation."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from scoretable.engine.conditions import seat_conditions
from scoretable.engine.rules import get_preset
from scoretable.teaching.all_last import (
    Question,
    Situation,
    explain,
    generate,
    judge,
    questions,
    situations,
)

ORACLE = Path(__file__).resolve().parents[3] / "shared" / "oracle" / "dev.jsonl"
EMBEDDED = Path(__file__).resolve().parents[2] / "scoretable" / "resources" / "all_last.json"


def oracle_situations(path: Path) -> list[list[object]]:
    """What all_last.json embeds, extracted from the oracle (how it was made): the start of
    the last regular hand of each game, once per game."""
    seen: set[str] = set()
    out: list[list[object]] = []
    for line in path.read_text().splitlines():
        r = json.loads(line)
        last = "S" if r["rules"]["length"] == "hanchan" else "E"
        if r["round_wind"] == last and r["hand_number"] == 4 and r["game_id"] not in seen:
            seen.add(r["game_id"])
            out.append(
                [
                    r["tenhou_log_id"] or r["game_id"],
                    r["round_wind"] + str(r["hand_number"]),
                    r["dealer"],
                    r["honba"],
                    r["riichi_sticks_before"],
                    r["scores_before"],
                ]
            )
    return out


def test_embedded_situations_are_the_oracle_ones() -> None:
    if not ORACLE.exists():
        pytest.skip(f"{ORACLE} is absent: the shared oracle records are not checked out")
    assert json.loads(EMBEDDED.read_text())["situations"] == oracle_situations(ORACLE)


def test_situations_are_real_last_hands() -> None:
    found = situations()
    assert len(found) == 285
    assert found[0] == Situation(
        "2018020215gm-0009-0000-00939c41", 1, 4, 3, 0, 0, (45100, 18800, 26900, 9200)
    )
    assert all(s.dealer == s.hand_number - 1 for s in found)


def tie_question() -> Question:
    # Tenhou 2018021211gm-0089-0000-7c4a3c8d, South 4 after the dealer's riichi (a stick on
    # the table): seat 2 (West) needs a mangan tsumo to tie the dealer, and wins the tie
    situation = Situation(
        "2018021211gm-0089-0000-7c4a3c8d", 1, 4, 3, 0, 1, (30900, 5300, 24900, 37900)
    )
    found = questions(situation, get_preset("tenhou"))
    return next(q for q in found if q.seat == 2 and q.place == 1)


def test_a_question_and_its_arithmetic() -> None:
    q = tie_question()
    assert q.place == 1
    assert q.answer.amounts == (2000, 4000)
    assert q.prompt().splitlines() == [
        "South 4, 0 honba, riichi sticks on the table: 1.",
        "Scores: East 37,900, South 30,900, West 5,300, North 24,900.",
        "What is the cheapest tsumo that ends the game with North first?",
    ]
    assert [(f.label, f.expected) for f in q.fields()] == [
        ("Each non-dealer pays", 2000),
        ("The dealer pays", 4000),
    ]
    verdict = judge(q, ["2,000", "4000"])
    assert verdict.correct
    assert verdict.expected == (2000, 4000)
    assert verdict.steps == (
        "The gap: East has 37,900, North 24,900: 13,000 behind.",
        "A tsumo of 2,000/4,000 takes 2,000 from each non-dealer and 4,000 from the dealer: "
        "North gains 8,000 and East loses 4,000, closing the gap by 12,000.",
        "Riichi sticks on the table: 1, 1,000 more to the winner.",
        "After it: North 33,900, East 33,900.",
        "A tie goes to the seat nearer the first dealer: North here.",
        "One step less, 2,000/3,900, leaves North 33,800 against 34,000: not enough.",
    )
    assert not judge(q, ["2,000", ""]).correct


def test_explanations_for_the_dealer_split_ties_honba_and_the_west_round() -> None:
    tenhou = get_preset("tenhou")
    # the dealer (Tenhou 2018020310gm-0009-0000-b3a8418d): needs first with 30,000
    dealer = Situation(
        "2018020310gm-0009-0000-b3a8418d", 1, 4, 3, 0, 0, (26000, 18000, 32500, 23500)
    )
    q = next(q for q in questions(dealer, tenhou) if q.seat == 3)
    assert [f.label for f in q.fields()] == ["Each player pays"]
    steps = explain(q)
    assert steps[1] == (
        "A dealer's tsumo of 2,300 all takes 2,300 from each player: East gains 6,900 and "
        "North loses 2,300, closing the gap by 9,200."
    )
    assert "sits nearer the first dealer and wins a tie" in steps[-2]
    # honba, and a seat that wins a tie without needing one
    honba = Situation("x", 1, 4, 3, 3, 0, (30000, 29000, 20000, 21000))
    q = next(q for q in questions(honba, tenhou) if q.seat == 1 and q.place == 1)
    steps = explain(q)
    assert "3 honba: 300 more from each player, 900 in all." in steps
    # West round: one step less would leave everyone below 30,000 and the game goes on
    # (Tenhou 2018020307gm-0009-0000-4cb947d7)
    west = Situation("2018020307gm-0009-0000-4cb947d7", 1, 4, 3, 0, 0, (19200, 26700, 23900, 30200))
    q = next(q for q in questions(west, tenhou) if q.seat == 1)
    assert q.answer.amounts == (1000, 2000)
    assert explain(q)[-1].startswith("One step less, 800/1,600, would not end the game")
    # split ties (EMA): a tie shares the place
    ema = get_preset("ema2016")
    split = Situation("x", 1, 4, 3, 0, 0, (32000, 28000, 24000, 16000))
    q = next(q for q in questions(split, ema) if q.seat == 1 and q.place == 1)
    assert "A tie: under these rules the tied players share the place." in explain(q)
    # no tie after the answer: nothing said about ties under split rules
    untied = Situation("x", 1, 4, 3, 1, 1, (32000, 28000, 24000, 16000))
    q = next(q for q in questions(untied, ema) if q.seat == 1)
    assert not any("tie" in step.lower() for step in explain(q))
    # a seat nearer the first dealer only needs to tie
    nearer = Situation("x", 1, 4, 3, 0, 0, (20000, 30000, 26000, 24000))
    q = next(q for q in questions(nearer, tenhou) if q.seat == 0 and q.place == 1)
    assert any("a tie would have been enough" in step for step in explain(q))


def test_a_refused_step_below_is_said() -> None:
    rules = get_preset("standard").replace(ryanhan_shibari=True)
    situation = Situation("x", 1, 4, 3, 5, 0, (30000, 28800, 21200, 20000))
    q = next(q for q in questions(situation, rules) if q.seat == 1 and q.place == 1)
    # 300/500 is only 1 han 30 fu, refused from 5 honba: 2 han 20 fu, 400/700, is the answer
    assert q.answer.amounts == (400, 700)
    assert explain(q)[-1] == "One step less, 300/500, is refused under these rules."


def test_no_question_where_no_tsumo_does_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # standard rules: the dealer's win goes on, so he is never asked about a tsumo
    dealer = Situation("x", 1, 4, 3, 0, 0, (26000, 18000, 32500, 23500))
    assert {q.seat for q in questions(dealer, get_preset("standard"))} == {0, 1}
    # everybody shares first under EMA: nothing to ask there, the next situation is taken
    tied = Situation("x", 1, 4, 3, 0, 0, (30000, 30000, 30000, 30000))
    assert questions(tied, get_preset("ema2016")) == []
    monkeypatch.setattr("scoretable.teaching.all_last.situations", lambda: (tied, dealer))
    asked = {generate(random.Random(seed), get_preset("ema2016")).situation for seed in range(8)}
    assert asked == {dealer}


def test_generate_asks_only_what_the_engine_answers() -> None:
    rng = random.Random(3)
    for _ in range(30):
        q = generate(rng)
        (condition,) = [c for c in seat_conditions(q.state, q.seat) if c.place == q.place]
        assert condition.tsumo == q.answer


def test_a_broken_translation_falls_back_to_english() -> None:
    q = tie_question()

    def broken(context: str, text: str) -> str:
        assert context == "AllLast"
        return "{nope}" if "{" in text else text.upper()

    lines = q.prompt(broken).splitlines()
    assert lines[0] == "SOUTH 4, 0 honba, riichi sticks on the table: 1."
    assert explain(q, broken)[0] == "The gap: EAST has 37,900, NORTH 24,900: 13,000 behind."
