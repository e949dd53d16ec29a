"""A whole tournament day against a real PostgreSQL server: sixteen players over four sessions,
real games imported at four tables under the seated names, a substitute, penalties and cards,
a table killed in the middle of a sync, the standings and the EMA file checked against sums
computed here from the tables' own libraries."""

from __future__ import annotations

import contextlib
import csv
import datetime
import io
import itertools
import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from helpers.club_games import PEOPLE, RAW, count

from scoretable.cli.main import main
from scoretable.storage.db import open_store

NAME = "Spring Open"
TEAM = {name: team for name, _ema, _country, team in PEOPLE}
SUBSTITUTE = "Sam Stand-In"
SUBSTITUTE_POINTS = -10.0


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def logs() -> list[Path]:
    """Every distinct four-player game of the oracle's raw logs (one file per log id)."""
    return sorted((RAW / "mjlog").glob("*.xml"))


def table_games(wanted: int) -> list[list[dict[str, Any]]]:
    """Real games of ``../shared/oracle/dev.jsonl`` that end under the tenhou preset, as a
    table's log entries (riichi deposits, then each result)."""
    from scoretable.cli.conformance import parse_record
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import (
        DeclareRiichi,
        action_from_dict,
        action_to_dict,
        apply,
        new_game,
    )

    games: dict[str, list[dict[str, Any]]] = {}
    for line in (RAW.parent / "dev.jsonl").read_text(encoding="utf-8").splitlines():
        record = parse_record(line)
        log = games.setdefault(json.loads(line)["game_id"], [])
        log += [action_to_dict(DeclareRiichi(s)) for s in record.riichi]
        log.append(action_to_dict(record.result))
    out = []
    for log in games.values():
        state = new_game(get_preset("tenhou"))
        played = []
        for entry in log:
            try:
                state = apply(state, action_from_dict(entry)).state
            except ValueError:
                break
            played.append(entry)
            if state.game_over:
                out.append(played)
                break
        if len(out) == wanted:
            break
    return out


def play_at_table(store: Any, names: list[str], log: list[dict[str, Any]]) -> int:
    """A game played at the table (as the window journals it), finished."""
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import action_from_dict, apply, new_game
    from scoretable.storage.db import _result_dict

    rules = get_preset("tenhou")
    state = new_game(rules)
    for entry in log:
        state = apply(state, action_from_dict(entry)).state
    return store.insert_game(
        players=list(names),
        rules=rules.to_dict(),
        log=list(log),
        index=len(log),
        finished=True,
        result=_result_dict(state),
    )


@pytest.fixture
def url(pg_server):
    return pg_server.create_database("tournament_day")


@pytest.mark.skipif(
    not (RAW / "mjlog").exists() or not (RAW.parent / "dev.jsonl").exists(),
    reason=f"the oracle's real games ({RAW}) are absent",
)
def test_a_whole_tournament_day_from_creation_to_the_ema_file(url, tmp_path):
    files = logs()
    assert len(files) == 13  # every distinct four-player log of the oracle's raw folder
    extra = table_games(16 - len(files))
    players_csv = tmp_path / "players.csv"
    players_csv.write_text(
        "name,ema,country,team\n" + "".join(f"{n},{e},{c},{t}\n" for n, e, c, t in PEOPLE),
        encoding="utf-8",
    )

    # --- creation and seating ---------------------------------------------------------------
    code, out, err = cli(
        "--club", url, "tournament", "create", NAME, "--rules", "tenhou",
        "--players-file", str(players_csv), "--sessions", "4", "--seed", "2026",
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert out == f"tournament {NAME}: 16 players, 4 sessions, rules tenhou\n"
    seating = {}
    for session in range(1, 5):
        code, out, err = cli("--club", url, "tournament", "seat", NAME, "--session", str(session),
                             "--json")  # fmt: skip
        assert (code, err) == (0, "")
        seating[session] = json.loads(out)["tables"]
    # stable once made
    assert (
        json.loads(cli("--club", url, "tournament", "seat", NAME, "--session", "1", "--json")[1])[
            "tables"
        ]
        == seating[1]
    )
    met: dict[frozenset[str], int] = {}
    for tables in seating.values():
        assert sorted(itertools.chain(*tables)) == sorted(p[0] for p in PEOPLE)
        for table in tables:
            assert len({TEAM[p] for p in table}) == 4, f"teammates at one table: {table}"
            for pair in itertools.combinations(table, 2):
                met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
    assert max(met.values()) == 1  # no one meets anyone twice

    # --- a substitute plays one seat of session 2 ------------------------------------------
    replaced = seating[2][0][2]
    code, out, _ = cli("--club", url, "tournament", "substitute", NAME, replaced, SUBSTITUTE,
                       "--session", "2", "--fixed", str(SUBSTITUTE_POINTS))  # fmt: skip
    assert code == 0
    assert f"{SUBSTITUTE} plays for {replaced}" in out

    # --- each table imports its games under the seated names (no server needed) -----------
    tables = [tmp_path / f"table{t}" for t in range(1, 5)]
    games_played = []  # (session, names)
    for session in range(1, 5):
        for number, seated in enumerate(seating[session]):
            names = [SUBSTITUTE if (session, p) == (2, replaced) else p for p in seated]
            index = (session - 1) * 4 + number
            if index < len(files):
                code, out, err = cli("--data-dir", str(tables[number]), "import",
                                     str(files[index]), "--names", ",".join(names),
                                     "--tournament", NAME, "--session", str(session))  # fmt: skip
                assert (code, err) == (0, ""), err
                assert f"{NAME}, session {session}" in out
            else:
                with open_store(tables[number]).store as store:
                    game = play_at_table(store, names, extra[index - len(files)])
                    from scoretable.storage.tournament import file_game

                    file_game(store, game, NAME, session)
            games_played.append((session, names))

    # the check before export names what is missing
    code, _, err = cli("--club", url, "tournament", "export-ema", NAME, str(tmp_path / "x.csv"))
    assert code == 1
    assert err == "tournament: session 1: 0 of its 4 games are on the server\n"
    assert not (tmp_path / "x.csv").exists()

    # --- tables 1-3 sync; table 4 is killed in the middle of its sync ----------------------
    for data in tables[:3]:
        assert cli("--data-dir", str(data), "--club", url, "sync")[0] == 0
    killed_mid_sync(url, tables[3])
    assert cli("--data-dir", str(tables[3]), "--club", url, "sync")[0] == 0
    for data in tables:  # nothing more to send, nothing doubled
        assert (
            "sent 0 games; 4 already on the server"
            in cli("--data-dir", str(data), "--club", url, "sync")[1]
        )
    assert (count(url, "games"), count(url, "tournament_games")) == (16, 16)
    assert count(url, "game_players") == 64

    # --- penalties and cards -----------------------------------------------------------------
    p = {name.split()[0]: name for name, *_ in PEOPLE}
    given = [
        (p["Bo"], "-20", "slow play", []),
        (p["Cy"], "-20", "chombo: a wrong tsumo", ["--chombo", "--session", "3"]),
        (p["Di"], "0", "talking during play", ["--card", "yellow"]),
        (p["Ed"], "0", "abusive language", ["--card", "red", "--referee", "Ref Ree"]),
        (p["Flo"], "0", "phone at the table", ["--card", "yellow"]),
        (p["Flo"], "0", "phone again", ["--card", "yellow"]),
    ]
    for player, points, reason, more in given:
        code, out, err = cli("--club", url, "tournament", "penalty", NAME, player, points,
                             "--reason", reason, *more)  # fmt: skip
        assert (code, err) == (0, ""), err
    chombo = 2
    assert cli("--club", url, "tournament", "cancel", NAME, str(chombo))[0] == 0
    listed = cli("--club", url, "tournament", "penalties", NAME)[1]
    assert "chombo, -20.0 points: chombo: a wrong tsumo, session 3 (cancelled)" in listed
    assert "Ed Endo: red card: abusive language, referee Ref Ree" in listed
    penalties = {p["Bo"]: -20.0, p["Ed"]: -20.0, p["Flo"]: -20.0}  # two yellows make a red

    # --- the standings, against sums computed from the tables' own libraries ---------------
    expected: dict[str, dict[str, Any]] = {
        name: {"points": 0.0, "games": 0, "best": None, "fourths": 0} for name, *_ in PEOPLE
    }
    for data in tables:
        with open_store(data).store as store:
            for summary in store.list_games():
                record = store.load_game(summary.id)
                assert record.finished
                assert record.result is not None
                assert abs(sum(record.result["points"])) < 0.05
                for seat, name in enumerate(record.players):
                    player, value = name, float(record.result["points"][seat])
                    if name == SUBSTITUTE:
                        player, value = replaced, SUBSTITUTE_POINTS
                    row = expected[player]
                    row["points"] += value
                    row["games"] += 1
                    row["best"] = value if row["best"] is None else max(row["best"], value)
                    row["fourths"] += name != SUBSTITUTE and record.result["ranks"][seat] == 4
    for name, value in penalties.items():
        expected[name]["points"] += value
    order = sorted(
        expected,
        key=lambda n: (
            -round(expected[n]["points"], 6),
            -expected[n]["best"],
            expected[n]["fourths"],
            n,
        ),
    )
    code, out, err = cli("--club", url, "tournament", "standings", NAME, "--json")
    assert (code, err) == (0, "")
    shown = json.loads(out)["standings"]
    assert [r["player"] for r in shown] == order
    for row in shown:
        want = expected[row["player"]]
        assert row["games"] == want["games"] == 4
        assert row["points"] == pytest.approx(want["points"], abs=0.051)
        assert row["penalties"] == penalties.get(row["player"], 0.0)
    assert [r["rank"] for r in shown] == list(range(1, 17))
    assert sum(r["points"] for r in shown) == pytest.approx(
        -60.0 + SUBSTITUTE_POINTS - substitute_game_points(tables, replaced), abs=0.2
    )

    # --- the EMA file -----------------------------------------------------------------------
    target = tmp_path / "spring-open-ema.csv"
    code, out, err = cli("--club", url, "tournament", "export-ema", NAME, str(target))
    assert code == 0, err
    assert "wrote 16 players" in out
    assert "Bo Baba: -20.0 points: slow play" in err
    text = target.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) == 17
    assert lines[0] == "Place,Last name,First name,EMA number,Table points,Score,Country"
    ema = {name: (e, c) for name, e, c, _t in PEOPLE}
    for place, (line, row) in enumerate(zip(csv.reader(lines[1:]), shown, strict=True), 1):
        first, last = row["player"].split()
        assert line[:4] == [str(place), last, first, ema[row["player"]][0]]
        assert float(line[4]) == pytest.approx(expected[row["player"]]["points"], abs=0.051)
        assert line[6] == ema[row["player"]][1]
        for number in line[4:6]:
            assert "+" not in number
            assert "," not in number
            assert " " not in number
            float(number)


def substitute_game_points(tables: list[Path], replaced: str) -> float:
    """What the substitute scored (it counts for no one: the player got fixed points)."""
    for data in tables:
        with open_store(data).store as store:
            for summary in store.list_games():
                record = store.load_game(summary.id)
                if SUBSTITUTE in record.players:
                    return float(record.result["points"][record.players.index(SUBSTITUTE)])
    raise AssertionError("the substitute's game is missing")


def killed_mid_sync(url: str, data: Path) -> None:
    """A sync of ``data`` killed (SIGKILL) while it waits inside a game's transaction: a peer
    holds the row of one of its games."""
    from scoretable.storage.club import _game_origins as origins
    from scoretable.storage.club import game_uid

    with open_store(data).store as store:
        ids = [s.id for s in store.list_games()]
        uid = game_uid(store.load_game(ids[-1]), origins(store, ids[-1]))
    peer = psycopg.connect(url)
    peer.execute(
        "INSERT INTO scoretable.games (uid, created, updated, rules, names, position,"
        " finished) VALUES (%s, '', '', '{}', '[]', 0, false)",
        (uid,),
    )  # not committed: the sync's insert of that game waits for it
    process = subprocess.Popen(
        [sys.executable, "-m", "scoretable", "--data-dir", str(data), "--club", url, "sync"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # the server tells of no lock wait: asked again until one is there (30 s a guard)
        deadline = time.monotonic() + 30
        waiting = False
        with psycopg.connect(url, autocommit=True) as look:
            while time.monotonic() < deadline and not waiting:
                waiting = bool(
                    look.execute(
                        "SELECT count(*) FROM pg_stat_activity WHERE application_name ="
                        " 'scoretable' AND wait_event_type = 'Lock'"
                    ).fetchone()[0]
                )
        assert waiting, "the sync never reached the held game"
        process.send_signal(signal.SIGKILL)
        process.wait()
    finally:
        peer.rollback()
        peer.close()
    assert count(url, "tournament_games") < 16  # the killed sync left a game unsent


@pytest.mark.skipif(
    not (RAW / "mjlog").exists(), reason=f"the oracle's raw logs ({RAW}) are absent"
)
def test_the_command_line_contract_and_a_strangers_game(pg_server, tmp_path):
    url = pg_server.create_database("tournament_contract")
    names = [f"P{n}" for n in range(8)]
    assert cli("--club", url, "tournament", "create", "Mini", "--rules", "tenhou", "--players",
               ",".join(names), "--sessions", "3", "--seed", "5")[0] == 0  # fmt: skip
    day = json.loads(
        cli("--club", url, "tournament", "seat", "Mini", "--session", "1", "--json")[1]
    )
    assert sorted(itertools.chain(*day["tables"])) == names
    # no server needed to file a game; the names must be four distinct ones
    data = tmp_path / "table"
    files = logs()
    code, _, err = cli("--data-dir", str(data), "import", str(files[0]), "--names", "P0,P1,P2",
                       "--tournament", "Mini", "--session", "1")  # fmt: skip
    assert code == 1
    assert "the game has 4 players; 3 names were given" in err
    code, _, err = cli("--data-dir", str(data), "import", str(files[0]), "--tournament", "Mini")
    assert code == 2
    assert err == "import: --tournament and --session go together\n"
    # a game under names the tournament does not know is refused at the sync, the other sent
    assert cli("--data-dir", str(data), "import", str(files[0]), "--names", "P0,P1,P2,P3",
               "--tournament", "Mini", "--session", "1")[0] == 0  # fmt: skip
    assert cli("--data-dir", str(data), "import", str(files[1]), "--names", "P4,P5,P6,Zed",
               "--tournament", "Mini", "--session", "1")[0] == 0  # fmt: skip
    code, out, err = cli("--data-dir", str(data), "--club", url, "sync")
    assert code == 1
    assert out.startswith("sent 1 games")
    assert "'Zed' is neither a player of tournament 'Mini' nor a substitute in session 1" in err
    assert count(url, "tournament_games") == 1
    # seat --json is stable; --again redoes it around the sessions before; --script sets it
    first = json.loads(cli("--club", url, "tournament", "seat", "Mini", "--session", "2",
                           "--json")[1])["tables"]  # fmt: skip
    assert first == json.loads(cli("--club", url, "tournament", "seat", "Mini", "--session",
                                   "2", "--json")[1])["tables"]  # fmt: skip
    script = tmp_path / "seating.txt"
    script.write_text("P0, P2, P4, P6\nP1, P3, P5, P7\n", encoding="utf-8")
    code, out, _ = cli("--club", url, "tournament", "seat", "Mini", "--session", "3", "--script",
                       str(script))  # fmt: skip
    assert (code, out) == (0, "table 1: P0, P2, P4, P6\ntable 2: P1, P3, P5, P7\n")
    # session 1 has a game on the server: its tables stay
    code, _, err = cli("--club", url, "tournament", "seat", "Mini", "--session", "1", "--again")
    assert code == 1
    assert "session 1 has games on the server already" in err
    # a negative POINTS is a number, not an option; standings --json follows the contract
    assert cli("--club", url, "tournament", "penalty", "Mini", "P0", "-20", "--reason",
               "late")[0] == 0  # fmt: skip
    rows = json.loads(cli("--club", url, "tournament", "standings", "Mini", "--json")[1])
    first_row = next(r for r in rows["standings"] if r["player"] == "P0")
    assert set(first_row) == {"player", "games", "points", "penalties", "rank"}
    assert first_row["penalties"] == -20.0
    assert first_row["games"] == 1
    # Swiss: session 2 by standing, the top four at table 1 (penalties counted)
    order = [r["player"] for r in rows["standings"]]
    swiss = json.loads(cli("--club", url, "tournament", "seat", "Mini", "--session", "2",
                           "--swiss", "--json")[1])["tables"]  # fmt: skip
    assert [sorted(t) for t in swiss] == [sorted(order[:4]), sorted(order[4:])]
    assert order[-1] == "P0"  # fourth in its game, and 20 points of penalty
    # the session's clock, and extra time for one table
    code, out, _ = cli("--club", url, "tournament", "clock", "Mini", "--session", "1",
                       "--minutes", "90")  # fmt: skip
    assert code == 0
    assert out.startswith("session 1: 90 minutes from ")
    code, out, _ = cli("--club", url, "tournament", "clock", "Mini", "--session", "1",
                       "--table", "2", "--minutes", "5")  # fmt: skip
    assert (code, out) == (0, "session 1, table 2: 5 minutes more\n")
    from scoretable import clock as tm_clock
    from scoretable.storage.tournament import clock, table_timer

    def server_now() -> datetime.datetime:
        with psycopg.connect(url) as conn:
            return conn.execute("SELECT now()").fetchone()[0]

    with tm_clock.replaced(wall=lambda: 0.0):  # this table's clock at 1970: still 95 minutes
        before = server_now()
        started, minutes, extra, elapsed = clock(url, "Mini", 1)
        after = server_now()
        assert (minutes, extra) == (90, {2: 5})
        # by the server's clock, read between the two readings of it (no bound on the time)
        ran = [(moment - started).total_seconds() for moment in (before, after)]
        assert ran[0] - 1e-6 <= elapsed <= ran[1] + 1e-6
        before = server_now()
        start, seconds, hands_after = table_timer(url, "Mini", 1, 2)
        after = server_now()
    assert (seconds, hands_after) == (95 * 60, 1)
    # the session's start on this table's clock (at 0.0): as long before as it has run
    ran = [(moment - started).total_seconds() for moment in (before, after)]
    assert -ran[1] - 1e-6 <= start <= -ran[0] + 1e-6
    assert table_timer(url, "Mini", 2, 1) is None  # session 2's clock is not running
    code, _, err = cli("--club", url, "tournament", "clock", "Mini", "--session", "1",
                       "--table", "3", "--minutes", "5")  # fmt: skip
    assert code == 1
    assert err == "tournament: session 1 has no table 3\n"
    # a tournament unknown, a server unreachable: one line, exit 1
    code, _, err = cli("--club", url, "tournament", "standings", "Maxi")
    assert code == 1 and err == "tournament: no tournament called 'Maxi' on the club server" \
        " (known: 'Mini')\n"  # fmt: skip
    code, _, err = cli("tournament", "standings", "Mini")
    assert code == 1
    assert "needs the club's server" in err
