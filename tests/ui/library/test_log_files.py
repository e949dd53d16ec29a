"""Tenhou logs through the window's functions (the file dialogs answered by the test)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.log_fixtures import GAME_XML, HANDS, game_xml
from helpers.long_work import log_files as many_logs
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from scoretable.logs.tenhou import LogError
from scoretable.storage import work
from scoretable.storage.db import SaveError, Store, open_store
from scoretable.storage.logs import import_log
from scoretable.ui.library import log_files


def test_import_then_export_as_tenhou6(qtbot, tmp_path, monkeypatch):
    good = tmp_path / "game.mjlog"
    good.write_text(GAME_XML, encoding="utf-8")
    bad = tmp_path / "notes.txt"
    bad.write_text("hello", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(good), str(bad), str(good)], "")
    )
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    with open_store(tmp_path / "lib").store as store:
        job = log_files.import_logs(parent, store)  # in the background (issue 35)
        assert job is not None
        with qtbot.waitSignal(job.finished):
            pass
        ids = [store.game_with_origin(key) for key in store.origins().values()]
        assert len(ids) == 1
        assert len(store.list_games()) == 1
        assert shown[-1].splitlines() == [
            "Imported: game.mjlog",
            "Refused: notes.txt: neither mjlog XML nor tenhou.net/6 JSON",
            "Already in the library: game.mjlog",
        ]
        target = tmp_path / "out.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        assert log_files.export_tenhou6(None, store, ids[0]) == target
        assert json.loads(target.read_text(encoding="utf-8"))["name"][0] == "Ann"
        assert "no discards" in shown[-1]
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
        assert log_files.export_tenhou6(None, store, ids[0]) is None
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([], ""))
        assert log_files.import_logs(parent, store) is None


def test_a_bad_file_in_a_chunk_is_refused_and_its_chunks_good_files_are_kept(
    qtbot, tmp_path, monkeypatch
):
    """Files imported a chunk to a transaction (issue 35): a log that fails half-way through
    its own writes is undone alone (a savepoint), the others of its chunk stored."""
    monkeypatch.setattr(work, "CHUNK_SECONDS", 60.0)  # the second chunk: all the rest
    paths = many_logs(tmp_path / "logs", 5)
    real = Store._insert

    def insert(self, conn, now, **game):
        game_id = real(self, conn, now, **game)  # written, then found bad
        if game["title"].endswith("game00003"):
            raise LogError("the log breaks off here")
        return game_id

    monkeypatch.setattr(Store, "_insert", insert)
    shown: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(p) for p in paths], "")
    )
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    with open_store(tmp_path / "lib").store as store:
        job = log_files.import_logs(parent, store)
        assert job is not None
        with qtbot.waitSignal(job.finished):
            pass
        titles = sorted(g.title for g in store.list_games())
        origins = len(store.origins())
    assert shown[-1].splitlines() == [
        "Imported: game00000.mjlog",
        "Imported: game00001.mjlog",
        "Imported: game00002.mjlog",
        "Refused: game00003.mjlog: the log breaks off here",
        "Imported: game00004.mjlog",
    ]
    assert titles == [f"Tenhou log game0000{n}" for n in (0, 1, 2, 4)]
    assert origins == 4


# --- a library that cannot take more, a path that cannot be written ----------------------------


def second_game(tmp_path: Path) -> Path:
    """A second log, another game than GAME_XML's."""
    path = tmp_path / "second.mjlog"
    path.write_text(game_xml(HANDS[:1], seed="second"), encoding="utf-8")
    return path


def fill_up(store) -> None:
    """The store can grow no more (as on a full disk): SQLite says "database or disk is full"
    (its last pages filled with games of no interest)."""
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    with contextlib.suppress(SaveError):
        for _ in range(10_000):
            store.insert_game(players=["a"] * 4, rules={}, log=[], index=0, title="filler")


def lock_out(store) -> None:
    """Another program holds the write lock: SQLite says "database is locked" (after the
    worker's wait for a lock, made short by the test)."""
    other = sqlite3.connect(store.path, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    HELD.append(other)


HELD: list[sqlite3.Connection] = []


@pytest.fixture
def release_locks() -> Iterator[None]:
    yield
    while HELD:
        HELD.pop().close()


def full_after_first(monkeypatch, spoil) -> None:
    """The store takes the first chunk of logs (one file), then ``spoil`` makes it refuse
    the next chunk."""
    real = Store.batch
    calls: list[int] = []

    def batch(self):
        calls.append(1)
        if len(calls) == 2:
            monkeypatch.setattr(Store, "batch", real)
            spoil(self)
        return real(self)

    monkeypatch.setattr(Store, "batch", batch)


@pytest.mark.parametrize(
    ("spoil", "kind", "reason"),
    [
        (fill_up, "full", "The library cannot take more games: the disk is full"),
        (lock_out, "busy", "another program is using the database (database is locked)"),
    ],
)
def test_an_import_stops_where_the_library_cannot_take_more_and_keeps_what_it_took(
    qtbot, tmp_path, monkeypatch, release_locks, spoil, kind, reason
):
    first = tmp_path / "game.mjlog"
    first.write_text(GAME_XML, encoding="utf-8")
    paths = [first, second_game(tmp_path), tmp_path / "third.mjlog"]
    full_after_first(monkeypatch, spoil)
    monkeypatch.setattr(work, "WORKER_BUSY_SECONDS", 0.05)
    warned: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: (list(map(str, paths)), "")
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    monkeypatch.setattr(QMessageBox, "information", lambda *a: pytest.fail(f"told {a[2]!r}"))
    parent = QWidget()
    qtbot.addWidget(parent)
    with open_store(tmp_path / "lib").store as store:
        job = log_files.import_logs(parent, store)
        assert job is not None
        with qtbot.waitSignal(job.finished):
            pass
        while HELD:
            HELD.pop().close()
        titles = {g.title for g in store.list_games()} - {"filler"}
    assert titles == {"Tenhou log game"}
    head, files = warned[0].split("\n\n")
    assert reason in head
    assert "Stopped before 2 of the 3 files" in head
    assert files == "Imported: game.mjlog"


def test_a_store_that_refuses_a_read_stops_the_import_too(tmp_path, monkeypatch):
    def broken(self, origin):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(Store, "game_with_origin", broken)
    path = tmp_path / "game.mjlog"
    path.write_text(GAME_XML, encoding="utf-8")
    lines: list[str] = []
    with (
        open_store(tmp_path / "lib").store as store,
        pytest.raises(log_files.LibraryRefused) as refused,
    ):
        log_files.import_log_files(store, [path], lines=lines)
    assert (refused.value.kind, refused.value.detail) == ("unavailable", "disk I/O error")
    assert lines == []
    text = log_files.refused_text(refused.value, 1, 1)
    assert text.splitlines()[0] == "The library cannot take more games (disk I/O error)."


@pytest.mark.parametrize("kind", ["readonly", "full", "busy", "unavailable"])
def test_each_kind_of_refusal_has_its_sentence(kind):
    text = log_files.refused_text(log_files.LibraryRefused(kind, "why"), 2, 5)
    assert "(why)" in text
    assert "Stopped before 2 of the 5 files" in text
    assert ("the database cannot be written" in text) == (kind == "readonly")


def test_an_export_to_a_folder_that_is_gone_raises_for_the_guard_and_writes_nothing(
    qtbot, tmp_path, monkeypatch
):
    # the window's guard turns the error into the strip's sentence (tests/ui/test_error_words.py)
    source = tmp_path / "game.mjlog"
    source.write_text(GAME_XML, encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "information", lambda *a: pytest.fail(f"told {a[2]!r}"))
    target = tmp_path / "gone" / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with open_store(tmp_path / "lib").store as store:
        game_id = import_log(store, source).game_id
        with pytest.raises(FileNotFoundError):
            log_files.export_tenhou6(None, store, game_id)
    assert not target.parent.exists()
