"""Club play: a table's library sent to the club's PostgreSQL server, and the league read back.

    report = sync(store, "postgresql://club@host/league")     # ClubError: a one-line reason
    rows = club_standings(url, season="Autumn 2026", rules_name="tenhou")

Local first: every action is still committed to the table's own SQLite journal before
anything else; the server only ever receives copies. Sending is idempotent. Each game has a
stable id (:func:`game_uid`: the log it was imported from, else its start time, players and
rules, so the same game restored on another laptop is the same game), and the server keeps a
game's newest version only (``updated``). A sync asks the server what it holds and sends what
differs, so it resumes by itself after a lost connection, a restart or a ``kill -9``.

Credentials: the URL kept in the settings never holds a password (:func:`public_url`); libpq
reads it from the password file (``~/.pgpass``, or ``PGPASSFILE``), which it requires to be
private to the user, or from ``PGPASSWORD``.

The server's schema is created and migrated here (:data:`CLUB_SCHEMA_VERSION` in table
``club_schema``); a server whose schema is newer than this app's is refused, never written.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from scoretable.storage.db import GameRecord, Store
from scoretable.storage.league import (
    GameResult,
    Season,
    Standing,
    default_players,
    game_result,
    standings,
)
from scoretable.storage.replay import ReplayError, replay
from scoretable.storage.work import Progress, no_progress

if TYPE_CHECKING:
    import psycopg

#: The environment variable that names the club's server (as ``--club`` does).
CLUB_ENV = "SCORETABLE_CLUB_URL"
#: The club schema this version of scoretable writes.
CLUB_SCHEMA_VERSION = 1
#: Seconds to wait for the server before saying it is unreachable.
CONNECT_TIMEOUT = 5

_SCHEMA_1 = """
CREATE TABLE games (
    uid TEXT PRIMARY KEY,            -- game_uid(): the same game from any laptop
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    rules JSONB NOT NULL,
    rules_name TEXT NOT NULL DEFAULT '',
    names JSONB NOT NULL,
    position INTEGER NOT NULL,
    finished BOOLEAN NOT NULL,
    result JSONB,
    received TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE entries (
    game_uid TEXT NOT NULL REFERENCES games(uid) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    data JSONB NOT NULL,
    PRIMARY KEY (game_uid, position)
);
CREATE TABLE hands (
    game_uid TEXT NOT NULL REFERENCES games(uid) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    round_wind INTEGER NOT NULL,
    hand_number INTEGER NOT NULL,
    honba INTEGER NOT NULL,
    kind TEXT NOT NULL,
    winners JSONB NOT NULL,
    discarder INTEGER,
    deltas JSONB NOT NULL,
    PRIMARY KEY (game_uid, number)
);
CREATE TABLE game_players (
    game_uid TEXT NOT NULL REFERENCES games(uid) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,
    score INTEGER,
    points DOUBLE PRECISION,
    rank INTEGER,
    wins INTEGER NOT NULL DEFAULT 0,
    deal_ins INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_uid, seat)
);
CREATE INDEX game_players_by_player ON game_players(player);
CREATE TABLE seasons (name TEXT PRIMARY KEY, starts DATE NOT NULL, ends DATE NOT NULL);
CREATE TABLE aliases (alias TEXT PRIMARY KEY, player TEXT NOT NULL);
"""
#: _MIGRATIONS[i] upgrades the club schema from version i to i + 1 (frozen SQL).
_MIGRATIONS = (_SCHEMA_1,)


class ClubError(Exception):
    """The club server cannot be used; ``str()`` is a one-line reason for the user."""


@dataclass(frozen=True)
class SyncReport:
    """What one sync did."""

    sent: int
    unchanged: int
    newer_on_server: int


def club_url(option: str | None, environ: dict[str, str] | Any = None) -> str | None:
    """The club's URL: the ``--club`` option, else ``SCORETABLE_CLUB_URL``."""
    import os

    env = os.environ if environ is None else environ
    return option or env.get(CLUB_ENV) or None


def public_url(url: str) -> str:
    """``url`` without its password (what may be kept in a settings file or shown)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc))


def connect(url: str) -> psycopg.Connection[Any]:
    """A connection to the club server with its schema ready; ClubError otherwise."""
    import psycopg

    try:
        conn = psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT, autocommit=False)
    except psycopg.OperationalError as error:
        raise ClubError(_reason(error, url)) from None
    except psycopg.ProgrammingError as error:
        raise ClubError(f"the club address {public_url(url)!r} is not usable: {error}") from None
    try:
        _ensure_schema(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _reason(error: Exception, url: str) -> str:
    text = " ".join(str(error).split())
    where = public_url(url)
    if "password authentication failed" in text or "no password supplied" in text:
        return f"the club server refused the password for {where}"
    if "does not exist" in text:
        return f"the club server has no such database or user: {where}"
    return f"the club server is unreachable ({where}): {text[:200]}"


def _ensure_schema(conn: psycopg.Connection[Any]) -> None:
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(7342001)")  # one migrator at a time
        conn.execute("CREATE TABLE IF NOT EXISTS club_schema (version INTEGER NOT NULL)")
        row = conn.execute("SELECT max(version) FROM club_schema").fetchone()
        version = int(row[0]) if row and row[0] is not None else 0
        if version > CLUB_SCHEMA_VERSION:
            raise ClubError(
                f"the club server's schema is version {version}, newer than this scoretable's "
                f"({CLUB_SCHEMA_VERSION}): update scoretable; nothing was sent"
            )
        for number in range(version, CLUB_SCHEMA_VERSION):
            conn.execute(_MIGRATIONS[number])
            conn.execute("INSERT INTO club_schema (version) VALUES (%s)", (number + 1,))


def game_uid(record: GameRecord, origin: str | None = None) -> str:
    """The game's id on the club server: its import origin, else a hash of when it started,
    who played and under which rules (the same on every laptop that holds the game)."""
    return origin or _uid(record.created, record.players, record.rules)


def _uid(created: str, players: Sequence[str], rules: dict[str, Any]) -> str:
    key = json.dumps([created, list(players), rules], sort_keys=True)
    return "game:" + hashlib.sha256(key.encode()).hexdigest()[:32]


def sync(store: Store, url: str, progress: Progress = no_progress) -> SyncReport:
    """Send every game of ``store`` the server does not hold in this version; ClubError if the
    server cannot be used (what was sent stays sent; the rest goes next time).
    ``progress("sending", done, total)`` after each game (Cancelled stops there, likewise)."""
    import psycopg

    conn = connect(url)
    try:
        summaries = store.list_games()
        uids = _uids(store)
        held = {
            uid: (updated, position)
            for uid, updated, position in conn.execute(
                "SELECT uid, updated, position FROM games WHERE uid = ANY(%s)",
                (list(uids.values()),),
            )
        }
        conn.commit()
        sent = unchanged = newer = 0
        for done, summary in enumerate(summaries, 1):
            progress("sending", done - 1, len(summaries))
            uid = uids.get(summary.id)
            if uid is None:
                continue
            if held.get(uid) == (summary.updated, summary.position):
                unchanged += 1
                continue
            if _send(conn, uid, store.load_game(summary.id)):
                sent += 1
            else:
                newer += 1
        return SyncReport(sent, unchanged, newer)
    except psycopg.Error as error:
        raise ClubError(
            f"the club server stopped answering: {' '.join(str(error).split())[:200]}"
        ) from None
    finally:
        conn.close()


def send_game(conn: psycopg.Connection[Any], store: Store, game_id: int) -> bool:
    """Send one game (the live path: after each action of the game in play); False if the
    server holds a newer version of it."""
    record = store.load_game(game_id)
    return _send(conn, game_uid(record, store.origins().get(game_id)), record)


def _uids(store: Store) -> dict[int, str]:
    """Every played game's :func:`game_uid`, in one query (no entries loaded)."""
    origins = store.origins()
    out = {}
    for game_id, created, players, rules in store.conn.execute(
        "SELECT id, created, players, rules FROM games WHERE position > 0"
    ):
        out[game_id] = origins.get(game_id) or _uid(created, json.loads(players), json.loads(rules))
    return out


def _send(conn: psycopg.Connection[Any], uid: str, record: GameRecord) -> bool:
    """One game in one transaction; False if the server holds a newer version of it."""
    from psycopg.types.json import Jsonb

    log = record.log[: record.index]
    hands = _hands(record)
    with conn.transaction():
        row = conn.execute(
            "INSERT INTO games (uid, created, updated, title, rules, rules_name, names, position,"
            " finished, result) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
            " ON CONFLICT (uid) DO UPDATE SET updated = EXCLUDED.updated,"
            " title = EXCLUDED.title, names = EXCLUDED.names, position = EXCLUDED.position,"
            " finished = EXCLUDED.finished, result = EXCLUDED.result, received = now()"
            " WHERE games.updated <= EXCLUDED.updated RETURNING uid",
            (
                uid,
                record.created,
                record.updated,
                record.title,
                Jsonb(record.rules),
                str(record.rules.get("name", "")),
                Jsonb(record.names),
                record.index,
                record.finished,
                None if record.result is None else Jsonb(record.result),
            ),
        ).fetchone()
        if row is None:
            return False
        for table in ("entries", "hands", "game_players"):
            conn.execute(f"DELETE FROM {table} WHERE game_uid = %s", (uid,))
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO entries (game_uid, position, data) VALUES (%s, %s, %s)",
                [(uid, p, Jsonb(e)) for p, e in enumerate(log)],
            )
            cur.executemany(
                "INSERT INTO hands (game_uid, number, round_wind, hand_number, honba, kind,"
                " winners, discarder, deltas) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (uid, number, *row_)
                    for number, row_ in enumerate(
                        (
                            (h[3], h[4], h[5], h[2], Jsonb(list(h[0])), h[1], Jsonb(list(h[6])))
                            for h in hands
                        ),
                        start=1,
                    )
                ],
            )
            result = game_result(
                record.names, record.result, "", record.created, [(h[0], h[1], h[2]) for h in hands]
            )
            scores = (record.result or {}).get("scores") or [None] * len(record.names)
            cur.executemany(
                "INSERT INTO game_players (game_uid, seat, player, score, points, rank, wins,"
                " deal_ins) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                [
                    (
                        uid,
                        seat,
                        name,
                        scores[seat],
                        result.points[seat] if result else None,
                        result.ranks[seat] if result else None,
                        result.wins[seat] if result else 0,
                        result.deal_ins[seat] if result else 0,
                    )
                    for seat, name in enumerate(record.names)
                ],
            )
    return True


def _hands(
    record: GameRecord,
) -> list[tuple[tuple[int, ...], int | None, str, int, int, int, tuple[int, ...]]]:
    """Each hand as (winners, discarder, kind, round_wind, hand_number, honba, deltas)."""
    try:
        game = replay(record.rules, record.players, record.log, record.index)
    except ReplayError:
        return []
    return [
        (h.winners, h.discarder, h.kind, h.round_wind, h.hand_number, h.honba, tuple(h.deltas))
        for h in game.hands
        if h.is_hand  # not the game's end's row
    ]


# --- the league on the server ----------------------------------------------------------------


def club_results(url: str) -> tuple[list[GameResult], dict[str, str], list[Season]]:
    """The finished games on the server, its aliases and its seasons."""
    conn = connect(url)
    try:
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
                {"rules_name": rules_name, "created": created, "hands": int(hands), "seats": []},
            )
            game["seats"].append((player, float(points), int(rank), int(wins), int(deal_ins)))
        aliases = dict(conn.execute("SELECT alias, player FROM aliases").fetchall())
        seasons = [
            Season(name, starts.isoformat(), ends.isoformat())
            for name, starts, ends in conn.execute("SELECT name, starts, ends FROM seasons")
        ]
        conn.commit()
    finally:
        conn.close()
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
            raise ClubError(f"no season called {season!r} on the club server (known: {known})")
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
        raise ClubError("a season needs a name")
    if starts > ends:
        raise ClubError(f"season {name!r} would end ({ends}) before it starts ({starts})")
    conn = connect(url)
    try:
        with conn.transaction():
            conn.execute(
                "INSERT INTO seasons (name, starts, ends) VALUES (%s, %s, %s) ON CONFLICT (name)"
                " DO UPDATE SET starts = EXCLUDED.starts, ends = EXCLUDED.ends",
                (name, starts, ends),
            )
    finally:
        conn.close()


def merge_players(url: str, alias: str, player: str) -> None:
    """From now on ``alias`` counts as ``player`` in the standings."""
    if alias == player:
        raise ClubError("a player cannot be merged with himself")
    conn = connect(url)
    try:
        with conn.transaction():
            conn.execute(
                "INSERT INTO aliases (alias, player) VALUES (%s, %s) ON CONFLICT (alias)"
                " DO UPDATE SET player = EXCLUDED.player",
                (alias, player),
            )
            conn.execute("UPDATE aliases SET player = %s WHERE player = %s", (player, alias))
    finally:
        conn.close()


def local_results(store: Store) -> list[GameResult]:
    """The league's input from the table's own library (the league without a server)."""
    out = []
    for summary in store.list_games():
        if not summary.finished:
            continue
        record = store.load_game(summary.id)
        hands = _hands(record)
        result = game_result(
            record.names,
            record.result,
            summary.rules_name,
            record.created,
            [(h[0], h[1], h[2]) for h in hands],
        )
        if result is not None:
            out.append(result)
    return out


__all__: Sequence[str] = [
    "CLUB_ENV",
    "ClubError",
    "SyncReport",
    "add_season",
    "club_standings",
    "club_url",
    "connect",
    "game_uid",
    "local_results",
    "merge_players",
    "public_url",
    "send_game",
    "sync",
]
