"""The engine's payment function against the ``mahjong`` package, and a full settlement.

    .venv/bin/python benchmarks/bench_engine.py

The same 100,000 random inputs (han 1-13, fu 20-110, dealer, tsumo, honba 0-5, riichi sticks
0-3; only combinations that can occur; fixed seed), one timed run each, side by side:

- ``scoretable.engine.scoring.payments``: the amounts from a table derived once from the rules
  (building that table is timed on its own row; whole calls are not memoised);
- ``hand_value`` + the multipliers, computed afresh on every call (no table);
- ``mahjong``'s ``ScoresCalculator.calculate_scores``: its ``HandConfig`` objects are built
  outside the timed loop, one per (dealer, tsumo, honba, sticks) combination (96 of them,
  shared by the inputs), so only the calculation is timed;
- ``scoretable.engine.table.apply`` on a ``Win``: the full itemised settlement and the next
  table state (states and wins built outside the timed loop).

Before timing, every input's amounts are checked to agree between the engine and the package.
Nothing is asserted about speed: the numbers are printed.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from typing import Any

from scoretable.engine.rules import STANDARD
from scoretable.engine.scoring import (
    TABLE_FU,
    build_payment_table,
    check_han_fu,
    hand_amounts,
    hand_value,
    payments,
)

N = 100_000
SEED = 20260101

Input = tuple[int, int, bool, bool, int, int]


def make_inputs(n: int = N, seed: int = SEED) -> list[Input]:
    """``n`` random (han, fu, dealer, tsumo, honba, sticks) that can occur under standard."""
    rng = random.Random(seed)
    out: list[Input] = []
    while len(out) < n:
        han = rng.randint(1, 13)
        fu = rng.choice(TABLE_FU)
        tsumo = rng.random() < 0.5
        if check_han_fu(han, fu, tsumo, STANDARD) is not None:
            continue
        out.append((han, fu, rng.random() < 0.25, tsumo, rng.randint(0, 5), rng.randint(0, 3)))
    return out


def _timed(fn: Callable[[], Any]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def run() -> list[dict[str, object]]:
    inputs = make_inputs()
    rules = STANDARD
    rows: list[dict[str, object]] = []

    # --- the engine's payment function (derived table) ------------------------------------
    build = _timed(lambda: build_payment_table(rules))
    payments(1, 30, False, False, 0, 0, rules)  # derive the table once, outside the loop

    def ours() -> None:
        for han, fu, dealer, tsumo, honba, sticks in inputs:
            payments(han, fu, dealer, tsumo, honba, sticks, rules)

    t_ours = _timed(ours)

    def direct() -> None:
        for han, fu, dealer, tsumo, _honba, _sticks in inputs:
            hand_amounts(hand_value(han, fu, rules, tsumo=tsumo), dealer, tsumo, rules)

    t_direct = _timed(direct)

    # --- the mahjong package --------------------------------------------------------------
    t_theirs: float | None = None
    note = ""
    try:
        from mahjong.constants import EAST, SOUTH
        from mahjong.hand_calculating.hand_config import HandConfig
        from mahjong.hand_calculating.scores import ScoresCalculator
    except ImportError:  # the test extra installs it
        note = "mahjong package not installed"
    else:
        configs = {
            (dealer, tsumo, honba, sticks): HandConfig(
                is_tsumo=tsumo,
                player_wind=EAST if dealer else SOUTH,
                tsumi_number=honba,
                kyoutaku_number=sticks,
            )
            for dealer in (False, True)
            for tsumo in (False, True)
            for honba in range(6)
            for sticks in range(4)
        }
        prepared = [(han, fu, configs[d, t, h, s]) for han, fu, d, t, h, s in inputs]
        calc = ScoresCalculator.calculate_scores
        for (han, fu, cfg), args in zip(prepared, inputs, strict=True):
            got = calc(han, fu, cfg)
            want = (got["main"] + got["main_bonus"], got["additional"] + got["additional_bonus"])
            assert payments(*args, rules)[:2] == want, args  # same answers before timing

        def theirs() -> None:
            for han, fu, cfg in prepared:
                calc(han, fu, cfg)

        t_theirs = _timed(theirs)

    # --- the full itemised settlement (core-table's apply on a Win) -----------------------
    from scoretable.engine.table import Win, WinEntry, apply, new_game

    start_state = new_game(rules)
    states = {
        (honba, sticks): dataclasses.replace(start_state, honba=honba, sticks=sticks)
        for honba in range(6)
        for sticks in range(4)
    }
    actions = []
    for han, fu, dealer, tsumo, honba, sticks in inputs:
        winner = 0 if dealer else 1 + (han + fu) % 3
        discarder = None if tsumo else (winner + 1 + fu % 3) % 4
        win = Win(entries=(WinEntry(winner=winner, han=han, fu=fu),), discarder=discarder)
        actions.append((states[honba, sticks], win))

    def settle() -> None:
        for state, win in actions:
            apply(state, win)

    t_settle = _timed(settle)

    def per_call(seconds: float) -> float:
        return seconds / N * 1e9

    rows.append(
        {
            "name": "payments() (table derived from the rules)",
            "value": per_call(t_ours),
            "unit": "ns/call",
            "note": f"{N:,} inputs in {t_ours * 1000:.1f} ms",
        }
    )
    if t_theirs is not None:
        rows.append(
            {
                "name": "mahjong ScoresCalculator.calculate_scores",
                "value": per_call(t_theirs),
                "unit": "ns/call",
                "note": f"{N:,} inputs in {t_theirs * 1000:.1f} ms; HandConfig built outside "
                f"the loop; ours is {t_theirs / t_ours:.1f}x faster",
            }
        )
    else:
        rows.append(
            {
                "name": "mahjong ScoresCalculator.calculate_scores",
                "value": float("nan"),
                "unit": "ns/call",
                "note": note,
            }
        )
    rows.append(
        {
            "name": "hand_value() + multipliers, no table",
            "value": per_call(t_direct),
            "unit": "ns/call",
            "note": f"{N:,} inputs in {t_direct * 1000:.1f} ms (without honba/sticks)",
        }
    )
    rows.append(
        {
            "name": "derive the payment table (once per rules)",
            "value": build * 1e6,
            "unit": "us",
            "note": "every han 1-13 x fu x dealer x tsumo",
        }
    )
    rows.append(
        {
            "name": "table.apply(Win): itemised settlement + next state",
            "value": per_call(t_settle),
            "unit": "ns/call",
            "note": f"{N:,} wins in {t_settle * 1000:.1f} ms",
        }
    )
    return rows


def main() -> None:
    rows = run()
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        value = r["value"]
        shown = f"{value:12,.1f}" if isinstance(value, float) else f"{value!s:>12}"
        print(f"{r['name']!s:<{width}}  {shown} {r['unit']!s:<8} {r['note']}")


if __name__ == "__main__":
    main()
