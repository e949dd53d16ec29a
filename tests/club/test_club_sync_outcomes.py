"""What a sync does with the games the server will not take as they are: a game filed under a
tournament or a session the server does not have is refused alone (the others go), one filed
under a session not yet seated goes without a table, an older copy than the server's is left
(counted as further there); and the league read from the library alone skips what cannot
count."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import psycopg
import pytest
from helpers.club_games import table_game

from scoretable.storage.club import local_results, sync
from scoretable.storage.db import open_memory_store, open_store
from scoretable.storage.tournament import Player, Tournament, create, file_game

NAMES = ["Ann", "Bo", "Cy", "Di"]
# The server as version 3 left it (before the copies in conflict).
UNDO_VERSION_4 = (
    "DROP TABLE scoretable.conflicts; ALTER TABLE scoretable.games DROP COLUMN table_id,"
    " DROP COLUMN table_name, DROP COLUMN revision; DELETE FROM scoretable.club_schema"
    " WHERE version = 4"
)


def server_rows(url: str, query: str) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as conn:
        return list(conn.execute(query).fetchall())


def test_games_filed_where_the_server_has_no_such_tournament_or_session_are_refused_alone(
    pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.create_database("sync_outcomes_filing")
    create(url, Tournament("Cup", "standard", 2, players=tuple(Player(n) for n in NAMES)))
    with open_store(tmp_path / "lib").store as store:
        nope = table_game(store, NAMES, 1)
        ninth = table_game(store, NAMES, 2)
        unseated = table_game(store, NAMES, 3)
        plain = table_game(store, NAMES, 4)
        file_game(store, nope, "Nope", 1)
        file_game(store, ninth, "Cup", 9)
        file_game(store, unseated, "Cup", 1)
        report = sync(store, url)
    assert (report.sent, report.unchanged, report.newer_on_server) == (2, 0, 0)
    assert {r.game_id: str(r.reason) for r in report.refused} == {
        nope: "no tournament called 'Nope' on the club server",
        ninth: "tournament 'Cup' has no session 9",
    }
    assert len(server_rows(url, "SELECT uid FROM scoretable.games")) == 2
    # session 1 is not seated yet: the game is the tournament's, at no table
    assert server_rows(
        url, "SELECT tournament, session, table_no FROM scoretable.tournament_games"
    ) == [("Cup", 1, None)]
    assert plain not in {r.game_id for r in report.refused}


def test_a_copy_the_servers_extends_is_left_and_counted_as_newer_there(
    pg_server: Any, tmp_path: Path
) -> None:
    """The server's copy goes on further (Di renamed after the game): a table's copy without
    the rename changes nothing there, whatever either copy's ``updated`` says."""
    url = pg_server.create_database("sync_outcomes_newer")
    rename = {"type": "rename", "seat": 3, "name": "Dee", "old": "Di"}
    with open_store(tmp_path / "late").store as late:
        game = table_game(late, NAMES, 5)
        late.conn.execute(
            "INSERT INTO entries (game_id, position, data) VALUES (?, 2, ?)",
            (game, json.dumps(rename)),
        )
        late.conn.execute(
            'UPDATE games SET names = \'["Ann","Bo","Cy","Dee"]\', position = 3,'
            " updated = '2000-01-01T00:00:00+00:00' WHERE id = ?",
            (game,),
        )
        assert sync(late, url).sent == 1
    with open_store(tmp_path / "early").store as early:
        table_game(early, NAMES, 5)  # the same game, before Di was renamed
        report = sync(early, url)
    assert (report.sent, report.newer_on_server, report.refused) == (0, 1, ())
    assert server_rows(url, "SELECT names, position FROM scoretable.games") == [
        (["Ann", "Bo", "Cy", "Dee"], 3)
    ]


def test_the_league_from_the_library_alone_skips_what_cannot_count() -> None:
    store = open_memory_store()
    counted = table_game(store, NAMES, 6)
    store.insert_game(players=NAMES, rules={"name": "standard"}, log=[], index=0)  # unfinished
    result = store.load_game(counted).result
    unreplayable = store.insert_game(  # finished, but its log no longer replays: no hands
        players=NAMES,
        rules=store.load_game(counted).rules,
        log=[{"type": "no such action"}],
        index=1,
        finished=True,
        result=result,
        created="2026-11-01T10:00:00+00:00",
    )
    store.insert_game(  # finished, its result without places (a store may hold it so)
        players=NAMES,
        rules=store.load_game(counted).rules,
        log=store.load_game(counted).log,
        index=len(store.load_game(counted).log),
        finished=True,
        result={"points": [10.0, 0.0, 0.0, -10.0]},
        created="2026-11-02T10:00:00+00:00",
    )
    results = {r.created: r for r in local_results(store)}
    assert sorted(results) == sorted(store.load_game(g).created for g in (counted, unreplayable))
    assert results[store.load_game(counted).created].hands == 1
    assert results["2026-11-01T10:00:00+00:00"].hands == 0
    assert results["2026-11-01T10:00:00+00:00"].wins == (0, 0, 0, 0)


@pytest.mark.parametrize("session", [0, -1])
def test_a_game_is_never_filed_under_a_session_before_the_first(session: int) -> None:
    store = open_memory_store()
    game = table_game(store, NAMES, 7)
    with pytest.raises(ValueError, match=rf"^a session is numbered from 1, not {session}$"):
        file_game(store, game, "Cup", session)
    assert store.origins() == {}


def test_a_club_at_version_2_gains_the_tournaments_and_keeps_its_games(
    pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.create_database("sync_outcomes_version_2")
    with open_store(tmp_path / "lib").store as store:
        table_game(store, NAMES, 8)
        assert sync(store, url).sent == 1
    tables = ("substitutes", "penalties", "games", "sessions", "players")
    with psycopg.connect(url, autocommit=True) as admin:  # as version 2 left the server
        admin.execute(
            "DROP TABLE "
            + ", ".join(f"scoretable.tournament_{t}" for t in tables)
            + ", scoretable.tournaments"
        )
        admin.execute(UNDO_VERSION_4)
        admin.execute("DELETE FROM scoretable.club_schema WHERE version >= 3")
    create(url, Tournament("Cup", "standard", 1, players=tuple(Player(n) for n in NAMES)))
    assert server_rows(url, "SELECT max(version) FROM scoretable.club_schema") == [(4,)]
    assert server_rows(url, "SELECT name FROM scoretable.tournaments") == [("Cup",)]
    assert len(server_rows(url, "SELECT uid FROM scoretable.games")) == 1


def test_a_table_that_waited_while_another_upgraded_the_club_leaves_it_as_upgraded(
    pg_server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two tables upgrade the same old club at once: the one that waited for the other's lock
    finds the work done and changes nothing (no second copy of any table, no error)."""
    import threading
    import time

    from scoretable.storage import club
    from scoretable.storage.club import Limits, connection

    # the waiting table's lock limit beyond any upgrade's time: the outcome is the order's,
    # never the machine's speed (the limit itself: test_real_club.py)
    monkeypatch.setattr(connection, "LIMITS", Limits(lock=60, statement=60))

    url = pg_server.create_database("sync_outcomes_upgrade_race")
    connect_now = club.connect
    connect_now(url).close()
    tables = ("substitutes", "penalties", "games", "sessions", "players")
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(
            "DROP TABLE "
            + ", ".join(f"scoretable.tournament_{t}" for t in tables)
            + ", scoretable.tournaments"
        )
        admin.execute(UNDO_VERSION_4)
        admin.execute("DELETE FROM scoretable.club_schema WHERE version >= 3")
    outcome: list[BaseException | None] = []

    def other_table() -> None:
        try:
            connect_now(url).close()
            outcome.append(None)
        except BaseException as error:  # handed to the test's thread
            outcome.append(error)

    with psycopg.connect(url) as first:  # the first table, upgrading under the lock
        first.execute("SELECT pg_advisory_xact_lock(7342001)")
        waiting = threading.Thread(target=other_table)
        waiting.start()
        deadline = time.monotonic() + 30  # a guard
        while not first.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
        ).fetchone()[0]:
            assert time.monotonic() < deadline, "the other table never waited for the lock"
        first.execute("SET LOCAL search_path TO scoretable")
        first.execute(club._MIGRATIONS[2].encode())
        first.execute("INSERT INTO club_schema (version) VALUES (3)")
        first.execute(club._MIGRATIONS[3].encode())
        first.execute("INSERT INTO club_schema (version) VALUES (4)")
        first.commit()
    waiting.join(timeout=30)
    assert outcome == [None]
    assert server_rows(url, "SELECT version FROM scoretable.club_schema ORDER BY version") == [
        (1,),
        (2,),
        (3,),
        (4,),
    ]
