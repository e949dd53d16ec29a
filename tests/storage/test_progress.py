"""Quiz progress: attempts, accuracy per level, and the review queue of mistakes."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.migrated import migrated_connection

from scoretable.storage.progress import RETRY_SECONDS, QuizProgress, Review


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["deferred", "autocommit"])
def db(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[sqlite3.Connection]:
    # the app's store runs in autocommit mode; a plain connection does not
    path = tmp_path / "progress.sqlite3"
    conn = migrated_connection(path, autocommit=request.param == "autocommit")
    yield conn
    conn.close()


def _record(p: QuizProgress, key: str, correct: bool, level: int = 1, review: bool = False) -> None:
    p.record(
        mode="quiz",
        level=level,
        rules="standard",
        question_key=key,
        question={"key": key},
        answer=[3900],
        correct=correct,
        seconds=4.5,
        review=review,
    )


def test_learners_are_separate(db: sqlite3.Connection) -> None:
    ann = QuizProgress(db, "Ann")
    ben = QuizProgress(db, "  Ben ")
    again = QuizProgress(db, "Ann")
    assert again.learner_id == ann.learner_id != ben.learner_id
    assert ann.learners() == ["Ann", "Ben"]
    assert QuizProgress(db, "   ").learner == "Me"
    _record(ann, "q1", True)
    assert ben.accuracy() == []


def test_accuracy_per_level(db: sqlite3.Connection) -> None:
    p = QuizProgress(db, "Ann")
    _record(p, "a", True, level=1)
    _record(p, "b", False, level=1)
    _record(p, "c", True, level=3)
    acc = p.accuracy()
    assert [(a.level, a.attempts, a.correct) for a in acc] == [(1, 2, 1), (3, 1, 1)]
    assert acc[0].ratio == 0.5
    assert p.accuracy("fu") == []
    from scoretable.storage.progress import Accuracy

    assert Accuracy(2, 0, 0).ratio == 0.0


def test_a_mistake_comes_back_until_answered_right(db: sqlite3.Connection) -> None:
    clock = Clock()
    p = QuizProgress(db, "Ann", clock=clock)
    _record(p, "q1", False, level=2)
    [due] = p.due_reviews()
    assert (due.question_key, due.question, due.level, due.misses) == ("q1", {"key": "q1"}, 2, 1)
    # missed again in review: back in the queue, not due before RETRY_SECONDS
    _record(p, "q1", False, level=2, review=True)
    assert p.due_reviews() == []
    assert p.pending_reviews() == 1
    clock.now += RETRY_SECONDS
    [due] = p.due_reviews()
    assert due.misses == 2
    _record(p, "q1", True, level=2, review=True)
    assert p.due_reviews() == []
    assert p.pending_reviews() == 0
    rows = db.execute("SELECT correct, review, seconds FROM quiz_attempts").fetchall()
    assert rows == [(0, 0, 4.5), (0, 1, 4.5), (1, 1, 4.5)]


def test_a_due_review_is_read_back_whole_and_fifty_come_at_a_time(
    db: sqlite3.Connection,
) -> None:
    clock = Clock()
    p = QuizProgress(db, "Ann", clock=clock)
    _record(p, "q1", False, level=2)
    assert p.due_reviews() == [Review("quiz", "q1", {"key": "q1"}, 2, "standard", 1, 1000.0)]
    assert p.due_reviews(mode="drill") == []
    for number in range(2, 52):
        clock.now += 1
        _record(p, f"q{number}", False)
    due = p.due_reviews()
    assert len(due) == 50
    assert p.pending_reviews() == 51
    assert [r.question_key for r in due[:2]] == ["q1", "q2"]  # the longest waiting first
    assert len(p.due_reviews(limit=51)) == 51


def test_a_failed_record_leaves_nothing_half_written(db: sqlite3.Connection) -> None:
    p = QuizProgress(db, "Ann")
    with pytest.raises(TypeError):
        p.record(
            mode="quiz",
            level=1,
            rules="standard",
            question_key="k",
            question={"k": 1},
            answer=object(),  # not JSON: fails inside the transaction
            correct=False,
        )
    assert db.execute("SELECT COUNT(*) FROM quiz_attempts").fetchone() == (0,)
    assert not db.in_transaction


def test_the_last_learner_is_remembered(db: sqlite3.Connection) -> None:
    assert QuizProgress.last_learner(db) is None
    clock = Clock()
    _record(QuizProgress(db, "Ann", clock=clock), "a", True)
    clock.now += 1
    _record(QuizProgress(db, "Ben", clock=clock), "b", True)
    QuizProgress(db, "Cho")  # a learner who never answered
    assert QuizProgress.last_learner(db) == "Ben"
