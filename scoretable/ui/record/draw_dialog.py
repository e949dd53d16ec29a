"""The draw dialog: an exhaustive draw (who was tenpai, nagashi mangan where the rules have it)
or an abortive draw of a kind the rules know, with a preview of the payments.

    draw = DrawDialog.get_draw(parent, state, players)   # ExhaustiveDraw | AbortiveDraw | None
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import ABORTIVE_KINDS
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw, TableState, apply
from scoretable.game.model import refusal_text
from scoretable.i18n import translate_rules_label
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import ErrorLabel, NameLabel, RecordDialog, round_name

Draw = ExhaustiveDraw | AbortiveDraw


class DrawDialog(RecordDialog):
    """Record a draw. Use :meth:`get_draw`; tests drive it non-modally."""

    def __init__(self, parent: QWidget | None, state: TableState, players: Sequence[str]) -> None:
        super().__init__(parent, state, players)
        rules = state.rules
        self.setWindowTitle(self.tr("Record a draw"))
        # the entry beside the preview where there is room, the preview below it on a narrow
        # screen; the buttons below both
        outer = QVBoxLayout(self)
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        outer.addLayout(self.columns, 1)
        left = QVBoxLayout()
        self.columns.addLayout(left, 1)
        left.addWidget(QLabel(f"<b>{round_name(state)}</b> · {translate_rules_label(rules.label)}"))

        self.exhaustive = QRadioButton(self.tr("&Exhaustive draw (the wall ran out)"))
        self.abortive = QRadioButton(self.tr("&Abortive draw"))
        self.exhaustive.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.exhaustive)
        group.addButton(self.abortive)
        left.addWidget(self.exhaustive)

        # --- exhaustive: tenpai and nagashi mangan ------------------------------------------
        grid = QGridLayout()
        grid.setContentsMargins(24, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("<i>Tenpai</i>")), 0, 1)
        self.has_nagashi = rules.nagashi_mangan
        if self.has_nagashi:
            grid.addWidget(QLabel(self.tr("<i>Nagashi mangan</i>")), 0, 2)
        self.tenpai_boxes: list[QCheckBox] = []
        self.nagashi_boxes: list[QCheckBox] = []
        for seat, name in enumerate(self._players):
            grid.addWidget(NameLabel(name), seat + 1, 0)
            box = QCheckBox(self.tr("&{n} tenpai").format(n=seat + 1))
            box.setAccessibleName(self.tr("{name} tenpai").format(name=name))
            # A player in riichi is almost always tenpai: start ticked, easy to untick.
            box.setChecked(seat in state.riichi)
            box.toggled.connect(self._recompute)
            self.tenpai_boxes.append(box)
            grid.addWidget(box, seat + 1, 1)
            if self.has_nagashi:
                nagashi = QCheckBox(self.tr("nagashi"))
                nagashi.setAccessibleName(self.tr("{name} nagashi mangan").format(name=name))
                nagashi.toggled.connect(self._recompute)
                self.nagashi_boxes.append(nagashi)
                grid.addWidget(nagashi, seat + 1, 2)
        grid.setColumnStretch(3, 1)
        left.addLayout(grid)
        self.tenpai_error = ErrorLabel()
        left.addWidget(self.tenpai_error)

        # --- abortive: its kind -----------------------------------------------------------
        left.addWidget(self.abortive)
        kind_row = QHBoxLayout()
        kind_row.setContentsMargins(24, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind of abortive draw"))
        names = {
            "kyuushu": self.tr("Nine terminals and honors (kyuushu kyuuhai)"),
            "kaze4": self.tr("Four winds discarded (suufon renda)"),
            "reach4": self.tr("Four riichi (suucha riichi)"),
            "kan4": self.tr("Four kans (suukaikan)"),
            "ron3": self.tr("Triple ron (sanchahou)"),
        }
        for kind in ABORTIVE_KINDS:
            if kind in rules.abortive_draws:
                self.kind.addItem(names.get(kind, kind), kind)
        for kind in sorted(rules.abortive_draws - set(ABORTIVE_KINDS)):
            self.kind.addItem(kind, kind)
        self.kind_label = QLabel(self.tr("&Kind:"))
        self.kind_label.setBuddy(self.kind)
        kind_row.addWidget(self.kind_label)
        kind_row.addWidget(self.kind, 1)
        left.addLayout(kind_row)
        self.kind_error = ErrorLabel()
        left.addWidget(self.kind_error)
        self.no_abortive = QLabel(
            self.tr("These rules ({rules}) have no abortive draws.").format(
                rules=translate_rules_label(rules.label)
            )
        )
        self.no_abortive.setWordWrap(True)
        left.addWidget(self.no_abortive)
        if self.kind.count() == 0:
            self.abortive.setEnabled(False)
            self.kind.hide()
            self.kind_label.hide()
        else:
            self.no_abortive.hide()
        left.addStretch(1)

        right = QVBoxLayout()
        self.columns.addLayout(right, 1)
        self.add_preview_and_buttons(right)
        right.removeWidget(self.buttons)
        outer.addWidget(self.buttons)

        self.abortive.toggled.connect(self._recompute)
        self.kind.currentIndexChanged.connect(self._recompute)
        self._recompute()
        self.resize(860, 420)
        fit_dialog(self, columns=self.columns)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1-4 (1-3 with three players; no Alt needed) tick or untick a player's tenpai; Enter
        records."""
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        seat = key - Qt.Key.Key_1
        if plain and 0 <= seat < len(self.tenpai_boxes) and self.tenpai_boxes[0].isEnabled():
            box = self.tenpai_boxes[seat]
            box.setChecked(not box.isChecked())
            return
        super().keyPressEvent(event)

    @classmethod
    def get_draw(
        cls, parent: QWidget | None, state: TableState, players: Sequence[str]
    ) -> Draw | None:
        """Ask for a draw: an ExhaustiveDraw, an AbortiveDraw, or None if cancelled."""
        return cast(Draw | None, cls.ask(parent, state, players))

    def result_draw(self) -> Draw | None:
        """The draw accepted with OK (None before that)."""
        return cast(Draw | None, self._result)

    def build_draw(self) -> Draw:
        """The draw as entered."""
        if self.abortive.isChecked():
            return AbortiveDraw(kind=str(self.kind.currentData()))
        tenpai = frozenset(s for s, box in enumerate(self.tenpai_boxes) if box.isChecked())
        nagashi = frozenset(s for s, box in enumerate(self.nagashi_boxes) if box.isChecked())
        return ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi)

    def _recompute(self) -> None:
        abortive = self.abortive.isChecked()
        for box in self.tenpai_boxes + self.nagashi_boxes:
            box.setEnabled(not abortive)
        self.kind.setEnabled(abortive)
        self.kind_label.setEnabled(abortive)
        for label in (self.tenpai_error, self.kind_error, self.general_error):
            label.clear_error()
        self._step = None
        message = ""
        try:
            self._step = apply(self._state, self.build_draw())
        except RuleError as err:
            message = refusal_text(err, self._players)
            if err.field in ("tenpai", "nagashi", "seat"):
                self.tenpai_error.show_error(message)
            elif err.field == "kind":
                self.kind_error.show_error(message)
            else:
                self.general_error.show_error(message)
        if self._step is not None:
            self.preview.show_step(self._state, self._step)
        else:
            self.preview.show_message(message, self._state)
        self.ok_button.setEnabled(self._step is not None)

    def build(self) -> Draw:
        return self.build_draw()
