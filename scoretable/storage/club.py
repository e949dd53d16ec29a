"""Club play: a table's library sent to the club's PostgreSQL server, and the league read back.

    report = sync(store, "postgresql://club@host/league")     # ClubError: a one-line reason
    rows = club_standings(url, season="Autumn 2026", rules_name="tenhou")

Local first: every action is still committed to the table's own SQLite journal before
anything else; the server only ever receives copies. Sending is idempotent. Each game has a
stable id (:func:`game_uid`: the Tenhou log id of an imported game, whichever file or format
it came from, else its import origin, else its start time, players and rules, so the same
game restored on another laptop is the same game). Which copy of a game the server keeps
is decided by what the copies hold, never by a clock (:mod:`scoretable.storage.club_copies`:
a copy that extends the server's, or its own table's later revision, takes its place; one
that diverges is kept beside it until a person chooses). A sync asks the server what it
holds and sends what differs, so it resumes by itself after a lost connection, a restart or a
``kill -9``. Each game goes in a transaction of its own: a game the server refuses is named
with the reason and the others are sent. A game with nothing played is never sent; a
withdrawn game (:func:`withdraw`) is never sent again.

Roles: reading (standings, league, seating) needs SELECT on the club's tables only; sending
needs SELECT, INSERT, UPDATE and DELETE (checked before anything is sent); only creating or
upgrading the club's tables needs more (CREATE on the database, owning the tables), and only
when they are missing or older. The tables live in a schema of their own, :data:`SCHEMA`,
never in ``public``, where another program's ``games`` may be; the upgrade moves an older
club's tables out of ``public``.

Bounded waits: every connection has connect, lock and statement time limits
(:data:`LIMITS`), the server drops a session left idle inside a transaction (a laptop
suspended while sending), and a sync stops starting games after ``LIMITS.sync`` seconds, so
a sync or a standings query ends within about 30 seconds whatever a peer holds or does.

Credentials: the URL kept in the settings never holds a password (:func:`public_url`, for
every form libpq reads: ``user:pw@``, ``?password=``, ``password=...`` keywords); libpq reads
it from the password file (``~/.pgpass``, or ``PGPASSFILE``), or from ``PGPASSWORD``.

Every failure is a :class:`ClubError`: one sentence naming the cause (certificate, password,
permission, lock wait, a refused game), ``str()`` in English and
``text(QCoreApplication.translate)`` in the interface's language.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage import club_copies
from scoretable.storage.club_address import CLUB_ENV as CLUB_ENV
from scoretable.storage.club_address import club_url as club_url
from scoretable.storage.club_address import public_url as public_url
from scoretable.storage.club_address import redact as redact
from scoretable.storage.club_copies import Conflict
from scoretable.storage.club_error import ClubError as ClubError
from scoretable.storage.club_games import TOURNAMENT_TAG as TOURNAMENT_TAG
from scoretable.storage.club_games import Copy, Table, _hands, _title
from scoretable.storage.club_games import _game_origins as _game_origins
from scoretable.storage.club_games import _game_uid as _game_uid
from scoretable.storage.club_games import _origin_keys as _origin_keys
from scoretable.storage.club_games import _uid as _uid
from scoretable.storage.club_games import game_uid as game_uid
from scoretable.storage.club_games import log_id as log_id
from scoretable.storage.club_games import played as played
from scoretable.storage.club_games import tournament_key as tournament_key
from scoretable.storage.club_games import tournament_tag as tournament_tag
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
from scoretable.storage.records import GameRecord
from scoretable.storage.store import Store
from scoretable.storage.work import Progress, no_progress

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
# Version 4 (club_copies): the copy the club counts is decided by its content.
_MIGRATIONS = (_SCHEMA_1, _SCHEMA_2, _SCHEMA_3, club_copies.SCHEMA_4)


@dataclass(frozen=True)
class Refused:
    """A game the server refused: the table's id and title, and why."""

    game_id: int
    title: str
    reason: ClubError


@dataclass(frozen=True)
class SyncReport:
    """What one sync did.

    ``refused``: the games the server refused (the others were sent); ``deferred``: games
    not tried because the sync's time was up (they go next time); ``withdrawn``: games the
    club withdrew, not sent; ``agreed``: games another table sent too, whose copy on the
    server holds the same (counted in ``unchanged``); ``newer_on_server``: games whose copy
    on the server extends this table's; ``conflicts``: this library's games whose copies
    diverge on the server, no one having chosen yet (the copies are kept, the standings count
    the club's)."""

    sent: int
    unchanged: int
    newer_on_server: int
    refused: tuple[Refused, ...] = ()
    deferred: int = 0
    withdrawn: int = 0
    agreed: int = 0
    conflicts: tuple[Conflict, ...] = ()

    @property
    def complete(self) -> bool:
        """Everything that differed was sent (the exit status 0 of ``sync``)."""
        return not self.refused and not self.deferred


# --- secrets ---------------------------------------------------------------------------------


# :func:`redact` (every form of the password out of a message) lives with the address.


# --- connections -----------------------------------------------------------------------------


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


# --- games -----------------------------------------------------------------------------------


def sync(
    store: Store,
    url: str,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> SyncReport:
    """Send every played game of ``store`` the server does not hold in this version, each
    in its own transaction: a game the server refuses is named in the report and the others
    are sent. ClubError if the server cannot be used at all, or the role may not write
    (checked before anything is sent); what was sent stays sent, the rest goes next time.

    ``progress(done, total)`` is called after each game considered; ``cancelled()`` is asked
    before each game (True: stop there, the rest counted as deferred). No game is started
    after ``LIMITS.sync`` seconds, and a statement still running then is cancelled."""
    started = time.monotonic()
    conn = connect(url, write=True)
    fired = threading.Event()
    watchdog = threading.Timer(LIMITS.sync + LIMITS.lock, _cancel, (conn, fired))
    watchdog.daemon = True
    watchdog.start()
    try:
        with _answers(url):
            return _sync(store, conn, url, started, progress, cancelled)
    except ClubError:
        if fired.is_set():
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club",
                    "the sync's time ({seconds} s) was up while the club server was still"
                    " busy; what was sent stays sent, the rest goes next time",
                ),
                seconds=_seconds(LIMITS.sync + LIMITS.lock),
            ) from None
        raise
    finally:
        watchdog.cancel()
        conn.close()


def _cancel(conn: psycopg.Connection[Any], fired: threading.Event) -> None:
    fired.set()
    with contextlib.suppress(Exception):
        conn.cancel_safe(timeout=LIMITS.connect)


def _sync(
    store: Store,
    conn: psycopg.Connection[Any],
    url: str,
    started: float,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> SyncReport:
    summaries = [s for s in store.list_games() if s.position > 0]
    origins = _origin_keys(store)
    uids = _uids(store, origins)
    table = club_copies.table_of(store)
    revisions = club_copies.revisions(store)
    # what the server holds of each game from this table: its own copy counted, or one of
    # its copies kept aside (in conflict, or declined); the game is not loaded again then
    known = {
        uid: int(revision)
        for uid, revision in conn.execute(
            "SELECT uid, revision FROM games WHERE uid = ANY(%s) AND table_id = %s UNION ALL"
            " SELECT uid, revision FROM conflicts WHERE uid = ANY(%s) AND table_id = %s",
            (list(uids.values()), table.id, list(uids.values()), table.id),
        )
    }
    gone = {
        uid
        for (uid,) in conn.execute(
            "SELECT uid FROM withdrawn WHERE uid = ANY(%s)", (list(uids.values()),)
        )
    }
    counts = dict.fromkeys(_COUNTED, 0)
    deferred = 0
    refused: list[Refused] = []
    for done, summary in enumerate(summaries):
        uid = uids[summary.id]
        if uid in gone:
            counts[club_copies.WITHDRAWN] += 1
        elif known.get(uid) == revisions[summary.id]:
            counts[club_copies.SAME] += 1
        elif (cancelled is not None and cancelled()) or time.monotonic() - started > LIMITS.sync:
            deferred = len(summaries) - done
            break
        else:
            record = store.load_game(summary.id)
            keys = origins.get(summary.id, [])
            copy = Copy.of(record, keys, table, revisions[summary.id])
            try:
                counts[_send(conn, uid, record, keys, copy)] += 1
            except Exception as error:
                if not _per_game(error, conn):
                    raise
                refused.append(Refused(summary.id, _title(record), explain(error, url)))
        if progress is not None:
            progress(done + 1, len(summaries))
    conflicts = club_copies.open_conflicts(conn, sorted(set(uids.values())))
    return SyncReport(
        sent=counts[club_copies.TAKEN],
        unchanged=sum(counts[k] for k in (club_copies.SAME, club_copies.AGREED, _DECLINED)),
        newer_on_server=counts[club_copies.BEHIND],
        refused=tuple(refused),
        deferred=deferred,
        withdrawn=counts[club_copies.WITHDRAWN],
        agreed=counts[club_copies.AGREED],
        conflicts=tuple(conflicts),
    )


_DECLINED = club_copies.DECLINED
# What a sync counts: the server's outcomes.
_COUNTED = (
    club_copies.TAKEN,
    club_copies.SAME,
    club_copies.AGREED,
    club_copies.BEHIND,
    club_copies.CONFLICT,
    club_copies.DECLINED,
    club_copies.WITHDRAWN,
)


def _per_game(error: BaseException, conn: psycopg.Connection[Any]) -> bool:
    """Whether ``error`` concerns one game only (the others may still go): not a lost server,
    not a right the role lacks, not the sync's own time being up."""
    import psycopg
    from psycopg import errors

    if conn.closed or conn.broken:
        return False
    if isinstance(error, ClubError):
        return True  # a tournament game the tournament does not know (tournament_game)
    if isinstance(error, errors.InsufficientPrivilege | errors.QueryCanceled):
        return False
    return isinstance(error, psycopg.Error)


def send_game(conn: psycopg.Connection[Any], store: Store, game_id: int) -> str:
    """Send one game (the live path: after each action of the game in play); returns what the
    server did with it (:mod:`~scoretable.storage.club_copies`' outcomes; "" if nothing of it
    was played yet). A psycopg error if the server refused it."""
    record = store.load_game(game_id)
    if record.index == 0:
        return ""
    keys = _game_origins(store, game_id)
    revision = club_copies.revisions(store, game_id)[game_id]
    copy = Copy.of(record, keys, club_copies.table_of(store), revision)
    return _send(conn, game_uid(record, keys), record, keys, copy)


def game_conflicts(conn: psycopg.Connection[Any], store: Store, game_id: int) -> list[Conflict]:
    """The open conflicts of one game of ``store`` on the server."""
    uid = store_uid(store, game_id)
    return club_copies.open_conflicts(conn, [] if uid is None else [uid])


def _uids(store: Store, origins: dict[int, list[str]]) -> dict[int, str]:
    """Every played game's :func:`game_uid`, in one query (no entries loaded)."""
    return {
        game_id: _game_uid(
            title or "",
            origins.get(game_id, []),
            created,
            json.loads(players),
            json.loads(rules),
        )
        for game_id, created, title, players, rules in store.conn.execute(
            "SELECT id, created, title, players, rules FROM games WHERE position > 0"
        )
    }


def _send(
    conn: psycopg.Connection[Any],
    uid: str,
    record: GameRecord,
    origins: Sequence[str] = (),
    copy: Copy | None = None,
) -> str:
    """Offer one game's copy (``record``'s, from no known table when ``copy`` is None) in one
    transaction; returns what the server did."""
    copy = copy or Copy.of(record, origins, Table("", ""), 0)
    return club_copies.offer(conn, uid, copy, origins)


def withdraw(url: str, uids: Sequence[str]) -> int:
    """Withdraw games from the club's league: removed from the server, and never sent again
    by any table. Returns how many the server held."""
    with club_session(url, write=True) as conn, conn.transaction():
        conn.execute(
            "INSERT INTO withdrawn (uid) SELECT unnest(%s::text[]) ON CONFLICT DO NOTHING",
            (list(uids),),
        )
        cur = conn.execute("DELETE FROM games WHERE uid = ANY(%s)", (list(uids),))
        return cur.rowcount


def store_uid(store: Store, game_id: int) -> str | None:
    """The club's id of a game of ``store`` (None: no such game)."""
    row = store.conn.execute(
        "SELECT created, title, players, rules FROM games WHERE id = ?", (game_id,)
    ).fetchone()
    if row is None:
        return None
    created, title, players, rules = row
    keys = _game_origins(store, game_id)
    return _game_uid(title or "", keys, created, json.loads(players), json.loads(rules))


# --- the league on the server ----------------------------------------------------------------


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
    "LIMITS",
    "ClubError",
    "ClubStatistics",
    "Limits",
    "Refused",
    "SyncReport",
    "add_season",
    "club_standings",
    "club_statistics",
    "club_url",
    "connect",
    "explain",
    "game_uid",
    "local_results",
    "merge_players",
    "public_url",
    "send_game",
    "store_uid",
    "sync",
    "withdraw",
]
