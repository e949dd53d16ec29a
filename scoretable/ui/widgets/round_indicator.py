"""The round indicator in the middle of the table: round, honba, sticks on the table, rules."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from scoretable.engine.table import TableState
from scoretable.ui.widgets.panels.parts import wind_name
from scoretable.ui.widgets.panels.text_fit import fit_pixel_size, text_pixels


def round_parts(state: TableState) -> tuple[str, str, str]:
    """("East 2", "1 honba", "2 riichi sticks") in the interface language (東2局, 1本場, ...).

    The one wording of a hand's place in the game: the indicator and the dialogs' headers.
    """
    round_text = QCoreApplication.translate("RoundIndicator", "{wind} {number}").format(
        wind=wind_name(state.round_wind), number=state.hand_number
    )
    honba = QCoreApplication.translate("RoundIndicator", "{0} honba").format(state.honba)
    if state.sticks == 1:
        sticks = QCoreApplication.translate("RoundIndicator", "1 riichi stick")
    else:
        sticks = QCoreApplication.translate("RoundIndicator", "{0} riichi sticks").format(
            state.sticks
        )
    return round_text, honba, sticks


class SticksView(QWidget):
    """The riichi sticks on the table: one drawn stick per stick, up to five, then "×N"."""

    SHOWN = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_stick_height(12)

    def set_count(self, count: int) -> None:
        self.count = count
        self.setVisible(count > 0)
        self.update()

    def set_stick_height(self, height: int) -> None:
        self._height = height
        self.setFixedSize(QSize(height * 9, (height + 3) * self.SHOWN))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_sticks(painter, QRectF(self.rect()), self.count, self._height, self.palette())
        painter.end()


def paint_sticks(
    painter: QPainter, rect: QRectF, count: int, height: float, palette: QPalette
) -> None:
    """``count`` sticks stacked in ``rect``, centred (five at most, then "×N" beside)."""
    shown = min(count, SticksView.SHOWN)
    if shown <= 0:
        return
    gap = height * 0.25
    width = min(rect.width() * (0.7 if count > SticksView.SHOWN else 1.0), height * 7)
    total = shown * height + (shown - 1) * gap
    top = rect.center().y() - total / 2
    left = rect.center().x() - width / 2
    if count > SticksView.SHOWN:
        left -= rect.width() * 0.12
    for i in range(shown):
        bar = QRectF(left, top + i * (height + gap), width, height)
        painter.setPen(QPen(QColor("#777777"), 1))
        painter.setBrush(QColor("#f7f4ea"))
        painter.drawRoundedRect(bar, height / 4, height / 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d0202a"))
        radius = height / 2 - 1
        painter.drawEllipse(bar.center(), radius, radius)
    if count > SticksView.SHOWN:
        font = QFont(painter.font())
        font.setPixelSize(max(8, int(height * 1.6)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        text_rect = QRectF(
            left + width + gap, rect.top(), rect.right() - left - width, rect.height()
        )
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, f"\u00d7{count}")


class EdgeBand(NamedTuple):
    """What table mode writes along one edge of the centre, facing out."""

    angle: int
    length: float
    depth: float
    # the indicator's size across this edge (its height for the top and bottom bands)
    across: float
    big: QFont
    big_text: str
    small: QFont
    small_text: str
    # the share of the band's depth the counters take (nearest the edge)
    share: float


class RoundIndicator(QFrame):
    """Shows e.g. "East 2" over "1 honba · 2 riichi sticks" over the preset's name.

    In table mode it is painted for readers on every side: the round and the counters along
    each edge, facing out, and the sticks in the middle.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundIndicator")
        self.setFrameShape(QFrame.Shape.NoFrame)  # a rounded border, painted below
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(1, 1)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.counters_label = QLabel()
        self.counters_label.setObjectName("countersLabel")
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setVisible(False)
        self.timer_label = QLabel()  # the hanchan timer's countdown, when the game has one
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setVisible(False)
        self.stick = SticksView()
        self.stick.setVisible(False)
        self._labels = (
            self.round_label,
            self.counters_label,
            self.rules_label,
            self.status_label,
            self.timer_label,
        )
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        layout.addStretch(1)
        for label in self._labels:
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            layout.addWidget(label)
        layout.addWidget(self.stick, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._parts: list[str] = []
        self._game_over = False
        self.table_mode = False
        self._sticks = 0
        self._timer = ""

    def set_timer_text(self, text: str) -> None:
        """The hanchan timer's text ("42:17", "Time up: last hand"); empty: no timer."""
        if text == self._timer:
            return
        self._timer = text
        self.timer_label.setText(text)
        self.timer_label.setVisible(bool(text) and not self.table_mode)
        self._update_accessible()
        self.update()

    def set_state(self, state: TableState, rules_label: str) -> None:
        round_text, honba, sticks = round_parts(state)
        self.round_label.setText(round_text)
        self.counters_label.setText(f"{honba} · {sticks}")
        self.rules_label.setText(rules_label)
        self._sticks = state.sticks
        self.stick.set_count(state.sticks if not self.table_mode else 0)
        self.stick.setToolTip(sticks)
        self._game_over = state.game_over
        if state.game_over:
            self.status_label.setText(self.tr("Game over"))
        self.status_label.setVisible(state.game_over and not self.table_mode)
        self._parts = [round_text, honba, sticks, rules_label]
        self._update_accessible()
        self.update()

    def set_table_mode(self, on: bool) -> None:
        """Table mode: paint the texts facing every side instead of the upright labels."""
        self.table_mode = on
        for label in self._labels[:3]:
            label.setVisible(not on)
        self.status_label.setVisible(self._game_over and not on)
        self.timer_label.setVisible(bool(self._timer) and not on)
        self.stick.set_count(0 if on else self._sticks)
        self.update()

    def summary(self) -> str:
        """One line: "East 2 · 1 honba · 2 riichi sticks · Tenhou"."""
        return " · ".join(self._parts)

    def _update_accessible(self) -> None:
        """A screen reader reads the whole indicator: the round, honba, sticks, the rules,
        "Game over" and the timer (table mode paints them, so no label says them)."""
        parts = list(self._parts)
        if self._game_over:
            parts.append(self.status_label.text())
        if self._timer:
            parts.append(self._timer)
        self.setAccessibleName(", ".join(parts))

    def set_pixel_size(self, pixels: int) -> None:
        big = QFont(self.round_label.font())
        big.setPixelSize(pixels)
        big.setWeight(QFont.Weight.Bold)
        self.round_label.setFont(big)
        small = QFont(self.counters_label.font())
        small.setPixelSize(max(12, pixels * 2 // 5))
        self.counters_label.setFont(small)
        self.status_label.setFont(small)
        timer = QFont(small)
        timer.setWeight(QFont.Weight.Bold)
        self.timer_label.setFont(timer)
        rules = QFont(small)
        rules.setPixelSize(max(11, pixels // 3))
        self.rules_label.setFont(rules)
        self.stick.set_stick_height(max(6, pixels // 5))

    def edge_texts(self) -> tuple[str, str]:
        """What table mode writes along each edge: the round and the counters (at the end
        of the game: "Game over" and the round); a hanchan timer's text beside the round,
        as large (a countdown is read from across the table)."""
        if self._game_over:  # the round no longer matters: say so, big
            return self.status_label.text(), self.round_label.text()
        big = self.round_label.text()
        if self._timer:
            big = f"{big} · {self._timer}"
        return big, self.counters_label.text()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        if self.table_mode:
            self._paint_edges(painter)
        painter.end()

    def _edge_bands(self) -> list[EdgeBand]:
        """Each edge's band in table mode, its fonts as large as the band allows. The bands
        along the left and right edges run the whole height (the top and bottom ones lie
        between them): at 683x384 a side band between the others was too short for the
        counters. Each band writes the round, big, and the counters: on one line or two
        (honba over sticks), whichever is larger, never smaller than
        :func:`~scoretable.ui.widgets.panels.text_fit.text_pixels` (the round gives them depth)."""
        width, height = self.width(), self.height()
        big_text, small_text = self.edge_texts()
        depth_x, depth_y = self._depths()
        smallest = text_pixels(self)
        bands: list[EdgeBand] = []
        for angle in (0, 90, 180, 270):
            across = height if angle in (0, 180) else width
            if angle in (0, 180):
                length, depth = width - 2 * depth_x - 8, depth_y
            else:
                length, depth = height - 8, depth_x
            small = QFont(self.counters_label.font())
            choices = [small_text]
            if " · " in small_text:
                choices.append(small_text.replace(" · ", "\n"))
            metrics = QFontMetrics(small)
            # the counters on one line or two (two when that is a fifth larger), in more of
            # the depth only while they would be smaller than a reader is given
            best: tuple[tuple[bool, float, int], int, float, str] | None = None
            for share in (0.42, 0.5, 0.6):
                chosen: tuple[int, str] | None = None
                for text in choices:
                    lines = text.split("\n")
                    longest = max(lines, key=metrics.horizontalAdvance)
                    tall = int(depth * share / len(lines))
                    pixels = fit_pixel_size(small, longest, int(length), tall)
                    if chosen is None or pixels > chosen[0] * 1.2:
                        chosen = (pixels, text)
                assert chosen is not None
                # the least depth that reaches the size, else the largest size
                reaches = chosen[0] >= smallest
                rank = (reaches, -share if reaches else 0.0, 0 if reaches else chosen[0])
                if best is None or rank > best[0]:
                    best = (rank, chosen[0], share, chosen[1])
            assert best is not None
            _rank, pixels, share, lines_text = best
            small.setPixelSize(pixels)
            big = QFont(self.round_label.font())
            big.setWeight(QFont.Weight.Bold)
            big.setPixelSize(fit_pixel_size(big, big_text, int(length), int(depth * (1 - share))))
            bands.append(
                EdgeBand(angle, length, depth, across, big, big_text, small, lines_text, share)
            )
        return bands

    def _depths(self) -> tuple[float, float]:
        """How deep the side bands and the top and bottom bands are."""
        return self.width() * 0.2, self.height() * 0.32

    def edge_pixel_sizes(self) -> list[tuple[int, str]]:
        """(pixel size, text) of everything table mode writes along the edges (none in
        screen mode)."""
        if not self.table_mode:
            return []
        found = []
        for band in self._edge_bands():
            found.append((band.big.pixelSize(), band.big_text))
            if band.small_text:
                found.append((band.small.pixelSize(), band.small_text))
        return found

    def edge_boxes(self) -> list[tuple[int, QRectF, QRectF]]:
        """(angle, counters' box, round's box) of each band, in the band's own upright
        coordinates (centred on the indicator's middle)."""
        boxes = []
        for band in self._edge_bands():
            top = band.across / 2 - band.depth - 2
            small_depth = band.depth * band.share
            small = QRectF(-band.length / 2, top, band.length, small_depth)
            big = QRectF(-band.length / 2, top + small_depth, band.length, band.depth - small_depth)
            boxes.append((band.angle, small, big))
        return boxes

    def _paint_edges(self, painter: QPainter) -> None:
        """The round and counters along each edge, each facing out; the sticks inside."""
        width, height = self.width(), self.height()
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        bands = self._edge_bands()
        for band, (_angle, small_box, big_box) in zip(bands, self.edge_boxes(), strict=True):
            painter.save()
            painter.translate(width / 2, height / 2)
            painter.rotate(-band.angle)
            painter.setFont(band.small)
            painter.drawText(small_box, Qt.AlignmentFlag.AlignCenter, band.small_text)
            painter.setFont(band.big)
            painter.drawText(big_box, Qt.AlignmentFlag.AlignCenter, band.big_text)
            painter.restore()
        depth_x, depth_y = self._depths()
        inner = QRectF(depth_x, depth_y, width - 2 * depth_x, height - 2 * depth_y)
        stick_height = max(4.0, min(inner.height() / 7, inner.width() / 9))
        paint_sticks(painter, inner, self._sticks, stick_height, self.palette())
