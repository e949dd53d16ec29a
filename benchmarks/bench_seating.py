"""Tournament seating: repeated meetings and planning time of a whole day's schedule.

    .venv/bin/python benchmarks/bench_seating.py [--seeds N]

For 16 to 100 players over 4, 6 and 8 sessions, :func:`scoretable.engine.seating.plan` seats
the whole day (session 1 at random, the rest planned with it). Printed for each: the repeated
meetings (each pair counts its meetings after the first; the median over the seeds), the
floor no schedule can go below (each player meets ``sessions x 3`` opponents among the others),
the most times one pair met, and the planning time (median seconds). A markdown table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scoretable.engine.seating import meetings, plan  # noqa: E402

PLAYERS = (16, 20, 24, 32, 36, 64, 100)
SESSIONS = (4, 6, 8)


def floor(players: int, sessions: int) -> int:
    """Repeats no schedule avoids: a player meeting more opponents than there are others."""
    extra = sessions * 3 - (players - 1)
    return max(0, extra) * players // 2


def measure(players: int, sessions: int, seeds: int) -> tuple[float, int, float]:
    """(median repeats, most meetings of one pair, median seconds) over ``seeds`` draws."""
    names = [f"Player {n}" for n in range(players)]
    found, most, times = [], [], []
    for seed in range(seeds):
        started = time.perf_counter()
        schedule = plan(names, sessions, rng=random.Random(seed))
        times.append(time.perf_counter() - started)
        found.append(schedule.repeats)
        most.append(max(meetings(schedule.sessions).values()))
    return statistics.median(found), max(most), statistics.median(times)


def run(seeds: int = 1) -> list[dict[str, object]]:
    """The rows for benchmarks/run_all.py: repeats found for each size (one draw each)."""
    rows: list[dict[str, object]] = []
    for players in PLAYERS:
        for sessions in SESSIONS:
            found, most, seconds = measure(players, sessions, seeds)
            rows.append(
                {
                    "name": f"seating: {players} players over {sessions} sessions",
                    "value": found,
                    "unit": "repeats",
                    "note": f"floor {floor(players, sessions)}; a pair met at most {most} times;"
                    f" planned in {seconds:.2f} s",
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3)
    seeds = parser.parse_args().seeds
    print("| players | sessions | repeats (median) | floor | most meetings of a pair | time (s) |")
    print("|---:|---:|---:|---:|---:|---:|")
    for players in PLAYERS:
        for sessions in SESSIONS:
            found, most, seconds = measure(players, sessions, seeds)
            print(
                f"| {players} | {sessions} | {found:g} | {floor(players, sessions)} | {most} |"
                f" {seconds:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
