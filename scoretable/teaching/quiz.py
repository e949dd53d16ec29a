"""The payment quiz: situations drawn like real play, judged by the engine, explained at once.

    q = generate(random.Random(7), level=3, rules=get_preset("standard"))
    q.prompt()                 # "Non-dealer tsumo, 3 han 30 fu. ..."
    [f.label for f in q.fields()]   # ["Each non-dealer pays", "The dealer pays"]
    verdict = judge(q, ["1,000", "2,000"])
    verdict.correct, verdict.expected, verdict.explanation

Where the numbers come from: :data:`HAN_FU_COUNTS`, :data:`DEALER_WINS`, :data:`HONBA_COUNTS`
and :data:`STICK_COUNTS` were counted once from the 3,461 wins of ``shared/oracle/dev.jsonl``
(391 real Tenhou games, 2018-2023) by ``oracle_weights()`` in ``tests/core/test_quiz.py``, which
also checks that these constants still equal what it counts. The app never reads that file.
Every possible han/fu that the records never show gets a weight of 1, so that it can come up,
rarely; a combination that cannot occur under the rules in force (``check_han_fu``, or the
engine's refusal) is never asked.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import Translate, english
from scoretable.engine.rules import PRESETS, Rules, get_preset
from scoretable.engine.scoring import check_han_fu, hand_value, north_share, tsumo_amounts
from scoretable.engine.table import Step, TableState, Win, WinEntry, apply
from scoretable.teaching.explain import explain

# Wins in dev.jsonl by (han, fu, tsumo): han 5+ as (han, None) (13 = 13 han or more without a
# yakuman yaku), a yakuman as (0, None).
HAN_FU_COUNTS: dict[tuple[int, int | None, bool], int] = {
    (0, None, False): 3, (0, None, True): 5,
    (1, 30, False): 249, (1, 30, True): 79, (1, 40, False): 112, (1, 40, True): 21,
    (1, 50, False): 8, (1, 50, True): 3, (1, 60, False): 1, (1, 80, False): 1,
    (2, 20, True): 2, (2, 25, False): 6, (2, 30, False): 400, (2, 30, True): 152,
    (2, 40, False): 212, (2, 40, True): 42, (2, 50, False): 19, (2, 50, True): 2,
    (2, 60, False): 2, (2, 60, True): 1, (2, 70, False): 3,
    (3, 20, True): 26, (3, 25, False): 12, (3, 25, True): 3, (3, 30, False): 298,
    (3, 30, True): 179, (3, 40, False): 173, (3, 40, True): 46, (3, 50, False): 13,
    (3, 50, True): 4, (3, 60, False): 2, (3, 60, True): 4, (3, 70, False): 3,
    (4, 20, True): 66, (4, 25, False): 18, (4, 25, True): 6, (4, 30, False): 208,
    (4, 30, True): 142, (4, 40, False): 126, (4, 40, True): 34, (4, 50, False): 21,
    (4, 50, True): 5, (4, 60, False): 4, (4, 60, True): 1,
    (5, None, False): 210, (5, None, True): 186, (6, None, False): 98, (6, None, True): 98,
    (7, None, False): 28, (7, None, True): 61, (8, None, False): 17, (8, None, True): 24,
    (9, None, False): 3, (9, None, True): 12, (10, None, False): 1, (10, None, True): 3,
    (11, None, True): 1, (12, None, False): 1, (13, None, True): 1,
}  # fmt: skip
# Of those 3,461 wins, how many the dealer won.
DEALER_WINS = (1004, 3461)
# Honba counters at the start of a won hand: 0, 1, 2, 3, 4 or more.
HONBA_COUNTS = (2218, 791, 275, 115, 62)
# Riichi sticks on the table when a hand was won (this hand's included): 0, 1, 2, 3, 4+.
STICK_COUNTS = (1299, 1588, 471, 82, 21)

FU_VALUES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)

# Seconds per question in the timed mode.
TIMED_SECONDS = 30

# Seat 0 always wins; names used in questions and explanations.
SEAT_NAMES = ("Ann", "Ben", "Cho", "Dai")


@dataclass(frozen=True)
class Level:
    """What a level asks about."""

    number: int
    title: str
    dealer: bool  # the winner may be the dealer
    tsumo: bool  # tsumo wins (payment splits)
    honba: bool  # honba counters and riichi sticks on the table
    limits: bool  # capped hands, kiriage, 5+ han limits and yakuman


LEVELS: tuple[Level, ...] = (
    Level(1, "Non-dealer ron only", dealer=False, tsumo=False, honba=False, limits=False),
    Level(2, "Dealer and non-dealer ron", dealer=True, tsumo=False, honba=False, limits=False),
    Level(3, "Tsumo splits", dealer=True, tsumo=True, honba=False, limits=False),
    Level(4, "Honba and riichi sticks", dealer=True, tsumo=True, honba=True, limits=False),
    Level(
        5,
        "Tsumo splits, dealer, honba, kiriage and limits",
        dealer=True,
        tsumo=True,
        honba=True,
        limits=True,
    ),
)


def level(number: int) -> Level:
    """The level numbered ``number`` (clamped to 1..5)."""
    return LEVELS[min(max(number, 1), len(LEVELS)) - 1]


@dataclass(frozen=True)
class Field:
    """One number the learner types, with the engine's answer."""

    label: str
    expected: int


@dataclass(frozen=True)
class Question:
    """One situation at the table. Seat 0 wins; ``discarder`` None on tsumo."""

    level: int
    # the preset's name (of the rules as adjusted too: see ``rules_data``)
    rules: str
    han: int
    fu: int | None
    yakuman: int
    dealer_seat: int
    discarder: int | None
    honba: int
    sticks: int
    # the rules as JSON when they are a preset adjusted (a game's own rules), else ""
    rules_data: str = ""

    @property
    def tsumo(self) -> bool:
        return self.discarder is None

    @property
    def dealer(self) -> bool:
        return self.dealer_seat == 0

    @property
    def players(self) -> int:
        """3 or 4: the seats at the table (the rules say)."""
        return self.rules_object().players

    @property
    def key(self) -> str:
        """What makes two questions the same question (for the review queue)."""
        fu = "-" if self.fu is None else self.fu
        rules = self.rules
        if self.rules_data:  # the same preset adjusted otherwise is another question
            rules += "+" + hashlib.sha1(self.rules_data.encode()).hexdigest()[:8]
        return (
            f"{rules}:{self.han}h{fu}f{self.yakuman}y:"
            f"{'D' if self.dealer else 'N'}{'T' if self.tsumo else 'R'}:"
            f"{self.honba}b{self.sticks}s"
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Question:
        """Inverse of :meth:`to_dict`; ValueError for anything malformed."""
        try:
            q = cls(
                level=int(data["level"]),
                rules=str(data["rules"]),
                han=int(data["han"]),
                fu=None if data["fu"] is None else int(data["fu"]),
                yakuman=int(data["yakuman"]),
                dealer_seat=int(data["dealer_seat"]),
                discarder=None if data["discarder"] is None else int(data["discarder"]),
                honba=int(data["honba"]),
                sticks=int(data["sticks"]),
                rules_data=str(data.get("rules_data") or ""),
            )
            seats = range(q.players)
            if q.dealer_seat not in seats or q.discarder not in (None, *seats[1:]):
                raise ValueError("a seat outside the table")
            settle(q)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a quiz question: {exc}") from exc
        return q

    def rules_object(self) -> Rules:
        if self.rules_data:
            return Rules.from_dict(json.loads(self.rules_data))
        return get_preset(self.rules)

    @property
    def adjusted(self) -> bool:
        """Asked under a game's own rules (a preset adjusted), not a preset as it is."""
        return bool(self.rules_data)

    def hand_words(self, translate: Translate = english) -> str:
        """ "3 han 30 fu", "6 han", "yakuman" (in another language through ``translate``)."""
        if self.yakuman:
            if self.yakuman == 1:
                return translate("Quiz", "yakuman")
            if self.yakuman == 2:
                return translate("Quiz", "double yakuman")
            return translate("Quiz", "{n}× yakuman").format(n=self.yakuman)
        if self.fu is None:
            return translate("Quiz", "{han} han").format(han=self.han)
        return translate("Quiz", "{han} han {fu} fu").format(han=self.han, fu=self.fu)

    def prompt(self, translate: Translate = english) -> str:
        """The situation in words; ``translate`` maps each English template (context "Quiz")
        to one with the same fields."""
        if self.tsumo:
            if self.dealer:
                template = translate("Quiz", "{winner}, the dealer, wins by tsumo with {hand}.")
            else:
                template = translate("Quiz", "{winner}, a non-dealer, wins by tsumo with {hand}.")
        elif self.dealer:
            template = translate(
                "Quiz", "{winner}, the dealer, wins by ron from {discarder} with {hand}."
            )
        else:
            template = translate(
                "Quiz", "{winner}, a non-dealer, wins by ron from {discarder} with {hand}."
            )
        parts = [
            template.format(
                winner=SEAT_NAMES[0],
                discarder=SEAT_NAMES[self.discarder or 0],
                hand=self.hand_words(translate),
            )
        ]
        if not self.dealer:
            parts.append(
                translate("Quiz", "{dealer} is the dealer.").format(
                    dealer=SEAT_NAMES[self.dealer_seat]
                )
            )
        if self.honba or self.sticks:
            honba = (
                translate("Quiz", "{n} honba").format(n=self.honba)
                if self.honba
                else translate("Quiz", "no honba")
            )
            if self.sticks == 1:
                sticks = translate("Quiz", "1 riichi stick")
            else:
                sticks = translate("Quiz", "{n} riichi sticks").format(n=self.sticks)
            parts.append(
                translate("Quiz", "On the table: {honba}, {sticks}.").format(
                    honba=honba, sticks=sticks
                )
            )
        text = parts[0]
        for sentence in parts[1:]:  # "{first} {second}": some languages put no space between
            text = translate("Quiz", "{first} {second}").format(first=text, second=sentence)
        return text

    def fields(self) -> tuple[Field, ...]:
        """What the learner must type, with the engine's figures (see :func:`settle`)."""
        deltas = settle(self).settlement.deltas
        out: list[Field] = []
        if not self.tsumo:
            out.append(Field("The discarder pays", -deltas[self.discarder or 0]))
        elif self.dealer:
            out.append(Field("Each player pays", -deltas[1]))
        else:
            other = next(s for s in range(1, self.players) if s != self.dealer_seat)
            out.append(Field("Each non-dealer pays", -deltas[other]))
            out.append(Field("The dealer pays", -deltas[self.dealer_seat]))
        if self.honba or self.sticks:
            out.append(Field("The winner gains in all", deltas[0]))
        return tuple(out)


def settle(question: Question) -> Step:
    """The engine's settlement of the question's win (RuleError if the rules refuse it)."""
    rules = question.rules_object()
    state = TableState(
        rules=rules,
        scores=(rules.start_points,) * rules.players,
        hand_number=question.dealer_seat + 1,
        dealer=question.dealer_seat,
        honba=question.honba,
        sticks=question.sticks,
    )
    entry = WinEntry(
        winner=0,
        han=question.han,
        fu=question.fu,
        yakuman=question.yakuman,
    )
    return apply(state, Win(entries=(entry,), discarder=question.discarder))


def possible(han: int, fu: int | None, tsumo: bool, rules: Rules) -> bool:
    """Whether a win of ``han``/``fu`` (fu None: a limit hand) can occur under ``rules``."""
    if fu is None:
        return han >= 5 or han == 0
    return check_han_fu(han, fu, tsumo, rules) is None


def weights(lvl: Level, rules: Rules) -> dict[tuple[int, int | None, bool], int]:
    """The draw weights of (han, fu, tsumo) at ``lvl``: the oracle counts, plus one for each
    possible han/fu the records never show, less what the level or the rules exclude."""
    table: dict[tuple[int, int | None, bool], int] = {}
    candidates = set(HAN_FU_COUNTS) | {
        (han, fu, tsumo) for han in (1, 2, 3, 4) for fu in FU_VALUES for tsumo in (False, True)
    }
    for han, fu, tsumo in sorted(candidates, key=lambda k: (k[0], k[1] or 0, k[2])):
        if tsumo and not lvl.tsumo:
            continue
        if not possible(han, fu, tsumo, rules):
            continue
        if not lvl.limits and (
            fu is None or hand_value(han, fu, rules, tsumo=tsumo).limit is not None
        ):
            continue
        table[(han, fu, tsumo)] = HAN_FU_COUNTS.get((han, fu, tsumo), 1)
    return table


def _pick(rng: random.Random, counts: Sequence[int]) -> int:
    return rng.choices(range(len(counts)), weights=counts)[0]


def generate(rng: random.Random, level_number: int, rules: Rules) -> Question:
    """A question at ``level_number`` under ``rules`` that the engine accepts."""
    lvl = level(level_number)
    table = weights(lvl, rules)
    keys = list(table)
    counts = [table[k] for k in keys]
    while True:
        han, fu, tsumo = keys[_pick(rng, counts)]
        dealer = lvl.dealer and rng.random() < DEALER_WINS[0] / DEALER_WINS[1]
        others = tuple(range(1, rules.players))
        dealer_seat = 0 if dealer else rng.choice(others)
        honba = _pick(rng, HONBA_COUNTS) if lvl.honba else 0
        sticks = _pick(rng, STICK_COUNTS) if lvl.honba else 0
        question = Question(
            level=lvl.number,
            rules=rules.name,
            rules_data=_rules_data(rules),
            han=han,
            fu=fu,
            yakuman=1 if han == 0 else 0,
            dealer_seat=dealer_seat,
            discarder=None if tsumo else rng.choice(others),
            honba=honba,
            sticks=sticks,
        )
        try:
            settle(question)
        except RuleError:  # e.g. ryanhan shibari at 5+ honba: draw again
            continue
        return question


def _rules_data(rules: Rules) -> str:
    """``Question.rules_data`` for ``rules``: "" for a preset as it is."""
    preset = PRESETS.get(rules.name)
    if preset is not None and preset.to_dict() == rules.to_dict():
        return ""
    return json.dumps(rules.to_dict(), sort_keys=True)


_DIGITS = re.compile(r"[\s,._']")


def parse_points(text: str) -> int | None:
    """ "3,900", "3900", "3 900" -> 3900; None if it is not a whole number of points."""
    cleaned = _DIGITS.sub("", text.strip())
    if not cleaned.isdigit():
        return None
    return int(cleaned)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer."""

    correct: bool
    # per field: (label, expected, given or None if unreadable)
    items: tuple[tuple[str, int, int | None], ...]
    explanation: tuple[str, ...]

    @property
    def expected(self) -> tuple[int, ...]:
        return tuple(item[1] for item in self.items)


def judge(question: Question, answers: Sequence[str]) -> Verdict:
    """Judge the learner's typed answers (one per field) against the engine."""
    fields = question.fields()
    given = [parse_points(a) for a in answers]
    given += [None] * (len(fields) - len(given))
    items = tuple((f.label, f.expected, g) for f, g in zip(fields, given, strict=False))
    correct = len(answers) == len(fields) and all(exp == g for _, exp, g in items)
    lines = explain(settle(question), SEAT_NAMES) + north_note(question)
    return Verdict(correct, items, tuple(lines))


def north_note(question: Question, translate: Translate = english) -> list[str]:
    """Why a three-player tsumo pays what it pays: the absent North's share, lost (tsumo
    loss) or split between the two payers (North bisection). Empty otherwise."""
    rules = question.rules_object()
    if rules.players == 4 or not question.tsumo:
        return []
    value = hand_value(question.han, question.fu, rules, yakuman=question.yakuman, tsumo=True)
    dealer = question.dealer
    absent = tsumo_amounts(value.basic, dealer)[0]  # what North would pay with four players
    if rules.tsumo_north == "loss":
        return [
            translate(
                "Quiz",
                "Three players, tsumo loss: the absent North's {north} is not paid; "
                "the winner receives that much less.",
            ).format(north=f"{absent:,}")
        ]
    return [
        translate(
            "Quiz",
            "Three players, North bisection: the absent North's share ({north}) is split "
            "between the two payers, each adding {half} before rounding up to 100.",
        ).format(north=f"{absent:,}", half=f"{north_share(rules, value.basic, dealer):,}")
    ]
