"""The answers learners gave at the table, kept in a file of their own beside the library.

    book = AnswerBook(directory)                  # <data dir>/table-answers.jsonl
    book.add(TableAnswer(...))                    # one JSON line, appended and flushed
    read_answers(directory)                       # every answer readable, oldest first
    progress_rows(directory)                      # [{"learner", "skill", "asked", "right"}]

The ``share`` command serves a library it never writes, so its learners' answers go to this
file; the window reads them into the learners' records (``skill_answers`` with the question
key ``table:<answer id>``, :mod:`scoretable.session.learners`), and the file stays as it is.
:func:`progress_rows` counts the records' answers and the file's not yet read in, so an
answer counts once wherever it is. The file is read bounded (:data:`MAX_FILE` bytes, lines
of :data:`MAX_LINE`); a line that is not an answer is passed over.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from scoretable.storage.paths import DB_NAME

ANSWERS_NAME = "table-answers.jsonl"
MAX_FILE = 32 * 1024 * 1024
MAX_LINE = 4096
KEY_PREFIX = "table:"


@dataclass(frozen=True)
class TableAnswer:
    """One answer: its id, when (seconds since the epoch), whose, to what, judged how."""

    id: str
    at: float
    learner: str
    skills: tuple[str, ...]
    correct: bool
    points: int
    expected: int
    question: str

    def json_line(self) -> str:
        return json.dumps({**asdict(self), "skills": list(self.skills)}, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> TableAnswer | None:
        """The answer ``data`` holds, or None if it is not one."""
        if not isinstance(data, dict):
            return None
        try:
            skills = data["skills"]
            answer = cls(
                id=str(data["id"]),
                at=float(data["at"]),
                learner=str(data["learner"]),
                skills=tuple(str(s) for s in skills) if isinstance(skills, list) else (),
                correct=data["correct"] is True,
                points=int(data["points"]),
                expected=int(data["expected"]),
                question=str(data["question"]),
            )
        except (KeyError, TypeError, ValueError, OverflowError):
            return None
        return answer if answer.id and answer.learner.strip() and answer.skills else None


class AnswerBook:
    """Appends answers to ``<directory>/table-answers.jsonl`` (thread-safe)."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / ANSWERS_NAME
        self._lock = threading.Lock()

    def add(self, answer: TableAnswer) -> None:
        """Append ``answer`` (raises OSError if the file cannot be written)."""
        with self._lock:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            with os.fdopen(fd, "a", encoding="utf-8") as out:
                out.write(answer.json_line() + "\n")


def read_answers(directory: Path) -> list[TableAnswer]:
    """Every answer of the file in ``directory`` (none if there is no file or it cannot be
    read), oldest first."""
    path = Path(directory) / ANSWERS_NAME
    try:
        if not path.is_file():
            return []
        with path.open("rb") as source:
            data = source.read(MAX_FILE)
    except OSError:
        return []
    out = []
    for raw in data.split(b"\n"):
        if not raw.strip() or len(raw) > MAX_LINE:
            continue
        try:
            answer = TableAnswer.from_json(json.loads(raw.decode("utf-8")))
        except (UnicodeDecodeError, ValueError, RecursionError):
            continue
        if answer is not None:
            out.append(answer)
    return out


def imported_ids(connection: sqlite3.Connection) -> set[str]:
    """The ids of the file's answers already in the learners' records of ``connection``."""
    try:
        rows = connection.execute(
            "SELECT DISTINCT question_key FROM skill_answers WHERE question_key LIKE ?",
            (KEY_PREFIX + "%",),
        )
        return {str(key)[len(KEY_PREFIX) :] for (key,) in rows}
    except sqlite3.Error:  # no records yet
        return set()


def progress_rows(directory: Path) -> list[dict[str, Any]]:
    """``{"learner", "skill", "asked", "right"}`` for each learner and skill, sorted: the
    answers in the library's records (read only) and the file's not read in yet."""
    asked: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    done: set[str] = set()
    library = Path(directory) / DB_NAME
    if library.is_file():
        with contextlib.closing(
            sqlite3.connect(f"{library.resolve().as_uri()}?mode=ro", uri=True)
        ) as connection:
            done = imported_ids(connection)
            with contextlib.suppress(sqlite3.Error):  # no records yet
                for name, skill, n, r in connection.execute(
                    "SELECT l.name, a.skill, COUNT(*), SUM(a.correct) FROM skill_answers a"
                    " JOIN quiz_learners l ON l.id = a.learner_id GROUP BY l.name, a.skill"
                ):
                    asked[(str(name), str(skill))] += int(n)
                    right[(str(name), str(skill))] += int(r)
    for answer in read_answers(directory):
        if answer.id in done:
            continue
        for skill in answer.skills:
            asked[(answer.learner, skill)] += 1
            right[(answer.learner, skill)] += int(answer.correct)
    return [
        {
            "learner": name,
            "skill": skill,
            "asked": asked[(name, skill)],
            "right": right[(name, skill)],
        }
        for name, skill in sorted(asked)
    ]
