"""Start-up: ``python -m scoretable --screenshot`` against a bare PySide6 process.

    .venv/bin/python benchmarks/bench_startup.py

Both are fresh processes, run alternately in one session (so both see the same machine
load and disk cache), REPEATS times each after one warm-up of each; the medians are
printed with their ratio. The bare process imports PySide6, shows a QMainWindow with a
QLabel at the same size, grabs it to PNG and exits: the floor any Qt window pays. The
target in the issue is a ratio within 1.5. Nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPEATS = 11
SIZE = "1366x768"

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


#: the --screenshot path, step by step, in one process (where the difference goes)
PHASES = """
import sys, time
start = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter()))
import scoretable.engine.results, scoretable.storage.paths  # as app.py: before Qt
mark("import the engine (before Qt)")
import PySide6.QtWidgets
mark("import PySide6.QtWidgets")
from scoretable import app as appmod
mark("import scoretable.app (model, settings, i18n, main window)")
qapp = appmod.make_application()
mark("QApplication + fonts, icon, language (make_application)")
model = appmod.GameModel(appmod.default_rules(), appmod.SCREENSHOT_PLAYERS)
window = appmod.MainWindow(model)
mark("build the window (menus' actions included)")
window.resize(1366, 768)
window.show()
qapp.processEvents()
pixmap = window.grab()
mark("show + grab")
pixmap.save(sys.argv[1], "PNG")
mark("save PNG")
previous = start
for name, at in marks:
    print(f"{name}\t{(at - previous) * 1000:.2f}")
    previous = at
"""


def _time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def run() -> list[dict[str, object]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # As installed: modules load from cached bytecode (the warm-up runs write it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        env["SCORETABLE_DATA_DIR"] = str(Path(tmp) / "data")  # --screenshot touches none
        app_png = str(Path(tmp) / "app.png")
        bare_png = str(Path(tmp) / "bare.png")
        app = [sys.executable, "-m", "scoretable", "--screenshot", app_png, "--size", SIZE]
        bare = [sys.executable, "-c", BARE, bare_png]
        _time(app, env)
        _time(bare, env)
        app_times: list[float] = []
        bare_times: list[float] = []
        for _ in range(REPEATS):
            app_times.append(_time(app, env))
            bare_times.append(_time(bare, env))
        phases: dict[str, list[float]] = {}
        for _ in range(5):
            done = subprocess.run(
                [sys.executable, "-c", PHASES, app_png],
                env=env,
                check=True,
                capture_output=True,
                text=True,
            )
            for line in done.stdout.splitlines():
                name, ms = line.split("\t")
                phases.setdefault(name, []).append(float(ms))
    app_ms = statistics.median(app_times) * 1000
    bare_ms = statistics.median(bare_times) * 1000
    note = f"median of {REPEATS}, alternating, {SIZE}, offscreen"
    return [
        {
            "name": "startup: scoretable --screenshot",
            "value": round(app_ms, 1),
            "unit": "ms",
            "note": note,
        },
        {
            "name": "startup: bare PySide6 window + grab",
            "value": round(bare_ms, 1),
            "unit": "ms",
            "note": note,
        },
        {
            "name": "startup: ratio scoretable / bare",
            "value": round(app_ms / bare_ms, 2),
            "unit": "x",
            "note": "target: at most 1.5",
        },
    ] + [
        {
            "name": f"startup phase: {name}",
            "value": round(statistics.median(ms), 1),
            "unit": "ms",
            "note": "median of 5, one process",
        }
        for name, ms in phases.items()
    ]


def main() -> None:
    rows = run()
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>10} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
