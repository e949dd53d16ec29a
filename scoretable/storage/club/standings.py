"""The league read back: the server's finished games, seasons and aliases (:func:`club_results`),
its standings and statistics, seasons added and players merged; and the same league from the
table's own library where there is no server (:func:`local_results`)."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.connection import _answers, club_session, connect
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.hands import stored_hands
from scoretable.storage.club.schema import _check_rights
from scoretable.storage.club_address import public_url
from scoretable.storage.league import (
    GameResult,
    Season,
    Standing,
    default_players,
    final_name,
    game_result,
    standings,
)
from scoretable.storage.opening import open_memory_store
from scoretable.storage.store import Store
from scoretable.storage.work import Progress, no_progress


def club_results(url: str) -> tuple[list[GameResult], dict[str, str], list[Season]]:
    """The finished games on the server, its aliases and its seasons."""
    with club_session(url) as conn:
        games: dict[str, dict[str, Any]] = {}
        for (
            uid,
            rules_name,
            created,
            _seat,
            player,
            points,
            rank,
            wins,
            deal_ins,
            hands,
        ) in conn.execute(
            "SELECT g.uid, g.rules_name, g.created, p.seat, p.player, p.points, p.rank, p.wins,"
            " p.deal_ins, (SELECT count(*) FROM hands h WHERE h.game_uid = g.uid)"
            " FROM games g JOIN game_players p ON p.game_uid = g.uid"
            " WHERE g.finished AND p.points IS NOT NULL ORDER BY g.uid, p.seat"
        ):
            game = games.setdefault(
                uid,
                {
                    "rules_name": rules_name,
                    "created": created,
                    "hands": int(hands),
                    "seats": [],
                },
            )
            game.setdefault("seats", []).append(
                (player, float(points), int(rank), int(wins), int(deal_ins))
            )
        aliases = dict(conn.execute("SELECT alias, player FROM aliases").fetchall())
        seasons = [
            Season(name, starts.isoformat(), ends.isoformat())
            for name, starts, ends in conn.execute("SELECT name, starts, ends FROM seasons")
        ]
    results = [
        GameResult(
            names=tuple(s[0] for s in g["seats"]),
            points=tuple(s[1] for s in g["seats"]),
            ranks=tuple(s[2] for s in g["seats"]),
            rules_name=g["rules_name"],
            created=g["created"],
            hands=g["hands"],
            wins=tuple(s[3] for s in g["seats"]),
            deal_ins=tuple(s[4] for s in g["seats"]),
        )
        for g in games.values()
    ]
    return results, aliases, seasons


@dataclass
class ClubStatistics:
    """The club's finished games as a library of their own, for the statistics (see
    :func:`club_statistics`): ``store`` (in memory, read by :mod:`scoretable.storage.stats`
    as the table's library is), the club's ``seasons``, the ``games`` read and those
    ``left_out`` (a log that does not replay, a result that cannot be read)."""

    store: Store
    seasons: list[Season]
    games: int
    left_out: int


# Each club read's store has a path of its own: the statistics' caches tell them apart.
_READS = itertools.count(1)


def club_statistics(url: str, progress: Progress = no_progress) -> ClubStatistics:
    """The club's finished games, each one's summary computed from its log as the server
    holds it: every figure a game entered at the table gives, the same as a library's (the
    server keeps no log's facts of each hand: open calls and riichi turns are absent); names
    as the club's aliases count them. ``progress("rebuilding", done, total)`` after each game
    (Cancelled there stops it: nothing is kept). ClubError if the server cannot be read.

    The logs come :data:`_CHUNK` games at a time (each query short, well within the statement
    limit, and Cancel heard between them), all in one read-only snapshot of the server: a
    table syncing meanwhile changes nothing of what is read."""
    import psycopg

    conn = connect(url, write=False)
    conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
    conn.read_only = True
    store = open_memory_store()
    store.path = Path(f":memory:club:{next(_READS)}")
    try:
        with _answers(url), conn.transaction():
            _check_rights(conn, public_url(url), ("entries",), write=False)
            games = conn.execute(
                "SELECT uid, created, rules, names, position, result FROM games"
                " WHERE finished AND result IS NOT NULL ORDER BY created, uid"
            ).fetchall()
            aliases = dict(conn.execute("SELECT alias, player FROM aliases").fetchall())
            seasons = [
                Season(name, starts.isoformat(), ends.isoformat())
                for name, starts, ends in conn.execute(
                    "SELECT name, starts, ends FROM seasons ORDER BY starts, name"
                )
            ]
            for first in range(0, len(games), _CHUNK):
                chunk = games[first : first + _CHUNK]
                logs: dict[str, list[Any]] = {}
                for uid, data in conn.execute(
                    "SELECT game_uid, data FROM entries WHERE game_uid = ANY(%s)"
                    " ORDER BY game_uid, position",
                    ([game[0] for game in chunk],),
                ):
                    logs.setdefault(uid, []).append(data)
                for done, game in enumerate(chunk, first + 1):
                    _store_club_game(store, game, logs.get(game[0], []), aliases)
                    progress("rebuilding", done, len(games))
    except BaseException:  # Cancel, or the server lost: nothing is kept
        store.close()
        raise
    finally:
        conn.close()
    # a game that did not replay has no summary: it is left out too
    counted = store.conn.execute("SELECT count(DISTINCT game_id) FROM seat_stats").fetchone()[0]
    return ClubStatistics(store, seasons, len(games), len(games) - int(counted))


# The club's games whose logs one query reads.
_CHUNK = 200


def _store_club_game(
    store: Store, game: Sequence[Any], log: list[Any], aliases: dict[str, str]
) -> None:
    """One game of the server in the club's store (its summary written as it is stored); one
    this version cannot read is left out."""
    _uid, created, rules, names, position, result = game
    try:
        players = [str(name) for name in names]
        store.insert_game(
            players=players,
            names=[final_name(name, aliases) for name in players],
            rules=dict(rules),
            log=log,
            index=int(position),
            created=str(created),
            finished=True,
            result=dict(result),
        )
    except (TypeError, ValueError, sqlite3.Error):
        pass  # counted with the games that do not replay: they have no summary


def club_standings(
    url: str, season: str | None = None, rules_name: str | None = None, players: int | None = None
) -> list[Standing]:
    """The standings over the server's finished games of ``players`` players (default: see
    :func:`~scoretable.storage.league.default_players`); ClubError for an unknown season."""
    results, aliases, seasons = club_results(url)
    chosen = None
    if season is not None:
        chosen = next((s for s in seasons if s.name == season), None)
        if chosen is None:
            known = ", ".join(sorted(s.name for s in seasons)) or "none"
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club", "no season called {season} on the club server (known: {known})"
                ),
                season=repr(season),
                known=known,
            )
    return standings(
        results,
        aliases=aliases,
        season=chosen,
        rules_name=rules_name,
        players=players or default_players(results),
    )


def add_season(url: str, name: str, starts: str, ends: str) -> None:
    """Define (or redefine) a season: its name and first and last day, inclusive."""
    if not name.strip():
        raise ClubError(QT_TRANSLATE_NOOP("Club", "a season needs a name"))
    if starts > ends:
        raise ClubError(
            QT_TRANSLATE_NOOP(
                "Club", "season {name} would end ({ends}) before it starts ({starts})"
            ),
            name=repr(name),
            ends=ends,
            starts=starts,
        )
    with club_session(url) as conn, conn.transaction():
        conn.execute(
            "INSERT INTO seasons (name, starts, ends) VALUES (%s, %s, %s) ON CONFLICT (name)"
            " DO UPDATE SET starts = EXCLUDED.starts, ends = EXCLUDED.ends",
            (name, starts, ends),
        )


def merge_players(url: str, alias: str, player: str) -> None:
    """From now on ``alias`` counts as ``player`` in the standings: as the name ``player``
    itself counts as (merged into an alias, the alias's player), and so do the names that
    counted as ``alias``. A merge that would make a name its own alias is refused."""
    if alias == player:
        raise ClubError(QT_TRANSLATE_NOOP("Club", "a player cannot be merged with himself"))
    with club_session(url) as conn, conn.transaction():
        # one merge at a time, so that two cannot close a circle between them
        conn.execute("LOCK TABLE aliases IN SHARE ROW EXCLUSIVE MODE")
        aliases = dict(conn.execute("SELECT alias, player FROM aliases").fetchall())
        target = final_name(player, aliases)
        if target == alias:
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club",
                    "{alias} cannot be merged into {target}: {target} already counts as {alias}",
                ),
                alias=alias,
                target=player,
            )
        aliases[alias] = target
        # every stored alias pointed at the end of its chain (older servers kept chains)
        changed = [
            (final_name(name, aliases), name)
            for name in aliases
            if final_name(name, aliases) != aliases[name]
        ]
        conn.execute(
            "INSERT INTO aliases (alias, player) VALUES (%s, %s) ON CONFLICT (alias)"
            " DO UPDATE SET player = EXCLUDED.player",
            (alias, target),
        )
        if changed:
            with conn.cursor() as cursor:
                cursor.executemany("UPDATE aliases SET player = %s WHERE alias = %s", changed)


def local_results(store: Store) -> list[GameResult]:
    """The league's input from the table's own library (the league without a server)."""
    out = []
    for summary in store.list_games():
        if not summary.finished:
            continue
        record = store.load_game(summary.id)
        hands = stored_hands(record)
        result = game_result(
            record.names,
            record.result,
            summary.rules_name,
            record.created,
            hands,
        )
        if result is not None:
            out.append(result)
    return out
