"""Long work in chunks: what a long job of the library reports between chunks, and how it stops.

    def restore(store, path, progress: Progress = no_progress) -> Result:
        for chunk in chunks:
            store.insert_games(chunk)                 # committed: kept whatever follows
            progress("storing", done, total)          # may raise Cancelled

A job calls ``progress(stage, done, total)`` after each chunk it has committed (and while it
reads or checks, where nothing is written yet). The caller's callback raises
:class:`Cancelled` to stop the job there: between two chunks, never inside one. What the job
has committed stays (or, where part of the work would mislead, as with a half-written backup
file, the job undoes it itself); its docstring says which.

:func:`open_worker_store` gives a job that runs on another thread its own connection to the
same database (SQLite connections are not shared between threads here).
"""

from __future__ import annotations

import contextlib
import math
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from scoretable import clock
from scoretable.storage.errors import classify
from scoretable.storage.store import Store

T = TypeVar("T")
R = TypeVar("R")

# How long a worker's statement waits for the window's own short transactions (a hand
# recorded meanwhile) before it gives up.
WORKER_BUSY_SECONDS = 10.0

# A chunk's transaction stays well under the window's wait for the lock
# (:data:`scoretable.storage.db.BUSY_SECONDS`), so a hand can be recorded meanwhile.
CHUNK_SECONDS = 0.05


class Cancelled(Exception):
    """The user asked the job to stop (raised by a progress callback between chunks)."""


# ``progress(stage, done, total)``: ``stage`` a short word ("checking", "storing"...),
# ``done`` of ``total`` units (games, files, bytes). May raise :class:`Cancelled`.
Progress = Callable[[str, int, int], None]


def no_progress(stage: str, done: int, total: int) -> None:
    """The progress callback of a job nobody watches."""


def timed_chunks(items: Sequence[T], seconds: float = CHUNK_SECONDS) -> Iterator[list[T]]:
    """``items`` in chunks of a size that takes about ``seconds`` to handle: the first chunk
    has one item, each later one is sized from the time the one before took."""
    start = 0
    size = 1
    while start < len(items):
        chunk = list(items[start : start + size])
        began = clock.monotonic()
        yield chunk
        took = clock.monotonic() - began
        start += len(chunk)
        per_item = took / len(chunk)
        # (a time too short to divide by, a subnormal one too, fits any number: inf)
        fits = seconds / per_item if per_item > 0 else math.inf
        size = max(1, int(min(size * 4, fits)))


def in_batches(
    store: Store,
    items: Sequence[T],
    handle: Callable[[T], R],
    progress: Progress,
    stage: str,
    seconds: float | None = None,
) -> Iterator[list[R]]:
    """``handle(item)`` for each of ``items``, in chunks of about ``seconds`` (a log file
    imported each): each chunk one transaction (:meth:`Store.batch`), so the disk is synced
    once a chunk rather than once an item, and each transaction ``handle`` opens a savepoint
    of it (an item refused and caught by ``handle`` loses nothing else of its chunk).

    Yields each chunk's results once they are committed, then calls ``progress(stage, done,
    total)``: :class:`Cancelled` there leaves the chunks yielded kept. An exception out of
    ``handle`` (or the commit) undoes that chunk whole and ends the work; those before stay.
    ``seconds``: :data:`CHUNK_SECONDS` unless given."""
    total = len(items)
    done = 0
    progress(stage, done, total)
    for chunk in timed_chunks(items, CHUNK_SECONDS if seconds is None else seconds):
        with store.batch():
            results = [handle(item) for item in chunk]
        done += len(chunk)
        yield results
        progress(stage, done, total)


class WriteGate:
    """One writer at a time among the app's own connections to a database, the urgent first.

    The window's store is urgent (a hand being recorded), a long job's is not: a job waits
    before each chunk's transaction while the window wants to write, so the window waits at
    most for the chunk under way. (SQLite's own wait for a lock polls at intervals and
    favours no one: a job committing chunk after chunk could keep the window out.)
    """

    def __init__(self) -> None:
        self._condition = threading.Condition()
        self._busy = False
        self._urgent = 0
        #: how many writers wait for the gate now (a test waits for them, not for a time)
        self.waiting = 0

    @contextlib.contextmanager
    def hold(self, urgent: bool) -> Iterator[None]:
        with self._condition:
            self._urgent += urgent
            self.waiting += 1
            try:
                while self._busy or (not urgent and self._urgent):
                    self._condition.wait()
            finally:
                self._urgent -= urgent
                self.waiting -= 1
            self._busy = True
        try:
            yield
        finally:
            with self._condition:
                self._busy = False
                self._condition.notify_all()


def open_worker_store(store: Store) -> Store | None:
    """A second connection to ``store``'s database for a job on another thread (None for a
    store kept in memory, which has no second connection). It takes no lock file (the app
    holds that), waits longer for the lock than the window does, and shares a
    :class:`WriteGate` with ``store`` that lets the window write first."""
    if store.gate is None:
        store.gate = WriteGate()
    if str(store.path) == ":memory:":
        return None  # the job shares the window's connection, a transaction at a time
    try:
        conn = sqlite3.connect(
            store.path, isolation_level=None, check_same_thread=False, timeout=WORKER_BUSY_SECONDS
        )
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA fullfsync=ON")
        conn.execute("PRAGMA checkpoint_fullfsync=ON")
        conn.execute("PRAGMA foreign_keys=ON")
    except sqlite3.Error as error:
        raise classify(error) from error
    worker = Store(conn, store.path)
    worker.gate, worker.urgent = store.gate, False
    return worker
