"""A library another process writes, followed for the ``share`` command (Qt-free).

    follower = LibraryFollower(directory, server)
    follower.poll()        # cheap when nothing changed: the files' sizes and times compared

The game served is the one the library resumes (the most recently played unfinished game);
once it ends, its final state stays served until another game is played. The library is read
with :func:`scoretable.storage.db.read_last_unfinished` (never written, no lock taken), and
only when its files changed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from scoretable.engine.errors import SentenceError
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of
from scoretable.storage.db import GameRecord, StoreError, read_last_unfinished
from scoretable.storage.paths import DB_NAME


class LibraryFollower:
    """Serves the library's game on ``server`` and follows it (see the module docstring).

    Args:
        on_new_game: called with the new game's record when the game served changes (its
            pages have new tokens).
        on_error: called with a one-line reason when the library cannot be read (the last
            state stays served; the next change is read again).
    """

    def __init__(
        self,
        directory: Path,
        server: ShareServer,
        on_new_game: Callable[[GameRecord], None] | None = None,
        on_error: Callable[[str], None] | None = None,
    ) -> None:
        self.directory = directory
        self.server = server
        self.on_new_game = on_new_game
        self.on_error = on_error
        self.record: GameRecord | None = None
        self._files: tuple[object, ...] | None = None
        self._key: tuple[object, ...] | None = None

    def _signature(self) -> tuple[object, ...]:
        out: list[object] = []
        for suffix in ("", "-wal", "-journal"):
            try:
                info = os.stat(self.directory / (DB_NAME + suffix))
            except OSError:
                out.append(None)
            else:
                out.append((info.st_ino, info.st_size, info.st_mtime_ns))
        return tuple(out)

    def poll(self) -> bool:
        """Read the library if its files changed and serve what changed; True if it did."""
        files = self._signature()
        if files == self._files:
            return False
        self._files = files
        try:
            record = self._read()
            if record is None:
                return False
            key = (record.id, len(record.log), record.index, tuple(record.names), record.updated)
            if key == self._key:
                return False
            snapshot = snapshot_of(record.rules, record.players, record.log, record.index)
        except (StoreError, SentenceError, ValueError, KeyError, TypeError) as error:
            self._files = None  # read again at the next look
            if self.on_error is not None:
                self.on_error(f"the library cannot be read: {error}")
            return False
        new = self.record is None or record.id != self.record.id
        self.record, self._key = record, key
        if new:
            self.server.new_game(snapshot)
            if self.on_new_game is not None:
                self.on_new_game(record)
        else:
            self.server.publish(snapshot)
        return True

    def _read(self) -> GameRecord | None:
        current = self.record
        if current is not None:
            now = read_last_unfinished(self.directory, current.id)
            if now is not None and not now.finished:
                return now
            latest = read_last_unfinished(self.directory)
            if latest is not None and (now is None or latest.updated >= now.updated):
                return latest
            return now
        return read_last_unfinished(self.directory)
