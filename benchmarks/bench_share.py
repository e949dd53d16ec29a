"""Sharing with phones: how soon a change reaches the pages, and what sharing costs the window.

    .venv/bin/python benchmarks/bench_share.py           # all of it
    .venv/bin/python benchmarks/bench_share.py follow    # the share command's follower only
    .venv/bin/python benchmarks/bench_share.py learners  # every seat a learner, wins asked
    .venv/bin/python benchmarks/bench_share.py command   # the share command's pages
    .venv/bin/python benchmarks/bench_share.py page      # a real page in headless Chromium
    .venv/bin/python benchmarks/bench_share.py stop      # stop with a silent page connected

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

- The ``share`` command (``command``) following a library another process plays in (as the
  table's window does): from each commit (a draw, then its undo, in turn) to a page's socket
  having the new state (median and worst of 40; the library is looked at every quarter
  second); then the same with every seat a learner, the actions a ron and its undo.

- A real page (``page``): headless Chromium showing a seat's page; from a publish to the
  page showing the new state, pushed over its socket (median and worst of 20). Skipped,
  saying so, without Chromium.

- Stop (``stop``): the server's stop with a page connected that never answers (its goodbye
  unanswered): median and worst of 10.

The tests prove each of these happens (by order, by the states that come); how soon is
only measured here. Printed, never asserted.
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
# this checkout, bench_library's library, and the tests' helpers (Chromium, the share games)
sys.path[:0] = [str(HERE.parent), str(HERE), str(HERE.parent / "tests")]

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


def _median_worst(name: str, seconds: list[float], note: str) -> list[dict[str, object]]:
    ms = 1000
    return [
        {
            "name": f"{name} (median)",
            "value": round(statistics.median(seconds) * ms, 1),
            "unit": "ms",
            "note": note,
        },
        {"name": f"{name} (worst)", "value": round(max(seconds) * ms, 1), "unit": "ms", "note": ""},
    ]


def command(changes: int = 40) -> list[dict[str, object]]:
    """The ``share`` command's pages following another process's commits (the window's)."""
    rows: list[dict[str, object]] = []
    for learners in (False, True):
        seconds = _command_once(learners, changes)
        what = "every seat a learner, a ron and its undo" if learners else "a draw and its undo"
        rows += _median_worst(
            "share command: another process's commit -> the page has it"
            + (", learners" if learners else ""),
            seconds,
            f"{changes} commits ({what}); looked at every quarter second",
        )
    return rows


def _command_once(learners: bool, changes: int) -> list[float]:
    import subprocess

    QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    names = ["Aiko", "Bruno", "Chen", "Dana"]
    rules = get_preset("standard")
    ron = Win(entries=(WinEntry(winner=1, han=2, fu=30),), discarder=2)
    draw = ExhaustiveDraw(tenpai=frozenset({1}))
    with tempfile.TemporaryDirectory(prefix="scoretable-bench-") as scratch:
        store = open_store(Path(scratch)).store
        model = GameModel(rules, names, journal=store.start_game(rules, names))
        model.record_draw(ExhaustiveDraw(tenpai=frozenset()))

        def act(index: int) -> None:
            if index % 2:
                model.undo()
            elif learners:
                model.record_win(ron)
            else:
                model.record_draw(draw)

        extra = [a for seat in range(4) for a in ("--learner", str(seat))] if learners else []
        share = subprocess.Popen(
            [sys.executable, "-m", "scoretable", "--data-dir", scratch, "share",
             "--host", "127.0.0.1", "--port", "0", "--json", *extra],
            stdout=subprocess.PIPE, text=True, cwd=HERE.parent,
            env={**os.environ, "PYTHONPATH": str(HERE.parent)},
        )  # fmt: skip
        try:
            assert share.stdout is not None
            urls = json.loads(share.stdout.readline())
            url = urls["seats"][2].replace("/seat", "/ws").replace("http", "ws")
            return asyncio.run(_pushed(url, act, changes))
        finally:
            share.terminate()
            share.wait(30)
            store.close()


async def _pushed(url: str, act: object, changes: int) -> list[float]:
    """Seconds from each ``act(index)`` to the page's socket having a new version."""
    import aiohttp

    seconds = []
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        version = json.loads((await ws.receive(timeout=30)).data)["version"]
        for index in range(changes):
            start = time.perf_counter()
            act(index)  # type: ignore[operator]
            while True:
                state = json.loads((await ws.receive(timeout=30)).data)
                if state["version"] != version:
                    break
            seconds.append(time.perf_counter() - start)
            version = state["version"]
    return seconds


def page(changes: int = 20) -> list[dict[str, object]]:
    """A seat's page in headless Chromium: a publish until the page shows it."""
    from helpers.chromium import CHROMIUM, Browser
    from helpers.share_games import NAMES, RULES, south4_log

    from scoretable.session.share.language import translators
    from scoretable.session.share.server import ShareServer
    from scoretable.session.share.state import snapshot_of

    name = "share: publish -> a page in Chromium shows it"
    if CHROMIUM is None:
        return [{"name": name, "value": "-", "unit": "", "note": "Chromium is not installed"}]
    log = south4_log()
    server = ShareServer(translators=translators())
    server.start()
    server.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    browser = Browser()
    seconds = []
    try:
        for index in range(changes):

            def publish(index: int = index) -> str:
                snapshot = snapshot_of(RULES, NAMES, log, len(log) - 1 - index % 2)
                server.publish(snapshot)
                return f"document.body.dataset.version === '{snapshot.version}'"

            report = browser.shoot(server.urls()["seats"][0], 390, 844, then=publish)
            seconds.append(float(report["then_seconds"]))
    finally:
        browser.close()
        server.stop()
    return _median_worst(name, seconds, f"{changes} pages opened, one publish each; 390x844")


def stop(times: int = 10) -> list[dict[str, object]]:
    """The server's stop with a page connected that never answers its goodbye."""
    import aiohttp
    from helpers.share_games import NAMES, RULES, south4_log

    from scoretable.session.share.server import ShareServer
    from scoretable.session.share.state import snapshot_of

    log = south4_log()

    async def once() -> float:
        server = ShareServer()
        server.start()
        server.new_game(snapshot_of(RULES, NAMES, log, len(log)))
        url = server.urls()["seats"][0].replace("/seat", "/ws").replace("http", "ws")
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(url, autoclose=False, autoping=False)
            await ws.receive(timeout=30)
            start = time.perf_counter()
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            took = time.perf_counter() - start
            await ws.close()
        return took

    seconds = [asyncio.run(once()) for _ in range(times)]
    return _median_worst(
        "share: stop with a silent page connected", seconds, f"{times} stops, one page each"
    )


def main() -> None:
    modes = {"follow": follow, "command": command, "page": page, "stop": stop}
    if sys.argv[1:] == ["learners"]:
        rows = run(learners=True)
    elif sys.argv[1:2] and sys.argv[1] in modes:
        rows = modes[sys.argv[1]]()
    else:
        rows = [*run(), *follow(), *command(), *page(), *stop()]
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>8} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
