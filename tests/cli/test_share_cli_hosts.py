"""``scoretable share --host 0.0.0.0`` (or ``::``): "all addresses" and this machine's real
ones are printed, never the wildcard, a refusal's line included; the pages open at the
addresses printed."""

from __future__ import annotations

import io
import json
import socket
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scoretable.cli import share
from scoretable.cli.share import run_share
from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.session.share.addresses import local_addresses

NAMES = ["Aiko", "Bruno", "Chen", "Dana"]
RULES = get_preset("standard")
WILDCARDS = ["0.0.0.0", "::", "0"]


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> Iterator[Path]:
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    yield tmp_path
    store.close()


class Said(io.StringIO):
    """What is printed, the threads waiting for it told of each write."""

    def __init__(self, changed: threading.Condition) -> None:
        super().__init__()
        self.changed = changed

    def write(self, text: str) -> int:
        with self.changed:
            written = super().write(text)
            self.changed.notify_all()
        return written


class Running:
    """``run_share`` on a thread of its own, its output kept."""

    def __init__(self, directory: Path, host: str, port: int = 0, as_json: bool = False) -> None:
        self.changed = threading.Condition()
        self.out, self.err = Said(self.changed), Said(self.changed)
        self.stop = threading.Event()
        self.code: int | None = None

        def run() -> None:
            code = run_share(
                data_dir=str(directory),
                host=host,
                port=port,
                as_json=as_json,
                out=self.out,
                err=self.err,
                stop=self.stop,
            )
            with self.changed:
                self.code = code
                self.changed.notify_all()

        self.thread = threading.Thread(target=run)
        self.thread.start()

    def wait_for(self, text: str) -> str:
        """The output once ``text`` is in it (or the command has ended); 20 s a guard."""
        with self.changed:
            assert self.changed.wait_for(
                lambda: text in self.out.getvalue() or self.code is not None, 20
            ), self.err.getvalue()
            return self.out.getvalue()

    def end(self) -> int | None:
        self.stop.set()
        self.thread.join(20)
        return self.code


def _get(url: str) -> int:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return int(answer.status)


@pytest.mark.parametrize("wildcard", WILDCARDS)
def test_all_addresses_are_said_and_the_real_ones_printed(library: Path, wildcard: str) -> None:
    running = Running(library, wildcard)
    try:
        out = running.wait_for("overlay:")
    finally:
        assert running.end() == 0
    first = out.splitlines()[0]
    assert first == (
        f"Sharing {' · '.join(NAMES)} on all addresses ({', '.join(local_addresses())})"
        " (Ctrl+C stops):"
    )
    assert "0.0.0.0" not in out and "[::]" not in out
    urls = [line.split(": ", 1)[1] for line in out.splitlines()[1:]]
    assert len(urls) == 5
    assert all(url.startswith(f"http://{local_addresses()[0]}:") for url in urls)
    assert running.err.getvalue() == ""


@pytest.mark.parametrize("wildcard", WILDCARDS)
def test_the_json_line_names_a_real_address_that_opens(library: Path, wildcard: str) -> None:
    running = Running(library, wildcard, as_json=True)
    try:
        urls = json.loads(running.wait_for("\n").splitlines()[0])
        seat = urls["seats"][0]
        assert "0.0.0.0" not in json.dumps(urls)
        # the loopback is among this machine's addresses: the page opens there too
        port = seat.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)[1]
        local = seat.replace(seat.split("/")[2], f"127.0.0.1:{port}")
        assert _get(local.replace("/seat?", "/state.json?")) == 200
    finally:
        assert running.end() == 0


@pytest.mark.parametrize("wildcard", WILDCARDS)
def test_a_refusal_on_all_addresses_names_no_wildcard(library: Path, wildcard: str) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        running = Running(library, wildcard, port=port)
        code = running.end()
    assert code == 1
    assert running.out.getvalue() == ""
    assert running.err.getvalue() == (
        f"scoretable share: cannot listen on all addresses, port {port}: Address already in use\n"
    )


def test_a_refusal_on_one_address_names_it(library: Path) -> None:
    with socket.socket(socket.AF_INET6) as taken:
        taken.bind(("::1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        running = Running(library, "::1", port=port)
        code = running.end()
    assert code == 1
    assert running.err.getvalue() == (
        f"scoretable share: cannot listen on [::1], port {port}: Address already in use\n"
    )


class Looks(threading.Event):
    """A stop that counts the looks at the library: the command's wait between two looks
    is asked of it; set after the third."""

    def __init__(self) -> None:
        super().__init__()
        self.waits: list[float | None] = []

    def wait(self, timeout: float | None = None) -> bool:
        self.waits.append(timeout)
        if len(self.waits) == 3:
            self.set()
        return self.is_set()


def test_the_library_is_looked_at_every_quarter_second(library: Path) -> None:
    # a commit reaches the pages by the next look: within a second, whatever the machine
    # (the time it takes is benchmarks/bench_share.py command's figure)
    stop = Looks()
    code = run_share(
        data_dir=str(library), host="127.0.0.1", port=0, as_json=True,
        out=io.StringIO(), err=io.StringIO(), stop=stop,
    )  # fmt: skip
    assert code == 0
    assert stop.waits == [share.POLL_SECONDS] * 3
    assert share.POLL_SECONDS == 0.25
