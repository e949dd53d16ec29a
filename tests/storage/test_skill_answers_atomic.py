"""A step's answers and its skills' records are stored together or not at all."""

from __future__ import annotations

import sqlite3

import pytest
from helpers.migrated import migrated_connection

from scoretable.storage.skills import SkillProgress


def test_a_refused_record_takes_the_steps_answers_back_with_it() -> None:
    # the app's store: a connection in autocommit mode, the transaction begun here
    connection = migrated_connection(autocommit=True)
    ann = SkillProgress(connection, "Ann", clock=lambda: 1_000.0)
    with pytest.raises(sqlite3.IntegrityError):
        # a record without its box: the second statement fails after the first ran
        no_box: dict = {"yaku:Pinfu": (None, 1, 1, 0)}
        ann.record("q1", "yaku", 0, {"yaku:Pinfu": True}, no_box)
    assert connection.execute("SELECT count(*) FROM skill_answers").fetchone() == (0,)
    assert not connection.in_transaction
    ann.record("q1", "yaku", 0, {"yaku:Pinfu": True}, {"yaku:Pinfu": (1, 1, 1, 0)})
    assert connection.execute("SELECT count(*) FROM skill_answers").fetchone() == (1,)
    assert ann.load().records["yaku:Pinfu"] == (1, 1, 1, 0)
