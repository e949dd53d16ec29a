"""Pieces shared by the hand dialogs (win, draw, chombo): the preview of a step (the teaching
part's ``explain`` gives the reasoning) and error labels beside fields.

The dialogs compute everything with the core (``apply``) and never apply anything themselves:
the preview shows the :class:`~scoretable.engine.table.Step` the core would produce.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.fu import FuCount
from scoretable.engine.table import Step, TableState
from scoretable.teaching.explain import explain_steps
from scoretable.teaching.table_question import payment_sticks
from scoretable.ui import fitting, theme
from scoretable.ui.theme import points, signed
from scoretable.ui.widgets.panels.parts import wind_name
from scoretable.ui.widgets.round_indicator import round_parts
from scoretable.ui.wrapping import LINE_BREAK, laid_out

if TYPE_CHECKING:  # not at run time: it loads the mahjong package
    from scoretable.engine.tile_hand import HandResult


def delta_color(value: int) -> str | None:
    """The app's blue for a gain, orange for a loss (see :mod:`theme`), None for no change."""
    color = theme.delta_color(value)
    return color.name() if color is not None else None


def round_name(state: TableState) -> str:
    """``East 2 · 1 honba · 2 riichi sticks``, worded as the round indicator words it."""
    return " · ".join(round_parts(state))


# Item data of a seat combo box's "nobody"/"(choose)" entry. Not None: item data that is None
# or a bool trips a reference-count bug in PySide6 at interpreter exit.
NOBODY = -1


def chosen_seat(combo: QComboBox) -> int | None:
    """The seat chosen in a combo box whose items carry seats (or NOBODY) as data."""
    seat = int(combo.currentData())
    return None if seat == NOBODY else seat


class ErrorLabel(QLabel):
    """The message shown beside a field whose input the rules refuse; empty and hidden if fine."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(f"color: {theme.error_color().name()}; font-weight: bold;")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(160)
        self.setAccessibleName(self.tr("Error"))
        self.hide()

    def show_error(self, message: str) -> None:
        """Show ``message`` (an empty message hides the label)."""
        self.setText(message)
        self.setVisible(bool(message))

    def clear_error(self) -> None:
        self.show_error("")


def explanation(
    step: Step,
    names: Sequence[str],
    fu: Sequence[FuCount | None] = (),
    hands: Sequence[HandResult | None] = (),
) -> list[str]:
    """The teaching part's explanation of ``step`` without its per-player totals (the preview
    shows those in its table).

    ``fu``: the fu count of each win (by win index) where the fu calculator was used;
    ``hands``: the hand of each win picked by its tiles (its yaku come first).
    """
    lines = explain_steps(step, list(names), list(fu), QCoreApplication.translate, list(hands))
    sticks = payment_sticks(step.settlement, list(names), QCoreApplication.translate)
    return [line.text for line in lines if line.kind != "total"] + sticks


class NameLabel(QLabel):
    """A player's name in a dialog: a long name (up to 40 characters) goes onto more lines,
    broken between words or, in a long word, between characters (``ui.wrapping``), rather
    than widening the dialog past the screen. (Lines broken here, not by word wrap: a
    dialog's grid does not give a wrapping label's lines their height.)"""

    def __init__(self, name: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.set_name(name)

    def set_name(self, text: str) -> None:
        lines = laid_out(text, self.font(), self.fontMetrics().averageCharWidth() * 24)
        self.setText(lines.text.replace(LINE_BREAK, "\n"))
        # the lines' height as drawn: a line of Japanese in a fallback font is taller than
        # this font's line (the label's own measure clipped the last line)
        self.setMinimumHeight(math.ceil(lines.height))


class PreviewPanel(QFrame):
    """Every player's change (signed, blue gains and orange losses) and the new scores, the
    reasoning below them, and the next hand. Or a message when there is nothing to preview."""

    def __init__(self, players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("preview")
        self._players = list(players)
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("<b>Preview</b> (nothing is applied until Record)"))
        layout.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        layout.addLayout(grid)
        header = (self.tr("Player"), self.tr("Now"), self.tr("Change"), self.tr("After"))
        for col, text in enumerate(header):
            # upright: an italic's overhang (the font has no italic face) was cut off
            label = QLabel(f"<u>{text}</u>")
            if col:
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(label, 0, col)
        self.name_labels: list[NameLabel] = []
        self.now_labels: list[QLabel] = []
        self.change_labels: list[QLabel] = []
        self.after_labels: list[QLabel] = []
        for seat in range(len(self._players)):  # three or four rows
            row = (NameLabel(), QLabel(), QLabel(), QLabel())
            for col, label in enumerate(row):
                if col:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(label, seat + 1, col)
            self.name_labels.append(row[0])
            self.now_labels.append(row[1])
            self.change_labels.append(row[2])
            self.after_labels.append(row[3])
        grid.setColumnStretch(0, 1)
        self.reason_label = QLabel()
        self.reason_label.setWordWrap(True)
        self.reason_label.setTextFormat(Qt.TextFormat.PlainText)
        self.reason_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.reason_scroll = QScrollArea()
        self.reason_scroll.setWidgetResizable(True)
        self.reason_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.reason_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reason_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reason_scroll.setWidget(self.reason_label)
        self.reason_scroll.setMinimumHeight(120)
        layout.addWidget(self.reason_scroll, 1)
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        layout.addWidget(self.next_label)
        self.deltas: tuple[int, ...] | None = None

    def show_step(
        self,
        before: TableState,
        step: Step,
        fu: Sequence[FuCount | None] = (),
        hands: Sequence[HandResult | None] = (),
    ) -> None:
        """Preview what ``step`` does to ``before`` (``fu``, ``hands``: see
        :func:`explanation`)."""
        deltas = step.settlement.deltas
        self.deltas = deltas
        for seat in range(len(self._players)):
            wind = wind_name(before.seat_wind(seat))
            self.name_labels[seat].set_name(f"{self._players[seat]} ({wind})")
            self.now_labels[seat].setText(points(before.scores[seat]))
            change = deltas[seat]
            color = delta_color(change)
            label = self.change_labels[seat]
            label.setText(signed(change))
            label.setStyleSheet(f"color: {color}; font-weight: bold;" if color else "")
            self.after_labels[seat].setText(points(step.state.scores[seat]))
        self.reason_label.setText("\n".join(explanation(step, self._players, fu, hands)))
        after = step.state
        if after.game_over:
            self.next_label.setText(self.tr("The game ends."))
        else:
            self.next_label.setText(self.tr("Next: {round}").format(round=round_name(after)))

    def show_message(self, message: str, before: TableState | None = None) -> None:
        """Nothing to preview: the scores as they are, no changes, and why."""
        self.deltas = None
        for seat in range(len(self._players)):
            name = self._players[seat]
            if before is not None:
                wind = wind_name(before.seat_wind(seat))
                name = f"{name} ({wind})"
            self.name_labels[seat].set_name(name)
            self.now_labels[seat].setText(points(before.scores[seat]) if before else "")
            self.change_labels[seat].setText("")
            self.change_labels[seat].setStyleSheet("")
            self.after_labels[seat].setText("")
        self.reason_label.setText(message)
        self.next_label.setText("")


class RecordDialog(QDialog):
    """Base of the win, draw and chombo dialogs: fields, a preview, an error line, Record.

    A subclass builds its fields, calls :meth:`add_preview_and_buttons` for the preview side,
    keeps ``self._step`` up to date in ``_recompute`` (None while the core refuses the entry)
    and implements :meth:`build`, the action as entered. Record accepts only what the core
    accepted; :meth:`ask` runs the dialog modally and returns the action or None.
    """

    def __init__(self, parent: QWidget | None, state: TableState, players: Sequence[str]) -> None:
        super().__init__(parent)
        self._state = state
        self._players = list(players)
        self._step: Step | None = None
        self._result: Any = None

    def showEvent(self, event: QShowEvent) -> None:
        # tall enough for the wrapped lines at this width (a dialog's minimum height leaves
        # out what word-wrapped labels need: long names' rows were drawn over each other)
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(self.width())
            if needed > self.height():  # as far as the screen allows: past that it scrolls
                self.resize(fitting.bounded(self, QSize(self.width(), needed)))
        super().showEvent(event)

    def add_preview_and_buttons(self, layout: QBoxLayout) -> None:
        self.preview = PreviewPanel(self._players)
        layout.addWidget(self.preview, 1)
        self.general_error = ErrorLabel()
        layout.addWidget(self.general_error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(QCoreApplication.translate("DialogCommon", "Record"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def build(self) -> Any:
        """The action as entered (subclasses)."""
        raise NotImplementedError

    def _recompute(self) -> None:
        raise NotImplementedError

    @property
    def step(self) -> Step | None:
        """What the core would do with the entry (None while it refuses it)."""
        return self._step

    def _accept(self) -> None:
        self._recompute()
        if self._step is None:
            return
        self._result = self.build()
        self.accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None, state: TableState, players: Sequence[str], *extra: Any
    ) -> Any:
        """Run the dialog modally: the recorded action, or None if cancelled."""
        dialog = cls(parent, state, players, *extra)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog._result
            return None
        finally:
            dialog.deleteLater()
