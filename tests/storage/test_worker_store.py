"""A long job's own connection: it shares the window's write gate, and a file it cannot open
is a store error like the window's."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scoretable.storage.db import Store, StoreError, open_store
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


def test_a_database_the_job_cannot_open_is_a_store_error(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder-in-the-files-place"
    folder.mkdir()
    store = Store(sqlite3.connect(":memory:"), folder)
    with pytest.raises(StoreError, match="cannot be used now"):
        open_worker_store(store)
