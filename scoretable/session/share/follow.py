"""A library another process writes, followed for the ``share`` command (Qt-free).

    follower = LibraryFollower(directory, server)
    follower.poll()        # cheap when nothing changed
    follower.close()       # the connection held open, if any

The game served is the one the library resumes (the most recently played unfinished game);
once it ends, its final state stays served until another game is played. The library is never
written and its lock never taken. While a store has it open (its write-ahead log beside it), a
read-only connection is held open (:func:`scoretable.storage.db.open_reader`): a look is
``PRAGMA data_version``, and a change reads the game served and the id of the one resumed,
not the library. Otherwise (no store open, or no log) it is read whole with
:func:`scoretable.storage.db.read_last_unfinished` when its files' sizes and times change.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from scoretable.engine.errors import SentenceError
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of
from scoretable.storage.db import (
    GameRecord,
    Store,
    StoreError,
    open_reader,
    read_last_unfinished,
)
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
        self._reader: Store | None = None
        self._reader_file: object = None
        self._version: int | None = None

    def close(self) -> None:
        """Let the library go (the connection held open, if any)."""
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        self._version = None

    def _file(self) -> object:
        try:
            info = os.stat(self.directory / DB_NAME)
        except OSError:
            return None
        return (info.st_dev, info.st_ino)

    def _changed(self) -> bool:
        """Whether the library may have changed since the last read (opening a reader when
        one can be opened)."""
        if self._reader is not None:
            if self._file() == self._reader_file:  # not replaced (a restore) nor removed
                version = self._reader.data_version()
                if version == self._version:
                    return False
                self._version = version
                return True
            self.close()
            self._files = None
        files = self._signature()
        if files == self._files:
            return False
        self._files = files
        self._reader_file = self._file()
        self._reader = open_reader(self.directory)
        if self._reader is not None:
            self._version = self._reader.data_version()
        return True

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
        try:
            if not self._changed():
                return False
            record = self._read()
            if record is None:
                return False
            key = (record.id, len(record.log), record.index, tuple(record.names), record.updated)
            if key == self._key:
                return False
            snapshot = snapshot_of(record.rules, record.players, record.log, record.index)
        except (StoreError, sqlite3.Error, SentenceError, ValueError, KeyError, TypeError) as error:
            self.close()
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

    def _load(self, game_id: int | None = None) -> GameRecord | None:
        if self._reader is not None:
            return self._reader.resumed(game_id)
        return read_last_unfinished(self.directory, game_id)

    def _read(self) -> GameRecord | None:
        current = self.record
        if current is not None:
            now = self._load(current.id)
            if now is not None and not now.finished:
                return now
            latest = self._load()
            if latest is not None and (now is None or latest.updated >= now.updated):
                return latest
            return now
        return self._load()
