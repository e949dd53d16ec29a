"""Repaint: from the model call that applies a win to all four panels having painted.

    .venv/bin/python benchmarks/bench_repaint.py

A real MainWindow (offscreen, 1366x768) on a GameModel. Each sample times
``model.record_win(tsumo)`` (a dealer tsumo changes all four scores) plus the event
processing until each of the four panels' score labels has run its paint event; the win is
then undone outside the timing so every sample starts from the same table. The median over
SAMPLES wins is printed (target: under 16 ms, one frame at 60 Hz). Nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

SAMPLES = 300


class PaintCounter(QObject):
    """Remembers which watched widgets have painted since the last reset."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.add(id(watched))
        return False


def run() -> list[dict[str, object]]:
    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.ui.table.main_window import MainWindow

    model = GameModel(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(model)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    counter = PaintCounter()
    labels = [panel.score_label for panel in window.panels]
    for label in labels:
        label.installEventFilter(counter)
    watched = {id(label) for label in labels}
    win = Win((WinEntry(winner=0, han=3, fu=30),))

    def wait_painted(deadline: float) -> None:
        while not watched <= counter.painted:
            app.processEvents()
            if time.perf_counter() > deadline:
                raise RuntimeError("the panels did not paint")

    samples: list[float] = []
    for _ in range(SAMPLES):
        counter.painted.clear()
        start = time.perf_counter()
        model.record_win(win)
        wait_painted(start + 5)
        samples.append(time.perf_counter() - start)
        model.undo()
        counter.painted.clear()
        wait_painted(time.perf_counter() + 5)
    window.close()
    median = statistics.median(samples) * 1000
    p90 = sorted(samples)[int(0.9 * len(samples))] * 1000
    return [
        {
            "name": "repaint: win -> four panels painted (median)",
            "value": round(median, 2),
            "unit": "ms",
            "note": f"{SAMPLES} wins, 1366x768 offscreen; target < 16 ms",
        },
        {
            "name": "repaint: win -> four panels painted (p90)",
            "value": round(p90, 2),
            "unit": "ms",
            "note": "",
        },
    ]


def main() -> None:
    rows = run()
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        print(f"{r['name']!s:<{width}}  {r['value']!s:>8} {r['unit']!s:<3} {r['note']}")


if __name__ == "__main__":
    main()
