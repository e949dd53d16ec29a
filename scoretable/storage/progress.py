"""Quiz and fu-trainer progress per learner: attempts, accuracy per level, mistakes to review.

The tables (``quiz_learners``, ``quiz_attempts``, ``quiz_reviews``) are defined once, by the
store's frozen migrations (``scoretable/storage/migrations.py``, version 2): the connection
given is a store's (:func:`scoretable.storage.db.open_store`, or
:func:`~scoretable.storage.db.open_memory_store` where there is no library), which opening
brings up to date. A change to them is a new migration.

Review of mistakes (spaced repetition): a missed question enters ``quiz_reviews`` with box 0,
due at once. :meth:`QuizProgress.due_reviews` hands back what is due, oldest first. A right
answer to a reviewed question takes it out of the queue; a wrong one puts it back, due again
after :data:`RETRY_SECONDS` (so other questions come in between), its miss count raised.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from scoretable.clock import timestamp

RETRY_SECONDS = 60.0
"""A question missed again in review comes back after this many seconds."""


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One transaction on ``conn``, in autocommit mode (the app's store) or not; the learner
    bookkeeping's (this module's and :mod:`scoretable.storage.skills`')."""
    if conn.isolation_level is None and not conn.in_transaction:
        conn.execute("BEGIN")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    else:
        with conn:
            yield conn


def learner_id(conn: sqlite3.Connection, name: str, now: float) -> int:
    """The id of the learner ``name``, who is added (created ``now``) if new."""
    with transaction(conn):
        conn.execute(
            "INSERT OR IGNORE INTO quiz_learners (name, created) VALUES (?, ?)", (name, now)
        )
    row = conn.execute("SELECT id FROM quiz_learners WHERE name = ?", (name,)).fetchone()
    return int(row[0])


@dataclass(frozen=True)
class Accuracy:
    """Attempts and right answers at one level."""

    level: int
    attempts: int
    correct: int

    @property
    def ratio(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class Review:
    """A missed question waiting in the review queue."""

    mode: str
    question_key: str
    question: dict[str, Any]
    level: int
    rules: str
    misses: int
    due: float


class QuizProgress:
    """One learner's progress, stored through ``connection``.

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

    @staticmethod
    def last_learner(connection: sqlite3.Connection) -> str | None:
        """The learner who answered last (to start the next session with), or None."""
        row = connection.execute(
            "SELECT l.name FROM quiz_attempts a JOIN quiz_learners l ON l.id = a.learner_id"
            " ORDER BY a.at DESC, a.id DESC LIMIT 1"
        ).fetchone()
        return None if row is None else str(row[0])

    def learners(self) -> list[str]:
        """Every learner's name, alphabetically."""
        rows = self.connection.execute("SELECT name FROM quiz_learners ORDER BY name")
        return [str(r[0]) for r in rows]

    def record(
        self,
        *,
        mode: str,
        level: int,
        rules: str,
        question_key: str,
        question: dict[str, Any],
        answer: Any,
        correct: bool,
        seconds: float | None = None,
        review: bool = False,
    ) -> None:
        """Store one attempt and update the review queue (see the module's docstring)."""
        now = self.clock()
        qjson = json.dumps(question, sort_keys=True)
        with transaction(self.connection):
            self.connection.execute(
                "INSERT INTO quiz_attempts (learner_id, at, mode, level, rules, question_key,"
                " question, answer, correct, seconds, review)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self.learner_id,
                    now,
                    mode,
                    level,
                    rules,
                    question_key,
                    qjson,
                    json.dumps(answer),
                    int(correct),
                    seconds,
                    int(review),
                ),
            )
            if correct:
                self.connection.execute(
                    "DELETE FROM quiz_reviews"
                    " WHERE learner_id = ? AND mode = ? AND question_key = ?",
                    (self.learner_id, mode, question_key),
                )
            else:
                due = now + RETRY_SECONDS if review else now
                self.connection.execute(
                    "INSERT INTO quiz_reviews (learner_id, mode, question_key, question, level,"
                    " rules, misses, due) VALUES (?, ?, ?, ?, ?, ?, 1, ?)"
                    " ON CONFLICT (learner_id, mode, question_key)"
                    " DO UPDATE SET misses = misses + 1, due = excluded.due",
                    (self.learner_id, mode, question_key, qjson, level, rules, due),
                )

    def accuracy(self, mode: str = "quiz") -> list[Accuracy]:
        """Attempts and right answers per level, lowest level first."""
        rows = self.connection.execute(
            "SELECT level, COUNT(*), SUM(correct) FROM quiz_attempts"
            " WHERE learner_id = ? AND mode = ? GROUP BY level ORDER BY level",
            (self.learner_id, mode),
        )
        return [Accuracy(int(level), int(n), int(ok)) for level, n, ok in rows]

    def due_reviews(self, mode: str = "quiz", limit: int = 50) -> list[Review]:
        """Missed questions due now, the longest waiting first."""
        rows = self.connection.execute(
            "SELECT mode, question_key, question, level, rules, misses, due FROM quiz_reviews"
            " WHERE learner_id = ? AND mode = ? AND due <= ? ORDER BY due, id LIMIT ?",
            (self.learner_id, mode, self.clock(), limit),
        )
        return [
            Review(m, key, json.loads(q), int(level), rules, int(misses), float(due))
            for m, key, q, level, rules, misses, due in rows
        ]

    def pending_reviews(self, mode: str = "quiz") -> int:
        """How many missed questions wait in the queue, due or not."""
        row = self.connection.execute(
            "SELECT COUNT(*) FROM quiz_reviews WHERE learner_id = ? AND mode = ?",
            (self.learner_id, mode),
        ).fetchone()
        return int(row[0])
