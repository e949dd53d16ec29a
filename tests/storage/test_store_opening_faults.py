"""Opening the store in this process: a folder or another program's database in the file's
place is left alone; an empty file goes aside under a name of its own; a stored row that
cannot be read says which column and why."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from helpers.storage_games import GAME_ONE, NAMES, standard

from scoretable.storage import repair
from scoretable.storage.db import StoreUnavailable, open_store, read_last_unfinished
from scoretable.storage.paths import DB_NAME


def test_a_folder_in_the_files_place_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).mkdir()
    with pytest.raises(StoreUnavailable, match="is a folder, not a database file") as caught:
        open_store(tmp_path)
    assert caught.value.kind == "unavailable"
    assert (tmp_path / DB_NAME).is_dir()


def test_another_programs_database_is_left_alone(tmp_path: Path) -> None:
    import sqlite3

    with sqlite3.connect(tmp_path / DB_NAME) as other:
        other.execute("CREATE TABLE invoices (n)")
    with pytest.raises(StoreUnavailable, match="another application's database") as caught:
        open_store(tmp_path)
    assert caught.value.kind == "foreign"
    assert caught.value.detail == "invoices"
    # and it can be opened again: the lock was let go
    with pytest.raises(StoreUnavailable):
        open_store(tmp_path)


class _Frozen(datetime):
    @classmethod
    def now(cls, tz: Any = None) -> _Frozen:
        return cls(2026, 1, 2, 3, 4, 5)


def test_empty_files_go_aside_each_under_a_name_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repair, "datetime", _Frozen)
    path = tmp_path / DB_NAME
    moved = []
    for _ in range(2):
        opened = open_store(tmp_path)
        opened.store.close()
        path.unlink()
        for name in (DB_NAME + "-wal", DB_NAME + "-shm"):
            (tmp_path / name).unlink(missing_ok=True)
        path.write_bytes(b"")
        (tmp_path / (DB_NAME + "-journal")).write_bytes(b"")  # a companion goes with it
        opened = open_store(tmp_path)
        opened.store.close()
        assert opened.error is not None
        assert opened.error.kind == "empty"
        moved.append(Path(str(opened.moved_to)).name)
    stamp = "20260102-030405"
    assert moved == [f"{DB_NAME}.damaged-{stamp}", f"{DB_NAME}.damaged-{stamp}-2"]
    assert (tmp_path / f"{DB_NAME}.damaged-{stamp}-2-journal").exists()


def test_no_database_file_means_no_game_to_resume(tmp_path: Path) -> None:
    assert read_last_unfinished(tmp_path) is None


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ("title = x'ff'", "title: is not UTF-8 text"),
        ("finished = 1, result = NULL", "result: is missing from a finished game"),
    ],
)
def test_a_stored_row_that_cannot_be_read_names_the_column(
    tmp_path: Path, change: str, problem: str
) -> None:
    with open_store(tmp_path).store as store:
        game_id = store.insert_game(
            players=NAMES, rules=standard(), log=[*GAME_ONE, {"type": "end"}], index=5
        )
        store.conn.execute(f"UPDATE games SET {change} WHERE id = ?", (game_id,))
        (summary,) = store.list_games()
        assert summary.problem == problem


def test_a_link_to_nothing_in_the_files_place_is_left_alone(tmp_path: Path) -> None:
    link = tmp_path / DB_NAME
    link.symlink_to(tmp_path / "gone" / "library.sqlite3")
    with pytest.raises(StoreUnavailable, match="which does not exist") as caught:
        open_store(tmp_path)
    assert caught.value.kind == "unavailable"
    assert link.is_symlink()
    assert not (tmp_path / "gone").exists()
