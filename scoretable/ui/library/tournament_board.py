"""The tournament's board for the room's screen (a TV or a projector): a session's tables or
the standings in type as large as fits, and the session's clock.

    board = TournamentBoard("Spring Open")
    board.show_seating(2, [["Ann", "Bo", "Cy", "Di"], ...])
    board.set_clock(90 * 60)  # seconds left of the session, as the club's server counts

Every table (or block of standings rows) is a cell of a grid; the number of columns and the
type size are chosen together so that the longest line fits its cell and every line is drawn
whole: nothing is elided, clipped or overlaps, from 16 to 100 players, at 1366x768 as at
1920x1080. Passive: it shows what it is given.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from scoretable import clock
from scoretable.ui import theme
from scoretable.ui.fitting import resize_within
from scoretable.ui.widgets.panels.text_fit import fit_pixel_size

# standings rows in one cell of the board
ROWS_A_CELL = 10


def _cell_width(metrics: QFontMetricsF, lines: Sequence[str]) -> float:
    """The width ``lines`` take: a line "text\tfigure" puts its figure in a column of the
    cell's own, right-aligned two spaces after the widest text."""
    plain = [metrics.horizontalAdvance(line) for line in lines if "\t" not in line]
    parts = [line.partition("\t") for line in lines if "\t" in line]
    tabbed = 0.0
    if parts:
        texts = max(metrics.horizontalAdvance(text) for text, _, _ in parts)
        figures = max(metrics.horizontalAdvance(figure) for _, _, figure in parts)
        tabbed = texts + metrics.horizontalAdvance("  ") + figures
    return max([*plain, tabbed, 1.0])


class BoardView(QWidget):
    """Cells of lines, in a grid whose columns and type size fit the widget (see module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        self.cells: list[list[str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_cells(self, cells: list[list[str]]) -> None:
        self.cells = cells
        self.update()

    def layout_for(self, width: float, height: float) -> tuple[int, float]:
        """(columns, font pixel size): the largest type with which every cell fits."""
        best = (1, 0.0)
        if not self.cells:
            return best
        lines = max(len(cell) for cell in self.cells)
        font = QFont(self.font())
        font.setPixelSize(100)
        metrics = QFontMetricsF(font)
        widest = max(_cell_width(metrics, cell) for cell in self.cells)
        line_height = metrics.lineSpacing()
        for columns in range(1, len(self.cells) + 1):
            rows = math.ceil(len(self.cells) / columns)
            cell_width = width / columns
            cell_height = height / rows
            # the text at 100 px, scaled down to fit the cell's width and its height, with
            # a margin of a fifth of a line around it
            scale = min(
                (cell_width * 0.9) / max(widest, 1.0),
                cell_height / (line_height * (lines + 0.4)),
            )
            size = math.floor(100 * scale * 0.98)
            if size > best[1]:
                best = (columns, float(size))
        return best

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cells:
            return
        columns, size = self.layout_for(self.width(), self.height())
        if size < 1:
            return
        rows = math.ceil(len(self.cells) / columns)
        cell_width, cell_height = self.width() / columns, self.height() / rows
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPixelSize(int(size))
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        heading = QFont(font)
        heading.setBold(True)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for index, cell in enumerate(self.cells):
            column, row = index % columns, index // columns
            x = column * cell_width + cell_width * 0.05
            y = row * cell_height + metrics.lineSpacing() * 0.2
            # a line's part after a tab ends at one edge for the whole cell (the points)
            end = x + _cell_width(metrics, cell[1:])
            for number, line in enumerate(cell):
                painter.setFont(heading if number == 0 else font)
                rect = QRectF(x, y, cell_width * 0.95, metrics.lineSpacing())
                text, _, figure = line.partition("\t")
                painter.drawText(rect, left, text)
                if figure:
                    painter.drawText(QRectF(x, y, end - x, metrics.lineSpacing()), right, figure)
                y += metrics.lineSpacing()
        painter.end()


class TournamentBoard(QWidget):
    """The board window (see the module)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tournamentBoard")
        self.setWindowTitle(self.tr("scoretable: {0}").format(name))
        self.name = name
        self.showing_standings = False
        self.countdown: clock.Countdown | None = None
        self.hands_after = 1
        self.title = QLabel()
        self.title.setObjectName("boardTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # the tournament's name as typed
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.clock = QLabel()
        self.clock.setObjectName("boardClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock.setVisible(False)
        for label in (self.title, self.clock):  # sized with the window (resizeEvent)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.view = BoardView()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.clock)
        layout.addWidget(self.view, 1)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.tick)
        # as far as the screen it opens on has room (a 683x384 laptop screen had it twice
        # its size, its edges off the screen)
        resize_within(self, QSize(1366, 768))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_labels()

    def _fit_labels(self) -> None:
        """The title a twentieth of the height, the clock a tenth: read across the room; the
        clock's line smaller if it would be wider than the window (at a tenth of 768 px,
        "Time is up: finish the hand in play and play one more" was cut at both ends)."""
        layout = self.layout()
        assert layout is not None
        width = layout.contentsRect().width()
        for label, share in ((self.title, 20), (self.clock, 10)):
            font = label.font()
            pixels = max(12, self.height() // share)
            if label is self.clock and label.text() and width > 0:
                pixels = min(pixels, fit_pixel_size(font, label.text(), width, 10**4))
            if font.pixelSize() != pixels:
                font.setPixelSize(pixels)
                label.setFont(font)

    def winds(self) -> list[str]:
        return [self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North")]

    def show_seating(self, session: int, tables: Sequence[Sequence[str]]) -> None:
        """Session ``session``'s tables, each with its players by wind."""
        self.showing_standings = False
        self.title.setText(self.tr("{0}: session {1}").format(self.name, session))
        winds = self.winds()
        self.view.set_cells(
            [
                [self.tr("Table {0}").format(number)]
                + [f"{winds[seat]}  {player}" for seat, player in enumerate(table)]
                for number, table in enumerate(tables, start=1)
            ]
        )

    def show_standings(self, rows: Sequence[Any]) -> None:
        """The standings (``storage.tournament.Standing`` rows), ten a block."""
        self.showing_standings = True
        self.title.setText(self.tr("{0}: standings").format(self.name))
        lines = [f"{row.rank}. {row.player}\t{theme.signed_float(row.points)}" for row in rows]
        cells = []
        for start in range(0, len(lines), ROWS_A_CELL):
            last = min(start + ROWS_A_CELL, len(lines))
            cells.append([self.tr("Places {0}-{1}").format(start + 1, last), *lines[start:last]])
        self.view.set_cells(cells)

    def set_clock(self, left: float | None, hands_after: int = 1) -> None:
        """Follow a session's clock: ``left`` seconds of it now, as the club's server counts
        them (None: no clock shown), counted down from here on the monotonic clock, never
        against this machine's wall clock; ``hands_after``: what the tables do when the time
        is up (1: finish the hand in play; 2: and play one more)."""
        self.countdown = None if left is None else clock.Countdown(left)
        self.hands_after = hands_after
        self.clock.setVisible(left is not None)
        if left is None:
            self.ticker.stop()
            return
        self.ticker.start()
        self.tick()

    def tick(self) -> None:
        if self.countdown is None:
            return
        left = round(self.countdown.left())
        if left > 0:
            hours, rest = divmod(left, 3600)
            text = (
                f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
                if hours
                else f"{rest // 60}:{rest % 60:02d}"
            )
            self.clock.setText(self.tr("{0} left").format(text))
        else:
            self.clock.setText(
                self.tr("Time is up: finish the hand in play")
                if self.hands_after == 1
                else self.tr("Time is up: finish the hand in play and play one more")
            )
        self._fit_labels()
