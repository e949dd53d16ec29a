"""The chombo dialog: who committed it, and what the preset does about it (a reverse mangan
paid at the table, or a penalty on the final result), previewed by the core.

    chombo = ChomboDialog.get_chombo(parent, state, players)   # Chombo | None
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.table import Chombo, TableState, apply
from scoretable.game.model import refusal_text
from scoretable.i18n import translate_rules_label
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import NOBODY, ErrorLabel, RecordDialog, chosen_seat, round_name


class ChomboDialog(RecordDialog):
    """Record a chombo. Use :meth:`get_chombo`; tests drive it non-modally."""

    def __init__(self, parent: QWidget | None, state: TableState, players: Sequence[str]) -> None:
        super().__init__(parent, state, players)
        rules = state.rules
        self.setWindowTitle(self.tr("Record a chombo"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(f"<b>{round_name(state)}</b> · {translate_rules_label(rules.label)}")
        )

        row = QHBoxLayout()
        self.offender = QComboBox()
        self.offender.setAccessibleName(self.tr("Offender"))
        self.offender.addItem(self.tr("(choose)"), NOBODY)
        for seat, name in enumerate(self._players):
            self.offender.addItem(name, seat)
        label = QLabel(self.tr("&Offender:"))
        label.setBuddy(self.offender)
        row.addWidget(label)
        row.addWidget(self.offender)
        row.addStretch(1)
        layout.addLayout(row)
        self.offender_error = ErrorLabel()
        layout.addWidget(self.offender_error)

        if rules.chombo == "final_penalty":
            rule = self.tr(
                "Under {rules}, a chombo costs {n} points on the final result; "
                "nothing is paid at the table and the hand is replayed."
            ).format(rules=translate_rules_label(rules.label), n=rules.chombo_penalty)
        elif rules.players == 3:
            rule = self.tr(
                "Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the "
                "dealer and 2,000 to the other player, the dealer 4,000 to each of the two; "
                "the hand is replayed."
            ).format(rules=translate_rules_label(rules.label))
        else:
            rule = self.tr(
                "Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the "
                "dealer and 2,000 to each other player, the dealer 4,000 to each; "
                "the hand is replayed."
            ).format(rules=translate_rules_label(rules.label))
        self.rule_label = QLabel(rule)
        self.rule_label.setWordWrap(True)
        layout.addWidget(self.rule_label)

        self.add_preview_and_buttons(layout)

        self.offender.currentIndexChanged.connect(self._recompute)
        self._recompute()
        self.resize(560, 420)
        fit_dialog(self)

    @classmethod
    def get_chombo(
        cls, parent: QWidget | None, state: TableState, players: Sequence[str]
    ) -> Chombo | None:
        """Ask for a chombo; the core's :class:`Chombo`, or None if cancelled."""
        return cast(Chombo | None, cls.ask(parent, state, players))

    def result_chombo(self) -> Chombo | None:
        """The chombo accepted with OK (None before that)."""
        return cast(Chombo | None, self._result)

    def _recompute(self) -> None:
        self.offender_error.clear_error()
        self.general_error.clear_error()
        self._step = None
        seat = chosen_seat(self.offender)
        message = ""
        if seat is None:
            message = self.tr("Choose who committed the chombo.")
            self.offender_error.show_error(message)
        else:
            try:
                self._step = apply(self._state, Chombo(seat=seat))
            except RuleError as err:
                message = refusal_text(err, self._players)
                target = self.offender_error if err.field == "seat" else self.general_error
                target.show_error(message)
        if self._step is not None and seat is not None:
            self.preview.show_step(self._state, self._step)  # the penalty line included
        else:
            self.preview.show_message(message, self._state)
        self.ok_button.setEnabled(self._step is not None)

    def build(self) -> Chombo:
        seat = chosen_seat(self.offender)
        assert seat is not None  # a step exists only with an offender
        return Chombo(seat=seat)
