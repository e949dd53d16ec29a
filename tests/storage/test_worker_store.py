"""A long job's own connection: it shares the window's write gate, and a file it cannot open
is a store error like the window's."""

from __future__ import annotations

import queue
import sqlite3
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from scoretable.storage import work
from scoretable.storage.db import Store, StoreError, open_memory_store, open_store
from scoretable.storage.work import WriteGate, open_worker_store


def test_a_second_job_shares_the_gate_the_first_one_made(tmp_path: Path) -> None:
    with open_store(tmp_path).store as store:
        first = open_worker_store(store)
        assert first is not None
        gate = store.gate
        assert isinstance(gate, WriteGate)
        assert first.gate is gate
        second = open_worker_store(store)
        assert second is not None
        assert store.gate is gate
        assert second.gate is gate
        assert not first.urgent
        assert not second.urgent
        for worker in (first, second):
            worker.conn.close()


def test_a_store_in_memory_has_no_second_connection_but_its_gate() -> None:
    # a second sqlite3.connect(":memory:") would be another, empty database: the job shares
    # the window's connection instead, a transaction at a time
    store = open_memory_store()
    assert open_worker_store(store) is None
    assert isinstance(store.gate, WriteGate)
    store.conn.close()


def test_a_database_the_job_cannot_open_is_a_store_error(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder-in-the-files-place"
    folder.mkdir()
    store = Store(sqlite3.connect(":memory:"), folder)
    with pytest.raises(StoreError, match="cannot be used now"):
        open_worker_store(store)


def test_the_window_writes_before_a_job_that_waited_longer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the job's next chunk and then the window both wait for a chunk under way: the window
    # goes first (the waits are seen as they happen, no sleep)
    waits: queue.Queue[str] = queue.Queue()

    class Watched(threading.Condition):
        """The gate's condition, telling the test each time a writer starts waiting."""

        def wait(self, timeout: float | None = None) -> bool:
            waits.put(threading.current_thread().name)
            return super().wait(timeout)

    monkeypatch.setattr(work, "threading", SimpleNamespace(Condition=Watched))
    gate = WriteGate()
    order: list[str] = []

    def write(urgent: bool) -> None:
        with gate.hold(urgent=urgent):
            order.append(threading.current_thread().name)

    job = threading.Thread(target=write, args=(False,), name="job", daemon=True)
    window = threading.Thread(target=write, args=(True,), name="window", daemon=True)
    with gate.hold(urgent=False):  # a chunk under way
        job.start()
        assert waits.get(timeout=10) == "job"
        window.start()
        assert waits.get(timeout=10) == "window"
    job.join(10)
    window.join(10)
    assert order == ["window", "job"]
