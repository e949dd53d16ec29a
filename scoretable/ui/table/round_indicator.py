"""The round indicator in the middle of the table: round, honba, sticks on the table, rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from scoretable.engine.table import TableState
from scoretable.ui.table.panels import fit_pixel_size, wind_name


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


#: the smallest pixel size table mode writes the counters at (smaller: left out on that side)
SMALLEST = 9


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

    def _edge_bands(self) -> list[tuple[int, float, float, float, QFont, str, QFont, str]]:
        """Each edge's band in table mode: (angle, length, depth, across, big font, big
        text, small font, small text), the fonts as large as the band allows. Where the
        counters would be smaller than :data:`SMALLEST` px even on two lines, that band
        leaves them out (the bands along the long edges carry them)."""
        width, height = self.width(), self.height()
        big_text, small_text = self.edge_texts()
        depth_y = height * 0.27  # the bands along the top and bottom edges
        depth_x = width * 0.22  # along the left and right edges
        bands: list[tuple[int, float, float, float, QFont, str, QFont, str]] = []
        for angle in (0, 90, 180, 270):
            # the band along this edge, between the bands of the two edges beside it
            along, across = (width, height) if angle in (0, 180) else (height, width)
            # the top and bottom bands run the whole width (the side bands lie between
            # them); the side bands between the top and bottom ones
            side_depth = 4 if angle in (0, 180) else depth_y
            band_length = along - 2 * side_depth - 8
            band_depth = depth_y if angle in (0, 180) else depth_x
            small = QFont(self.counters_label.font())
            one_line = fit_pixel_size(small, small_text, int(band_length), int(band_depth * 0.4))
            # or two lines (honba over sticks), when that allows a larger font
            longest = max(small_text.split(" · "), key=len)
            two_lines = fit_pixel_size(small, longest, int(band_length), int(band_depth * 0.2))
            if two_lines > one_line * 1.2:
                small.setPixelSize(two_lines)
                lines_text = small_text.replace(" · ", "\n")
            else:
                small.setPixelSize(one_line)
                lines_text = small_text
            big_share = 0.58
            if small.pixelSize() < SMALLEST:
                # a small centre: one line for all ("East 1 · 0 honba · 1 riichi stick")
                # where it fits, else the round alone (another band has the counters)
                lines_text, big_share = "", 1.0
                joined = f"{big_text} · {small_text}"
                probe = QFont(self.round_label.font())
                probe.setWeight(QFont.Weight.Bold)
                if fit_pixel_size(probe, joined, int(band_length), int(band_depth)) >= SMALLEST:
                    big_text = joined
            big = QFont(self.round_label.font())
            big.setWeight(QFont.Weight.Bold)
            big.setPixelSize(
                fit_pixel_size(big, big_text, int(band_length), int(band_depth * big_share))
            )
            bands.append((angle, band_length, band_depth, across, big, big_text, small, lines_text))
            big_text = self.edge_texts()[0]
        return bands

    def edge_pixel_sizes(self) -> list[tuple[int, str]]:
        """(pixel size, text) of everything table mode writes along the edges (none in
        screen mode)."""
        if not self.table_mode:
            return []
        found = []
        for (
            _angle,
            _length,
            _depth,
            _across,
            big,
            big_text,
            small,
            small_text,
        ) in self._edge_bands():
            found.append((big.pixelSize(), big_text))
            if small_text:
                found.append((small.pixelSize(), small_text))
        return found

    def _paint_edges(self, painter: QPainter) -> None:
        """The round and counters along each edge, each facing out; the sticks inside."""
        width, height = self.width(), self.height()
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        for (
            angle,
            band_length,
            band_depth,
            across,
            big,
            big_text,
            small,
            lines_text,
        ) in self._edge_bands():
            small_share = 0.42 if lines_text else 0.0
            painter.save()
            painter.translate(width / 2, height / 2)
            painter.rotate(-angle)
            top = across / 2 - band_depth - 2
            if lines_text:
                painter.setFont(small)
                painter.drawText(
                    QRectF(-band_length / 2, top, band_length, band_depth * small_share),
                    Qt.AlignmentFlag.AlignCenter,
                    lines_text,
                )
            painter.setFont(big)
            painter.drawText(
                QRectF(
                    -band_length / 2,
                    top + band_depth * small_share,
                    band_length,
                    band_depth * (1 - small_share),
                ),
                Qt.AlignmentFlag.AlignCenter,
                big_text,
            )
            painter.restore()
        depth_y, depth_x = height * 0.27, width * 0.22
        inner = QRectF(depth_x, depth_y, width - 2 * depth_x, height - 2 * depth_y)
        stick_height = max(4.0, min(inner.height() / 7, inner.width() / 9))
        paint_sticks(painter, inner, self._sticks, stick_height, self.palette())
