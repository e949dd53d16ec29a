"""The inline fu calculator: a hand's composition as seed 002 describes it -> the core's
``count_fu`` -> every fu item with its reason and the rounded total.

The widget holds no rules of its own: it builds a :class:`~scoretable.engine.fu.HandShape` and
shows what the core counts. "Use this fu" emits :attr:`FuCalculator.fuChosen`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import FuCount, HandShape, Meld, MeldKind, PairKind, Wait, count_fu
from scoretable.engine.rules import Rules
from scoretable.game.model import refusal_text
from scoretable.i18n import translate_fu
from scoretable.ui.record.base import ErrorLabel

# A meld's state in the calculator: concealed, called (the hand is open), or a concealed
# triplet completed by a ron tile (open for fu, the hand stays closed).
MeldState = str  # "closed" | "called" | "ron"


class MeldRow(QWidget):
    """One of the four melds: kind, terminals/honors, and closed / called / completed by ron."""

    changed = Signal()

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self.tr("Meld {n}:").format(n=number))
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Meld {n} kind").format(n=number))
        for text, kind in (
            (self.tr("Run"), "run"),
            (self.tr("Triplet"), "triplet"),
            (self.tr("Quad"), "quad"),
        ):
            self.kind.addItem(text, kind)
        self.label.setBuddy(self.kind)
        self.terminal = QCheckBox(self.tr("Terminals/honors"))
        self.terminal.setAccessibleName(self.tr("Meld {n} of terminals or honors").format(n=number))
        self.state = QComboBox()
        self.state.setAccessibleName(self.tr("Meld {n} state").format(n=number))
        for text, state in (
            (self.tr("Concealed"), "closed"),
            (self.tr("Called (open)"), "called"),
            (self.tr("Completed by ron"), "ron"),
        ):
            self.state.addItem(text, state)
        layout.addWidget(self.label)
        layout.addWidget(self.kind)
        layout.addWidget(self.terminal)
        layout.addWidget(self.state, 1)
        self.kind.currentIndexChanged.connect(self._on_kind)
        self.terminal.toggled.connect(self.changed)
        self.state.currentIndexChanged.connect(self.changed)
        self._on_kind()

    def _on_kind(self) -> None:
        # a run's fu do not depend on its tiles or state; "completed by ron" is a triplet's
        is_run = self.kind.currentData() == "run"
        self.terminal.setEnabled(not is_run)
        self.changed.emit()

    def meld(self) -> Meld:
        kind: MeldKind = self.kind.currentData()
        state: MeldState = self.state.currentData()
        if kind == "run":
            return Meld("run", open=state == "called")
        return Meld(kind, terminal_or_honor=self.terminal.isChecked(), open=state != "closed")

    def called(self) -> bool:
        return bool(self.state.currentData() == "called")


class FuCalculator(QGroupBox):
    """Melds, pair, wait and win method -> the core's fu count, item by item.

    Signals:
        fuChosen(int): the user pressed "Use this fu"; the rounded total.
        recounted(): the count was redone after an input changed.
    """

    fuChosen = Signal(int)
    recounted = Signal()

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Fu calculator"))
        self._rules = rules
        self._count: FuCount | None = None
        layout = QVBoxLayout(self)

        self.seven_pairs = QCheckBox(self.tr("Se&ven pairs (25 fu)"))
        layout.addWidget(self.seven_pairs)

        self.meld_rows = [MeldRow(n + 1) for n in range(4)]
        for row in self.meld_rows:
            layout.addWidget(row)
            row.changed.connect(self.recount)

        grid = QGridLayout()
        layout.addLayout(grid)
        self.pair = QComboBox()
        for text, pair in (
            (self.tr("Plain"), "plain"),
            (self.tr("Dragon, seat or round wind"), "yakuhai"),
            (self.tr("Seat and round wind at once"), "double_wind"),
        ):
            self.pair.addItem(text, pair)
        pair_label = QLabel(self.tr("Pa&ir:"))
        pair_label.setBuddy(self.pair)
        grid.addWidget(pair_label, 0, 0)
        grid.addWidget(self.pair, 0, 1)

        self.wait = QComboBox()
        for text, wait in (
            (self.tr("Two-sided (ryanmen)"), "ryanmen"),
            (self.tr("Dual pon (shanpon)"), "shanpon"),
            (self.tr("Middle (kanchan)"), "kanchan"),
            (self.tr("Edge (penchan)"), "penchan"),
            (self.tr("Pair (tanki)"), "tanki"),
        ):
            self.wait.addItem(text, wait)
        wait_label = QLabel(self.tr("&Wait:"))
        wait_label.setBuddy(self.wait)
        grid.addWidget(wait_label, 1, 0)
        grid.addWidget(self.wait, 1, 1)

        self.method = QComboBox()
        self.method.addItem(self.tr("Ron"), "ron")
        self.method.addItem(self.tr("Tsumo"), "tsumo")
        method_label = QLabel(self.tr("Won &by:"))
        method_label.setBuddy(self.method)
        grid.addWidget(method_label, 2, 0)
        grid.addWidget(self.method, 2, 1)
        grid.setColumnStretch(1, 1)

        self.items_label = QLabel()
        self.items_label.setTextFormat(Qt.TextFormat.PlainText)
        self.items_label.setWordWrap(True)
        self.items_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.items_label)
        self.error_label = ErrorLabel()
        layout.addWidget(self.error_label)

        self.use_button = QPushButton(self.tr("&Use this fu"))
        self.use_button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        layout.addLayout(buttons)

        self.seven_pairs.toggled.connect(self._on_seven_pairs)
        self.pair.currentIndexChanged.connect(self.recount)
        self.wait.currentIndexChanged.connect(self.recount)
        self.method.currentIndexChanged.connect(self.recount)
        self.use_button.clicked.connect(self._use)
        self.recount()

    def set_tsumo(self, tsumo: bool) -> None:
        """Follow the win dialog's ron/tsumo choice."""
        self.method.setCurrentIndex(1 if tsumo else 0)

    def _on_seven_pairs(self, on: bool) -> None:
        for row in self.meld_rows:
            row.setEnabled(not on)
        self.pair.setEnabled(not on)
        self.wait.setEnabled(not on)
        self.recount()

    def shape(self) -> HandShape:
        """The hand as entered."""
        tsumo = self.method.currentData() == "tsumo"
        if self.seven_pairs.isChecked():
            return HandShape(wait="tanki", tsumo=tsumo, closed=True, seven_pairs=True)
        pair: PairKind = self.pair.currentData()
        wait: Wait = self.wait.currentData()
        return HandShape(
            melds=tuple(row.meld() for row in self.meld_rows),
            pair=pair,
            wait=wait,
            tsumo=tsumo,
            closed=not any(row.called() for row in self.meld_rows),
        )

    @property
    def count(self) -> FuCount | None:
        """The core's fu count of the hand as entered, or None if it refused it."""
        return self._count

    @property
    def total(self) -> int | None:
        """The rounded fu of the hand as entered, or None if the core refused it."""
        return self._count.total if self._count is not None else None

    def recount(self) -> None:
        """Ask the core for the fu of the hand as entered and show every item."""
        try:
            count = count_fu(self.shape(), self._rules)
        except RuleError as err:
            self._count = None
            self.items_label.setText("")
            self.error_label.show_error(refusal_text(err))
            self.use_button.setEnabled(False)
            self.recounted.emit()
            return
        self._count = count
        self.error_label.clear_error()
        lines = [f"{translate_fu(item.reason)}: {item.fu}" for item in count.items]
        if count.raw != count.total:
            lines.append(
                self.tr("Total {raw} → {total} fu").format(raw=count.raw, total=count.total)
            )
        else:
            lines.append(self.tr("Total {total} fu").format(total=count.total))
        self.items_label.setText("\n".join(lines))
        self.use_button.setEnabled(True)
        self.recounted.emit()

    def _use(self) -> None:
        if self._count is not None:
            self.fuChosen.emit(self._count.total)
