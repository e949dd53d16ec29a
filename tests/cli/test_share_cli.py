"""``scoretable share``: the first line once listening, another process's commits followed
by the pages (undo included), the library never written, a clean exit on SIGINT/SIGTERM."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry

NAMES = ["Aiko", "Bruno", "Chen", "Dana"]
RULES = get_preset("standard")
ROOT = Path(__file__).resolve().parents[2]


class Share:
    """A ``share --json`` process and the lines it prints."""

    def __init__(self, directory: Path, *extra: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scoretable", "--data-dir", str(directory), "share",
             "--host", "127.0.0.1", "--port", "0", *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)

    def line(self, timeout: float = 30) -> str:
        return self.lines.get(timeout=timeout)

    def stop(self, number: int = signal.SIGTERM) -> int:
        self.process.send_signal(number)
        return self.process.wait(timeout=10)


def _played(directory: Path) -> tuple[Any, Any]:
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(directory).store
    journal = store.start_game(RULES, NAMES)
    model = GameModel(RULES, NAMES, journal=journal)
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    return store, model


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> Iterator[tuple[Path, Any, Any]]:
    store, model = _played(tmp_path)
    yield tmp_path, store, model
    store.close()


def test_follows_another_process_by_itself(library: tuple[Path, Any, Any]) -> None:
    # each commit of another process reaches the open page, pushed, in order (how soon:
    # benchmarks/bench_share.py command)
    directory, _store, model = library
    share = Share(directory, "--json")
    try:
        urls = json.loads(share.line())
        assert set(urls) == {"seats", "overlay"}
        assert len(urls["seats"]) == 4
        assert all("?t=" in url for url in [*urls["seats"], urls["overlay"]])
        ws_url = urls["seats"][2].replace("/seat", "/ws").replace("http", "ws")
        steps = [lambda: model.record_draw(ExhaustiveDraw(tenpai=frozenset()))] * 3
        steps += [model.undo, model.redo]
        rounds = asyncio.run(_follow(ws_url, steps))
    finally:
        assert share.stop() == 0
    assert rounds == ["E2", "E3", "E4", "S1", "E4", "S1"]


async def _follow(url: str, steps: list[Any]) -> list[str]:
    rounds = []
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        first = json.loads((await ws.receive(timeout=10)).data)
        rounds.append(first["round"])
        assert first["scores"] == [25000, 28900, 21100, 25000]
        for step in steps:
            step()
            state = json.loads((await ws.receive(timeout=10)).data)  # a guard
            rounds.append(state["round"])
    return rounds


def _fingerprint(directory: Path) -> dict[str, str]:
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(directory.iterdir())
        if path.is_file()
    }


def test_reads_without_writing_or_locking(library: tuple[Path, Any, Any]) -> None:
    directory, store, _model = library
    store.close()  # nobody writes: every file must stay as it is
    before = _fingerprint(directory)
    share = Share(directory, "--json")
    try:
        urls = json.loads(share.line())
        state_url = urls["seats"][0].replace("/seat", "/state.json")

        async def read() -> dict[str, Any]:
            async with aiohttp.ClientSession() as session:
                for method in ("POST", "PUT", "DELETE"):
                    async with session.request(method, state_url) as answer:
                        assert answer.status == 405
                async with session.get(state_url) as answer:
                    return dict(await answer.json())

        state = asyncio.run(read())
        assert state["names"] == NAMES
        assert state["round"] == "E2"
    finally:
        assert share.stop(signal.SIGINT) == 0
    assert _fingerprint(directory) == before


def test_no_game_to_share(tmp_path: Path) -> None:
    share = Share(tmp_path, "--json")
    assert share.process.wait(timeout=30) == 1
    assert share.process.stderr is not None
    error = share.process.stderr.read()
    assert "there is no game to share" in error
    assert len(error.strip().splitlines()) == 1
    assert share.lines.empty()


def test_an_address_not_this_machines(library: tuple[Path, Any, Any]) -> None:
    directory, _store, _model = library
    process = subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(directory), "share",
         "--host", "203.0.113.1", "--port", "0", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=30,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert process.returncode == 1
    assert process.stdout == ""
    assert process.stderr.startswith("scoretable share: cannot listen on 203.0.113.1, port 0: ")
