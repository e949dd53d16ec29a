"""Colours and number formats shared by the table's widgets.

Gains and losses use a blue/orange pair (told apart with the common colour-vision
deficiencies, unlike green/red), in a lighter shade on a dark palette. Whether the palette is
dark is read from the application's palette (its window colour's lightness), which
:func:`apply_scheme` makes follow the system's colour scheme (Qt's ``colorScheme``), or the
scheme asked for (``--theme dark|light``, or ``SCORETABLE_THEME``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from scoretable.storage.paths import chosen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProxyStyle

GAIN_LIGHT = "#1f5fbf"
GAIN_DARK = "#6cb4ff"
LOSS_LIGHT = "#b04a00"
LOSS_DARK = "#ffa552"


# ``--theme``'s choices: follow the system, or one scheme whatever the system says
SCHEMES = ("system", "light", "dark", "contrast")
THEME_ENV = "SCORETABLE_THEME"

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

# the dark palette (every role the widgets draw with), and what differs when disabled
_DARK = {
    Role.Window: "#2b2b2b",
    Role.WindowText: "#ececec",
    Role.Base: "#1e1e1e",
    Role.AlternateBase: "#303030",
    Role.ToolTipBase: "#3c3c3c",
    Role.ToolTipText: "#ececec",
    Role.PlaceholderText: "#a0a0a0",
    Role.Text: "#ececec",
    Role.Button: "#3b3b3b",
    Role.ButtonText: "#ececec",
    Role.BrightText: "#ff8a80",
    Role.Light: "#525252",
    Role.Midlight: "#454545",
    Role.Mid: "#5c5c5c",  # the panels' frames: seen on the window
    Role.Dark: "#1a1a1a",
    Role.Shadow: "#000000",
    Role.Highlight: "#2a65b0",
    Role.HighlightedText: "#ffffff",
    Role.Link: "#6cb4ff",
    Role.LinkVisited: "#c8a2ff",
}
_DARK_DISABLED = {
    Role.WindowText: "#8a8a8a",
    Role.Text: "#8a8a8a",
    Role.ButtonText: "#8a8a8a",
    Role.Highlight: "#4a4a4a",
}
_LIGHT = {
    Role.Window: "#efefef",
    Role.WindowText: "#000000",
    Role.Base: "#ffffff",
    Role.AlternateBase: "#f7f7f7",
    Role.ToolTipBase: "#ffffdc",
    Role.ToolTipText: "#000000",
    Role.PlaceholderText: "#6e6e6e",
    Role.Text: "#000000",
    Role.Button: "#efefef",
    Role.ButtonText: "#000000",
    Role.BrightText: "#ffffff",
    Role.Light: "#ffffff",
    Role.Midlight: "#cacaca",
    Role.Mid: "#b8b8b8",
    Role.Dark: "#9f9f9f",
    Role.Shadow: "#767676",
    Role.Highlight: "#2a6fb0",
    Role.HighlightedText: "#ffffff",
    Role.Link: "#0000ff",
    Role.LinkVisited: "#ff00ff",
}
_LIGHT_DISABLED = {
    Role.WindowText: "#7a7a7a",
    Role.Text: "#7a7a7a",
    Role.ButtonText: "#7a7a7a",
    Role.Highlight: "#919191",
}


# high contrast: white on black, every frame white, yellow for what is selected (read as
# dark: the gain and loss colours are the dark scheme's, at least 7:1 on black)
_CONTRAST = {
    **_DARK,
    Role.Window: "#000000",
    Role.WindowText: "#ffffff",
    Role.Base: "#000000",
    Role.AlternateBase: "#1a1a1a",
    Role.ToolTipBase: "#000000",
    Role.ToolTipText: "#ffffff",
    Role.PlaceholderText: "#d0d0d0",
    Role.Text: "#ffffff",
    Role.Button: "#000000",
    Role.ButtonText: "#ffffff",
    Role.Light: "#ffffff",
    Role.Midlight: "#ffffff",
    Role.Mid: "#ffffff",
    Role.Dark: "#ffffff",
    Role.Highlight: "#ffff00",
    Role.HighlightedText: "#000000",
    Role.Link: "#ffff00",
    Role.LinkVisited: "#ffff00",
}
_CONTRAST_DISABLED = {
    Role.WindowText: "#c0c0c0",
    Role.Text: "#c0c0c0",
    Role.ButtonText: "#c0c0c0",
    Role.Highlight: "#808080",
}


def scheme_palette(dark: bool, contrast: bool = False) -> QPalette:
    """The whole palette of the dark (or light, or high-contrast) scheme, the same on every
    platform."""
    palette = QPalette()
    colors, disabled = (_DARK, _DARK_DISABLED) if dark else (_LIGHT, _LIGHT_DISABLED)
    if contrast:
        colors, disabled = _CONTRAST, _CONTRAST_DISABLED
    for role, name in colors.items():
        palette.setColor(role, QColor(name))
    for role, name in disabled.items():
        palette.setColor(Group.Disabled, role, QColor(name))
    return palette


def is_contrast(palette: QPalette) -> bool:
    """True when ``palette`` is the high-contrast scheme's."""
    return palette.color(Role.Window) == QColor(_CONTRAST[Role.Window]) and palette.color(
        Role.Mid
    ) == QColor(_CONTRAST[Role.Mid])


def is_dark() -> bool:
    """True when the application's palette is dark (its window colour is)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


# the app's attribute that holds its _SchemeFollower
_FOLLOWER = "_scoretable_scheme_follower"


class _SchemeFollower(QObject):
    """Keeps the palette on the system's scheme when it changes while the app runs (unless
    a scheme was chosen since)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.following = True
        app.styleHints().colorSchemeChanged.connect(self.follow)

    def follow(self, *_args: object) -> None:
        if self.following:
            _follow_system(self.app)


# the outline of a check box or radio button (enabled, disabled) on a light and a dark
# palette: at least 3:1 against the window when enabled, as WCAG asks of a control's edge
INDICATOR_OUTLINE = {False: ("#767676", "#b4b4b4"), True: ("#a0a0a0", "#6a6a6a")}
# the frame inside a toggled button (a checkable one, on) on a dark palette
TOGGLED_FRAME_DARK = "#7fb2ff"
_FUSION = "scoretable-fusion"


def _fusion_style() -> QProxyStyle:
    """Fusion, with check boxes and radio buttons outlined clearly: Fusion draws their outline
    a shade darker than the window, which on a dark window is next to invisible (an unticked
    "tenpai" box could not be seen) and on a light one faint (2:1). (The class is made when
    first needed: a subclass of a Qt class costs milliseconds to define, at every start.)"""
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption

    indicators = (
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
    )

    class FusionStyle(QProxyStyle):
        def drawPrimitive(
            self,
            element: QStyle.PrimitiveElement,
            option: QStyleOption,
            painter: QPainter,
            widget: QWidget | None = None,
        ) -> None:
            super().drawPrimitive(element, option, painter, widget)
            if element == QStyle.PrimitiveElement.PE_PanelButtonCommand:
                on = option.state & QStyle.StateFlag.State_On
                if on and option.palette.window().color().lightness() < 128:
                    # a toggled button: Fusion shades it a little darker than an untoggled
                    # one, which on a dark palette cannot be told apart (#414141 against
                    # #515151); a light blue frame (3:1 at least against either) says it is on
                    painter.save()
                    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                    painter.setPen(QPen(QColor(TOGGLED_FRAME_DARK), 2))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(option.rect).adjusted(2, 2, -2, -2), 2, 2)
                    painter.restore()
                return
            if element not in indicators:
                return
            dark = option.palette.window().color().lightness() < 128
            enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(INDICATOR_OUTLINE[dark][0 if enabled else 1]), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
            if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                painter.drawEllipse(rect)
            else:
                painter.drawRoundedRect(rect, 1.5, 1.5)
            painter.restore()

    style = FusionStyle("Fusion")
    style.setObjectName(_FUSION)
    return style


def _fusion(app: QApplication) -> None:
    """The Fusion style (with its clear outlines), unless it is already set."""
    if app.style().objectName() != _FUSION:
        app.setStyle(_fusion_style())


def _follow_system(app: QApplication) -> None:
    # A style that draws dark when the system is dark (Fusion, Windows 11) has set a dark
    # palette already; one that stays light (windowsvista) gets Fusion and the dark palette,
    # so that nothing is drawn dark on light. Back to light, the style's own palette returns.
    scheme = app.styleHints().colorScheme()
    palette_dark = is_dark()
    if scheme == Qt.ColorScheme.Dark and not palette_dark:
        _fusion(app)
        app.setPalette(scheme_palette(dark=True))
    elif scheme == Qt.ColorScheme.Light and palette_dark:
        app.setPalette(app.style().standardPalette())
        if is_dark():
            app.setPalette(scheme_palette(dark=False))


def apply_scheme(app: QApplication, choice: str | None = None) -> str:
    """Dark or light as ``choice`` (else ``SCORETABLE_THEME``, else ``system``) says:
    ``light``, ``dark`` and ``contrast`` (high contrast, white on black) set that scheme's
    palette (and the Fusion style, which draws any
    palette) whatever the system says; ``system`` follows the system's colour scheme, now and
    when it changes. Returns the choice applied (an unknown one is ``system``)."""
    choice = chosen(choice, THEME_ENV, default="system")
    if choice not in SCHEMES:
        choice = "system"
    # kept on the app, not looked for among its children: wrapping those (the event
    # dispatcher, the session manager, the style) costs start-up about 15 ms of type set-up
    follower = getattr(app, _FOLLOWER, None)
    if choice == "system":
        _follow_system(app)
        if follower is None:
            follower = _SchemeFollower(app)
            setattr(app, _FOLLOWER, follower)
        follower.following = True
    else:
        if follower is not None:
            follower.following = False
        _fusion(app)
        app.setPalette(scheme_palette(dark=choice == "dark", contrast=choice == "contrast"))
    return choice


# the dealer's panel: its frame and its fill (light, dark), the table's and the replay's
DEALER_BORDER = ("#c48f00", "#d6a400")
DEALER_FILL = ("#fff4d6", "#3a3320")


def dealer_colors(dark: bool | None = None) -> tuple[QColor, QColor]:
    """The dealer's panel's frame and fill on the palette (``dark``: else the app's)."""
    return _pick(*DEALER_BORDER, dark), _pick(*DEALER_FILL, dark)


def gain_color(dark: bool | None = None) -> QColor:
    return _pick(GAIN_LIGHT, GAIN_DARK, dark)


def loss_color(dark: bool | None = None) -> QColor:
    return _pick(LOSS_LIGHT, LOSS_DARK, dark)


ERROR_LIGHT = "#b3261e"
ERROR_DARK = "#ff8a80"
# the fills of a reference table's headings and of its limit hands' cells
HEADING_FILL_LIGHT = "#d5e2f5"
HEADING_FILL_DARK = "#2a3f5f"
LIMIT_FILL_LIGHT = "#fbe9d7"
LIMIT_FILL_DARK = "#4d3520"


def _pick(light: str, dark_name: str, dark: bool | None) -> QColor:
    return QColor(dark_name if (is_dark() if dark is None else dark) else light)


def error_color(dark: bool | None = None) -> QColor:
    """Input that cannot be read: a red that reads on the palette's window colour."""
    return _pick(ERROR_LIGHT, ERROR_DARK, dark)


def heading_fill(dark: bool | None = None) -> QColor:
    return _pick(HEADING_FILL_LIGHT, HEADING_FILL_DARK, dark)


def limit_fill(dark: bool | None = None) -> QColor:
    return _pick(LIMIT_FILL_LIGHT, LIMIT_FILL_DARK, dark)


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


def two_lines(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """``text`` on one line if it fits ``width`` px, else on two: broken at the space nearest
    the middle where both halves fit, else after the words that fit the first line, else (a
    first word too long, or a name without spaces, Japanese or not) between characters; a
    second line still too wide is elided at its end ("…")."""
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    spaces = [i for i, char in enumerate(text) if char == " "]
    fits = [i for i in spaces if metrics.horizontalAdvance(text[:i]) <= width]
    balanced = [i for i in fits if metrics.horizontalAdvance(text[i + 1 :]) <= width]
    if balanced:
        cut = min(balanced, key=lambda i: abs(2 * i - len(text)))
    elif fits:
        cut = max(fits)
    else:
        cut = len(text) - 1
        while cut > 1 and metrics.horizontalAdvance(text[:cut]) > width:
            cut -= 1
    first, rest = text[:cut].rstrip(), text[cut:].lstrip()
    return [first, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
