"""A tournament day on the club's server: players, sessions and their seating, the games of
each session, penalties and cards, substitutes, standings and the EMA's results file.

    create(url, Tournament("Spring Open", "ema", sessions=4), players)
    tables = seat(url, "Spring Open", 1)          # plans the whole day; stable once made
    file_game(store, game_id, "Spring Open", 2)   # at a table: no server needed
    add_penalty(url, "Spring Open", "Ann", -20, reason="chombo")
    rows = standings(url, "Spring Open")
    ema_rows(rows)                                # the CSV's lines (after check_complete)

The tables live in the club's schema (storage.club, version 3). Reading needs SELECT only;
the organiser's commands write. A table's game joins its session when it is sent (its origin
key :func:`~scoretable.storage.club.tournament_key`), checked there: a game whose players the
tournament does not know is refused with the reason, the others are sent.

Standings: a player's total is the final points (thousands after oka and uma) of every game
played in the tournament, plus fixed points for a game a substitute played for them where the
organiser said so, plus penalties (a red card costs the tournament's ``red_card`` points;
two yellows make a red). Ties are broken by the best single game, then by the fewest fourth
places, then alphabetically (the rank is shared when all three tie).

The cut: a tournament with ``cut`` N plays its sessions before the last with everyone; the
last session seats only the top N of the standings after them (by standing, as Swiss seating
does, once every game before it is on the server), and from then on the standings rank those
N first (by their totals, the last session included), the others after them.
"""

from __future__ import annotations

import csv
import datetime
import io
import json
import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.seating import SeatingError, plan, read_script, seats_for, swiss
from scoretable.storage.club import ClubError, club_session, connect, tournament_key
from scoretable.storage.store import Store
from scoretable.storage.tournament_input import (
    TournamentError,
    players_table,
    rules_preset,
)
from scoretable.storage.tournament_input import points as checked_points

if TYPE_CHECKING:
    import psycopg

# The kinds of penalty.
KINDS = ("penalty", "chombo", "yellow", "red")
# The EMA results file's columns.
EMA_COLUMNS = (
    "Place",
    "Last name",
    "First name",
    "EMA number",
    "Table points",
    "Score",
    "Country",
)


@dataclass(frozen=True)
class Player:
    """A registered player: name, and where given the EMA number, country and team."""

    name: str
    ema: str = ""
    country: str = ""
    team: str = ""


@dataclass(frozen=True)
class Tournament:
    """A tournament's settings."""

    name: str
    rules_name: str
    sessions: int
    table_size: int = 4
    # players kept for the last session (None: no cut): the top ``cut`` of the standings
    # after the sessions before it
    cut: int | None = None
    # the standings' public view leaves out this session and the later ones (None: all shown)
    hide_from: int | None = None
    # what a red card costs, in final points
    red_card: float = -20.0
    seed: int = 0
    players: tuple[Player, ...] = ()
    # when the session's time is up: 1, the hand in play ends the game; 2, one more after it
    hands_after: int = 1


@dataclass(frozen=True)
class Penalty:
    """A penalty or card given by a referee (``points`` in final points, as added)."""

    id: int
    player: str
    kind: str
    points: float
    reason: str
    session: int | None
    referee: str
    cancelled: bool


@dataclass(frozen=True)
class GameRow:
    """A tournament game as the standings read it: its seats' names, final points, places and
    end scores."""

    uid: str
    session: int
    table: int | None
    finished: bool
    names: tuple[str, ...]
    points: tuple[float | None, ...]
    ranks: tuple[int | None, ...]
    scores: tuple[int | None, ...]


@dataclass(frozen=True)
class Substitute:
    """``substitute`` played ``player``'s seat in ``session``: the game counts for the player,
    or (``fixed`` given) the player gets ``fixed`` points for it."""

    session: int
    player: str
    substitute: str
    fixed: float | None = None


@dataclass
class Standing:
    """One player's line of the standings."""

    player: str
    games: int = 0
    points: float = 0.0
    penalties: float = 0.0
    places: list[int] = field(default_factory=list)
    best: float | None = None
    # last places (fourth; third at a three-player table)
    fourths: int = 0
    score: int = 0
    rank: int = 0
    team: str = ""
    ema: str = ""
    country: str = ""

    @property
    def average_place(self) -> float:
        return sum(self.places) / len(self.places) if self.places else 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "games": self.games,
            "points": round(self.points, 1),
            "penalties": round(self.penalties, 1),
            "rank": self.rank,
        }


# --- reading and checking ----------------------------------------------------------------------


def _error(template: str, **params: object) -> TournamentError:
    return TournamentError(template, **params)


def _clean(name: str) -> str:
    from scoretable.engine.names import clean_name

    return clean_name(name)


def parse_players(text: str) -> list[Player]:
    """Players from a comma-separated list (``Ann,Bo,...``) or a CSV file's text with a header
    naming ``name`` and any of ``ema``, ``country``, ``team``."""
    lines = [line for line in text.splitlines() if line.strip()]
    if lines and "name" in [c.strip().lower() for c in lines[0].split(",")]:
        out = []
        for number, row in enumerate(players_table("\n".join(lines)), 1):
            if None in row:  # cells past the header's last column: csv keeps them as a list
                raise _error(
                    QT_TRANSLATE_NOOP(
                        "Tournament",
                        "player {number} of the file has more fields than its header names"
                        " (a name with a comma needs quotes)",
                    ),
                    number=number,
                )
            low = {k.strip().lower(): (v or "").strip() for k, v in row.items()}
            out.append(
                Player(
                    _clean(low["name"]),  # the header names it (checked above)
                    low.get("ema", ""),
                    low.get("country", ""),
                    low.get("team", ""),
                )
            )
        return out
    return [Player(_clean(name)) for name in text.replace("\n", ",").split(",") if name.strip()]


def _tournament(conn: psycopg.Connection[Any], name: str) -> Tournament:
    row = conn.execute(
        "SELECT name, rules_name, sessions, table_size, cut, hide_from, red_card, seed,"
        " hands_after FROM tournaments WHERE name = %s",
        (name,),
    ).fetchone()
    if row is None:
        known = ", ".join(
            repr(n) for (n,) in conn.execute("SELECT name FROM tournaments ORDER BY name")
        )
        raise _error(
            QT_TRANSLATE_NOOP(
                "Tournament", "no tournament called {name} on the club server (known: {known})"
            ),
            name=repr(name),
            known=known or "none",
        )
    players = tuple(
        Player(*r)
        for r in conn.execute(
            "SELECT player, ema, country, team FROM tournament_players WHERE tournament = %s"
            " ORDER BY position",
            (name,),
        )
    )
    return Tournament(
        row[0],
        row[1],
        int(row[2]),
        int(row[3]),
        row[4],
        row[5],
        float(row[6]),
        int(row[7]),
        players,
        int(row[8]),
    )


# --- the organiser's commands ------------------------------------------------------------------


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


def _sessions(conn: psycopg.Connection[Any], name: str) -> dict[int, list[list[str]]]:
    return {
        int(number): tables
        for number, tables in conn.execute(
            "SELECT number, tables FROM tournament_sessions WHERE tournament = %s ORDER BY number",
            (name,),
        )
    }


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


def finalists(t: Tournament, seating: Mapping[int, Sequence[Sequence[str]]]) -> frozenset[str]:
    """The players the cut kept: those seated in the last session (none before it is seated,
    or without a cut)."""
    if not t.cut:
        return frozenset()
    return frozenset(name for table in seating.get(t.sessions, ()) for name in table)


def seating(url: str, name: str) -> dict[int, list[list[str]]]:
    """Every session's tables as stored (sessions not seated yet are absent)."""
    with club_session(url) as conn:
        _tournament(conn, name)
        return _sessions(conn, name)


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


def clock(
    url: str, name: str, session: int
) -> tuple[datetime.datetime, int, dict[int, int]] | None:
    """When session ``session``'s clock started, its minutes, and each table's extra minutes
    (None: not started)."""
    with club_session(url) as conn:
        row = conn.execute(
            "SELECT starts, minutes, extra FROM tournament_sessions WHERE tournament = %s AND"
            " number = %s AND starts IS NOT NULL",
            (name, session),
        ).fetchone()
    if row is None:
        return None
    return row[0], int(row[1]), {int(k): int(v) for k, v in (row[2] or {}).items()}


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
    read: the table plays on without)."""
    try:
        found = clock(url, name, session)
        t = load(url, name)
    except ClubError:
        return None
    if found is None:
        return None
    started, minutes, extra = found
    return started.timestamp(), (minutes + extra.get(table, 0)) * 60, t.hands_after


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


def _games(conn: psycopg.Connection[Any], name: str) -> list[GameRow]:
    games: dict[str, dict[str, Any]] = {}
    for uid, session, table, finished, player, points, rank, score in conn.execute(
        "SELECT g.uid, t.session, t.table_no, g.finished, p.player, p.points, p.rank, p.score"
        " FROM tournament_games t JOIN games g ON g.uid = t.uid"
        " JOIN game_players p ON p.game_uid = g.uid WHERE t.tournament = %s"
        " ORDER BY t.session, g.uid, p.seat",
        (name,),
    ):
        game = games.setdefault(
            uid, {"session": int(session), "table": table, "finished": bool(finished), "s": []}
        )
        game["s"].append((player, points, rank, score))
    return [
        GameRow(
            uid,
            g["session"],
            g["table"],
            g["finished"],
            tuple(s[0] for s in g["s"]),
            tuple(None if s[1] is None else float(s[1]) for s in g["s"]),
            tuple(None if s[2] is None else int(s[2]) for s in g["s"]),
            tuple(None if s[3] is None else int(s[3]) for s in g["s"]),
        )
        for uid, g in games.items()
    ]


# --- standings ---------------------------------------------------------------------------------


def compute_standings(
    t: Tournament,
    games: Iterable[GameRow],
    penalties: Iterable[Penalty] = (),
    substitutes: Iterable[Substitute] = (),
    *,
    public: bool = False,
    kept: Collection[str] = (),
) -> list[Standing]:
    """The standings (see the module): every registered player, ranked. ``public``: the
    sessions from ``t.hide_from`` on are left out (the organiser hides the last sessions).
    ``kept``: the players the cut kept (:func:`finalists`), ranked before everyone else."""
    rows = {p.name: Standing(p.name, team=p.team, ema=p.ema, country=p.country) for p in t.players}
    stand_in = {(s.session, s.substitute): s for s in substitutes}
    last = t.hide_from if public and t.hide_from else None
    for game in games:
        if not game.finished or (last is not None and game.session >= last):
            continue
        for seat, name in enumerate(game.names):
            sub = stand_in.get((game.session, name))
            player = sub.player if sub is not None else name
            row = rows.get(player)
            if row is None:
                continue
            row.games += 1
            if sub is not None and sub.fixed is not None:
                value = sub.fixed
            else:
                value = game.points[seat] or 0.0
                rank = game.ranks[seat]
                if rank is not None:
                    row.places.append(rank)
                    row.fourths += rank == len(game.names)
                row.score += game.scores[seat] or 0
            row.points += value
            row.best = value if row.best is None else max(row.best, value)
    yellows: dict[str, int] = {}
    for penalty in penalties:
        if penalty.cancelled or penalty.player not in rows:
            continue
        if last is not None and penalty.session is not None and penalty.session >= last:
            continue
        cost = penalty.points
        if penalty.kind == "red":
            cost = t.red_card
        elif penalty.kind == "yellow":
            yellows[penalty.player] = yellows.get(penalty.player, 0) + 1
            # two yellows make a red
            cost = t.red_card if yellows[penalty.player] % 2 == 0 else 0.0
        rows[penalty.player].penalties += cost
        rows[penalty.player].points += cost
    top = frozenset(kept)

    def key(row: Standing) -> tuple[bool, float, float, int, str]:
        return (row.player not in top, *_tie_break(row))

    ordered = sorted(rows.values(), key=key)
    for place, row in enumerate(ordered, start=1):
        before = ordered[place - 2] if place > 1 else None
        row.rank = before.rank if before is not None and key(before)[:4] == key(row)[:4] else place
    return ordered


def _tie_break(row: Standing) -> tuple[float, float, int, str]:
    """Total points, then the best single game, then the fewest fourth places."""
    return (-round(row.points, 6), -(row.best or 0.0), row.fourths, row.player)


def _standings(conn: psycopg.Connection[Any], t: Tournament, public: bool) -> list[Standing]:
    return compute_standings(
        t,
        _games(conn, t.name),
        _penalties(conn, t.name),
        _substitutes(conn, t.name),
        public=public,
        kept=finalists(t, _sessions(conn, t.name)),
    )


def standings(url: str, name: str, public: bool = False) -> list[Standing]:
    """The tournament's standings as the server holds it (see :func:`compute_standings`)."""
    with club_session(url) as conn:
        return _standings(conn, _tournament(conn, name), public)


def team_standings(rows: Sequence[Standing]) -> list[tuple[str, float, int]]:
    """Teams by the sum of their players' totals: (team, points, players)."""
    teams: dict[str, list[float]] = {}
    for row in rows:
        if row.team:
            teams.setdefault(row.team, []).append(row.points)
    return sorted(
        ((team, round(sum(points), 1), len(points)) for team, points in teams.items()),
        key=lambda t: (-t[1], t[0]),
    )


# --- the EMA results ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Day:
    """What the export reads: the tournament, its games, seating, penalties, substitutes."""

    tournament: Tournament
    games: tuple[GameRow, ...]
    seating: Mapping[int, list[list[str]]]
    penalties: tuple[Penalty, ...]
    substitutes: tuple[Substitute, ...]


def day(url: str, name: str) -> Day:
    """Everything of the tournament on the server, read in one go."""
    with club_session(url) as conn, conn.transaction():
        t = _tournament(conn, name)
        return Day(
            t,
            tuple(_games(conn, name)),
            _sessions(conn, name),
            tuple(_penalties(conn, name)),
            tuple(_substitutes(conn, name)),
        )


def check_complete(d: Day) -> None:
    """ClubError naming the first reason the results cannot go to the EMA: a session not
    seated, a game missing or unfinished, a game's points not summing to zero."""
    for session in range(1, d.tournament.sessions + 1):
        tables = d.seating.get(session)
        if tables is None:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session} was never seated"),
                session=session,
            )
        games = [g for g in d.games if g.session == session]
        unfinished = [g for g in games if not g.finished]
        if unfinished:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session}: game {uid} is not finished"),
                session=session,
                uid=unfinished[0].uid,
            )
        if len(games) < len(tables):
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "session {session}: {games} of its {tables} games are on the server",
                ),
                session=session,
                games=len(games),
                tables=len(tables),
            )
    for game in d.games:
        total = sum(p or 0.0 for p in game.points)
        if abs(total) > 0.05:
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "game {uid} (session {session}): its points sum to {total}, not zero",
                ),
                uid=game.uid,
                session=game.session,
                total=f"{total:.1f}",
            )


def split_name(name: str) -> tuple[str, str]:
    """(last name, first name): "Last, First", else the last word is the last name."""
    if "," in name:
        last, first = name.split(",", 1)
        return last.strip(), first.strip()
    words = name.split()
    if len(words) < 2:
        return name, ""
    return words[-1], " ".join(words[:-1])


def number(value: float) -> str:
    """A plain decimal with a point: a minus sign when negative, no plus, no separators."""
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def ema_csv(rows: Sequence[Standing]) -> str:
    """The EMA results file: one header line and one row per player, nothing else."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(EMA_COLUMNS)
    for row in rows:
        last, first = split_name(row.player)
        writer.writerow(
            [row.rank, last, first, row.ema, number(row.points), str(row.score), row.country]
        )
    return out.getvalue()


# --- a table's side: filing a game under a session, no server needed --------------------------


def file_game(store: Store, game_id: int, tournament: str, session: int) -> None:
    """File game ``game_id`` of the table's library under ``tournament``'s ``session`` (its
    origin key); it goes to the server at the next sync, where the tournament is checked.
    Filing again replaces the earlier filing, and the game is sent again."""
    if session < 1:
        raise ValueError(f"a session is numbered from 1, not {session}")
    name = " ".join(tournament.split())
    if not name:
        raise ValueError("a tournament needs a name")
    from scoretable.storage.records import _now

    with store.transaction() as conn:
        conn.execute(
            "DELETE FROM origins WHERE game_id = ? AND key LIKE 'tournament:%'", (game_id,)
        )
        conn.execute(
            "INSERT INTO origins (key, game_id) VALUES (?, ?)",
            (tournament_key(game_id, name, session), game_id),
        )
        conn.execute("UPDATE games SET updated = ? WHERE id = ?", (_now(), game_id))


__all__: Sequence[str] = [
    "EMA_COLUMNS",
    "Day",
    "GameRow",
    "Penalty",
    "Player",
    "Standing",
    "Substitute",
    "Tournament",
    "TournamentError",
    "add_penalty",
    "add_substitute",
    "cancel_penalty",
    "check_complete",
    "clock",
    "compute_standings",
    "create",
    "day",
    "ema_csv",
    "extra_time",
    "file_game",
    "finalists",
    "load",
    "parse_players",
    "penalties",
    "seat",
    "seating",
    "standings",
    "start_clock",
    "table_offers",
    "table_timer",
    "team_standings",
    "tournaments",
]
