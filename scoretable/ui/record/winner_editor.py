"""One winner's hand in the win dialog: the value (han and fu, a limit, or a number of
yakuman), the fu field with its inline calculator, the hand calculator's result, pao and rinshan
pao, and the North tiles with three players; :meth:`WinnerEditor.entry` is its
:class:`~scoretable.engine.table.WinEntry`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.fu import FuCount
from scoretable.engine.rules import PAO_YAKU, Rules
from scoretable.engine.table import TableState, WinEntry
from scoretable.ui.record.base import NOBODY, ErrorLabel, chosen_seat
from scoretable.ui.record.fu_calculator import FuCalculator

if TYPE_CHECKING:  # not at run time: the hand calculator loads the mahjong package
    from scoretable.engine.tile_hand import HandResult
    from scoretable.ui.record.tile_picker import HandCalculatorDialog

# Above this many han a hand is asked about before it is recorded (a counted yakuman is 13).
UNUSUAL_HAN = 13

# Fu values the arrows step through; anything else can still be typed (and is checked).
FU_STEPS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170)

# Value modes: han and fu, a named limit (with the han it stands for), or yakuman.
LIMIT_HAN = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11}


class FuSpinBox(QSpinBox):
    """A fu field whose arrows step 20, 25, 30, 40, ...; other values can be typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(10, 250)
        self.setValue(30)
        self.setSuffix(self.tr(" fu"))

    def stepBy(self, steps: int) -> None:
        value = self.value()
        for _ in range(abs(steps)):
            if steps > 0:
                bigger = [f for f in FU_STEPS if f > value]
                value = bigger[0] if bigger else min(value + 10, self.maximum())
            else:
                smaller = [f for f in FU_STEPS if f < value]
                value = smaller[-1] if smaller else max(value - 10, self.minimum())
        self.setValue(value)


# the most the winners' boxes take across (px) before they go onto more rows
WINNERS_WIDTH = 720


class WinnerEditor(QGroupBox):
    """One winner's hand: value mode, han, fu (with the calculator), yakuman, pao, rinshan pao.

    Signals:
        changed(): any input changed.
    """

    changed = Signal()

    def __init__(
        self, seat: int, players: Sequence[str], rules: Rules, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self._rules = rules
        self.setTitle(self.tr("{name}'s hand").format(name=players[seat]))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)

        # --- value: han and fu, or a limit -------------------------------------------------
        self.mode = QComboBox()
        self.mode.setAccessibleName(self.tr("Hand value"))
        self.mode.addItem(self.tr("Han and fu"), "han_fu")
        self.mode.addItem(self.tr("Mangan (5 han)"), "mangan")
        self.mode.addItem(self.tr("Haneman (6-7 han)"), "haneman")
        self.mode.addItem(self.tr("Baiman (8-10 han)"), "baiman")
        self.mode.addItem(self.tr("Sanbaiman (11-12 han)"), "sanbaiman")
        self.mode.addItem(self.tr("Yakuman"), "yakuman")
        mode_label = QLabel(self.tr("&Value:"))
        mode_label.setBuddy(self.mode)
        self.han = QSpinBox()
        # 0 too: a field showing "0 han" used the 1 before it; the rules refuse 0 beside it
        self.han.setRange(0, 99)
        self.han.setValue(1)
        self.han.setSuffix(self.tr(" han"))
        self.han.setAccessibleName(self.tr("Han"))
        self.han_label = QLabel(self.tr("&Han:"))
        self.han_label.setBuddy(self.han)
        self.fu = FuSpinBox()
        self.fu.setAccessibleName(self.tr("Fu"))
        self.fu_label = QLabel(self.tr("F&u:"))
        self.fu_label.setBuddy(self.fu)
        # three players with nukidora: the North tiles set aside, each +1 han (han and fu)
        self.nukidora = QSpinBox()
        self.nukidora.setRange(0, 4)
        self.nukidora.setAccessibleName(self.tr("North tiles set aside (nukidora)"))
        self.nukidora_label = QLabel(self.tr("N&orth tiles:"))
        self.nukidora_label.setBuddy(self.nukidora)
        self.nukidora_label.setToolTip(
            self.tr("North tiles set aside as dora (nukidora): each adds a han")
        )
        self.calc_button = QPushButton(self.tr("Fu &calculator"))
        self.calc_button.setCheckable(True)
        self.calc_button.setAutoDefault(False)
        # the value on one line, the tools that fill it in below: narrow enough for a
        # 1366x768 screen at 200% (683 logical pixels)
        value_row = QHBoxLayout()
        for widget in (self.mode, self.han_label, self.han, self.fu_label, self.fu):
            value_row.addWidget(widget)
        value_row.addWidget(self.nukidora_label)
        value_row.addWidget(self.nukidora)
        value_row.addStretch(1)
        self.tiles_button = QPushButton(self.tr("From tile&s…"))
        self.tiles_button.setAutoDefault(False)
        self.tiles_button.setToolTip(self.tr("Pick the tiles: the yaku, han and fu are counted"))
        tools_row = QHBoxLayout()
        tools_row.addWidget(self.calc_button)
        tools_row.addWidget(self.tiles_button)
        tools_row.addStretch(1)
        value_rows = QVBoxLayout()
        value_rows.addLayout(value_row)
        value_rows.addLayout(tools_row)
        grid.addWidget(mode_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(value_rows, 0, 1)
        self.value_error = ErrorLabel()
        grid.addWidget(self.value_error, 1, 1)

        # --- yakuman count ---------------------------------------------------------------
        self.yakuman = QSpinBox()
        self.yakuman.setRange(1, 6)
        self.yakuman.setAccessibleName(self.tr("Number of yakuman"))
        self.yakuman_label = QLabel(self.tr("&Yakuman:"))
        self.yakuman_label.setBuddy(self.yakuman)
        self.double = QSpinBox()
        self.double.setRange(0, 6)
        self.double.setAccessibleName(self.tr("Double-yakuman patterns"))
        self.double_label = QLabel(self.tr("of which &double patterns:"))
        self.double_label.setBuddy(self.double)
        self.double_label.setToolTip(
            self.tr("Kokushi 13-sided wait, suuankou tanki, junsei chuuren, daisuushii")
        )
        yakuman_row = QHBoxLayout()
        yakuman_row.addWidget(self.yakuman)
        yakuman_row.addWidget(self.double_label)
        yakuman_row.addWidget(self.double)
        yakuman_row.addStretch(1)
        grid.addWidget(self.yakuman_label, 2, 0)
        grid.addLayout(yakuman_row, 2, 1)
        self.yakuman_error = ErrorLabel()
        grid.addWidget(self.yakuman_error, 3, 1)
        if not rules.double_yakuman:
            self.double_label.hide()
            self.double.hide()

        # --- pao -------------------------------------------------------------------------
        self.pao = QComboBox()
        self.pao.setAccessibleName(self.tr("Liable player (pao)"))
        self.pao.addItem(self.tr("Nobody"), NOBODY)
        for other, name in enumerate(players):
            self.pao.addItem(name, other)
        self.pao_label = QLabel(self.tr("&Pao (liable):"))
        self.pao_label.setBuddy(self.pao)
        self.pao_label.setToolTip(
            self.tr("The player who fed the last dragon or wind triplet of a pao yakuman")
        )
        # which pao yakuman the liable player let complete (None: not said)
        self.pao_yaku = QComboBox()
        self.pao_yaku.setAccessibleName(self.tr("Yakuman the player is liable for"))
        self.pao_yaku.addItem(self.tr("a pao yakuman"), None)
        names = {
            "daisangen": self.tr("daisangen"),
            "daisuushii": self.tr("daisuushii"),
            "suukantsu": self.tr("suukantsu"),
        }
        for yaku in PAO_YAKU:
            if yaku in rules.pao_yaku:
                self.pao_yaku.addItem(names[yaku], yaku)
        self.pao_yaku_label = QLabel(self.tr("for"))
        self.pao_count = QSpinBox()
        self.pao_count.setRange(1, 6)
        self.pao_count.setAccessibleName(self.tr("Yakuman the liable player answers for"))
        self.pao_count_label = QLabel(self.tr("answers for"))
        self.pao_count_suffix = QLabel(self.tr("of the yakuman"))
        pao_row = QHBoxLayout()
        pao_row.addWidget(self.pao)
        pao_row.addWidget(self.pao_yaku_label)
        pao_row.addWidget(self.pao_yaku)
        pao_row.addWidget(self.pao_count_label)
        pao_row.addWidget(self.pao_count)
        pao_row.addWidget(self.pao_count_suffix)
        pao_row.addStretch(1)
        grid.addWidget(self.pao_label, 4, 0)
        grid.addLayout(pao_row, 4, 1)
        self.pao_error = ErrorLabel()
        grid.addWidget(self.pao_error, 5, 1)

        # --- rinshan pao -----------------------------------------------------------------
        self.rinshan = QComboBox()
        self.rinshan.setAccessibleName(self.tr("Player who fed the kan (rinshan pao)"))
        self.rinshan.addItem(self.tr("Nobody"), NOBODY)
        for other, name in enumerate(players):
            self.rinshan.addItem(name, other)
        self.rinshan_label = QLabel(self.tr("Ri&nshan pao:"))
        self.rinshan_label.setBuddy(self.rinshan)
        self.rinshan_label.setToolTip(
            self.tr("A rinshan kaihou win after a kan: the player who fed the kan pays it all")
        )
        grid.addWidget(self.rinshan_label, 6, 0)
        grid.addWidget(self.rinshan, 6, 1, Qt.AlignmentFlag.AlignLeft)
        self.rinshan_error = ErrorLabel()
        grid.addWidget(self.rinshan_error, 7, 1)
        grid.setColumnStretch(1, 1)

        # --- the inline fu calculator ----------------------------------------------------
        self.calculator = FuCalculator(rules)
        self.calculator.hide()
        layout.addWidget(self.calculator)

        self._tsumo = False
        self._table: TableState | None = None
        # the hand picked with "From tiles…", while the value entered is still its value
        self._hand: HandResult | None = None
        self.hand_dialog: HandCalculatorDialog | None = None
        self.tiles_button.clicked.connect(self.open_hand_calculator)
        self.mode.currentIndexChanged.connect(self._update)
        self.han.valueChanged.connect(self._update)
        # emptied (which the spin box does not announce): nothing is used, Record waits
        self.han.lineEdit().textChanged.connect(self.changed)
        self.han.installEventFilter(self)
        self.nukidora.valueChanged.connect(self._update)
        self.fu.valueChanged.connect(self.changed)
        self.yakuman.valueChanged.connect(self._update)
        self.double.valueChanged.connect(self.changed)
        self.pao.currentIndexChanged.connect(self._update)
        self.pao_count.valueChanged.connect(self.changed)
        self.pao_yaku.currentIndexChanged.connect(self.changed)
        self.rinshan.currentIndexChanged.connect(self.changed)
        self.calc_button.toggled.connect(self._toggle_calculator)
        self.calculator.fuChosen.connect(self.use_fu)
        self.calculator.recounted.connect(self.changed)
        # the labels and buttons with an Alt key, in the same order in every editor
        self.mnemonic_widgets: list[QWidget] = [
            w for w in self.findChildren(QLabel) if w.buddy() is not None
        ] + [w for w in self.findChildren(QAbstractButton) if not w.shortcut().isEmpty()]
        self._update()

    # ---------------------------------------------------------------------------------------
    def set_tsumo(self, tsumo: bool) -> None:
        """Follow the dialog's ron/tsumo choice (rinshan pao is a tsumo matter)."""
        self._tsumo = tsumo
        self.calculator.set_tsumo(tsumo)
        self._update()

    def set_table(self, state: TableState) -> None:
        """The table the win happens at: the winds and riichi state for "From tiles…"."""
        self._table = state

    def open_hand_calculator(self) -> HandCalculatorDialog:
        """Open the tile picker (window-modal); its hand fills the value when accepted."""
        from scoretable.ui.record.tile_picker import HandCalculatorDialog, TableContext

        winds = ("E", "S", "W", "N")
        context = None
        if self._table is not None:
            context = TableContext(
                seat_wind=winds[self._table.seat_wind(self.seat)],
                round_wind=winds[self._table.round_wind % 4],
                riichi=self.seat in self._table.riichi,
                tsumo=self._tsumo,
            )
        dialog = HandCalculatorDialog(self, self._rules, context)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.use_hand(dialog.hand()))
        self.hand_dialog = dialog
        dialog.open()
        return dialog

    def use_hand(self, hand: HandResult | None) -> None:
        """Fill han and fu (or the yakuman) from a hand picked by its tiles."""
        if hand is None:
            return
        entry = hand.win_entry(self.seat, self._rules)
        self.calc_button.setChecked(False)
        if entry.yakuman:
            self.mode.setCurrentIndex(self.mode.findData("yakuman"))
            self.yakuman.setValue(entry.yakuman)
            self.double.setValue(entry.double_yakuman)
        else:
            self.mode.setCurrentIndex(self.mode.findData("han_fu"))
            self.han.setValue(entry.han)
            self.nukidora.setValue(entry.nukidora)
            self.fu.setValue(hand.fu if hand.fu >= self.fu.minimum() else 30)
        self._hand = hand
        self.changed.emit()

    def hand(self) -> HandResult | None:
        """The hand picked by its tiles, while the value entered is still the hand's."""
        if self._hand is None:
            return None
        entry = self.entry()
        picked = self._hand.win_entry(self.seat, self._rules)
        same = (entry.han, entry.fu, entry.yakuman, entry.double_yakuman) == (
            picked.han,
            picked.fu,
            picked.yakuman,
            picked.double_yakuman if self._rules.double_yakuman else 0,
        )
        return self._hand if same else None

    def _toggle_calculator(self, on: bool) -> None:
        self.calculator.setVisible(on)
        self.changed.emit()
        if on:
            self.calculator.seven_pairs.setFocus()

    def use_fu(self, fu: int) -> None:
        """Fill the fu field (from the calculator) and switch to han and fu."""
        self.mode.setCurrentIndex(self.mode.findData("han_fu"))
        self.fu.setValue(fu)
        self.fu.setFocus()
        self.changed.emit()

    def _update(self) -> None:
        mode = self.mode.currentData()
        han_fu = mode == "han_fu"
        yakuman = mode == "yakuman"
        widgets: tuple[QWidget, ...] = (self.han_label, self.han, self.fu_label, self.fu)
        for widget in (*widgets, self.calc_button):
            widget.setVisible(han_fu)
        for widget in (self.nukidora_label, self.nukidora):
            widget.setVisible(han_fu and self._rules.nukidora)
        if not han_fu:
            self.calc_button.setChecked(False)
        # fu only matters below 5 han in all (and always under aotenjou)
        self.fu.setEnabled(self.han.value() + self.north() < 5 or self._rules.aotenjou)
        for widget in (self.yakuman_label, self.yakuman, self.pao_label, self.pao):
            widget.setVisible(yakuman)
        if self._rules.double_yakuman:
            self.double_label.setVisible(yakuman)
            self.double.setVisible(yakuman)
            self.double.setMaximum(self.yakuman.value())
        liable = yakuman and chosen_seat(self.pao) is not None
        for widget in (self.pao_yaku_label, self.pao_yaku):
            widget.setVisible(liable)
        several = liable and self.yakuman.value() > 1
        for widget in (self.pao_count_label, self.pao_count, self.pao_count_suffix):
            widget.setVisible(several)
        self.pao_count.setMaximum(self.yakuman.value())
        rinshan = self._rules.rinshan_pao and self._tsumo
        self.rinshan_label.setVisible(rinshan)
        self.rinshan.setVisible(rinshan)
        if not yakuman:
            self.yakuman_error.clear_error()
            self.pao_error.clear_error()
        if not rinshan:
            self.rinshan_error.clear_error()
        self.changed.emit()

    def entry(self) -> WinEntry:
        """This winner's entry as the core takes it."""
        mode = self.mode.currentData()
        rinshan = chosen_seat(self.rinshan) if self.rinshan.isVisibleTo(self) else None
        if mode == "yakuman":
            pao = chosen_seat(self.pao)
            count = self.yakuman.value()
            pao_count = None
            if pao is not None and count > 1 and self.pao_count.value() < count:
                pao_count = self.pao_count.value()
            return WinEntry(
                winner=self.seat,
                han=0,
                fu=None,
                yakuman=count,
                double_yakuman=self.double.value() if self._rules.double_yakuman else 0,
                pao=pao,
                pao_yakuman=pao_count,
                rinshan_pao=rinshan,
                pao_yaku=self.pao_yaku.currentData() if pao is not None else None,
            )
        if mode in LIMIT_HAN:
            return WinEntry(winner=self.seat, han=LIMIT_HAN[mode], fu=None, rinshan_pao=rinshan)
        han = self.han.value()
        north = self.north()
        fu = self.fu.value() if (han + north < 5 or self._rules.aotenjou) else None
        return WinEntry(winner=self.seat, han=han, fu=fu, rinshan_pao=rinshan, nukidora=north)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in an emptied han field records nothing (the spin box would first put back
        the number it had, unseen, and the dialog record that)."""
        if watched is self.han and event.type() == QEvent.Type.KeyPress:
            key = cast(QKeyEvent, event).key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.han_missing():
                return True
        return super().eventFilter(watched, event)

    def han_missing(self) -> bool:
        """The han field is shown but holds no number (its digits deleted)."""
        return self.mode.currentData() == "han_fu" and not self.han.cleanText().strip()

    def unusual_han(self) -> int | None:
        """The han typed, if above 13: a hand the rules hardly ever see (a stray digit: "3"
        then "4" is 34 han), asked about before it is recorded."""
        if self.mode.currentData() == "han_fu" and self.han.value() > UNUSUAL_HAN:
            return self.han.value()
        return None

    def north(self) -> int:
        """The North tiles set aside that count (han and fu, rules with nukidora), else 0."""
        if self._rules.nukidora and self.mode.currentData() == "han_fu":
            return self.nukidora.value()
        return 0

    def fu_count(self) -> FuCount | None:
        """The calculator's count, if it is open and its total is the fu entered."""
        count = self.calculator.count
        entry_fu = self.entry().fu
        if self.calc_button.isChecked() and count is not None and count.total == entry_fu:
            return count
        return None

    def error_label_for(self, field: str) -> ErrorLabel | None:
        """The label beside ``field`` in this editor, or None if it is not one of ours."""
        if field in ("han", "fu", "limit", "value"):
            return self.value_error
        if field in ("yakuman", "double_yakuman"):
            return self.yakuman_error if self.yakuman.isVisibleTo(self) else self.value_error
        if field in ("pao", "pao_yakuman", "pao_yaku"):
            return self.pao_error
        if field == "rinshan_pao":
            return self.rinshan_error
        return None

    def clear_errors(self) -> None:
        for label in (self.value_error, self.yakuman_error, self.pao_error, self.rinshan_error):
            label.clear_error()
