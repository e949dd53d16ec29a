"""Long work in the background (issue 35): restore, backup and the import of Tenhou logs at
1,000 and 10,000 games, each run as the window runs it (``ui.widgets.long_work``: a thread
with its own connection), and the worksheet and league PDFs (``ui.widgets.child_work``: a
child process), with a timer beating every 20 ms on the window's thread.

    .venv/bin/python benchmarks/bench_long_work.py            # 1,000 and 10,000 games
    .venv/bin/python benchmarks/bench_long_work.py 1000       # 1,000 only (quicker)

Then the club sync of the whole library (Games -> Send the library to the club) of 1,000
games to a PostgreSQL server started for it (tests/helpers/pg.py; without one the row says
why), as tests/club/test_club_sync_ui.py runs it.

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
    from scoretable.ui.widgets import long_work

    return _run(lambda parent: long_work.start(parent, store, "bench", work))


def _run_child(function: Any, kwargs: dict[str, Any], target: Path) -> tuple[float, float]:
    """Draw ``target`` in a child process as the window does; (seconds, longest gap)."""
    from scoretable.ui.widgets import child_work

    return _run(lambda parent: child_work.start(parent, "bench", function, kwargs, target))


def _run(start: Any) -> tuple[float, float]:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    loop = QEventLoop()
    heart = _heartbeat().start()
    started = time.perf_counter()
    job = start(parent)
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


def measure_pdfs() -> dict[str, tuple[float, float]]:
    """The worksheet of the whole course (150 questions) and a league of 1,000 players, each
    drawn in a child process."""
    from scoretable.engine.rules import get_preset
    from scoretable.storage.league import Standing
    from scoretable.teaching.worksheet import build_worksheet, course_hands
    from scoretable.ui.learn.worksheet_pdf import draw_pdf as draw_sheet
    from scoretable.ui.library.league import draw_pdf as draw_standings
    from scoretable.ui.library.league import standings_html

    questions = build_worksheet(course_hands(), get_preset("standard"), None, 1)
    rows = [Standing(f"Player {n}", 10, 500.0 - n, 25, 40, 8, 5) for n in range(1000)]
    out: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out[f"worksheet PDF, {len(questions)} questions"] = _run_child(
            draw_sheet, {"questions": questions}, folder / "sheet.pdf"
        )
        out["league PDF, 1,000 players"] = _run_child(
            draw_standings,
            {"html": standings_html(rows, "Standings", ("Player", "Games", "Points", "Avg"))},
            folder / "league.pdf",
        )
    return out


def measure_club(games: int = 1000) -> tuple[float, float] | str:
    """The whole library of ``games`` sent to a club server as the window sends it; (seconds,
    longest gap), or why it could not run."""
    try:
        from helpers.pg import NoServer, running_server
    except ImportError as error:
        return f"cannot start a server: {error}"
    from helpers.club_games import table_game

    from scoretable.storage.club import sync
    from scoretable.storage.db import open_store

    try:
        with running_server() as server, tempfile.TemporaryDirectory() as tmp:
            url = server.create_database("bench_long_work")
            with open_store(Path(tmp) / "lib").store as store:
                for seed in range(games):
                    table_game(store, [f"A{seed}", "Bo", "Cy", "Di"], seed)
                return _run_job(
                    store,
                    lambda store, progress: sync(
                        store, url, lambda done, total: progress("sending", done, total)
                    ),
                )
    except NoServer as reason:
        return str(reason)


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
    club = measure_club()
    if isinstance(club, str):
        rows.append({"name": "club sync 1,000 games", "value": float("nan"), "unit": "s",
                     "note": club})  # fmt: skip
    else:
        rows.append(
            {
                "name": "club sync 1,000 games",
                "value": club[0],
                "unit": "s",
                "note": f"longest freeze {club[1] * 1000:.0f} ms",
            }
        )
    for name, (took, gap) in measure_pdfs().items():
        rows.append(
            {
                "name": name,
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
