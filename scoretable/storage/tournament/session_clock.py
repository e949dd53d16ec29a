"""A session's clock on the server: started, extended for a table, and read by a table (the
time left and what happens when it is up), and the tables a session offers."""

from __future__ import annotations

import datetime
from typing import NamedTuple

from scoretable.clock import timestamp
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.connection import club_session, connect
from scoretable.storage.club.errors import ClubError
from scoretable.storage.tournament.records import _error, _tournament
from scoretable.storage.tournament.seating import load


def start_clock(url: str, name: str, session: int, minutes: int) -> datetime.datetime:
    """Start session ``session``'s clock now (the server's time), for ``minutes``; returns
    when it started. Every table's timer and the room's board follow it."""
    if not 1 <= minutes <= 600:
        raise _error(
            QT_TRANSLATE_NOOP("Tournament", "a session lasts 1 to 600 minutes, not {minutes}"),
            minutes=minutes,
        )
    with club_session(url) as conn, conn.transaction():
        _tournament(conn, name)
        row = conn.execute(
            "UPDATE tournament_sessions SET starts = now(), minutes = %s, extra = '{}'"
            " WHERE tournament = %s AND number = %s RETURNING starts",
            (minutes, name, session),
        ).fetchone()
        if row is None:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session} was never seated"),
                session=session,
            )
        started: datetime.datetime = row[0]
        return started


class SessionClock(NamedTuple):
    """A session's clock as the server keeps it: when it started (the server's time), its
    minutes, each table's extra minutes, and the seconds it had run when read, counted by the
    server's own clock (a table's clock, right or wrong, never enters it)."""

    started: datetime.datetime
    minutes: int
    extra: dict[int, int]
    elapsed: float


def clock(url: str, name: str, session: int) -> SessionClock | None:
    """Session ``session``'s clock (None: not started)."""
    with club_session(url) as conn:
        row = conn.execute(
            "SELECT starts, minutes, extra, EXTRACT(EPOCH FROM now() - starts)::float8"
            " FROM tournament_sessions WHERE tournament = %s AND number = %s"
            " AND starts IS NOT NULL",
            (name, session),
        ).fetchone()
    if row is None:
        return None
    extra = {int(k): int(v) for k, v in (row[2] or {}).items()}
    return SessionClock(row[0], int(row[1]), extra, float(row[3]))


def extra_time(url: str, name: str, session: int, table: int, minutes: int) -> None:
    """Give table ``table`` of session ``session`` ``minutes`` more than the session's clock
    (a late start, a long dispute); 0 takes it back."""
    if not 0 <= minutes <= 120:
        raise _error(
            QT_TRANSLATE_NOOP("Tournament", "extra time is 0 to 120 minutes, not {minutes}"),
            minutes=minutes,
        )
    with club_session(url) as conn, conn.transaction():
        _tournament(conn, name)
        row = conn.execute(
            "SELECT tables, starts FROM tournament_sessions WHERE tournament = %s AND number = %s",
            (name, session),
        ).fetchone()
        if row is None or row[1] is None:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session}'s clock has not been started"),
                session=session,
            )
        if not 1 <= table <= len(row[0]):
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session} has no table {table}"),
                session=session,
                table=table,
            )
        conn.execute(
            "UPDATE tournament_sessions SET extra = extra || jsonb_build_object(%s::text,"
            " %s::int) WHERE tournament = %s AND number = %s",
            (str(table), minutes, name, session),
        )


def table_timer(url: str, name: str, session: int, table: int) -> tuple[float, int, int] | None:
    """A table's hanchan timer following its session's clock: (start, seconds with the
    table's extra time, hands after time is up), or None (no clock, or the server cannot be
    read: the table plays on without). The start is on this machine's clock (``clock.
    timestamp()``, as the game's timer counts), the time the session has run by the server's
    clock before it: a table whose clock is wrong still ends with the room."""
    try:
        found = clock(url, name, session)
        t = load(url, name)
    except ClubError:
        return None
    if found is None:
        return None
    start = timestamp() - found.elapsed
    return start, (found.minutes + found.extra.get(table, 0)) * 60, t.hands_after


def table_offers(url: str) -> list[tuple[str, int, int, tuple[str, ...], str]]:
    """Every seated table of the server's tournaments, newest tournament first, as (tournament,
    session, table, players from East, rules preset): what New game offers. Empty when the
    server cannot be read (a table never waits on it beyond the time limits)."""
    try:
        conn = connect(url, write=False)
    except ClubError:
        return []
    try:
        rows = conn.execute(
            "SELECT t.name, s.number, s.tables, t.rules_name FROM tournaments t JOIN"
            " tournament_sessions s ON s.tournament = t.name ORDER BY t.created DESC, t.name,"
            " s.number"
        ).fetchall()
    except Exception:  # a failed statement is no offer, never a failure of New game
        return []
    finally:
        conn.close()
    return [
        (name, int(session), number, tuple(table), rules)
        for name, session, tables, rules in rows
        for number, table in enumerate(tables, start=1)
    ]
