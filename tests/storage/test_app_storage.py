"""The app as a separate process: killed with SIGKILL mid-game, it comes back with every
confirmed hand and the undo history; damaged databases; a second instance refused.

No sleeps: every wait is on the driver's output, with a timeout.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from scoretable.storage.paths import DB_NAME

DRIVER = Path(__file__).with_name("app_driver.py")
TIMEOUT = 60
TABLE = ("panels", "indicator", "scores", "round", "honba", "sticks", "riichi", "index")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


class Driver:
    """The app driver in its own process; lines read on a thread, waited on with timeouts."""

    def __init__(self, data_dir: Path, log: Path) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        self.stderr = open(log, "a")  # noqa: SIM115 - closed in close()
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(data_dir)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            text=True,
            bufsize=1,
            env=env,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.messages: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def expect(self, word: str) -> dict[str, Any] | None:
        """The next line starting with ``word`` (messages on the way are kept)."""
        while True:
            line = self.lines.get(timeout=TIMEOUT)
            if line is None:
                raise AssertionError(f"driver ended before {word}; see {self.stderr.name}")
            if line.startswith("MESSAGE "):
                self.messages.append(line)
                if word == "MESSAGE":
                    return None
                continue
            head, _, rest = line.partition(" ")
            if head == word:
                return json.loads(rest) if rest else None

    def send(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        report = self.expect("DONE")
        assert report is not None
        return report

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=TIMEOUT)
        assert self.proc.returncode == -signal.SIGKILL

    def close(self) -> int:
        if self.proc.poll() is None and self.proc.stdin is not None:
            self.proc.stdin.close()
        code = self.proc.wait(timeout=TIMEOUT)
        self.stderr.close()
        return code


def table(report: dict[str, Any]) -> dict[str, Any]:
    return {key: report[key] for key in TABLE}


GAME = [
    "riichi 1",
    "ron 1 2 3 30",  # East 1: Bo (riichi) rons Cy
    "tsumo 0 1 30",  # East 2: Ann tsumo
    "riichi 3",
    "draw 0 3",  # East 3: draw, Ann and Di tenpai, 1 stick stays
    "ron 2 0 2 40",  # East 4 1 honba: Cy rons Ann, takes the stick
    "riichi 2",
    "undo",  # Cy's riichi taken back: it waits on the redo stack
]


def test_sigkill_mid_game_loses_no_confirmed_hand_nor_the_undo_history(tmp_path):
    data = tmp_path / "data"
    first = Driver(data, tmp_path / "driver.log")
    seen = [first.expect("READY")]
    for command in GAME:
        seen.append(first.send(command))
    first.kill()  # no chance to clean up: only what was committed survives
    last = seen[-1]
    assert last["can_redo"] and last["index"] == len(GAME) - 2
    assert last["history_rows"] >= 4

    again = Driver(data, tmp_path / "driver.log")
    resumed = again.expect("READY")
    assert resumed is not None
    assert table(resumed) == table(last)
    assert resumed["panels"] == last["panels"]
    assert (resumed["log"], resumed["undo_steps"], resumed["can_redo"]) == (
        last["log"],
        last["undo_steps"],
        True,
    )
    assert resumed["history_rows"] == last["history_rows"]
    # Redo brings back the undone riichi, exactly.
    assert table(again.send("redo")) == table(seen[-2])
    # And undo walks back through every state the first run showed, to the start.
    for expected in reversed(seen[:-2]):
        assert table(again.send("undo")) == table(expected)
    assert again.send("undo")["index"] == 0  # nothing more to undo
    assert again.close() == 0
    assert not again.messages


def test_second_instance_is_refused_with_a_message(tmp_path):
    data = tmp_path / "data"
    first = Driver(data, tmp_path / "driver.log")
    first.expect("READY")
    second = Driver(data, tmp_path / "driver.log")
    second.expect("REFUSED")
    assert second.close() == 3
    assert len(second.messages) == 1
    assert "MESSAGE critical scoretable is already running" in second.messages[0]
    assert f"process {first.proc.pid}" in second.messages[0]
    # The first instance is untouched and still saving.
    assert first.send("riichi 0")["sticks"] == 1
    first.close()


def not_sqlite(path: Path) -> None:
    path.write_bytes(b"\x00garbage, not SQLite\n" * 100)


def truncated(path: Path) -> None:
    with open(path, "r+b") as f:
        f.truncate(path.stat().st_size // 2)


def newer(path: Path) -> None:
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.close()


@pytest.mark.parametrize("damage", [not_sqlite, truncated, newer], ids=lambda f: f.__name__)
def test_damaged_database_message_kept_file_clean_start(tmp_path, damage):
    data = tmp_path / "data"
    first = Driver(data, tmp_path / "driver.log")
    first.expect("READY")
    for command in ["riichi 1", "ron 1 2 3 30", "tsumo 0 1 30", "draw 0"] * 3:
        first.send(command)
    first.close()
    path = data / DB_NAME
    damage(path)
    before = path.read_bytes()

    second = Driver(data, tmp_path / "driver.log")
    fresh = second.expect("READY")
    assert fresh is not None
    assert len(second.messages) == 1
    message = second.messages[0]
    assert message.startswith("MESSAGE warning The library could not be opened")
    moved = [p for p in data.iterdir() if p.name.startswith(DB_NAME + ".damaged-")]
    assert len(moved) == 1
    assert json.dumps(str(moved[0]))[1:-1] in message
    assert moved[0].read_bytes() == before  # kept, never overwritten
    # A clean start: a new game, and it is saved.
    assert fresh["scores"] == [25000] * 4 and fresh["log"] == 0
    assert second.send("riichi 2")["sticks"] == 1
    second.close()
    third = Driver(data, tmp_path / "driver.log")
    assert third.expect("READY")["sticks"] == 1  # type: ignore[index]
    third.close()
    assert not third.messages


def test_screenshot_reads_and_writes_no_saved_game(tmp_path):
    data = tmp_path / "data"
    # A game in progress in the store: the screenshot must not show it, nor touch it.
    first = Driver(data, tmp_path / "driver.log")
    first.expect("READY")
    first.send("riichi 1")
    first.close()
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--screenshot", str(shot), "--data-dir", str(data)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before

    empty = tmp_path / "empty"
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--screenshot", str(shot), "--data-dir", str(empty)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 0, done.stderr
    assert not (empty / DB_NAME).exists()
