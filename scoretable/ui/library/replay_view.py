"""A stored game replayed hand by hand, read-only: the panels and the explanation follow.

    ReplayDialog(record).exec()       # record: storage.db.GameRecord (an imported log or any game)

It opens at the first hand. Right / Left (or Page Down / Page Up, or the buttons) step
forward and back, Home and End jump to the first and the last. Each step shows the table as
the hand started (round, honba, sticks, scores), what each player gained or lost in it, and
the explanation of every payment, from the same rows the hand history shows
(:mod:`scoretable.engine.game_rows`). Nothing here can change the game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.game_rows import Hand, build_hands, replay_entries
from scoretable.engine.rules import Rules
from scoretable.i18n import translate_rules_label
from scoretable.storage.db import GameRecord
from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.widgets.history_model import describe, explanation
from scoretable.ui.widgets.panels import PlayerPanel
from scoretable.ui.widgets.round_indicator import RoundIndicator

# Where each seat's panel stands in the grid (seat 0 at the bottom, turn order anticlockwise);
# with three players the North seat across the table stays empty.
_PLACES = {0: (2, 1), 1: (1, 2), 2: (0, 1), 3: (1, 0)}
_PLACES_THREE = {0: (2, 1), 1: (1, 2), 2: (1, 0)}


class ReplayDialog(QDialog):
    """Steps through a stored game's hands (Left/Right, Home/End)."""

    def __init__(self, record: GameRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = Rules.from_dict(record.rules)
        players = tuple(record.players)  # three or four, as the rules say
        history = list(replay_entries(self.rules, players, record.log[: record.index]))
        self.hands: list[Hand] = build_hands(history)
        self.position = 0
        title = record.title or ", ".join(record.names)
        self.setWindowTitle(self.tr("Replay: {0}").format(title))

        self.indicator = RoundIndicator()
        self.panels = [PlayerPanel(seat) for seat in range(self.rules.players)]
        places = _PLACES if self.rules.players == 4 else _PLACES_THREE
        grid = QGridLayout()
        for seat, panel in enumerate(self.panels):
            panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            panel.riichi_button.hide()  # read-only: nothing to declare
            row, column = places[seat]
            grid.addWidget(panel, row, column)
        grid.addWidget(self.indicator, 1, 1)
        self.where = QLabel()
        self.where.setObjectName("replayPosition")
        self.what = QLabel()
        self.what.setObjectName("replayResult")
        self.what.setWordWrap(True)
        self.text = QTextBrowser()
        self.text.setObjectName("replayExplanation")
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button = QPushButton(self.tr("First"))
        self.back_button = QPushButton(self.tr("◀ Previous"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.last_button = QPushButton(self.tr("Last"))
        for button, target in (
            (self.first_button, lambda: 0),
            (self.back_button, lambda: self.position - 1),
            (self.next_button, lambda: self.position + 1),
            (self.last_button, lambda: len(self.hands) - 1),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, t=target: self.show_hand(t()))
        steps = QHBoxLayout()
        steps.addWidget(self.first_button)
        steps.addWidget(self.back_button)
        steps.addWidget(self.where, 1, Qt.AlignmentFlag.AlignCenter)
        steps.addWidget(self.next_button)
        steps.addWidget(self.last_button)
        note = QLabel(self.tr("Read-only: nothing here changes the game. ←/→ step, Home/End jump."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 3)
        layout.addWidget(self.what)
        layout.addWidget(self.text, 2)
        layout.addLayout(steps)
        layout.addWidget(note)
        self.resize(980, 720)
        fit_dialog(self, below=2)
        self._apply_style()
        self.show_hand(0)

    def _apply_style(self) -> None:
        """The dealer's frame and badge in the palette's colours, the table's (the panel's
        own are the light palette's: on a dark one the dealer's name and score were white on
        cream)."""
        for panel in self.panels:
            panel.set_frame_colors(*theme.dealer_colors())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the scheme changed while open
            self._apply_style()

    def show_hand(self, position: int) -> None:
        """Show hand ``position`` (0-based; clamped to the game's hands)."""
        if not self.hands:
            self.where.setText(self.tr("This game has no hand yet."))
            for button in (self.first_button, self.back_button, self.next_button, self.last_button):
                button.setEnabled(False)
            return
        self.position = max(0, min(position, len(self.hands) - 1))
        hand = self.hands[self.position]
        start = hand.start
        self.indicator.set_state(start, translate_rules_label(self.rules.label))
        for seat, panel in enumerate(self.panels):
            panel.set_name(hand.players[seat])
            panel.set_wind((seat - start.dealer) % self.rules.players, seat == start.dealer)
            panel.set_score(hand.scores_before[seat])
            panel.set_delta(hand.change[seat])
            panel.set_riichi(seat in hand.riichi, None)  # the stick of a riichi in this hand
        self.where.setText(self.tr("Hand {0} of {1}").format(self.position + 1, len(self.hands)))
        self.what.setText(describe(hand))
        self.text.setPlainText("\n".join(explanation(hand)))
        self.first_button.setEnabled(self.position > 0)
        self.back_button.setEnabled(self.position > 0)
        self.next_button.setEnabled(self.position < len(self.hands) - 1)
        self.last_button.setEnabled(self.position < len(self.hands) - 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        steps = {
            Qt.Key.Key_Right: self.position + 1,
            Qt.Key.Key_PageDown: self.position + 1,
            Qt.Key.Key_Left: self.position - 1,
            Qt.Key.Key_PageUp: self.position - 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.hands) - 1,
        }
        if key in steps:
            self.show_hand(steps[key])
            return
        super().keyPressEvent(event)
