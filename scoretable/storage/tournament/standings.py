"""A tournament's standings: its games on the server, penalties and substitutes counted, ties
broken, the cut's finalists first; and the teams'."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scoretable.storage.club.connection import club_session
from scoretable.storage.tournament.penalties import _penalties, _substitutes
from scoretable.storage.tournament.records import (
    GameRow,
    Penalty,
    Standing,
    Substitute,
    Tournament,
    _sessions,
    _tournament,
)

if TYPE_CHECKING:
    import psycopg


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


def finalists(t: Tournament, seating: Mapping[int, Sequence[Sequence[str]]]) -> frozenset[str]:
    """The players the cut kept: those seated in the last session (none before it is seated,
    or without a cut)."""
    if not t.cut:
        return frozenset()
    return frozenset(name for table in seating.get(t.sessions, ()) for name in table)
