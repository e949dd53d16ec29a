"""Sharing with phones: how soon a change reaches the pages, and what sharing costs the window.

    .venv/bin/python benchmarks/bench_share.py           # all of it
    .venv/bin/python benchmarks/bench_share.py follow    # the share command's follower only
    .venv/bin/python benchmarks/bench_share.py learners  # every seat a learner, wins asked

A real MainWindow (offscreen, 1366x768) on a GameModel, its Share dialog started on the
loopback with 8 pages connected by WebSocket (aiohttp's client, on a thread of its own).

- Update latency: 200 actions (a draw, then its undo, in turn) each timed from the model call
  to the moment the last of the 8 pages has the new state (median and worst).
- Frame time: a draw and its undo, from the model call to all four panels painted (as
  bench_repaint), median over 200 with sharing off, then on with the 8 pages connected.

- The ``share`` command's follower on a library of 10,000 finished games (bench_library's
  real games) with a game being played in it by a store held open (write-ahead log, as the
  window's): one look when nothing changed (median of 200), and a change (a draw, then its
  undo, in turn) from its commit to the follower having served it (median and worst of 100).

- With learners (``learners``): the same, the actions a ron (its han and fu changing, so most
  are hands not asked before) and its undo, every seat marked learning: each ron opens a
  question on the four seats' pages; the frame with sharing on but no learners, then with
  them, and the latency to the 8 pages with them.

Printed, never asserted.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]  # this checkout, and bench_library's library

ACTIONS = 200
PAGES = 8
LIBRARY_GAMES = 10_000


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.add(id(watched))
        return False


class Pages:
    """PAGES WebSocket clients on a thread of their own, each noting when each version came."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self.arrived: dict[int, list[float]] = {}
        self.lock = threading.Lock()
        self.ready = threading.Event()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self._run(),))
        self.thread.start()
        self.ready.wait(30)

    async def _run(self) -> None:
        import aiohttp

        self.stop = asyncio.Event()
        async with aiohttp.ClientSession() as session:
            sockets = [await session.ws_connect(url) for url in self.urls]
            tasks = [asyncio.ensure_future(self._read(ws)) for ws in sockets]
            self.ready.set()
            await self.stop.wait()
            for ws in sockets:
                await ws.close()
            for task in tasks:
                task.cancel()

    async def _read(self, ws: object) -> None:
        async for message in ws:  # type: ignore[attr-defined]
            now = time.perf_counter()
            version = json.loads(message.data)["version"]
            with self.lock:
                self.arrived.setdefault(version, []).append(now)

    def all_have(self, version: int) -> float | None:
        with self.lock:
            times = self.arrived.get(version, [])
            return max(times) if len(times) >= len(self.urls) else None

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(10)


def run(learners: bool = False) -> list[dict[str, object]]:
    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.ui.share_dialog import ShareDialog
    from scoretable.ui.table.main_window import MainWindow

    model = GameModel(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(model)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    counter = PaintCounter()
    labels = [panel.score_label for panel in window.panels]
    for label in labels:
        label.installEventFilter(counter)
    watched = {id(label) for label in labels}
    draw = ExhaustiveDraw(tenpai=frozenset({1}))  # scores change, the game never ends

    def act(index: int) -> None:
        if index % 2:
            model.undo()
        elif learners:  # a ron, its han and fu changing: most are hands not seen before
            han, fu = 1 + (index // 2) % 4, 30 + 10 * ((index // 8) % 9)
            model.record_win(Win(entries=(WinEntry(winner=1, han=han, fu=fu),), discarder=2))
        else:
            model.record_draw(draw)

    def frames() -> list[float]:
        samples = []
        for index in range(ACTIONS):
            counter.painted.clear()
            start = time.perf_counter()
            act(index)
            while not watched <= counter.painted:
                app.processEvents()
                if time.perf_counter() > start + 5:
                    raise RuntimeError("the panels did not paint")
            samples.append(time.perf_counter() - start)
        return samples

    off = frames()
    window.menu_game.act_share.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    assert dialog.start()
    urls = dialog.server.urls()
    pages = [*urls["seats"], urls["overlay"]]
    ws = [
        u.replace("/seat?", "/ws?").replace("/overlay?", "/ws?").replace("http", "ws")
        for u in pages
    ]
    clients = Pages([ws[i % len(ws)] for i in range(PAGES)])
    try:
        on = frames()
        asked: list[float] = []
        if learners:
            for seat in range(4):
                dialog.set_learning(seat, True)
            asked = frames()
        latencies = []
        for index in range(ACTIONS):
            start = time.perf_counter()
            act(index)
            version = dialog.server.snapshot.version
            while (arrived := clients.all_have(version)) is None:
                app.processEvents()
                time.sleep(0.0005)
                if time.perf_counter() > start + 5:
                    raise RuntimeError("the pages did not get the update")
            latencies.append(arrived - start)
    finally:
        clients.close()
        dialog.stop()
        window.close()
    ms = 1000
    if learners:
        return [
            {
                "name": "share, learners: action -> all 8 pages updated (median)",
                "value": round(statistics.median(latencies) * ms, 2),
                "unit": "ms",
                "note": f"{ACTIONS} actions (a ron, its undo), 4 learner seats; bound 1,000 ms",
            },
            {
                "name": "share, learners: action -> all 8 pages updated (worst)",
                "value": round(max(latencies) * ms, 2),
                "unit": "ms",
                "note": "",
            },
            {
                "name": "share, learners: frame, sharing on, no learners (median)",
                "value": round(statistics.median(on) * ms, 2),
                "unit": "ms",
                "note": f"sharing off {statistics.median(off) * ms:.2f} ms",
            },
            {
                "name": "share, learners: frame, every seat a learner (median)",
                "value": round(statistics.median(asked) * ms, 2),
                "unit": "ms",
                "note": f"worst without {max(on) * ms:.1f} ms, with {max(asked) * ms:.1f} ms",
            },
        ]
    return [
        {
            "name": "share: action -> all 8 pages updated (median)",
            "value": round(statistics.median(latencies) * ms, 2),
            "unit": "ms",
            "note": f"{ACTIONS} actions (a draw, its undo), loopback; the issue's bound 1,000 ms",
        },
        {
            "name": "share: action -> all 8 pages updated (worst)",
            "value": round(max(latencies) * ms, 2),
            "unit": "ms",
            "note": "",
        },
        {
            "name": "share: frame (action -> panels painted), sharing off (median)",
            "value": round(statistics.median(off) * ms, 2),
            "unit": "ms",
            "note": f"{ACTIONS} actions, 1366x768 offscreen",
        },
        {
            "name": "share: frame, sharing on with 8 pages (median)",
            "value": round(statistics.median(on) * ms, 2),
            "unit": "ms",
            "note": f"worst off {max(off) * ms:.1f} ms, on {max(on) * ms:.1f} ms",
        },
    ]


def follow(games: int = LIBRARY_GAMES) -> list[dict[str, object]]:
    from bench_library import fill, real_games

    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import ExhaustiveDraw
    from scoretable.game.model import GameModel
    from scoretable.session.share.follow import LibraryFollower
    from scoretable.session.share.server import ShareServer
    from scoretable.storage.db import open_store
    from scoretable.storage.paths import DB_NAME

    with tempfile.TemporaryDirectory(prefix="scoretable-bench-") as scratch:
        directory = Path(scratch)
        store = open_store(directory).store
        try:
            fill(store, games, real_games())
            rules = get_preset("standard")
            names = ("Aiko", "Bruno", "Chen", "Dana")
            model = GameModel(rules, names, journal=store.start_game(rules, names))
            draw = ExhaustiveDraw(tenpai=frozenset({1}))
            model.record_draw(draw)
            size = (directory / DB_NAME).stat().st_size
            follower = LibraryFollower(directory, ShareServer())  # not started: no sockets
            if not follower.poll():
                raise RuntimeError("the follower found no game")
            idle = []
            for _ in range(ACTIONS):
                start = time.perf_counter()
                if follower.poll():
                    raise RuntimeError("nothing changed, yet the follower read a change")
                idle.append(time.perf_counter() - start)
            changes = []
            for index in range(ACTIONS // 2):
                if index % 2 == 0:
                    model.record_draw(draw)
                else:
                    model.undo()
                app.processEvents()
                start = time.perf_counter()
                if not follower.poll():
                    raise RuntimeError("the follower missed a change")
                changes.append(time.perf_counter() - start)
                served = follower.server.snapshot
                if served is None or served.state != model.state:
                    raise RuntimeError("the follower served another state")
            close = getattr(follower, "close", None)
            if close is not None:
                close()
        finally:
            store.close()
    ms = 1000
    return [
        {
            "name": f"share: follower, one look, nothing changed ({games:,} games, median)",
            "value": round(statistics.median(idle) * ms, 3),
            "unit": "ms",
            "note": f"{ACTIONS} looks; library {size / 1e6:.1f} MB, its log open",
        },
        {
            "name": "share: follower, a change read and served (median)",
            "value": round(statistics.median(changes) * ms, 2),
            "unit": "ms",
            "note": f"{ACTIONS // 2} changes (a draw, its undo)",
        },
        {
            "name": "share: follower, a change read and served (worst)",
            "value": round(max(changes) * ms, 2),
            "unit": "ms",
            "note": "",
        },
    ]


def main() -> None:
    if sys.argv[1:] == ["follow"]:
        rows = follow()
    elif sys.argv[1:] == ["learners"]:
        rows = run(learners=True)
    else:
        rows = [*run(), *follow()]
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>8} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
