"""The follower's read-only connection (``storage.db.open_reader``): opened in place only on a
library in write-ahead-log mode, None where that would mean writing there, and a library it
cannot read refused as a StoreError, never a bare sqlite3 error."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from helpers.storage_games import NAMES, standard

from scoretable.storage import opening
from scoretable.storage.db import StoreError, open_reader, open_store
from scoretable.storage.paths import DB_NAME


def _companions(directory: Path) -> None:
    for suffix in ("-wal", "-shm"):
        (directory / (DB_NAME + suffix)).write_bytes(b"")


def test_leftover_companions_of_a_rollback_journal_library_are_not_opened_in_place(
    tmp_path: Path,
) -> None:
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    _companions(tmp_path)  # a crash's leftovers beside a library not in WAL mode
    assert open_reader(tmp_path) is None


def test_a_file_that_is_not_a_library_is_refused_as_a_store_error(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"not a database " * 300)
    _companions(tmp_path)
    with pytest.raises(StoreError):
        open_reader(tmp_path)


def test_a_connection_sqlite_refuses_is_a_store_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / DB_NAME).write_bytes(b"")
    _companions(tmp_path)

    def refuse(*args: object, **kwargs: object) -> sqlite3.Connection:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(opening.sqlite3, "connect", refuse)
    with pytest.raises(StoreError):
        open_reader(tmp_path)


def test_a_library_open_elsewhere_is_read_in_place_and_its_commits_seen(tmp_path: Path) -> None:
    with open_store(tmp_path).store as store:
        store.insert_game(players=NAMES, rules=standard(), log=[], index=0, title="one")
        reader = open_reader(tmp_path)
        assert reader is not None
        try:
            assert reader.path == tmp_path / DB_NAME
            assert [g.title for g in reader.list_games()] == ["one"]
            seen = reader.data_version()
            store.insert_game(players=NAMES, rules=standard(), log=[], index=0, title="two")
            assert reader.data_version() != seen  # another connection committed
            assert reader.count_games() == 2
            with pytest.raises(sqlite3.OperationalError, match="readonly"):
                reader.conn.execute("DELETE FROM games")
        finally:
            reader.close()
        assert store.count_games() == 2
