"""The command line's progress (issue 35): one updating line on standard error when it is a
terminal (a pseudo-terminal here), nothing otherwise; Ctrl+C stops between two files and
keeps those imported."""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from helpers.long_work import log_files

from scoretable.storage.db import open_store

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")


class Run:
    """``scoretable ARGS`` with its standard error on a pseudo-terminal (stdout a pipe)."""

    def __init__(self, *args: str) -> None:
        master, slave = pty.openpty()
        self.master = master
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scoretable", *args],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=slave,
            text=True,
        )
        os.close(slave)
        self.terminal = b""
        self.stdout = ""
        self._reader = threading.Thread(target=self._read_stdout)
        self._reader.start()

    def _read_stdout(self) -> None:
        assert self.process.stdout is not None
        self.stdout = self.process.stdout.read()

    def read_until(self, pattern: str, timeout: float = 60) -> re.Match[str] | None:
        """Read the terminal until ``pattern`` appears in it (or the process has ended)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.text)
            if found:
                return found
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the other end closed: the process has ended
                    return re.search(pattern, self.text)
                if not chunk:
                    return re.search(pattern, self.text)
                self.terminal += chunk
        return None

    @property
    def text(self) -> str:
        return self.terminal.decode("utf-8", "replace").replace("\r\n", "\n")

    def end(self) -> int:
        code = self.process.wait(timeout=120)
        self.read_until(r"\Z(?!x)x", timeout=0.5)  # what is left
        self._reader.join(10)
        os.close(self.master)
        return code


def test_import_on_a_terminal_shows_one_updating_line_and_clears_it(tmp_path):
    paths = log_files(tmp_path / "logs", 40)
    run = Run("--data-dir", str(tmp_path / "data"), "import", *map(str, paths))
    assert run.end() == 0
    assert run.stdout.count("imported: ") == 40
    drawn = re.findall(r"\rimporting: (\d+) of 40 files", run.text)
    assert drawn
    assert drawn[-1] == "40"  # drawn in place (a carriage return, no new line)
    assert "\n" not in run.text  # nothing but the one line, rewritten
    assert run.text.endswith("\r\x1b[K")  # and cleared at the end


def test_import_elsewhere_is_quiet(tmp_path):
    paths = log_files(tmp_path / "logs", 5)
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(tmp_path / "data"), "import"]
        + [str(p) for p in paths],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0
    assert done.stderr == ""
    assert done.stdout.count("imported: ") == 5


def test_ctrl_c_stops_an_import_between_two_files_and_keeps_those_imported(tmp_path):
    paths = log_files(tmp_path / "logs", 400)
    data = tmp_path / "data"
    run = Run("--data-dir", str(data), "import", *map(str, paths))
    assert run.read_until(r"importing: (\d\d+) of 400 files")
    run.process.send_signal(signal.SIGINT)  # as Ctrl+C does
    assert run.end() == 130
    stopped = re.search(r"stopped: (\d+) of 400 files not imported", run.text)
    assert stopped, run.text
    left = int(stopped.group(1))
    assert 0 < left < 400 - 10
    assert "Traceback" not in run.text
    assert "KeyboardInterrupt" not in run.text
    imported = run.stdout.count("imported: ")
    assert imported == 400 - left
    with open_store(data).store as store:
        assert store.count_games() == imported


class _Terminal:
    """A stream that says it is a terminal."""

    def __init__(self, tty: bool) -> None:
        self.tty = tty
        self.written = ""

    def isatty(self) -> bool:
        return self.tty

    def write(self, text: str) -> int:
        self.written += text
        return len(text)

    def flush(self) -> None:
        pass


def test_the_progress_line_is_drawn_on_a_terminal_only_and_ctrl_c_cancels_between_chunks():
    from scoretable.cli.progress import TerminalProgress
    from scoretable.storage.work import Cancelled

    quiet = _Terminal(tty=False)
    with TerminalProgress(quiet, "sending", "games") as progress:  # type: ignore[arg-type]
        progress("sending", 5, 10)
    assert quiet.written == ""
    before = signal.getsignal(signal.SIGINT)
    terminal = _Terminal(tty=True)
    with TerminalProgress(terminal, "sending", "games") as progress:  # type: ignore[arg-type]
        progress("sending", 1234, 5000)
        assert terminal.written == "\rsending: 1,234 of 5,000 games\x1b[K"
        signal.raise_signal(signal.SIGINT)  # Ctrl+C: no KeyboardInterrupt, a request
        with pytest.raises(Cancelled):
            progress("sending", 1235, 5000)
        with pytest.raises(KeyboardInterrupt):  # a second Ctrl+C: at once
            signal.raise_signal(signal.SIGINT)
    assert terminal.written.endswith("\r\x1b[K")  # the line cleared
    assert signal.getsignal(signal.SIGINT) is before


def test_a_library_that_cannot_take_more_stops_the_import_and_keeps_the_chunks_committed(
    tmp_path, monkeypatch
):
    """Logs go in a chunk of files to a transaction: the chunk the library refuses is undone
    whole and said not imported; the lines above it are of files the library holds."""
    import io

    from scoretable.cli.import_logs import run_import
    from scoretable.storage.db import SaveError, Store

    paths = log_files(tmp_path / "logs", 6)
    real = Store.insert_game

    def insert(self, **game):
        if self.count_games() >= 1:  # the second file, in the second chunk
            raise SaveError("database or disk is full")
        return real(self, **game)

    monkeypatch.setattr(Store, "insert_game", insert)
    out, err = io.StringIO(), io.StringIO()
    assert run_import([str(p) for p in paths], str(tmp_path / "data"), out, err) == 1
    assert out.getvalue() == f"imported: {paths[0]} -> game 1\n"
    assert err.getvalue() == (
        "stopped: the library cannot take more games (database or disk is full); 5 of 6 files"
        " not imported (those above are in the library)\n"
    )
    monkeypatch.setattr(Store, "insert_game", real)
    with open_store(tmp_path / "data").store as store:
        assert store.count_games() == 1
