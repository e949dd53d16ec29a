"""The learners' answers at the table read into their records (Qt-free).

    read_in(connection, directory)      # the answers share kept, added once each; how many

The ``share`` command (and the window's sharing) keep each answer a learner gives on their
phone in ``table-answers.jsonl`` (:mod:`scoretable.storage.table_answers`). Reading them in
makes each one a step of that learner's practice, as "What is it worth?" records it: the
skills' spaced-repetition schedule moves (:class:`scoretable.teaching.practice.Schedule`) and
the answer is kept under the question key ``table:<answer id>``, so an answer is read in once
however often this runs. The file itself is left as it is.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from scoretable.storage.skills import SkillProgress
from scoretable.storage.table_answers import KEY_PREFIX, imported_ids, read_answers
from scoretable.teaching.practice import Schedule


def read_in(connection: sqlite3.Connection, directory: Path) -> int:
    """Add the answers of ``directory``'s file not yet in the records of ``connection`` to
    their learners' records; how many were added."""
    answers = read_answers(directory)
    done = imported_ids(connection)
    added = 0
    for answer in answers:
        if answer.id in done:
            continue
        progress = SkillProgress(connection, answer.learner, clock=_at(answer.at))
        stored = progress.load()
        schedule = Schedule.restore(stored.records, stored.clock, stored.asked)
        number = schedule.clock
        judged = {skill: answer.correct for skill in answer.skills}
        schedule.update(judged)
        progress.record(
            KEY_PREFIX + answer.id, "payment", number, judged, schedule.numbers(answer.skills)
        )
        done.add(answer.id)
        added += 1
    return added


def _at(seconds: float) -> Callable[[], float]:
    """A clock that always says ``seconds`` (an answer's time, kept as when it was given)."""
    return lambda: seconds
