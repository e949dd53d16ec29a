"""Long work in the background (issue 35): restore, backup and the import of Tenhou logs at
1,000 and 10,000 games, each run as the window runs it (``ui.widgets.long_work``: a thread
with its own connection), with a timer beating every 20 ms on the window's thread.

    .venv/bin/python benchmarks/bench_long_work.py            # 1,000 and 10,000 games
    .venv/bin/python benchmarks/bench_long_work.py 1000       # 1,000 only (quicker)

For each job: the time it took, and the longest the window's event loop stopped (the longest
gap between two beats; the aim is under 100 ms). The games are whole hanchan (a riichi and a
ron, then draws to the end of South 4) under other names and start times; the logs are a
four-hand Tenhou game (the tests' fixture) under other names and seeds. The beat alone, with
no job, is measured first: on a loaded machine it is the floor of every figure.
Nothing is asserted; numbers are printed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # the tests' helpers

SIZES = (1000, 10_000)


def _heartbeat() -> Any:
    from helpers.long_work import Heartbeat

    return Heartbeat()


def _run_job(store: Any, work: Any) -> tuple[float, float]:
    """Run ``work`` through the window's runner; (seconds, longest gap in seconds)."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QWidget

    from scoretable.ui.widgets import long_work

    parent = QWidget()
    loop = QEventLoop()
    heart = _heartbeat().start()
    started = time.perf_counter()
    job = long_work.start(parent, store, "bench", work)
    assert job is not None
    failed: list[object] = []
    job.failed.connect(failed.append)
    job.finished.connect(loop.quit)
    loop.exec()
    took = time.perf_counter() - started
    gap = heart.stop()
    if failed:
        raise RuntimeError(failed[0])
    parent.deleteLater()
    return took, gap


def _idle_gap(seconds: float = 3.0) -> float:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    heart = _heartbeat().start()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    return float(heart.stop())


def measure(games: int) -> dict[str, tuple[float, float]]:
    from helpers.long_work import fill, log_files

    from scoretable.storage.db import open_store
    from scoretable.storage.exchange import export_library_counted, import_library
    from scoretable.ui.library.log_files import import_log_files

    out: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        backup = folder / "backup.json"
        with open_store(folder / "source").store as source:
            fill(source, games)
            out["backup"] = _run_job(
                source, lambda store, progress: export_library_counted(store, backup, progress)
            )
        with open_store(folder / "restored").store as target:
            out["restore"] = _run_job(
                target, lambda store, progress: import_library(store, backup, progress)
            )
        paths = log_files(folder / "logs", games)
        with open_store(folder / "imported").store as target:
            out["import"] = _run_job(
                target, lambda store, progress: import_log_files(store, paths, progress)
            )
    return out


def run(sizes: tuple[int, ...] = SIZES) -> list[dict[str, object]]:
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    rows: list[dict[str, object]] = [
        {
            "name": "event loop alone, longest gap",
            "value": _idle_gap() * 1000,
            "unit": "ms",
            "note": "a 20 ms timer with no job running (3 s)",
        }
    ]
    for games in sizes:
        for job, (took, gap) in measure(games).items():
            what = "logs" if job == "import" else "games"
            rows.append(
                {
                    "name": f"{job} {games:,} {what}",
                    "value": took,
                    "unit": "s",
                    "note": f"longest freeze {gap * 1000:.0f} ms",
                }
            )
    return rows


if __name__ == "__main__":
    chosen = tuple(int(a) for a in sys.argv[1:]) or SIZES
    rows = run(chosen)
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        value = r["value"]
        assert isinstance(value, float)
        print(f"{r['name']:<{width}}  {value:>10.3f} {r['unit']:<3} {r['note']}", flush=True)
