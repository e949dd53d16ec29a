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

Schema versions live in ``PRAGMA user_version``; :data:`MIGRATIONS` holds one function per
version, run in order inside one transaction. A file that is not SQLite, is damaged, or comes
from a newer scoretable is never written to: it is renamed aside with a timestamp, the user is
told where it went, and a fresh store is started. A lock file with the owner's pid keeps a
second instance of the app off the same database.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from scoretable.storage.paths import DB_NAME

#: The schema this version of scoretable writes.
SCHEMA_VERSION = 3


class StoreError(Exception):
    """The database cannot be used; ``str(error)`` is a message for the user.

    ``kind`` ("newer", "damaged", "unreadable", "locked") and ``detail`` let the UI word it
    in the user's language."""

    def __init__(self, message: str, kind: str = "unreadable", detail: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.detail = detail


class StoreLocked(StoreError):
    """Another running scoretable owns the database."""


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
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# --- schema ----------------------------------------------------------------------------------


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run several statements inside the current transaction (``executescript`` would
    commit it first)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            conn.execute(pending)
            pending = ""
    if pending.strip():
        conn.execute(pending)


def _migrate_1(conn: sqlite3.Connection) -> None:
    """Version 1 (first release): games, their entries, remembered players."""
    _run_script(
        conn,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            created TEXT NOT NULL,            -- ISO 8601, UTC
            updated TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            players TEXT NOT NULL,            -- JSON: the four names at the start (seat order)
            rules TEXT NOT NULL,              -- JSON: Rules.to_dict()
            position INTEGER NOT NULL DEFAULT 0,  -- entries applied; the rest is the redo stack
            finished INTEGER NOT NULL DEFAULT 0,
            result TEXT                       -- JSON: the FinalResult once finished
        );
        CREATE TABLE entries (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            data TEXT NOT NULL,               -- JSON: one model.log entry
            PRIMARY KEY (game_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE players (
            name TEXT PRIMARY KEY,
            last_used TEXT NOT NULL
        );
        """,
    )


def _migrate_2(conn: sqlite3.Connection) -> None:
    """Version 2: current names per game (after renames), a library index, quiz tables."""
    conn.execute("ALTER TABLE games ADD COLUMN names TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN rules_name TEXT NOT NULL DEFAULT ''")
    conn.execute("CREATE INDEX games_by_update ON games(finished, updated)")
    rows = conn.execute("SELECT id, players, rules, position FROM games").fetchall()
    for game_id, players, rules, position in rows:
        names = json.loads(players)
        for (data,) in conn.execute(
            "SELECT data FROM entries WHERE game_id = ? AND position < ? ORDER BY position",
            (game_id, position),
        ):
            entry = json.loads(data)
            if entry.get("type") == "rename":
                names[entry["seat"]] = entry["name"]
        conn.execute(
            "UPDATE games SET names = ?, rules_name = ? WHERE id = ?",
            (_dumps(names), json.loads(rules).get("name", ""), game_id),
        )
    _run_script(conn, _quiz_schema())


def _quiz_schema() -> str:
    """The teaching part's tables (scoretable/storage/quiz.py owns their definition)."""
    from scoretable.storage.progress import QUIZ_SCHEMA

    return QUIZ_SCHEMA


def _migrate_3(conn: sqlite3.Connection) -> None:
    """Version 3: where an imported game came from (a Tenhou log id, a wall seed's hash or a
    hash of its results), so importing the same log twice keeps one game; games by start time
    (restoring a backup looks duplicates up, no scan); each finished game's summary for the
    statistics (filled in by the statistics the first time they are asked for)."""
    _run_script(
        conn,
        """
        CREATE TABLE origins (
            key TEXT PRIMARY KEY,             -- e.g. "tenhou:2019021004gm-00a9-0000-e2f6516d"
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX origins_by_game ON origins(game_id);
        CREATE INDEX games_by_created ON games(created);
        CREATE TABLE seat_stats (             -- a finished game's summary, one row a seat
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,               -- the name at the end of the game
            rank INTEGER NOT NULL,
            points REAL NOT NULL,             -- final points (thousands)
            hands INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            deal_ins INTEGER NOT NULL,
            riichi INTEGER NOT NULL,
            win_points INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        """,
    )


#: MIGRATIONS[i] upgrades a database from version i to version i + 1.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migrate_1, _migrate_2, _migrate_3]
assert len(MIGRATIONS) == SCHEMA_VERSION


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


@dataclass(frozen=True)
class Opened:
    """What :func:`open_store` gives the app: the store and, if the old file could not be
    used, a message to show (the file was moved aside, see ``moved_to``)."""

    store: Store
    notice: str | None = None
    moved_to: Path | None = None
    error: StoreError | None = None


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
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
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
        os.ftruncate(self._fd, self.PID_OFFSET)
        os.lseek(self._fd, self.PID_OFFSET, os.SEEK_SET)
        os.write(self._fd, str(os.getpid()).encode())

    def _acquire(self) -> None:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(self._fd, 0, os.SEEK_SET)
            msvcrt.locking(self._fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def release(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)  # closing drops the lock
            self._fd = -1


# --- opening ---------------------------------------------------------------------------------


def _connect(path: Path) -> sqlite3.Connection:
    """Open, check and upgrade the file; raises StoreError without writing to a bad file."""
    existed = path.exists() and path.stat().st_size > 0
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, so a transaction is exactly
    # what the code says it is.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        if existed:
            # Read-only checks first: nothing below writes before the file has passed them.
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(
                    f"The database was written by a newer version of scoretable "
                    f"(schema {version}; this version knows up to {SCHEMA_VERSION}).",
                    "newer",
                    str(version),
                )
            check = conn.execute("PRAGMA quick_check").fetchall()
            if check != [("ok",)]:
                detail = "; ".join(r[0] for r in check[:3])
                raise StoreError(f"The database is damaged: {detail}", "damaged", detail)
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":  # e.g. a file system without shared memory
            conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("PRAGMA synchronous=FULL")
        # macOS: a plain fsync leaves data in the drive's cache; F_FULLFSYNC flushes it too
        # (ignored elsewhere).
        conn.execute("PRAGMA fullfsync=ON")
        conn.execute("PRAGMA checkpoint_fullfsync=ON")
        conn.execute("PRAGMA foreign_keys=ON")
        _upgrade(conn)
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise StoreError(f"The database cannot be read: {exc}.", "unreadable", str(exc)) from exc
    except StoreError:
        conn.close()
        raise
    return conn


def _upgrade(conn: sqlite3.Connection) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return
    conn.execute("BEGIN EXCLUSIVE")
    try:
        for number in range(version, SCHEMA_VERSION):
            MIGRATIONS[number](conn)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _move_aside(path: Path) -> Path:
    """Rename the database (and its WAL/SHM companions) to ``<name>.damaged-<timestamp>``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
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

    A damaged, foreign or newer file is moved aside and a fresh store started; the returned
    ``notice`` tells the user what happened. Raises :class:`StoreLocked` if another instance
    holds the database.
    """
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / DB_NAME
    lock = _Lock(directory / (DB_NAME + ".lock"))
    try:
        try:
            conn = _connect(path)
            return Opened(Store(conn, path, lock))
        except StoreError as exc:
            moved = _move_aside(path)
            conn = _connect(path)
            notice = (
                f"{exc}\n\nThe file was kept, renamed to:\n{moved}\n\n"
                "scoretable started with a new, empty library."
            )
            return Opened(Store(conn, path, lock), notice, moved, exc)
    except BaseException:
        lock.release()
        raise


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
        """One write transaction; committed (and, with synchronous=FULL, on disk) on exit."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

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

    def insert_game(
        self,
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
    ) -> int:
        """Store a whole game in one transaction; returns its id. ``origins`` are the keys of
        a game that came from outside (see :meth:`game_with_origin`)."""
        now = _now()
        with self.transaction() as conn:
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
            if finished:
                _write_summary(conn, game_id, rules, players, log, index, names or players, result)
            if log:
                self._remember(conn, names if names is not None else players, now)
        return game_id

    def count_games(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM games").fetchone()[0])

    def rules_names(self) -> list[str]:
        """The rules presets of the finished games (an index look-up, no game read)."""
        return [
            str(r[0])
            for r in self.conn.execute(
                "SELECT DISTINCT rules_name FROM games WHERE finished = 1 ORDER BY rules_name"
            )
        ]

    def list_games(self, limit: int | None = None, offset: int = 0) -> list[GameSummary]:
        """Every game (or a page of ``limit`` from ``offset``), most recently played first
        (unfinished ones among them)."""
        rows = self.conn.execute(
            "SELECT id, created, updated, title, names, rules_name, position, finished, result"
            " FROM games ORDER BY updated DESC, id DESC LIMIT ? OFFSET ?",
            (-1 if limit is None else limit, offset),
        ).fetchall()
        return [
            GameSummary(
                id=r[0],
                created=r[1],
                updated=r[2],
                title=r[3],
                names=json.loads(r[4]),
                rules_name=r[5],
                position=r[6],
                finished=bool(r[7]),
                result=None if r[8] is None else json.loads(r[8]),
            )
            for r in rows
        ]

    def load_game(self, game_id: int) -> GameRecord:
        row = self.conn.execute(
            "SELECT id, created, updated, title, players, names, rules, position, finished,"
            " result FROM games WHERE id = ?",
            (game_id,),
        ).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id}")
        log = [
            json.loads(data)
            for (data,) in self.conn.execute(
                "SELECT data FROM entries WHERE game_id = ? ORDER BY position", (game_id,)
            )
        ]
        return GameRecord(
            id=row[0],
            created=row[1],
            updated=row[2],
            title=row[3],
            players=json.loads(row[4]),
            names=json.loads(row[5]) if row[5] else json.loads(row[4]),
            rules=json.loads(row[6]),
            log=log,
            index=row[7],
            finished=bool(row[8]),
            result=None if row[9] is None else json.loads(row[9]),
        )

    def journal_for(self, record: GameRecord) -> GameJournal:
        """The journal that continues saving a loaded game."""
        return GameJournal(
            self, record.id, [_dumps(e) for e in record.log], record.index, record.names
        )

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
            conn.execute("UPDATE games SET title = ? WHERE id = ?", (title.strip(), game_id))

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
            conn.execute("DELETE FROM origins WHERE game_id = ?", (game_id,))
            conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
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

    def remember_players(self, names: Sequence[str]) -> None:
        with self.transaction() as conn:
            self._remember(conn, names, _now())

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
        started = time.perf_counter()
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
        try:
            self._write(changes, length, new_index, names, finished, result)
        except sqlite3.Error as error:
            raise SaveError(str(error)) from error
        # Only after the commit: a failed save leaves the journal as it was.
        del self.saved[length:]
        for p, text in changes:
            if p < len(self.saved):
                self.saved[p] = text
            else:
                self.saved.append(text)
        self.index = new_index
        self.names = names
        self.seconds_in_last_save = time.perf_counter() - started

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
                " result = ? WHERE id = ?",
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
    longer replays or a result that cannot be read: the statistics then leave the game out)."""
    from scoretable.storage.replay import ReplayError
    from scoretable.storage.summary import summarize

    conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
    try:
        data = summarize(rules, players, log, index)
        ranks = [int(r) for r in (result or {})["ranks"]]
        points = [float(p) for p in (result or {})["points"]]
        rows = [
            (
                game_id,
                seat,
                str(names[seat]),
                ranks[seat],
                points[seat],
                data["hands"],
                data["wins"][seat],
                data["deal_ins"][seat],
                data["riichi"][seat],
                data["win_points"][seat],
            )
            for seat in range(len(players))
        ]
    except (ReplayError, ValueError, TypeError, KeyError, IndexError):
        return
    conn.executemany(
        "INSERT INTO seat_stats (game_id, seat, name, rank, points, hands, wins, deal_ins,"
        " riichi, win_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )


def _result_dict(state: Any) -> dict[str, Any]:
    """The FinalResult of a finished state as JSON-ready data."""
    import dataclasses

    from scoretable.engine.results import final_results

    data: dict[str, Any] = _jsonable(dataclasses.asdict(final_results(state)))
    return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(value)
    return value
