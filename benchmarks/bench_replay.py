"""Replay every hand of shared/oracle/dev.jsonl through the engine and time it.

    .venv/bin/python benchmarks/bench_replay.py

Figures: the whole conformance run (reading, parsing, replaying, comparing; target under one
second), the replay alone (riichi deposits + result through ``apply``) per hand, and the
final results of every ended game. Nothing is asserted: the numbers are printed.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

from scoretable.cli.conformance import parse_record, replay
from scoretable.engine.results import final_results
from scoretable.engine.rules import get_preset

ORACLE = Path(__file__).resolve().parent.parent.parent / "shared" / "oracle" / "dev.jsonl"


def run() -> list[dict[str, object]]:
    """Time the replay of dev.jsonl (one row with value NaN and a note if it is absent)."""
    from scoretable.cli.conformance import run_conformance

    if not ORACLE.exists():
        return [
            {
                "name": "replay dev.jsonl",
                "value": float("nan"),
                "unit": "s",
                "note": f"{ORACLE} not found",
            }
        ]
    lines = ORACLE.read_text(encoding="utf-8").splitlines()

    start = time.perf_counter()
    sink = io.StringIO()
    status = run_conformance(str(ORACLE), "tenhou", sink)
    whole = time.perf_counter() - start
    summary = sink.getvalue().strip().splitlines()[-1]

    tenhou = get_preset("tenhou")
    records = [parse_record(line) for line in lines]
    rules = [tenhou.replace(length=r.length) if r.length else tenhou for r in records]
    start = time.perf_counter()
    steps = [replay(record, rule) for record, rule in zip(records, rules, strict=True)]
    replay_time = time.perf_counter() - start

    ended = [step.state for step in steps if step.state.game_over]
    start = time.perf_counter()
    for state in ended:
        final_results(state)
    results_time = time.perf_counter() - start

    return [
        {
            "name": "conformance dev.jsonl (whole run)",
            "value": whole,
            "unit": "s",
            "note": f"{len(lines)} hands; exit {status}; {summary}",
        },
        {
            "name": "replay per hand (apply only)",
            "value": replay_time / len(records) * 1e6,
            "unit": "us",
            "note": f"{len(records)} hands in {replay_time * 1000:.1f} ms",
        },
        {
            "name": "final_results per game",
            "value": results_time / max(len(ended), 1) * 1e6,
            "unit": "us",
            "note": f"{len(ended)} ended games",
        },
    ]


if __name__ == "__main__":
    rows = run()
    width = max(len(str(row["name"])) for row in rows)
    for row in rows:
        print(f"{row['name']!s:<{width}}  {row['value']:>10.3f} {row['unit']!s:<3}  {row['note']}")
