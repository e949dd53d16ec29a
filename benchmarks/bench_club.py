"""Club load: 20 tables playing real games at once into one PostgreSQL server.

    .venv/bin/python benchmarks/bench_club.py

Each table is a thread with its own library (SQLite, WAL, fsynced commits) and its own server
connection. It plays real games from ``../shared/oracle/dev.jsonl`` (or made-up ones where the
oracle is absent) action by action; every action is a journal save of the local library (as
the window does) followed by a send of that game to the server (as the table's club link
does). Printed: actions per second over all tables, the send latency (median, p90, max), and
whether the server ends with exactly the games and hands played. Then a peer stuck in the
middle of sending (a connection that wrote a game's row and never commits, as a laptop
suspended mid-transaction) and one holding the club's tables: the time until another table's
sync, and a standings query, end with a clear one-line failure (production time limits).
Last, a table's ``sync`` command with the server out of reach (a port nobody listens on):
the time from starting the command to its one-line failure (the tests prove the failure and
its words, never its time). And a tournament table's window reading its session's clock
from a server that accepts the connection and never answers: how long the window waits
(the read is on a thread of its own), and how long the read itself takes (the connect
limit). Neither needs a server.
Needs the PostgreSQL server binaries (Debian: ``apt-get install postgresql``); without them
the rows say so.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # the tests' helpers

TABLES = 20
GAMES_PER_TABLE = 2
ORACLE = ROOT.parent / "shared" / "oracle" / "dev.jsonl"


def real_games() -> list[list[dict[str, Any]]]:
    """The oracle's games as the model's log entries (riichi deposits, then each result)."""
    from scoretable.cli.conformance import parse_record
    from scoretable.engine.table import DeclareRiichi, action_to_dict

    games: dict[str, list[dict[str, Any]]] = {}
    if ORACLE.exists():
        for line in ORACLE.read_text(encoding="utf-8").splitlines():
            data = json.loads(line)
            record = parse_record(line)
            log = games.setdefault(data["game_id"], [])
            log += [action_to_dict(DeclareRiichi(s)) for s in record.riichi]
            log.append(action_to_dict(record.result))
    return [log for log in games.values() if len(log) >= 8]


class _Model:
    """What a journal saves: the log, the undo position, the names, the state."""

    def __init__(self, players: list[str], rules: Any) -> None:
        from scoretable.engine.table import new_game

        self.log: list[dict[str, Any]] = []
        self.index = 0
        self.players = players
        self.state = new_game(rules)


def play_table(
    number: int, url: str, games: list[list[dict[str, Any]]], out: dict[str, Any]
) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import action_from_dict, apply
    from scoretable.storage.club import connect, send_game
    from scoretable.storage.db import open_store

    rules = get_preset("tenhou")
    latencies: list[float] = []
    hands = 0
    with open_store(Path(tempfile.mkdtemp(prefix=f"table{number}-"))).store as store:
        conn = connect(url)
        for game_number, log in enumerate(games):
            names = [f"T{number}G{game_number}S{s}" for s in range(4)]
            journal = store.start_game(rules, names)
            model = _Model(names, rules)
            for entry in log:
                try:
                    step = apply(model.state, action_from_dict(entry))
                except ValueError:
                    break  # a record cut off where the preset ends the game
                model.state = step.state
                model.log.append(entry)
                model.index += 1
                hands += entry.get("type") != "riichi"
                journal.save(model)
                started = time.perf_counter()
                send_game(conn, store, journal.game_id)
                latencies.append(time.perf_counter() - started)
                if model.state.game_over:
                    break
        conn.close()
    out[number] = (latencies, hands)


def stuck_peer(url: str) -> list[dict[str, object]]:
    """Seconds until a sync and a standings query give up on a peer stuck mid-transaction."""
    import psycopg

    from scoretable.engine.rules import get_preset
    from scoretable.storage import club
    from scoretable.storage.db import open_store

    rows: list[dict[str, object]] = []
    with open_store(Path(tempfile.mkdtemp(prefix="stuck-"))).store as store:
        rules = get_preset("tenhou")
        ids = []
        for number in range(5):
            journal = store.start_game(rules, [f"Stuck{number}S{s}" for s in range(4)])
            model = _Model([f"Stuck{number}S{s}" for s in range(4)], rules)
            model.log.append({"type": "riichi", "seat": 0})
            model.index = 1
            journal.save(model)
            ids.append(journal.game_id)
        uid = club.store_uid(store, ids[0])
        with psycopg.connect(url) as peer:  # wrote the game's row, then fell asleep
            peer.execute(
                "INSERT INTO scoretable.games (uid, created, updated, rules, names, position,"
                " finished) VALUES (%s, '', '', '{}', '[]', 1, false)",
                (uid,),
            )
            started = time.perf_counter()
            report = club.sync(store, url)
            seconds = time.perf_counter() - started
        refused = report.refused[0].reason.message if report.refused else "nothing refused"
        rows.append(
            {
                "name": "club: sync with a peer stuck mid-transaction, to a clear failure",
                "value": round(seconds, 2),
                "unit": "s",
                "note": f"{report.sent} of 5 sent, {len(report.refused)} refused: {refused[:80]}",
            }
        )
    with psycopg.connect(url) as peer:  # holds the schema step's lock for ever
        peer.execute("SELECT pg_advisory_xact_lock(7342001)")
        peer.execute("CREATE TABLE IF NOT EXISTS scoretable.blocker (x int)")
        peer.execute("LOCK TABLE scoretable.games IN ACCESS EXCLUSIVE MODE")
        started = time.perf_counter()
        try:
            club.club_standings(url)
            words = "no failure"
        except club.ClubError as error:
            words = error.message
        seconds = time.perf_counter() - started
    rows.append(
        {
            "name": "club: standings with a peer holding the tables, to a clear failure",
            "value": round(seconds, 2),
            "unit": "s",
            "note": words[:100],
        }
    )
    return rows


def unreachable() -> dict[str, object]:
    """Seconds from starting ``scoretable sync`` with the club server out of reach to its
    one-line failure (the median of three; the interpreter's start included)."""
    import os
    import subprocess

    from helpers.club_games import table_game

    from scoretable.storage.db import open_store

    times = []
    words = ""
    with tempfile.TemporaryDirectory(prefix="unreachable-") as tmp:
        data = Path(tmp) / "lib"
        with open_store(data).store as store:
            table_game(store, ["A", "B", "C", "D"], 2)
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        url = "postgresql://club:x@127.0.0.1:1/none"
        for _ in range(3):
            started = time.perf_counter()
            result = subprocess.run(
                [sys.executable, "-m", "scoretable", "--data-dir", str(data), "--club", url,
                 "sync"],
                capture_output=True, text=True, timeout=120, env=env, cwd=ROOT,
            )  # fmt: skip
            times.append(time.perf_counter() - started)
            words = result.stderr.strip()
    return {
        "name": "club: sync command, server unreachable, to a clear failure",
        "value": round(statistics.median(times), 2),
        "unit": "s",
        "note": f"median of 3, worst {max(times):.2f} s: {words[:70]}",
    }


def session_clock_read() -> list[dict[str, object]]:
    """A tournament table's window reading its session's clock from a silent server."""
    import os
    import socket
    from types import SimpleNamespace

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.table.main_window import MainWindow

    with socket.socket() as silent:  # accepts (the backlog) and never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        url = f"postgresql://club:x@127.0.0.1:{silent.getsockname()[1]}/none"
        window = MainWindow(GameModel(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana")))
        window.session.club = SimpleNamespace(url=url)
        menu = window.menu_game
        menu._session_table = ("Day", 1, 2, window.model)
        waits, reads = [], []
        for _ in range(2):  # the first imports the club's modules; the second finds them
            started = time.perf_counter()
            menu._read_session_clock()
            waits.append(time.perf_counter() - started)
            while menu._clock_reading and time.perf_counter() - started < 60:
                app.processEvents()
                time.sleep(0.005)
            reads.append(time.perf_counter() - started)
        window.close()
    return [
        {
            "name": "club: window's wait to read a session clock, server silent",
            "value": round(waits[1] * 1000, 2),
            "unit": "ms",
            "note": f"the read on a thread of its own; the first read {waits[0] * 1000:.0f} ms"
            " (the club's modules imported on the window's thread)",
        },
        {
            "name": "club: the session clock's read itself, server silent",
            "value": round(reads[1], 2),
            "unit": "s",
            "note": "the connect limit's wait, off the window's thread",
        },
    ]


def run() -> list[dict[str, object]]:
    try:
        from helpers.pg import NoServer, running_server
    except ImportError as error:
        return [{"name": "club load", "value": "-", "unit": "", "note": f"cannot start: {error}"}]
    games = real_games()
    source = "real games from dev.jsonl"
    if not games:
        from scoretable.engine.table import Win, WinEntry, action_to_dict

        games = [[action_to_dict(Win((WinEntry(1, 1, 30),), 0))] * 12] * (TABLES * GAMES_PER_TABLE)
        source = "made-up games (no ../shared)"
    try:
        with running_server() as server:
            url = server.create_database("load")
            from scoretable.storage.club import connect

            connect(url).close()  # the schema, once
            results: dict[int, Any] = {}
            threads = [
                threading.Thread(
                    target=play_table,
                    args=(n, url, games[n * GAMES_PER_TABLE : (n + 1) * GAMES_PER_TABLE], results),
                )
                for n in range(TABLES)
            ]
            started = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            seconds = time.perf_counter() - started
            import psycopg

            with psycopg.connect(url) as conn:
                server_games = conn.execute("SELECT count(*) FROM scoretable.games").fetchone()[0]
                server_hands = conn.execute("SELECT count(*) FROM scoretable.hands").fetchone()[0]
            stuck = stuck_peer(url)
    except NoServer as reason:
        return [
            {"name": "club load", "value": "-", "unit": "", "note": str(reason)},
            unreachable(),  # needs no server
            *session_clock_read(),
        ]
    latencies = sorted(x for lat, _ in results.values() for x in lat)
    played_hands = sum(h for _, h in results.values())
    actions = len(latencies)
    p90 = latencies[int(0.9 * (actions - 1))]
    exact = server_games == TABLES * GAMES_PER_TABLE and server_hands == played_hands
    return [
        {
            "name": "club: actions per second (20 tables)",
            "value": round(actions / seconds, 1),
            "unit": "actions/s",
            "note": f"{actions} actions in {seconds:.1f} s; {source}",
        },
        {
            "name": "club: send latency (median)",
            "value": round(statistics.median(latencies) * 1e3, 2),
            "unit": "ms",
            "note": "one game sent whole after each local save",
        },
        {
            "name": "club: send latency (p90)",
            "value": round(p90 * 1e3, 2),
            "unit": "ms",
            "note": "",
        },
        {
            "name": "club: send latency (max)",
            "value": round(latencies[-1] * 1e3, 2),
            "unit": "ms",
            "note": "",
        },
        {
            "name": "club: server holds exactly what was played",
            "value": "yes" if exact else "NO",
            "unit": "",
            "note": f"{server_games} games, {server_hands} hands; played "
            f"{TABLES * GAMES_PER_TABLE} games, {played_hands} hands",
        },
        *stuck,
        unreachable(),
        *session_clock_read(),
    ]


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']}: {row['value']} {row['unit']}  {row['note']}")
