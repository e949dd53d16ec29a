"""Issue 42: ``scoretable --data-dir DIR import GAME.json`` of the app's own game file, then
``scoretable --data-dir DIR --club URL sync``, works under any system clock: each command in a
process of its own whose wall clock ``time-machine`` moves (a ``sitecustomize`` on the path,
as a laptop with a flat clock battery or a clock a year ahead), the club's PostgreSQL server
keeping real time. The server holds the game with the entries played; a game file's
``updated`` is only shown to people."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import psycopg
import pytest
from helpers.storage_games import insert_finished_games

from scoretable.storage.db import open_store
from scoretable.storage.exchange import game_to_dict

pytest.importorskip("time_machine")

YEAR = 365 * 86400

MOVED = """\
import datetime
import time_machine

time_machine.travel(
    datetime.datetime.now(datetime.UTC) + datetime.timedelta(seconds={seconds}), tick=True
).start()
"""


def scoretable(tmp_path: Path, seconds: int, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m scoretable ARGS`` with the wall clock ``seconds`` off (this process's
    clock stays as it is)."""
    site = tmp_path / f"clock{seconds:+d}"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(MOVED.format(seconds=seconds), encoding="utf-8")
    path = [str(site), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = os.environ | {"PYTHONPATH": os.pathsep.join(path)}
    return subprocess.run(
        [sys.executable, "-m", "scoretable", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_games_file_imports_and_syncs_under_any_clock(
    pg_server: Any, tmp_path: Path, frozen_clock: Any
) -> None:
    url = pg_server.create_database("any_clock")
    with open_store(tmp_path / "source").store as store:
        insert_finished_games(store)
        game = game_to_dict(store.load_game(1))
    played = len(game["log"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    for offset, table in ((0, "right"), (-YEAR, "behind"), (YEAR, "ahead")):
        data = str(tmp_path / table)
        done = scoretable(tmp_path, offset, "--data-dir", data, "import", str(path))
        assert done.returncode == 0, (table, done.stderr)
        done = scoretable(tmp_path, offset, "--data-dir", data, "--club", url, "sync")
        assert done.returncode == 0, (table, done.stderr)
        with psycopg.connect(url) as conn:
            rows = conn.execute("SELECT position, finished FROM scoretable.games").fetchall()
        assert rows == [(played, True)], table  # one game, whole, whichever table sent it
