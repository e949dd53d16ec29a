"""Looking at a library file before it is used, and putting aside what cannot be: the
read-only checks (damage, a newer version, another application's database, a folder or a
broken link where the file should be), a ``-wal`` left without its database, a damaged file
moved aside byte for byte, and the owner's permissions (read-only kept, private made)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from pathlib import Path

from scoretable import clock
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.errors import (
    BUSY_SECONDS,
    Notice,
    StoreError,
    StoreUnavailable,
    classify,
)
from scoretable.storage.migrations import SCHEMA_VERSION

# The tables only scoretable makes; a file holding other tables and none of these (with no
# schema version) belongs to another application.
_OUR_TABLES = frozenset({"games", "entries", "players"})


def _inspect(path: Path) -> None:
    """Read-only checks of an existing file. Raises StoreError (damaged, newer, empty: the
    file may be moved aside) or StoreUnavailable (leave it be). Writes nothing: the
    connection is read-only, so neither the checks nor closing it change the file or its WAL."""
    if path.is_dir():
        raise StoreUnavailable(
            Notice(
                QT_TRANSLATE_NOOP(
                    "Library", "{path} is a folder, not a database file. Move it away and retry."
                ),
                path=path,
            ),
            "unavailable",
        )
    if not path.exists():  # a symbolic link to nothing: left as it is, never written through
        raise StoreUnavailable(
            Notice(
                QT_TRANSLATE_NOOP(
                    "Library",
                    "{path} is a link to {target}, which does not exist. Restore what it "
                    "points to, or remove the link, and retry.",
                ),
                path=path,
                target=os.readlink(path),
            ),
            "unavailable",
            str(path),
        )
    wal = path.with_name(path.name + "-wal")
    if path.stat().st_size == 0 and not (wal.exists() and wal.stat().st_size > 0):
        raise StoreError("The database file is empty (0 bytes).", "empty", "0 bytes")
    companions = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    absent = [p for p in companions if not p.exists()]
    shm = companions[1]
    # Reading through the WAL rebuilds its index in -shm: kept, to be put back as it was if
    # the file turns out damaged and goes aside.
    shm_before = shm.read_bytes() if shm not in absent and shm.stat().st_size < 2**24 else None
    try:
        conn = sqlite3.connect(
            path.absolute().as_uri() + "?mode=ro", uri=True, timeout=BUSY_SECONDS
        )
    except sqlite3.Error as exc:
        raise classify(exc) from exc
    try:
        try:
            _examine(conn, path)
        except sqlite3.Error as exc:
            raise classify(exc) from exc
    except StoreError as exc:
        conn.close()
        if shm_before is not None and not isinstance(exc, StoreUnavailable):
            with contextlib.suppress(OSError):
                shm.write_bytes(shm_before)
        raise
    finally:
        conn.close()
        # A read-only look at a WAL database leaves an empty -wal and an -shm behind: take
        # away the ones it made, so a file moved aside goes exactly as it was found.
        if wal in absent and wal.exists() and wal.stat().st_size == 0:
            for made in absent:
                with contextlib.suppress(OSError):
                    made.unlink()


def _examine(conn: sqlite3.Connection, path: Path) -> None:
    """The read-only checks: version, whose file, SQLite's own quick check."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"The database was written by a newer version of scoretable "
            f"(schema {version}; this version knows up to {SCHEMA_VERSION}).",
            "newer",
            str(version),
        )
    if version == 0:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if tables and not tables & _OUR_TABLES:
            raise StoreUnavailable(
                Notice(
                    QT_TRANSLATE_NOOP(
                        "Library",
                        "{path} is another application's database (tables: {tables}); "
                        "scoretable leaves it alone. Choose another --data-dir.",
                    ),
                    path=path,
                    tables=", ".join(sorted(tables)[:5]),
                ),
                "foreign",
                ", ".join(sorted(tables)[:5]),
            )
    check = conn.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        detail = "; ".join(str(r[0]) for r in check[:3])
        raise StoreError(f"The database is damaged: {detail}", "damaged", detail)


def _read_only(path: Path) -> int | None:
    """The mode of a file or folder its owner made read-only (no owner write bit), else None."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return None
    return None if mode & stat.S_IWUSR else mode


def _orphans(path: Path) -> Notice | None:
    """A ``-wal`` or ``-shm`` left without its database, moved aside (SQLite would apply a
    stray WAL to the new file, or throw it away without a word)."""
    found = [
        path.with_name(path.name + suffix)
        for suffix in ("-wal", "-shm")
        if path.with_name(path.name + suffix).exists()
    ]
    if not found:
        return None
    stamp = clock.file_stamp()
    moved = []
    for companion in found:
        target = companion.with_name(f"{companion.name}.orphan-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = companion.with_name(f"{companion.name}.orphan-{stamp}-{n}")
        try:
            os.replace(companion, target)
        except OSError as error:
            raise StoreUnavailable(
                Notice(
                    QT_TRANSLATE_NOOP(
                        "Library",
                        "{path} was found without its database and cannot be moved aside: "
                        "{reason}. Move it away and retry.",
                    ),
                    path=companion,
                    reason=error.strerror or error,
                ),
                "unavailable",
                str(error),
            ) from error
        moved.append(str(target))
    return Notice(
        QT_TRANSLATE_NOOP(
            "Library",
            "{files} was found without its database ({database}): it was kept, renamed "
            "to:\n{moved}\n\nscoretable started with a new, empty library.",
        ),
        files=", ".join(p.name for p in found),
        database=path.name,
        moved="\n".join(moved),
    )


def _private(path: Path) -> None:
    """The database and its companions readable by the user only, where the platform allows
    (the owner's own permissions are kept)."""
    for name in (path.name, path.name + "-wal", path.name + "-shm"):
        with contextlib.suppress(OSError):
            companion = path.with_name(name)
            companion.chmod(stat.S_IMODE(companion.stat().st_mode) & 0o700)


def _tighten(directory: Path) -> None:
    """An existing data folder open to others (0755 from an older version) made private (0700).

    Only a folder the user owns is changed; where that fails (or the platform has no owners)
    start-up goes on as before.
    """
    getuid = getattr(os, "getuid", None)
    with contextlib.suppress(OSError):
        status = directory.stat()
        if getuid is not None and status.st_uid == getuid() and status.st_mode & 0o077:
            directory.chmod(0o700)


def _move_aside(path: Path) -> Path:
    """Rename the database (and its WAL/SHM companions) to ``<name>.damaged-<timestamp>``."""
    stamp = clock.file_stamp()
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
