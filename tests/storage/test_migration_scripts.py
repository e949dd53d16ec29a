"""A migration's script runs statement by statement, its last one even without a semicolon."""

from __future__ import annotations

import sqlite3

import pytest

from scoretable.storage.migrations import run_script


@pytest.mark.parametrize(
    "tail",
    ["INSERT INTO t VALUES (2)", "INSERT INTO t VALUES (2);", "INSERT INTO t VALUES (2);\n  \n"],
)
def test_every_statement_runs_the_last_one_with_or_without_its_semicolon(tail: str) -> None:
    conn = sqlite3.connect(":memory:")
    run_script(conn, "CREATE TABLE t (x);\nINSERT INTO t VALUES (1);\n" + tail)
    assert conn.execute("SELECT x FROM t ORDER BY x").fetchall() == [(1,), (2,)]


def test_a_script_of_whitespace_runs_nothing() -> None:
    conn = sqlite3.connect(":memory:")
    run_script(conn, "\n   \n")
    assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)
