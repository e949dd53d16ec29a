"""Worksheets: questions "what is this hand worth?" drawn from a file of hands, with their key.

    hands = read_hands(text, "hands.jsonl")           # the ``hand --batch`` format
    sheet = build_worksheet(hands, rules, count=10, seed=3)
    for question in sheet:
        print(json.dumps(question.key()))

A file holds one hand a line, a JSON object as ``scoretable hand --batch`` reads it (``tiles``,
``win``, ``melds``, the flags, the winds, ``dora``, ``ura``; other keys, such as an oracle's
``source`` and ``expected``, are ignored). Without a count every hand is a question, in the
file's order; with one, that many are taken at random with the seed (the same seed, the same
questions), kept in the file's order. A line that cannot be read or scored refuses the whole
sheet with a one-line message naming it: a teacher's sheet never silently loses a question.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from scoretable.engine.errors import SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.strict_json import JsonRefused, loads
from scoretable.engine.tile_hand import HandError, HandInput, HandResult, calculate

# The most questions a sheet has (a class's sheet has tens; 500 take 200 pages and minutes to
# draw): a file of more hands makes a sheet with a count.
MAX_QUESTIONS = 500
# The largest file of hands read (a hand's line is under 500 bytes: 30,000 hands and more).
MAX_FILE_BYTES = 16 << 20
# How deep a hand's line may nest (an object holding a list of melds: 2), and the most
# digits of a number in it (a count of North tiles needs one).
MAX_DEPTH = 8
MAX_DIGITS = 20


class WorksheetError(SentenceError):
    """A file of hands or a count that cannot make a worksheet; ``args[0]`` says why in one
    line in English (the command line prints it as is), ``text(translate)`` in the
    interface's language."""

    context: ClassVar[str] = "Worksheet"


@dataclass(frozen=True)
class SourcedHand:
    """A hand of the file with its line number (1-based) and the ``source`` it names, if any."""

    line: int
    hand: HandInput
    source: str = ""


@dataclass(frozen=True)
class Question:
    """One question of a worksheet: its number (1-based), the hand and what it is worth."""

    number: int
    hand: SourcedHand
    result: HandResult

    def key(self) -> dict[str, Any]:
        """The answer key as ``scoretable hand --json`` gives the hand (``yaku`` with English
        names and dora, ura and red fives as yaku lines; ``han``; ``fu``; ``points`` without
        honba or sticks), with the question's number, the file's line and the hand itself."""
        return {
            "question": self.number,
            "line": self.hand.line,
            **({"source": self.hand.source} if self.hand.source else {}),
            "hand": hand_dict(self.hand.hand),
            **self.result.to_json(),
        }


def hand_dict(hand: HandInput) -> dict[str, Any]:
    """The hand as a ``hand --batch`` line: what differs from a plain hand."""
    plain = HandInput(tiles="", win="")
    out: dict[str, Any] = {"tiles": hand.tiles, "win": hand.win}
    for name in HandInput.__dataclass_fields__:
        value = getattr(hand, name)
        if name not in out and value != getattr(plain, name):
            out[name] = list(value) if name == "melds" else value
    return out


def read_hands(text: str, name: str) -> list[SourcedHand]:
    """The hands of a ``hand --batch`` file (blank lines skipped).

    Raises:
        WorksheetError: a line is not a JSON object of a hand, or the file has no hand.
    """
    out: list[SourcedHand] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = loads(line, max_depth=MAX_DEPTH, max_digits=MAX_DIGITS)
        except JsonRefused as exc:  # not JSON, too deep, a number too long or NaN
            raise WorksheetError(
                QT_TRANSLATE_NOOP("Worksheet", "{name}, line {number}: not JSON ({detail})")
                if not exc.nested
                else QT_TRANSLATE_NOOP("Worksheet", "{name}, line {number}: {error}"),
                name=name,
                number=number,
                detail=exc.reason,
                error=str(exc),
            ) from None
        if not isinstance(data, dict):
            raise WorksheetError(
                QT_TRANSLATE_NOOP("Worksheet", "{name}, line {number}: a hand is a JSON object"),
                name=name,
                number=number,
            )
        try:
            hand = HandInput.from_dict(data)
        except HandError as exc:
            raise WorksheetError(
                QT_TRANSLATE_NOOP("Worksheet", "{name}, line {number}: {error}"),
                name=name,
                number=number,
                error=exc,
            ) from None
        source = data.get("source")
        out.append(SourcedHand(number, hand, source if isinstance(source, str) else ""))
    if not out:
        raise WorksheetError(
            QT_TRANSLATE_NOOP("Worksheet", "{name}: no hand in the file"), name=name
        )
    return out


def sourced(records: Sequence[dict[str, Any]], name: str) -> list[SourcedHand]:
    """Hands already read as objects (a log's winning hands), numbered from 1.

    Raises:
        WorksheetError: one is not a hand, or there is none.
    """
    out = []
    for number, record in enumerate(records, 1):
        try:
            hand = HandInput.from_dict(record)
        except HandError as exc:
            raise WorksheetError(
                QT_TRANSLATE_NOOP("Worksheet", "{name}, hand {number}: {error}"),
                name=name,
                number=number,
                error=exc,
            ) from None
        out.append(SourcedHand(number, hand, str(record.get("source", ""))))
    if not out:
        raise WorksheetError(
            QT_TRANSLATE_NOOP("Worksheet", "{name}: no winning hand in the log"), name=name
        )
    return out


def choose(total: int, count: int | None, seed: int | None) -> list[int]:
    """Which of ``total`` hands make the sheet: all, or ``count`` at random with ``seed``, in
    the file's order.

    Raises:
        WorksheetError: ``count`` is below 1 or above ``total``, or the sheet would have more
            than :data:`MAX_QUESTIONS` questions.
    """
    if (total if count is None else count) > MAX_QUESTIONS:
        raise WorksheetError(
            QT_TRANSLATE_NOOP(
                "Worksheet",
                "a worksheet has at most {limit} questions, not {count}: choose fewer (--count N)",
            ),
            limit=f"{MAX_QUESTIONS:,}",
            count=f"{total if count is None else count:,}",
        )
    if count is None:
        return list(range(total))
    if not 1 <= count <= total:
        raise WorksheetError(
            QT_TRANSLATE_NOOP(
                "Worksheet", "--count must be between 1 and {total} (the hands in the file)"
            ),
            total=total,
        )
    return sorted(random.Random(seed).sample(range(total), count))


def build_worksheet(
    hands: Sequence[SourcedHand], rules: Rules, count: int | None = None, seed: int | None = None
) -> list[Question]:
    """The questions, each hand valued by the engine with ``rules``.

    Raises:
        WorksheetError: the count is out of range, or a chosen hand cannot be scored (the
            message names its line and why).
    """
    questions: list[Question] = []
    for index in choose(len(hands), count, seed):
        hand = hands[index]
        try:
            result = calculate(hand.hand, rules)
        except HandError as exc:
            raise WorksheetError(
                QT_TRANSLATE_NOOP("Worksheet", "line {number}: {error}"),
                number=hand.line,
                error=exc,
            ) from None
        questions.append(Question(len(questions) + 1, hand, result))
    return questions


def course_hands() -> list[SourcedHand]:
    """The hands of the "What is it worth?" course (real hands of Tenhou games), numbered as
    the course's lines, each with its source."""
    from scoretable.teaching.worth import course_data

    return [
        SourcedHand(number, HandInput.from_dict(record), record["source"])
        for number, record in enumerate(course_data()["hands"], 1)
    ]
