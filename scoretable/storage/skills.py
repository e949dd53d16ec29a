"""Each learner's record per skill for the adaptive practice, and every answer behind it.

    progress = SkillProgress(connection, "Ann")
    stored = progress.load()                       # each skill's box, due, right, wrong; ...
    progress.record(question_key, "payment", number, judged.skills, new_records)
    progress.curve("pay:ron")                      # [(question number, right so far %), ...]
    progress.export_csv(file)                      # every learner's skills
    progress.reset()                               # this learner starts over

Learners are the quiz's (``quiz_learners``: a teacher with several students). The tables
(``skill_records``, ``skill_answers``) are defined once, by the store's frozen migration 4
(``storage/migrations.py``): the connection given is a store's. The schedule itself is
:class:`scoretable.teaching.practice.Schedule`: this module only keeps its numbers.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TextIO

from scoretable.clock import timestamp
from scoretable.storage.progress import learner_id, transaction


@dataclass(frozen=True)
class Stored:
    """A learner's skills as stored (see :meth:`SkillProgress.load`)."""

    records: dict[str, tuple[int, int, int, int]]
    clock: int
    asked: dict[str, int]


CSV_HEADER = ("learner", "skill", "answers", "right", "wrong", "right %", "box", "due")


class SkillProgress:
    """One learner's skills, stored through ``connection`` (the app's database or a test's).

    Args:
        connection: a store's connection (its migrations made the tables).
        learner: the learner's name; created on first use.
        clock: returns the time in seconds (tests pass a fake one).
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        learner: str = "Me",
        clock: Callable[[], float] = timestamp,
    ) -> None:
        self.connection = connection
        self.clock = clock
        self.learner = learner.strip() or "Me"
        self.learner_id = learner_id(connection, self.learner, clock())

    def learners(self) -> list[str]:
        """Every learner's name, alphabetically."""
        rows = self.connection.execute("SELECT name FROM quiz_learners ORDER BY name")
        return [str(r[0]) for r in rows]

    def load(self) -> Stored:
        """The learner's skills as left: each skill's (box, due, right, wrong), the question
        counter (the next question's number), when each question was last asked."""
        records = {
            str(skill): (int(box), int(due), int(right), int(wrong))
            for skill, box, due, right, wrong in self.connection.execute(
                "SELECT skill, box, due, right, wrong FROM skill_records WHERE learner_id = ?",
                (self.learner_id,),
            )
        }
        asked = {
            str(key): int(number)
            for key, number in self.connection.execute(
                "SELECT question_key, MAX(number) FROM skill_answers WHERE learner_id = ?"
                " GROUP BY question_key",
                (self.learner_id,),
            )
        }
        return Stored(records, max(asked.values(), default=-1) + 1, asked)

    def record(
        self,
        question_key: str,
        step: str,
        number: int,
        judged: Mapping[str, bool],
        records: Mapping[str, tuple[int, int, int, int]],
    ) -> None:
        """A step answered (question ``number``): its answers and the skills' new records
        ((box, due, right, wrong), as the schedule left them), in one transaction."""
        at = self.clock()
        with transaction(self.connection) as conn:
            conn.executemany(
                "INSERT INTO skill_answers (learner_id, at, number, question_key, step, skill,"
                " correct) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (self.learner_id, at, number, question_key, step, skill, int(right))
                    for skill, right in judged.items()
                ],
            )
            conn.executemany(
                "INSERT OR REPLACE INTO skill_records (learner_id, skill, box, due, right, wrong)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(self.learner_id, skill, *record) for skill, record in records.items()],
            )

    def curve(self, skills: tuple[str, ...] = ()) -> list[tuple[int, float]]:
        """Right answers so far, in percent, after each answer (of ``skills``, or of all):
        (the question number, the percentage)."""
        query = "SELECT number, correct FROM skill_answers WHERE learner_id = ?"
        args: list[object] = [self.learner_id]
        if skills:
            query += f" AND skill IN ({', '.join('?' * len(skills))})"
            args += skills
        right = 0
        out = []
        rows = self.connection.execute(query + " ORDER BY id", args)
        for total, (number, correct) in enumerate(rows, 1):
            right += int(correct)
            out.append((int(number), 100.0 * right / total))
        return out

    def export_csv(self, out: TextIO, everyone: bool = True) -> int:
        """Every learner's skills (or this learner's) as CSV; returns the rows written."""
        query = (
            "SELECT l.name, r.skill, r.right + r.wrong, r.right, r.wrong, r.box, r.due"
            " FROM skill_records r JOIN quiz_learners l ON l.id = r.learner_id"
        )
        args: tuple[object, ...] = ()
        if not everyone:
            query += " WHERE r.learner_id = ?"
            args = (self.learner_id,)
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_HEADER)
        rows = 0
        for name, skill, answers, right, wrong, box, due in self.connection.execute(
            query + " ORDER BY l.name, r.skill", args
        ):
            percent = f"{100 * right / answers:.0f}"
            writer.writerow((name, skill, answers, right, wrong, percent, box, due))
            rows += 1
        return rows

    def reset(self) -> None:
        """Forget this learner's skills and answers (the learner stays)."""
        with transaction(self.connection) as conn:
            conn.execute("DELETE FROM skill_records WHERE learner_id = ?", (self.learner_id,))
            conn.execute("DELETE FROM skill_answers WHERE learner_id = ?", (self.learner_id,))
