"""Which copy of a game the club keeps, decided from the copies alone (no server): the
entries, the tables and the table's revision count; the clock never does."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.storage.club.copies import (
    AGREED,
    BEHIND,
    CONFLICT,
    SAME,
    TAKEN,
    Held,
    decide,
)
from scoretable.storage.club.games import UNKNOWN_TABLE, Copy, Table

A, B = Table("aaaa1111", "a"), Table("bbbb2222", "b")


def copy(log: list[Any], table: Table = A, revision: int = 1, finished: bool = False, **kw: Any):
    return Copy(
        title="",
        created="2026-11-21T19:00:00+00:00",
        played="2026-11-21T19:00:00+00:00",
        updated=kw.get("updated", "2026-11-21T21:00:00+00:00"),
        players=["Ann", "Bo", "Cy", "Di"],
        names=["Ann", "Bo", "Cy", "Di"],
        rules={},
        log=log,
        finished=finished,
        result=None,
        table=table,
        revision=revision,
    )


@pytest.mark.parametrize(
    ("held", "offered", "outcome"),
    [
        (None, copy([1]), TAKEN),
        (Held(A.id, 1, [1], False), copy([1], A, 1), SAME),
        (Held(A.id, 1, [1], False), copy([1], A, 2), TAKEN),  # its title changed
        (Held(A.id, 1, [1], True), copy([1], A, 2), SAME),  # never unfinished over finished
        (Held(A.id, 1, [1], False), copy([1], B, 9), AGREED),
        (Held(A.id, 1, [1, 2], False), copy([1], B, 9), BEHIND),  # a prefix
        (Held(A.id, 1, [1, 2], False), copy([1, 2, 3], B, 0), TAKEN),  # extends it
        (Held(A.id, 1, [1, 2], True), copy([1, 2, 3], B, 0, finished=True), TAKEN),
        (Held(A.id, 1, [1, 2], True), copy([1, 2, 3], B, 0), CONFLICT),  # unfinished
        (Held(A.id, 1, [1, 2], True), copy([1, 3], A, 5), BEHIND),  # its own, unfinished
        (Held(A.id, 1, [1, 2], True), copy([1, 3], A, 5, finished=True), TAKEN),
        (Held(A.id, 5, [1, 2], False), copy([1, 3], A, 4), BEHIND),  # its own, older
        (Held(A.id, 1, [1, 2], False), copy([1, 3], B, 9), CONFLICT),
        (Held("", 0, [1, 2], False), copy([1, 3], UNKNOWN_TABLE, 9), CONFLICT),
    ],
)
def test_each_case(held: Held | None, offered: Copy, outcome: str) -> None:
    assert decide(held, offered) == outcome


logs = st.lists(st.integers(0, 3), max_size=6)
tables = st.sampled_from([A, B, UNKNOWN_TABLE])


@given(
    logs, st.booleans(), tables, st.integers(0, 3), logs, st.booleans(), tables, st.integers(0, 3)
)
def test_what_is_taken_holds_as_much_and_the_clock_decides_nothing(
    held_log: list[int],
    held_finished: bool,
    held_table: Table,
    held_revision: int,
    log: list[int],
    finished: bool,
    table: Table,
    revision: int,
) -> None:
    held = Held(held_table.id, held_revision, held_log, held_finished)
    offered = copy(log, table, revision, finished)
    outcome = decide(held, offered)
    # the copy's updated (its table's clock) never changes what is decided
    assert decide(held, copy(log, table, revision, finished, updated="1999-01-01")) == outcome
    if outcome == TAKEN:
        assert finished or not held_finished  # a finished game, never by an unfinished copy
        own = bool(table.id) and table.id == held_table.id
        # another table's copy only when it extends the club's; its own when it is later
        assert log[: len(held_log)] == held_log or (own and revision > held_revision)
    if outcome == CONFLICT:
        assert log[: len(held_log)] != held_log or (held_finished and not finished)
        assert held_log[: len(log)] != log
