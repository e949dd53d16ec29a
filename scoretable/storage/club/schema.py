"""The club's tables on the server: the frozen SQL of each version of the club's schema, the
upgrade (one migrator at a time, under an advisory lock) and the check of a role's rights."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club import copies
from scoretable.storage.club.errors import ClubError

if TYPE_CHECKING:
    import psycopg


# The club schema this version of scoretable writes.
CLUB_SCHEMA_VERSION = 4
# The server's schema that holds the club's tables.
SCHEMA = "scoretable"
# The tables of the club, as version 1 left them in ``public``.
_TABLES = ("club_schema", "games", "entries", "hands", "game_players", "seasons", "aliases")
# The tables a sync writes, and those a reader reads.
_WRITTEN = ("games", "entries", "hands", "game_players", "conflicts")
_READ = ("games", "game_players", "hands", "aliases", "seasons")


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
# Version 2: what each copy holds (two tables' copies that agree are not reported), and
# the games withdrawn from the league (never sent again).
_SCHEMA_2 = """
ALTER TABLE games ADD COLUMN digest TEXT;
CREATE TABLE withdrawn (uid TEXT PRIMARY KEY, at TIMESTAMPTZ NOT NULL DEFAULT now());
"""
# Version 3: tournaments (storage.tournament): players with their EMA number, country and
# team, each session's tables and clock, the games of each session, penalties and cards,
# substitutes.
_SCHEMA_3 = """
CREATE TABLE tournaments (
    name TEXT PRIMARY KEY,
    rules_name TEXT NOT NULL,
    sessions INTEGER NOT NULL CHECK (sessions BETWEEN 1 AND 64),
    table_size INTEGER NOT NULL DEFAULT 4 CHECK (table_size IN (3, 4)),
    cut INTEGER,                     -- players kept for the last session (NULL: no cut)
    hide_from INTEGER,               -- the standings' view leaves out this session and later
    red_card DOUBLE PRECISION NOT NULL DEFAULT -20,
    hands_after INTEGER NOT NULL DEFAULT 1 CHECK (hands_after IN (1, 2)),  -- when time is up
    seed BIGINT NOT NULL,
    created TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE tournament_players (
    tournament TEXT NOT NULL REFERENCES tournaments(name) ON DELETE CASCADE,
    player TEXT NOT NULL,
    position INTEGER NOT NULL,
    ema TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    team TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (tournament, player)
);
CREATE TABLE tournament_sessions (
    tournament TEXT NOT NULL REFERENCES tournaments(name) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    tables JSONB NOT NULL,           -- [[east, south, west, north], ...]
    how TEXT NOT NULL,               -- planned, swiss, scripted
    starts TIMESTAMPTZ,              -- the session's clock
    minutes INTEGER,
    extra JSONB NOT NULL DEFAULT '{}',  -- table number -> extra minutes
    PRIMARY KEY (tournament, number)
);
CREATE TABLE tournament_games (
    uid TEXT PRIMARY KEY REFERENCES games(uid) ON DELETE CASCADE,
    tournament TEXT NOT NULL REFERENCES tournaments(name) ON DELETE CASCADE,
    session INTEGER NOT NULL,
    table_no INTEGER
);
CREATE TABLE tournament_penalties (
    id SERIAL PRIMARY KEY,
    tournament TEXT NOT NULL REFERENCES tournaments(name) ON DELETE CASCADE,
    player TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('penalty', 'chombo', 'yellow', 'red')),
    points DOUBLE PRECISION NOT NULL DEFAULT 0,
    reason TEXT NOT NULL DEFAULT '',
    session INTEGER,
    referee TEXT NOT NULL DEFAULT '',
    cancelled BOOLEAN NOT NULL DEFAULT false,
    at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE tournament_substitutes (
    tournament TEXT NOT NULL REFERENCES tournaments(name) ON DELETE CASCADE,
    session INTEGER NOT NULL,
    player TEXT NOT NULL,
    substitute TEXT NOT NULL,
    fixed DOUBLE PRECISION,          -- NULL: the game counts for the player
    PRIMARY KEY (tournament, session, player),
    UNIQUE (tournament, session, substitute)
);
"""
# _MIGRATIONS[i] upgrades the club schema from version i to i + 1 (frozen SQL, run with the
# club's schema first on the search path).
# Version 4 (copies): the copy the club counts is decided by its content.
_MIGRATIONS = (_SCHEMA_1, _SCHEMA_2, _SCHEMA_3, copies.SCHEMA_4)


def _schema_version(conn: psycopg.Connection[Any]) -> tuple[int, bool]:
    """The club schema's version on the server, and whether its tables are still in
    ``public`` (version 1 put them there)."""
    ours, old = conn.execute(
        "SELECT to_regclass(%s) IS NOT NULL, to_regclass('public.club_schema') IS NOT NULL",
        (f"{SCHEMA}.club_schema",),
    ).fetchone() or (False, False)
    if not ours and not old:
        return 0, False
    table = f"{SCHEMA}.club_schema" if ours else "public.club_schema"
    row = conn.execute(f"SELECT max(version) FROM {table}").fetchone()
    return (int(row[0]) if row and row[0] is not None else 0), not ours


def _ensure_schema(conn: psycopg.Connection[Any], where: str) -> None:
    """Nothing when the tables are as this version writes them (a SELECT-only role passes);
    else create or upgrade them under a lock (one migrator at a time)."""
    import psycopg

    version, in_public = _schema_version(conn)
    if version > CLUB_SCHEMA_VERSION:
        raise ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the club server's schema is version {version}, newer than this scoretable's"
                " ({ours}): update scoretable; nothing was sent",
            ),
            version=version,
            ours=CLUB_SCHEMA_VERSION,
        )
    if version == CLUB_SCHEMA_VERSION and not in_public:
        return
    try:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(7342001)")
            version, in_public = _schema_version(conn)
            if version == CLUB_SCHEMA_VERSION and not in_public:
                return  # another table did it while this one waited
            # one statement string: the transaction never waits on this client between two
            # of its steps (a laptop suspended there would hold every table's connection)
            steps = [f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}"]
            if in_public:
                steps += [f"ALTER TABLE public.{table} SET SCHEMA {SCHEMA}" for table in _TABLES]
            elif version == 0:
                steps.append(f"CREATE TABLE {SCHEMA}.club_schema (version INTEGER NOT NULL)")
            for number in range(version, CLUB_SCHEMA_VERSION):
                steps.append(_MIGRATIONS[number])
                steps.append(f"INSERT INTO club_schema (version) VALUES ({number + 1:d})")
            conn.execute(";\n".join(steps).encode())
    except psycopg.errors.InsufficientPrivilege as error:
        raise ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "the club's tables on {where} are missing or older than this scoretable's, and"
                " role {user} may not create or upgrade them ({detail}): run one sync as the"
                " role that owns the club's database (it needs CREATE on the database)",
            ),
            where=where,
            user=conn.info.user,
            detail=" ".join(str(error).split())[:200],
        ) from None


def _check_rights(
    conn: psycopg.Connection[Any], where: str, tables: Sequence[str], write: bool
) -> None:
    """ClubError naming the first right the role lacks on the club's tables."""
    rights = ("SELECT", "INSERT", "UPDATE", "DELETE") if write else ("SELECT",)
    wanted = [(table, right) for table in tables for right in rights]
    if write:
        wanted.append(("withdrawn", "SELECT"))
    # (a role without USAGE on the schema gets no answer: the server refuses this very query,
    # "permission denied for schema", which the caller says in words)
    row = conn.execute(
        "SELECT " + ", ".join("has_table_privilege(%s, %s)" for _ in wanted),
        [v for table, right in wanted for v in (f"{SCHEMA}.{table}", right)],
    ).fetchone()
    assert row is not None
    lacking = [pair for pair, ok in zip(wanted, row, strict=True) if not ok]
    missing = [(right, f"{SCHEMA}.{table}") for table, right in lacking]
    if not missing:
        return
    right, on = missing[0]
    template = (
        QT_TRANSLATE_NOOP(
            "Club",
            "role {user} may not send games to the club server {where}: it lacks {right} on"
            " {on} (ask the organiser to grant it); nothing was sent",
        )
        if write
        else QT_TRANSLATE_NOOP(
            "Club",
            "role {user} may not read the club server {where}: it lacks {right} on {on} (ask"
            " the organiser to grant it)",
        )
    )
    raise ClubError(template, user=conn.info.user, where=where, right=right, on=on)
