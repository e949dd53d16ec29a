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

DRIVER = Path(__file__).parents[1] / "helpers" / "app_driver.py"
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
    assert last["can_redo"]
    assert last["index"] == len(GAME) - 2
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
    before = {p.name[len(DB_NAME) :]: p.read_bytes() for p in data.glob(DB_NAME + "*")}

    second = Driver(data, tmp_path / "driver.log")
    fresh = second.expect("READY")
    assert fresh is not None
    assert len(second.messages) == 1
    message = second.messages[0]
    assert message.startswith("MESSAGE warning The library could not be opened")
    moved = sorted(p for p in data.iterdir() if p.name.startswith(DB_NAME + ".damaged-"))
    assert json.dumps(str(moved[0]))[1:-1] in message
    # Kept byte for byte, its companions beside it (none made, none merged, none lost).
    after = {p.name[len(moved[0].name) :]: p.read_bytes() for p in moved}
    assert after == {k: v for k, v in before.items() if k not in ("", ".lock")} | {"": before[""]}
    # A clean start: a new game, and it is saved.
    assert fresh["scores"] == [25000] * 4
    assert fresh["log"] == 0
    assert second.send("riichi 2")["sticks"] == 1
    second.close()
    third = Driver(data, tmp_path / "driver.log")
    assert third.expect("READY")["sticks"] == 1  # type: ignore[index]
    third.close()
    assert not third.messages


def test_screenshot_reads_and_writes_no_saved_game(tmp_path):
    data = tmp_path / "data"
    # A game in progress in the store, left with its write-ahead log: the screenshot paints it
    # (tests/cli/test_screenshot_cli.py) and touches none of its files.
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


# --- issue 20: a busy, full or odd disk is not damage; one bad game locks nobody out -------


def answer(driver: Driver, word: str) -> None:
    assert driver.proc.stdin is not None
    driver.proc.stdin.write(word + "\n")
    driver.proc.stdin.flush()


def play_some(data: Path, log: Path, commands: list[str] | None = None) -> dict[str, Any]:
    """A game with a few hands, the app closed normally; the last report."""
    driver = Driver(data, log)
    last = driver.expect("READY")
    for command in commands or ["riichi 1", "ron 1 2 3 30", "tsumo 0 1 30"]:
        last = driver.send(command)
    assert driver.close() == 0
    assert last is not None
    return last


def files(data: Path) -> dict[str, bytes]:
    """The database and its companions, byte for byte (not the instance lock)."""
    return {p.name: p.read_bytes() for p in data.glob(DB_NAME + "*") if p.suffix != ".lock"}


HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN " + sys.argv[2])
print("HELD", flush=True)
sys.stdin.readline()
conn.execute("INSERT INTO players (name, last_used) VALUES ('Other program', 'now')")
conn.execute("COMMIT")
print("COMMITTED", flush=True)
"""


@pytest.mark.parametrize("mode", ["EXCLUSIVE", "IMMEDIATE"])
@pytest.mark.parametrize("unfinished", [True, False], ids=["unfinished", "no-unfinished"])
def test_a_lock_held_by_another_program_is_not_damage(tmp_path, mode, unfinished):
    """Issue 20 items 1 and 2: another program (a real second process) holds a write lock at
    start-up. Before: after 5 s the live file was renamed aside and an empty library opened,
    and the other program's commit failed; or a traceback (no unfinished game). Now: a
    message, nothing moved, Retry once the other program is done; its commit succeeds."""
    data = tmp_path / "data"
    commands = ["riichi 1", "ron 1 2 3 30", "tsumo 0 1 30"]
    if not unfinished:
        commands += ["draw 0", "draw 0"]  # any hand left; the game is then ended below
    last = play_some(data, tmp_path / "driver.log", commands)
    if not unfinished:
        import sqlite3

        conn = sqlite3.connect(data / DB_NAME)
        conn.execute("UPDATE games SET finished = 1")
        conn.commit()
        conn.close()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data / DB_NAME), mode],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None
    assert holder.stdin is not None
    assert holder.stdout.readline().strip() == "HELD"
    before = files(data)

    app = Driver(data, tmp_path / "driver.log")
    app.expect("ASK")
    assert "MESSAGE warning The library cannot be opened now" in app.messages[-1]
    assert "was not changed" in app.messages[-1]
    assert files(data) == before  # nothing moved, nothing written
    assert not list(data.glob("*.damaged-*"))

    holder.stdin.write("done\n")
    holder.stdin.flush()
    assert holder.stdout.readline().strip() == "COMMITTED"  # the other program's commit works
    assert holder.wait(timeout=TIMEOUT) == 0
    answer(app, "retry")
    resumed = app.expect("READY")
    assert resumed is not None
    if unfinished:
        assert table(resumed) == table(last)  # the same game, as it was
    assert app.send("riichi 3")["sticks"] >= 1
    assert app.close() == 0
    assert not list(data.glob("*.damaged-*"))


def test_a_full_disk_at_start_up_is_not_damage(tmp_path):
    """Issue 20 item 1, on a real tiny file system (tmpfs of 512 KiB, loop-mounted; skipped
    where mount is not allowed). Before: the database was renamed aside and the app crashed;
    the next start showed an empty library. Now: a message, nothing moved; Retry after space
    is freed gives the game back."""
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mnt)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        data = mnt / "data"
        last = play_some(data, tmp_path / "driver.log")
        before = files(data)
        filler = mnt / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            with pytest.raises(OSError):  # ENOSPC: the disk is full
                while True:
                    os.write(fd, b"\0" * 4096)
        finally:
            os.close(fd)
        app = Driver(data, tmp_path / "driver.log")
        app.expect("ASK")
        assert "MESSAGE warning The library cannot be opened now" in app.messages[-1]
        assert files(data) == before
        assert not list(data.glob("*.damaged-*"))
        filler.unlink()  # space again
        answer(app, "retry")
        resumed = app.expect("READY")
        assert resumed is not None
        assert table(resumed) == table(last)
        assert app.close() == 0
    finally:
        subprocess.run(["umount", "-l", str(mnt)], check=False)


def test_the_data_directory_is_a_file(tmp_path):
    """Issue 20 item 2: a traceback and no window. Now a message; Ignore plays unsaved."""
    data = tmp_path / "data"
    data.write_text("a file where the data directory should be")
    app = Driver(data, tmp_path / "driver.log")
    app.expect("ASK")
    assert "cannot be used" in app.messages[-1]
    answer(app, "ignore")
    assert app.expect("READY") is not None
    assert app.send("riichi 0")["sticks"] == 1
    assert app.close() == 0
    assert data.read_text() == "a file where the data directory should be"


def test_the_database_path_is_a_folder(tmp_path):
    """Issue 20 item 2: ``scoretable.sqlite3`` is a folder: a message, Close quits, the folder
    and what is in it stay."""
    data = tmp_path / "data"
    (data / DB_NAME).mkdir(parents=True)
    (data / DB_NAME / "keep.txt").write_text("mine")
    app = Driver(data, tmp_path / "driver.log")
    app.expect("ASK")
    assert "is a folder" in app.messages[-1]
    answer(app, "close")
    app.expect("REFUSED")
    assert app.close() == 3
    assert (data / DB_NAME / "keep.txt").read_text() == "mine"


def test_one_malformed_stored_game_never_blocks_start_up(tmp_path):
    """Issue 20 item 2: one game row with ``players`` null stopped every start. Now the app
    starts with a new game, says why the last one cannot be resumed, keeps it."""
    import sqlite3

    data = tmp_path / "data"
    play_some(data, tmp_path / "driver.log")
    conn = sqlite3.connect(data / DB_NAME)
    conn.execute("UPDATE games SET players = 'null', names = NULL")
    conn.commit()
    conn.close()
    app = Driver(data, tmp_path / "driver.log")
    fresh = app.expect("READY")
    assert fresh is not None
    assert fresh["log"] == 0
    assert "cannot be resumed" in fresh["message"]
    assert "names" in fresh["message"]
    assert app.send("riichi 2")["sticks"] == 1  # and the new game is saved
    assert app.close() == 0
    conn = sqlite3.connect(data / DB_NAME)
    assert conn.execute("SELECT count(*) FROM games WHERE players = 'null'").fetchone() == (1,)
    conn.close()


def test_another_applications_database_is_left_alone(tmp_path):
    """Issue 20 item 7: ``--data-dir`` pointing at another program's SQLite file silently got
    scoretable's tables added. Now: a message, the file unchanged, Close quits."""
    import sqlite3

    data = tmp_path / "data"
    data.mkdir()
    conn = sqlite3.connect(data / DB_NAME)
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("INSERT INTO notes VALUES ('not a game')")
    conn.commit()
    conn.close()
    before = files(data)
    app = Driver(data, tmp_path / "driver.log")
    app.expect("ASK")
    assert "another application's database" in app.messages[-1]
    answer(app, "close")
    app.expect("REFUSED")
    app.close()
    assert files(data) == before


def test_a_damaged_file_with_a_wal_is_moved_aside_byte_for_byte(tmp_path):
    """Issue 20 item 7: the file moved aside was rewritten with its WAL merged in and the WAL
    deleted. Now the three files go aside exactly as they were."""
    data = tmp_path / "data"
    play_some(data, tmp_path / "driver.log")  # closed: everything in the main file
    first = Driver(data, tmp_path / "driver.log")
    first.expect("READY")
    first.send("draw 0")
    first.kill()  # the WAL, holding the last hand, stays beside the file
    path = data / DB_NAME
    assert (data / (DB_NAME + "-wal")).stat().st_size > 0
    size = path.stat().st_size
    with open(path, "r+b") as f:  # damage the pages after the first two
        f.seek(8192)
        f.write(b"\xff" * (size - 8192))
    before = files(data)
    app = Driver(data, tmp_path / "driver.log")
    app.expect("READY")
    assert app.messages
    assert "The library could not be opened" in app.messages[0]
    app.close()
    (moved,) = [p for p in data.glob("*.damaged-*") if not p.name.endswith(("-wal", "-shm"))]
    after = {
        p.name.replace(moved.name, DB_NAME): p.read_bytes() for p in data.glob(moved.name + "*")
    }
    assert after == before


def test_a_zero_length_database_is_reported_not_silently_replaced(tmp_path):
    """Issue 20 item 7: an empty (0-byte) file was silently replaced."""
    data = tmp_path / "data"
    data.mkdir()
    (data / DB_NAME).write_bytes(b"")
    app = Driver(data, tmp_path / "driver.log")
    app.expect("READY")
    assert len(app.messages) == 1
    assert "empty (0 bytes)" in app.messages[0]
    app.close()
    (moved,) = data.glob("*.damaged-*")
    assert moved.read_bytes() == b""


def test_database_and_folder_are_private(tmp_path):
    """Issue 20 item 9: the database and its folder were world-readable (0644/0755)."""
    data = tmp_path / "data"
    play_some(data, tmp_path / "driver.log")
    assert data.stat().st_mode & 0o777 == 0o700
    for path in data.iterdir():
        assert path.stat().st_mode & 0o077 == 0, path


def test_a_lock_taken_during_play_refuses_the_click_quickly_and_loses_nothing(tmp_path):
    """Issue 20 item 9: with another program (a real second process) holding the write lock,
    each click froze for 5 s before its message. Now SQLite waits BUSY_SECONDS (a quarter
    of a second), the action is refused with a message and rolled back; once the lock is
    gone the same click is saved."""
    data = tmp_path / "data"
    app = Driver(data, tmp_path / "driver.log")
    app.expect("READY")
    before = app.send("riichi 1")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data / DB_NAME), "IMMEDIATE"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None
    assert holder.stdin is not None
    assert holder.stdout.readline().strip() == "HELD"
    refused = app.send("ron 1 2 3 30")
    assert "could not be saved" in refused["message"]
    assert "locked" in refused["message"]
    assert table(refused) == table(before)  # rolled back
    holder.stdin.write("done\n")
    holder.stdin.flush()
    assert holder.stdout.readline().strip() == "COMMITTED"
    holder.wait(timeout=TIMEOUT)
    done = app.send("ron 1 2 3 30")
    assert done["index"] == before["index"] + 1
    assert not done["message"]
    app.kill()
    again = Driver(data, tmp_path / "driver.log")
    assert table(again.expect("READY")) == table(done)  # type: ignore[arg-type]
    again.close()
