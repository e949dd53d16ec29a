"""The club keeps the copy of a game that holds the most of it, whatever the tables' clocks say:
a copy that extends the server's takes its place, a table's own later correction (its revision,
never a clock) replaces its earlier copy, copies that diverge between tables are both kept and
reported until a person chooses, a finished game is never replaced by an unfinished copy, and
each table keeps its own copy as it was."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest
import time_machine
from helpers.club_copies import divergent_tables, label, points
from helpers.storage_games import END, NAMES, draw, ron, standard, tsumo

from scoretable.cli.main import main
from scoretable.storage import club
from scoretable.storage.club import ClubError, club_session, sync
from scoretable.storage.club import copies as club_copies
from scoretable.storage.club.copies import open_conflicts, resolve
from scoretable.storage.db import open_store
from scoretable.storage.exchange import game_to_dict
from scoretable.storage.replay import replay

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw" / "tenhou6"
# Three wall clocks: the right one, a year behind, a year ahead (never today's date).
RIGHT = datetime(2026, 12, 7, 20, 0, tzinfo=UTC)
BEHIND = datetime(2025, 12, 7, 20, 0, tzinfo=UTC)
AHEAD = datetime(2027, 12, 7, 20, 0, tzinfo=UTC)


def rows(url: str, query: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as conn:
        return list(conn.execute(query, params).fetchall())


def whole_game(tmp_path: Path) -> dict[str, Any]:
    """A real game as the app's own game file: the first of the oracle's tenhou.net/6 logs
    where they are at hand, else a whole hanchan played at a table (eight hands)."""
    scratch = tmp_path / "scratch"
    with open_store(scratch).store as store:
        logs = sorted(RAW.glob("*.json")) if RAW.is_dir() else []
        if logs:
            from scoretable.storage.logs import import_log

            import_log(store, logs[0])
            game_id = store.list_games()[0].id
        else:
            log = [draw(0), draw(1), ron(1, 2, 3, 30), tsumo(0, 1, 30), draw(2), draw(3)]
            log += [ron(2, 0, 2, 30), draw(), draw(), END]
            state = replay(standard(), NAMES, log, len(log))
            assert state.state.game_over
            from scoretable.storage.db import _result_dict

            game_id = store.insert_game(
                players=NAMES,
                rules=standard(),
                log=log,
                index=len(log),
                finished=True,
                result=_result_dict(state.state),
                created="2026-11-20T19:00:00.000000+00:00",
            )
        return game_to_dict(store.load_game(game_id))


def cut_after(game: dict[str, Any], hands: int) -> dict[str, Any]:
    """The game file cut by hand after its first ``hands`` hands."""
    for length in range(len(game["log"]) + 1):
        played = replay(game["rules"], game["players"], game["log"], length).hands
        if sum(1 for h in played if h.is_hand) == hands:
            break
    return game | {"log": game["log"][:length], "index": length, "finished": False, "result": None}


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def table(directory: Path, url: str, clock: datetime, file: Path) -> None:
    """A table whose wall clock reads ``clock`` imports the game file and syncs."""
    with time_machine.travel(clock, tick=False):
        assert main(["--data-dir", str(directory), "import", str(file)]) == 0
        assert main(["--data-dir", str(directory), "--club", url, "sync"]) == 0


def own_copy(directory: Path) -> dict[str, Any]:
    with open_store(directory).store as store:
        (summary,) = store.list_games()
        return game_to_dict(store.load_game(summary.id)) | {"position": summary.position}


def test_three_tables_with_wrong_clocks_leave_the_server_the_whole_game(
    pg_server: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_server.create_database("copies_three_tables")
    whole = whole_game(tmp_path)
    cut = cut_after(whole, 5)
    assert 0 < cut["index"] < whole["index"]
    cut_file, whole_file = write(tmp_path / "cut.json", cut), write(tmp_path / "whole.json", whole)
    table(tmp_path / "a", url, RIGHT, cut_file)  # the clock right: five hands
    assert rows(url, "SELECT position, finished FROM scoretable.games") == [(cut["index"], False)]
    table(tmp_path / "b", url, BEHIND, whole_file)  # a year behind: the whole game
    table(tmp_path / "c", url, AHEAD, cut_file)  # a year ahead: the five hands again
    assert "conflict" not in capsys.readouterr().out
    # the server holds the whole, finished game; its updated decided nothing
    assert rows(url, "SELECT position, finished FROM scoretable.games") == [(whole["index"], True)]
    assert rows(url, "SELECT count(*) FROM scoretable.conflicts") == [(0,)]
    (held,) = rows(url, "SELECT data FROM scoretable.entries ORDER BY position")[-1:]
    assert held[0] == whole["log"][whole["index"] - 1]
    # each table keeps its own copy as it was: the cut one unfinished, with no result
    for name, copy in (("a", cut), ("b", whole), ("c", cut)):
        mine = own_copy(tmp_path / name)
        assert mine["log"] == copy["log"]
        assert (mine["position"], mine["finished"], mine["result"] is None) == (
            copy["index"],
            copy["finished"],
            copy["result"] is None,
        )
    assert own_copy(tmp_path / "c")["updated"].startswith("2027-12-07")  # shown, never compared


def test_divergent_copies_are_both_kept_reported_and_the_servers_counted_until_chosen(
    pg_server: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_server.create_database("copies_divergent")
    a, b, uid = divergent_tables(tmp_path, url)
    counted = points(url)
    assert counted["Bo"] > counted["Cy"]  # A's copy: Bo won the hand
    assert rows(url, "SELECT count(*) FROM scoretable.games") == [(1,)]
    (kept,) = rows(url, "SELECT table_id, position, declined FROM scoretable.conflicts")
    assert (label(b).endswith("-" + kept[0][:4]), kept[1:]) == (True, (2, False))
    # B's sync says it again, in one line naming the game and both tables
    assert main(["--data-dir", str(b), "--club", url, "sync"]) == 0
    out = capsys.readouterr().out
    (line,) = [x for x in out.splitlines() if x.startswith("conflict: ")]
    assert uid in line and label(a) in line and label(b) in line
    # A's too: its game is in conflict
    assert main(["--data-dir", str(a), "--club", url, "sync"]) == 0
    assert f"table {label(b)}'s copy differs" in capsys.readouterr().out
    # the list, then the choice: B's copy counts from now on
    assert main(["--club", url, "conflicts"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[-1] == "1 copies in conflict" and uid in listed[0]
    assert main(["--club", url, "resolve", uid[:12], "--keep", label(b)]) == 0
    assert label(b) in capsys.readouterr().out
    after = points(url)
    assert after["Cy"] > after["Bo"]
    assert rows(url, "SELECT count(*) FROM scoretable.conflicts WHERE NOT declined") == [(0,)]
    # A's copy was set aside: A sending it again changes nothing and reports nothing
    with open_store(a).store as store:
        report = sync(store, url)
    assert (report.sent, report.conflicts) == (0, ())
    assert points(url) == after
    # each table still holds its own copy
    assert own_copy(a)["log"][0] == ron(1, 2, 3, 30)
    assert own_copy(b)["log"][0] == ron(2, 1, 3, 30)


@pytest.mark.parametrize("by", ["server", "its table"])
def test_keeping_the_servers_copy_ends_the_conflict_and_the_other_is_not_sent_again(
    pg_server: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], by: str
) -> None:
    url = pg_server.create_database("copies_keep_server_" + by.replace(" ", "_"))
    a, b, uid = divergent_tables(tmp_path, url)
    before = points(url)
    keep = "server" if by == "server" else label(a)
    assert main(["--club", url, "resolve", uid, "--keep", keep]) == 0
    assert capsys.readouterr().out == f"the club keeps its copy of {uid}\n"
    with open_store(b).store as store:
        report = sync(store, url)
    assert (report.sent, report.unchanged, report.conflicts) == (0, 1, ())
    assert points(url) == before
    # B corrects its copy (a new revision): a new conflict, reported again
    with open_store(b).store as store:
        store.rename_game(store.list_games()[0].id, "B's game")
        report = sync(store, url)
    assert [c.table.label for c in report.conflicts] == [label(b)]


@pytest.mark.parametrize(
    ("game", "keep", "message"),
    [
        ("nope", "server", "no game 'nope' in conflict on the club server (in conflict: {uid})"),
        ("game:", "nobody", "no copy of game {uid} from table 'nobody' in conflict (keep server,"),
    ],
)
def test_a_choice_the_club_cannot_make_is_refused_in_one_line(
    pg_server: Any, tmp_path: Path, game: str, keep: str, message: str
) -> None:
    url = pg_server.create_database("copies_refused_" + keep)
    _a, _b, uid = divergent_tables(tmp_path, url)
    with club_session(url, write=True) as conn, pytest.raises(ClubError) as caught:
        resolve(conn, game, keep)
    assert str(caught.value).startswith(message.format(uid=uid))
    with club_session(url) as conn:
        assert len(open_conflicts(conn)) == 1  # nothing was changed


def test_several_games_in_conflict_need_more_of_the_id(pg_server: Any, tmp_path: Path) -> None:
    url = pg_server.create_database("copies_ambiguous")
    divergent_tables(tmp_path / "one", url)
    for path in (tmp_path / "one").iterdir():
        with open_store(path).store as store:  # a second game, started a minute later
            (summary,) = store.list_games()
            record = store.load_game(summary.id)
            store.insert_game(
                players=NAMES,
                rules=record.rules,
                log=record.log,
                index=record.index,
                finished=True,
                result=record.result,
                created="2026-11-21T19:01:00.000000+00:00",
            )
            sync(store, url)
    assert main(["--club", url, "resolve", "game:", "--keep", "server"]) == 1


def test_a_tables_own_correction_replaces_its_earlier_copy(pg_server: Any, tmp_path: Path) -> None:
    url = pg_server.create_database("copies_own_correction")
    a, _b, _uid = divergent_tables(tmp_path, url)
    with open_store(a).store as store:
        game = store.list_games()[0].id
        # the hand undone and recorded again differently (as a journal does: revision + 1)
        with store.transaction() as conn:
            conn.execute(
                "UPDATE entries SET data = ? WHERE game_id = ? AND position = 0",
                (json.dumps(ron(3, 2, 3, 30)), game),
            )
            conn.execute("UPDATE games SET revision = revision + 1 WHERE id = ?", (game,))
        report = sync(store, url)
        assert report.sent == 1
        # an older revision of its own (a backup restored) changes nothing
        with store.transaction() as conn:
            conn.execute(
                "UPDATE entries SET data = ? WHERE game_id = ? AND position = 0",
                (json.dumps(ron(0, 2, 3, 30)), game),
            )
            conn.execute("UPDATE games SET revision = 0 WHERE id = ?", (game,))
        assert sync(store, url).newer_on_server == 1
    (held,) = rows(url, "SELECT data FROM scoretable.entries WHERE position = 0")
    assert held[0] == ron(3, 2, 3, 30)


def test_an_unfinished_copy_never_replaces_a_finished_game(pg_server: Any, tmp_path: Path) -> None:
    url = pg_server.create_database("copies_unfinished")
    a, _b, uid = divergent_tables(tmp_path, url)
    with open_store(a).store as store:
        game = store.list_games()[0].id
        # undone to before the end, another hand recorded, not finished (a new revision)
        with store.transaction() as conn:
            conn.execute("DELETE FROM entries WHERE game_id = ? AND position = 1", (game,))
            conn.execute(
                "INSERT INTO entries (game_id, position, data) VALUES (?, 1, ?)",
                (game, json.dumps(draw(0))),
            )
            conn.execute(
                "UPDATE games SET finished = 0, result = NULL, revision = revision + 1"
                " WHERE id = ?",
                (game,),
            )
        assert sync(store, url).newer_on_server == 1
    with open_store(tmp_path / "c").store as store:  # another table's, cut short
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=[ron(1, 2, 3, 30)],
            index=1,
            created="2026-11-21T19:00:00.000000+00:00",
        )
        report = sync(store, url)
        assert (report.sent, report.newer_on_server) == (0, 1)  # its copy is a prefix
    with open_store(tmp_path / "d").store as store:  # another's, unfinished and divergent
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=[draw(1)],
            index=1,
            created="2026-11-21T19:00:00.000000+00:00",
        )
        report = sync(store, url)
        assert report.sent == 0
        assert club_copies.table_of(store).label in [c.table.label for c in report.conflicts]
    assert rows(url, "SELECT position, finished FROM scoretable.games WHERE uid = %s", uid) == [
        (2, True)
    ]


def test_a_club_at_version_3_with_games_is_upgraded_in_place(
    pg_server: Any, tmp_path: Path
) -> None:
    """A server as version 3 left it, holding a game: upgraded at the first connection, the
    game kept; a copy that extends it takes its place, one that diverges is kept beside it
    and named as the copy an older scoretable sent."""
    url = pg_server.create_database("copies_version_3")
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("CREATE SCHEMA scoretable")
        admin.execute("SET search_path TO scoretable")
        admin.execute("CREATE TABLE club_schema (version INTEGER NOT NULL)")
        for number, step in enumerate(club._MIGRATIONS[:3], start=1):
            admin.execute(step.encode())
            admin.execute("INSERT INTO club_schema VALUES (%s)", (number,))
        admin.execute("CREATE ROLE copies_sender LOGIN PASSWORD 'sender-secret'")
        admin.execute("GRANT USAGE ON SCHEMA scoretable TO copies_sender")
        admin.execute(
            "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA scoretable"
            " TO copies_sender"
        )
        uid = "game:old"
        admin.execute(
            "INSERT INTO games (uid, created, updated, title, rules, names, position, finished)"
            " VALUES (%s, '2026-11-21T19:00:00+00:00', '2099-01-01', '', %s, %s, 1, false)",
            (uid, json.dumps(standard()), json.dumps(NAMES)),
        )
        admin.execute(
            "INSERT INTO entries (game_uid, position, data) VALUES (%s, 0, %s)",
            (uid, json.dumps(ron(1, 2, 3, 30))),
        )
    sender = url.replace("club:club-secret@", "copies_sender:sender-secret@")
    with open_store(tmp_path / "a").store as store:
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=[ron(1, 2, 3, 30), draw(0)],
            index=2,
            origins=[uid],
        )
        assert sync(store, url).sent == 1  # the owner upgrades; its copy extends the old one
    assert rows(url, "SELECT max(version) FROM scoretable.club_schema") == [(4,)]
    assert rows(url, "SELECT position, table_id <> '' FROM scoretable.games") == [(2, True)]
    with open_store(tmp_path / "b").store as store:  # a sending role kept its rights
        store.insert_game(
            players=NAMES, rules=standard(), log=[ron(2, 1, 3, 30)], index=1, origins=[uid]
        )
        (conflict,) = sync(store, sender).conflicts
    assert conflict.held.label == label(tmp_path / "a")
    with psycopg.connect(url, autocommit=True) as admin:  # as if an older scoretable held it
        admin.execute("UPDATE scoretable.games SET table_id = '', table_name = ''")
    with club_session(url) as conn:
        (conflict,) = open_conflicts(conn)
    assert "sent by an older scoretable" in str(conflict.note())


def test_the_live_link_path_is_told_a_declined_or_withdrawn_copy_changes_nothing(
    pg_server: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_server.create_database("copies_live_declined")
    a, b, uid = divergent_tables(tmp_path, url)
    assert main(["--club", url, "resolve", uid, "--keep", "server"]) == 0
    with open_store(b).store as store, club.connect(url) as conn:
        game = store.list_games()[0].id
        assert club.send_game(conn, store, game) == club_copies.DECLINED
    club.withdraw(url, [uid])
    with open_store(a).store as store, club.connect(url) as conn:
        assert club.send_game(conn, store, store.list_games()[0].id) == club_copies.WITHDRAWN


def test_the_commands_need_the_clubs_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("SCORETABLE_CLUB_URL", raising=False)
    assert main(["--data-dir", str(tmp_path), "conflicts"]) == 1
    assert capsys.readouterr().err == (
        "club: conflicts needs the club's server: --club URL or SCORETABLE_CLUB_URL\n"
    )
