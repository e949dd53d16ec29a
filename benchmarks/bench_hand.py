"""The hand calculator over every hand of shared/oracle/agari_dev.jsonl, beside the ``mahjong``
package's own ``estimate_hand_value`` on the same hands.

    .venv/bin/python benchmarks/bench_hand.py

Figures (hands per second, the best of five rounds; each round runs the three paths one after
the other, so a busy machine slows them alike):

- ``hand --batch``: the command's batch path in-process (read the file, parse each line, parse
  the notation, the package's estimate, count_fu, the payment, one JSON line out);
- ``calculate()``: the engine's calculator alone on the parsed inputs;
- ``estimate_hand_value``: the package alone, its inputs (136-format tiles, melds, indicators)
  prepared beforehand, a fresh HandConfig per hand (``package_config``, as the calculator);
- the wrapper's cost: how much slower ``hand --batch`` is than the package alone.

Nothing is asserted: the numbers are printed.
"""

from __future__ import annotations

import io
import json
import time
from collections.abc import Callable
from pathlib import Path

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.meld import Meld

from scoretable.cli.hand import run_batch
from scoretable.engine.rules import get_preset
from scoretable.engine.tile_hand import calculator as calc

ORACLE = Path(__file__).resolve().parent.parent.parent / "shared" / "oracle" / "agari_dev.jsonl"
RUNS = 5


def _best(*fns: Callable[[], None]) -> list[float]:
    """The best time of each function over RUNS interleaved rounds."""
    best = [float("inf")] * len(fns)
    for _ in range(RUNS):
        for i, fn in enumerate(fns):
            start = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def run() -> list[dict[str, object]]:
    """Time the three paths (one row with value NaN and a note if the oracle is absent)."""
    if not ORACLE.exists():
        return [
            {
                "name": "hand --batch agari_dev.jsonl",
                "value": float("nan"),
                "unit": "hands/s",
                "note": f"{ORACLE} not found",
            }
        ]
    rules = get_preset("tenhou")
    lines = ORACLE.read_text(encoding="utf-8").splitlines()
    hands = [calc.HandInput.from_dict(json.loads(line)) for line in lines]
    count = len(hands)

    def batch() -> None:
        run_batch(str(ORACLE), rules, io.StringIO(), io.StringIO())

    def engine() -> None:
        for h in hands:
            calc.calculate(h, rules)

    prepared = [calc._prepare(h, rules) for h in hands]

    def package() -> None:
        for h, p in zip(hands, prepared, strict=True):
            config = calc.package_config(h, rules)
            HandCalculator.estimate_hand_value(
                p.tiles,
                p.win,
                melds=[Meld(m.type, m.tiles, m.opened) for m in p.melds],
                dora_indicators=p.dora,
                ura_dora_indicators=p.ura,
                config=config,
            )

    batch_time, engine_time, package_time = _best(batch, engine, package)
    return [
        {
            "name": "hand --batch agari_dev.jsonl",
            "value": count / batch_time,
            "unit": "hands/s",
            "note": f"{count} hands in {batch_time:.2f} s (read, parse, score, JSON out)",
        },
        {
            "name": "calculate() alone",
            "value": count / engine_time,
            "unit": "hands/s",
            "note": f"{count} hands in {engine_time:.2f} s",
        },
        {
            "name": "mahjong estimate_hand_value alone",
            "value": count / package_time,
            "unit": "hands/s",
            "note": f"{count} hands in {package_time:.2f} s (136-format tiles prepared beforehand)",
        },
        {
            "name": "hand --batch cost over the package",
            "value": 100 * (batch_time / package_time - 1),
            "unit": "%",
            "note": "the wrapper's share: notation, count_fu, payment, JSON",
        },
    ]


if __name__ == "__main__":
    rows = run()
    width = max(len(str(row["name"])) for row in rows)
    for row in rows:
        print(f"{row['name']!s:<{width}}  {row['value']:>10.1f} {row['unit']!s:<7}  {row['note']}")
