"""A sync whose statement the server is still running when the sync's time is up: the
statement is cancelled, the user told the time was up (what was sent stays sent), and the
table's library is as it was. The server is made slow on cue (a trigger that sleeps, far
longer than the test waits), and the sync's clock held still, so the watchdog fires on a
quiet and a loaded machine alike."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
import pytest
from helpers.club_games import table_game

from scoretable.storage.club import ClubError, Limits, connect, connection, sync
from scoretable.storage.db import open_store

NAMES = ["Ann", "Bo", "Cy", "Di"]
SLOW = """
CREATE FUNCTION scoretable.slow() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN PERFORM pg_sleep(120); RETURN NEW; END $$;
CREATE TRIGGER slow BEFORE INSERT ON scoretable.games
FOR EACH ROW EXECUTE FUNCTION scoretable.slow();
"""


def test_a_statement_still_running_when_the_syncs_time_is_up_is_cancelled_and_said(
    pg_server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, frozen_clock: Any
) -> None:
    url = pg_server.create_database("sync_time_up")
    connect(url).close()
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(SLOW)
    # the sync's own clock held still: the first game is started however long connecting
    # took; the watchdog (real time) cancels it 1.5 s in; the statement's own limit (120 s)
    # and the trigger's sleep are never reached
    monkeypatch.setattr(connection, "LIMITS", Limits(lock=0.5, statement=120, sync=1))
    with open_store(tmp_path / "lib").store as store:
        game = table_game(store, NAMES, 1)
        before = store.load_game(game)
        with pytest.raises(ClubError) as caught:
            sync(store, url)
        assert str(caught.value) == (
            "the sync's time (1.5 s) was up while the club server was still busy; what was "
            "sent stays sent, the rest goes next time"
        )
        assert store.load_game(game) == before
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM scoretable.games").fetchone() == (0,)


REFUSING = """
CREATE FUNCTION scoretable.refuse() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN RAISE EXCEPTION 'permission denied for table games'
   USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER refuse BEFORE INSERT ON scoretable.games
FOR EACH ROW EXECUTE FUNCTION scoretable.refuse();
"""


def test_a_right_refused_while_sending_stops_the_sync_with_the_reason(
    pg_server: Any, tmp_path: Path
) -> None:
    """Not one game's fault: the sync stops at once (the next games would fare no better)."""
    url = pg_server.create_database("sync_right_refused")
    connect(url).close()
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(REFUSING)
    with open_store(tmp_path / "lib").store as store:
        for seed in (1, 2):
            table_game(store, NAMES, seed)
        with pytest.raises(ClubError) as caught:
            sync(store, url)
        assert str(caught.value).startswith(
            "the club server's role lacks a right: permission denied for table games "
        )
        assert str(caught.value).endswith(" (ask the organiser)")
        assert store.count_games() == 2
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM scoretable.games").fetchone() == (0,)
