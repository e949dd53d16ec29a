"""Time one full recomputation of the all-last conditions (every seat, every place).

    .venv/bin/python benchmarks/bench_conditions.py

The window recomputes them on every change of the table (a riichi, an undo): this is the
time that takes. 200 random South 4 states (scores, honba, sticks, a riichi or two) per
preset, each computed once (the payment levels are built once per rules, as in the app; the
ranks cache starts empty for every state's scores). Printed, never asserted.
"""

from __future__ import annotations

import contextlib
import random
import statistics
import time

from scoretable.engine.conditions import conditions
from scoretable.engine.errors import RuleError
from scoretable.engine.rules import get_preset
from scoretable.engine.table import DeclareRiichi, TableState, apply

STATES = 200


def _states(name: str, seed: int) -> list[TableState]:
    rng = random.Random(seed)
    rules = get_preset(name)
    out = []
    for _ in range(STATES):
        scores = [100 * rng.randint(50, 500) for _ in range(4)]
        state = TableState(
            rules=rules,
            scores=(scores[0], scores[1], scores[2], scores[3]),
            round_wind=1,
            hand_number=4,
            dealer=3,
            honba=rng.randint(0, 3),
            sticks=rng.randint(0, 2),
        )
        for seat in rng.sample(range(4), rng.randint(0, 2)):
            with contextlib.suppress(RuleError):
                state = apply(state, DeclareRiichi(seat)).state
        out.append(state)
    return out


def _time(states: list[TableState], riichi: bool) -> list[float]:
    times = []
    for state in states:
        start = time.perf_counter()
        conditions(state, riichi=riichi)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def run() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for name in ("standard", "tenhou"):
        states = _states(name, 15)
        conditions(states[0])  # builds the payment levels once, as the app does on start
        for riichi, what in ((False, "conditions()"), (True, "conditions(riichi=True)")):
            times = _time(states, riichi)
            rows.append(
                {
                    "name": f"{what}, {name}: one full recomputation, median",
                    "value": round(statistics.median(times), 2),
                    "unit": "ms",
                    "note": f"{STATES} South 4 states; slowest {times[-1]:.1f} ms",
                }
            )
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']}: {row['value']} {row['unit']} ({row['note']})")
