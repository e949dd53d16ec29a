"""The all-last quiz: real last hands, "what does West need to take first by tsumo?".

    q = generate(random.Random(7))            # a real South 4 from the embedded games
    q.prompt()                                 # "South 4, 1 honba, ... What does West need ..."
    [f.label for f in q.fields()]              # ["Each non-dealer pays", "The dealer pays"]
    verdict = judge(q, ["1,300", "2,600"])
    verdict.correct, verdict.expected, verdict.steps

Where the situations come from: ``resources/all_last.json`` holds the start of the last
regular hand (South 4) of each of the 285 hanchan among the 391 real Tenhou games of
``shared/oracle/dev.jsonl`` (log id, round, dealer, honba, riichi sticks, scores), extracted
once by ``oracle_situations()`` in ``tests/teaching/test_all_last.py``, which also checks that
the file still equals what it extracts. The app never reads dev.jsonl.

The answer is the engine's (:func:`~scoretable.engine.conditions.seat_conditions`); the
explanation narrates the arithmetic of the answer and of the next smaller tsumo, both played
through :func:`~scoretable.engine.table.apply`: the gap, what a tsumo takes from each player,
honba, sticks, the tie rule, and (where it matters) the end-of-game rule that decides it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from scoretable.engine.conditions import Level, payment_levels, seat_conditions
from scoretable.engine.errors import RuleError
from scoretable.engine.leftover import placement_order
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import WINDS, TableState, Win, apply
from scoretable.teaching.quiz import Field, parse_points

WIND_WORDS = (
    QT_TRANSLATE_NOOP("AllLast", "East"),
    QT_TRANSLATE_NOOP("AllLast", "South"),
    QT_TRANSLATE_NOOP("AllLast", "West"),
    QT_TRANSLATE_NOOP("AllLast", "North"),
)
PLACE_WORDS = (
    QT_TRANSLATE_NOOP("AllLast", "first"),
    QT_TRANSLATE_NOOP("AllLast", "second or better"),
    QT_TRANSLATE_NOOP("AllLast", "third or better"),
)


@dataclass(frozen=True)
class Situation:
    """The start of a real last hand."""

    log_id: str
    round_wind: int
    hand_number: int
    dealer: int
    honba: int
    sticks: int
    scores: tuple[int, int, int, int]

    def state(self, rules: Rules) -> TableState:
        return TableState(
            rules=rules,
            scores=self.scores,
            round_wind=self.round_wind,
            hand_number=self.hand_number,
            dealer=self.dealer,
            honba=self.honba,
            sticks=self.sticks,
        )


@cache
def situations() -> tuple[Situation, ...]:
    """The embedded real situations (resources/all_last.json)."""
    text = resources.files("scoretable.resources").joinpath("all_last.json").read_text("utf-8")
    out = []
    for log_id, round_name, dealer, honba, sticks, scores in json.loads(text)["situations"]:
        out.append(
            Situation(
                log_id,
                WINDS.index(round_name[0]),
                int(round_name[1]),
                dealer,
                honba,
                sticks,
                (scores[0], scores[1], scores[2], scores[3]),
            )
        )
    return tuple(out)


@dataclass(frozen=True)
class Question:
    """Which seat needs what, in which situation."""

    situation: Situation
    rules: Rules
    seat: int
    place: int
    answer: Level

    @property
    def state(self) -> TableState:
        return self.situation.state(self.rules)

    @property
    def dealer(self) -> bool:
        return self.seat == self.situation.dealer

    def wind(self, seat: int) -> str:
        """The seat wind's name of ``seat`` in this hand (the dealer is East)."""
        return WIND_WORDS[(seat - self.situation.dealer) % 4]

    def prompt(self, translate: Translate = english) -> str:
        """The situation and the question; ``translate`` maps each English template (context
        "AllLast") to one with the same fields."""
        s = self.situation

        def wind(seat: int) -> str:
            return translate("AllLast", self.wind(seat))

        scores = ", ".join(
            f"{wind(seat)} {s.scores[seat]:,}" for seat in sorted(range(4), key=self.wind_order)
        )
        return "\n".join(
            [
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast",
                        "{round} {hand}, {honba} honba, riichi sticks on the table: {sticks}.",
                    ),
                    round=translate("AllLast", WIND_WORDS[s.round_wind]),
                    hand=s.hand_number,
                    honba=s.honba,
                    sticks=s.sticks,
                ),
                _t(translate, QT_TRANSLATE_NOOP("AllLast", "Scores: {scores}."), scores=scores),
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast",
                        "What is the cheapest tsumo that ends the game with {wind} {place}?",
                    ),
                    wind=wind(self.seat),
                    place=translate("AllLast", PLACE_WORDS[self.place - 1]),
                ),
            ]
        )

    def wind_order(self, seat: int) -> int:
        return (seat - self.situation.dealer) % 4

    def fields(self) -> tuple[Field, ...]:
        """What the learner types, with the engine's answer."""
        if self.dealer:
            return (
                Field(QT_TRANSLATE_NOOP("AllLast", "Each player pays"), self.answer.amounts[0]),
            )
        return (
            Field(QT_TRANSLATE_NOOP("AllLast", "Each non-dealer pays"), self.answer.amounts[0]),
            Field(QT_TRANSLATE_NOOP("AllLast", "The dealer pays"), self.answer.amounts[1]),
        )


def questions(situation: Situation, rules: Rules) -> list[Question]:
    """Every question a situation offers: each seat and place with a reachable tsumo."""
    state = situation.state(rules)
    out = []
    for seat in range(4):
        for condition in seat_conditions(state, seat):
            if condition.tsumo is not None:
                out.append(Question(situation, rules, seat, condition.place, condition.tsumo))
    return out


def generate(rng: random.Random, rules: Rules | None = None) -> Question:
    """A question from a random real situation (first place asked most of the time). The
    situations are four-player games: three-player rules fall back to Tenhou's (four players)."""
    if rules is None or rules.players != 4:
        rules = get_preset("tenhou")
    pool = situations()
    while True:
        found = questions(pool[rng.randrange(len(pool))], rules)
        if found:
            tops = [q for q in found if q.place == 1]
            return rng.choice(tops if tops and rng.random() < 0.75 else found)


@dataclass(frozen=True)
class Verdict:
    correct: bool
    expected: tuple[int, ...]
    steps: tuple[str, ...]


def _tsumo(question: Question, level: Level) -> TableState | None:
    """The table after the level's first hand the rules accept here, or None."""
    for hand in level.hands:
        try:
            return apply(question.state, Win((hand.entry(question.seat),))).state
        except RuleError:
            continue
    return None


def _t(translate: Translate, template: str, **args: object) -> str:
    """Translate ``template`` (context "AllLast"), then fill its placeholders (English if the
    translation is bad)."""
    return translated(translate, "AllLast", template, **args)


def explain(question: Question, translate: Translate = english) -> tuple[str, ...]:
    """The arithmetic, step by step, as the engine settles the answer and the tsumo below."""
    state = question.state
    rules = question.rules
    seat = question.seat
    me = translate("AllLast", question.wind(seat))
    rival = placement_order(state.scores)[question.place - 1]
    them = translate("AllLast", question.wind(rival))
    steps = [
        _t(
            translate,
            QT_TRANSLATE_NOOP("AllLast", "The gap: {rival} has {theirs:,}, {me} {mine:,}: "
                              "{gap:,} behind."),
            rival=them,
            theirs=state.scores[rival],
            me=me,
            mine=state.scores[seat],
            gap=state.scores[rival] - state.scores[seat],
        )
    ]  # fmt: skip
    answer = question.answer
    if question.dealer:
        each = answer.amounts[0]
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast",
                    "A dealer's tsumo of {each:,} all takes {each:,} from each player: {me} "
                    "gains {gain:,} and {rival} loses {each:,}, closing the gap by {closed:,}.",
                ),
                each=each,
                me=me,
                gain=3 * each,
                rival=them,
                closed=4 * each,
            )
        )
    else:
        small, big = answer.amounts
        rival_pays = big if rival == state.dealer else small
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast",
                    "A tsumo of {small:,}/{big:,} takes {small:,} from each non-dealer and "
                    "{big:,} from the dealer: {me} gains {gain:,} and {rival} loses {loss:,}, "
                    "closing the gap by {closed:,}.",
                ),
                small=small,
                big=big,
                me=me,
                gain=2 * small + big,
                rival=them,
                loss=rival_pays,
                closed=2 * small + big + rival_pays,
            )
        )
    if state.honba:
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast", "{honba} honba: {each} more from each player, {total:,} in all."
                ),
                honba=state.honba,
                each=state.honba * rules.honba_value // 3,
                total=state.honba * rules.honba_value,
            )
        )
    if state.sticks:
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast",
                    "Riichi sticks on the table: {sticks}, {points:,} more to the winner.",
                ),
                sticks=state.sticks,
                points=1000 * state.sticks,
            )
        )
    after = _tsumo(question, answer)
    assert after is not None  # the answer's hands are those the rules accept
    steps.append(
        _t(
            translate,
            QT_TRANSLATE_NOOP("AllLast", "After it: {me} {mine:,}, {rival} {theirs:,}."),
            me=me,
            mine=after.scores[seat],
            rival=them,
            theirs=after.scores[rival],
        )
    )
    if after.scores[seat] == after.scores[rival]:
        if rules.tie_break == "split":
            steps.append(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast", "A tie: under these rules the tied players share the place."
                    ),
                )
            )
        else:
            steps.append(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast", "A tie goes to the seat nearer the first dealer: {me} here."
                    ),
                    me=me,
                )
            )
    elif seat < rival and rules.tie_break == "seat":
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast", "{me} sits nearer the first dealer: a tie would have been enough."
                ),
                me=me,
            )
        )
    elif rules.tie_break == "seat":
        steps.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "AllLast",
                    "{rival} sits nearer the first dealer and wins a tie: {me} must pass.",
                ),
                rival=them,
                me=me,
            )
        )
    levels = payment_levels(rules, question.dealer, True)
    index = [level.amounts for level in levels].index(answer.amounts)
    if index > 0:
        below = levels[index - 1]
        shown = "/".join(f"{amount:,}" for amount in below.amounts)
        short = _tsumo(question, below)
        if short is None:
            steps.append(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast", "One step less, {shown}, is refused under these rules."
                    ),
                    shown=shown,
                )
            )
        elif not short.game_over:
            steps.append(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast",
                        "One step less, {shown}, would not end the game (the rules' end of game: "
                        "a dealer's win goes on, or nobody would reach the target).",
                    ),
                    shown=shown,
                )
            )
        else:
            steps.append(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "AllLast",
                        "One step less, {shown}, leaves {me} {mine:,} against {theirs:,}: not "
                        "enough.",
                    ),
                    shown=shown,
                    me=me,
                    mine=short.scores[seat],
                    theirs=short.scores[rival],
                )
            )
    return tuple(steps)


def judge(question: Question, answers: Sequence[str], translate: Translate = english) -> Verdict:
    """Compare the learner's payments (one field for a dealer, two otherwise)."""
    expected = question.answer.amounts
    given = tuple(parse_points(text) for text in answers)
    return Verdict(given == expected, expected, explain(question, translate))
