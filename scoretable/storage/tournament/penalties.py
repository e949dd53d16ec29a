"""Penalties and cards, and substitutes: given, cancelled and read back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.connection import club_session
from scoretable.storage.tournament.records import (
    KINDS,
    Penalty,
    Substitute,
    Tournament,
    _clean,
    _error,
    _tournament,
)
from scoretable.storage.tournament_input import points as checked_points

if TYPE_CHECKING:
    import psycopg


def add_penalty(
    url: str,
    name: str,
    player: str,
    points: float,
    *,
    kind: str = "penalty",
    reason: str = "",
    session: int | None = None,
    referee: str = "",
) -> Penalty:
    """A penalty (``points`` added to the player's total as given: -20 costs twenty points), a
    chombo, or a card (``kind`` yellow or red; its cost is the rules', ``points`` unused)."""
    if kind not in KINDS:
        raise _error(
            QT_TRANSLATE_NOOP("Tournament", "a penalty is one of {kinds}, not {kind}"),
            kinds=", ".join(KINDS),
            kind=repr(kind),
        )
    if kind not in ("yellow", "red"):  # a card costs the tournament's red_card
        checked_points(points, QT_TRANSLATE_NOOP("Tournament", "a penalty"))
    with club_session(url) as conn, conn.transaction():
        t = _tournament(conn, name)
        _check_player(t, player)
        if session is not None:
            _check_session(t, session)
        row = conn.execute(
            "INSERT INTO tournament_penalties (tournament, player, kind, points, reason,"
            " session, referee) VALUES (%s, %s, %s, %s, %s, %s, %s) RETURNING id",
            (
                name,
                player,
                kind,
                0.0 if kind in ("yellow", "red") else float(points),
                reason,
                session,
                referee,
            ),
        ).fetchone()
        assert row is not None
        return _penalties(conn, name, int(row[0]))[0]


def _check_player(t: Tournament, player: str) -> None:
    if player not in {p.name for p in t.players}:
        raise _error(
            QT_TRANSLATE_NOOP("Tournament", "{who} is not a player of tournament {name}"),
            who=repr(player),
            name=repr(t.name),
        )


def _check_session(t: Tournament, session: int) -> None:
    if not 1 <= session <= t.sessions:
        raise _error(
            QT_TRANSLATE_NOOP(
                "Tournament", "tournament {name} has sessions 1 to {sessions}, not {session}"
            ),
            name=repr(t.name),
            sessions=t.sessions,
            session=session,
        )


def cancel_penalty(url: str, name: str, penalty: int) -> None:
    """Cancel a penalty or card (it stays listed, as cancelled)."""
    with club_session(url) as conn, conn.transaction():
        cur = conn.execute(
            "UPDATE tournament_penalties SET cancelled = true WHERE tournament = %s AND id = %s",
            (name, penalty),
        )
        if cur.rowcount == 0:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "tournament {name} has no penalty {id}"),
                name=repr(name),
                id=penalty,
            )


def _penalties(conn: psycopg.Connection[Any], name: str, only: int | None = None) -> list[Penalty]:
    return [
        Penalty(int(i), p, k, float(pts), r, s, ref, bool(c))
        for i, p, k, pts, r, s, ref, c in conn.execute(
            "SELECT id, player, kind, points, reason, session, referee, cancelled"
            " FROM tournament_penalties WHERE tournament = %s AND (%s::int IS NULL OR id = %s)"
            " ORDER BY id",
            (name, only, only),
        )
    ]


def penalties(url: str, name: str) -> list[Penalty]:
    """Every penalty and card of the tournament, cancelled ones included, oldest first."""
    with club_session(url) as conn:
        _tournament(conn, name)
        return _penalties(conn, name)


def add_substitute(
    url: str, name: str, session: int, player: str, substitute: str, fixed: float | None = None
) -> Substitute:
    """``substitute`` plays ``player``'s seat in ``session``; the game counts for the player,
    or (``fixed``) the player gets ``fixed`` points for it. Returns what was stored."""
    substitute = _clean(substitute)
    checked_points(fixed, QT_TRANSLATE_NOOP("Tournament", "a fixed score"))
    with club_session(url) as conn, conn.transaction():
        t = _tournament(conn, name)
        _check_player(t, player)
        _check_session(t, session)
        if not substitute or substitute in {p.name for p in t.players}:
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "a substitute needs a name of their own, not a player's: {who}",
                ),
                who=repr(substitute),
            )
        conn.execute(
            "INSERT INTO tournament_substitutes (tournament, session, player, substitute,"
            " fixed) VALUES (%s, %s, %s, %s, %s) ON CONFLICT (tournament, session, player)"
            " DO UPDATE SET substitute = EXCLUDED.substitute, fixed = EXCLUDED.fixed",
            (name, session, player, substitute, fixed),
        )
        return Substitute(session, player, substitute, fixed)


def _substitutes(conn: psycopg.Connection[Any], name: str) -> list[Substitute]:
    return [
        Substitute(int(s), p, sub, None if f is None else float(f))
        for s, p, sub, f in conn.execute(
            "SELECT session, player, substitute, fixed FROM tournament_substitutes"
            " WHERE tournament = %s ORDER BY session, player",
            (name,),
        )
    ]
