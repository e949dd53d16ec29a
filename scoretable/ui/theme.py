"""Colours and number formats shared by the table's widgets.

Gains and losses use a blue/orange pair (told apart with the common colour-vision
deficiencies, unlike green/red), in a lighter shade on a dark palette. Whether the palette is
dark follows the system (Qt's colour scheme, else the window colour's lightness).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QLabel, QWidget

GAIN_LIGHT = "#1f5fbf"
GAIN_DARK = "#6cb4ff"
LOSS_LIGHT = "#c45400"
LOSS_DARK = "#ffa552"


def is_dark() -> bool:
    """True when the system (or the application's palette) is dark."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    scheme = app.styleHints().colorScheme()
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def gain_color(dark: bool | None = None) -> QColor:
    return QColor(GAIN_DARK if (is_dark() if dark is None else dark) else GAIN_LIGHT)


def loss_color(dark: bool | None = None) -> QColor:
    return QColor(LOSS_DARK if (is_dark() if dark is None else dark) else LOSS_LIGHT)


def delta_color(value: int | float, dark: bool | None = None) -> QColor | None:
    """Blue for a gain, orange for a loss, None for no change."""
    if value > 0:
        return gain_color(dark)
    if value < 0:
        return loss_color(dark)
    return None


MINUS = "\u2212"  # a real minus sign: as wide as the plus, reads better at large sizes


def points(value: int) -> str:
    """A score with thousands separators: 25,000 / -1,300 (with a real minus sign)."""
    text = f"{abs(value):,}"
    return f"{MINUS}{text}" if value < 0 else text


def signed(value: int) -> str:
    """A change with its sign: +3,900 / -3,900 / 0."""
    if value > 0:
        return f"+{value:,}"
    if value < 0:
        return f"{MINUS}{abs(value):,}"
    return "0"


def signed_float(value: float, decimals: int = 1) -> str:
    """Final points with their sign: +45.0 / -12.5."""
    if value > 0:
        return f"+{value:.{decimals}f}"
    if value < 0:
        return f"{MINUS}{abs(value):.{decimals}f}"
    return f"{0:.{decimals}f}"


def html_colored(text: str, value: int | float) -> str:
    """``text`` as rich text in the gain/loss colour of ``value``."""
    color = delta_color(value)
    if color is None:
        return text
    return f'<span style="color:{color.name()}">{text}</span>'


def set_text_color(widget: QWidget, color: QColor) -> None:
    """Draw ``widget``'s text in ``color`` (its palette; the other roles still follow the
    application's)."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, color)
    widget.setPalette(palette)


class BoxedLabel(QLabel):
    """A bold label in a rounded box (a badge, a banner), in colours set by
    :meth:`set_colors`. A font given later should be bold too.

    Painted here rather than with a style sheet: a sheet on the window restyles every widget
    in it, which cost start-up about 2.5 ms.
    """

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        radius: float,
        border: int = 0,
        padding: tuple[int, int] = (0, 0),
    ) -> None:
        super().__init__(text, parent)
        self._radius = radius
        self._border_width = border
        self._border: QColor | None = None
        self._fill: QColor | None = None
        across, down = padding
        self.setContentsMargins(across + border, down + border, across + border, down + border)
        font = self.font()
        font.setBold(True)
        self.setFont(font)

    def set_colors(
        self, text: QColor, border: QColor | None = None, fill: QColor | None = None
    ) -> None:
        set_text_color(self, text)
        self._border = border
        self._fill = fill
        self.update()

    def colors(self) -> tuple[QColor, QColor | None, QColor | None]:
        """(text, border, fill), as painted."""
        return self.palette().color(QPalette.ColorRole.WindowText), self._border, self._fill

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._border is not None or self._fill is not None:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            half = self._border_width / 2
            rect = QRectF(self.rect()).adjusted(half, half, -half, -half)
            if self._border is not None and self._border_width:
                painter.setPen(QPen(self._border, self._border_width))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._fill if self._fill is not None else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, self._radius, self._radius)
            painter.end()
        super().paintEvent(event)
