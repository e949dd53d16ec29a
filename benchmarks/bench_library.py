"""A library of real games at 100 and at 10,000 games: does it stay as fast?

    .venv/bin/python benchmarks/bench_library.py            # 100 and 10,000 games
    .venv/bin/python benchmarks/bench_library.py 1000       # 100 and 1,000 (quicker)

The games are the real Tenhou games of ``../shared/oracle/dev.jsonl`` (391 of them), each
stored as the model stores a game (riichi deposits and results, Tenhou rules), repeated under
other names and start times up to the size wanted (made-up games where the oracle is absent).
Timed, at each size: start-up of the app on that library (``--screenshot``, a new process,
median of 3), the library dialog shown, player statistics (all rules, one preset), a backup,
a restore into an empty library, a restore into the same library (all duplicates), and the
import of 100 real logs (tenhou.net/6 files written from real games by the export).
Budgets (issue): restore into empty within 10x the backup, statistics within 200 ms, start-up
and library dialog within 1.5x their 100-game figures. Nothing is asserted; numbers are printed.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "oracle" / "dev.jsonl"


def real_games() -> list[list[dict[str, Any]]]:
    from scoretable.cli.conformance import parse_record
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import (
        DeclareRiichi,
        action_from_dict,
        action_to_dict,
        apply,
        new_game,
    )

    rules = get_preset("tenhou")
    games: dict[str, list[dict[str, Any]]] = {}
    if ORACLE.exists():
        for line in ORACLE.read_text(encoding="utf-8").splitlines():
            record = parse_record(line)
            log = games.setdefault(json.loads(line)["game_id"], [])
            log += [action_to_dict(DeclareRiichi(s)) for s in record.riichi]
            log.append(action_to_dict(record.result))
    out = []
    for log in games.values():  # keep the part that plays from a new game under the preset
        state, kept = new_game(rules), []
        for entry in log:
            try:
                state = apply(state, action_from_dict(entry)).state
            except ValueError:
                break
            kept.append(entry)
            if state.game_over:
                break
        if state.game_over:
            out.append(kept)
    if not out:
        from scoretable.engine.table import Win, WinEntry

        out = [[action_to_dict(Win((WinEntry(1, 13, 30, 1),), 0))]]
    return out


def fill(store: Any, games: int, logs: list[list[dict[str, Any]]]) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import action_from_dict, apply, new_game
    from scoretable.storage.db import _result_dict

    rules = get_preset("tenhou")
    results = []
    for log in logs:
        state = new_game(rules)
        for entry in log:
            state = apply(state, action_from_dict(entry)).state
        results.append(_result_dict(state))
    for n in range(games):
        k = n % len(logs)
        store.insert_game(
            players=[f"P{(n * 7 + s) % 40}" for s in range(4)],
            rules=rules.to_dict(),
            log=logs[k],
            index=len(logs[k]),
            finished=True,
            result=results[k],
            created=f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}T19:{n % 60:02d}:00.{n:06d}+00:00",
        )


def timed(fn: Any, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def startup(data: Path) -> float:
    def once() -> None:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "scoretable",
                "--data-dir",
                str(data),
                "--screenshot",
                str(data / "shot.png"),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )

    return timed(once)


def measure(games: int, logs: list[list[dict[str, Any]]]) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from scoretable.engine.rules import get_preset
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store
    from scoretable.storage.exchange import export_library, import_library
    from scoretable.storage.stats import player_stats
    from scoretable.ui.library.games_dialog import LibraryDialog

    app = QApplication.instance() or QApplication([])
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        with open_store(data).store as store:
            fill(store, games, logs)
        figures["start-up"] = startup(data)
        with open_store(data).store as store:
            library = Library(store)
            on_table = library.new_model(get_preset("tenhou"), ("A", "B", "C", "D"))

            def dialog() -> None:
                shown = LibraryDialog(library, on_table, lambda model: None)
                shown.show()
                app.processEvents()
                shown.close()
                shown.deleteLater()

            figures["library dialog"] = timed(dialog)
            figures["statistics, all rules"] = timed(lambda: player_stats(store))
            figures["statistics, one preset"] = timed(lambda: player_stats(store, "tenhou"))
            backup = Path(tmp) / "backup.json"
            figures["backup"] = timed(lambda: export_library(store, backup), repeat=1)
            figures["restore into the same library"] = timed(
                lambda: import_library(store, backup), repeat=1
            )
        with open_store(Path(tmp) / "empty").store as empty:
            figures["restore into an empty library"] = timed(
                lambda: import_library(empty, backup), repeat=1
            )
    return figures


def import_100(logs: list[list[dict[str, Any]]]) -> tuple[float, int]:
    from scoretable.storage.db import open_store
    from scoretable.storage.logs import import_log, tenhou6_json

    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "src"
        with open_store(source).store as store:
            fill(store, 100, logs)
            files = []
            for summary in store.list_games():
                text = json.loads(tenhou6_json(store.load_game(summary.id)))
                text["scoretable"].pop("rules")  # read under Tenhou's rules, as a log
                path = Path(tmp) / f"log{summary.id}.json"
                path.write_text(json.dumps(text, ensure_ascii=False), encoding="utf-8")
                files.append(path)
        with open_store(Path(tmp) / "lib").store as store:
            start = time.perf_counter()
            imported = 0
            for path in files:
                try:
                    import_log(store, path)
                    imported += 1
                except ValueError:
                    pass
            return time.perf_counter() - start, imported


def run(sizes: tuple[int, int] = (100, 10_000)) -> list[dict[str, object]]:
    logs = real_games()
    small, big = (measure(n, logs) for n in sizes)
    rows: list[dict[str, object]] = []
    for name in small:
        ratio = big[name] / small[name] if small[name] else float("nan")
        rows.append(
            {
                "name": f"library {sizes[1]:,}: {name}",
                "value": round(big[name] * 1e3, 1),
                "unit": "ms",
                "note": f"{small[name] * 1e3:.1f} ms at {sizes[0]}; ratio {ratio:.2f}x",
            }
        )
    seconds, imported = import_100(logs)
    rows.append(
        {
            "name": "import 100 real logs (tenhou.net/6)",
            "value": round(seconds, 2),
            "unit": "s",
            "note": f"{imported} imported, replayed and stored",
        }
    )
    return rows


if __name__ == "__main__":
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    for row in run((100, size)):
        print(f"{row['name']}: {row['value']} {row['unit']}  ({row['note']})")
