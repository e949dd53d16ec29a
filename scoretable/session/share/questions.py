"""The learners' questions on the phones: one per learner seat after each hand won.

    questions = Questions(learners={0, 2})
    questions.follow(snapshot)          # a new hand closed: each learner seat gets a question
    questions.json(seat, translate)     # {"id", "text", "han", "fu", ...} or None
    questions.answer(seat, id, points)  # Answered (judged, and the answer to keep) or None

The first snapshot followed asks nothing (its hand was played before sharing began); each
hand that closes with a win after it asks each learner seat its question
(:func:`scoretable.teaching.table_question.ask`), under an id of its own. The next hand closed
takes an unanswered question away (not answered, not wrong). A wrong answer leaves the
question open (answered again, judged again); a right one closes it. Only a seat's own open
question can be answered. A hand undone takes its questions away, and a hand seen before
(undone, then redone) is not asked again.

Thread: the server's loop alone calls it.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from scoretable import clock
from scoretable.engine.game_rows import HistoryEntry
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english
from scoretable.engine.settlement import Settlement
from scoretable.session.share.state import Snapshot, round_name
from scoretable.storage.table_answers import TableAnswer
from scoretable.teaching.table_question import TableJudgment, TableQuestion, ask, judge

# The words of a question's card on the page (the page's language, from the app's catalogue).
LABELS = {
    "title": QT_TRANSLATE_NOOP("Table question", "Your turn to count"),
    "recorded": QT_TRANSLATE_NOOP("Table question", "As the table recorded it:"),
    "check": QT_TRANSLATE_NOOP("Table question", "Check"),
    "clear": QT_TRANSLATE_NOOP("Table question", "Clear"),
    "right": QT_TRANSLATE_NOOP("Table question", "Right!"),
    "wrong": QT_TRANSLATE_NOOP("Table question", "Not quite: it is {n}. Try again?"),
    "points": QT_TRANSLATE_NOOP("Table question", "points"),
}


@dataclass
class _Open:
    id: str
    seat: int
    settlement: Settlement | None
    names: tuple[str, ...]
    dealer: int
    round: str
    answered: bool = False
    asked: dict[str, TableQuestion] = field(default_factory=dict)

    def question(self, translate: Translate) -> TableQuestion:
        """The question in the language of ``translate`` (worded once per language)."""
        key = str(id(translate))
        found = self.asked.get(key)
        if found is None:
            found = ask(self.settlement, self.seat, self.names, translate, self.dealer)
            assert found is not None  # asked when the hand closed
            self.asked[key] = found
        return found


@dataclass(frozen=True)
class Answered:
    """A judged answer and the answer to keep."""

    judgment: TableJudgment
    kept: TableAnswer


def hand_key(item: HistoryEntry) -> str:
    """What tells one closed hand from another (its table before, and its entry)."""
    before = item.before
    return json.dumps(
        [round_name(before), before.honba, list(before.scores), item.entry],
        sort_keys=True,
        default=str,
    )


class Questions:
    """The open questions of the learner seats (see the module docstring)."""

    def __init__(self, learners: Collection[int] = ()) -> None:
        self.learners = frozenset(learners)
        self._open: dict[int, _Open] = {}
        self._seen: set[str] = set()
        self._asked = ""  # the hand the questions open are about
        self._started = False

    def set_learners(self, seats: frozenset[int]) -> None:
        """The learner seats from now on (a seat no longer learning loses its question)."""
        self.learners = seats
        for seat in list(self._open):
            if seat not in seats:
                del self._open[seat]

    def reset(self) -> None:
        """Another game: nothing open, nothing seen."""
        self._open.clear()
        self._seen.clear()
        self._asked = ""
        self._started = False

    def follow(self, snapshot: Snapshot) -> bool:
        """Take the snapshot's last hand into account; True if the questions changed."""
        last = snapshot.last
        started, self._started = self._started, True
        if last is None or not self.learners:
            return False
        key = hand_key(last)
        if key == self._asked:
            return False
        if key in self._seen:  # undone or redone: the question of another hand goes
            changed = bool(self._open)
            self._open.clear()
            self._asked = key
            return changed
        self._seen.add(key)
        self._asked = key
        if not started:
            return False
        changed = bool(self._open)
        self._open.clear()
        settlement = last.settlement
        if settlement is None or not settlement.wins:  # nothing to ask (a draw, a chombo)
            return changed
        for seat in sorted(self.learners):
            if seat >= len(last.players):
                continue
            # worded when a page first reads it (each win asks every seat something)
            self._open[seat] = _Open(
                id=secrets.token_urlsafe(9),
                seat=seat,
                settlement=settlement,
                names=tuple(last.players),
                dealer=last.before.dealer,
                round=round_name(last.before),
            )
            changed = True
        return changed

    def state(self, seat: int | None) -> tuple[str, bool] | None:
        """What a seat's page shows of its question: (id, answered), or None."""
        found = self._open.get(seat) if seat is not None else None
        return None if found is None else (found.id, found.answered)

    def json(self, seat: int | None, translate: Translate = english) -> dict[str, Any] | None:
        """The seat's open question as its page reads it, or None."""
        found = self._open.get(seat) if seat is not None else None
        if found is None:
            return None
        question = found.question(translate)
        return {
            "id": found.id,
            "text": question.text,
            "round": found.round,
            "han": question.han,
            "fu": question.fu,
            "tsumo": question.tsumo,
            "value": question.value,
            "answered": found.answered,
            "labels": {key: translate("Table question", text) for key, text in LABELS.items()},
        }

    def answer(
        self, seat: int, question_id: str, points: int, translate: Translate = english
    ) -> Answered | None:
        """Judge ``points`` as ``seat``'s answer to its open question ``question_id`` (None
        if that seat has no such question open)."""
        found = self._open.get(seat)
        if found is None or found.id != question_id:
            return None
        question = found.question(translate)
        judged = judge(question, points)
        found.answered = True
        if judged.correct:
            del self._open[seat]
        kept = TableAnswer(
            id=secrets.token_hex(8),
            at=clock.timestamp(),
            learner=found.names[seat],
            skills=question.skills,
            correct=judged.correct,
            points=points,
            expected=judged.expected,
            question=found.id,
        )
        return Answered(judged, kept)
