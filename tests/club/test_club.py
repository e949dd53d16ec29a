"""Club play against a real PostgreSQL server: idempotent sync, faults, standings."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.club_games import RAW, count, table_game
from helpers.log_fixtures import GAME_XML, game_xml

from scoretable.storage import club, league
from scoretable.storage.club import ClubError, club_standings, merge_players, public_url, sync
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database(
        "t_" + request.node.name[:40].lower().replace("[", "_").replace("]", "").replace("-", "_")
    )


@pytest.fixture
def library(tmp_path):
    with open_store(tmp_path / "lib").store as store:
        yield store, tmp_path


def write_log(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_sync_sends_each_game_once_and_again_changes_nothing(url, library):
    store, tmp = library
    import_log(store, write_log(tmp, "a.xml", GAME_XML))
    table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
    first = sync(store, url)
    assert (first.sent, first.unchanged) == (2, 0)
    assert count(url, "games") == 2
    assert count(url, "entries") == len(store.load_game(1).log) + 2
    assert count(url, "game_players") == 8
    again = sync(store, url)
    assert (again.sent, again.unchanged) == (0, 2)
    assert count(url, "games") == 2
    assert count(url, "hands") == 4 + 1


def test_two_laptops_with_the_same_game_make_one_copy(url, tmp_path):
    for name in ("one", "two"):
        with open_store(tmp_path / name).store as store:
            import_log(store, write_log(tmp_path, f"{name}.xml", GAME_XML))
            sync(store, url)
    assert count(url, "games") == 1


def test_standings_from_the_server_equal_the_final_points(url, library):
    store, tmp = library
    import_log(store, write_log(tmp, "a.xml", GAME_XML))
    # the same results under other names: another game (Ann wins a 3,900 ron from Bea)
    import_log(
        store,
        write_log(
            tmp,
            "b.xml",
            game_xml(seed="another")
            .replace("n0=", "x=")
            .replace("n1=", "n0=")
            .replace("x=", "n1="),
        ),
    )
    sync(store, url)
    rows = {r.player: r for r in club_standings(url)}
    assert (rows["Dan"].games, rows["Dan"].points, rows["Dan"].average_place) == (2, 140.0, 1.0)
    assert (rows["Ann"].points, rows["Ann"].average_place) == (-81.0, 3.5)
    assert (rows["Bea"].points, rows["Bea"].average_place) == (-81.0, 3.5)
    assert [r.player for r in club_standings(url)][:2] == ["Dan", "シド"]
    merge_players(url, "Bea", "Ann")
    merged = {r.player: r for r in club_standings(url)}
    assert "Bea" not in merged
    assert (merged["Ann"].games, merged["Ann"].points) == (4, -162.0)
    # the league without a server reads the same from the local library
    local = {r.player: (r.games, r.points) for r in league.standings(club.local_results(store))}
    assert local["Dan"] == (2, 140.0)
    assert local["Ann"] == (2, -81.0)


@pytest.mark.parametrize(
    ("merges", "gone", "kept"),
    [
        # a chain: Bea into Ann, then Ann (already Bea's name) into シド: both count as シド
        ([("Bea", "Ann"), ("Ann", "シド")], {"Bea", "Ann"}, "シド"),
        # merged twice the other way round: Ann into Bea, then Bea into Dan
        ([("Ann", "Bea"), ("Bea", "Dan")], {"Ann", "Bea"}, "Dan"),
        # a merge redone towards another player moves the alias, not the old target
        ([("Bea", "Ann"), ("Bea", "シド")], {"Bea"}, "シド"),
        # a merge into an alias: Ann already counts as シド, so Bea merged into Ann does too
        ([("Ann", "シド"), ("Bea", "Ann")], {"Ann", "Bea"}, "シド"),
        # a chain Ann -> Bea -> シド, then Dan merged into its first name
        ([("Ann", "Bea"), ("Bea", "シド"), ("Dan", "Ann")], {"Ann", "Bea", "Dan"}, "シド"),
        # a chain's last name merged on: everything the chain held follows it
        ([("Ann", "Bea"), ("Bea", "シド"), ("シド", "Dan")], {"Ann", "Bea", "シド"}, "Dan"),
    ],
    ids=[
        "chain",
        "chain-the-other-way",
        "merge-redone",
        "into-an-alias",
        "into-a-chain's-first",
        "a-chain's-last-merged-on",
    ],
)
def test_chained_merges_reach_the_last_player(url, library, merges, gone, kept):
    store, tmp = library
    import_log(store, write_log(tmp, "a.xml", GAME_XML))
    sync(store, url)
    alone = {r.player: r for r in club_standings(url)}
    for alias, player in merges:
        merge_players(url, alias, player)
    rows = {r.player: r for r in club_standings(url)}
    assert sorted(gone & set(rows)) == []
    merged = [kept, *gone]
    assert rows[kept].games == len(merged)
    assert rows[kept].points == pytest.approx(sum(alone[name].points for name in merged))


@pytest.mark.parametrize(
    ("merges", "refused"),
    [
        # Bea already counts as Ann: Ann into Bea would make each the other's alias
        ([("Bea", "Ann")], ("Ann", "Bea")),
        # Ann -> Bea -> シド: シド into Ann would close the circle
        ([("Ann", "Bea"), ("Bea", "シド")], ("シド", "Ann")),
    ],
    ids=["two", "three"],
)
def test_a_merge_that_would_close_a_circle_is_refused_and_changes_nothing(
    url, library, merges, refused
):
    store, tmp = library
    import_log(store, write_log(tmp, "a.xml", GAME_XML))
    sync(store, url)
    for alias, player in merges:
        merge_players(url, alias, player)
    before = [(r.player, r.games, r.points) for r in club_standings(url)]
    alias, player = refused
    with pytest.raises(ClubError) as error:
        merge_players(url, alias, player)
    assert str(error.value) == (
        f"{alias} cannot be merged into {player}: {player} already counts as {alias}"
    )
    assert [(r.player, r.games, r.points) for r in club_standings(url)] == before


def test_the_cli_standings_json_has_exactly_the_shape(url, library):
    store, tmp = library
    import_log(store, write_log(tmp, "a.xml", GAME_XML))
    sync(store, url)
    out = subprocess.run(
        [sys.executable, "-m", "scoretable", "--club", url, "standings", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert json.loads(out) == {
        "standings": [
            {"player": "Dan", "games": 1, "points": 70.0, "average_place": 1.0},
            {"player": "シド", "games": 1, "points": 11.0, "average_place": 2.0},
            {"player": "Bea", "games": 1, "points": -30.0, "average_place": 3.0},
            {"player": "Ann", "games": 1, "points": -51.0, "average_place": 4.0},
        ]
    }


def test_an_unreachable_server_fails_with_one_line_and_keeps_everything(library):
    # how soon: benchmarks/bench_club.py (the connect limit is test_real_club.py's)
    store, tmp = library
    table_game(store, ["A", "B", "C", "D"], 2)
    url = "postgresql://club:x@127.0.0.1:1/none"
    result = subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(tmp / "lib"), "--club", url, "sync"],
        capture_output=True,
        text=True,
        timeout=60,  # a guard
    )
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert "unreachable" in result.stderr
    assert "club:x" not in result.stderr  # the password is never printed
    assert len(store.list_games()) == 1


def test_a_refused_password_says_so(pg_server, url):
    with pytest.raises(ClubError, match="refused the password"):
        club.connect(url.replace("club-secret", "wrong"))


def test_a_server_schema_newer_than_the_app_is_refused_and_not_written(url, library):
    import psycopg

    store, _ = library
    table_game(store, ["A", "B", "C", "D"], 3)
    with psycopg.connect(url) as conn:
        conn.execute("CREATE TABLE club_schema (version INTEGER NOT NULL)")
        conn.execute("INSERT INTO club_schema VALUES (99)")
    with pytest.raises(ClubError, match="newer than this scoretable"):
        sync(store, url)
    with psycopg.connect(url) as conn:
        tables = conn.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_name = 'games'"
        ).fetchone()[0]
    assert tables == 0


def test_the_server_stopped_mid_night_then_restarted_loses_and_doubles_nothing(
    pg_server, url, library
):
    store, _tmp = library
    for seed in range(3):
        table_game(store, ["A", "B", "C", "D"], seed)
    sync(store, url)
    pg_server.stop()
    try:
        for seed in range(3, 6):
            table_game(store, ["A", "B", "C", "D"], seed)  # the table keeps recording
        with pytest.raises(ClubError, match="unreachable"):
            sync(store, url)
    finally:
        pg_server.start()
    report = sync(store, url)
    assert (report.sent, report.unchanged) == (3, 3)
    assert count(url, "games") == 6


# Tells the listeners on "sent" of each game the server takes, once its transaction commits.
TELL_SENT = """
CREATE FUNCTION scoretable.tell_sent() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN PERFORM pg_notify('sent', NEW.uid); RETURN NEW; END $$;
CREATE TRIGGER tell_sent AFTER INSERT ON scoretable.games
FOR EACH ROW EXECUTE FUNCTION scoretable.tell_sent();
"""


def test_a_table_killed_while_sending_resumes_without_doubles(url, tmp_path):
    import psycopg

    data = tmp_path / "lib"
    with open_store(data).store as store:
        for seed in range(120):
            table_game(store, ["A", "B", "C", f"P{seed}"], seed)
    club.connect(url).close()  # the club's tables, to be told of each game sent
    with psycopg.connect(url, autocommit=True) as told:
        told.execute(TELL_SENT)
        told.execute("LISTEN sent")
        process = subprocess.Popen(
            [sys.executable, "-m", "scoretable", "--data-dir", str(data), "--club", url, "sync"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # killed once six games are on the server (told as each commits; 30 s a guard)
        heard = sum(1 for _ in told.notifies(timeout=30, stop_after=6))
        process.send_signal(signal.SIGKILL)
        process.wait()
    assert heard >= 6  # (a packet may bring more than one)
    with open_store(data).store as store:
        sync(store, url)
    assert count(url, "games") == 120
    assert count(url, "game_players") == 480


def test_a_table_game_s_club_id_is_the_one_every_earlier_version_sent():
    # the server keys the games on it: a game sent again by a newer table must land on the
    # same row, so the id of a given start, players and rules never changes
    uid = club._uid("2026-11-25T10:00:00+00:00", ["Ann", "Bo", "Cy", "Di"], {"start_points": 25000})
    assert uid == "game:c98f979ecb1e8dd2a166a9efd1533702"


def test_public_url_drops_the_password():
    assert public_url("postgresql://ann:secret@host:5433/club") == "postgresql://ann@host:5433/club"
    assert public_url("postgresql://host/club") == "postgresql://host/club"


@pytest.mark.skipif(not (RAW / "mjlog").exists(), reason=f"the real Tenhou logs ({RAW}) are absent")
def test_real_logs_through_two_libraries_a_restart_and_the_standings(pg_server, url, tmp_path):
    from scoretable.logs.tenhou import read_log

    logs = sorted((RAW / "mjlog").glob("*.xml"))
    halves = (logs[::2], logs[1::2] + logs[:3])  # the second laptop also has three of the first
    for number, files in enumerate(halves):
        with open_store(tmp_path / f"lib{number}").store as store:
            for path in files:
                import_log(store, path)
            sync(store, url)
        if number == 0:
            pg_server.stop()
            pg_server.start()
    with open_store(tmp_path / "lib0").store as store:
        assert sync(store, url).sent == 0
    expected: dict[str, tuple[int, float]] = {}
    for path in logs:
        game = read_log(path.read_bytes())
        for seat, name in enumerate(game.players):
            name = name or f"Player {seat + 1}"
            games, points = expected.get(name, (0, 0.0))
            expected[name] = (games + 1, points + game.final_points[seat])
    got = {r.player: (r.games, round(r.points, 6)) for r in club_standings(url)}
    assert got == {k: (g, round(p, 6)) for k, (g, p) in expected.items()}
    assert count(url, "games") == len(logs)


@pytest.mark.parametrize(
    ("name", "starts", "ends"),
    [("", "2026-01-01", "2026-02-01"), ("Late", "2026-03-01", "2026-02-01")],
)
def test_a_season_that_cannot_be_is_refused_before_any_connection(name, starts, ends):
    with pytest.raises(ClubError, match="season"):
        club.add_season("postgresql://x@127.0.0.1:1/none", name, starts, ends)
