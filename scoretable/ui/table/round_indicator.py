"""The round indicator in the middle of the table: round, honba, sticks on the table, rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from scoretable.engine.table import TableState
from scoretable.ui.table.panels import RiichiStick, wind_name


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


class RoundIndicator(QFrame):
    """Shows e.g. "East 2" over "1 honba · 2 riichi sticks" over the preset's name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundIndicator")
        self.setFrameShape(QFrame.Shape.NoFrame)  # a rounded border, painted below
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.counters_label = QLabel()
        self.counters_label.setObjectName("countersLabel")
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setVisible(False)
        self.stick = RiichiStick()
        self.stick.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for label in (self.round_label, self.counters_label, self.rules_label, self.status_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addWidget(self.stick, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._parts: list[str] = []

    def set_state(self, state: TableState, rules_label: str) -> None:
        round_text, honba, sticks = round_parts(state)
        self.round_label.setText(round_text)
        self.counters_label.setText(f"{honba} · {sticks}")
        self.rules_label.setText(rules_label)
        self.stick.setVisible(state.sticks > 0)
        self.stick.setToolTip(sticks)
        if state.game_over:
            self.status_label.setText(self.tr("Game over"))
        self.status_label.setVisible(state.game_over)
        self._parts = [round_text, honba, sticks, rules_label]

    def summary(self) -> str:
        """One line: "East 2 · 1 honba · 2 riichi sticks · Tenhou"."""
        return " · ".join(self._parts)

    def set_pixel_size(self, pixels: int) -> None:
        big = QFont(self.round_label.font())
        big.setPixelSize(pixels)
        big.setWeight(QFont.Weight.Bold)
        self.round_label.setFont(big)
        small = QFont(self.counters_label.font())
        small.setPixelSize(max(14, pixels * 2 // 5))
        self.counters_label.setFont(small)
        self.status_label.setFont(small)
        rules = QFont(small)
        rules.setPixelSize(max(13, pixels // 3))
        self.rules_label.setFont(rules)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        painter.end()
