"""The table's link to the club server: games sent in the background, never blocking play.

    link = ClubLink(url, database_path)
    link.statusChanged.connect(show)       # ("sent" | "waiting" | "failed", detail)
    link.game_changed(game_id)             # after each saved action
    link.close()

A worker thread owns its own SQLite connection (read only) and its own server connection.
Each game it is told about is sent whole and idempotently (:func:`storage.club.send_game`), so
a lost message costs nothing: on a failure the game stays pending, the status says why, and
the worker tries again after a pause (and at once when told of another change). The table's
own journal is never touched here.

Signals:
    statusChanged(str, str): the state ("sent", "waiting", "failed") and a detail for the user
        (the reason of a failure, or how many games wait).
"""

from __future__ import annotations

import queue
import sqlite3
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from scoretable.storage.club import ClubError, connect, public_url, send_game
from scoretable.storage.db import Store

#: Seconds between tries while the server cannot be reached.
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
        self._queue: queue.Queue[int] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="club-link", daemon=True)
        self._thread.start()

    def game_changed(self, game_id: int) -> None:
        """Ask for ``game_id`` to be sent (returns at once)."""
        self._queue.put(game_id)

    def close(self, timeout: float = 5.0) -> None:
        """Stop the worker (what is still pending goes at the next start or sync)."""
        self._queue.put(_STOP)
        self._thread.join(timeout)

    def _report(self, state: str, detail: str) -> None:
        self.state = state
        self.statusChanged.emit(state, detail)

    def _run(self) -> None:
        pending: set[int] = set()
        conn: Any = None
        store: Store | None = None
        while True:
            try:
                item = self._queue.get(timeout=RETRY_SECONDS if pending else None)
            except queue.Empty:
                item = None
            while item is not None:
                if item == _STOP:
                    if conn is not None:
                        conn.close()
                    return
                pending.add(item)
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    item = None
            if not pending:
                continue
            try:
                if store is None:
                    local = sqlite3.connect(
                        f"file:{self.database}?mode=ro", uri=True, check_same_thread=False
                    )
                    store = Store(local, self.database)
                if conn is None or conn.closed:
                    conn = connect(self.url)
                for game_id in sorted(pending):
                    send_game(conn, store, game_id)
                    pending.discard(game_id)
                self._report("sent", self.where)
            except ClubError as error:
                self._report("failed", str(error))
            except Exception as error:
                if conn is not None:
                    conn.close()
                conn = None
                self._report("failed", " ".join(str(error).split())[:200])
