"""A player's panel: name, seat wind, dealer marker, score, riichi, last change, differences.

The panel is passive: the main window tells it what to show (from the model's signals) and
listens to ``riichiClicked`` / ``hoverChanged``. Its score is drawn as large as its own box
allows, read from across the table; the lines that come and go (the differences, the all-last
conditions) get what the score leaves: the bottom line's room (the last change and the stick
then beside the score's digits), smaller, then fewer (the rest in the tooltip), never the
score's room (:meth:`PlayerPanel.fit_extras`).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QTextLayout,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui import theme


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


# fit_pixel_size's answers, by font, text, box and ink: the panels ask the same questions
# at each of the window's first layouts (about 130 asked, 55 different, at start-up);
# emptied when it holds FITS_KEPT
_fits: dict[tuple[str, tuple[str, ...], str, int, int, bool], int] = {}
FITS_KEPT = 4096


def fit_pixel_size(font: QFont, text: str, width: int, height: int, ink: bool = False) -> int:
    """The largest pixel size at which ``text`` in ``font`` fits ``width`` x ``height``; at
    least 1. Measured with QFontMetrics: the advance and the line height, or with ``ink``
    the advance and the height of the glyphs' tight bounding box (digits have no
    descenders: a line's height would leave a third of the box empty). Each answer is
    kept (the same font, families included, measures the same for the process's life)."""
    key = (font.key(), tuple(font.families()), text, width, height, ink)
    pixels = _fits.get(key)
    if pixels is None:
        if len(_fits) >= FITS_KEPT:
            _fits.clear()
        pixels = _fits[key] = _fit_pixel_size(font, text, width, height, ink)
    return pixels


def _fit_pixel_size(font: QFont, text: str, width: int, height: int, ink: bool) -> int:
    probe = QFont(font)
    probe.setPixelSize(100)
    advance = max(QFontMetrics(probe).horizontalAdvance(text), 1)
    line = max(_text_height(QFontMetrics(probe), text, ink), 1)
    pixels = max(1, min(int(100 * width / advance), int(100 * height / line)) + 1)
    while pixels > 1:
        probe.setPixelSize(pixels)
        metrics = QFontMetrics(probe)
        if metrics.horizontalAdvance(text) <= width and _text_height(metrics, text, ink) <= height:
            break
        pixels -= 1
    return pixels


def _text_height(metrics: QFontMetrics, text: str, ink: bool) -> int:
    return metrics.tightBoundingRect(text).height() + 2 if ink else metrics.height()


# device pixels: the smallest text a reader across the table is given (names, the centre's
# counters, the conditions lines, the differences, a refusal), at any display scale
TEXT_DEVICE_PIXELS = 14
# device pixels: the score's digits are never shorter than this while the panel holds them
SCORE_DEVICE_PIXELS = 40
# the share of its size the score keeps when lines come under it (of its size without them)
SCORE_KEEPS = 0.6
# device pixels: the all-last lines, where they do not all fit at TEXT_DEVICE_PIXELS, go
# down to this size before any of them is left out (the differences do not)
LINES_SMALLEST_DEVICE_PIXELS = 12


def text_pixels(widget: QWidget) -> int:
    """The pixel size (logical) of :data:`TEXT_DEVICE_PIXELS` device pixels for ``widget``'s
    display scale."""
    return math.ceil(TEXT_DEVICE_PIXELS / max(1.0, widget.devicePixelRatioF()) - 0.01)


def digits_height(font: QFont) -> int:
    """The height of the digits' ink in ``font`` (logical pixels)."""
    return QFontMetrics(font).tightBoundingRect("0123456789").height()


def score_floor_pixels(font: QFont, ratio: float) -> int:
    """The smallest pixel size of ``font`` whose digits are :data:`SCORE_DEVICE_PIXELS`
    device pixels tall at the display scale ``ratio``."""
    probe = QFont(font)
    wanted = SCORE_DEVICE_PIXELS / max(1.0, ratio)
    pixels = max(1, int(wanted))
    probe.setPixelSize(pixels)
    while digits_height(probe) < wanted and pixels < 400:
        pixels += 1
        probe.setPixelSize(pixels)
    return pixels


# a name is never drawn smaller than this while it fits in any way (two lines, a narrow button)
NAME_SMALLEST = 9
# the smallest a name gets before it goes onto two lines: this share of its usual size
NAME_READABLE = 0.6
# a name this small cannot be read: two lines are better even at some cost to the score
NAME_TINY = 7
# a word is broken between two lines only from this many characters (not "B" / "en")
NAME_BREAKABLE = 6
# a name goes onto two lines at a space while its longer line is at most this share of the
# whole: a word broken in the middle is harder to read than a line a little longer
NAME_SPACE_SHARE = 0.85


def split_name(name: str, font: QFont) -> tuple[str, ...]:
    """``name`` on two lines of about equal width in ``font``: broken at the space whose two
    sides are the most even, the longer line up to :data:`NAME_SPACE_SHARE` of the whole (a
    given name over a family name: "Dana" / "Papadopoulos", not "Dana Pap" / "adopoulos"); a
    name without spaces (Japanese), or whose spaces leave one line nearly the whole, between
    the characters where the halves balance (never before a combining mark). A word shorter
    than :data:`NAME_BREAKABLE` stays one line."""
    metrics = QFontMetrics(font)

    def widest(first: str, second: str) -> int:
        return max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))

    whole = metrics.horizontalAdvance(name)
    spaces = [i for i, char in enumerate(name) if char == " "]
    if spaces:
        at = min(spaces, key=lambda i: widest(name[:i], name[i + 1 :]))
        if widest(name[:at], name[at + 1 :]) <= whole * NAME_SPACE_SHARE:
            return name[:at], name[at + 1 :]
    cuts = [i for i in range(1, len(name)) if not unicodedata.combining(name[i])]
    if len(name) < NAME_BREAKABLE or not cuts:
        return (name,)
    at = min(cuts, key=lambda i: widest(name[:i], name[i:]))
    return name[:at].rstrip(), name[at:].lstrip()


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


def wrapped_lines(text: str, font: QFont, width: int) -> list[str]:
    """``text`` broken into the lines it takes ``width`` wide in ``font``: at its line
    breaks, then between words (inside a word longer than the width)."""
    found: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(max(1, width))
            start, length = line.textStart(), line.textLength()
            found.append(paragraph[start : start + length].strip())
        layout.endLayout()
    return found


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


class PlayerPanel(QFrame):
    """One seat at the table. Attributes are public so tests can read what is shown.

    From top to bottom: the wind, dealer badge and name; the score (all the height the
    other lines leave); the differences (on demand); :attr:`extra_slot`, a line for another
    widget facing the player; the bottom line: the reason riichi is refused and the last
    change (once the game is over, the final place and points, big), after the riichi
    stick. The riichi button sits at the end of the name line. The bottom line keeps its
    height whatever it shows: nothing jumps.

    Signals:
        riichiClicked(int seat), hoverChanged(int seat, bool inside),
        scoreClicked(int seat): the score was clicked (start a win for this seat).
    """

    riichiClicked = Signal(int)
    hoverChanged = Signal(int, bool)
    scoreClicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(1, 1)
        self._score = 0
        self._dealer = False
        self._declared = False
        self._key = ""
        # the dealer's frame: border, background (the window sets them from the palette)
        self._dealer_colors = (QColor("#c48f00"), QColor("#fff4d6"))
        self._showing_differences = False
        self._differences: list[tuple[str, int]] = []
        self._result: str | None = None
        # lines put under the panel's own (:meth:`add_line`), fitted with the differences
        self._lines: list[LinesLabel] = []
        self._extras_key: tuple[object, ...] = ()
        # the all-last lines need the bottom line's room: the stick and the change beside
        # the score (:meth:`_apply_squeeze`)
        self._squeezed = False
        self._aside_on = False
        self._row_height: int | None = None  # the bottom line's own (a refusal may grow it)

        self.wind_label = QLabel()
        self.wind_label.setObjectName("windLabel")
        self.dealer_label = theme.BoxedLabel(self.tr("Dealer"), radius=4, padding=(6, 1))
        self.dealer_label.setObjectName("dealerLabel")
        self.dealer_label.setToolTip(self.tr("This player deals the current hand."))
        self.name_label = NameLabel()
        self.name_label.setObjectName("nameLabel")
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.score_label = ScoreLabel()
        self.score_label.setObjectName("scoreLabel")
        self.score_label.setToolTip(self.tr("Click: record a win for this player"))
        self.score_label.clicked.connect(lambda: self.scoreClicked.emit(self.seat))

        self.delta_label = QLabel()
        self.delta_label.setObjectName("deltaLabel")
        self.delta_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.delta_label.setToolTip(self.tr("Change in the last hand"))

        self.result_label = QLabel()
        self.result_label.setObjectName("resultLabel")
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label.setVisible(False)

        self.riichi_stick = RiichiStick()
        self.riichi_stick.setVisible(False)
        self.riichi_button = QPushButton()
        self.riichi_button.setObjectName("riichiButton")
        self.riichi_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.riichi_button.clicked.connect(lambda: self.riichiClicked.emit(self.seat))
        self.riichi_reason = QLabel()
        self.riichi_reason.setObjectName("riichiReason")
        self.riichi_reason.setWordWrap(True)
        self.riichi_reason.setVisible(False)
        self.riichi_reason.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

        self.diff_label = QLabel()
        self.diff_label.setObjectName("diffLabel")
        self.diff_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.diff_label.setTextFormat(Qt.TextFormat.RichText)
        self.diff_label.setWordWrap(True)
        self.diff_label.setVisible(False)

        # every line but the score keeps its own height: the score takes what is left
        fixed = QSizePolicy.Policy.Fixed
        self.wind_label.setSizePolicy(fixed, fixed)
        for label in (self.delta_label, self.result_label):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, fixed)
        # the differences and the added lines: the heights fit_extras gives them
        self.diff_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        # the wind and the badge side by side; above each other beside a name on two lines
        self._badges = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._badges.setContentsMargins(0, 0, 0, 0)
        self._badges.setSpacing(8)
        self._badges.addWidget(self.wind_label, 0, Qt.AlignmentFlag.AlignLeft)
        self._badges.addWidget(self.dealer_label, 0, Qt.AlignmentFlag.AlignLeft)
        head = self._head = QHBoxLayout()
        head.setSpacing(8)
        head.addLayout(self._badges)
        head.addSpacing(6)
        head.addWidget(self.name_label, 10)
        self.name_label.installEventFilter(self)
        head.addWidget(self.riichi_button)

        self.riichi_row = QWidget()
        self.riichi_row.setObjectName("riichiRow")
        riichi_row = QHBoxLayout(self.riichi_row)
        riichi_row.setContentsMargins(0, 0, 0, 0)
        riichi_row.setSpacing(6)
        riichi_row.addWidget(self.riichi_stick)
        riichi_row.addWidget(self.riichi_reason, 3)
        riichi_row.addWidget(self.delta_label)  # as wide as it needs: the refusal the rest
        riichi_row.addWidget(self.result_label, 4)

        # a line for another widget facing the player (e.g. what they need to win)
        self.extra_slot = QVBoxLayout()
        self.extra_slot.setContentsMargins(0, 0, 0, 0)

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        layout.addLayout(head)
        # beside the score's digits a narrow column, hidden but where the all-last lines need
        # the bottom line's room: the change above the stick there (:meth:`_apply_squeeze`)
        self._aside = QWidget(self.score_label)
        aside = QVBoxLayout(self._aside)
        aside.setContentsMargins(0, 0, 0, 0)
        aside.setSpacing(2)
        aside.addStretch(1)
        aside.addStretch(1)
        self._aside.setVisible(False)
        self.score_label.aside = self._aside
        layout.addWidget(self.score_label, 1)
        layout.addWidget(self.diff_label)
        layout.addLayout(self.extra_slot)
        layout.addWidget(self.riichi_row)
        self.set_riichi(False, None)
        self.set_key("")
        # the lines are fitted at the panel's first size (resizeEvent): until it is laid out,
        # its size means nothing
        self._line_pixels = 0

    # --- what the window tells the panel -------------------------------------------------

    def set_name(self, name: str) -> None:
        self.name_label.setText(name)
        self.name_label.setToolTip(name)
        self._update_button_text()
        self._update_accessible()

    def set_wind(self, wind: int, dealer: bool) -> None:
        self._dealer = dealer
        self.wind_label.setText(wind_name(wind))
        self.dealer_label.setVisible(dealer)
        self._update_button_text()
        self._update_accessible()
        self.update()

    def set_score(self, score: int) -> None:
        self._score = score
        self.score_label.setText(theme.points(score))
        self._update_accessible()

    def score(self) -> int:
        return self._score

    def set_delta(self, delta: int | None) -> None:
        """The change in the last recorded hand (None: nothing recorded yet)."""
        if delta is None:
            self.delta_label.setText("")
            return
        color = theme.delta_color(delta)
        style = f"color: {color.name()};" if color is not None else ""
        self.delta_label.setStyleSheet(style)
        self.delta_label.setText(theme.signed(delta) if delta else "\u00b10")
        self._update_accessible()

    def set_result(self, text: str | None, value: float = 0.0) -> None:
        """The final place and points once the game is over (None: the game goes on).

        Shown big in place of the last change; the riichi line is emptied."""
        self._result = text
        self.result_label.setText(text or "")
        self._update_accessible()
        color = theme.delta_color(value)
        self.result_label.setStyleSheet(f"color: {color.name()};" if color is not None else "")
        self.result_label.setVisible(text is not None)
        self.delta_label.setVisible(text is None)
        self.riichi_button.setVisible(text is None)
        if text is not None:
            self.riichi_reason.setText("")
            self.riichi_reason.setVisible(False)
        self._fit_lines(force=True)
        self.relayout()  # the bottom line's new height at once: nothing drawn past the panel

    def set_key(self, key: str) -> None:
        self._key = key
        self._update_button_text()

    def set_riichi(self, declared: bool, refusal: str | None) -> None:
        """Show the riichi state; ``refusal`` says why riichi is not possible now."""
        self._declared = declared
        self.riichi_stick.setVisible(declared)
        can_act = declared or refusal is None
        self.riichi_button.setEnabled(can_act)
        self.riichi_button.setToolTip(
            self.tr("Take back the riichi (until the hand is recorded)")
            if declared
            else (refusal or self.tr("Declare riichi: 1,000 points go to the table"))
        )
        show_reason = not declared and bool(refusal) and self._result is None
        self.riichi_reason.setText((refusal or "") if show_reason else "")
        self.riichi_reason.setToolTip(refusal or "")
        self.riichi_reason.setVisible(show_reason)
        self._fit_reason()
        self._update_button_text()
        self._update_accessible()

    def set_differences(self, lines: list[tuple[str, int]]) -> None:
        """Each other player's name and this player's lead (+) or gap (-) to them (written
        out when shown: rich text costs time, and the differences are shown on demand)."""
        self._differences = lines
        self._update_accessible()
        if self._showing_differences:
            self.fit_extras()

    def show_differences(self, on: bool) -> None:
        changed = on != self._showing_differences
        self._showing_differences = on
        self.diff_label.setVisible(on)
        if changed:
            self.fit_extras()

    def _write_differences(self, count: int | None = None) -> None:
        """The differences, the first ``count`` of them (all: None) and "…" for the rest
        (the tooltip has them all)."""
        shown = self._differences if count is None else self._differences[:count]
        parts = [
            f"{_escape(name)}&nbsp;{theme.html_colored(theme.signed(diff), diff)}"
            for name, diff in shown
        ]
        more = " \u2026" if len(shown) < len(self._differences) else ""
        self.diff_label.setText(" &nbsp;· ".join(parts) + more)
        self.diff_label.setToolTip(
            " · ".join(f"{name} {theme.signed(diff)}" for name, diff in self._differences)
        )

    def differences_shown(self) -> bool:
        return self._showing_differences

    def _update_accessible(self) -> None:
        """What a screen reader says of the panel: "East, dealer, Aiko, 25,000 points", and
        as its description the differences, the last change, riichi and the final result."""
        wind, name, score = (
            self.wind_label.text(),
            self.name_label.text(),
            theme.points(self._score),
        )
        self.setAccessibleName(
            self.tr("{0}, dealer, {1}, {2} points").format(wind, name, score)
            if self._dealer
            else self.tr("{0}, {1}, {2} points").format(wind, name, score)
        )
        parts = []
        if self._differences:
            parts.append(
                self.tr("Differences: {0}").format(
                    ", ".join(f"{other} {theme.signed(diff)}" for other, diff in self._differences)
                )
            )
        if self.delta_label.text():
            parts.append(self.tr("last hand {0}").format(self.delta_label.text()))
        if self._declared:
            parts.append(self.tr("riichi declared"))
        if self._result:
            parts.append(self._result)
        self.setAccessibleDescription("; ".join(parts))
        # the button's text names no one: "Riichi [1]"
        self.riichi_button.setAccessibleName(self.tr("{0}: {1}").format(self._button_label(), name))

    def score_pixel_size(self) -> int:
        return self.score_label.font().pixelSize()

    def relayout(self) -> None:
        """Recompute the layout now (after font changes), not at the next event loop turn."""
        self._layout.activate()
        self.score_label.fit()

    # --- fonts that follow the panel's size ---------------------------------------------

    def line_pixels(self) -> int:
        """The pixel size of the secondary lines (name, wind, change) for this panel."""
        return self._line_pixels

    def _fit_lines(self, force: bool = False) -> None:
        """Name, wind, change and buttons grow with the panel: readable across a table.

        The panel's height is shared: about a sixth each for the name line and the bottom
        line, the rest (about two thirds) for the score."""
        height = self.height()
        width = self.width()
        pixels = max(9, min(48, int(height * 0.11), int(width * 0.06)))
        # a low panel keeps less margin above and below: the score's lines need it more
        vertical = max(2, min(6, height // 30))
        if self._layout.contentsMargins().top() != vertical:
            self._layout.setContentsMargins(10, vertical, 10, vertical)
        if pixels == self._line_pixels and not force:
            return
        self._line_pixels = pixels
        name_font = QFont(self.name_label.font())
        name_font.setPixelSize(int(pixels * 1.15))
        name_font.setWeight(QFont.Weight.DemiBold)
        self.name_label.setFont(name_font)
        wind_font = QFont(self.wind_label.font())
        wind_font.setPixelSize(pixels)
        self.wind_label.setFont(wind_font)
        dealer_font = QFont(wind_font)
        dealer_font.setBold(True)
        dealer_font.setPixelSize(max(10, int(pixels * 0.85)))
        self.dealer_label.setFont(dealer_font)
        delta_font = QFont(self.delta_label.font())
        delta_font.setPixelSize(pixels)
        delta_font.setWeight(QFont.Weight.DemiBold)
        self.delta_label.setFont(delta_font)
        result_font = QFont(delta_font)
        result_font.setPixelSize(int(pixels * 1.3))
        result_font.setWeight(QFont.Weight.Bold)
        self.result_label.setFont(result_font)
        button_font = QFont(self.riichi_button.font())
        button_font.setPixelSize(self.button_pixels())
        self.riichi_button.setFont(button_font)
        reason_font = QFont(button_font)
        reason_font.setPixelSize(max(text_pixels(self), int(pixels * 0.6)))
        self.riichi_reason.setFont(reason_font)
        stick_height = max(6, int(pixels * 0.7))
        self.riichi_stick.setFixedSize(QSize(stick_height * 7, stick_height))
        # the bottom line keeps one height whatever it shows (a refusal on two lines at the
        # smallest size a reader is given): nothing jumps
        row_height = QFontMetrics(result_font if self._result else delta_font).height()
        # (where that is more than a quarter of the panel, it grows while a refusal shows)
        reason_font.setPixelSize(text_pixels(self))
        two_lines = 2 * QFontMetrics(reason_font).lineSpacing()
        if two_lines * 4 <= height:
            row_height = max(row_height, two_lines)
        self._row_full = row_height
        self._stick_height = stick_height
        # squeezed (all-last lines that need the room): the change at the smallest size a
        # reader is given (its own if smaller), beside the score with the stick, as wide as
        # the widest change
        self._delta_pixels = (pixels, min(pixels, text_pixels(self)))
        delta_font.setPixelSize(self._delta_pixels[1])
        self._aside_width = QFontMetrics(delta_font).horizontalAdvance(theme.MINUS + "88,888")
        self._apply_squeeze()
        self.riichi_button.setFixedHeight(int(QFontMetrics(button_font).height() * 1.5))
        # the name line's height for a name on one line (two lines make it taller)
        self._head_height = max(QFontMetrics(name_font).height(), self.riichi_button.height())
        self.name_label.setFixedHeight(self._head_height)
        self._fit_name()

    def name_pixels(self) -> int:
        """The name's usual pixel size: the largest it is drawn."""
        return int(self._line_pixels * 1.15)

    def readable_name_pixels(self) -> int:
        """The smallest the name is drawn while two lines at this size hold it (about 60% of
        its usual size, at least :data:`NAME_SMALLEST`)."""
        return max(NAME_SMALLEST, int(self.name_pixels() * NAME_READABLE))

    def button_pixels(self) -> int:
        """The riichi button's text size: it never gets smaller to make room for a name,
        nor than the wind's and the change's (:meth:`line_pixels`) while they are below
        :func:`text_pixels` (it was 9 px beside their 12 at 800x450)."""
        floor = min(text_pixels(self), self._line_pixels)
        return max(9, floor, int(self._line_pixels * 0.72))

    def _fit_reason(self) -> None:
        """The refusal in the bottom line, wrapped, as large as the line allows (at most the
        size of the line's other text), never below :func:`text_pixels`: where it needs more
        lines than the bottom line holds there, the bottom line grows while it is shown."""
        row = self._row_height
        if row is None:  # not yet fitted
            return
        font, needed = self._reason_fit(row)
        if font is not None:
            self.riichi_reason.setFont(font)
        if self.riichi_row.height() != needed:
            self.riichi_row.setFixedHeight(needed)

    def _reason_fit(self, row: int) -> tuple[QFont | None, int]:
        """The refusal's font in a bottom line ``row`` high (None: no refusal shown) and the
        height the bottom line needs for it."""
        text = self.riichi_reason.text()
        if not text:
            return None, row
        width = max(1, self.riichi_reason.width() or self.width() // 2)
        font = QFont(self.riichi_reason.font())
        # measured as drawn: centred vertically, a line can round one pixel taller
        flags = int(self.riichi_reason.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)

        def tall(pixels: int) -> int:
            font.setPixelSize(pixels)
            return QFontMetrics(font).boundingRect(QRect(0, 0, width, 10**5), flags, text).height()

        pixels = max(text_pixels(self), self._line_pixels)
        while pixels > text_pixels(self) and tall(pixels) > row:
            pixels -= 1
        return font, max(row, tall(pixels))

    def _apply_squeeze(self) -> None:
        """The stick and the change in the bottom line, or beside the score where the
        all-last lines need the bottom line's room (:attr:`_squeezed`, :meth:`fit_extras`):
        the change at the smallest size a reader is given (its own if smaller), the bottom
        line then empty but for a refusal."""
        squeezed = self._squeezed
        font = QFont(self.delta_label.font())
        font.setPixelSize(self._delta_pixels[squeezed])
        if font.pixelSize() != self.delta_label.font().pixelSize():
            self.delta_label.setFont(font)
        height = self._stick_height
        if squeezed:
            height = max(3, self._aside_width // 7)
            self._aside.resize(self._aside_width, self._aside.height())
        self.riichi_stick.setFixedSize(QSize(height * 7, height))
        if squeezed != self._aside_on:
            self._aside_on = squeezed
            row = self.riichi_row.layout()
            aside = self._aside.layout()
            assert isinstance(row, QBoxLayout)
            assert isinstance(aside, QBoxLayout)
            # the stick first in the bottom line, the change after the refusal; beside the
            # score, between the stretches (the change above the stick)
            moves = ((self.riichi_stick, 0, 1), (self.delta_label, 2, 1))
            for widget, in_row, in_aside in moves:
                shown = not widget.isHidden()
                (row if squeezed else aside).removeWidget(widget)
                if squeezed:
                    aside.insertWidget(in_aside, widget, 0, Qt.AlignmentFlag.AlignLeft)
                else:
                    row.insertWidget(in_row, widget)
                widget.setVisible(shown)  # a new parent hides it
            # the change as tall as its text beside the score, the bottom line's height below
            self.delta_label.setSizePolicy(
                QSizePolicy.Policy.Preferred,
                QSizePolicy.Policy.Fixed if squeezed else QSizePolicy.Policy.Ignored,
            )
            self._aside.setVisible(squeezed)
            self.score_label.fit()  # narrower digits beside it, or the whole width again
        self._row_height = 0 if squeezed else self._row_full
        self._fit_reason()

    # --- events -------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_lines()
        self._update_button_text()
        super().resizeEvent(event)
        self._fit_reason()
        self.fit_extras()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a line's height changed
            self.fit_extras()
        return done

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hoverChanged.emit(self.seat, True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hoverChanged.emit(self.seat, False)
        super().leaveEvent(event)

    # --- internals ----------------------------------------------------------------------

    def add_line(self, widget: LinesLabel) -> None:
        """Put ``widget`` under the panel's own lines (e.g. the all-last conditions): it gets
        what the score leaves (:meth:`fit_extras`)."""
        self._layout.addWidget(widget)
        self._lines.append(widget)
        widget.changed.connect(self.fit_extras)
        self.fit_extras()

    def score_room(self, squeezed: bool | None = None) -> tuple[int, int]:
        """(width, height) the score and the extra lines share: the panel less its margins,
        the name line and the bottom line; squeezed or not (None: as the panel is)."""
        if squeezed is None:
            squeezed = self._squeezed
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        if squeezed:  # the stick and the change beside it
            width -= self._aside_width + ScoreLabel.ASIDE_GAP
        row = self._reason_fit(0 if squeezed else self._row_full)[1]
        self._head.invalidate()  # its cached size may be from before the fonts changed
        height = self.height() - margins.top() - margins.bottom()
        height -= self._head.minimumSize().height() + row
        return width, height - 2 * self._layout.spacing()

    def score_keeps_pixels(self, squeezed: bool | None = None) -> int:
        """The score's pixel size the extra lines leave it: its size with none of them
        (:data:`SCORE_KEEPS` of it), never below :data:`SCORE_DEVICE_PIXELS` tall digits
        while the panel holds that much; squeezed, those digits."""
        if squeezed is None:
            squeezed = self._squeezed
        width, height = self.score_room(squeezed)
        font = QFont(self.score_label.font())
        font.setWeight(QFont.Weight.DemiBold)
        reference = ScoreLabel.REFERENCE
        full = fit_pixel_size(font, reference, width - 4, height - 2, ink=True)
        floor = score_floor_pixels(font, self.devicePixelRatioF())
        return min(full, floor if squeezed else max(floor, int(full * SCORE_KEEPS)))

    def _score_needs(self, squeezed: bool) -> int:
        """The height the score keeps under the extra lines (its digits' ink and a little)."""
        font = QFont(self.score_label.font())
        font.setWeight(QFont.Weight.DemiBold)
        font.setPixelSize(self.score_keeps_pixels(squeezed))
        return QFontMetrics(font).tightBoundingRect(ScoreLabel.REFERENCE).height() + 4

    def _lines_heights(self, lines: list[LinesLabel], font: QFont, width: int) -> list[int]:
        return [
            len(wrapped_lines(line.text(), font, width)) * line.line_height(font) for line in lines
        ]

    def fit_extras(self) -> None:
        """The differences and the added lines under the score: as large as the room the
        score leaves (:meth:`score_keeps_pixels`) allows, down to :func:`text_pixels`; where
        the lines do not all fit there, the panel is squeezed (the change and the stick
        beside the score's digits, the bottom line empty, the score down to its floor:
        :meth:`_apply_squeeze`); then the lines smaller, down to
        :data:`LINES_SMALLEST_DEVICE_PIXELS`; then fewer lines (the last ones first, the
        whole text in the tooltip); then none."""
        if not getattr(self, "_line_pixels", 0):
            return
        lines = [line for line in self._lines if line.lines()]
        diff = self.diff_label if self._showing_differences else None
        width, height = self.score_room(False)  # the key: the same squeezed or not
        key: tuple[object, ...] = (width, height, self.devicePixelRatioF(), self._line_pixels)
        key += (diff is not None, tuple(self._differences), theme.is_dark())  # its colours
        key += (self._result is not None,)
        key += tuple(line.text() for line in lines)
        if key == self._extras_key:
            return
        self._extras_key = key
        for line in self._lines:
            if line not in lines:
                line.setFixedHeight(0)
        smallest = text_pixels(self)
        probe = QFont(self.diff_label.font())
        probe.setPixelSize(smallest)
        # squeezed where the lines alone (not the differences: a pointer would move them)
        # do not all fit at the smallest size otherwise, and the score keeps its floor
        # between the stick and the change
        squeeze = bool(lines) and self._result is None
        if squeeze:
            room = height - self._score_needs(False) - 2 * len(lines)
            squeeze = sum(self._lines_heights(lines, probe, width)) > room
        if squeeze:
            score = QFont(self.score_label.font())
            score.setWeight(QFont.Weight.DemiBold)
            narrow = self.score_room(True)[0] - 4
            fitted = fit_pixel_size(score, ScoreLabel.REFERENCE, narrow, 10**4, ink=True)
            squeeze = fitted >= score_floor_pixels(score, self.devicePixelRatioF())
        if squeeze != self._squeezed:
            self._squeezed = squeeze
            self._apply_squeeze()
        height = self.score_room()[1]  # (the lines as wide as the panel)
        if diff is None and not lines:
            return
        if diff is not None:
            self._write_differences()
        needed = self._score_needs(self._squeezed)
        spacing = self._layout.spacing()
        # each line shown costs the layout's spacing too (a line with no room is hidden)
        room = height - needed
        budget = room - spacing * (len(lines) + (diff is not None))
        largest = max(smallest, int(self._line_pixels * 0.7))

        def diff_height(pixels: int) -> int:
            if diff is None:
                return 0
            probe.setPixelSize(pixels)
            diff.setFont(probe)
            return diff.heightForWidth(width)

        def lines_heights(pixels: int) -> list[int]:
            probe.setPixelSize(pixels)
            return self._lines_heights(lines, probe, width)

        # the largest size at which everything fits (a binary search: heights grow with it)
        low, high = smallest, largest
        fits = diff_height(low) + sum(lines_heights(low)) <= budget
        while fits and low < high:
            middle = (low + high + 1) // 2
            if diff_height(middle) + sum(lines_heights(middle)) <= budget:
                low = middle
            else:
                high = middle - 1
        # where nothing fits: the lines (not the differences) smaller, down to
        # LINES_SMALLEST_DEVICE_PIXELS, rather than fewer
        lines_pixels = low
        floor = math.ceil(LINES_SMALLEST_DEVICE_PIXELS / max(1.0, self.devicePixelRatioF()))
        while not fits and lines and lines_pixels > floor:
            lines_pixels -= 1
            fits = diff_height(low) + sum(lines_heights(lines_pixels)) <= budget
        differences = diff_height(low)
        count = len(self._differences)
        alone = room - spacing  # the differences first: asked for (a key, the pointer)
        while differences > alone and count > 1:  # fewer of them, "…" for the rest
            count -= 1
            self._write_differences(count)
            differences = self.diff_label.heightForWidth(width)
        if differences > alone:
            differences = 0  # not even one of them fits: none drawn (the score first)
        left = room - (differences + spacing if diff is not None and differences else 0)
        probe.setPixelSize(lines_pixels)
        for line, tall in zip(lines, lines_heights(lines_pixels), strict=True):
            line.setFont(probe)
            step = line.line_height(probe)
            left -= spacing
            if tall <= left:
                line.set_shown(None)
            else:  # as many of its lines as the room left holds
                tall = max(0, left // step) * step
                line.set_shown(tall // step)
            line.setFixedHeight(tall)
            line.setVisible(tall > 0)
            left -= tall if tall else -spacing
        if diff is not None:
            diff.setFixedHeight(differences)
            diff.setVisible(differences > 0)

    def _button_label(self) -> str:
        return self.tr("Take back riichi") if self._declared else self.tr("Riichi")

    def _update_button_text(self) -> None:
        label = self._button_label()
        key = self._key
        full = f"{label} [{key}]" if key else label
        if not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            # not laid out yet: its size means nothing, and its first one fits it
            self.riichi_button.setText(full)
            return
        # a crowded name line keeps its room for the name: the key is in the menu then
        if key and not self._head_fits(full):
            full = label
        self.riichi_button.setText(full)
        self._fit_name()

    def _fit_name(self) -> None:
        """The whole name in what the name line leaves it (wind, badge, button): smaller
        rather than clipped (a sideways panel at 640x360 showed "Brun"), but not below
        :meth:`readable_name_pixels` while there is another way. On one line the button
        first drops its key, then is only as wide as its text (saying just "Riichi" if
        need be); then the name goes onto two lines beside the wind with the badge under
        it, as large as they allow up to the usual size (the name line grows; not where
        that would cost the score more than a tenth of its size, unless one line would be
        below :data:`NAME_TINY`). Only when none of these holds it at the readable size is it
        smaller: the best of them. The key comes back wherever it costs the name nothing
        (a button only as wide as its text, the dealer's badge under the wind). The button's
        text keeps its size throughout."""
        if not hasattr(self, "_layout") or not getattr(self, "_line_pixels", 0):
            return
        label = self.name_label
        button = self.riichi_button
        button_font = button.font()  # its size set by _fit_lines, never smaller
        margins = self._layout.contentsMargins()
        # the name line's spacing (8 between items, 6 more before the name) and a little slack
        room = self.width() - margins.left() - margins.right() - (8 + 6 + 8 + 4)
        wind = self.wind_label.sizeHint().width()
        room_two = room - wind  # beside two lines the badge goes under the wind
        room -= wind
        if self.dealer_label.isVisibleTo(self):
            dealer = self.dealer_label.sizeHint().width()
            room -= dealer + 8
            room_two -= max(0, dealer - wind)
        name = label.text() or " "
        font = QFont(label.font())
        wanted = self.name_pixels()
        readable = self.readable_name_pixels()
        two = split_name(name, font)
        no_key = self._button_label()
        keyed = f"{no_key} [{self._key}]" if self._key else no_key
        short = self.tr("Riichi")

        def button_width(text: str, tight: bool) -> int:
            if self._result is not None:  # the game is over: no button
                return 0
            if tight:  # only as wide as its text (the style's buttons are at least 80 px)
                return QFontMetrics(button_font).horizontalAdvance(text) + 14
            if button.text() != text:
                button.setText(text)
            return button.sizeHint().width()

        def fitted(lines: tuple[str, ...], text: str, tight: bool) -> int:
            width = max(1, (room_two if len(lines) > 1 else room) - button_width(text, tight))
            return min(wanted, *(fit_pixel_size(font, line, width, 10**4) for line in lines))

        options: list[tuple[tuple[str, ...], str, bool]] = [
            ((name,), button.text(), False),
            ((name,), no_key, False),
            ((name,), no_key, True),
            ((name,), short, True),
        ]
        if len(two) > 1:
            options += [(two, no_key, False), (two, short, True)]
        best: tuple[int, tuple[str, ...], str, bool] | None = None
        # two lines that cost the score: only if one line would be tiny
        costly: tuple[int, tuple[str, ...], str, bool] | None = None
        for lines, text, tight in options:
            pixels = fitted(lines, text, tight)
            if len(lines) > 1 and not self._score_keeps(font, pixels, lines):
                if costly is None or pixels > costly[0]:
                    costly = (pixels, lines, text, tight)
                continue
            if best is None or pixels > best[0]:
                best = (pixels, lines, text, tight)
            if pixels >= readable:
                break
        assert best is not None  # the first option is always allowed
        if best[0] < NAME_TINY and costly is not None and costly[0] > best[0]:
            best = costly
        pixels, lines, text, tight = best
        # the key too, wherever it costs the name nothing (the button only as wide as its
        # text if need be): the dealer's badge left it no room at 683x384 at 200%
        for keyed_tight in (False, True) if text != keyed else ():
            if fitted(lines, keyed, keyed_tight) >= pixels:
                text, tight = keyed, keyed_tight
                break
        # the badge under the wind (as beside two lines) leaves a name on one line room for
        # the key, where the score keeps nine tenths of its size (a sideways dealer's panel)
        under = len(lines) > 1
        if text != keyed and not under and self.dealer_label.isVisibleTo(self):
            for keyed_tight in (False, True):
                width = max(1, room_two - button_width(keyed, keyed_tight))
                got = min(wanted, fit_pixel_size(font, name, width, 10**4))
                if got >= pixels and self._score_keeps(font, got, lines):
                    text, tight, under = keyed, keyed_tight, True
                    break
        if button.text() != text:
            button.setText(text)
        button.setMaximumWidth(button_width(text, True) if tight else 16777215)
        font.setPixelSize(max(1, pixels))
        if font.pixelSize() != label.font().pixelSize():
            label.setFont(font)
        label.set_lines(lines)
        self._badges.setDirection(
            QBoxLayout.Direction.TopToBottom if under else QBoxLayout.Direction.LeftToRight
        )
        self._badges.setSpacing(2 if under else 8)
        stacked = len(lines) > 1
        height = max(self._head_height, label.lines_size(font).height() if stacked else 0)
        if label.minimumHeight() != height or label.maximumHeight() != height:
            label.setFixedHeight(height)
        self._fit_name_box()
        self.fit_extras()

    def _score_keeps(self, font: QFont, pixels: int, lines: tuple[str, ...]) -> bool:
        """Whether the score keeps nine tenths of its size (or more) when the name line is
        as tall as ``lines`` at ``pixels`` with the wind above the badge."""
        probe = QFont(font)
        probe.setPixelSize(max(1, pixels))
        text = QFontMetrics(probe).boundingRect(
            QRect(0, 0, 10**5, 10**5), int(self.name_label.alignment().value), "\n".join(lines)
        )
        badges = self.wind_label.sizeHint().height()
        if self.dealer_label.isVisibleTo(self):
            badges += 2 + self.dealer_label.sizeHint().height()
        taller = max(self._head_height, text.height(), badges)
        # the other lines' heights, as the layout has them
        rest = self._layout.minimumSize().height() - self._head.minimumSize().height()
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right() - 4
        score = QFont(self.score_label.font())
        score.setWeight(QFont.Weight.DemiBold)
        reference = ScoreLabel.REFERENCE

        def score_pixels(head: int) -> int:
            box = max(1, self.height() - rest - head - 2)
            return fit_pixel_size(score, reference, width, box, ink=True)

        return score_pixels(taller) * 10 >= score_pixels(self._head_height) * 9

    def _fit_name_box(self) -> None:
        """The name's font no larger than its box, as laid out, allows (the estimate in
        :meth:`_fit_name` decides the lines and the button; this makes sure of the name)."""
        label = self.name_label
        box = label.contentsRect()
        if box.width() <= 1 or not getattr(self, "_line_pixels", 0):
            return
        font = QFont(label.font())
        lines = label.lines()
        fitted = min(fit_pixel_size(font, line or " ", box.width(), 10**4) for line in lines)
        # smaller than anyone can read rather than clipped (the tooltip has it whole)
        font.setPixelSize(max(1, min(self.name_pixels(), fitted)))
        while len(lines) > 1 and font.pixelSize() > 1:
            if label.lines_size(font).height() <= label.maximumHeight():
                break
            font.setPixelSize(font.pixelSize() - 1)
        if font.pixelSize() != label.font().pixelSize():
            label.setFont(font)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.name_label and event.type() == QEvent.Type.Resize:
            self._fit_name_box()
        return super().eventFilter(watched, event)

    def _head_fits(self, button_text: str) -> bool:
        """Whether the name line holds the wind, badge, the name (its widest line) and this
        button text."""
        if not hasattr(self, "_layout"):
            return True
        margins = self._layout.contentsMargins()
        button = QFontMetrics(self.riichi_button.font()).horizontalAdvance(button_text) + 28
        metrics = QFontMetrics(self.name_label.font())
        name = max(metrics.horizontalAdvance(line) for line in self.name_label.lines())
        used = self.wind_label.sizeHint().width() + button + name + 40
        if self.dealer_label.isVisibleTo(self):
            used += self.dealer_label.sizeHint().width()
        return used <= self.width() - margins.left() - margins.right()

    def set_frame_colors(self, dealer_border: QColor, dealer_background: QColor) -> None:
        """Colours of the dealer's frame and badge (the others use the palette's), and of
        the reason riichi is refused (the loss colour)."""
        self._dealer_colors = (dealer_border, dealer_background)
        self.dealer_label.set_colors(QColor("#1b1b1b"), fill=dealer_border)
        theme.set_text_color(self.riichi_reason, theme.loss_color())
        self.update()

    def fill(self) -> QColor:
        """The colour the panel's text is drawn on: the dealer's, else the palette's."""
        if self._dealer:
            return self._dealer_colors[1]
        return self.palette().color(QPalette.ColorRole.Window)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Drawn here rather than with a style sheet: a sheet on the panel would restyle
        # its children, and re-polishing through style() costs start-up time.
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self._dealer:
            painter.setPen(QPen(self._dealer_colors[0], 3))
        else:
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 2))
        painter.setBrush(self.fill())
        painter.drawRoundedRect(rect, 10, 10)
        painter.end()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
