"""The store: all access to the library's database goes through :class:`Store` (one
connection, one thread: the GUI's, or a worker's own)."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from scoretable.storage import validate
from scoretable.storage.errors import SaveError
from scoretable.storage.journal import (
    GameJournal,
    _remember,
    _write_facts,
    _write_summary,
)
from scoretable.storage.locking import _Lock
from scoretable.storage.records import (
    GameRecord,
    GameSummary,
    StoredGameError,
    _dumps,
    _json,
    _now,
    _stored_name,
    _summary,
)


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
                _remember(conn, remember, now)
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
            _remember(conn, names if names is not None else players, now)
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
