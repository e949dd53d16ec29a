"""The schema migrations, frozen: each one's SQL is written out here, literally, as it was
released.

``MIGRATIONS[i]`` upgrades a database from version ``i`` to ``i + 1``. A migration never
reads a definition kept elsewhere: editing the tables of today must not silently redefine what
schema 2 was. The migrations are the one definition of the tables: the modules that use them
(the learner's, :mod:`~scoretable.storage.progress` and :mod:`~scoretable.storage.skills`)
declare none of their own. A change of schema is a new migration appended here, and
``SCHEMA_VERSION`` raised; ``tests/storage/test_migrations.py`` checks that all migrations
applied to an empty database give exactly the schema the code uses, and that a database of
every released version (``tests/storage/fixtures``) still opens.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable

# The schema this version of scoretable writes.
SCHEMA_VERSION = 6


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run several statements inside the current transaction (``executescript`` would
    commit it first)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            conn.execute(pending)
            pending = ""
    if pending.strip():
        conn.execute(pending)


def _dumps(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def migrate_1(conn: sqlite3.Connection) -> None:
    """Version 1 (first release): games, their entries, remembered players."""
    run_script(
        conn,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            created TEXT NOT NULL,            -- ISO 8601, UTC
            updated TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            players TEXT NOT NULL,            -- JSON: the four names at the start (seat order)
            rules TEXT NOT NULL,              -- JSON: Rules.to_dict()
            position INTEGER NOT NULL DEFAULT 0,  -- entries applied; the rest is the redo stack
            finished INTEGER NOT NULL DEFAULT 0,
            result TEXT                       -- JSON: the FinalResult once finished
        );
        CREATE TABLE entries (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            data TEXT NOT NULL,               -- JSON: one model.log entry
            PRIMARY KEY (game_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE players (
            name TEXT PRIMARY KEY,
            last_used TEXT NOT NULL
        );
        """,
    )


def migrate_2(conn: sqlite3.Connection) -> None:
    """Version 2: current names per game (after renames), a library index, quiz tables."""
    conn.execute("ALTER TABLE games ADD COLUMN names TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN rules_name TEXT NOT NULL DEFAULT ''")
    conn.execute("CREATE INDEX games_by_update ON games(finished, updated)")
    rows = conn.execute("SELECT id, players, rules, position FROM games").fetchall()
    for game_id, players, rules, position in rows:
        names = json.loads(players)
        for (data,) in conn.execute(
            "SELECT data FROM entries WHERE game_id = ? AND position < ? ORDER BY position",
            (game_id, position),
        ):
            entry = json.loads(data)
            if entry.get("type") == "rename":
                names[entry["seat"]] = entry["name"]
        conn.execute(
            "UPDATE games SET names = ?, rules_name = ? WHERE id = ?",
            (_dumps(names), json.loads(rules).get("name", ""), game_id),
        )
    run_script(
        conn,
        """
        CREATE TABLE IF NOT EXISTS quiz_learners (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            created REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS quiz_attempts (
            id INTEGER PRIMARY KEY,
            learner_id INTEGER NOT NULL REFERENCES quiz_learners(id) ON DELETE CASCADE,
            at REAL NOT NULL,
            mode TEXT NOT NULL,          -- 'quiz' or 'fu'
            level INTEGER NOT NULL,
            rules TEXT NOT NULL,         -- preset name
            question_key TEXT NOT NULL,
            question TEXT NOT NULL,      -- JSON
            answer TEXT NOT NULL,        -- JSON: what the learner typed
            correct INTEGER NOT NULL,    -- 0 or 1
            seconds REAL,                -- time taken, NULL if not measured
            review INTEGER NOT NULL DEFAULT 0  -- 1 if asked from the review queue
        );
        CREATE INDEX IF NOT EXISTS quiz_attempts_learner ON quiz_attempts(learner_id, mode, level);
        CREATE TABLE IF NOT EXISTS quiz_reviews (
            id INTEGER PRIMARY KEY,
            learner_id INTEGER NOT NULL REFERENCES quiz_learners(id) ON DELETE CASCADE,
            mode TEXT NOT NULL,
            question_key TEXT NOT NULL,
            question TEXT NOT NULL,      -- JSON, enough to ask it again
            level INTEGER NOT NULL,
            rules TEXT NOT NULL,
            misses INTEGER NOT NULL DEFAULT 1,
            due REAL NOT NULL,
            UNIQUE (learner_id, mode, question_key)
        );
        """,
    )


def migrate_3(conn: sqlite3.Connection) -> None:
    """Version 3: where an imported game came from (a Tenhou log id, a wall seed's hash or a
    hash of its results), so importing the same log twice keeps one game; games by start time
    (restoring a backup looks duplicates up, no scan); each finished game's summary for the
    statistics (filled in by the statistics the first time they are asked for)."""
    run_script(
        conn,
        """
        CREATE TABLE origins (
            key TEXT PRIMARY KEY,             -- e.g. "tenhou:2019021004gm-00a9-0000-e2f6516d"
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX origins_by_game ON origins(game_id);
        CREATE INDEX games_by_created ON games(created);
        CREATE INDEX games_by_recent ON games(updated DESC, id DESC);
        CREATE TABLE seat_stats (             -- a finished game's summary, one row a seat
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,               -- the name at the end of the game
            rank INTEGER NOT NULL,
            points REAL NOT NULL,             -- final points (thousands)
            hands INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            deal_ins INTEGER NOT NULL,
            riichi INTEGER NOT NULL,
            win_points INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        """,
    )


def migrate_4(conn: sqlite3.Connection) -> None:
    """Version 4: each learner's record per skill for the adaptive practice (the schedule's
    box and due question, the tally) and every answer behind it (the progress charts)."""
    run_script(
        conn,
        """
        CREATE TABLE skill_records (
            learner_id INTEGER NOT NULL REFERENCES quiz_learners(id) ON DELETE CASCADE,
            skill TEXT NOT NULL,           -- e.g. 'yaku:Pinfu', 'fu:wait', 'pay:ron'
            box INTEGER NOT NULL,          -- 0-5: the schedule's box
            due INTEGER NOT NULL,          -- the learner's question number it is due at
            right INTEGER NOT NULL,
            wrong INTEGER NOT NULL,
            PRIMARY KEY (learner_id, skill)
        ) WITHOUT ROWID;
        CREATE TABLE skill_answers (
            id INTEGER PRIMARY KEY,
            learner_id INTEGER NOT NULL REFERENCES quiz_learners(id) ON DELETE CASCADE,
            at REAL NOT NULL,
            number INTEGER NOT NULL,       -- the learner's question number (0 first)
            question_key TEXT NOT NULL,
            step TEXT NOT NULL,            -- 'yaku', 'han', 'fu' or 'payment'
            skill TEXT NOT NULL,
            correct INTEGER NOT NULL       -- 0 or 1
        );
        CREATE INDEX skill_answers_learner ON skill_answers(learner_id, number);
        """,
    )


def migrate_5(conn: sqlite3.Connection) -> None:
    """Version 5: the statistics' richer summary (one row a seat, rebuilt from the logs the
    first time the statistics are asked for: the old rows are dropped), and what an imported
    log says of each hand beyond its result (open calls, riichi turns, yaku). Games imported
    before have no such rows: they count as table games for those figures."""
    run_script(
        conn,
        """
        DROP TABLE seat_stats;
        CREATE TABLE seat_stats (             -- a finished game's summary, one row a seat
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,               -- the name at the end of the game
            rank INTEGER NOT NULL,
            points REAL NOT NULL,             -- final points (thousands)
            seats INTEGER NOT NULL,           -- the game's players: 3 or 4
            rules_name TEXT NOT NULL,         -- the game's, as games has them (the filters
            created TEXT NOT NULL,            -- read this table alone)
            hands INTEGER NOT NULL,           -- hands dealt, abortive draws included
            wins INTEGER NOT NULL,
            deal_ins INTEGER NOT NULL,        -- hands whose discard was ronned (once a hand)
            riichi INTEGER NOT NULL,          -- riichi whose deposit was paid
            win_points INTEGER NOT NULL,      -- points won in the hands won
            tsumo_wins INTEGER NOT NULL,
            deal_in_points INTEGER NOT NULL,  -- points paid in the hands dealt in
            riichi_wins INTEGER NOT NULL,
            riichi_deal_ins INTEGER NOT NULL, -- dealt in while in riichi
            deal_ins_to_riichi INTEGER NOT NULL,
            dealer_hands INTEGER NOT NULL,
            dealer_wins INTEGER NOT NULL,
            dealer_repeats INTEGER NOT NULL,  -- dealer hands followed by another (renchan)
            draws INTEGER NOT NULL,           -- exhaustive draws
            draw_tenpai INTEGER NOT NULL,
            final_score INTEGER NOT NULL,     -- points at the end (leftover sticks paid)
            bust INTEGER NOT NULL,            -- 1 if the final score is below zero
            yakuman INTEGER NOT NULL,
            chombo INTEGER NOT NULL,
            han TEXT NOT NULL,                -- JSON {"1": wins of 1 han, ..., "Y": yakuman}
            log_hands INTEGER,                -- the rest: NULL unless the game came from a log
            called_hands INTEGER,
            riichi_turns INTEGER,             -- the sum of the riichi declarations' turns
            deal_ins_to_open INTEGER,
            deal_ins_to_closed INTEGER,       -- to a closed hand without riichi
            yaku TEXT,                        -- JSON {"<Tenhou yaku id>": count}
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        CREATE INDEX seat_stats_by_name ON seat_stats(name);
        CREATE INDEX seat_stats_in_order ON seat_stats(seats, created, game_id, seat, name, rank);
        CREATE TABLE log_hands (              -- what an imported log says of each hand
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            hand INTEGER NOT NULL,            -- 0, 1, ...: the hands dealt, in order
            calls TEXT NOT NULL,              -- JSON: seats with an open call (chi, pon, open kan)
            riichi_turns TEXT NOT NULL,       -- JSON: per seat, the declaration's discard (1..)
            yaku TEXT NOT NULL,               -- JSON: per win, [winner, [Tenhou yaku id, ...]]
            PRIMARY KEY (game_id, hand)
        ) WITHOUT ROWID;
        """,
    )


def migrate_6(conn: sqlite3.Connection) -> None:
    """Version 6: each game's revision, a counter the table raises at every change of the game
    (the club server takes a table's later correction of a game it sent by it, never by a
    clock), and the library's own facts: ``table``, the random id this library sends its
    games to the club under (a library upgraded or new gets its own)."""
    run_script(
        conn,
        """
        ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE library (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
    )
    conn.execute("INSERT INTO library (key, value) VALUES ('table', ?)", (os.urandom(8).hex(),))


# MIGRATIONS[i] upgrades a database from version i to version i + 1.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    migrate_1,
    migrate_2,
    migrate_3,
    migrate_4,
    migrate_5,
    migrate_6,
]
assert len(MIGRATIONS) == SCHEMA_VERSION
