"""A tournament's and a club game's paths that the real-log tests also reach, here without
``../shared``: an unknown tournament named with the ones known, a table's timer before its
session's clock starts, a session seated Swiss by the standings, an imported Tenhou game's id
and the day it was played."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import pytest

from scoretable.cli.main import main
from scoretable.storage import tournament as t
from scoretable.storage.club.games import _game_uid, log_id, played
from scoretable.storage.records import GameRecord

LOG = "2019021004gm-00a9-0000-e2f6516d"


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(args))
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def cup(pg_server: Any) -> str:
    url = pg_server.create_database("tournament_without_logs")
    status, _, err = cli(
        "--club", url, "tournament", "create", "Cup", "--rules", "standard",
        "--players", "Ann,Bo,Cy,Di,Ed,Flo,Gus,Hal", "--sessions", "3", "--seed", "1",
    )  # fmt: skip
    assert (status, err) == (0, "")
    return url


def test_an_unknown_tournament_is_refused_naming_the_known_ones(cup: str) -> None:
    status, out, err = cli("--club", cup, "tournament", "standings", "Nope", "--json")
    assert status == 1 and out == ""
    assert err.strip().endswith("no tournament called 'Nope' on the club server (known: 'Cup')")


def test_a_table_has_no_timer_before_its_sessions_clock_starts(cup: str) -> None:
    t.seat(cup, "Cup", 1)
    assert t.table_timer(cup, "Cup", 1, 1) is None
    t.start_clock(cup, "Cup", 1, 90)
    timer = t.table_timer(cup, "Cup", 1, 1)
    assert timer is not None and timer[1] == 90 * 60


def test_a_session_seated_swiss_seats_everyone_once(cup: str) -> None:
    t.seat(cup, "Cup", 1)
    tables = t.seat(cup, "Cup", 2, again=True, how="swiss")
    assert sorted(name for table in tables for name in table) == sorted(
        ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
    )
    assert all(len(table) == 4 for table in tables)


def _record(title: str) -> GameRecord:
    return GameRecord(
        id=1,
        created="2026-01-02T03:04:05+00:00",
        updated="2026-01-02T03:04:05+00:00",
        title=title,
        players=["A", "B", "C", "D"],
        names=["A", "B", "C", "D"],
        rules={},
        log=[],
        index=0,
        finished=False,
        result=None,
    )


@pytest.mark.parametrize(
    ("title", "origins", "found"),
    [
        ("", [f"tenhou:{LOG}"], LOG),  # tenhou.net/6 JSON: its origin names the log
        (f"{LOG}.xml", ["mjlog:abc"], LOG),  # an mjlog: its file name does
        ("a table's game", ["mjlog:abc"], None),  # imported, no log id anywhere
        (f"{LOG}.xml", [], None),  # a table's own game titled like a log is not one
    ],
)
def test_an_imported_tenhou_games_log_id(title: str, origins: list[str], found: str | None) -> None:
    assert log_id(title, origins) == found


def test_an_imported_tenhou_game_is_played_on_its_logs_day_and_known_by_it() -> None:
    record = _record(f"{LOG}.xml")
    assert played(record, ["mjlog:abc"]) == "2019-02-10T04:00:00+09:00"
    assert played(record) == record.created  # a table's own game: when it started
    uid = _game_uid(record.title, ["mjlog:abc"], record.created, record.players, record.rules)
    assert uid == f"tenhou:{LOG}"
    assert _game_uid("x", ["mjlog:abc"], record.created, record.players, {}) == "mjlog:abc"


def test_a_game_of_strangers_is_not_filed_and_a_played_session_keeps_its_tables(cup: str) -> None:
    from scoretable.storage.club.connection import connect
    from scoretable.storage.club.errors import ClubError
    from scoretable.storage.club.games import _file_tournament_game

    t.seat(cup, "Cup", 1)
    conn = connect(cup, write=True)
    try:
        with (
            pytest.raises(ClubError, match="'Zed' is neither a player of tournament 'Cup'"),
            conn.transaction(),
        ):
            _file_tournament_game(conn, "game:1", ["Ann", "Bo", "Cy", "Zed"], "Cup", 1)
        with conn.transaction():
            # the game's own row is the sync's business: filed alone, its key left unchecked
            conn.execute("SET LOCAL session_replication_role = replica")
            _file_tournament_game(conn, "game:1", ["Ann", "Bo", "Cy", "Di"], "Cup", 1)
    finally:
        conn.close()
    status, out, err = cli("--club", cup, "tournament", "seat", "Cup", "--session", "1", "--again")
    assert status == 1 and out == ""
    assert err.strip().endswith("session 1 has games on the server already: its tables stay")
