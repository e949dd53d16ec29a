"""Start-up: ``python -m scoretable --screenshot`` against a bare PySide6 process.

    .venv/bin/python benchmarks/bench_startup.py            # everything (a few minutes)
    .venv/bin/python benchmarks/bench_startup.py --quick    # 12 pairs against the bare window
    .venv/bin/python benchmarks/bench_startup.py --memory   # what the memory above it holds

Measured as a new user would: fresh processes of the regular install (modules from cached
bytecode: the warm-up runs write it), a fresh data folder. After one warm-up run of each, the
app and the bare window run in PAIRS alternating pairs (so both see the same machine load and
disk cache); each pair gives a ratio of wall times and one of peak memory (the process's
maximum resident set, as ``/usr/bin/time -v`` reports it), and the median of the pairs' ratios
is printed with their spread (the machine may be shared: the spread says how noisy it was).
The bare process imports PySide6, shows a QMainWindow with a QLabel at the same size, grabs it
and saves it to PNG: the floor any Qt window pays. Targets (issue 30): at most 1.25x its wall
time and 1.15x its peak memory.

The floor of a table like ours is higher: the same pairs compare it with the bare window that
also pays what no window of ours can skip: the Qt namespace's enums (its first touch from
Python builds all 94 of them, about 1,500 members, 15-20 ms: one alignment or focus policy
set from Python does it, and so do a shortcut given to an action (``QAction.setShortcut``),
a pen or brush given to a painter and the system's colour scheme asked for
(``QStyleHints.colorScheme``), through PySide6's overload resolution and its conversions), the
shipped font registered as the interface's font (every text of the table is drawn with it,
so the first picture needs it) and an event handled in Python (a text fitted to its box hears
of each resize: the first event builds QEvent's classes). The floor is also compared with the
bare window: what it leaves of the 1.25x bound is what the table itself may cost.

The same pairs then compare a library of 10,000 finished games and one in progress (played
last: the window resumes it) with an empty library (target: within 1.1x), and the start-up's
phases are timed inside one process (median of PHASE_RUNS), with the resident memory after
each. Then what the app's resident memory holds above the bare window's, once each has saved
its picture: by kind of mapping (the heaps, Qt's libraries, the PySide6 bindings, Python, the
fonts), and the Python memory each module's import adds, for the modules the bare window does
not load (``tracemalloc``; a Qt class's enums are counted with the module that first imports
it: the Qt namespace's 94, about 1.1 MiB, with ``scoretable.ui.theme``). Nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PAIRS = 12
PHASE_RUNS = 5
SIZE = "1366x768"
LIBRARY_GAMES = 10_000

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("scoretable"))
window.resize(1366, 768)
window.show()
app.processEvents()
sys.exit(0 if window.grab().save(sys.argv[1], "PNG") else 1)
"""


#: the bare window and what any window of ours pays besides (see the module docstring):
#: the Qt namespace touched, the shipped fonts (argv[2:]) registered and made the UI's font,
#: a resize handled in Python
FLOOR = """
import sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
families = []
for path in sys.argv[2:]:
    families += QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(path))
font = QFont(app.font())
font.setFamilies([*font.families(), *families])
app.setFont(font)
class Label(QLabel):
    def resizeEvent(self, event):  # a text fitted to its size: Python sees the events
        super().resizeEvent(event)
window = QMainWindow()
label = Label("scoretable")
label.setAlignment(Qt.AlignmentFlag.AlignCenter)
window.setCentralWidget(label)
window.resize(1366, 768)
window.show()
app.processEvents()
sys.exit(0 if window.grab().save(sys.argv[1], "PNG") else 1)
"""


#: the --screenshot path, step by step, in one process (where the difference goes)
PHASES = """
import sys, time
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 1048576
start = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter(), rss()))
from scoretable import startup
startup.collector_off()  # as the command line does
import scoretable.engine.game_rows, scoretable.storage.paths  # as app.py: before Qt
mark("import the engine (before Qt)")
startup.load_qt()
mark("import PySide6 (startup.load_qt)")
from scoretable import app as appmod
mark("import scoretable.app (model, settings, i18n, main window)")
qapp = appmod.make_application()
mark("QApplication + fonts, icon, language (make_application)")
model = appmod.screenshot_model(None, appmod.default_rules())
window = appmod.MainWindow(model, layout=appmod.Settings.load().get(appmod.LAYOUT))
mark("build the window (menus' actions included)")
window.resize(1366, 768)
window.show()
qapp.processEvents()
pixmap = window.grab()
mark("show + grab")
pixmap.save(sys.argv[1], "PNG")
mark("save PNG")
previous = start
for name, at, mib in marks:
    print(f"{name}\\t{(at - previous) * 1000:.2f}\\t{mib:.1f}")
    previous = at
"""


#: the resident memory by kind of mapping once the picture is saved (appended to BARE or to
#: the --screenshot path run in one process): "kind<TAB>MiB" lines
SMAPS = """
def _kinds():
    import re
    kinds = {}
    name = "other"
    with open("/proc/self/smaps") as smaps:
        for line in smaps:
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                path = line.split()[5] if len(line.split()) > 5 else "[anon]"
                base = path.rsplit("/", 1)[-1]
                if path in ("[anon]", "[heap]"):
                    name = "heap: Python's objects and Qt's (malloc and anonymous maps)"
                elif base.startswith("libQt6"):
                    name = "Qt's libraries (code and data touched)"
                elif base.endswith(".abi3.so") or "shiboken" in base or "pyside" in base:
                    name = "the PySide6 bindings (code and data touched)"
                elif base.startswith("libpython"):
                    name = "Python's library"
                elif base.endswith((".otf", ".ttf", ".ttc")):
                    name = "fonts (file pages mapped)"
                else:
                    name = "other libraries and files"
            elif line.startswith("Rss:"):
                kinds[name] = kinds.get(name, 0) + int(line.split()[1]) / 1024
    for name, mib in kinds.items():
        print(f"{name}\t{mib:.2f}")
_kinds()
"""

#: the Python memory each module's import adds, in the order the --screenshot path imports
#: them (argv[1]: the names, comma-separated), for those the bare window does not load
#: (argv[2]): "module<TAB>KiB" lines
MODULES = """
import importlib, sys, tracemalloc
from scoretable import startup
startup.collector_off()
tracemalloc.start()
for name in sys.argv[1].split(","):
    if name in sys.modules or name.startswith("_"):
        continue
    before, loaded_by_both = tracemalloc.get_traced_memory()[0], name in sys.argv[2].split(",")
    if name.startswith(("shiboken", "PySide6", "signature_bootstrap")):
        startup.load_qt()  # PySide6 (core, gui, widgets) and what it loads, as one
        name = "PySide6 (QtCore, QtGui, QtWidgets)"
    else:
        try:
            importlib.import_module(name)
        except ImportError:  # loaded under another name (an encoding, a hook)
            continue
    if not loaded_by_both:
        print(f"{name}\t{(tracemalloc.get_traced_memory()[0] - before) / 1024:.1f}")
"""


def _run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time (s) and peak resident memory (MiB) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, command)
    return wall, usage.ru_maxrss / 1024  # KiB on Linux


def pairs(first: list[str], second: list[str], env: dict[str, str]) -> dict[str, Any]:
    """PAIRS alternating runs of ``first`` and ``second`` after one warm-up of each."""
    load = os.getloadavg()[0]
    _run(first, env)
    _run(second, env)
    runs = []
    for _ in range(PAIRS):
        runs.append((_run(first, env), _run(second, env)))
    time_ratios = [a[0] / b[0] for a, b in runs]
    memory_ratios = [a[1] / b[1] for a, b in runs]
    return {
        "first_ms": statistics.median(a[0] for a, _ in runs) * 1000,
        "second_ms": statistics.median(b[0] for _, b in runs) * 1000,
        "first_mib": statistics.median(a[1] for a, _ in runs),
        "second_mib": statistics.median(b[1] for _, b in runs),
        "time_ratio": statistics.median(time_ratios),
        "time_spread": (min(time_ratios), max(time_ratios)),
        "memory_ratio": statistics.median(memory_ratios),
        # the machine's load average (1 minute) before and after: a shared machine's figures
        "load": f"load average {load:.1f}-{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
    }


def make_library(directory: Path, games: int) -> None:
    """A library of ``games`` finished games (a few hands each, made up) and one game in
    progress, played last: written in one transaction, in a few seconds."""
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import (
        ExhaustiveDraw,
        Win,
        WinEntry,
        action_to_dict,
        apply,
        new_game,
    )
    from scoretable.storage.db import _result_dict, open_store

    rules = get_preset("standard")
    state, log = new_game(rules), []
    hands = [Win((WinEntry(0, 3, 30, 0),), 2), ExhaustiveDraw(frozenset({1, 3}))]
    hands += [Win((WinEntry(s, 1, 30, 1),), None) for s in range(4)]
    yakuman = Win((WinEntry(1, 13, 30, 1),), 0)
    while not state.game_over:
        action = hands[len(log) % len(hands)] if len(log) < 40 else yakuman
        state = apply(state, action).state
        log.append(action_to_dict(action))
    result = _result_dict(state)
    store = open_store(directory).store
    try:
        finished = [
            {
                "players": [f"P{(n * 7 + s) % 40}" for s in range(4)],
                "rules": rules.to_dict(),
                "log": log,
                "index": len(log),
                "finished": True,
                "result": result,
                "created": f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}T19:{n % 60:02d}:00+00:00",
                "updated": f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}T21:{n % 60:02d}:00+00:00",
            }
            for n in range(games)
        ]
        store.insert_games(finished)
        if games:
            store.insert_game(
                players=["Aiko", "Bruno", "Chen", "Dana"],
                rules=rules.to_dict(),
                log=log[:5],
                index=5,
                created="2026-01-01T19:00:00+00:00",
                updated="2026-01-01T19:30:00+00:00",
            )
    finally:
        store.close()


def phases(env: dict[str, str], png: str) -> dict[str, tuple[float, float]]:
    """Each phase's median time (ms) and the resident memory after it (MiB)."""
    seen: dict[str, list[tuple[float, float]]] = {}
    for _ in range(PHASE_RUNS):
        done = subprocess.run(
            [sys.executable, "-c", PHASES, png], env=env, check=True, capture_output=True, text=True
        )
        for line in done.stdout.splitlines():
            name, ms, mib = line.split("\t")
            seen.setdefault(name, []).append((float(ms), float(mib)))
    return {
        name: (statistics.median(v[0] for v in values), statistics.median(v[1] for v in values))
        for name, values in seen.items()
    }


def memory_above_bare(env: dict[str, str], png: str) -> list[tuple[str, float]]:
    """MiB the app holds above the bare window once each has saved its picture, by kind of
    mapping (:data:`SMAPS`), then by module (:data:`MODULES`): the ten modules whose import
    adds the most Python memory, and all of scoretable's together."""
    app = PHASES.split("previous = start")[0] + SMAPS
    # the bare window's picture kept, as the app's is: the same moment in both
    shown = BARE.replace(
        'sys.exit(0 if window.grab().save(sys.argv[1], "PNG") else 1)',
        'pixmap = window.grab()\nsaved = pixmap.save(sys.argv[1], "PNG")',
    )
    bare = shown + SMAPS

    def kinds(code: str) -> dict[str, float]:
        done = subprocess.run(
            [sys.executable, "-c", code, png], env=env, check=True, capture_output=True, text=True
        )
        return {k: float(v) for k, v in (line.split("\t") for line in done.stdout.splitlines())}

    mine, theirs = kinds(app), kinds(bare)
    rows = [(kind, mine.get(kind, 0) - theirs.get(kind, 0)) for kind in sorted(mine | theirs)]
    rows.append(("all of it", sum(mine.values()) - sum(theirs.values())))

    def modules(code: str) -> list[str]:
        listed = code + "\nprint(','.join(sys.modules))"
        done = subprocess.run(
            [sys.executable, "-c", listed, png], env=env, check=True, capture_output=True, text=True
        )
        return [name.strip() for name in done.stdout.splitlines()[-1].split(",")]

    # the modules the bare window does not load, in the order the app loads them
    theirs_loaded = set(modules(shown))
    order = modules(PHASES.split("previous = start")[0])
    done = subprocess.run(
        [sys.executable, "-c", MODULES, ",".join(order), ",".join(theirs_loaded)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    lines = (line.split("\t") for line in done.stdout.splitlines())
    added = [(name, float(kib) / 1024) for name, kib in lines]
    ours = sum(mib for name, mib in added if name.split(".")[0] == "scoretable")
    rows.append(("Python: scoretable's modules together (their code and what they build)", ours))
    rows.append(("Python: every module the bare window does not load", sum(m for _, m in added)))
    for name, mib in sorted(added, key=lambda item: -item[1])[:10]:
        rows.append((f"Python: import {name}", mib))
    return rows


def run(quick: bool = False) -> list[dict[str, object]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # As installed: modules load from cached bytecode (the warm-up runs write it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    rows: list[dict[str, object]] = []
    note = f"median of {PAIRS} alternating pairs after a warm-up, {SIZE}, offscreen"
    with tempfile.TemporaryDirectory() as tmp:
        env["SCORETABLE_DATA_DIR"] = str(Path(tmp) / "data")  # --screenshot writes none
        png = str(Path(tmp) / "shot.png")
        app = [sys.executable, "-m", "scoretable", "--screenshot", png, "--size", SIZE]
        bare = [sys.executable, "-c", BARE, png]
        vs_bare = pairs(app, bare, env)
        low, high = vs_bare["time_spread"]
        rows += [
            _row("scoretable --screenshot", vs_bare["first_ms"], "ms", note),
            _row("bare PySide6 window + grab", vs_bare["second_ms"], "ms", note),
            _row(
                "ratio scoretable / bare (wall time)",
                vs_bare["time_ratio"],
                "x",
                f"median of the pairs' ratios (they ranged {low:.2f}-{high:.2f}); "
                f"target: at most 1.25; {vs_bare['load']}",
            ),
            _row("scoretable --screenshot peak memory", vs_bare["first_mib"], "MiB", note),
            _row("bare PySide6 window peak memory", vs_bare["second_mib"], "MiB", note),
            _row(
                "ratio scoretable / bare (peak memory)",
                vs_bare["memory_ratio"],
                "x",
                "median of the pairs' ratios; target: at most 1.15",
            ),
        ]
        if quick:
            return rows
        fonts = sorted(
            str(f)
            for f in (Path(__file__).parents[1] / "scoretable" / "resources" / "fonts").glob(
                "*.otf"
            )
        )
        vs_floor = pairs(app, [sys.executable, "-c", FLOOR, png, *fonts], env)
        low, high = vs_floor["time_spread"]
        rows += [
            _row(
                "floor: bare window + Qt namespace + shipped fonts",
                vs_floor["second_ms"],
                "ms",
                note,
            ),
            _row(
                "ratio scoretable / floor (wall time)",
                vs_floor["time_ratio"],
                "x",
                f"median of the pairs' ratios (they ranged {low:.2f}-{high:.2f}); "
                f"{vs_floor['load']}",
            ),
            _row("floor peak memory", vs_floor["second_mib"], "MiB", note),
            _row(
                "ratio scoretable / floor (peak memory)",
                vs_floor["memory_ratio"],
                "x",
                "median of the pairs' ratios",
            ),
        ]
        floor_vs_bare = pairs([sys.executable, "-c", FLOOR, png, *fonts], bare, env)
        low, high = floor_vs_bare["time_spread"]
        rows += [
            _row(
                "ratio floor / bare (wall time)",
                floor_vs_bare["time_ratio"],
                "x",
                f"median of the pairs' ratios (they ranged {low:.2f}-{high:.2f}): the bound "
                f"(1.25) less this is what the table itself may cost; {floor_vs_bare['load']}",
            ),
            _row(
                "ratio floor / bare (peak memory)",
                floor_vs_bare["memory_ratio"],
                "x",
                "median of the pairs' ratios: the bound (1.15) less this is the table's own",
            ),
        ]
        empty, big = Path(tmp) / "empty", Path(tmp) / "big"
        make_library(empty, 0)
        make_library(big, LIBRARY_GAMES)
        on = [*app[:3], "--data-dir"]
        library = pairs([*on, str(big), *app[3:]], [*on, str(empty), *app[3:]], env)
        low, high = library["time_spread"]
        rows += [
            _row(f"--screenshot, {LIBRARY_GAMES:,} games", library["first_ms"], "ms", note),
            _row("--screenshot, an empty library", library["second_ms"], "ms", note),
            _row(
                f"ratio {LIBRARY_GAMES:,} games / empty library (wall time)",
                library["time_ratio"],
                "x",
                f"median of the pairs' ratios (they ranged {low:.2f}-{high:.2f}); "
                f"target: at most 1.1; {library['load']}",
            ),
            _row(
                f"ratio {LIBRARY_GAMES:,} games / empty library (peak memory)",
                library["memory_ratio"],
                "x",
                "median of the pairs' ratios",
            ),
        ]
        for name, mib in memory_above_bare(env, png):
            rows.append(
                _row(
                    f"memory above the bare window: {name}",
                    mib,
                    "MiB",
                    "resident once the picture is saved (smaps), or the Python memory an "
                    "import adds (tracemalloc, one process)",
                )
            )
        for name, (ms, mib) in phases(env, png).items():
            rows.append(
                _row(
                    f"phase: {name}",
                    ms,
                    "ms",
                    f"median of {PHASE_RUNS}, one process; {mib:.1f} MiB resident after it",
                )
            )
    return rows


def _row(name: str, value: float, unit: str, note: str) -> dict[str, object]:
    digits = 2 if unit == "x" else 1
    return {"name": f"startup: {name}", "value": round(value, digits), "unit": unit, "note": note}


def main() -> None:
    if "--memory" in sys.argv[1:]:  # the memory above the bare window alone
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            env["SCORETABLE_DATA_DIR"] = str(Path(tmp) / "data")
            for name, mib in memory_above_bare(env, str(Path(tmp) / "shot.png")):
                print(f"{mib:7.2f} MiB  {name}")
        return
    rows = run(quick="--quick" in sys.argv[1:])
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>10} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
