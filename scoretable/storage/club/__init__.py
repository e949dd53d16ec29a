"""Club play: a table's library sent to the club's PostgreSQL server, and the league read back.

    report = sync(store, "postgresql://club@host/league")     # ClubError: a one-line reason
    rows = club_standings(url, season="Autumn 2026", rules_name="tenhou")

Local first: every action is still committed to the table's own SQLite journal before
anything else; the server only ever receives copies. Sending is idempotent. Each game has a
stable id (:func:`game_uid`: the Tenhou log id of an imported game, whichever file or format
it came from, else its import origin, else its start time, players and rules, so the same
game restored on another laptop is the same game). Which copy of a game the server keeps
is decided by what the copies hold, never by a clock (:mod:`scoretable.storage.club.copies`:
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

The club's rooms: :mod:`~scoretable.storage.club.connection` (reaching the server, its time
limits, failures in words), :mod:`~scoretable.storage.club.schema` (the tables and their
upgrade), :mod:`~scoretable.storage.club.sending` (the sync), :mod:`~scoretable.storage.club.games`
(a game's id and the copy the server holds), :mod:`~scoretable.storage.club.copies` (which copy
counts), :mod:`~scoretable.storage.club.hands` (a game's hands as named records),
:mod:`~scoretable.storage.club.standings` (the league read back) and
:mod:`~scoretable.storage.club.errors`. The address (:mod:`scoretable.storage.club_address`)
stays outside: start-up reads it without loading the club. The tournament's server side is
:mod:`scoretable.storage.tournament`.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoretable.storage.club.connection import LIMITS, Limits, club_session, connect, explain
from scoretable.storage.club.connection import _connect_error as _connect_error
from scoretable.storage.club.connection import _runtime_error as _runtime_error
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.games import (
    TOURNAMENT_TAG,
    game_uid,
    log_id,
    played,
    tournament_key,
    tournament_tag,
)
from scoretable.storage.club.games import _game_origins as _game_origins
from scoretable.storage.club.games import _uid as _uid
from scoretable.storage.club.schema import _MIGRATIONS as _MIGRATIONS
from scoretable.storage.club.schema import _READ as _READ
from scoretable.storage.club.schema import _WRITTEN as _WRITTEN
from scoretable.storage.club.schema import CLUB_SCHEMA_VERSION, SCHEMA
from scoretable.storage.club.schema import _check_rights as _check_rights
from scoretable.storage.club.sending import (
    Refused,
    SyncReport,
    game_conflicts,
    send_game,
    store_uid,
    sync,
    withdraw,
)
from scoretable.storage.club.sending import _per_game as _per_game
from scoretable.storage.club.sending import _send as _send
from scoretable.storage.club.standings import (
    ClubStatistics,
    add_season,
    club_results,
    club_standings,
    club_statistics,
    local_results,
    merge_players,
)
from scoretable.storage.club_address import CLUB_ENV, club_url, public_url, redact

__all__: Sequence[str] = [
    "CLUB_ENV",
    "CLUB_SCHEMA_VERSION",
    "LIMITS",
    "SCHEMA",
    "TOURNAMENT_TAG",
    "ClubError",
    "ClubStatistics",
    "Limits",
    "Refused",
    "SyncReport",
    "add_season",
    "club_results",
    "club_session",
    "club_standings",
    "club_statistics",
    "club_url",
    "connect",
    "explain",
    "game_conflicts",
    "game_uid",
    "local_results",
    "log_id",
    "merge_players",
    "played",
    "public_url",
    "redact",
    "send_game",
    "store_uid",
    "sync",
    "tournament_key",
    "tournament_tag",
    "withdraw",
]
