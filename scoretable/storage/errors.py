"""What goes wrong with the store: the errors the interface words (a damaged file, one
unavailable now, another instance's lock, a change that could not be saved), SQLite's codes
sorted into those, and the notices of what opening put right."""

from __future__ import annotations

import sqlite3

from scoretable.engine.errors import Sentence


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


class Notice(Sentence):
    """What opening the library put right, told in the interface's language
    (``notice.text(QCoreApplication.translate)``); marked under "Library"."""

    context = "Library"
