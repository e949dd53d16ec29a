"""Panels in the last hand: what fitting the score and the lines under it costs.

    .venv/bin/python benchmarks/bench_panels.py

A real MainWindow (offscreen) in South 4 of a standard game, three panels with all-last
lines. Each sample times one change and the event processing after it: the window resized
(between 1366x768 and 1024x600, every panel fits its score, lines and differences again),
and the pointer coming to rest on a panel and leaving it (its differences fitted under the
score, then gone). Medians over SAMPLES are printed. Nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

SAMPLES = 100
PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")
#: seven non-dealer rons, East 1 to South 3
HANDS = [(1, 2, 3, 30), (2, 3, 2, 30), (3, 0, 1, 30), (0, 1, 4, 30), (2, 3, 1, 30),
         (3, 1, 2, 40), (0, 2, 1, 30)]  # fmt: skip


def run() -> list[dict[str, object]]:
    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Win, WinEntry, action_to_dict
    from scoretable.game.model import GameModel
    from scoretable.ui.table.main_window import MainWindow

    log = [action_to_dict(Win((WinEntry(w, han=h, fu=f),), discarder=d)) for w, d, h, f in HANDS]
    rows: list[dict[str, object]] = []
    for layout in ("screen", "table"):
        model = GameModel.restore(get_preset("standard"), PLAYERS, log, len(log))
        window = MainWindow(model, layout=layout)
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        resizes: list[float] = []
        for i in range(SAMPLES):
            start = time.perf_counter()
            window.resize(*((1024, 600) if i % 2 == 0 else (1366, 768)))
            app.processEvents()
            resizes.append(time.perf_counter() - start)
        panel = window.panels[1]
        centre = QPointF(panel.width() / 2, panel.height() / 2)
        hovers: list[float] = []
        for _ in range(SAMPLES):
            start = time.perf_counter()
            QApplication.sendEvent(panel, QEnterEvent(centre, centre, centre))
            app.processEvents()
            QApplication.sendEvent(panel, QEvent(QEvent.Type.Leave))
            app.processEvents()
            hovers.append(time.perf_counter() - start)
        window.close()
        rows.append(
            {
                "name": f"panels, {layout}: resize in South 4 (median)",
                "value": round(statistics.median(resizes) * 1000, 2),
                "unit": "ms",
                "note": f"{SAMPLES} resizes 1366x768 <-> 1024x600, offscreen",
            }
        )
        rows.append(
            {
                "name": f"panels, {layout}: pointer on a panel and off (median)",
                "value": round(statistics.median(hovers) * 1000, 2),
                "unit": "ms",
                "note": "differences fitted under the score, then gone",
            }
        )
    return rows


def main() -> None:
    rows = run()
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>8} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
