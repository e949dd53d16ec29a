"""Derive the "What is it worth?" course from Tenhou's winning hands.

    .venv/bin/python packaging/make_course.py [../shared/oracle/agari_dev.jsonl]

Reads the oracle's winning hands (each with Tenhou's own han, fu, points and yaku) and keeps,
in the file's order, those the engine values exactly as Tenhou did (Tenhou rules) that add
something the course still lacks: a yaku seen fewer than three times, a fu total, a fu part
(a wait, a yakuhai pair, a closed triplet, a quad), ron or tsumo, dealer or not, open or
closed, a limit. No yakuman (their steps are the yaku alone). Writes
``scoretable/resources/course.json``: the source, the rules, and each hand as a
``hand --batch`` line with its ``source`` (the log and hand it comes from) and Tenhou's
``expected`` answer. The oracle file itself is never copied; tests compare every shipped hand
with it where ``../shared`` is present.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from scoretable.engine.rules import get_preset
from scoretable.engine.tile_hand import HandError, HandInput, HandResult, calculate
from scoretable.teaching.worksheet import hand_dict

ROOT = Path(__file__).resolve().parent.parent
ORACLE = ROOT.parent / "shared" / "oracle" / "agari_dev.jsonl"
OUT = ROOT / "scoretable" / "resources" / "course.json"
SIZE = 150
QUOTA = {"yaku": 3, "other": 10}


def agrees(result: HandResult, expected: dict[str, object]) -> bool:
    yaku = sorted(y.tenhou_id for y in result.yaku if y.han)
    return (
        result.han == expected["han"]
        and result.points == expected["points"]
        and result.fu == expected["fu"]
        and yaku == sorted(int(i) for i in expected["yaku_ids"])  # type: ignore[attr-defined]
    )


def features(result: HandResult) -> list[str]:
    out = [f"yaku:{y.name}" for y in result.yaku]
    out.append("dealer" if result.dealer else "non-dealer")
    out.append("tsumo" if result.tsumo else "ron")
    out.append(f"fu:{result.fu}")
    out.append(f"limit:{result.limit}")
    for item in result.fu_items:
        if "wait" in item.reason:
            out.append("part:wait")
        elif "pair" in item.reason and "seven" not in item.reason:
            out.append("part:pair")
        elif "quad" in item.reason:
            out.append("part:quad")
        elif "closed triplet" in item.reason:
            out.append("part:closed-triplet")
        elif "open" in item.reason and "triplet" in item.reason:
            out.append("part:open-triplet")
    return out


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else ORACLE
    rules = get_preset("tenhou")
    seen: Counter[str] = Counter()
    chosen: list[dict[str, object]] = []
    for line in source.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        expected = record["expected"]
        if expected["yakuman"] or record.get("nukidora"):
            continue
        try:
            hand = HandInput.from_dict(record)
            result = calculate(hand, rules)
        except HandError:
            continue
        if not agrees(result, expected):
            continue
        found = features(result)
        if not any(seen[f] < QUOTA["yaku" if f.startswith("yaku:") else "other"] for f in found):
            continue
        seen.update(found)
        keep = {k: expected[k] for k in ("han", "fu", "points", "yaku_ids")}
        chosen.append({**hand_dict(hand), "source": record["source"], "expected": keep})
        if len(chosen) == SIZE:
            break
    data = {
        "source": (
            "Winning hands of Tenhou games (dnovikoff/tenhou example logs) as in "
            "shared/oracle/agari_dev.jsonl, with Tenhou's han, fu, points and yaku ids; "
            "chosen by packaging/make_course.py"
        ),
        "rules": "tenhou",
        "hands": chosen,
    }
    text = json.dumps(data, ensure_ascii=False, indent=0)
    OUT.write_text(text + "\n", encoding="utf-8")
    print(f"{OUT}: {len(chosen)} hands, {len(seen)} features")
    for name, count in sorted(seen.items()):
        print(f"  {name}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
