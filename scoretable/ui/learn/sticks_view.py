"""Learn -> Paying with sticks: "pay 7,700: which sticks?", from a player's standard set.

    dialog = SticksDialog.open_exercise(parent, rng=random.Random(3))

A payment is asked; the learner says how many of each stick they hand over from their
standard set (:data:`~scoretable.teaching.sticks.STANDARD_SET`) and how much change in which
sticks comes back. Any way that pays exactly, from sticks the two players hold, is right; the
answer then shows the way that moves the fewest sticks (:func:`~scoretable.teaching.sticks.
exchange`), as the win dialog and the phones say it.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.teaching.sticks import STANDARD_SET, STICKS, exchange, say_exchange, total
from scoretable.ui.fitting import fit_dialog

# The payments asked: the ones a table meets most (ron and tsumo shares, with honba).
PAYMENTS = (1000, 1300, 1500, 2000, 2600, 2900, 3900, 5200, 5800, 7700, 8000, 8300, 12000)


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class SticksDialog(QDialog):
    """The exercise (see the module docstring)."""

    def __init__(self, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Paying with sticks"))
        self.rng = rng or random.Random()
        self.amount = 0
        layout = QVBoxLayout(self)
        self.question = QLabel()
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Stick")), 0, 0)
        grid.addWidget(QLabel(self.tr("Hand over")), 0, 1)
        grid.addWidget(QLabel(self.tr("Change back")), 0, 2)
        self.handed: dict[int, QSpinBox] = {}
        self.change: dict[int, QSpinBox] = {}
        for row, value in enumerate(STICKS, 1):
            grid.addWidget(QLabel(f"{value:,}"), row, 0)
            for column, boxes in ((1, self.handed), (2, self.change)):
                box = QSpinBox()
                box.setRange(0, STANDARD_SET[value])
                box.setAccessibleName(f"{value:,}")
                boxes[value] = box
                grid.addWidget(box, row, column)
        layout.addLayout(grid)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.check_button = QPushButton(self.tr("&Check"))
        self.next_button = QPushButton(self.tr("&Next"))
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.check_button.clicked.connect(self.check)
        self.next_button.clicked.connect(self.next_question)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.next_question()
        fit_dialog(self)

    def next_question(self) -> None:
        """A new payment to make, the boxes back at nothing."""
        self.amount = self.rng.choice(PAYMENTS)
        self.question.setText(
            self.tr(
                "Pay {amount} from your sticks (one 10,000, two 5,000, four 1,000, ten 100; "
                "the receiver holds the same): which sticks do you hand over, and what "
                "change comes back?"
            ).format(amount=f"{self.amount:,}")
        )
        for box in (*self.handed.values(), *self.change.values()):
            box.setValue(0)
        self.verdict.clear()

    def check(self) -> bool:
        """Judge the sticks entered; True if they pay the amount exactly."""
        handed = {value: box.value() for value, box in self.handed.items() if box.value()}
        change = {value: box.value() for value, box in self.change.items() if box.value()}
        best = say_exchange(exchange(self.amount), _translate)
        right = total(handed) - total(change) == self.amount
        if right:
            self.verdict.setText(self.tr("Right. The fewest sticks: {best}").format(best=best))
        else:
            self.verdict.setText(
                self.tr("That makes {made}, not {amount}. {best}").format(
                    made=f"{total(handed) - total(change):,}", amount=f"{self.amount:,}", best=best
                )
            )
        return right

    @classmethod
    def open_exercise(
        cls, parent: QWidget | None, rng: random.Random | None = None
    ) -> SticksDialog:
        dialog = cls(rng, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
