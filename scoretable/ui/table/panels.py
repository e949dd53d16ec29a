"""A player's panel: name, seat wind, dealer marker, score, riichi, last change, differences.

The panel is passive: the main window tells it what to show (from the model's signals) and
listens to ``riichiClicked`` / ``hoverChanged``. Its score is drawn large enough to read from
across the table; the window sets one pixel size for all four panels (:meth:`fit_score_size`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.game.qt_compat import emit
from scoretable.ui import theme

#: the widest score a panel must fit at the chosen size
WIDEST_SCORE = theme.MINUS + "88,888"


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


class PlayerPanel(QFrame):
    """One seat at the table. Attributes are public so tests can read what is shown."""

    riichiClicked = Signal(int)
    hoverChanged = Signal(int, bool)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._score = 0
        self._dealer = False
        self._declared = False
        self._showing_differences = False
        self._differences: list[tuple[str, int]] = []

        self.wind_label = QLabel()
        self.wind_label.setObjectName("windLabel")
        self.dealer_label = theme.BoxedLabel(self.tr("Dealer"), radius=4, padding=(6, 1))
        self.dealer_label.setObjectName("dealerLabel")
        self.dealer_label.setToolTip(self.tr("This player deals the current hand."))
        self.name_label = QLabel()
        self.name_label.setObjectName("nameLabel")
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.score_label = QLabel("0")
        self.score_label.setObjectName("scoreLabel")
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Its font is fitted to the panel (fit_score_size), so the text's height must not
        # hold the panel up: a banner above the table would push the window off the screen.
        self.score_label.setMinimumHeight(1)

        self.delta_label = QLabel()
        self.delta_label.setObjectName("deltaLabel")
        self.delta_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.delta_label.setToolTip(self.tr("Change in the last hand"))

        self.riichi_stick = RiichiStick()
        self.riichi_stick.setVisible(False)
        self.riichi_button = QPushButton()
        self.riichi_button.setObjectName("riichiButton")
        self.riichi_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.riichi_button.clicked.connect(lambda: emit(self.riichiClicked, self.seat))
        self.riichi_reason = QLabel()
        self.riichi_reason.setObjectName("riichiReason")
        self.riichi_reason.setWordWrap(True)
        self.riichi_reason.setVisible(False)

        self.diff_label = QLabel()
        self.diff_label.setObjectName("diffLabel")
        self.diff_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.diff_label.setTextFormat(Qt.TextFormat.RichText)
        self.diff_label.setVisible(False)

        head = QHBoxLayout()
        head.addWidget(self.wind_label)
        head.addWidget(self.dealer_label)
        head.addStretch(1)
        head.addWidget(self.name_label, 10)

        riichi_row = QHBoxLayout()
        riichi_row.addWidget(self.riichi_stick)
        riichi_row.addStretch(1)
        riichi_row.addWidget(self.riichi_button)

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addStretch(1)
        layout.addWidget(self.score_label)
        layout.addWidget(self.delta_label)
        layout.addWidget(self.diff_label)
        layout.addStretch(1)
        layout.addLayout(riichi_row)
        layout.addWidget(self.riichi_reason)
        self.set_riichi(False, None)
        self.set_key("")

    # --- what the window tells the panel -------------------------------------------------

    def set_name(self, name: str) -> None:
        self.name_label.setText(name)
        self.name_label.setToolTip(name)

    def set_wind(self, wind: int, dealer: bool) -> None:
        self._dealer = dealer
        self.wind_label.setText(wind_name(wind))
        self.dealer_label.setVisible(dealer)
        self.update()

    def set_score(self, score: int) -> None:
        self._score = score
        self.score_label.setText(theme.points(score))

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
        show_reason = not declared and bool(refusal)
        self.riichi_reason.setText((refusal or "") if show_reason else "")
        self.riichi_reason.setVisible(show_reason)
        self._update_button_text()

    def set_differences(self, lines: list[tuple[str, int]]) -> None:
        """Each other player's name and this player's lead (+) or gap (-) to them (written
        out when shown: rich text costs time, and the differences are shown on demand)."""
        self._differences = lines
        if self._showing_differences:
            self._write_differences()

    def show_differences(self, on: bool) -> None:
        if on and not self._showing_differences:
            self._write_differences()
        self._showing_differences = on
        self.diff_label.setVisible(on)

    def _write_differences(self) -> None:
        parts = [
            f"{_escape(name)}&nbsp;{theme.html_colored(theme.signed(diff), diff)}"
            for name, diff in self._differences
        ]
        self.diff_label.setText(" &nbsp;·&nbsp; ".join(parts))

    def differences_shown(self) -> bool:
        return self._showing_differences

    def fit_score_size(self) -> int:
        """The largest pixel size at which the widest score fits this panel."""
        margins = self._layout.contentsMargins()
        width = max(self.contentsRect().width() - margins.left() - margins.right() - 6, 1)
        height = max(self.contentsRect().height() - margins.top() - margins.bottom(), 1)
        font = QFont(self.score_label.font())
        font.setPixelSize(100)
        font.setWeight(QFont.Weight.DemiBold)
        text_width = QFontMetrics(font).horizontalAdvance(WIDEST_SCORE)
        by_width = int(100 * width / max(text_width, 1))
        by_height = int(height * 0.36)
        return max(1, min(by_width, by_height))

    def relayout(self) -> None:
        """Recompute the layout now (after font changes), not at the next event loop turn."""
        self._layout.activate()

    def set_score_pixel_size(self, pixels: int) -> None:
        font = QFont(self.score_label.font())
        font.setPixelSize(pixels)
        font.setWeight(QFont.Weight.DemiBold)
        self.score_label.setFont(font)
        name_font = QFont(self.name_label.font())
        name_font.setPixelSize(max(16, pixels // 3))
        name_font.setWeight(QFont.Weight.DemiBold)
        self.name_label.setFont(name_font)
        wind_font = QFont(self.wind_label.font())
        wind_font.setPixelSize(max(14, pixels // 4))
        self.wind_label.setFont(wind_font)
        dealer_font = QFont(wind_font)
        dealer_font.setBold(True)
        self.dealer_label.setFont(dealer_font)
        delta_font = QFont(self.delta_label.font())
        delta_font.setPixelSize(max(14, pixels // 4))
        self.delta_label.setFont(delta_font)
        button_font = QFont(self.riichi_button.font())
        button_font.setPixelSize(max(13, pixels // 4))
        self.riichi_button.setFont(button_font)
        self.riichi_reason.setFont(button_font)
        diff_font = QFont(self.diff_label.font())
        diff_font.setPixelSize(max(12, pixels // 5))
        self.diff_label.setFont(diff_font)

    # --- events -------------------------------------------------------------------------

    def enterEvent(self, event: QEnterEvent) -> None:
        emit(self.hoverChanged, self.seat, True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        emit(self.hoverChanged, self.seat, False)
        super().leaveEvent(event)

    # --- internals ----------------------------------------------------------------------

    def _update_button_text(self) -> None:
        label = self.tr("Take back riichi") if self._declared else self.tr("Riichi")
        key = getattr(self, "_key", "")
        self.riichi_button.setText(f"{label}  [{key}]" if key else label)

    def set_frame_colors(self, dealer_border: QColor, dealer_background: QColor) -> None:
        """Colours of the dealer's frame and badge (the others use the palette's), and of
        the reason riichi is refused (the loss colour)."""
        self._dealer_colors = (dealer_border, dealer_background)
        self.dealer_label.set_colors(QColor("#1b1b1b"), fill=dealer_border)
        theme.set_text_color(self.riichi_reason, theme.loss_color())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        # Drawn here rather than with a style sheet: a sheet on the panel would restyle
        # its children, and re-polishing through style() costs start-up time.
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self._dealer:
            border, background = getattr(
                self, "_dealer_colors", (QColor("#c48f00"), QColor("#fff4d6"))
            )
            painter.setPen(QPen(border, 3))
            painter.setBrush(background)
        else:
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 10, 10)
        painter.end()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
