"""Bringing a library to this version's schema: the frozen migrations
(:mod:`scoretable.storage.migrations`) run in order in one transaction, and a schema number
lowered by hand or by a downgrade recognised from the tables themselves."""

from __future__ import annotations

import sqlite3
from typing import Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.errors import Notice, StoreUnavailable
from scoretable.storage.migrations import MIGRATIONS, SCHEMA_VERSION


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
