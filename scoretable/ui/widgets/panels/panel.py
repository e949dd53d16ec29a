"""A player's panel: name, seat wind, dealer marker, score, riichi, last change, differences.

The panel is passive: the main window tells it what to show (from the model's signals) and
listens to ``riichiClicked`` / ``hoverChanged``. Its score is drawn as large as its own box
allows, read from across the table; the lines that come and go (the differences, the all-last
conditions) get what the score leaves: the bottom line's room (the last change and the stick
then beside the score's digits), smaller, then fewer (the rest in the tooltip), never the
score's room (:meth:`PlayerPanel.fit_extras`, in :mod:`.fitted` with the rest of its fitting).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
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
from scoretable.ui.widgets.panels.fitted import FittedPanel
from scoretable.ui.widgets.panels.parts import (
    LinesLabel,
    NameLabel,
    RiichiStick,
    ScoreLabel,
    wind_name,
)


class PlayerPanel(FittedPanel):
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

    def _button_label(self) -> str:
        return self.tr("Take back riichi") if self._declared else self.tr("Riichi")

    def _short_button_label(self) -> str:
        return self.tr("Riichi")

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.name_label and event.type() == QEvent.Type.Resize:
            self._fit_name_box()
        return super().eventFilter(watched, event)

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
