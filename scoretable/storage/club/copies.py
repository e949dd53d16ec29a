"""Which copy of a game the club keeps: decided by what the copies hold, never by a clock.

    outcome = offer(conn, uid, copy)          # TAKEN, SAME, BEHIND, CONFLICT, ...
    for conflict in open_conflicts(conn): print(conflict.note())
    resolve(conn, "game:1b2c", keep="server")  # or keep="laptop-3f9c", the other table's

The server holds one copy of each game, the one the standings count (``scoretable.games``).
It takes a table's copy in its place only when that copy extends it (the same entries up to
the held copy's position, and more), or when it is the same table's own later correction (a
higher revision: the counter the table raises at each change of the game, kept in its
library). A copy the held one extends changes nothing. A finished game is never replaced by
an unfinished copy. A copy from another table that diverges is kept beside it, in
``scoretable.conflicts``, and reported, until a person chooses (:func:`resolve`): the one
set aside stays there, declined, so its table sending it again changes nothing. A game file's
``updated`` is only shown to people. The tables' own libraries are never written.
"""

from __future__ import annotations

import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from scoretable.engine.errors import Sentence
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.errors import ClubError
from scoretable.storage.club.games import Copy, Table, hold
from scoretable.storage.store import Store

if TYPE_CHECKING:
    import psycopg

# Version 4 of the club's schema: who sent the held copy and its revision, and the copies in
# conflict with it. The roles that had rights on the games get the same on the conflicts (a
# club upgraded in place keeps its tables sending).
SCHEMA_4 = """
ALTER TABLE games ADD COLUMN table_id TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN table_name TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE TABLE conflicts (
    uid TEXT NOT NULL REFERENCES games(uid) ON DELETE CASCADE,
    table_id TEXT NOT NULL,          -- the table that sent this copy ('': an older scoretable)
    table_name TEXT NOT NULL,
    revision INTEGER NOT NULL,       -- that table's counter of its changes to the game
    position INTEGER NOT NULL,       -- entries played
    finished BOOLEAN NOT NULL,
    copy JSONB NOT NULL,             -- club_games.Copy.to_json()
    declined BOOLEAN NOT NULL DEFAULT false,  -- a person kept another copy
    received TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (uid, table_id)
);
DO $grants$
DECLARE grant_ RECORD;
BEGIN
    FOR grant_ IN SELECT DISTINCT grantee, privilege_type FROM information_schema.role_table_grants
        WHERE table_schema = 'scoretable' AND table_name = 'games' AND grantee <> current_user
    LOOP
        EXECUTE format('GRANT %s ON scoretable.conflicts TO %s', grant_.privilege_type,
            CASE WHEN grant_.grantee = 'PUBLIC' THEN 'PUBLIC' ELSE quote_ident(grant_.grantee) END);
    END LOOP;
END
$grants$;
"""

# What the server did with a table's copy.
TAKEN = "taken"  # it is now the copy the club counts
SAME = "same"  # the club's copy is this table's, as it is
AGREED = "agreed"  # the club's copy is another table's that holds the same entries
BEHIND = "behind"  # the club's copy extends it (or is the table's own later one)
CONFLICT = "conflict"  # it diverges from the club's copy: kept beside it until a person chooses
DECLINED = "declined"  # a person kept another copy over this very one
WITHDRAWN = "withdrawn"  # the club withdrew the game

# The advisory lock's first key: one table at a time decides a game's copy.
_LOCK = 7342002


def table_of(store: Store) -> Table:
    """The table ``store`` is: its library's id and this computer's name."""
    row = store.conn.execute("SELECT value FROM library WHERE key = 'table'").fetchone()
    return Table(str(row[0]), socket.gethostname().split(".")[0])


def revisions(store: Store, game_id: int | None = None) -> dict[int, int]:
    """Each game's revision (the library's counter of its changes to it), by game id; with
    ``game_id``, that game's alone."""
    return {
        int(i): int(r)
        for i, r in store.conn.execute(
            "SELECT id, revision FROM games WHERE ? IS NULL OR id = ?", (game_id, game_id)
        )
    }


@dataclass(frozen=True)
class Held:
    """The server's copy of a game, as far as deciding needs it."""

    table_id: str
    revision: int
    log: list[Any]
    finished: bool


def decide(held: Held | None, copy: Copy) -> str:
    """What the server does with ``copy`` of a game of which it holds ``held`` (None: none).

    Only the entries, the tables and the table's revision count: never a clock."""
    if held is None:
        return TAKEN
    own = bool(copy.table.id) and copy.table.id == held.table_id
    if copy.log == held.log:
        if not own:
            return AGREED
        later = copy.revision > held.revision and (copy.finished or not held.finished)
        return TAKEN if later else SAME
    if held.log[: len(copy.log)] == copy.log:
        return BEHIND
    if held.finished and not copy.finished:
        return BEHIND if own else CONFLICT
    if copy.log[: len(held.log)] == held.log:
        return TAKEN
    if own:
        return TAKEN if copy.revision > held.revision else BEHIND
    return CONFLICT


def _lock(conn: psycopg.Connection[Any], uid: str) -> None:
    conn.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_LOCK, uid))


def _held(conn: psycopg.Connection[Any], uid: str) -> Held | None:
    row = conn.execute(
        "SELECT table_id, revision, finished FROM games WHERE uid = %s", (uid,)
    ).fetchone()
    if row is None:
        return None
    log = [
        data
        for (data,) in conn.execute(
            "SELECT data FROM entries WHERE game_uid = %s ORDER BY position", (uid,)
        )
    ]
    return Held(str(row[0]), int(row[1]), log, bool(row[2]))


def offer(conn: psycopg.Connection[Any], uid: str, copy: Copy, origins: Sequence[str] = ()) -> str:
    """Offer the server ``copy`` of game ``uid`` in one transaction; returns what it did
    (:data:`TAKEN`, :data:`SAME`, :data:`AGREED`, :data:`BEHIND`, :data:`CONFLICT`,
    :data:`DECLINED`, :data:`WITHDRAWN`). ClubError if a tournament's game does not fit its
    tournament."""
    with conn.transaction():
        _lock(conn, uid)
        if conn.execute("SELECT 1 FROM withdrawn WHERE uid = %s", (uid,)).fetchone():
            return WITHDRAWN
        mine = conn.execute(
            "SELECT revision, declined FROM conflicts WHERE uid = %s AND table_id = %s",
            (uid, copy.table.id),
        ).fetchone()
        if mine is not None and mine[1] and mine[0] == copy.revision:
            return DECLINED
        outcome = decide(_held(conn, uid), copy)
        if outcome == CONFLICT:
            _keep_aside(conn, uid, copy, declined=False)
            return outcome
        conn.execute("DELETE FROM conflicts WHERE uid = %s AND table_id = %s", (uid, copy.table.id))
        if outcome == TAKEN:
            hold(conn, uid, copy, origins)
    return outcome


def _keep_aside(conn: psycopg.Connection[Any], uid: str, copy: Copy, declined: bool) -> None:
    from psycopg.types.json import Jsonb

    conn.execute(
        "INSERT INTO conflicts (uid, table_id, table_name, revision, position, finished, copy,"
        " declined) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (uid, table_id) DO"
        " UPDATE SET table_name = EXCLUDED.table_name, revision = EXCLUDED.revision,"
        " position = EXCLUDED.position, finished = EXCLUDED.finished, copy = EXCLUDED.copy,"
        " declined = EXCLUDED.declined, received = now()",
        (
            uid,
            copy.table.id,
            copy.table.name,
            copy.revision,
            copy.position,
            copy.finished,
            Jsonb(copy.to_json()),
            declined,
        ),
    )


class ConflictNote(Sentence):
    """A conflict told in one line, in English or the interface's language."""

    context: ClassVar[str] = "Club"

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Conflict:
    """A copy of a game that diverges from the copy the club counts (``held``)."""

    uid: str
    game: str  # the game's title, else its players
    held: Table
    held_position: int
    held_finished: bool
    table: Table
    position: int
    finished: bool

    def note(self) -> ConflictNote:
        """The conflict in one line, naming the game and the tables."""
        if self.held.label:
            return ConflictNote(
                QT_TRANSLATE_NOOP(
                    "Club",
                    "game {game} [{uid}]: table {table}'s copy differs from the one the club"
                    " counts, from table {held}; the standings count table {held}'s until"
                    " someone chooses",
                ),
                game=self.game,
                uid=self.uid,
                table=self.table.label or "?",
                held=self.held.label,
            )
        return ConflictNote(
            QT_TRANSLATE_NOOP(
                "Club",
                "game {game} [{uid}]: table {table}'s copy differs from the one the club"
                " counts, sent by an older scoretable; the standings count the club's until"
                " someone chooses",
            ),
            game=self.game,
            uid=self.uid,
            table=self.table.label or "?",
        )


def open_conflicts(
    conn: psycopg.Connection[Any], uids: Sequence[str] | None = None
) -> list[Conflict]:
    """The conflicts no one has chosen in yet (of the games ``uids`` only, if given)."""
    rows = conn.execute(
        "SELECT c.uid, g.title, g.names, g.table_id, g.table_name, g.position, g.finished,"
        " c.table_id, c.table_name, c.position, c.finished FROM conflicts c"
        " JOIN games g ON g.uid = c.uid WHERE NOT c.declined"
        " AND (%s::text[] IS NULL OR c.uid = ANY(%s)) ORDER BY c.uid, c.table_name, c.table_id",
        (None if uids is None else list(uids), None if uids is None else list(uids)),
    ).fetchall()
    return [
        Conflict(
            uid=uid,
            game=title or ", ".join(names),
            held=Table(held_id, held_name),
            held_position=int(held_position),
            held_finished=bool(held_finished),
            table=Table(table_id, table_name),
            position=int(position),
            finished=bool(finished),
        )
        for (
            uid,
            title,
            names,
            held_id,
            held_name,
            held_position,
            held_finished,
            table_id,
            table_name,
            position,
            finished,
        ) in rows
    ]


# The word that keeps the club's copy (``resolve GAME --keep server``).
KEEP_SERVER = "server"


def resolve(conn: psycopg.Connection[Any], game: str, keep: str) -> Conflict | None:
    """A person's choice for game ``game`` (its id, or the start of it) in conflict:
    ``keep`` is :data:`KEEP_SERVER` (the club's copy stays) or a table's label (or the start
    of its id): that table's copy becomes the one the club counts (the label of the table
    whose copy the club counts keeps that one). The other copies are set aside as declined
    (their tables sending them again changes nothing). Returns the chosen conflict (None: the
    club's copy kept). ClubError for a game or table not in conflict."""
    with conn.transaction():
        found = open_conflicts(conn)
        uids = sorted(
            {c.uid for c in found if c.uid == game}
            or {c.uid for c in found if c.uid.startswith(game)}
        )
        if len(uids) != 1:
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club",
                    "no game {game} in conflict on the club server (in conflict: {known})",
                )
                if not uids
                else QT_TRANSLATE_NOOP(
                    "Club", "{game} names several games in conflict: {known}; give more of it"
                ),
                game=repr(game),
                known=", ".join(uids or sorted({c.uid for c in found})) or "none",
            )
        uid = uids[0]
        _lock(conn, uid)
        chosen = None
        copies = [c for c in found if c.uid == uid]
        if keep not in (KEEP_SERVER, copies[0].held.label):  # the club's, by its table too
            chosen = next(
                (
                    c
                    for c in copies
                    if keep == c.table.label or (len(keep) >= 4 and c.table.id.startswith(keep))
                ),
                None,
            )
            if chosen is None:
                raise ClubError(
                    QT_TRANSLATE_NOOP(
                        "Club",
                        "no copy of game {game} from table {table} in conflict (keep server, or"
                        " one of: {known})",
                    ),
                    game=uid,
                    table=repr(keep),
                    known=", ".join(c.table.label for c in copies),
                )
            _take(conn, uid, chosen.table)
        conn.execute("UPDATE conflicts SET declined = true WHERE uid = %s", (uid,))
    return chosen


def _take(conn: psycopg.Connection[Any], uid: str, table: Table) -> None:
    """Table ``table``'s copy in conflict becomes the club's; the club's is set aside."""
    row = conn.execute(
        "SELECT title, created, updated, names, rules, finished, result, table_id, table_name,"
        " revision FROM games WHERE uid = %s",
        (uid,),
    ).fetchone()
    assert row is not None  # a conflict's game (the rows go with it)
    title, created, updated, names, rules, finished, result, held_id, held_name, revision = row
    log = [
        data
        for (data,) in conn.execute(
            "SELECT data FROM entries WHERE game_uid = %s ORDER BY position", (uid,)
        )
    ]
    held = Copy(
        title,
        created,
        created,
        updated,
        list(names),
        list(names),
        dict(rules),
        log,
        bool(finished),
        result,
        Table(held_id, held_name),
        int(revision),
    )
    taken = conn.execute(
        "SELECT copy, revision FROM conflicts WHERE uid = %s AND table_id = %s",
        (uid, table.id),
    ).fetchone()
    assert taken is not None  # listed under the same lock
    conn.execute("DELETE FROM conflicts WHERE uid = %s AND table_id = %s", (uid, table.id))
    _keep_aside(conn, uid, held, declined=True)
    hold(conn, uid, Copy.from_json(dict(taken[0]), table, int(taken[1])))
