"""Practice that adapts: a record per skill and a spaced-repetition schedule of our own.

    schedule = Schedule()                      # or Schedule(records, clock) as stored
    q = schedule.choose(course(), "payment")   # the question whose skills need it most
    schedule.update(judge_payment(q, answer).skills)

**The schedule** (Leitner boxes counted in questions, not days: a learner practises a few
dozen questions in a sitting, and what matters is what comes back within it and the next).
Each skill has a box, 0 to 5, and the question number it is due at (a question asked in
several steps counts once). A right answer moves the skill up a box and makes it due
:data:`INTERVALS` ``[box]`` questions later (1, 2, 4, 8, 16, 32); a wrong one puts it back in
box 0, due at the next question. The next question is the one whose skills are most due: an
overdue skill counts 2 plus how long it is overdue over its interval, a skill never seen 1,
one not yet due 0; ties go to the question asked longest ago (then the first); the question
just asked never comes twice in a row. So a skill got wrong comes back at once, then less and
less often as it is got right, and new skills are brought in while nothing is due.

**The simulated learner** (:class:`Learner`) is a documented model of a beginner. Each skill
has a knowledge ``k`` from 0 to 1 (0 at first); its error rate is the beginner's
(:data:`BEGINNER_ERRORS`: payments and limits are where beginners fail most) times ``1 - k``,
plus a slip of :data:`SLIP`. A step is right when every skill it takes is (independently).
Feedback teaches: after a wrong answer, corrected, ``k`` gains :data:`LEARN_ON_MISS` of what
it lacks; after a right one, :data:`LEARN_ON_HIT`. Between practices each skill forgets: ``k``
loses :data:`FORGET` of itself per question, divided by 1 plus the times the skill was got
right (practice that succeeds lasts longer). :func:`simulate` runs it through a practice and
counts the questions until its non-dealer payments are right nine times in ten.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from scoretable.teaching.worth import WorthQuestion

INTERVALS = (1, 2, 4, 8, 16, 32)


@dataclass
class SkillRecord:
    """One skill of one learner: its box, when it is due (a question number), its tally."""

    skill: str
    box: int = 0
    due: int = 0
    right: int = 0
    wrong: int = 0

    @property
    def seen(self) -> int:
        return self.right + self.wrong

    def ratio(self) -> float:
        """Right answers over answers (0 if never asked)."""
        return self.right / self.seen if self.seen else 0.0


@dataclass
class Schedule:
    """The skills' records and the question counter (``clock``: questions answered)."""

    records: dict[str, SkillRecord] = field(default_factory=dict)
    clock: int = 0
    asked: dict[str, int] = field(default_factory=dict)

    @classmethod
    def restore(
        cls,
        records: Mapping[str, tuple[int, int, int, int]],
        clock: int,
        asked: Mapping[str, int],
    ) -> Schedule:
        """A schedule from its stored numbers: each skill's (box, due, right, wrong)."""
        return cls(
            {skill: SkillRecord(skill, *numbers) for skill, numbers in records.items()},
            clock,
            dict(asked),
        )

    def numbers(self, skills: Iterable[str]) -> dict[str, tuple[int, int, int, int]]:
        """The stored numbers of ``skills``: (box, due, right, wrong)."""
        out = {}
        for skill in skills:
            r = self.records[skill]
            out[skill] = (r.box, r.due, r.right, r.wrong)
        return out

    def record(self, skill: str) -> SkillRecord:
        return self.records.setdefault(skill, SkillRecord(skill))

    def urgency(self, skill: str) -> float:
        """How much a skill needs practice now (see the module docstring)."""
        record = self.records.get(skill)
        if record is None:
            return 1.0
        if self.clock < record.due:
            return 0.0
        return 2.0 + (self.clock - record.due) / INTERVALS[record.box]

    def choose(self, questions: Sequence[WorthQuestion], step: str) -> WorthQuestion:
        """The question whose skills of ``step`` are most due (never the one just asked,
        unless it is the only one)."""
        last = self.clock - 1

        def score(index: int) -> tuple[bool, float, int, int]:
            question = questions[index]
            need = sum(self.urgency(s) for s in question.skills(step))
            asked = self.asked.get(question.key, -1)
            return asked != last or asked < 0, need, -asked, -index

        return questions[max(range(len(questions)), key=score)]

    def update(
        self,
        skills: Mapping[str, bool],
        question: WorthQuestion | None = None,
        tick: bool = True,
    ) -> None:
        """A step answered: each skill moves up a box or back to box 0; the clock ticks
        (unless ``tick`` is False: a question's steps before its last count as one)."""
        for skill, right in skills.items():
            record = self.record(skill)
            if right:
                record.right += 1
                record.box = min(record.box + 1, len(INTERVALS) - 1)
                record.due = self.clock + INTERVALS[record.box]
            else:
                record.wrong += 1
                record.box = 0
                record.due = self.clock + 1
        if question is not None:
            self.asked[question.key] = self.clock
        self.clock += tick


# --- the simulated learner -----------------------------------------------------------------

# A beginner's error rate on each kind of skill (by its name's start), before any practice.
BEGINNER_ERRORS = {
    "pay:dealer": 0.8,
    "pay:": 0.7,
    "limit": 0.5,
    "honba": 0.6,
    "fu:": 0.5,
    "han": 0.4,
    "yaku:": 0.4,
}
SLIP = 0.01
LEARN_ON_MISS = 0.3
LEARN_ON_HIT = 0.1
FORGET = 0.03


def beginner_error(skill: str) -> float:
    return next(e for start, e in BEGINNER_ERRORS.items() if skill.startswith(start))


@dataclass
class Learner:
    """The simulated beginner (see the module docstring): knowledge and right answers per
    skill."""

    rng: random.Random
    knowledge: dict[str, float] = field(default_factory=dict)
    hits: dict[str, int] = field(default_factory=dict)

    def error(self, skill: str) -> float:
        return SLIP + beginner_error(skill) * (1 - self.knowledge.get(skill, 0.0))

    def chance(self, skills: Sequence[str]) -> float:
        """The chance of a step taking ``skills`` being answered right."""
        out = 1.0
        for skill in skills:
            out *= 1 - self.error(skill)
        return out

    def answer(self, skills: Sequence[str]) -> dict[str, bool]:
        """Each skill right or not, as the model draws it."""
        return {skill: self.rng.random() >= self.error(skill) for skill in skills}

    def learn(self, judged: Mapping[str, bool]) -> None:
        """Every skill forgets a little; then each skill answered learns from the feedback."""
        for skill, known in self.knowledge.items():
            self.knowledge[skill] = known * (1 - FORGET / (1 + self.hits.get(skill, 0)))
        for skill, right in judged.items():
            known = self.knowledge.get(skill, 0.0)
            self.knowledge[skill] = known + (1 - known) * (LEARN_ON_HIT if right else LEARN_ON_MISS)
            self.hits[skill] = self.hits.get(skill, 0) + right


NON_DEALER = ("pay:ron", "pay:tsumo")
ALL_PAYMENTS = (*NON_DEALER, "pay:dealer ron", "pay:dealer tsumo")


def payment_accuracy(
    learner: Learner, questions: Sequence[WorthQuestion], goal: Sequence[str] = NON_DEALER
) -> float:
    """The learner's expected share of right answers to the payments of ``questions`` of the
    kinds in ``goal`` (as a test of every one of them would find, without feedback)."""
    kinds = Counter(tuple(q.skills("payment")) for q in questions if q.skills("payment")[0] in goal)
    total = sum(kinds.values())
    return sum(learner.chance(skills) * n for skills, n in kinds.items()) / total


def simulate(
    questions: Sequence[WorthQuestion],
    adaptive: bool,
    seed: int,
    goal: Sequence[str] = NON_DEALER,
    target: float = 0.9,
    limit: int = 2000,
) -> int:
    """Questions (payment steps) the simulated learner needs until its payments of the
    ``goal`` kinds (non-dealer ones unless told) are right ``target`` of the time: in the
    schedule's order (``adaptive``) or the fixed quiz's (the course in order, over and over).
    ``limit`` if never."""
    learner = Learner(random.Random(seed))
    schedule = Schedule()
    order: Callable[[int], WorthQuestion] = (
        (lambda _n: schedule.choose(questions, "payment"))
        if adaptive
        else (lambda n: questions[n % len(questions)])
    )
    for n in range(limit):
        if payment_accuracy(learner, questions, goal) >= target:
            return n
        question = order(n)
        judged = learner.answer(question.skills("payment"))
        learner.learn(judged)
        schedule.update(judged, question)
    return limit
