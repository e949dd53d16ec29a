"""Reaching the club server: a connection with its time limits (:data:`LIMITS`) and the club's
tables ready, and every failure of a connection or a statement put in one sentence
(:class:`~scoretable.storage.club.errors.ClubError`)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.schema import _READ, _WRITTEN, SCHEMA, _check_rights, _ensure_schema
from scoretable.storage.club_address import public_url, redact

if TYPE_CHECKING:
    import psycopg


@dataclass(frozen=True)
class Limits:
    """Seconds each wait may last (tests shorten them; production keeps the defaults)."""

    # reaching the server (per host of a multi-host URL)
    connect: float = 5
    # waiting for a lock another table holds (a row being sent, the schema being set up)
    lock: float = 5
    # one statement, its lock waits included
    statement: float = 15
    # a session idle inside a transaction (a suspended laptop) is dropped by the server
    idle_in_transaction: float = 15
    # a sync starts no game after this; the running statement is cancelled soon after
    sync: float = 25


# The limits every connection gets.
LIMITS = Limits()


def connect(url: str, write: bool = True) -> psycopg.Connection[Any]:
    """A connection to the club server with its time limits set and the club's tables ready
    (created or upgraded only when they are missing or older); ``write``: the role's rights
    to send games are checked too. ClubError otherwise."""
    import psycopg

    where = public_url(url)
    try:
        conn = psycopg.connect(
            url,
            autocommit=True,
            connect_timeout=max(1, round(LIMITS.connect)),
            application_name="scoretable",
            keepalives=1,
            keepalives_idle=10,
            keepalives_interval=5,
            keepalives_count=3,
        )
    except psycopg.OperationalError as error:
        raise _connect_error(error, url) from None
    except psycopg.ProgrammingError as error:
        raise ClubError(
            QT_TRANSLATE_NOOP("Club", "the club address {where} is not usable: {detail}"),
            where=where,
            detail=_detail(error, url),
        ) from None
    try:
        with _answers(url):
            conn.execute(
                "SELECT set_config('search_path', %s, false),"
                " set_config('lock_timeout', %s, false),"
                " set_config('statement_timeout', %s, false),"
                " set_config('idle_in_transaction_session_timeout', %s, false)",
                (
                    SCHEMA,
                    f"{round(LIMITS.lock * 1000)}ms",
                    f"{round(LIMITS.statement * 1000)}ms",
                    f"{round(LIMITS.idle_in_transaction * 1000)}ms",
                ),
            )
            _ensure_schema(conn, where)
            _check_rights(conn, where, _WRITTEN if write else _READ, write)
    except BaseException:
        conn.close()
        raise
    return conn


@contextlib.contextmanager
def club_session(url: str, write: bool = False) -> Iterator[psycopg.Connection[Any]]:
    """A connection (:func:`connect`) for the block, closed after it; a database error inside
    the block becomes a one-line ClubError."""
    conn = connect(url, write=write)
    try:
        with _answers(url):
            yield conn
    finally:
        conn.close()


def _detail(error: BaseException, url: str) -> str:
    """An error's own words on one line, at most 200 characters, with no password."""
    return redact(" ".join(str(error).split()), url)[:200]


def _connect_error(error: Exception, url: str) -> ClubError:
    words = " ".join(str(error).split())
    text = _detail(error, url)
    where = public_url(url)
    root = re.search(r'root certificate file "([^"]*)" does not exist', words)
    if root:
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the SSL root certificate {file} is missing, so the club server {where} cannot"
                " be checked: put the club's certificate there (or name it with sslrootcert)",
            ),
            file=root.group(1),
            where=where,
        )
    if "no password supplied" in words or "password is required" in words:
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the club server {where} wants a password and none was given: put it in"
                " ~/.pgpass (or PGPASSWORD)",
            ),
            where=where,
        )
    if "password authentication failed" in words:
        return ClubError(
            QT_TRANSLATE_NOOP("Club", "the club server refused the password for {where}"),
            where=where,
        )
    if "permission denied" in words or "not permitted to log in" in words:
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the club server does not let this role in ({where}): ask the organiser for"
                " the right to connect ({detail})",
            ),
            where=where,
            detail=text,
        )
    if re.search(r'(database|role) "[^"]*" does not exist', words):
        return ClubError(
            QT_TRANSLATE_NOOP("Club", "the club server has no such database or user: {where}"),
            where=where,
        )
    return ClubError(
        QT_TRANSLATE_NOOP("Club", "the club server is unreachable ({where}): {detail}"),
        where=where,
        detail=text.rsplit(" failed: ", 1)[-1],  # libpq's own words, not its preamble
    )


def _runtime_error(error: BaseException, url: str) -> ClubError:
    """What a failed statement means for the user (a lock wait, a time limit, a right, the
    server gone, or the server's refusal of what was sent)."""
    import psycopg
    from psycopg import errors

    where = public_url(url)
    detail = _detail(error, url)
    if isinstance(error, errors.LockNotAvailable):
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "another table has held what this needs on the club server for over {seconds} s"
                " (a laptop asleep while sending?): a lock wait; it is tried again later",
            ),
            seconds=_seconds(LIMITS.lock),
        )
    if isinstance(error, errors.QueryCanceled):
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the club server did not answer within {seconds} s; it is tried again later",
            ),
            seconds=_seconds(LIMITS.statement),
        )
    if isinstance(error, errors.InsufficientPrivilege):
        return ClubError(
            QT_TRANSLATE_NOOP(
                "Club", "the club server's role lacks a right: {detail} (ask the organiser)"
            ),
            detail=detail,
        )
    if isinstance(error, psycopg.OperationalError | psycopg.InterfaceError):
        return ClubError(
            QT_TRANSLATE_NOOP("Club", "the club server stopped answering ({where}): {detail}"),
            where=where,
            detail=detail,
        )
    return ClubError(
        QT_TRANSLATE_NOOP("Club", "the club server refused it: {detail}"), detail=detail
    )


def explain(error: BaseException, url: str) -> ClubError:
    """A database error met while sending to ``url`` as a one-line ClubError (what
    :func:`send_game` lets through): a lock wait, a time limit, a right, the server gone, or
    the server's refusal of the game."""
    import psycopg

    if isinstance(error, ClubError):
        return error
    if isinstance(error, psycopg.Error):
        return _runtime_error(error, url)
    return ClubError(
        QT_TRANSLATE_NOOP("Club", "this table could not read the game to send: {detail}"),
        detail=_detail(error, url),
    )


def _seconds(value: float) -> str:
    return f"{value:g}"


@contextlib.contextmanager
def _answers(url: str) -> Iterator[None]:
    """Any database error inside the block becomes a one-line ClubError."""
    import psycopg

    try:
        yield
    except psycopg.Error as error:
        raise _runtime_error(error, url) from None
