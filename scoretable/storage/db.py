"""The embedded database: one SQLite file holding every game, the remembered players and the
quiz progress. This module gathers its names from the rooms that hold them:
:mod:`~scoretable.storage.opening` (open a library), :mod:`~scoretable.storage.locking`,
:mod:`~scoretable.storage.repair` (checks, damage moved aside), :mod:`~scoretable.storage.upgrade`,
:mod:`~scoretable.storage.store` (:class:`Store`), :mod:`~scoretable.storage.journal`
(:class:`GameJournal`, the statistics' summary rows), :mod:`~scoretable.storage.records` and
:mod:`~scoretable.storage.errors`.

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

from scoretable.storage.errors import (
    BUSY_SECONDS,
    Notice,
    SaveError,
    StoreError,
    StoreLocked,
    StoreUnavailable,
    classify,
)
from scoretable.storage.journal import (
    SUMMARY_COLUMNS,
    GameJournal,
    _hand_facts,
    _write_facts,
    _write_summary,
)
from scoretable.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from scoretable.storage.opening import (
    Opened,
    _connect,
    open_memory_store,
    open_reader,
    open_store,
    read_last_unfinished,
)
from scoretable.storage.records import (
    GameRecord,
    GameSummary,
    StoredGameError,
    _dumps,
    _now,
    _result_dict,
)
from scoretable.storage.store import Store

__all__ = [
    "BUSY_SECONDS",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SUMMARY_COLUMNS",
    "GameJournal",
    "GameRecord",
    "GameSummary",
    "Notice",
    "Opened",
    "SaveError",
    "Store",
    "StoreError",
    "StoreLocked",
    "StoreUnavailable",
    "StoredGameError",
    "_connect",
    "_dumps",
    "_hand_facts",
    "_now",
    "_result_dict",
    "_write_facts",
    "_write_summary",
    "classify",
    "open_memory_store",
    "open_reader",
    "open_store",
    "read_last_unfinished",
]
