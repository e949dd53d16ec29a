"""The store's fault paths that need SQLite or the file system to fail on cue: a file SQLite
cannot open now, a page damaged inside an intact schema, a newer file found while the app
that wrote it still has its index open, orphaned logs that cannot go aside, a read of a game
that is gone, of a library a crash left with a hot journal, or of a log that cannot be copied.
Each says what happened and loses nothing."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from helpers.storage_games import NAMES

from scoretable.storage import db, repair
from scoretable.storage.db import StoreUnavailable, open_store, read_last_unfinished
from scoretable.storage.paths import DB_NAME


def make_library(folder: Path, games: int = 1) -> Path:
    with open_store(folder).store as store:
        for n in range(games):
            store.insert_game(
                players=NAMES, rules={}, log=[{"type": "x" * 50}] * 5, index=0, title=f"g{n}"
            )
    return folder / DB_NAME


def refusing_connect(monkeypatch: pytest.MonkeyPatch, code: int, message: str) -> None:
    """SQLite refuses to open the library's file (and only that file) with ``code``."""
    real = sqlite3.connect

    def connect(target: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if DB_NAME in str(target):
            error = sqlite3.OperationalError(message)
            error.sqlite_errorcode = code  # type: ignore[attr-defined]
            raise error
        return real(target, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)


def test_a_library_sqlite_cannot_open_now_is_refused_and_left_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_library(tmp_path / "data")
    before = path.read_bytes()
    refusing_connect(monkeypatch, sqlite3.SQLITE_CANTOPEN, "unable to open database file")
    with pytest.raises(StoreUnavailable) as caught:
        open_store(tmp_path / "data")
    assert str(caught.value) == (
        "The database cannot be used now: unable to open database file. The file was not changed."
    )
    assert caught.value.kind == "unavailable"
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [DB_NAME, DB_NAME + ".lock"]


def test_a_new_library_sqlite_cannot_open_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    refusing_connect(monkeypatch, sqlite3.SQLITE_FULL, "database or disk is full")
    with pytest.raises(StoreUnavailable) as caught:
        open_store(folder)
    assert str(caught.value) == (
        f"A new library cannot be created in {folder}: database or disk is full (a full disk "
        "or a file-size limit?). Nothing was left behind; free some space and retry."
    )
    assert caught.value.kind == "full"
    assert not (folder / DB_NAME).exists()


def test_a_new_file_sqlite_calls_damaged_is_removed_and_the_start_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file just created is not the user's: removed, and with it nothing to move aside."""
    folder = tmp_path / "data"
    refusing_connect(monkeypatch, sqlite3.SQLITE_CORRUPT, "database disk image is malformed")
    with pytest.raises(StoreUnavailable) as caught:
        open_store(folder)
    assert str(caught.value).startswith(
        "The database is damaged: database disk image is malformed. It cannot be moved aside: "
    )
    assert caught.value.kind == "unavailable"
    assert not (folder / DB_NAME).exists()
    assert [p.name for p in folder.iterdir()] == [DB_NAME + ".lock"]


def test_a_page_damaged_under_an_intact_schema_is_found_and_the_file_kept(
    tmp_path: Path,
) -> None:
    path = make_library(tmp_path / "data", games=300)
    data = bytearray(path.read_bytes())
    page = 4 * 4096  # the fifth page: games' rows, not the schema
    data[page : page + 12] = b"\x0d" + b"\xff" * 11
    path.write_bytes(bytes(data))
    opened = open_store(tmp_path / "data")
    with opened.store as store:
        assert store.count_games() == 0
    assert opened.notice is not None
    assert opened.notice.startswith("The database is damaged: *** in database main ***\nPage 5: ")
    assert opened.moved_to is not None
    assert opened.moved_to.read_bytes() == bytes(data)


def test_a_newer_library_whose_index_the_check_rebuilt_goes_aside_with_its_index_as_found(
    tmp_path: Path,
) -> None:
    path = make_library(tmp_path / "data")
    writer = sqlite3.connect(path, isolation_level=None)  # a newer scoretable, still open
    try:
        writer.execute("PRAGMA journal_mode=WAL")
        writer.execute("PRAGMA user_version = 99")
        shm = path.with_name(DB_NAME + "-shm")
        found = shm.read_bytes()
        opened = open_store(tmp_path / "data")
        opened.store.close()
    finally:
        writer.close()
    assert opened.notice is not None
    assert opened.notice.startswith(
        "The database was written by a newer version of scoretable (schema 99; "
    )
    assert opened.moved_to is not None
    assert opened.moved_to.with_name(opened.moved_to.name + "-shm").read_bytes() == found


# --- orphaned logs -----------------------------------------------------------------------------


def test_an_orphaned_log_goes_aside_beside_one_moved_there_the_same_second(
    tmp_path: Path, frozen_clock: Any
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    earlier = folder / f"{DB_NAME}-wal.orphan-20260102-030405"
    earlier.write_bytes(b"the first")
    (folder / f"{DB_NAME}-wal").write_bytes(b"the second")
    frozen_clock.wall = datetime(2026, 1, 2, 3, 4, 5).timestamp()  # local 03:04:05
    opened = open_store(folder)
    opened.store.close()
    assert earlier.read_bytes() == b"the first"
    assert (folder / f"{DB_NAME}-wal.orphan-20260102-030405-2").read_bytes() == b"the second"
    assert opened.notice is not None
    assert f"{DB_NAME}-wal.orphan-20260102-030405-2" in opened.notice


def test_an_orphaned_log_that_cannot_go_aside_stops_the_start_and_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    wal = folder / f"{DB_NAME}-wal"
    wal.write_bytes(b"someone's changes")

    def refuse(source: Any, target: Any) -> None:
        raise PermissionError(13, "Permission denied", str(source))

    monkeypatch.setattr(repair.os, "replace", refuse)
    with pytest.raises(StoreUnavailable) as caught:
        open_store(folder)
    assert str(caught.value).startswith(
        f"{wal} was found without its database and cannot be moved aside: Permission denied."
    )
    assert caught.value.kind == "unavailable"  # the kind the window words it by
    assert wal.read_bytes() == b"someone's changes"
    assert not (folder / DB_NAME).exists()


# --- reading without opening -----------------------------------------------------------------


def test_reading_a_game_that_is_gone_answers_none(tmp_path: Path) -> None:
    make_library(tmp_path / "data")
    assert read_last_unfinished(tmp_path / "data", game_id=1) is not None
    assert read_last_unfinished(tmp_path / "data", game_id=99) is None


CRASH_MID_TRANSACTION = """
import os, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode=DELETE")
conn.execute("PRAGMA cache_size=1")  # a tiny cache: the change spills into the file
conn.execute("BEGIN")
conn.execute("UPDATE games SET title = 'half-written', finished = 1")
for n in range(200):
    conn.execute("INSERT INTO entries VALUES (1, ?, ?)", (1000 + n, "y" * 500))
os._exit(0)  # the crash: neither commit nor rollback
"""


def test_a_library_left_with_a_hot_journal_is_read_as_before_the_crash_and_left(
    tmp_path: Path,
) -> None:
    """A crash in the middle of a transaction in rollback-journal mode leaves the half-written
    change in the file and the old pages in the ``-journal``: the reader copies both and lets
    SQLite roll the change back in the copy, the data folder untouched."""
    folder = tmp_path / "data"
    path = make_library(folder)  # every store connection closed: no -wal left
    subprocess.run([sys.executable, "-c", CRASH_MID_TRANSACTION, str(path)], check=True)
    journal = path.with_name(DB_NAME + "-journal")
    assert journal.stat().st_size > 0
    raw = sqlite3.connect(path.absolute().as_uri() + "?mode=ro&immutable=1", uri=True)
    try:  # the file alone, its journal ignored, holds the half-written change
        assert raw.execute("SELECT title, finished FROM games").fetchall() == [("half-written", 1)]
    finally:
        raw.close()
    files = {p.name: p.read_bytes() for p in folder.iterdir()}

    game = read_last_unfinished(folder)

    assert game is not None
    assert (game.id, game.title, game.finished) == (1, "g0", False)
    assert game.log == [{"type": "x" * 50}] * 5
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == files


def test_a_log_that_cannot_be_copied_for_reading_is_reported_and_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_library(tmp_path / "data")
    writer = sqlite3.connect(path, isolation_level=None)  # the app running: a log beside it
    try:
        writer.execute("PRAGMA journal_mode=WAL")
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute("UPDATE games SET title = 'renamed'")
        wal = path.with_name(DB_NAME + "-wal")
        before = wal.read_bytes()

        def refuse(*args: Any, **kwargs: Any) -> None:
            raise OSError(5, "Input/output error")

        monkeypatch.setattr(shutil, "copyfile", refuse)
        with pytest.raises(db.StoreError) as caught:
            read_last_unfinished(tmp_path / "data")
        assert str(caught.value) == "The database cannot be read: [Errno 5] Input/output error."
        assert caught.value.kind == "unreadable"
        assert wal.read_bytes() == before
    finally:
        writer.close()


# --- a file changed by another program -----------------------------------------------------


def drop_not_null(path: Path, *columns: str) -> None:
    """Another program's hand on the schema: these columns of ``games`` take NULL now."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA writable_schema=ON")
        for column in columns:
            conn.execute(
                "UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE name = 'games'",
                (f"{column} TEXT NOT NULL", f"{column} TEXT"),
            )
        conn.execute("PRAGMA writable_schema=OFF")
    finally:
        conn.close()


def test_games_whose_columns_another_program_emptied_are_listed_with_the_column_named(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with open_store(folder).store as store:
        untitled = store.insert_game(players=NAMES, rules={}, log=[], index=0, title="a")
        unruled = store.insert_game(players=NAMES, rules={}, log=[], index=0, title="b")
        intact = store.insert_game(players=NAMES, rules={}, log=[], index=0, title="c")
    drop_not_null(folder / DB_NAME, "title", "rules")
    conn = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET title = NULL WHERE id = ?", (untitled,))
    conn.execute("UPDATE games SET rules = NULL WHERE id = ?", (unruled,))
    conn.close()
    opened = open_store(folder)
    with opened.store as store:
        assert opened.notice is None
        problems = {s.id: s.problem for s in store.list_games()}
        assert problems == {
            untitled: "title: should be text, not None",
            unruled: "rules: is missing (NULL)",
            intact: "",
        }
        with pytest.raises(db.StoredGameError, match=r"^title: should be text, not None$"):
            store.load_game(untitled)
        with pytest.raises(db.StoredGameError, match=r"^rules: is missing \(NULL\)$"):
            store.load_game(unruled)
        assert store.load_game(intact).title == "c"


def test_a_game_read_as_far_as_its_names_is_listed_with_them(tmp_path: Path) -> None:
    # the library's line of a game that cannot be opened still says who played it
    folder = tmp_path / "data"
    with open_store(folder).store as store:
        broken = store.insert_game(players=NAMES, rules={}, log=[], index=0, title="a")
    conn = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET result = '[1, 2' WHERE id = ?", (broken,))
    conn.close()
    with open_store(folder).store as store:
        (summary,) = store.list_games()
        assert summary.problem.startswith("result cannot be read as JSON")
        assert (summary.names, summary.title, summary.position) == (list(NAMES), "a", 0)


def test_a_lowered_schema_number_over_a_view_another_program_added_is_refused(
    tmp_path: Path,
) -> None:
    path = make_library(tmp_path / "data")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE VIEW titles AS SELECT title FROM games")
    conn.execute("PRAGMA user_version = 1")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StoreUnavailable) as caught:
        open_store(tmp_path / "data")
    assert str(caught.value).startswith(
        "The database says it is schema 1, but its tables are not those of schema 1 or of "
        "any later one this scoretable knows"
    )
    assert path.read_bytes() == before


def _error(code: int, words: str) -> sqlite3.Error:
    error = sqlite3.DatabaseError(words)
    error.sqlite_errorcode = code  # as SQLite's own errors carry it
    return error


@pytest.mark.parametrize(
    ("code", "words", "unavailable", "kind", "message"),
    [
        (
            sqlite3.SQLITE_CORRUPT,
            "database disk image is malformed",
            False,
            "damaged",
            "The database is damaged: database disk image is malformed.",
        ),
        (
            sqlite3.SQLITE_NOTADB,
            "file is not a database",
            False,
            "unreadable",
            "The database cannot be read: file is not a database.",
        ),
        (
            sqlite3.SQLITE_FULL,
            "database or disk is full",
            True,
            "full",
            "The database cannot be used now: database or disk is full. The file was not changed.",
        ),
        (
            sqlite3.SQLITE_LOCKED | (1 << 8),  # an extended code: its primary decides
            "database table is locked",
            True,
            "busy",
            "The database cannot be used now: database table is locked. The file was not changed.",
        ),
    ],
    ids=["damaged", "not a database", "full", "locked"],
)
def test_each_sqlite_error_is_told_by_its_kind(
    code: int, words: str, unavailable: bool, kind: str, message: str
) -> None:
    told = db.classify(_error(code, words))
    assert isinstance(told, StoreUnavailable) is unavailable
    assert told.kind == kind
    assert str(told) == message
    assert told.detail == words


def test_a_damaged_page_met_while_reading_is_told_as_damage(tmp_path: Path) -> None:
    path = tmp_path / "damaged.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x TEXT)")
    conn.executemany("INSERT INTO t VALUES (?)", [("x" * 500,) for _ in range(200)])
    conn.commit()
    conn.close()
    with open(path, "r+b") as f:  # the table's pages overwritten, the header kept
        f.seek(4096 * 2)
        f.write(b"\xff" * 4096 * 4)
    conn = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.DatabaseError) as caught:
            conn.execute("SELECT count(*), max(x) FROM t").fetchall()
    finally:
        conn.close()
    assert db.classify(caught.value).kind == "damaged"
