"""Work in batches (issue 35): a chunk of items in one transaction, each item's own
transaction a savepoint of it (undone alone when it fails), committed chunks kept by Cancel;
logs imported a chunk of files to a transaction, a bad file costing its chunk nothing."""

from __future__ import annotations

import sqlite3
from urllib.parse import quote

import pytest
from helpers.log_fixtures import GAME_XML
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.logs.tenhou import LogError
from scoretable.storage import work
from scoretable.storage.db import SaveError, Store, open_memory_store
from scoretable.storage.logs import LogImport, StoreRefusal, import_many
from scoretable.storage.work import Cancelled, in_batches, no_progress


def commits(store: Store) -> list[str]:
    """The COMMITs the store's connection runs from now on."""
    seen: list[str] = []
    store.conn.set_trace_callback(lambda sql: seen.append(sql) if sql == "COMMIT" else None)
    return seen


def add(store: Store, title: str) -> int:
    return store.insert_game(players=["a", "b", "c", "d"], rules={}, log=[], index=0, title=title)


def other_game(n: int) -> str:
    """The fixture's game under another seed and another first name: another game."""
    return GAME_XML.replace("fixture-1", f"fixture-{n}").replace(
        'n0="%41%6E%6E"', f'n0="{quote(f"Ann {n}")}"'
    )


def titles(store: Store) -> list[str]:
    return sorted(g.title for g in store.list_games())


def test_a_batch_is_one_commit_and_a_failed_transaction_inside_it_is_undone_alone(store):
    seen = commits(store)
    with store.batch():
        add(store, "first")
        with pytest.raises(ValueError), store.transaction() as conn:
            conn.execute("UPDATE games SET title = 'changed'")
            raise ValueError("a file found bad half-way")
        with pytest.raises(SaveError, match="no such table"), store.transaction() as conn:
            conn.execute("UPDATE games SET title = 'changed again'")
            conn.execute("INSERT INTO nowhere VALUES (1)")
        add(store, "second")
    assert seen == ["COMMIT"]
    assert titles(store) == ["first", "second"]


def test_an_exception_out_of_a_batch_undoes_it_whole_and_ends_the_batch(store):
    add(store, "before")
    with pytest.raises(RuntimeError), store.batch():
        add(store, "inside")
        raise RuntimeError
    assert titles(store) == ["before"]
    seen = commits(store)
    add(store, "after")  # a transaction of its own again, not a savepoint of a batch gone
    assert seen == ["COMMIT"]


def test_chunks_are_committed_one_transaction_each_and_yielded_once_committed(store, frozen_clock):
    # the clock stands still: each chunk takes no time, so each is four times the one before
    # (on a loaded machine an item that took over 12.5 ms made the second chunk smaller)
    seen = commits(store)
    reported: list[tuple[str, int, int]] = []
    chunks = []
    for chunk in in_batches(
        store,
        range(6),
        lambda n: add(store, f"g{n}"),
        lambda *step: reported.append(step),
        "storing",
    ):
        chunks.append(chunk)
        assert store.count_games() == sum(map(len, chunks))  # committed: seen from outside
    assert [len(chunk) for chunk in chunks] == [1, 4, 1]  # the first chunk one item, then more
    assert len(seen) == len(chunks)
    assert reported == [("storing", 0, 6), ("storing", 1, 6), ("storing", 5, 6), ("storing", 6, 6)]


def test_an_item_that_raises_undoes_its_chunk_and_ends_the_work_those_before_stay(store):
    def handle(n: int) -> int:
        add(store, f"g{n}")
        if n == 3:
            raise RuntimeError("the disk is full")
        return n

    done = []
    with pytest.raises(RuntimeError):
        for chunk in in_batches(store, range(6), handle, no_progress, "storing"):
            done += chunk
    assert done == [0]
    assert titles(store) == ["g0"]


@settings(max_examples=60, deadline=None)
@given(
    bad=st.lists(st.booleans(), min_size=1, max_size=30),
    stop_at=st.integers(min_value=0, max_value=40),
    seconds=st.sampled_from([0.0, 60.0]),
)
def test_cancel_keeps_exactly_the_good_items_of_the_chunks_yielded(bad, stop_at, seconds):
    """Whatever fails and wherever Cancel comes, the library holds the good items of the
    chunks handed back, and nothing of a bad item (written, then undone) or of a later one."""
    store = open_memory_store()

    def handle(n: int) -> bool:
        try:
            with store.transaction():
                add(store, f"g{n:02d}")
                if bad[n]:
                    raise LogError("bad")
        except LogError:
            return False
        return True

    def progress(stage: str, done: int, total: int) -> None:
        if done >= stop_at and done < total:
            raise Cancelled

    handed: list[bool] = []
    cancelled = False
    try:
        for chunk in in_batches(store, range(len(bad)), handle, progress, "storing", seconds):
            handed += chunk
    except Cancelled:
        cancelled = True
    assert handed == [not failed for failed in bad[: len(handed)]]
    assert titles(store) == [f"g{n:02d}" for n in range(len(handed)) if not bad[n]]
    if cancelled:
        assert stop_at <= len(handed) < len(bad)
    else:
        assert len(handed) == len(bad)
    store.close()


def test_logs_import_a_chunk_to_a_transaction_and_a_bad_file_loses_nothing_else(
    store, tmp_path, monkeypatch
):
    monkeypatch.setattr(work, "CHUNK_SECONDS", 60.0)  # every file in the first chunks
    files = []
    for n, text in enumerate([GAME_XML, "not a log", other_game(2), GAME_XML]):
        path = tmp_path / f"{n}.xml"
        path.write_text(text, encoding="utf-8")
        files.append(path)
    seen = commits(store)
    outcomes = [o for chunk in import_many(store, files) for _, o in chunk]
    assert len(seen) == 2  # chunks of 1 and 3 files, not a commit per file
    assert isinstance(outcomes[1], LogError)
    first, third, fourth = outcomes[0], outcomes[2], outcomes[3]
    assert isinstance(first, LogImport)
    assert isinstance(third, LogImport)
    assert isinstance(fourth, LogImport)
    assert fourth.already
    assert fourth.game_id == first.game_id
    assert store.count_games() == 2


def test_a_library_that_cannot_take_a_log_undoes_the_chunk_and_stops(store, tmp_path, monkeypatch):
    monkeypatch.setattr(work, "CHUNK_SECONDS", 60.0)
    files = []
    for n in range(4):
        path = tmp_path / f"{n}.xml"
        path.write_text(other_game(n), encoding="utf-8")
        files.append(path)
    real = Store.insert_game

    def insert(self, **game):
        if store.count_games() == 2:
            raise SaveError("database or disk is full")
        return real(self, **game)

    monkeypatch.setattr(Store, "insert_game", insert)
    kept = []
    with pytest.raises(StoreRefusal) as refused:
        for chunk in import_many(store, files):
            kept += chunk
    assert refused.value.kind == "unavailable"
    assert [path.name for path, _ in kept] == ["0.xml"]  # the second chunk (1, 2, 3) undone
    assert store.count_games() == 1


def test_a_read_the_library_refuses_inside_a_chunk_ends_the_import(store, tmp_path, monkeypatch):
    path = tmp_path / "a.xml"
    path.write_text(GAME_XML, encoding="utf-8")

    def broken(self, origin):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(Store, "game_with_origin", broken)
    with pytest.raises(SaveError, match="disk I/O error"):
        list(import_many(store, [path]))
    assert store.count_games() == 0
