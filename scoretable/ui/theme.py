"""Colours and number formats shared by the table's widgets.

Gains and losses use a blue/orange pair (told apart with the common colour-vision
deficiencies, unlike green/red), in a lighter shade on a dark palette. Whether the palette is
dark follows the system (Qt's colour scheme, else the window colour's lightness).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

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
