"""The embedded database: one SQLite file holding every game, the remembered players and the
quiz progress.

    opened = open_store(data_dir(None))      # -> Opened(store, notice)
    journal = opened.store.start_game(rules, players)
    model = GameModel(rules, players, journal=journal)   # every change is committed first

Durability. The file is opened in WAL mode with ``synchronous=FULL``: every commit appends to
the write-ahead log and fsyncs it before ``COMMIT`` returns, so a confirmed action survives a
``kill -9`` *and* a power cut (with ``NORMAL`` a WAL commit can be lost on power failure; in
rollback-journal mode ``FULL`` is as safe but each commit costs two fsyncs and rewrites whole
pages). WAL also keeps a crash from ever leaving the main file half-written.

Saving is incremental: the journal of a game remembers what it last wrote and, after each
push, undo or redo, writes only the entries that changed (usually one row, or none and the
undo position), so its cost does not grow with the length of the game.

Schema versions live in ``PRAGMA user_version``; ``scoretable.storage.migrations`` holds one
frozen migration per version, run in order inside one transaction.

Damage is not a busy disk. An existing file is first examined through a read-only connection
(nothing is written, and closing it merges no WAL): only a file SQLite itself calls corrupt or
not a database (or an empty one, or one from a newer scoretable) is moved aside, renamed byte
for byte with its ``-wal`` and ``-shm`` beside it, and a fresh store started. A full disk, a
lock held by another program, a read-only file or folder, a folder where the file should be,
another application's database: :class:`StoreUnavailable`, the file is left exactly where and
as it is, and the app lets the user retry or quit. A lock file with the owner's pid keeps a
second instance of the app off the same database. Files are private to the user (0600).

The user's own choices are kept: a data folder or a database the user made read-only (no
write permission for its owner) is never made writable; the store is refused with the reason
(:class:`StoreUnavailable`, kind "readonly"). A database this start created and could not set
up (a full disk, a file-size limit) is removed again, never left empty for the next start to
call damaged. A schema number lowered by hand or by a downgrade is recognised from the tables
themselves: where they are exactly those of a later version the number is put right (and the
notice says so), otherwise the file is left alone with the reason. A ``-wal`` (or ``-shm``)
found without its database is moved aside, like a damaged file, with a notice.

Rows read back are checked (:mod:`scoretable.storage.validate`): one malformed game is listed
with its reason (:attr:`GameSummary.problem`) and never stops the rest.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import shutil
import sqlite3
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from scoretable import clock
from scoretable.engine.errors import Sentence
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.results import final_results
from scoretable.storage import validate
from scoretable.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from scoretable.storage.paths import DB_NAME


class StoreError(Exception):
    """The database cannot be used; ``str(error)`` is a message for the user.

    ``kind`` ("newer", "damaged", "unreadable", "locked") and ``detail`` let the UI word it
    in the user's language; where the message is a :class:`Notice` (``sentence``), the UI
    says that in the user's language instead."""

    def __init__(self, message: str | Sentence, kind: str = "unreadable", detail: str = "") -> None:
        self.sentence = message if isinstance(message, Sentence) else None
        super().__init__(message.text() if isinstance(message, Sentence) else message)
        self.kind = kind
        self.detail = detail


class StoreLocked(StoreError):
    """Another running scoretable owns the database."""


class StoreUnavailable(StoreError):
    """The database cannot be used *now*, and nothing is wrong with it: a full disk, a lock
    held by another program, no permission, a read-only place, a folder where the file should
    be, another application's database. The file has not been touched; retrying may work.

    ``kind``: "full", "busy", "readonly", "foreign" or "unavailable"."""


# How long a statement waits for another program's lock before it gives up (a click must
# not freeze for long; nothing of scoretable's own ever holds the lock that long).
BUSY_SECONDS = 0.25

# Only SQLITE_CORRUPT and SQLITE_NOTADB mean the file itself is damaged; every other code
# is a condition of the moment (full, busy, locked, read-only, I/O, permission...).
_KIND_BY_CODE = {
    sqlite3.SQLITE_FULL: "full",
    sqlite3.SQLITE_BUSY: "busy",
    sqlite3.SQLITE_LOCKED: "busy",
    sqlite3.SQLITE_READONLY: "readonly",
}

# The tables only scoretable makes; a file holding other tables and none of these (with no
# schema version) belongs to another application.
_OUR_TABLES = frozenset({"games", "entries", "players"})


def classify(error: sqlite3.Error) -> StoreError:
    """What an SQLite error says about the file: damage, or a condition of the moment."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary == sqlite3.SQLITE_NOTADB:
        return StoreError(f"The database cannot be read: {error}.", "unreadable", str(error))
    if primary == sqlite3.SQLITE_CORRUPT:
        return StoreError(f"The database is damaged: {error}.", "damaged", str(error))
    kind = _KIND_BY_CODE.get(primary or -1, "unavailable")
    return StoreUnavailable(
        f"The database cannot be used now: {error}. The file was not changed.", kind, str(error)
    )


class SaveError(OSError):
    """A change could not be committed (disk full, file gone...). An OSError, so the window
    shows it as "could not be saved" and the model rolls the change back."""


class _Model(Protocol):
    """What the journal reads from a GameModel."""

    @property
    def log(self) -> Sequence[dict[str, Any]]: ...
    @property
    def index(self) -> int: ...
    @property
    def players(self) -> Sequence[str]: ...


def _now() -> str:
    return clock.now().isoformat(timespec="microseconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# --- schema: see scoretable/storage/migrations.py ----------------------------------------------


# --- records ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameSummary:
    """One line of the library (no entries loaded)."""

    id: int
    created: str
    updated: str
    title: str
    names: list[str]
    rules_name: str
    position: int
    finished: bool
    result: dict[str, Any] | None
    # Why the stored row cannot be read ("" if it can): the library shows the game as
    # "cannot be opened: <problem>", lets it be exported raw and deleted.
    problem: str = ""
    # The same reason as a sentence the interface writes in its own language (None if
    # the row can be read).
    reason: validate.ExchangeError | None = field(default=None, compare=False)


@dataclass(frozen=True)
class GameRecord:
    """A whole stored game, enough for ``GameModel.restore``."""

    id: int
    created: str
    updated: str
    title: str
    players: list[str]
    names: list[str]
    rules: dict[str, Any]
    log: list[dict[str, Any]]
    index: int
    finished: bool
    result: dict[str, Any] | None


class Notice(Sentence):
    """What opening the library put right, told in the interface's language
    (``notice.text(QCoreApplication.translate)``); marked under "Library"."""

    context = "Library"


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


# --- the lock --------------------------------------------------------------------------------


class _Lock:
    """An exclusive, non-blocking lock on ``<db>.lock`` held while the store is open.

    The OS drops it when the process dies (even by SIGKILL), so a crash never leaves a stale
    lock; the pid written into the file only serves the refusal message. It sits past the
    first bytes because Windows locks a byte range (byte 0) that others then cannot read.
    """

    PID_OFFSET = 16

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            self._acquire()
        except OSError:
            other = ""
            with contextlib.suppress(OSError, ValueError):
                os.lseek(self._fd, self.PID_OFFSET, os.SEEK_SET)
                other = os.read(self._fd, 32).decode().strip()
            os.close(self._fd)
            who = f" (process {other})" if other else ""
            raise StoreLocked(
                f"Another scoretable{who} is already using the database in {path.parent}. "
                "Close it first, or start this one with a different --data-dir.",
                "locked",
                other,
            ) from None
        with contextlib.suppress(OSError):  # only for the message; a full disk may refuse it
            os.ftruncate(self._fd, self.PID_OFFSET)
            os.lseek(self._fd, self.PID_OFFSET, os.SEEK_SET)
            os.write(self._fd, str(os.getpid()).encode())

    def _acquire(self) -> None:
        if sys.platform == "win32":  # pragma: no cover - Windows only; the tests run on Linux
            import msvcrt

            os.lseek(self._fd, 0, os.SEEK_SET)
            msvcrt.locking(self._fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def release(self) -> None:
        """Drop the lock (once: its store forgets it, a failed opening never made one)."""
        os.close(self._fd)  # closing drops the lock
        self._fd = -1


# --- opening ---------------------------------------------------------------------------------


def _inspect(path: Path) -> None:
    """Read-only checks of an existing file. Raises StoreError (damaged, newer, empty: the
    file may be moved aside) or StoreUnavailable (leave it be). Writes nothing: the
    connection is read-only, so neither the checks nor closing it change the file or its WAL."""
    if path.is_dir():
        raise StoreUnavailable(
            Notice(
                QT_TRANSLATE_NOOP(
                    "Library", "{path} is a folder, not a database file. Move it away and retry."
                ),
                path=path,
            ),
            "unavailable",
        )
    if not path.exists():  # a symbolic link to nothing: left as it is, never written through
        raise StoreUnavailable(
            Notice(
                QT_TRANSLATE_NOOP(
                    "Library",
                    "{path} is a link to {target}, which does not exist. Restore what it "
                    "points to, or remove the link, and retry.",
                ),
                path=path,
                target=os.readlink(path),
            ),
            "unavailable",
            str(path),
        )
    wal = path.with_name(path.name + "-wal")
    if path.stat().st_size == 0 and not (wal.exists() and wal.stat().st_size > 0):
        raise StoreError("The database file is empty (0 bytes).", "empty", "0 bytes")
    companions = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    absent = [p for p in companions if not p.exists()]
    shm = companions[1]
    # Reading through the WAL rebuilds its index in -shm: kept, to be put back as it was if
    # the file turns out damaged and goes aside.
    shm_before = shm.read_bytes() if shm not in absent and shm.stat().st_size < 2**24 else None
    try:
        conn = sqlite3.connect(
            path.absolute().as_uri() + "?mode=ro", uri=True, timeout=BUSY_SECONDS
        )
    except sqlite3.Error as exc:
        raise classify(exc) from exc
    try:
        try:
            _examine(conn, path)
        except sqlite3.Error as exc:
            raise classify(exc) from exc
    except StoreError as exc:
        conn.close()
        if shm_before is not None and not isinstance(exc, StoreUnavailable):
            with contextlib.suppress(OSError):
                shm.write_bytes(shm_before)
        raise
    finally:
        conn.close()
        # A read-only look at a WAL database leaves an empty -wal and an -shm behind: take
        # away the ones it made, so a file moved aside goes exactly as it was found.
        if wal in absent and wal.exists() and wal.stat().st_size == 0:
            for made in absent:
                with contextlib.suppress(OSError):
                    made.unlink()


def _examine(conn: sqlite3.Connection, path: Path) -> None:
    """The read-only checks: version, whose file, SQLite's own quick check."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"The database was written by a newer version of scoretable "
            f"(schema {version}; this version knows up to {SCHEMA_VERSION}).",
            "newer",
            str(version),
        )
    if version == 0:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if tables and not tables & _OUR_TABLES:
            raise StoreUnavailable(
                Notice(
                    QT_TRANSLATE_NOOP(
                        "Library",
                        "{path} is another application's database (tables: {tables}); "
                        "scoretable leaves it alone. Choose another --data-dir.",
                    ),
                    path=path,
                    tables=", ".join(sorted(tables)[:5]),
                ),
                "foreign",
                ", ".join(sorted(tables)[:5]),
            )
    check = conn.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        detail = "; ".join(str(r[0]) for r in check[:3])
        raise StoreError(f"The database is damaged: {detail}", "damaged", detail)


def _read_only(path: Path) -> int | None:
    """The mode of a file or folder its owner made read-only (no owner write bit), else None."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return None
    return None if mode & stat.S_IWUSR else mode


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


def _orphans(path: Path) -> Notice | None:
    """A ``-wal`` or ``-shm`` left without its database, moved aside (SQLite would apply a
    stray WAL to the new file, or throw it away without a word)."""
    found = [
        path.with_name(path.name + suffix)
        for suffix in ("-wal", "-shm")
        if path.with_name(path.name + suffix).exists()
    ]
    if not found:
        return None
    stamp = clock.file_stamp()
    moved = []
    for companion in found:
        target = companion.with_name(f"{companion.name}.orphan-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = companion.with_name(f"{companion.name}.orphan-{stamp}-{n}")
        try:
            os.replace(companion, target)
        except OSError as error:
            raise StoreUnavailable(
                Notice(
                    QT_TRANSLATE_NOOP(
                        "Library",
                        "{path} was found without its database and cannot be moved aside: "
                        "{reason}. Move it away and retry.",
                    ),
                    path=companion,
                    reason=error.strerror or error,
                ),
                "unavailable",
                str(error),
            ) from error
        moved.append(str(target))
    return Notice(
        QT_TRANSLATE_NOOP(
            "Library",
            "{files} was found without its database ({database}): it was kept, renamed "
            "to:\n{moved}\n\nscoretable started with a new, empty library.",
        ),
        files=", ".join(p.name for p in found),
        database=path.name,
        moved="\n".join(moved),
    )


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


def _private(path: Path) -> None:
    """The database and its companions readable by the user only, where the platform allows
    (the owner's own permissions are kept)."""
    for name in (path.name, path.name + "-wal", path.name + "-shm"):
        with contextlib.suppress(OSError):
            companion = path.with_name(name)
            companion.chmod(stat.S_IMODE(companion.stat().st_mode) & 0o700)


def _tighten(directory: Path) -> None:
    """An existing data folder open to others (0755 from an older version) made private (0700).

    Only a folder the user owns is changed; where that fails (or the platform has no owners)
    start-up goes on as before.
    """
    getuid = getattr(os, "getuid", None)
    with contextlib.suppress(OSError):
        status = directory.stat()
        if getuid is not None and status.st_uid == getuid() and status.st_mode & 0o077:
            directory.chmod(0o700)


def _schema(conn: sqlite3.Connection) -> tuple[tuple[Any, ...], ...]:
    """The shape of a database: each table's columns (name, type, not null, key) and each
    index's columns, whatever the spacing of the SQL that made them."""
    shape: list[tuple[Any, ...]] = []
    objects = conn.execute(
        "SELECT type, name, tbl_name FROM sqlite_master"
        " WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
    ).fetchall()
    for kind, name, table in objects:
        if kind == "table":
            columns = conn.execute(f"PRAGMA table_info({_quoted(name)})").fetchall()
            shape.append((kind, name, tuple((c[1], c[2].upper(), c[3], c[5]) for c in columns)))
        elif kind == "index":
            columns = conn.execute(f"PRAGMA index_info({_quoted(name)})").fetchall()
            shape.append((kind, name, table, tuple(c[2] for c in columns)))
        else:
            shape.append((kind, name, table))
    return tuple(shape)


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _schemas() -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """The schema of every version, 0 to SCHEMA_VERSION, as the frozen migrations make it."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        schemas = [_schema(conn)]
        for migrate in MIGRATIONS:
            migrate(conn)
            schemas.append(_schema(conn))
    finally:
        conn.close()
    return tuple(schemas)


def _upgrade(conn: sqlite3.Connection) -> Notice | None:
    """Migrate to SCHEMA_VERSION; returns what was put right on the way (or None)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return None
    repaired = None
    actual = _schema(conn)
    schemas = _schemas() if actual or version else ((),)  # a new file: nothing to recognise
    if actual != schemas[version]:
        later = [v for v in range(version + 1, SCHEMA_VERSION + 1) if schemas[v] == actual]
        if not later:
            raise StoreUnavailable(
                Notice(
                    QT_TRANSLATE_NOOP(
                        "Library",
                        "The database says it is schema {version}, but its tables are not those "
                        "of schema {version} or of any later one this scoretable knows (a "
                        "downgrade gone wrong, or a file changed by another program?). The file "
                        "was not changed.",
                    ),
                    version=version,
                ),
                "unavailable",
                f"schema {version}",
            )
        repaired = Notice(
            QT_TRANSLATE_NOOP(
                "Library",
                "The database's schema number was {number}, but its tables are exactly those "
                "of schema {schema} (a downgrade gone wrong?): the number was put right. No "
                "game was changed.",
            ),
            number=version,
            schema=later[0],
        )
        version = later[0]
    conn.execute("BEGIN EXCLUSIVE")
    try:
        for number in range(version, SCHEMA_VERSION):
            MIGRATIONS[number](conn)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return repaired


def _move_aside(path: Path) -> Path:
    """Rename the database (and its WAL/SHM companions) to ``<name>.damaged-<timestamp>``."""
    stamp = clock.file_stamp()
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target


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


class Store:
    """All access to the database goes through here (one connection, one thread: the GUI's)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, lock: _Lock | None = None) -> None:
        self.conn = conn
        self.path = path
        self._lock = lock
        # shared with a long job's own store (:mod:`scoretable.storage.work`): one writer
        # at a time, the window first (SQLite's busy wait favours no one)
        self.gate: Any = None
        self.urgent = True
        # the thread inside :meth:`batch`, whose transactions are savepoints of the batch's
        self._batch: int | None = None

    def close(self) -> None:
        self.conn.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; committed (and, with synchronous=FULL, on disk) on exit.

        A failure of SQLite (disk full, locked...) rolls everything back and raises
        :class:`SaveError` with SQLite's reason. Inside :meth:`batch` (on its thread) it is a
        savepoint of the batch's transaction: undone alone if it fails, on disk with the batch."""
        if self._batch == threading.get_ident():
            yield from self._savepoint()
        elif self.gate is not None:
            with self.gate.hold(self.urgent):
                yield from self._transaction()
        else:
            yield from self._transaction()

    def _transaction(self) -> Iterator[sqlite3.Connection]:
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise SaveError(str(error)) from error
        try:
            yield self.conn
            self.conn.execute("COMMIT")
        except BaseException as error:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error):
                raise SaveError(str(error)) from error
            raise

    def _savepoint(self) -> Iterator[sqlite3.Connection]:
        try:
            self.conn.execute("SAVEPOINT one")
            yield self.conn
            self.conn.execute("RELEASE one")
        except BaseException as error:
            with contextlib.suppress(sqlite3.Error):  # none to undo if SAVEPOINT failed
                self.conn.execute("ROLLBACK TO one")
                self.conn.execute("RELEASE one")
            if isinstance(error, sqlite3.Error):
                raise SaveError(str(error)) from error
            raise

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for several (a chunk of logs imported): each :meth:`transaction`
        inside it, on this thread, is a savepoint, undone alone when it fails; the batch is
        committed (one sync to disk instead of one per transaction) on exit, or undone whole
        by an exception. Another thread's transactions wait for it as for any other."""
        with self.transaction():
            self._batch = threading.get_ident()
            try:
                yield
            finally:
                self._batch = None

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    # --- games ---

    def start_game(self, rules: Any, players: Sequence[str], title: str = "") -> GameJournal:
        """Create a game row for a new game and return the journal to give its model.

        ``rules`` is a core ``Rules`` (or its dict)."""
        rules_dict = rules if isinstance(rules, dict) else rules.to_dict()
        game_id = self.insert_game(
            players=list(players), rules=rules_dict, log=[], index=0, title=title
        )
        # Names are remembered once something is recorded (see GameJournal.save), so a
        # game set up and never played leaves no names behind.
        return GameJournal(self, game_id, [], 0, [])

    def insert_game(self, **game: Any) -> int:
        """Store a whole game in one transaction; returns its id (arguments: see
        :meth:`insert_games`)."""
        return self.insert_games([game])[0]

    def insert_games(
        self, games: Sequence[dict[str, Any]], remember: Sequence[str] = ()
    ) -> list[int]:
        """Store whole games, and remember names, in one transaction (all or nothing);
        returns the new ids. Each game: ``players``, ``rules``, ``log``, ``index`` and
        optionally ``title``, ``names``, ``created``, ``updated``, ``finished``, ``result``."""
        now = _now()
        ids = []
        with self.transaction() as conn:
            for game in games:
                ids.append(self._insert(conn, now, **game))
            if remember:
                self._remember(conn, remember, now)
        return ids

    def _insert(
        self,
        conn: sqlite3.Connection,
        now: str,
        *,
        players: list[str],
        rules: dict[str, Any],
        log: list[dict[str, Any]],
        index: int,
        title: str = "",
        names: list[str] | None = None,
        created: str | None = None,
        updated: str | None = None,
        finished: bool = False,
        result: dict[str, Any] | None = None,
        origins: Sequence[str] = (),
        facts: Sequence[Any] = (),
    ) -> int:
        cur = conn.execute(
            "INSERT INTO games (created, updated, title, players, names, rules, rules_name,"
            " position, finished, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                created or now,
                updated or now,
                title,
                _dumps(players),
                _dumps(names if names is not None else players),
                _dumps(rules),
                str(rules.get("name", "")),
                index,
                int(finished),
                None if result is None else _dumps(result),
            ),
        )
        game_id = int(cur.lastrowid or 0)
        conn.executemany(
            "INSERT INTO entries (game_id, position, data) VALUES (?, ?, ?)",
            ((game_id, p, _dumps(e)) for p, e in enumerate(log)),
        )
        conn.executemany(
            "INSERT INTO origins (key, game_id) VALUES (?, ?)",
            ((key, game_id) for key in origins),
        )
        if facts:
            _write_facts(conn, game_id, facts)
        if finished:
            _write_summary(conn, game_id, rules, players, log, index, names or players, result)
        if log:
            self._remember(conn, names if names is not None else players, now)
        return game_id

    # The columns of a game row, each read as bytes: a row is decoded and checked here, so
    # one malformed row (bad UTF-8, a NULL, the wrong JSON) cannot stop the others.
    _COLUMNS = (
        "id, CAST(created AS BLOB), CAST(updated AS BLOB), CAST(title AS BLOB),"
        " CAST(players AS BLOB), CAST(names AS BLOB), CAST(rules AS BLOB),"
        " CAST(rules_name AS BLOB), position, finished, CAST(result AS BLOB)"
    )

    def count_games(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM games").fetchone()[0])

    def list_games(self, limit: int | None = None, offset: int = 0) -> list[GameSummary]:
        """Every game (or a page of ``limit`` from ``offset``), most recently played first
        (unfinished ones among them). A row that cannot be read is listed too, with its
        ``problem``."""
        rows = self.conn.execute(
            f"SELECT {self._COLUMNS} FROM games ORDER BY updated DESC, id DESC LIMIT ? OFFSET ?",
            (-1 if limit is None else limit, offset),
        ).fetchall()
        return [_summary(r) for r in rows]

    def load_game(self, game_id: int) -> GameRecord:
        """The stored game; KeyError if there is none, :class:`StoredGameError` (a ValueError
        naming the field) if its row or an entry cannot be read."""
        row = self.conn.execute(
            f"SELECT {self._COLUMNS} FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id}")
        summary = _summary(row)
        if summary.reason is not None:
            raise StoredGameError.of(summary.reason)
        try:
            rules = validate.rules(_json(row[6], "rules"))
            players = validate.items(
                _json(row[4], "players"), "players", _stored_name, len(summary.names)
            )
            log = [
                validate.obj(_json(data, f"entries[{position}]"), f"entries[{position}]")
                for position, data in self.conn.execute(
                    "SELECT position, CAST(data AS BLOB) FROM entries WHERE game_id = ?"
                    " ORDER BY position",
                    (game_id,),
                )
            ]
            index = validate.integer(summary.position, "position", 0, len(log))
        except validate.ExchangeError as error:
            raise StoredGameError.of(error) from None
        return GameRecord(
            id=summary.id,
            created=summary.created,
            updated=summary.updated,
            title=summary.title,
            players=players,
            names=summary.names,
            rules=rules,
            log=log,
            index=index,
            finished=summary.finished,
            result=summary.result,
        )

    def raw_game(self, game_id: int) -> dict[str, Any]:
        """A stored game's row and entries exactly as stored (text; bytes that are not UTF-8
        written as ``\\xNN``), for exporting a game that cannot be read otherwise."""

        def raw(value: Any) -> Any:
            if isinstance(value, bytes):
                return value.decode("utf-8", "backslashreplace")
            return value

        cur = self.conn.execute(
            "SELECT id, CAST(created AS BLOB), CAST(updated AS BLOB), CAST(title AS BLOB),"
            " CAST(players AS BLOB), CAST(names AS BLOB), CAST(rules AS BLOB),"
            " CAST(rules_name AS BLOB), position, finished, CAST(result AS BLOB)"
            " FROM games WHERE id = ?",
            (game_id,),
        )
        row = cur.fetchone()
        if row is None:
            raise KeyError(f"no game {game_id}")
        columns = [d[0].removeprefix("CAST(").split(" ")[0] for d in cur.description]
        entries = self.conn.execute(
            "SELECT position, CAST(data AS BLOB) FROM entries WHERE game_id = ? ORDER BY position",
            (game_id,),
        ).fetchall()
        return {
            "format": "scoretable-raw-game",
            "problem": _summary(row).problem,
            "row": {c: raw(v) for c, v in zip(columns, row, strict=True)},
            "entries": [{"position": raw(p), "data": raw(d)} for p, d in entries],
        }

    def journal_for(self, record: GameRecord) -> GameJournal:
        """The journal that continues saving a loaded game."""
        return GameJournal(
            self, record.id, [_dumps(e) for e in record.log], record.index, record.names
        )

    def resumed(self, game_id: int | None = None) -> GameRecord | None:
        """The most recently played unfinished game (the one the window resumes), or None;
        with ``game_id``, that game, finished or not (None if it is gone)."""
        if game_id is not None:
            try:
                return self.load_game(game_id)
            except KeyError:
                return None
        game_id = self.last_unfinished()
        return None if game_id is None else self.load_game(game_id)

    def data_version(self) -> int:
        """SQLite's ``PRAGMA data_version``: it changes when another connection commits."""
        return int(self.conn.execute("PRAGMA data_version").fetchall()[0][0])

    def last_unfinished(self) -> int | None:
        """The id of the most recently played unfinished game, if any."""
        row = self.conn.execute(
            "SELECT id FROM games WHERE finished = 0 ORDER BY updated DESC, id DESC LIMIT 1"
        ).fetchone()
        return None if row is None else int(row[0])

    def delete_empty_games(self, keep: int | None = None) -> None:
        """Forget unfinished games in which nothing was ever recorded (but ``keep``)."""
        with self.transaction() as conn:
            conn.execute(
                "DELETE FROM games WHERE finished = 0 AND id IS NOT ?"
                " AND NOT EXISTS (SELECT 1 FROM entries WHERE entries.game_id = games.id)",
                (keep,),
            )

    def rename_game(self, game_id: int, title: str) -> None:
        with self.transaction() as conn:
            title = title.strip()[: validate.MAX_TITLE].encode("utf-8", "ignore").decode()
            conn.execute(
                "UPDATE games SET title = ?, revision = revision + 1 WHERE id = ?",
                (title, game_id),
            )

    def write_summary(self, game_id: int) -> list[tuple[Any, ...]]:
        """Recompute and store one game's statistics summary from its log; returns its rows."""
        record = self.load_game(game_id)
        with self.transaction() as conn:
            _write_summary(
                conn,
                game_id,
                record.rules,
                record.players,
                record.log,
                record.index,
                record.names,
                record.result,
            )
        return self.summary_rows(game_id)

    def summary_rows(self, game_id: int) -> list[tuple[Any, ...]]:
        """The game's rows of the statistics summary, by seat."""
        return self.conn.execute(
            "SELECT * FROM seat_stats WHERE game_id = ? ORDER BY seat", (game_id,)
        ).fetchall()

    def games_created_at(self, created: str) -> list[int]:
        """The ids of the games started at ``created`` (an index look-up, no scan)."""
        return [
            int(row[0])
            for row in self.conn.execute("SELECT id FROM games WHERE created = ?", (created,))
        ]

    def game_with_origin(self, origin: str) -> int | None:
        """The game imported from ``origin`` (a log's key), if the library holds it."""
        row = self.conn.execute("SELECT game_id FROM origins WHERE key = ?", (origin,)).fetchone()
        return None if row is None else int(row[0])

    def origins(self) -> dict[int, str]:
        """The first origin key of every imported game, by game id."""
        out: dict[int, str] = {}
        for key, game_id in self.conn.execute("SELECT key, game_id FROM origins ORDER BY key"):
            out.setdefault(int(game_id), str(key))
        return out

    def delete_game(self, game_id: int) -> None:
        with self.transaction() as conn:
            self._delete(conn, game_id)

    def replace_game(self, game_id: int, **game: Any) -> int:
        """Put a whole game in the place of ``game_id``, in one transaction (a cut log's
        unfinished game completed by the whole log); returns the new game's id (arguments: see
        :meth:`insert_games`)."""
        now = _now()
        with self.transaction() as conn:
            row = conn.execute("SELECT revision FROM games WHERE id = ?", (game_id,)).fetchone()
            self._delete(conn, game_id)
            new_id = self._insert(conn, now, **game)
            # the club takes the completed game as this table's correction of the cut one
            revision = 1 + (int(row[0]) if row else 0)
            conn.execute("UPDATE games SET revision = ? WHERE id = ?", (revision, new_id))
            return new_id

    @staticmethod
    def _delete(conn: sqlite3.Connection, game_id: int) -> None:
        conn.execute("DELETE FROM origins WHERE game_id = ?", (game_id,))
        conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
        conn.execute("DELETE FROM log_hands WHERE game_id = ?", (game_id,))
        conn.execute("DELETE FROM entries WHERE game_id = ?", (game_id,))
        conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # --- players ---

    def known_players(self) -> list[str]:
        """Remembered player names, most recently used first."""
        return [
            r[0]
            for r in self.conn.execute(
                "SELECT name FROM players ORDER BY last_used DESC, name COLLATE NOCASE"
            )
        ]

    @staticmethod
    def _remember(conn: sqlite3.Connection, names: Sequence[str], when: str) -> None:
        conn.executemany(
            "INSERT INTO players (name, last_used) VALUES (?, ?)"
            " ON CONFLICT(name) DO UPDATE SET last_used = excluded.last_used",
            ((n.strip(), when) for n in names if n and n.strip()),
        )


@dataclass
class GameJournal:
    """The model's journal for one stored game: ``save(model)`` after every push, undo, redo.

    It keeps the JSON text of every entry it has written. The model only ever changes its
    log at the undo position (a push truncates the redo stack there and appends one entry),
    so a save compares the entries between the old and new undo positions plus any new
    tail, and writes only those: O(1) per action however long the game.
    """

    store: Store
    game_id: int
    saved: list[str]
    index: int
    names: list[str]
    clock: Callable[[], str] = field(default=_now, repr=False)
    seconds_in_last_save: float = 0.0

    def save(self, model: _Model) -> None:
        started = clock.monotonic()
        log = model.log
        new_index = model.index
        length = len(log)
        known = min(len(self.saved), length)  # positions whose saved text may still hold
        lo = min(self.index, new_index, known)
        hi = max(self.index, new_index)
        changes: list[tuple[int, str]] = []
        for p in (*range(lo, min(hi, length)), *range(max(known, hi), length)):
            text = _dumps(log[p])
            if p >= known or self.saved[p] != text:
                changes.append((p, text))
        names = list(model.players)
        state = getattr(model, "state", None)
        finished = bool(getattr(state, "game_over", False))
        result = _result_dict(state) if finished else None
        # a failure of SQLite comes out of the transaction as SaveError
        self._write(changes, length, new_index, names, finished, result)
        # Only after the commit: a failed save leaves the journal as it was.
        del self.saved[length:]
        for p, text in changes:
            if p < len(self.saved):
                self.saved[p] = text
            else:
                self.saved.append(text)
        self.index = new_index
        self.names = names
        self.seconds_in_last_save = clock.monotonic() - started

    def _write(
        self,
        changes: list[tuple[int, str]],
        length: int,
        new_index: int,
        names: list[str],
        finished: bool,
        result: dict[str, Any] | None,
    ) -> None:
        """One transaction: the changed entries, the undo position, names and result."""
        with self.store.transaction() as conn:
            if length < len(self.saved):
                conn.execute(
                    "DELETE FROM entries WHERE game_id = ? AND position >= ?",
                    (self.game_id, length),
                )
            conn.executemany(
                "INSERT OR REPLACE INTO entries (game_id, position, data) VALUES (?, ?, ?)",
                ((self.game_id, p, text) for p, text in changes),
            )
            conn.execute(
                "UPDATE games SET updated = ?, position = ?, names = ?, finished = ?,"
                " result = ?, revision = revision + 1 WHERE id = ?",
                (
                    self.clock(),
                    new_index,
                    _dumps(names),
                    int(finished),
                    None if result is None else _dumps(result),
                    self.game_id,
                ),
            )
            if finished:
                row = conn.execute(
                    "SELECT rules, players FROM games WHERE id = ?", (self.game_id,)
                ).fetchone()
                entries = [json.loads(text) for text in self.saved[:length]]
                for p, text in changes:
                    if p < len(entries):
                        entries[p] = json.loads(text)
                    else:
                        entries.append(json.loads(text))
                _write_summary(
                    conn,
                    self.game_id,
                    json.loads(row[0]),
                    json.loads(row[1]),
                    entries,
                    new_index,
                    names,
                    result,
                )
            else:
                conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (self.game_id,))
            if names != self.names:
                Store._remember(conn, names, self.clock())


# The columns of a seat's summary row after its key, name, rank and final points, in order:
# counters of :func:`scoretable.storage.summary.summarize` (JSON for "han" and "yaku").
SUMMARY_COLUMNS = (
    "seats",
    "rules_name",
    "created",
    "hands",
    "wins",
    "deal_ins",
    "riichi",
    "win_points",
    "tsumo_wins",
    "deal_in_points",
    "riichi_wins",
    "riichi_deal_ins",
    "deal_ins_to_riichi",
    "dealer_hands",
    "dealer_wins",
    "dealer_repeats",
    "draws",
    "draw_tenpai",
    "final_score",
    "bust",
    "yakuman",
    "chombo",
    "han",
    "log_hands",
    "called_hands",
    "riichi_turns",
    "deal_ins_to_open",
    "deal_ins_to_closed",
    "yaku",
)
# Per-game values (the same for every seat) among them.
_GAME_VALUES = frozenset({"seats", "rules_name", "created", "hands", "draws", "log_hands"})


def _write_summary(
    conn: sqlite3.Connection,
    game_id: int,
    rules: Any,
    players: Sequence[str],
    log: Sequence[dict[str, Any]],
    index: int,
    names: Sequence[str],
    result: dict[str, Any] | None,
) -> None:
    """The finished game's summary for the statistics, one row a seat (none for a log that no
    longer replays or a result that cannot be read: the statistics then leave the game out).
    The facts an imported log gave of its hands (table ``log_hands``) count where there are."""
    from scoretable.storage.replay import ReplayError
    from scoretable.storage.summary import summarize

    conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
    try:
        facts = _hand_facts(conn, game_id)
        data = summarize(rules, players, log, index, facts)
        data["rules_name"], data["created"] = conn.execute(
            "SELECT rules_name, created FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if not data["over"]:  # "finished" but its log does not end the game: it does not count
            return
        ranks = [int(r) for r in (result or {})["ranks"]]
        points = [float(p) for p in (result or {})["points"]]

        def value(column: str, seat: int) -> Any:
            item = data[column]
            if column in _GAME_VALUES or item is None:
                return item
            return _dumps(item[seat]) if column in ("han", "yaku") else item[seat]

        rows = [
            (
                game_id,
                seat,
                str(names[seat]),
                ranks[seat],
                points[seat],
                *(value(column, seat) for column in SUMMARY_COLUMNS),
            )
            for seat in range(len(players))
        ]
    except (ReplayError, ValueError, TypeError, KeyError, IndexError):
        return
    columns = ", ".join(SUMMARY_COLUMNS)
    marks = ", ".join("?" * (5 + len(SUMMARY_COLUMNS)))
    conn.executemany(
        f"INSERT INTO seat_stats (game_id, seat, name, rank, points, {columns}) VALUES ({marks})",
        rows,
    )


def _hand_facts(conn: sqlite3.Connection, game_id: int) -> list[Any] | None:
    """The facts an imported log gave of the game's hands, in order; None if it has none."""
    from scoretable.storage.summary import HandFacts

    rows = conn.execute(
        "SELECT calls, riichi_turns, yaku FROM log_hands WHERE game_id = ? ORDER BY hand",
        (game_id,),
    ).fetchall()
    if not rows:
        return None
    return [
        HandFacts(
            calls=tuple(int(seat) for seat in json.loads(calls)),
            riichi_turns=tuple(None if t is None else int(t) for t in json.loads(turns)),
            yaku=tuple((int(w), tuple(int(y) for y in ids)) for w, ids in json.loads(yaku)),
        )
        for calls, turns, yaku in rows
    ]


def _write_facts(conn: sqlite3.Connection, game_id: int, facts: Sequence[Any]) -> None:
    """Keep what a log says of each hand (:class:`scoretable.storage.summary.HandFacts`)."""
    conn.executemany(
        "INSERT INTO log_hands (game_id, hand, calls, riichi_turns, yaku) VALUES (?, ?, ?, ?, ?)",
        (
            (
                game_id,
                number,
                _dumps(list(fact.calls)),
                _dumps(list(fact.riichi_turns)),
                _dumps([[winner, list(yaku)] for winner, yaku in fact.yaku]),
            )
            for number, fact in enumerate(facts)
        ),
    )


class StoredGameError(validate.ExchangeError):
    """A stored game whose row or entries cannot be read; ``str()`` names the field (in
    English, ``text(translate)`` in the interface's language)."""

    @classmethod
    def of(cls, error: validate.ExchangeError) -> StoredGameError:
        return cls(error.template, **error.params)


def _json(value: bytes | None, field: str) -> Any:
    """A stored JSON column read back (selected ``CAST(... AS BLOB)``: bytes, or None where a
    file changed by another program dropped the NOT NULL); ExchangeError naming the column."""
    if value is None:
        raise validate.invalid(field, QT_TRANSLATE_NOOP("Exchange", "is missing (NULL)"))
    return validate.parse_json(value, field)


def _stored_text(value: Any, field: str) -> str:
    if not isinstance(value, bytes):
        raise validate.invalid(
            field, QT_TRANSLATE_NOOP("Exchange", "should be text, not {value}"), value=repr(value)
        )
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise validate.invalid(field, QT_TRANSLATE_NOOP("Exchange", "is not UTF-8 text")) from None


def _stored_name(value: Any, field: str) -> str:
    """A stored name: any text that is not empty (names are cleaned on the way in)."""
    return validate.text(value, field, 1000) if value else validate.name(value, field)


def _summary(row: Sequence[Any]) -> GameSummary:
    """A row of ``Store._COLUMNS`` as a summary; what cannot be read goes into ``problem``."""
    game_id = int(row[0])
    created = updated = title = rules_name = ""
    names: list[str] = []
    try:
        created = _stored_text(row[1], "created")
        updated = _stored_text(row[2], "updated")
        title = _stored_text(row[3], "title")
        rules_name = _stored_text(row[7], "rules_name")
        # three or four seats, as the game's rules say: the names and the result exactly so
        seats = validate.player_count(_json(row[6], "rules"))
        names_column = row[5] if row[5] is not None else row[4]
        names = validate.items(_json(names_column, "names"), "names", _stored_name, seats)
        position = validate.integer(row[8], "position", 0, 10**9)
        finished = validate.integer(row[9], "finished", 0, 1) == 1
        result = None
        if row[10] is not None:
            result = validate.result(_json(row[10], "result"), players=seats)
        if finished and result is None:
            raise validate.invalid(
                "result", QT_TRANSLATE_NOOP("Exchange", "is missing from a finished game")
            )
    except validate.ExchangeError as error:
        return GameSummary(
            game_id, created, updated, title, names, rules_name, 0, False, None, str(error), error
        )
    return GameSummary(
        game_id, created, updated, title, names, rules_name, position, finished, result
    )


def _result_dict(state: Any) -> dict[str, Any]:
    """The FinalResult of a finished state as JSON-ready data."""
    data: dict[str, Any] = _jsonable(dataclasses.asdict(final_results(state)))
    return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value
