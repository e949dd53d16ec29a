"""Run every benchmark and print one table.

    .venv/bin/python benchmarks/run_all.py                 # all of them
    .venv/bin/python benchmarks/run_all.py engine memory   # some of them
    .venv/bin/python benchmarks/run_all.py --markdown      # a Markdown table (for the README)
    .venv/bin/python benchmarks/run_all.py --json out.json # the rows as JSON too
    .venv/bin/python benchmarks/run_all.py --readme README.md  # refresh the README's figures

Each ``benchmarks/bench_<topic>.py`` defines ``run() -> list[dict]`` with rows
``{"name", "value", "unit", "note"}``. Each one runs in its own Python process (a clean start:
no Qt application, imports or memory left over from the one before), so one that is missing
or fails is reported as such in the table and the others still run. The machine (CPU, cores,
memory, OS, Python, PySide6) heads the output.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

#: The benchmarks the issues ask for, in the order of the table; any other bench_*.py found
#: in benchmarks/ runs after them.
EXPECTED = {
    "engine": "scoring engine vs the mahjong package",
    "replay": "replay of the oracle's real games",
    "startup": "start-up vs a bare PySide6 window",
    "repaint": "OK-to-repaint latency",
    "storage": "save at hand 10 vs 5,000; library open",
    "memory": "peak memory of a long session",
    "conditions": "one full recomputation of the all-last conditions",
    "hand": "hand calculator vs the mahjong package's estimate_hand_value",
    "history": "action at hand 10 vs 5,000 with the history open; opening it",
    "stats": "statistics at 10,000 games: the players' table and a player's page",
}
MARKER = "@@run_all@@ "

Row = dict[str, object]


def topics(selected: list[str]) -> list[str]:
    found = sorted(p.stem.removeprefix("bench_") for p in HERE.glob("bench_*.py"))
    ordered = list(EXPECTED) + [t for t in found if t not in EXPECTED]
    if not selected:
        return ordered
    unknown = [t for t in selected if t not in ordered]
    if unknown:
        raise SystemExit(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(ordered)}")
    return [t for t in ordered if t in selected]


def run_one(topic: str, timeout: float) -> tuple[list[Row], float]:
    """The rows of one benchmark, run in a child process, and the seconds it took."""
    path = HERE / f"bench_{topic}.py"
    if not path.exists():
        return [_status(topic, "missing", f"benchmarks/{path.name} does not exist")], 0.0
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    start = time.perf_counter()
    try:
        child = subprocess.run(
            [sys.executable, __file__, "--child", topic],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        return [_status(topic, "timeout", f"no answer after {timeout:.0f} s")], timeout
    elapsed = time.perf_counter() - start
    for line in reversed(child.stdout.splitlines()):
        if line.startswith(MARKER):
            rows: list[Row] = json.loads(line.removeprefix(MARKER))
            return rows, elapsed
    detail = (child.stderr.strip().splitlines() or ["no output"])[-1]
    return [_status(topic, "failed", f"exit {child.returncode}: {detail}")], elapsed


def _status(topic: str, status: str, note: str) -> Row:
    return {"name": f"({status})", "value": math.nan, "unit": "", "note": note, "topic": topic}


def child(topic: str) -> int:
    """Import bench_<topic>.py, call run(), print its rows as one JSON line."""
    import importlib.util

    sys.path.insert(0, str(HERE))
    spec = importlib.util.spec_from_file_location(f"bench_{topic}", HERE / f"bench_{topic}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    rows = [dict(row, topic=topic) for row in module.run()]
    print(MARKER + json.dumps(rows, default=str))
    return 0


def machine() -> dict[str, str]:
    """CPU model, cores, memory, OS, Python and PySide6 versions."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = "?"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                memory = f"{int(line.split()[1]) / 2**20:.1f} GiB"
                break
    except OSError:
        pass
    try:
        import PySide6

        pyside = PySide6.__version__
    except ImportError:
        pyside = "not installed"
    return {
        "CPU": cpu,
        "cores": str(os.cpu_count()),
        "memory": memory,
        "OS": f"{platform.system()} {platform.release()}",
        "Python": platform.python_version(),
        "PySide6": pyside,
    }


def fmt(value: object) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return "–"
        if value == int(value) and abs(value) >= 100:
            return f"{int(value):,}"
        return f"{value:,.3g}" if abs(value) < 100 else f"{value:,.1f}"
    return str(value)


def table(rows: list[Row], markdown: bool) -> str:
    header = ("benchmark", "figure", "value", "unit", "note")
    lines = [
        (str(r["topic"]), str(r["name"]), fmt(r["value"]), str(r["unit"]), str(r["note"]))
        for r in rows
    ]
    if markdown:
        out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        out += [
            "| " + " | ".join(cell.replace("|", "\\|") for cell in line) + " |" for line in lines
        ]
        return "\n".join(out)
    widths = [max(len(h), *(len(line[i]) for line in lines)) for i, h in enumerate(header[:4])]
    out = ["  ".join(h.ljust(w) for h, w in zip(header[:4], widths, strict=False)) + "  note"]
    for line in lines:
        cells = [
            line[0].ljust(widths[0]),
            line[1].ljust(widths[1]),
            line[2].rjust(widths[2]),
            line[3].ljust(widths[3]),
            line[4],
        ]
        out.append("  ".join(cells))
    return "\n".join(out)


START = "<!-- benchmarks:start (benchmarks/run_all.py --readme README.md writes this) -->"
END = "<!-- benchmarks:end -->"


def update_readme(path: Path, info: dict[str, str], rows: list[Row]) -> None:
    """Replace the figures between the markers of ``path`` (append a section the first time)."""
    machine_line = ", ".join(f"{key} {value}" for key, value in info.items())
    block = "\n".join(
        [
            START,
            f"Measured on {time.strftime('%Y-%m-%d', time.gmtime())}: {machine_line}.",
            "",
            table(rows, markdown=True),
            END,
        ]
    )
    text = path.read_text(encoding="utf-8")
    if START in text and END in text:
        before, rest = text.split(START, 1)
        after = rest.split(END, 1)[1]
        text = before + block + after
    else:
        text = (
            text.rstrip("\n")
            + "\n\n## Benchmarks\n\n"
            + (
                "One command runs them all, each in its own process, and prints one table:\n\n"
                "```sh\n.venv/bin/python benchmarks/run_all.py\n```\n\n"
            )
            + block
            + "\n"
        )
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run every benchmark and print one table.")
    parser.add_argument("topics", nargs="*", help="only these (e.g. engine memory)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--json", metavar="FILE", help="also write the rows and machine as JSON")
    parser.add_argument(
        "--readme", metavar="FILE", help="write the machine and the table into FILE's Benchmarks"
    )
    parser.add_argument("--timeout", type=float, default=900, help="seconds per benchmark")
    parser.add_argument("--child", metavar="TOPIC", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.child)

    info = machine()
    for key, value in info.items():
        print(f"{key}: {value}")
    print()
    rows: list[Row] = []
    for topic in topics(args.topics):
        print(f"running bench_{topic} ({EXPECTED.get(topic, 'other')}) ...", file=sys.stderr)
        result, seconds = run_one(topic, args.timeout)
        print(f"  {seconds:.1f} s", file=sys.stderr)
        rows.extend(result)
    print(table(rows, args.markdown))
    if args.json:
        Path(args.json).write_text(
            json.dumps({"machine": info, "rows": rows}, indent=2, default=str) + "\n",
            encoding="utf-8",
        )
    if args.readme:
        update_readme(Path(args.readme), info, rows)
    failed = [r for r in rows if str(r["name"]).startswith("(")]
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
