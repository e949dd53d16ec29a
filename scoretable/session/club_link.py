"""The table's link to the club server: games sent in the background, never blocking play.

    link = ClubLink(url, database_path)
    link.statusChanged.connect(show)       # ("sent" | "waiting" | "failed", detail)
    link.game_changed(game_id)             # after each saved action
    link.withdraw(uid)                     # a game taken out of the club's league
    link.close()

A worker thread owns its own SQLite connection (read only) and its own server connection.
Each game it is told about is sent whole and idempotently (:func:`storage.club.send_game`), in
its own transaction, so a lost message costs nothing: a game not sent (the server gone, a
lock another table holds past the time limit, a refusal) stays pending, the status says why
in one line, and the worker tries again after a pause (and at once when told of another
change); the other games still go. A game with nothing played is never sent. The table's own
journal is never touched here.

Signals:
    statusChanged(str, str): the state ("sent", "waiting", "failed", "conflict") and a detail
        for the user in the interface's language (the reason of a failure, the server's
        address, or each conflict in a line: the game's copies differ between tables), never
        a password.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scoretable.storage.club import (
    ClubError,
    connect,
    explain,
    game_conflicts,
    public_url,
    redact,
    send_game,
)
from scoretable.storage.club import withdraw as withdraw_games
from scoretable.storage.club.copies import CONFLICT
from scoretable.storage.db import Store

# Seconds between tries while the server cannot be reached.
RETRY_SECONDS = 10.0
_STOP = -1


class ClubLink(QObject):
    """Sends changed games to the club server from a worker thread."""

    statusChanged = Signal(str, str)

    def __init__(self, url: str, database: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.where = public_url(url)
        self.database = database
        self.state = "waiting"
        self._queue: queue.Queue[int | str] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="club-link", daemon=True)
        self._thread.start()

    def game_changed(self, game_id: int) -> None:
        """Ask for ``game_id`` to be sent (returns at once)."""
        self._queue.put(game_id)

    def withdraw(self, uid: str) -> None:
        """Ask for the game the club knows as ``uid`` to be withdrawn from the league
        (returns at once; retried like a send until the server has done it)."""
        self._queue.put(uid)

    def close(self, timeout: float = 5.0) -> None:
        """Stop the worker (what is still pending goes at the next start or sync)."""
        self._queue.put(_STOP)
        self._thread.join(timeout)

    def _report(self, state: str, detail: str) -> None:
        self.state = state
        self.statusChanged.emit(state, detail)

    def _failed(self, error: BaseException) -> None:
        reason = explain(error, self.url)
        self._report("failed", redact(reason.text(QCoreApplication.translate), self.url))

    def _run(self) -> None:
        pending: set[int] = set()
        withdrawals: set[str] = set()
        conn: Any = None
        store: Store | None = None
        while True:
            try:
                item = self._queue.get(timeout=RETRY_SECONDS if pending or withdrawals else None)
            except queue.Empty:
                item = None
            while item is not None:
                if item == _STOP:
                    if conn is not None:
                        conn.close()
                    return
                if isinstance(item, str):
                    withdrawals.add(item)
                else:
                    pending.add(item)
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    item = None
            # here pending or withdrawals hold something: the wait ends empty-handed only
            # when they did, and every item taken adds to one of them
            try:
                if withdrawals:
                    withdraw_games(self.url, sorted(withdrawals))
                    withdrawals.clear()
                if store is None:
                    local = sqlite3.connect(
                        f"file:{self.database}?mode=ro", uri=True, check_same_thread=False
                    )
                    store = Store(local, self.database)
                if conn is None or conn.closed or conn.broken:
                    conn = connect(self.url)
            except Exception as error:
                self._failed(error)
                continue
            first_error: BaseException | None = None
            differs: list[str] = []
            for game_id in sorted(pending):
                try:
                    if send_game(conn, store, game_id) == CONFLICT:
                        differs += [
                            c.note().text(QCoreApplication.translate)
                            for c in game_conflicts(conn, store, game_id)
                        ]
                    pending.discard(game_id)
                except Exception as error:  # this game only; the others still go
                    first_error = first_error or error
                    if conn.closed or conn.broken or isinstance(error, ClubError):
                        break
            if first_error is not None:
                self._failed(first_error)
            elif differs:
                self._report("conflict", "\n".join(differs))
            else:
                self._report("sent", self.where)
