"""The organiser's set-up: a tournament created and read back, and its sessions seated (the
whole day planned once, stable once made; the last session after a cut seats the top N)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.seating import SeatingError, plan, read_script, seats_for, swiss
from scoretable.storage.club.connection import club_session
from scoretable.storage.tournament.penalties import _check_session
from scoretable.storage.tournament.records import Tournament, _error, _sessions, _tournament
from scoretable.storage.tournament.standings import _games, _standings
from scoretable.storage.tournament_input import points as checked_points
from scoretable.storage.tournament_input import (
    rules_preset,
)

if TYPE_CHECKING:
    import psycopg


def create(url: str, tournament: Tournament) -> Tournament:
    """Create ``tournament`` with its players on the server (ClubError: bad settings, or a
    tournament of that name exists)."""
    players = tournament.players
    names = [p.name for p in players]
    rules_preset(tournament.rules_name)
    checked_points(tournament.red_card, QT_TRANSLATE_NOOP("Tournament", "a red card"))
    if not tournament.name.strip():
        raise _error(QT_TRANSLATE_NOOP("Tournament", "a tournament needs a name"))
    try:
        seats_for(names, tournament.table_size)
    except SeatingError as error:
        raise _error(QT_TRANSLATE_NOOP("Tournament", "{reason}"), reason=error) from None
    if not 1 <= tournament.sessions <= 64:
        raise _error(
            QT_TRANSLATE_NOOP("Tournament", "a tournament has 1 to 64 sessions, not {sessions}"),
            sessions=tournament.sessions,
        )
    cut = tournament.cut
    if cut is not None and (
        tournament.sessions < 2
        or cut % tournament.table_size
        or not tournament.table_size <= cut < len(names)
    ):
        raise _error(
            QT_TRANSLATE_NOOP(
                "Tournament",
                "the cut keeps {cut} players: it needs two sessions or more, and a multiple of"
                " {size} below the {count} players",
            ),
            cut=cut,
            size=tournament.table_size,
            count=len(names),
        )
    with club_session(url) as conn, conn.transaction():
        if conn.execute("SELECT 1 FROM tournaments WHERE name = %s", (tournament.name,)).fetchone():
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament", "tournament {name} exists already on the club server"
                ),
                name=repr(tournament.name),
            )
        conn.execute(
            "INSERT INTO tournaments (name, rules_name, sessions, table_size, cut, hide_from,"
            " red_card, seed, hands_after) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (
                tournament.name,
                tournament.rules_name,
                tournament.sessions,
                tournament.table_size,
                tournament.cut,
                tournament.hide_from,
                tournament.red_card,
                tournament.seed,
                tournament.hands_after,
            ),
        )
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO tournament_players (tournament, player, position, ema, country,"
                " team) VALUES (%s, %s, %s, %s, %s, %s)",
                [
                    (tournament.name, p.name, n, p.ema, p.country, p.team)
                    for n, p in enumerate(players)
                ],
            )
        return _tournament(conn, tournament.name)


def load(url: str, name: str) -> Tournament:
    """The tournament ``name`` as the server holds it."""
    with club_session(url) as conn:
        return _tournament(conn, name)


def tournaments(url: str) -> list[str]:
    """The names of the tournaments on the server."""
    with club_session(url) as conn:
        return [n for (n,) in conn.execute("SELECT name FROM tournaments ORDER BY created")]


def _played(conn: psycopg.Connection[Any], name: str) -> set[int]:
    return {
        int(s)
        for (s,) in conn.execute(
            "SELECT DISTINCT session FROM tournament_games WHERE tournament = %s", (name,)
        )
    }


def seat(
    url: str,
    name: str,
    session: int,
    *,
    again: bool = False,
    how: str = "planned",
    script: str | None = None,
) -> list[list[str]]:
    """Session ``session``'s tables, east first. The first call plans the whole day (session
    1 at random, the others around it) and stores every session, so a session's tables are
    stable once made; ``again`` plans this session and the later ones anew around the earlier
    ones; ``how="swiss"`` seats this session by the standings; ``script`` (a file's text, see
    :func:`~scoretable.engine.seating.read_script`) sets the sessions it holds from this one
    on. With a cut, the last session seats the top of the standings (see the module)."""
    with club_session(url) as conn, conn.transaction():
        conn.execute(
            "SELECT pg_advisory_xact_lock(7342002, hashtext(%s))", (name,)
        )  # one seating at a time
        t = _tournament(conn, name)
        _check_session(t, session)
        held = _sessions(conn, name)
        if session in held and not again and how == "planned" and script is None:
            return held[session]
        names = [p.name for p in t.players]
        teams = {p.name: p.team for p in t.players if p.team}
        rng = random.Random(f"{t.seed}:{session}:{len(held)}")
        # with a cut, the sessions before the last are planned; the last waits for them
        planned = t.sessions - 1 if t.cut else t.sessions
        new: dict[int, list[list[str]]]
        try:
            if t.cut and session == t.sessions:
                _check_before_cut(conn, t, held)
                top = [r.player for r in _standings(conn, t, public=False)][: t.cut]
                one = swiss(top, teams=teams, rng=rng, size=t.table_size)
                new = {session: [list(table) for table in one.sessions[0]]}
            elif script is not None:
                scripted = read_script(script, names)
                new = {
                    session + n: [list(table) for table in s]
                    for n, s in enumerate(scripted.sessions)
                    if session + n <= planned
                }
            elif how == "swiss":
                order = [r.player for r in _standings(conn, t, public=False)]
                one = swiss(order, teams=teams, rng=rng, size=t.table_size)
                new = {session: [list(table) for table in one.sessions[0]]}
            else:
                earlier = [held[n] for n in range(1, session) if n in held]
                if len(earlier) != session - 1:
                    raise _error(
                        QT_TRANSLATE_NOOP(
                            "Tournament",
                            "session {session} cannot be planned before the sessions before"
                            " it are seated",
                        ),
                        session=session,
                    )
                schedule = plan(
                    names,
                    planned,
                    rng=rng,
                    teams=teams,
                    played=earlier,
                    size=t.table_size,
                )
                new = {
                    n: [list(table) for table in schedule.sessions[n - 1]]
                    for n in range(session, planned + 1)
                }
        except SeatingError as error:
            raise _error(QT_TRANSLATE_NOOP("Tournament", "{reason}"), reason=error) from None
        done = _played(conn, name) & set(new)
        if done:
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "session {session} has games on the server already: its tables stay",
                ),
                session=min(done),
            )
        for number, tables in new.items():
            conn.execute(
                "INSERT INTO tournament_sessions (tournament, number, tables, how)"
                " VALUES (%s, %s, %s, %s) ON CONFLICT (tournament, number) DO UPDATE SET"
                " tables = EXCLUDED.tables, how = EXCLUDED.how",
                (name, number, json.dumps(tables), "scripted" if script else how),
            )
        return new[session]


def _check_before_cut(
    conn: psycopg.Connection[Any], t: Tournament, held: Mapping[int, list[list[str]]]
) -> None:
    """The cut's session is seated once every game of the sessions before it is finished on
    the server (the standings that choose its players are complete)."""
    finished: dict[int, int] = {}
    for game in _games(conn, t.name):
        finished[game.session] = finished.get(game.session, 0) + game.finished
    for number in range(1, t.sessions):
        if finished.get(number, 0) < len(held.get(number, [[]])):
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "session {session} seats the top {cut} players: every game of session"
                    " {before} must be finished on the server first",
                ),
                session=t.sessions,
                cut=t.cut,
                before=number,
            )


def seating(url: str, name: str) -> dict[int, list[list[str]]]:
    """Every session's tables as stored (sessions not seated yet are absent)."""
    with club_session(url) as conn:
        _tournament(conn, name)
        return _sessions(conn, name)
