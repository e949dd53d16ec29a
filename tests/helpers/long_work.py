"""Large inputs made quickly for the long-work tests: a library of finished games, a backup,
a folder of Tenhou logs; and a heartbeat that measures how long the event loop stopped."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from PySide6.QtCore import QTimer

from helpers.log_fixtures import GAME_XML
from scoretable.engine.rules import get_preset
from scoretable.engine.table import (
    DeclareRiichi,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_from_dict,
    action_to_dict,
    apply,
    new_game,
)
from scoretable.storage.db import Store, _result_dict


def finished_log() -> list[dict[str, Any]]:
    """A whole hanchan under the standard rules: a riichi and a ron, then draws with nobody
    tenpai (the deal passes) until South 4 is over."""
    rules = get_preset("standard")
    log = [action_to_dict(DeclareRiichi(1)), action_to_dict(Win((WinEntry(1, 3, 30),), 2))]
    state = new_game(rules)
    for entry in log:
        state = apply(state, action_from_dict(entry)).state
    while not state.game_over:
        entry = action_to_dict(ExhaustiveDraw(frozenset()))
        state = apply(state, action_from_dict(entry)).state
        log.append(entry)
    return log


def fill(store: Store, games: int) -> None:
    """``games`` finished games, each its own start time and players, in one transaction."""
    rules = get_preset("standard")
    log = finished_log()
    state = new_game(rules)
    for entry in log:
        state = apply(state, action_from_dict(entry)).state
    result = _result_dict(state)
    store.insert_games(
        [
            {
                "players": [f"P{(n * 7 + s) % 40}" for s in range(4)],
                "rules": rules.to_dict(),
                "log": log,
                "index": len(log),
                "finished": True,
                "result": result,
                "created": f"2025-01-01T19:00:00.{n:06d}+00:00",
            }
            for n in range(games)
        ]
    )


def log_files(folder: Path, count: int) -> list[Path]:
    """``count`` different Tenhou logs (the fixture game under other names and seeds)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(count):
        text = GAME_XML.replace("fixture-1", f"fixture-{n}").replace(
            'n0="%41%6E%6E"', f'n0="{quote(f"Ann {n}")}"'
        )
        path = folder / f"game{n:05d}.mjlog"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


class Heartbeat:
    """A timer beating every 20 ms; :attr:`longest` is the longest time between two beats
    (how long the event loop stopped at most)."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._beat)
        self.longest = 0.0
        self.beats = 0
        self._last = 0.0

    def start(self) -> Heartbeat:
        self._last = time.perf_counter()
        self.timer.start()
        return self

    def _beat(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now
        self.beats += 1

    def stop(self) -> float:
        self.timer.stop()
        self._beat()
        return self.longest


def hold_at_half(stage: str) -> tuple[threading.Event, threading.Event, Callable[[], None]]:
    """Hold a job's thread once it reports half of ``stage`` (on a quick machine the work was
    over before a test's click), until the first event (the gate) is set; the second is set
    when it is reached. Call the third to undo (it opens the gate too)."""
    from scoretable.ui.widgets import long_work

    gate, reached = threading.Event(), threading.Event()
    real = long_work._Thread.progress

    def held(thread: Any, step: str, done: int, total: int) -> None:
        if step == stage and total and done * 2 >= total and not gate.is_set():
            reached.set()
            gate.wait(60)
        real(thread, step, done, total)

    long_work._Thread.progress = held  # type: ignore[method-assign]

    def restore() -> None:
        gate.set()
        long_work._Thread.progress = real  # type: ignore[method-assign]

    return gate, reached, restore
