"""Issue 31: the club's statistics read from its server are the library's own figures: each
game's summary computed from the log the server holds, names as the club's aliases count
them, with the club's seasons; a game the server holds that cannot be read is left out and
counted; a role that may not read the logs is told so; nothing is kept when cancelled."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import psycopg
import pytest
from helpers.log_fixtures import GAME_XML
from helpers.pg import PASSWORD
from helpers.storage_games import insert_finished_games

from scoretable.storage import club
from scoretable.storage.club import (
    ClubError,
    add_season,
    club_statistics,
    merge_players,
    standings,
    sync,
)
from scoretable.storage.db import open_store
from scoretable.storage.league import Season
from scoretable.storage.logs import import_log
from scoretable.storage.stats import Filter, as_json, player_page, player_stats
from scoretable.storage.work import Cancelled

ROLE = "scoretable_stats_reader"


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("t_stats_" + request.node.name[5:30].lower())


@pytest.fixture
def library(tmp_path: Path, frozen_clock):
    """The library's games, stored at the frozen clock's instant."""
    with open_store(tmp_path / "lib").store as store:
        insert_finished_games(store)
        yield store


def figures(store: Any, where: Filter | None = None) -> dict[str, dict[str, Any]]:
    return {s.name: as_json(s) for s in player_stats(store, where=where or Filter())}


def test_the_clubs_figures_are_the_librarys_own(url, library):
    sync(library, url)
    read = club_statistics(url)
    assert (read.games, read.left_out) == (2, 0)
    club_figures = figures(read.store)
    assert club_figures == figures(library)  # every figure, riichi and dealer ones included
    ann = club_figures["Ann"]
    assert (ann["games"], ann["hands"], ann["wins"], ann["tsumo_wins"]) == (2, 4, 1, 1)
    assert (ann["deal_ins"], ann["draw_tenpai"], ann["called_hands"]) == (1, 1, None)
    # the page too: places in the order played, the rating after each game
    assert player_page(read.store, "Ann").places == player_page(library, "Ann").places
    assert player_page(read.store, "Ann").ratings == player_page(library, "Ann").ratings


def test_aliases_and_seasons(url, library):
    sync(library, url)
    merge_players(url, "Eve", "Cy")  # Eve played game 2 only, Cy game 1 only
    add_season(url, "autumn", "2026-09-01", "2026-11-30")
    add_season(url, "spring", "2026-03-01", "2026-05-31")
    read = club_statistics(url)
    assert read.seasons == [
        Season("spring", "2026-03-01", "2026-05-31"),
        Season("autumn", "2026-09-01", "2026-11-30"),
    ]
    shown = figures(read.store)
    assert "Eve" not in shown
    assert shown["Cy"]["games"] == 2  # Eve's game counts as Cy's
    assert shown["Cy"]["hands"] == 3 + 1
    assert shown["Cy"]["lasts"] == 1  # game 1's fourth; Eve was second in game 2


def test_a_chain_an_older_server_kept_counts_as_its_last_name(url, library):
    sync(library, url)
    with psycopg.connect(url, autocommit=True) as conn:  # Eve -> Cy -> Zed, as stored before
        conn.execute("INSERT INTO scoretable.aliases VALUES ('Eve', 'Cy'), ('Cy', 'Zed')")
    shown = figures(club_statistics(url).store)
    assert "Eve" not in shown
    assert "Cy" not in shown
    assert shown["Zed"]["games"] == 2  # Cy's game 1 and Eve's game 2


def test_a_log_from_the_server_gives_no_log_only_figure(url, tmp_path):
    with open_store(tmp_path / "logs").store as store:
        path = tmp_path / "a.xml"
        path.write_text(GAME_XML, encoding="utf-8")
        import_log(store, path)
        sync(store, url)
        mine = figures(store)
    read = club_statistics(url)
    theirs = figures(read.store)
    assert set(theirs) == set(mine)
    for name, row in theirs.items():
        assert mine[name]["called_hands"] is not None
        assert row["called_hands"] is None  # the server keeps no log's facts
        assert row["log_games"] == 0
        assert row["wins"] == mine[name]["wins"]
        assert row["riichi"] == mine[name]["riichi"]


def test_games_that_cannot_be_read_are_left_out_and_counted(url, library):
    sync(library, url)
    with psycopg.connect(url, autocommit=True) as conn:
        uids = [r[0] for r in conn.execute("SELECT uid FROM scoretable.games ORDER BY created")]
        conn.execute("UPDATE scoretable.games SET result = '\"x\"' WHERE uid = %s", (uids[0],))
    read = club_statistics(url)
    assert (read.games, read.left_out) == (2, 1)
    assert figures(read.store)["Ann"]["games"] == 1
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DELETE FROM scoretable.entries WHERE game_uid = %s", (uids[1],))
    read = club_statistics(url)
    assert (read.games, read.left_out) == (2, 2)  # a log that does not end the game
    assert figures(read.store) == {}


def test_progress_after_each_game_and_cancel(url, library):
    sync(library, url)
    said: list[tuple[str, int, int]] = []
    club_statistics(url, lambda *step: said.append(step))
    assert said == [("rebuilding", 1, 2), ("rebuilding", 2, 2)]

    def stop(*_step: object) -> None:
        raise Cancelled

    with pytest.raises(Cancelled):
        club_statistics(url, stop)
    # what a cancelled read had stored is let go
    stores: list[Any] = []
    real = standings.open_memory_store

    def kept() -> Any:
        stores.append(real())
        return stores[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(standings, "open_memory_store", kept)
        with pytest.raises(Cancelled):
            club_statistics(url, stop)
    with pytest.raises(sqlite3.ProgrammingError):
        stores[0].conn.execute("SELECT 1")


def test_the_logs_read_a_few_games_at_a_time_give_the_same(url, library, monkeypatch):
    sync(library, url)
    whole = figures(club_statistics(url).store)
    monkeypatch.setattr(standings, "_CHUNK", 1)  # each game's log a query of its own
    said: list[tuple[str, int, int]] = []
    read = club_statistics(url, lambda *step: said.append(step))
    assert figures(read.store) == whole
    assert said == [("rebuilding", 1, 2), ("rebuilding", 2, 2)]


def test_a_read_sees_one_snapshot_of_the_server(url, library, tmp_path, monkeypatch):
    from helpers.storage_games import ron

    sync(library, url)
    monkeypatch.setattr(standings, "_CHUNK", 1)
    second = library.load_game(2)  # Di rons Ann

    def meanwhile(_stage: str, done: int, _total: int) -> None:
        if done == 1:  # sent between the first game's log and the second's
            # the table corrects the game it sent (its revision counts, never a clock):
            # Eve rons Ann instead
            with library.transaction() as conn:
                conn.execute(
                    "UPDATE entries SET data = ? WHERE game_id = 2 AND position = 0",
                    (json.dumps(ron(2, 1, 2, 30)),),
                )
                conn.execute("UPDATE games SET revision = revision + 1 WHERE id = 2")
            assert sync(library, url).sent == 1

    read = club_statistics(url, meanwhile)
    # what the server held when the read began, the second game's log with its result
    assert second.log[0] != library.load_game(2).log[0]
    assert figures(read.store) == figures(library)  # (the library's summary was not redone)
    assert figures(club_statistics(url).store)["Eve"]["wins"] == 1  # the next read sees it


def test_each_read_is_its_own_store(url, library):
    sync(library, url)
    first, second = club_statistics(url), club_statistics(url)
    assert first.store.path != second.store.path  # the ratings' cache tells them apart


def test_a_role_that_may_not_read_the_logs_is_told_so(pg_server, url):
    club.connect(url).close()
    with psycopg.connect(pg_server.url(), autocommit=True) as admin:
        admin.execute(f"DROP ROLE IF EXISTS {ROLE}")
        admin.execute(f"CREATE ROLE {ROLE} LOGIN PASSWORD '{PASSWORD}'")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"GRANT USAGE ON SCHEMA scoretable TO {ROLE}")
        for table in ("club_schema", "games", "game_players", "hands", "aliases", "seasons"):
            conn.execute(f"GRANT SELECT ON scoretable.{table} TO {ROLE}")
    as_reader = url.replace("//club:", f"//{ROLE}:")
    with pytest.raises(ClubError, match=r"it lacks SELECT on scoretable\.entries \(ask"):
        club_statistics(as_reader)


def test_an_unreachable_server_says_why_in_one_line(pg_server):
    closed = pg_server.url().replace(f":{pg_server.port}/", ":1/")
    with pytest.raises(ClubError) as caught:
        club_statistics(closed)
    assert "\n" not in str(caught.value)
    assert PASSWORD not in str(caught.value)


def run(capsys: Any, *args: str) -> tuple[int, str, str]:
    from scoretable.cli.main import main

    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_command_line_gives_the_clubs_figures_as_the_librarys(url, library, capsys):
    import json

    sync(library, url)
    add_season(url, "long ago", "2001-01-01", "2001-12-31")
    add_season(url, "ever", "2000-01-01", "2099-12-31")
    code, out, err = run(capsys, "--club", url, "stats", "--json")
    assert (code, err) == (0, "")
    club_rows = json.loads(out)["players"]
    assert club_rows == [as_json(s) for s in player_stats(library)]  # every figure, in order
    assert club_rows[0]["riichi"] is not None  # the server's logs give the table's figures
    code, out, _ = run(capsys, "--club", url, "stats", "--season", "long ago", "--json")
    assert json.loads(out) == {"players": []}
    # the season and the days both limit
    code, out, _ = run(
        capsys, "--club", url, "stats", "--season", "ever", "--until", "2001-01-01", "--json"
    )
    assert json.loads(out) == {"players": []}
    code, out, _ = run(capsys, "--club", url, "stats", "--season", "ever", "--json")
    assert json.loads(out)["players"] == club_rows
    code, out, err = run(capsys, "--club", url, "stats", "--season", "spring", "--json")
    assert (code, out) == (1, "")
    assert err == ("club: no season called 'spring' on the club server (known: ever, long ago)\n")
    merge_players(url, "Eve", "Cy")
    code, out, _ = run(capsys, "--club", url, "stats", "--rules", "tenhou", "--json")
    assert [row["player"] for row in json.loads(out)["players"]] == ["Ann", "Bo", "Cy", "Di"]


def test_the_command_line_with_no_season_on_the_server(url, library, capsys):
    sync(library, url)
    code, _, err = run(capsys, "--club", url, "stats", "--season", "spring")
    assert code == 1
    assert "(known: none)" in err
