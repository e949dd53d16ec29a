"""Checks of the table's geometry, shared by the tests and a scaled run in a subprocess.

    python tests/helpers/table_checks.py 683x384 911x512    # prints "ok" or the problems

Every check measures what is painted: font metrics against the widget's rectangle, widget
rectangles against each other, and where a turned panel's bottom edge ends up on screen.
"""

from __future__ import annotations

import os
import sys
from itertools import combinations

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget

from scoretable.ui.table.main_window import TABLE_ANGLES, MainWindow

SIZES = ((640, 360), (800, 450), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160))

#: which way (dx, dy) a reader at each position looks from the panel's top to its bottom
FACING = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """``widget``'s rectangle in ``ancestor``'s coordinates (within one panel)."""
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


def score_problems(window: MainWindow) -> list[str]:
    """Every score's digits fit its box, by the font's own metrics, and are not tiny."""
    found = []
    for panel in window.panels:
        label = panel.score_label
        metrics = QFontMetrics(label.font())
        box = label.contentsRect()
        text = label.text()
        if metrics.horizontalAdvance(text) > box.width():
            found.append(f"seat {panel.seat}: {text} is wider than its box {box.width()}")
        if metrics.tightBoundingRect(text).height() > box.height():
            found.append(f"seat {panel.seat}: {text} is taller than its box {box.height()}")
        if label.font().pixelSize() < 18:
            found.append(f"seat {panel.seat}: score font {label.font().pixelSize()} px")
        if not panel.rect().contains(rect_in(label, panel)):
            found.append(f"seat {panel.seat}: the score's box leaves the panel")
    return found


def facing_problems(window: MainWindow) -> list[str]:
    """In table mode, each panel's text runs top-to-bottom towards its seat's edge."""
    found = []
    for seat, panel in enumerate(window.panels):
        position = (seat - window.rotation) % 4
        if window.layout_mode != "table":
            expected = (0, 1)
            vector = (0.0, 1.0)
        else:
            host = window.hosts[seat]
            top = host.mapFromScene(host.proxy.mapToScene(QPointF(panel.width() / 2, 0)))
            bottom = host.mapFromScene(
                host.proxy.mapToScene(QPointF(panel.width() / 2, panel.height()))
            )
            vector = (bottom.x() - top.x(), bottom.y() - top.y())
            expected = FACING[position]
            if window.panel_angle(seat) != TABLE_ANGLES[position]:
                found.append(f"seat {seat}: angle {window.panel_angle(seat)}")
        length = max(abs(vector[0]), abs(vector[1]))
        direction = (round(vector[0] / length), round(vector[1] / length))
        if direction != expected:
            found.append(f"seat {seat} at {position} faces {direction}, not {expected}")
    return found


def overlap_problems(window: MainWindow) -> list[str]:
    """No two things shown overlap: the panels, the centre, the strip; inside each panel
    the name line's widgets, the score, and the bottom line."""
    found = []
    area = window.table_area
    blocks = [window.panel_holder(seat) for seat in range(len(window.panels))]
    blocks += [window.indicator, window.strip]
    rects = [rect_in(block, area) for block in blocks]
    for (i, a), (j, b) in combinations(enumerate(rects), 2):
        if a.intersects(b):
            found.append(f"{blocks[i].objectName()} overlaps {blocks[j].objectName()}")
    for panel in window.panels:
        parts = [panel.wind_label, panel.name_label, panel.riichi_button, panel.score_label]
        parts += [panel.dealer_label, panel.riichi_row]
        shown = [part for part in parts if part.isVisibleTo(panel)]
        for a, b in combinations(shown, 2):
            if rect_in(a, panel).intersects(rect_in(b, panel)):
                found.append(f"seat {panel.seat}: {a.objectName()} overlaps {b.objectName()}")
        for part in shown + [panel.result_label] * panel.result_label.isVisibleTo(panel):
            if not panel.rect().contains(rect_in(part, panel)):
                found.append(f"seat {panel.seat}: {part.objectName()} leaves the panel")
        if panel.result_label.isVisibleTo(panel):
            metrics = QFontMetrics(panel.result_label.font())
            text = panel.result_label.text()
            if metrics.horizontalAdvance(text) > panel.result_label.width():
                found.append(f"seat {panel.seat}: the result {text!r} is clipped")
    return found


def text_problems(window: MainWindow, smallest: int = 9) -> list[str]:
    """Each panel's name (each of its lines) and wind fit their boxes whole (font metrics),
    and the centre's texts are at least ``smallest`` device px."""
    found = []
    for panel in window.panels:
        for label, lines in (
            (panel.name_label, panel.name_label.lines()),  # the name may be on two lines
            (panel.wind_label, (panel.wind_label.text(),)),
        ):
            metrics = QFontMetrics(label.font())
            advance = max(metrics.horizontalAdvance(line) for line in lines)
            if label.isVisibleTo(panel) and advance > label.contentsRect().width():
                found.append(
                    f"seat {panel.seat}: {label.text()!r} is {advance} px wide in a box of"
                    f" {label.contentsRect().width()}"
                )
            tall = panel.name_label.lines_size().height()
            if len(lines) > 1 and tall > label.contentsRect().height():
                found.append(f"seat {panel.seat}: the two lines of {label.text()!r} are clipped")
    ratio = window.devicePixelRatioF()
    for pixels, text in window.indicator.edge_pixel_sizes():
        if pixels * ratio < smallest:
            found.append(f"the centre writes {text!r} at {pixels} px (x{ratio})")
    return found


def all_problems(window: MainWindow) -> list[str]:
    return (
        score_problems(window)
        + facing_problems(window)
        + overlap_problems(window)
        + text_problems(window)
    )


def check_sizes(sizes: list[tuple[int, int]]) -> list[str]:
    """Both layouts at each size, a new game and a finished one (for the subprocess)."""
    from PySide6.QtWidgets import QApplication

    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel

    app = QApplication.instance() or QApplication([])
    found = []
    for layout in ("screen", "table"):
        for width, height in sizes:
            window = MainWindow(GameModel(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai")))
            window.menu_view.set_layout_mode(layout)
            window.resize(width, height)
            window.show()
            app.processEvents()
            ratio = window.devicePixelRatio()
            found += [f"{layout} {width}x{height} @{ratio}: {p}" for p in all_problems(window)]
            window.model.end_game()
            window.menu_game.close_results()
            app.processEvents()
            ratio = window.devicePixelRatio()
            found += [f"{layout} {width}x{height} @{ratio}: {p}" for p in all_problems(window)]
            window.close()
            window.deleteLater()
    return found


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    asked = [tuple(int(n) for n in arg.split("x")) for arg in sys.argv[1:]]
    problems = check_sizes([(w, h) for w, h in asked])
    print("\n".join(problems) or "ok")
