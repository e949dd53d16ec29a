"""A plain SQLite connection holding the store's schema, made by its frozen migrations: what
the learner's progress (``storage.progress``, ``storage.skills``) is given, as the app gives it
the store's connection. Its tables are defined nowhere else."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scoretable.storage.migrations import MIGRATIONS


def migrated_connection(
    path: str | Path = ":memory:", *, autocommit: bool = False
) -> sqlite3.Connection:
    """A connection to ``path`` (in memory by default) with every migration applied: in
    autocommit mode as the app's store is, or (the default) in Python's deferred mode."""
    conn = sqlite3.connect(path, isolation_level=None if autocommit else "DEFERRED")
    for migrate in MIGRATIONS:
        migrate(conn)
    conn.commit()
    return conn
