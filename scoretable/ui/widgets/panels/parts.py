"""What a player's panel is built of: the winds' names, the riichi stick, the name (on one
line or two), the lines under the score, and the score drawn as large as its box allows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from scoretable.ui import theme
from scoretable.ui.widgets.panels.text_fit import fit_pixel_size, wrapped_lines


def wind_name(wind: int) -> str:
    """The translatable word for a seat or round wind (0 East .. 3 North)."""
    names = (
        QCoreApplication.translate("Winds", "East"),
        QCoreApplication.translate("Winds", "South"),
        QCoreApplication.translate("Winds", "West"),
        QCoreApplication.translate("Winds", "North"),
    )
    return names[wind % 4]


class RiichiStick(QWidget):
    """A 1,000-point stick: a white bar with a red dot, drawn when the player is in riichi."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(QSize(120, 16))
        self.setToolTip(self.tr("Riichi: 1,000 on the table"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 3, -1, -3)
        painter.setPen(QColor("#777777"))
        painter.setBrush(QColor("#f7f4ea"))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d0202a"))
        radius = rect.height() / 2 - 1
        painter.drawEllipse(rect.center(), radius, radius)
        painter.end()


class NameLabel(QLabel):
    """The player's name: one line, or two when one would be too small to read
    (:meth:`set_lines`). :meth:`text` is always the whole name, on one line: the break is
    only how it is drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: tuple[str, ...] = ()

    def setText(self, text: str) -> None:
        self._lines = ()
        super().setText(text)

    def lines(self) -> tuple[str, ...]:
        """The lines drawn: the name, or its two halves."""
        return self._lines if len(self._lines) > 1 else (self.text(),)

    def set_lines(self, lines: tuple[str, ...]) -> None:
        if lines != self.lines():
            self._lines = lines
            self.update()

    def lines_size(self, font: QFont | None = None) -> QSize:
        """The width of the widest line and the height of all of them, in ``font`` (the
        label's own if None), as they are drawn."""
        metrics = QFontMetrics(font or self.font())
        box = QRect(0, 0, 10**5, 10**5)
        return metrics.boundingRect(
            box, int(self.alignment().value), "\n".join(self.lines())
        ).size()

    def paintEvent(self, event: QPaintEvent) -> None:
        if len(self._lines) < 2:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment().value),
            self.palette(),
            self.isEnabled(),
            "\n".join(self._lines),
            self.foregroundRole(),
        )
        painter.end()


class LinesLabel(QLabel):
    """Lines of plain text under the score (a player's all-last conditions), wrapped between
    words, centred. The panel says how many of the wrapped lines it has room for
    (:meth:`set_shown`): where that is fewer, the last shown ends with "…" and the tooltip
    has the whole text. :meth:`text` is always the whole text.

    Signals:
        changed(): the text changed (the panel fits it again).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._shown: int | None = None
        self._tip = ""

    def set_lines(self, lines: Sequence[str], tip: str = "") -> None:
        """Show ``lines`` (none: hidden); ``tip`` heads the tooltip."""
        self._tip = tip
        self._shown = None
        self.setText("\n".join(lines))
        self._update_tip()
        self.setVisible(bool(lines))
        self.changed.emit()

    def lines(self) -> list[str]:
        """The lines given (each may take more than one drawn line)."""
        text = self.text()
        return text.split("\n") if text else []

    def drawn_lines(self, font: QFont | None = None, width: int | None = None) -> list[str]:
        """The lines drawn in ``font`` and ``width`` (the label's own by default): the text
        wrapped, cut to the count shown, the last ending with "…" if some are left out."""
        font = font or self.font()
        width = self.contentsRect().width() if width is None else width
        lines = wrapped_lines(self.text(), font, width)
        if self._shown is None or self._shown >= len(lines):
            return lines
        shown = lines[: self._shown]
        if shown:
            metrics = QFontMetrics(font)
            words = shown[-1].split(" ")
            while len(words) > 1 and metrics.horizontalAdvance(" ".join(words) + " …") > width:
                words.pop()
            shown[-1] = " ".join(words) + " \u2026"
        return shown

    def set_shown(self, count: int | None) -> None:
        """Draw the first ``count`` wrapped lines (None: all of them)."""
        if count != self._shown:
            self._shown = count
            self._update_tip()
            self.update()

    def line_height(self, font: QFont | None = None) -> int:
        return QFontMetrics(font or self.font()).lineSpacing()

    def _update_tip(self) -> None:
        if self._shown is None:
            self.setToolTip(self._tip)
        else:
            self.setToolTip("\n".join(part for part in (self._tip, self.text()) if part))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        box = self.contentsRect()
        step = self.line_height()
        for index, line in enumerate(self.drawn_lines()):
            row = QRect(box.left(), box.top() + index * step, box.width(), step)
            painter.drawText(row, int(Qt.AlignmentFlag.AlignCenter.value), line)
        painter.end()


class ScoreLabel(QLabel):
    """The score: its digits take the largest font that fits the label's box, never
    clipped, never elided. It asks the layout for no room of its own (the panel gives it
    what the other lines leave), so a font change never moves the layout.

    Signals:
        clicked(): pressed with the left button (the window starts a win for the seat).
        fitted(): the largest size that fits changed.
    """

    clicked = Signal()
    fitted = Signal()

    # the font is fitted for at least this text, so it does not jump as the score changes
    REFERENCE = theme.MINUS + "88,888"
    # logical px between the digits and the aside (:attr:`aside`)
    ASIDE_GAP = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("0", parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # the largest pixel size that fits: the one drawn (each panel's score its own)
        self.natural = 0
        # a narrow column drawn right after the digits, the two centred together (None or
        # hidden: the digits alone, centred)
        self.aside: QWidget | None = None

    def setText(self, text: str) -> None:
        super().setText(text)
        if self.testAttribute(Qt.WidgetAttribute.WA_Resized):  # else its first size fits it
            self.fit()

    def fit(self) -> None:
        rect = self.contentsRect()
        font = QFont(self.font())
        font.setWeight(QFont.Weight.DemiBold)
        text = self.text()
        reference = text if len(text) > len(self.REFERENCE) else self.REFERENCE
        width, height = rect.width() - 4 - self._aside_room(), rect.height() - 2
        pixels = fit_pixel_size(font, reference, width, height, ink=True)
        if reference != text:  # the reference is nearly always the wider; make sure
            pixels = min(pixels, fit_pixel_size(font, text, width, height, ink=True))
        changed = pixels != self.natural
        self.natural = pixels
        font.setPixelSize(max(1, pixels))
        if font != self.font():
            self.setFont(font)
        if changed:
            self.fitted.emit()
        self.place_aside()

    def _aside_room(self) -> int:
        """The width the aside takes beside the digits (and the gap before it)."""
        aside = self.aside
        return aside.width() + self.ASIDE_GAP if aside and not aside.isHidden() else 0

    def _digits_left(self, metrics: QFontMetrics) -> float:
        """Where the digits start: centred, with the aside after them if shown."""
        box = QRectF(self.contentsRect())
        return box.center().x() - (metrics.horizontalAdvance(self.text()) + self._aside_room()) / 2

    def place_aside(self) -> None:
        """The aside right after the digits, as tall as the label."""
        aside = self.aside
        if aside is None or aside.isHidden():
            return
        metrics = QFontMetrics(self.font())
        left = self._digits_left(metrics) + metrics.horizontalAdvance(self.text())
        aside.setGeometry(int(left) + self.ASIDE_GAP, 0, aside.width(), self.height())

    def ink_rect(self) -> QRect:
        """Where the digits' ink is painted: centred in the label (tight bounding box)."""
        metrics = QFontMetrics(self.font())
        ink = metrics.tightBoundingRect(self.text())
        ink.setWidth(max(ink.width(), metrics.horizontalAdvance(self.text())) - 0)
        box = self.contentsRect()
        ink.moveCenter(box.center())
        ink.moveLeft(int(self._digits_left(metrics)))
        return ink

    def paintEvent(self, event: QPaintEvent) -> None:
        # Centred by its ink, not its line: the line's descent would push digits up.
        metrics = QFontMetrics(self.font())
        text = self.text()
        tight = metrics.tightBoundingRect(text)
        box = QRectF(self.contentsRect())
        x = self._digits_left(metrics)
        y = box.center().y() - (tight.top() + tight.height() / 2)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QPointF(x, y), text)
        painter.end()

    def sizeHint(self) -> QSize:
        return QSize(10, 10)

    def minimumSizeHint(self) -> QSize:
        return QSize(1, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)
