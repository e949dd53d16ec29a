"""Peak memory of a long session: 2,000 hands through the game model, in a fresh process.

    .venv/bin/python benchmarks/bench_memory.py

The session is one game that never ends: in each hand a player declares riichi and takes it
back, then the hand is an exhaustive draw with all four players tenpai (the dealer stays,
honba +1, nobody pays). That is 3 undoable commands per hand, 6,000 in all, each swapping one
immutable table state for the next and emitting the model's signals; the model keeps the whole
log, history and undo stack, which is what grows. No window and no database: the model alone.

Each figure comes from a child process, so that this process's imports do not count:

- peak RSS (``resource.getrusage``, ru_maxrss) before the first hand and after the last;
- the Python heap measured by ``tracemalloc`` (a second child, as tracing slows it down):
  the peak, and the growth per hand;
- the time per hand.

Nothing is asserted: the numbers are printed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

HANDS = 2_000


def session(hands: int, trace: bool) -> dict[str, float]:
    """Play ``hands`` hands; return what was measured (runs in the child process)."""
    import resource
    import tracemalloc

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import ExhaustiveDraw
    from scoretable.game.model import GameModel

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    all_tenpai = ExhaustiveDraw(tenpai=frozenset(range(4)))
    model = GameModel(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana"))
    if trace:
        tracemalloc.start()
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    heap_before = tracemalloc.get_traced_memory()[0] if trace else 0
    start = time.perf_counter()
    for hand in range(hands):
        seat = hand % 4
        model.declare_riichi(seat)
        model.cancel_riichi(seat)
        model.record_draw(all_tenpai)
    elapsed = time.perf_counter() - start
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if model.state.game_over or len(model.log) != 3 * hands:
        raise RuntimeError("the session did not play out as planned")
    result = {
        "rss_before_mib": rss_before / 1024,
        "rss_after_mib": rss_after / 1024,
        "seconds": elapsed,
    }
    if trace:
        current, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        result["heap_peak_mib"] = peak / 2**20
        result["heap_growth_kib_per_hand"] = (current - heap_before) / 1024 / hands
    return result


def _child(hands: int, trace: bool) -> dict[str, float]:
    command = [sys.executable, __file__, "--child", str(hands)] + (["--trace"] if trace else [])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env).stdout
    data: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return data


def run(hands: int = HANDS) -> list[dict[str, object]]:
    plain = _child(hands, trace=False)
    traced = _child(hands, trace=True)
    note = f"{hands:,} hands, {3 * hands:,} commands, model only"
    return [
        {
            "name": "RSS after start-up (model, no hands)",
            "value": round(plain["rss_before_mib"], 1),
            "unit": "MiB",
            "note": "peak resident set size of a fresh process",
        },
        {
            "name": f"peak RSS after {hands:,} hands",
            "value": round(plain["rss_after_mib"], 1),
            "unit": "MiB",
            "note": note,
        },
        {
            "name": "Python heap peak (tracemalloc)",
            "value": round(traced["heap_peak_mib"], 2),
            "unit": "MiB",
            "note": note,
        },
        {
            "name": "heap growth per hand",
            "value": round(traced["heap_growth_kib_per_hand"], 2),
            "unit": "KiB",
            "note": "log, history and undo stack kept for the whole game",
        },
        {
            "name": "time per hand (3 commands)",
            "value": round(plain["seconds"] / hands * 1000, 3),
            "unit": "ms",
            "note": "declare riichi, take it back, exhaustive draw",
        },
    ]


def print_table(rows: list[dict[str, object]]) -> None:
    width = max(len(str(r["name"])) for r in rows)
    for row in rows:
        print(f"{row['name']:<{width}}  {row['value']:>10} {row['unit']:<4}  {row['note']}")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--child":
        print(json.dumps(session(int(sys.argv[2]), trace="--trace" in sys.argv)))
    else:
        print_table(run())
