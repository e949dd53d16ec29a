"""The user's permissions and the disk's faults: a read-only folder or database respected and
refused with the reason, a database that could not be created on a full disk removed, a
lowered schema number recognised (put right where the tables are intact), a ``-wal`` without
its database moved aside with a notice."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scoretable.storage.db import StoreUnavailable, open_store
from scoretable.storage.migrations import SCHEMA_VERSION
from scoretable.storage.paths import DB_NAME

ROOT = Path(__file__).resolve().parents[2]


def make_library(folder: Path, games: int = 1) -> None:
    with open_store(folder).store as store:
        for n in range(games):
            store.insert_game(
                players=["A", "B", "C", "D"], rules={}, log=[], index=0, title=f"game {n}"
            )


def listing(folder: Path) -> dict[str, tuple[int, bytes]]:
    return {
        p.name: (p.stat().st_mode & 0o777, p.read_bytes() if p.is_file() else b"")
        for p in sorted(folder.iterdir())
    }


# --- permissions -------------------------------------------------------------------------------


def test_a_data_folder_the_user_made_read_only_is_refused_and_left_so(tmp_path):
    folder = tmp_path / "data"
    make_library(folder)
    folder.chmod(0o555)
    before = listing(folder)
    try:
        with pytest.raises(StoreUnavailable) as caught:
            open_store(folder)
        assert caught.value.kind == "readonly"
        assert str(caught.value) == (
            f"The data folder {folder} is read-only (mode 555), as its owner set it; scoretable "
            "leaves it so and cannot keep games in it. Make it writable (chmod u+w) or choose "
            "another --data-dir."
        )
        assert folder.stat().st_mode & 0o777 == 0o555
        assert listing(folder) == before
    finally:
        folder.chmod(0o700)


def test_a_database_the_user_made_read_only_is_refused_and_left_so(tmp_path):
    folder = tmp_path / "data"
    make_library(folder)
    database = folder / DB_NAME
    database.chmod(0o444)
    before = database.read_bytes()
    with pytest.raises(StoreUnavailable) as caught:
        open_store(folder)
    assert caught.value.kind == "readonly"
    assert str(caught.value) == (
        f"The database {database} is read-only (mode 444), as its owner set it; scoretable "
        "leaves it so and cannot record games in it. Make it writable (chmod u+w) or choose "
        "another --data-dir."
    )
    assert caught.value.detail == f"{database}: read-only, mode 444"
    assert database.stat().st_mode & 0o777 == 0o444
    assert database.read_bytes() == before
    database.chmod(0o600)
    with open_store(folder).store as store:
        assert store.count_games() == 1


def test_a_database_open_to_others_is_made_private_keeping_the_owner_s_rights(tmp_path):
    folder = tmp_path / "data"
    make_library(folder)
    (folder / DB_NAME).chmod(0o664)
    open_store(folder).store.close()
    assert (folder / DB_NAME).stat().st_mode & 0o777 == 0o600


# --- a full disk -------------------------------------------------------------------------------

FULL_DISK = textwrap.dedent(
    """
    import resource, signal, sys
    from pathlib import Path
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    hard = resource.getrlimit(resource.RLIMIT_FSIZE)[1]
    resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[2]), hard))
    from scoretable.storage.db import StoreUnavailable, open_store
    try:
        open_store(Path(sys.argv[1]))
    except StoreUnavailable as error:
        print(error)
    # the disk has room again (the soft limit lifted): a coverage measurement can be saved
    resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="no file-size limits on Windows")
@pytest.mark.parametrize("limit", [100, 4096])
def test_a_database_that_cannot_be_created_is_removed_not_left_for_the_next_start(tmp_path, limit):
    """A file-size limit stands for a full disk: the first start fails; the next one, with
    room, starts a library and calls nothing damaged."""
    folder = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-c", FULL_DISK, str(folder), str(limit)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.stderr == ""
    assert done.stdout.startswith(f"A new library cannot be created in {folder}: ")
    assert "Nothing was left behind" in done.stdout
    assert not (folder / DB_NAME).exists()
    assert not (folder / f"{DB_NAME}-wal").exists()
    opened = open_store(folder)
    with opened.store as store:
        assert opened.notice is None
        assert store.count_games() == 0


# --- a lowered schema number -------------------------------------------------------------------


def set_version(folder: Path, version: int) -> None:
    conn = sqlite3.connect(folder / DB_NAME)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("lowered", range(SCHEMA_VERSION))
def test_a_lowered_schema_number_is_put_right_when_the_tables_are_intact(tmp_path, lowered):
    folder = tmp_path / "data"
    make_library(folder, games=3)
    set_version(folder, lowered)
    opened = open_store(folder)
    with opened.store as store:
        assert opened.notice == (
            f"The database's schema number was {lowered}, but its tables are exactly those of "
            f"schema {SCHEMA_VERSION} (a downgrade gone wrong?): the number was put right. "
            "No game was changed."
        )
        assert store.schema_version == SCHEMA_VERSION
        assert [g.title for g in store.list_games()] == ["game 2", "game 1", "game 0"]
    reopened = open_store(folder)
    reopened.store.close()
    assert reopened.notice is None


def test_a_lowered_schema_number_over_tables_of_no_version_is_explained_and_left(tmp_path):
    folder = tmp_path / "data"
    make_library(folder)
    conn = sqlite3.connect(folder / DB_NAME)
    conn.execute("ALTER TABLE games ADD COLUMN extra TEXT")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    before = (folder / DB_NAME).read_bytes()
    with pytest.raises(StoreUnavailable) as caught:
        open_store(folder)
    assert str(caught.value).startswith(
        "The database says it is schema 1, but its tables are not those of schema 1 or of any "
        "later one this scoretable knows"
    )
    assert "duplicate column" not in str(caught.value)
    # the window words it by its kind; the detail names the schema the file claims
    assert (caught.value.kind, caught.value.detail) == ("unavailable", "schema 1")
    assert (folder / DB_NAME).read_bytes() == before


# --- a -wal without its database ---------------------------------------------------------------


@pytest.mark.parametrize("companions", [("-wal",), ("-wal", "-shm"), ("-shm",)])
def test_a_wal_without_its_database_is_moved_aside_with_a_notice(tmp_path, companions):
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    for suffix in companions:
        (folder / f"{DB_NAME}{suffix}").write_bytes(b"garbage " + suffix.encode())
    opened = open_store(folder)
    with opened.store as store:
        assert store.count_games() == 0
        store.insert_game(players=["A", "B", "C", "D"], rules={}, log=[], index=0)
    kept = sorted(p for p in folder.iterdir() if ".orphan-" in p.name)
    suffixes = sorted(companions)
    assert [p.name.split(".orphan-")[0] for p in kept] == [f"{DB_NAME}{s}" for s in suffixes]
    assert [p.read_bytes() for p in kept] == [b"garbage " + s.encode() for s in suffixes]
    names = ", ".join(f"{DB_NAME}{s}" for s in companions)
    assert opened.notice is not None
    assert opened.notice.startswith(f"{names} was found without its database ({DB_NAME})")
    assert all(str(p) in opened.notice for p in kept)
    with open_store(folder).store as store:
        assert store.count_games() == 1


# --- what the app shows --------------------------------------------------------------------


def test_the_app_says_what_was_put_right_in_its_language(tmp_path, qapp, monkeypatch):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from scoretable.session.library import open_library
    from scoretable.ui.library.prompts import MessageBoxes

    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    (folder / f"{DB_NAME}-wal").write_bytes(b"stray")
    shown = []
    monkeypatch.setattr(
        QMessageBox, "information", lambda parent, title, text: shown.append((title, text))
    )
    japanese = {"The library was put right": "ライブラリを修復しました"}
    monkeypatch.setattr(
        QCoreApplication, "translate", staticmethod(lambda c, t, *a: japanese.get(t, t))
    )
    library = open_library(str(folder), MessageBoxes())
    assert library is not None
    library.store.close()
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "ライブラリを修復しました"
    assert text.startswith(f"{DB_NAME}-wal was found without its database ({DB_NAME})")


def test_the_app_tells_a_read_only_folder_and_offers_retry(tmp_path, qapp, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from scoretable.session.library import open_library
    from scoretable.ui.library.prompts import MessageBoxes

    folder = tmp_path / "data"
    make_library(folder)
    folder.chmod(0o555)
    asked = []

    def warning(parent, title, text, *buttons):
        asked.append((title, text))
        return QMessageBox.StandardButton.Close

    monkeypatch.setattr(QMessageBox, "warning", warning)
    try:
        assert open_library(str(folder), MessageBoxes()) is None
    finally:
        folder.chmod(0o700)
    assert asked == [
        (
            "The library cannot be opened now",
            f"The database cannot be written ({folder}: read-only, mode 555).\n\nThe library "
            "was not changed. Retry when this is fixed, Ignore to play without saving, or "
            "Close to quit.",
        )
    ]


def test_a_schema_number_over_no_tables_at_all_is_explained_and_left(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    conn = sqlite3.connect(folder / DB_NAME)
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    with pytest.raises(StoreUnavailable, match="says it is schema 2, but its tables are not"):
        open_store(folder)
