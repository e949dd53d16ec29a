"""Opening a library: the store in a data folder (locked, checked, upgraded, a damaged file
moved aside), a read-only look at the last unfinished game, a follower's read-only
connection, and a store in memory where no folder can be used."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.errors import (
    BUSY_SECONDS,
    Notice,
    StoreError,
    StoreUnavailable,
    classify,
)
from scoretable.storage.locking import _Lock
from scoretable.storage.paths import DB_NAME
from scoretable.storage.records import GameRecord
from scoretable.storage.repair import (
    _inspect,
    _move_aside,
    _orphans,
    _private,
    _read_only,
    _tighten,
)
from scoretable.storage.store import Store
from scoretable.storage.upgrade import _upgrade


@dataclass(frozen=True)
class Opened:
    """What :func:`open_store` gives the app: the store and, if the old file could not be
    used, a message to show (the file was moved aside, see ``moved_to``); ``repaired`` when
    something was put right on the way (a stray ``-wal`` moved aside, a lowered schema
    number), the same in the interface's language (``notice`` is its English)."""

    store: Store
    notice: str | None = None
    moved_to: Path | None = None
    error: StoreError | None = None
    repaired: Notice | None = None


def _connect(path: Path) -> tuple[sqlite3.Connection, Notice | None]:
    """Open, check and upgrade the file; raises StoreError without writing to a bad file.
    Returns the connection and what to tell the user about it (or None)."""
    notice = None
    created = False
    if path.exists() or path.is_symlink():
        mode = _read_only(path)
        if mode is not None:
            raise StoreUnavailable(
                f"The database {path} is read-only (mode {mode:o}), as its owner set it; "
                "scoretable leaves it so and cannot record games in it. Make it writable "
                "(chmod u+w) or choose another --data-dir.",
                "readonly",
                f"{path}: read-only, mode {mode:o}",
            )
        _inspect(path)
    else:
        notice = _orphans(path)
        # Created private to the user; SQLite gives its -wal and -shm the same mode.
        with contextlib.suppress(FileExistsError):
            os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600))
            created = True
    try:
        conn, repaired = _setup(path)
    except BaseException as exc:
        if not created:
            raise
        # nothing of the user's is in it: never leave it empty for the next start
        for name in (path.name, path.name + "-wal", path.name + "-shm"):
            with contextlib.suppress(OSError):
                path.with_name(name).unlink()
        if isinstance(exc, StoreUnavailable):
            raise StoreUnavailable(
                f"A new library cannot be created in {path.parent}: {exc.detail} (a full "
                "disk or a file-size limit?). Nothing was left behind; free some space and "
                "retry.",
                exc.kind,
                exc.detail,
            ) from exc
        raise
    return conn, repaired or notice


def _setup(path: Path) -> tuple[sqlite3.Connection, Notice | None]:
    _private(path)
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, so a transaction is exactly
    # what the code says it is.
    try:
        conn = sqlite3.connect(
            path, isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS
        )
    except sqlite3.Error as exc:
        raise classify(exc) from exc
    try:
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":  # pragma: no cover - a file system without shared memory
            conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("PRAGMA synchronous=FULL")
        # macOS: a plain fsync leaves data in the drive's cache; F_FULLFSYNC flushes it too
        # (ignored elsewhere).
        conn.execute("PRAGMA fullfsync=ON")
        conn.execute("PRAGMA checkpoint_fullfsync=ON")
        conn.execute("PRAGMA foreign_keys=ON")
        repaired = _upgrade(conn)
        # Can we write? Taking the write lock writes nothing; another program's write
        # transaction (or a read-only file) is found here, not at the first click.
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.Error as exc:
        conn.close()
        raise classify(exc) from exc
    except StoreError:
        conn.close()
        raise
    return conn, repaired


def open_store(directory: Path) -> Opened:
    """Open (or create) the store in ``directory``.

    A damaged, empty or newer file is moved aside and a fresh store started; the returned
    ``notice`` tells the user what happened. Raises :class:`StoreLocked` if another instance
    holds the database, :class:`StoreUnavailable` if it cannot be used now (nothing touched).
    """
    try:
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        mode = _read_only(directory)
        if mode is not None:
            raise StoreUnavailable(
                f"The data folder {directory} is read-only (mode {mode:o}), as its owner set "
                "it; scoretable leaves it so and cannot keep games in it. Make it writable "
                "(chmod u+w) or choose another --data-dir.",
                "readonly",
                f"{directory}: read-only, mode {mode:o}",
            )
        _tighten(directory)
        lock = _Lock(directory / (DB_NAME + ".lock"))
    except OSError as exc:
        raise StoreUnavailable(
            Notice(
                QT_TRANSLATE_NOOP(
                    "Library", "The data directory {folder} cannot be used: {reason}."
                ),
                folder=directory,
                reason=exc,
            ),
            "unavailable",
            str(exc),
        ) from exc
    path = directory / DB_NAME
    try:
        try:
            conn, repaired = _connect(path)
            notice = None if repaired is None else repaired.message
            return Opened(Store(conn, path, lock), notice, repaired=repaired)
        except StoreUnavailable:
            raise
        except StoreError as exc:
            try:
                moved = _move_aside(path)
            except OSError as error:
                raise StoreUnavailable(
                    f"{exc} It cannot be moved aside: {error}.", "unavailable", str(error)
                ) from error
            conn, _ = _connect(path)
            notice = (
                f"{exc}\n\nThe file was kept, renamed to:\n{moved}\n\n"
                "scoretable started with a new, empty library."
            )
            return Opened(Store(conn, path, lock), notice, moved, exc)
    except BaseException:
        lock.release()
        raise


def read_last_unfinished(directory: Path, game_id: int | None = None) -> GameRecord | None:
    """The most recently played unfinished game of the library in ``directory``, read without
    writing anything there (``--screenshot``, ``share``): None when there is no database or no
    unfinished game; with ``game_id``, that game, finished or not (None if it is gone).
    Raises :class:`StoreError` when the file cannot be read, :class:`StoredGameError` (a
    ValueError) when the game cannot.

    No lock is taken. Without a log beside it the file is opened immutable (SQLite makes no
    ``-wal`` or ``-shm`` for it); with a write-ahead log (the app is running, or stopped
    without closing), reading in place would rewrite the ``-shm`` index, and a rollback
    journal left by a crash would be rolled back: the file and its log are read from a copy
    in a temporary folder instead.
    """
    path = directory / DB_NAME
    if not path.is_file():
        return None
    logs = [path.with_name(path.name + suffix) for suffix in ("-wal", "-journal")]
    pending = [log for log in logs if log.is_file() and log.stat().st_size > 0]
    try:
        if not pending:
            return _read_last_unfinished(path.absolute().as_uri() + "?mode=ro&immutable=1", game_id)
        with tempfile.TemporaryDirectory(prefix="scoretable-") as scratch:
            copy = Path(scratch) / DB_NAME
            shutil.copyfile(path, copy)
            for log in pending:
                shutil.copyfile(log, copy.with_name(log.name))
            # the copy is ours: SQLite may merge its log or roll a half-written change back
            return _read_last_unfinished(copy.as_uri(), game_id)
    except sqlite3.Error as exc:
        raise classify(exc) from exc
    except OSError as exc:
        raise StoreError(f"The database cannot be read: {exc}.", "unreadable", str(exc)) from exc


def _read_last_unfinished(uri: str, game_id: int | None = None) -> GameRecord | None:
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_SECONDS)
    try:
        return Store(conn, Path(uri)).resumed(game_id)
    finally:
        conn.close()


def open_reader(directory: Path) -> Store | None:
    """A store on a read-only connection to the library in ``directory``, opened in place to
    be held open by a follower (``share``) while another process writes, or None when that
    cannot be done without writing there (then :func:`read_last_unfinished` reads it).

    Only a library in write-ahead-log mode with its ``-wal`` and ``-shm`` beside it (a store
    is open on it, or was) is opened: SQLite then creates nothing, rolls nothing back, and a
    reader between two reads holds no lock that stops a writer or a checkpoint (it only marks
    its place in the ``-shm`` index while it reads). ``PRAGMA data_version`` on it
    (:meth:`Store.data_version`) tells when another connection has committed. The library's
    own lock (``<db>.lock``) is never taken. Raises :class:`StoreError` when it cannot be
    read.
    """
    path = directory / DB_NAME
    companions = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    if not all(p.is_file() for p in (path, *companions)):
        return None
    try:
        conn = sqlite3.connect(
            path.absolute().as_uri() + "?mode=ro",
            uri=True,
            timeout=BUSY_SECONDS,
            isolation_level=None,
            check_same_thread=False,
        )
    except sqlite3.Error as exc:
        raise classify(exc) from exc
    try:
        conn.execute("PRAGMA query_only=ON")
        mode = conn.execute("PRAGMA journal_mode").fetchall()[0][0]
    except sqlite3.Error as exc:
        conn.close()
        raise classify(exc) from exc
    if str(mode).lower() != "wal":  # the companions are a crash's leftovers: read a copy
        conn.close()
        return None
    return Store(conn, path)


def open_memory_store() -> Store:
    """A store that lives in memory only (when the data directory cannot be used)."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    _upgrade(conn)
    return Store(conn, Path(":memory:"))


# --- the store -------------------------------------------------------------------------------
