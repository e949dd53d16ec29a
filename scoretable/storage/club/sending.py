"""The sync: a table's library sent to the club server. It asks the server what it holds and
sends what differs, each game in a transaction of its own (:func:`sync`, :func:`send_game`),
within ``LIMITS.sync`` seconds; and a game withdrawn (:func:`withdraw`)."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scoretable import clock
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club import connection, copies
from scoretable.storage.club.connection import _answers, _seconds, club_session, connect, explain
from scoretable.storage.club.copies import Conflict
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.games import (
    Copy,
    Table,
    _game_origins,
    _game_uid,
    _origin_keys,
    _title,
    game_uid,
)
from scoretable.storage.records import GameRecord
from scoretable.storage.store import Store

if TYPE_CHECKING:
    import psycopg


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
    started = clock.monotonic()
    conn = connect(url, write=True)
    fired = threading.Event()
    watchdog = threading.Timer(
        connection.LIMITS.sync + connection.LIMITS.lock, _cancel, (conn, fired)
    )
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
                seconds=_seconds(connection.LIMITS.sync + connection.LIMITS.lock),
            ) from None
        raise
    finally:
        watchdog.cancel()
        conn.close()


def _cancel(conn: psycopg.Connection[Any], fired: threading.Event) -> None:
    fired.set()
    with contextlib.suppress(Exception):
        conn.cancel_safe(timeout=connection.LIMITS.connect)


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
    table = copies.table_of(store)
    revisions = copies.revisions(store)
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
            counts[copies.WITHDRAWN] += 1
        elif known.get(uid) == revisions[summary.id]:
            counts[copies.SAME] += 1
        elif (
            cancelled is not None and cancelled()
        ) or clock.monotonic() - started > connection.LIMITS.sync:
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
    conflicts = copies.open_conflicts(conn, sorted(set(uids.values())))
    return SyncReport(
        sent=counts[copies.TAKEN],
        unchanged=sum(counts[k] for k in (copies.SAME, copies.AGREED, _DECLINED)),
        newer_on_server=counts[copies.BEHIND],
        refused=tuple(refused),
        deferred=deferred,
        withdrawn=counts[copies.WITHDRAWN],
        agreed=counts[copies.AGREED],
        conflicts=tuple(conflicts),
    )


_DECLINED = copies.DECLINED
# What a sync counts: the server's outcomes.
_COUNTED = (
    copies.TAKEN,
    copies.SAME,
    copies.AGREED,
    copies.BEHIND,
    copies.CONFLICT,
    copies.DECLINED,
    copies.WITHDRAWN,
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
    server did with it (:mod:`~scoretable.storage.club.copies`' outcomes; "" if nothing of it
    was played yet). A psycopg error if the server refused it."""
    record = store.load_game(game_id)
    if record.index == 0:
        return ""
    keys = _game_origins(store, game_id)
    revision = copies.revisions(store, game_id)[game_id]
    copy = Copy.of(record, keys, copies.table_of(store), revision)
    return _send(conn, game_uid(record, keys), record, keys, copy)


def game_conflicts(conn: psycopg.Connection[Any], store: Store, game_id: int) -> list[Conflict]:
    """The open conflicts of one game of ``store`` on the server."""
    uid = store_uid(store, game_id)
    return copies.open_conflicts(conn, [] if uid is None else [uid])


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
    return copies.offer(conn, uid, copy, origins)


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
