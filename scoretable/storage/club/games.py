"""A game as the club knows it: its id on the server (the same from every table), the copy a
table sends of it, and that copy written as the one the club counts.

    uid = game_uid(record, origins)
    copy = Copy.of(record, origins, table, revision)
    hold(conn, uid, copy, origins)      # inside the caller's transaction

Which copy the server keeps is decided by :mod:`scoretable.storage.club.copies`; this module
only writes the one it chose (its entries, hands and players' rows) and files a tournament's
game under its session.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.names import clean_name
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.hands import copy_hands
from scoretable.storage.league import game_result
from scoretable.storage.records import GameRecord
from scoretable.storage.store import Store

if TYPE_CHECKING:
    import psycopg


@dataclass(frozen=True)
class Table:
    """A table (a library) that sends games: its random ``id`` (kept in its library, see
    :func:`scoretable.storage.club.copies.table_of`) and the name of its computer."""

    id: str
    name: str

    @property
    def label(self) -> str:
        """How people name the table: its computer's name and the start of its id (several
        libraries on one computer stay apart); "" for a copy an older scoretable sent."""
        if not self.id:
            return ""
        return f"{self.name or 'table'}-{self.id[:4]}"


# A copy sent by a scoretable older than the club's revisions: no table known.
UNKNOWN_TABLE = Table("", "")


@dataclass(frozen=True)
class Copy:
    """One table's copy of a game: what it played (``log``, the entries up to its undo
    position) and what the server shows of it; ``revision`` is the table's own counter of its
    changes to the game (never a clock)."""

    title: str
    created: str  # when the table started it
    played: str  # when it was played (a Tenhou log's date, else ``created``)
    updated: str  # shown only: it decides nothing
    players: list[str]  # the names at the start (the log's renames replay on them)
    names: list[str]
    rules: dict[str, Any]
    log: list[dict[str, Any]]
    finished: bool
    result: dict[str, Any] | None
    table: Table = UNKNOWN_TABLE
    revision: int = 0

    @classmethod
    def of(
        cls,
        record: GameRecord,
        origins: Sequence[str] = (),
        table: Table = UNKNOWN_TABLE,
        revision: int = 0,
    ) -> Copy:
        return cls(
            title=clean_name(record.title),
            created=record.created,
            played=played(record, origins),
            updated=record.updated,
            players=list(record.players),
            names=_wire_names(record.names),
            rules=record.rules,
            log=list(record.log[: record.index]),
            finished=record.finished,
            result=record.result,
            table=table,
            revision=revision,
        )

    @property
    def position(self) -> int:
        return len(self.log)

    @property
    def digest(self) -> str:
        """What the copy holds (two tables' copies that agree have the same digest)."""
        body = [self.names, self.rules, self.log, self.finished, self.result]
        return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:32]

    def to_json(self) -> dict[str, Any]:
        """The copy as the server keeps one in conflict (see :meth:`from_json`)."""
        return {
            "title": self.title,
            "created": self.created,
            "played": self.played,
            "updated": self.updated,
            "players": self.players,
            "names": self.names,
            "rules": self.rules,
            "log": self.log,
            "finished": self.finished,
            "result": self.result,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], table: Table, revision: int) -> Copy:
        return cls(**data, table=table, revision=revision)


# A Tenhou log id: its first ten digits are when the game was played (JST, to the hour).
_LOG_ID = re.compile(r"(\d{4})(\d{2})(\d{2})(\d{2})gm-[0-9a-f]{4}-\d{4,}-[0-9a-f]{8}")


def _wire_names(names: Sequence[str]) -> list[str]:
    return [clean_name(name) or f"Player {seat + 1}" for seat, name in enumerate(names)]


def log_id(title: str, origins: Sequence[str] = ()) -> str | None:
    """The Tenhou log id of an imported game (one with ``origins``): from its ``tenhou:``
    origin (tenhou.net/6 JSON), else from its ``title`` (an mjlog's file name)."""
    for key in origins:
        if key.startswith("tenhou:") and _LOG_ID.fullmatch(key[7:]):
            return key[7:]
    if origins:
        match = _LOG_ID.search(title)
        if match:
            return match.group(0)
    return None


def played(record: GameRecord, origins: Sequence[str] = ()) -> str:
    """When the game was played: an imported Tenhou game's date from its log id (seasons
    count it there), else when the table started it."""
    found = log_id(record.title, origins)
    match = _LOG_ID.match(found) if found else None
    if match is None:
        return record.created
    year, month, day, hour = match.groups()
    return f"{year}-{month}-{day}T{hour}:00:00+09:00"


def game_uid(record: GameRecord, origin: str | Sequence[str] | None = None) -> str:
    """The game's id on the club server: an imported Tenhou game's log id (the same from an
    mjlog or tenhou.net/6 file), else its import origin, else a hash of when it started, who
    played and under which rules (the same on every laptop that holds the game)."""
    origins = [origin] if isinstance(origin, str) else sorted(origin or ())
    return _game_uid(record.title, origins, record.created, record.players, record.rules)


def _game_uid(
    title: str,
    origins: Sequence[str],
    created: str,
    players: Sequence[str],
    rules: dict[str, Any],
) -> str:
    origins = [key for key in origins if not key.startswith(TOURNAMENT_TAG)]
    found = log_id(title, origins)
    if found:
        return f"tenhou:{found}"
    return origins[0] if origins else _uid(created, players, rules)


def _uid(created: str, players: Sequence[str], rules: dict[str, Any]) -> str:
    key = json.dumps([created, list(players), rules], sort_keys=True)
    return "game:" + hashlib.sha256(key.encode()).hexdigest()[:32]


def _origin_keys(store: Store) -> dict[int, list[str]]:
    """Every origin key of every imported game, by game id, sorted."""
    out: dict[int, list[str]] = {}
    for key, game_id in store.conn.execute("SELECT key, game_id FROM origins ORDER BY key"):
        out.setdefault(int(game_id), []).append(str(key))
    return out


def _game_origins(store: Store, game_id: int) -> list[str]:
    """The origin keys of one game, sorted."""
    return [
        str(key)
        for (key,) in store.conn.execute(
            "SELECT key FROM origins WHERE game_id = ? ORDER BY key", (game_id,)
        )
    ]


def _title(record: GameRecord) -> str:
    return clean_name(record.title) or ", ".join(_wire_names(record.names))


# The origin key that files a game of the table's library under a tournament's session:
# ``tournament:<game id>:<session>:<tournament>`` (the table needs no server for it; the
# tournament is checked when the game is sent).
TOURNAMENT_TAG = "tournament:"


def tournament_key(game_id: int, tournament: str, session: int) -> str:
    """The origin key that files game ``game_id`` under ``tournament``'s ``session``."""
    return f"{TOURNAMENT_TAG}{game_id}:{session}:{tournament}"


def tournament_tag(origins: Sequence[str]) -> tuple[str, int] | None:
    """The tournament and session a game is filed under (its origin keys), if any."""
    for key in origins:
        if key.startswith(TOURNAMENT_TAG):
            _game, session, name = key[len(TOURNAMENT_TAG) :].split(":", 2)
            return name, int(session)
    return None


def _file_tournament_game(
    conn: psycopg.Connection[Any], uid: str, names: Sequence[str], tournament: str, session: int
) -> None:
    """File a sent game under a tournament's session (inside its transaction): ClubError if
    the tournament, the session or a player is unknown there (the game is then not sent)."""
    row = conn.execute("SELECT sessions FROM tournaments WHERE name = %s", (tournament,)).fetchone()
    if row is None:
        raise ClubError(
            QT_TRANSLATE_NOOP("Club", "no tournament called {name} on the club server"),
            name=repr(tournament),
        )
    if not 1 <= session <= int(row[0]):
        raise ClubError(
            QT_TRANSLATE_NOOP("Club", "tournament {name} has no session {session}"),
            name=repr(tournament),
            session=session,
        )
    known = {
        name
        for (name,) in conn.execute(
            "SELECT player FROM tournament_players WHERE tournament = %s UNION"
            " SELECT substitute FROM tournament_substitutes WHERE tournament = %s"
            " AND session = %s",
            (tournament, tournament, session),
        )
    }
    strangers = [name for name in names if name not in known]
    if strangers:
        raise ClubError(
            QT_TRANSLATE_NOOP(
                "Club",
                "{who} is neither a player of tournament {name} nor a substitute in session"
                " {session}",
            ),
            who=repr(strangers[0]),
            name=repr(tournament),
            session=session,
        )
    seated = conn.execute(
        "SELECT tables FROM tournament_sessions WHERE tournament = %s AND number = %s",
        (tournament, session),
    ).fetchone()
    table_no = None
    if seated is not None:
        stand_ins = dict(
            conn.execute(
                "SELECT substitute, player FROM tournament_substitutes WHERE tournament = %s"
                " AND session = %s",
                (tournament, session),
            ).fetchall()
        )
        players = sorted(stand_ins.get(name, name) for name in names)
        table_no = next(
            (n for n, table in enumerate(seated[0], 1) if sorted(table) == players), None
        )
    conn.execute(
        "INSERT INTO tournament_games (uid, tournament, session, table_no) VALUES (%s, %s, %s,"
        " %s) ON CONFLICT (uid) DO UPDATE SET tournament = EXCLUDED.tournament,"
        " session = EXCLUDED.session, table_no = EXCLUDED.table_no",
        (uid, tournament, session, table_no),
    )


def hold(conn: psycopg.Connection[Any], uid: str, copy: Copy, origins: Sequence[str] = ()) -> None:
    """Write ``copy`` as the server's copy of game ``uid``, the one the standings count
    (inside the caller's transaction): its row, entries, hands and players' rows; the game's
    copies under its other keys (an older version's id) go, and a tournament's game is filed
    under its session (ClubError if the tournament does not know it)."""
    from psycopg.types.json import Jsonb

    hands = copy_hands(copy.rules, copy.players, copy.log)
    names = copy.names
    conn.execute(
        "INSERT INTO games (uid, created, updated, title, rules, rules_name, names, position,"
        " finished, result, digest, table_id, table_name, revision)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
        " ON CONFLICT (uid) DO UPDATE SET updated = EXCLUDED.updated,"
        " created = EXCLUDED.created, title = EXCLUDED.title, names = EXCLUDED.names,"
        " position = EXCLUDED.position, finished = EXCLUDED.finished,"
        " result = EXCLUDED.result, digest = EXCLUDED.digest, table_id = EXCLUDED.table_id,"
        " table_name = EXCLUDED.table_name, revision = EXCLUDED.revision, received = now()",
        (
            uid,
            copy.played,
            copy.updated,
            copy.title,
            Jsonb(copy.rules),
            str(copy.rules.get("name", "")),
            Jsonb(names),
            copy.position,
            copy.finished,
            None if copy.result is None else Jsonb(copy.result),
            copy.digest,
            copy.table.id,
            copy.table.name,
            copy.revision,
        ),
    )
    others = [key for key in origins if key != uid and not key.startswith(TOURNAMENT_TAG)]
    conn.execute("DELETE FROM games WHERE uid = ANY(%s)", (others,))
    for table in ("entries", "hands", "game_players"):
        conn.execute(f"DELETE FROM {table} WHERE game_uid = %s", (uid,))
    with conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO entries (game_uid, position, data) VALUES (%s, %s, %s)",
            [(uid, p, Jsonb(e)) for p, e in enumerate(copy.log)],
        )
        cur.executemany(
            "INSERT INTO hands (game_uid, number, round_wind, hand_number, honba, kind,"
            " winners, discarder, deltas) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    uid,
                    number,
                    h.round_wind,
                    h.hand_number,
                    h.honba,
                    h.kind,
                    Jsonb(list(h.winners)),
                    h.discarder,
                    Jsonb(list(h.deltas)),
                )
                for number, h in enumerate(hands, start=1)
            ],
        )
        result = game_result(names, copy.result, "", copy.created, hands)
        scores = (copy.result or {}).get("scores") or [None] * len(names)
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
                for seat, name in enumerate(names)
            ],
        )
    tag = tournament_tag(origins)
    if tag is not None:
        _file_tournament_game(conn, uid, names, *tag)
