"""The win dialog: ron or tsumo, the winner(s), the discarder, each winner's hand value (han and
fu, a limit, or a number of yakuman) with an inline fu calculator, pao and rinshan pao, and a
preview of every player's change computed by the core before anything is applied.

    win = WinDialog.get_win(parent, state, players)   # a core Win, or None if cancelled

Keys without Alt (where a field does not take them itself): 1-4 tick a winner, R ron, T
tsumo. Ticking a winner moves on to the discarder (ron), where 1-4 choose the seat, then
to the winner's han (typing replaces it); Enter records. With three players the seats are
1-3, and where the rules count North as dora each winner's editor has a North tiles count.

With several winners their editors come in the preview's order (nearest the discarder
first), and an editor's Alt keys act on the editor in use: Alt+H goes to its han, and again
from there to the next winner's han. The preview sits beside the entry where there is room
and below it on a narrow screen, the body scrolling and the buttons staying in sight.

The dialog only builds a :class:`~scoretable.engine.table.Win`; the core decides whether it can
happen (its :class:`~scoretable.engine.errors.RuleError` is shown beside the field it names) and
what it pays. Only OK returns it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import FuCount
from scoretable.engine.rules import PAO_YAKU, Rules
from scoretable.engine.table import TableState, Win, WinEntry, apply
from scoretable.game.model import refusal_text
from scoretable.i18n import translate_rules_label
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import NOBODY, ErrorLabel, RecordDialog, chosen_seat, round_name
from scoretable.ui.record.fu_calculator import FuCalculator
from scoretable.ui.theme import signed

if TYPE_CHECKING:  # not at run time: the hand calculator loads the mahjong package
    from scoretable.engine.hand import HandResult
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


def _mnemonic_target(widget: QWidget) -> QWidget | None:
    """What an Alt key acts on: a label's buddy, or the button itself."""
    return widget.buddy() if isinstance(widget, QLabel) else widget


class WinDialog(RecordDialog):
    """Record a win. Use :meth:`get_win`; tests drive it non-modally."""

    def __init__(
        self,
        parent: QWidget | None,
        state: TableState,
        players: Sequence[str],
        winner: int | None = None,
    ) -> None:
        super().__init__(parent, state, players)
        self.setWindowTitle(self.tr("Record a win"))
        # The entry beside the preview where there is room, the preview below it on a narrow
        # screen (a 1366x768 screen at 200% is 683 logical pixels wide); what does not fit
        # in height scrolls, the buttons stay in sight.
        dialog_layout = self._dialog_layout = QVBoxLayout(self)
        body = QWidget()
        self.body_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_scroll.setWidget(body)
        dialog_layout.addWidget(self.body_scroll, 1)
        left = QVBoxLayout()
        self.body_layout.addLayout(left, 3)

        left.addWidget(
            QLabel(f"<b>{round_name(state)}</b> · {translate_rules_label(state.rules.label)}")
        )

        # --- ron or tsumo ----------------------------------------------------------------
        method_row = QHBoxLayout()
        method_row.addWidget(QLabel(self.tr("Won by:")))
        self.ron = QRadioButton(self.tr("&Ron"))
        self.tsumo = QRadioButton(self.tr("&Tsumo"))
        self.ron.setChecked(True)
        self._method_group = QButtonGroup(self)
        self._method_group.addButton(self.ron)
        self._method_group.addButton(self.tsumo)
        method_row.addWidget(self.ron)
        method_row.addWidget(self.tsumo)
        method_row.addStretch(1)
        left.addLayout(method_row)

        # --- winners ---------------------------------------------------------------------
        winners_row = QHBoxLayout()
        self.winners_title = QLabel(self.tr("Winner(s):"))
        self.winner_boxes: list[QCheckBox] = []
        for seat, name in enumerate(self._players):
            box = QCheckBox(f"&{seat + 1} {name}")
            box.setAccessibleName(self.tr("{name} won").format(name=name))
            box.toggled.connect(lambda on, seat=seat: self._winner_toggled(seat, on))
            self.winner_boxes.append(box)
        # one row of boxes; long names (up to 40 characters) two or one a row, so that the
        # dialog stays narrower than a laptop's screen
        widest = max(box.sizeHint().width() for box in self.winner_boxes)
        per_row = max(1, min(len(self.winner_boxes), WINNERS_WIDTH // widest))
        boxes = QGridLayout()
        boxes.setVerticalSpacing(2)
        boxes.addWidget(self.winners_title, 0, 0)  # beside the first row
        for seat, box in enumerate(self.winner_boxes):
            boxes.addWidget(box, seat // per_row, 1 + seat % per_row)
        winners_row.addLayout(boxes)
        winners_row.addStretch(1)
        left.addLayout(winners_row)
        self.winner_error = ErrorLabel()
        left.addWidget(self.winner_error)

        # --- discarder -------------------------------------------------------------------
        discarder_row = QHBoxLayout()
        self.discarder = QComboBox()
        self.discarder.setAccessibleName(self.tr("Discarder"))
        self.discarder.addItem(self.tr("(choose)"), NOBODY)
        for seat, name in enumerate(self._players):
            self.discarder.addItem(name, seat)
        self.discarder_label = QLabel(self.tr("&Discarder:"))
        self.discarder_label.setBuddy(self.discarder)
        discarder_row.addWidget(self.discarder_label)
        discarder_row.addWidget(self.discarder)
        discarder_row.addStretch(1)
        left.addLayout(discarder_row)
        self.discarder_error = ErrorLabel()
        left.addWidget(self.discarder_error)

        # --- one editor per seat, shown for the seats that won, in the preview's order ------
        self.editors_layout = QVBoxLayout()
        self.editors_layout.setContentsMargins(0, 0, 0, 0)
        self.editors: list[WinnerEditor] = []
        self._editor_order = list(range(len(self._players)))
        for seat in range(len(self._players)):
            editor = WinnerEditor(seat, self._players, state.rules)
            editor.set_table(state)
            editor.hide()
            editor.changed.connect(self._recompute)
            for widget in editor.mnemonic_widgets:
                widget.installEventFilter(self)
            self.editors.append(editor)
            self.editors_layout.addWidget(editor)
        left.addLayout(self.editors_layout)
        left.addStretch(1)

        # --- preview and buttons ----------------------------------------------------------
        self.right_layout = QVBoxLayout()
        self.body_layout.addLayout(self.right_layout, 2)
        self.add_preview_and_buttons(self.right_layout)
        self.right_layout.removeWidget(self.buttons)
        dialog_layout.addWidget(self.buttons)
        self._left_layout = left

        self.tsumo.toggled.connect(self._method_changed)
        self.discarder.currentIndexChanged.connect(self._recompute)
        self._method_changed()
        self.discarder.installEventFilter(self)
        self._fit_body()
        self.resize(980, 560)
        fit_dialog(self, scroll=False)  # the body scrolls already
        if winner is not None:
            self.winner_boxes[winner].setChecked(True)
            self._advance_from_winner()

    # --- the layout ----------------------------------------------------------------------
    def _side_by_side_width(self) -> int:
        """The narrowest body that holds the entry and the preview side by side."""
        spacing = max(self.body_layout.spacing(), 0)
        return (
            self._left_layout.minimumSize().width()
            + spacing
            + self.right_layout.minimumSize().width()
        )

    def _fit_body(self) -> None:
        """Side by side if the body is wide enough, else the preview below the entry; the
        body is never narrower than what it holds (nothing is cut off at its right)."""
        left, right = self._left_layout.minimumSize(), self.right_layout.minimumSize()
        bar = self.body_scroll.verticalScrollBar().sizeHint().width()
        self.body_scroll.setMinimumWidth(max(left.width(), right.width()) + bar)
        margins = self._dialog_layout.contentsMargins()
        room = self.width() - margins.left() - margins.right() - bar
        wide = room >= self._side_by_side_width()
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.body_layout.direction() != direction:
            self.body_layout.setDirection(direction)

    def is_side_by_side(self) -> bool:
        """The preview beside the entry (else below it)."""
        return self.body_layout.direction() == QBoxLayout.Direction.LeftToRight

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_body()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_body()

    # --- the answer ----------------------------------------------------------------------
    @classmethod
    def get_win(
        cls,
        parent: QWidget | None,
        state: TableState,
        players: Sequence[str],
        winner: int | None = None,
    ) -> Win | None:
        """Ask for a win (``winner`` comes ticked); the core's :class:`Win`, or None if the
        user cancelled."""
        if winner is None:
            return cast(Win | None, cls.ask(parent, state, players))
        return cast(Win | None, cls.ask(parent, state, players, winner))

    # --- keys ----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Digits and letters no field took: 1-4 (1-3 with three players) tick a winner, R ron,
        T tsumo."""
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and 0 <= key - Qt.Key.Key_1 < len(self.winner_boxes):
            box = self.winner_boxes[key - Qt.Key.Key_1]
            box.setChecked(not box.isChecked())
            if box.isChecked():
                self._advance_from_winner()
            return
        if plain and key == Qt.Key.Key_R:
            self.ron.setChecked(True)
            return
        if plain and key == Qt.Key.Key_T:
            self.tsumo.setChecked(True)
            self._advance_from_winner()
            return
        super().keyPressEvent(event)

    def _advance_from_winner(self) -> None:
        """After a winner: the discarder (ron, none chosen yet), else the han."""
        if not self.winner_seats():
            return
        if not self.is_tsumo() and chosen_seat(self.discarder) is None:
            self.discarder.setFocus()
        else:
            self._focus_han()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the discarder field, 1-4 choose that seat and move on to the han. An editor's
        Alt key (Alt+H: the han) acts on the current winner's editor (see
        :meth:`_mnemonic`)."""
        if event.type() == QEvent.Type.Shortcut and isinstance(watched, QWidget):
            return self._mnemonic(watched)
        if watched is self.discarder and event.type() == QEvent.Type.KeyPress:
            key_event = cast(QKeyEvent, event)
            key = key_event.key()
            plain = not key_event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if plain and 0 <= key - Qt.Key.Key_1 < len(self.winner_boxes):
                self.discarder.setCurrentIndex(self.discarder.findData(key - Qt.Key.Key_1))
                if self.winner_seats():
                    self._focus_han()
                return True
        return super().eventFilter(watched, event)

    def _mnemonic(self, widget: QWidget) -> bool:
        """An Alt key of an editor: every winner's editor has the same keys, so the key acts
        on the editor that holds the focus (or the first winner's); pressed again in the
        field it went to, it goes on to the same field of the next winner."""
        source = next((e for e in self.editors if widget in e.mnemonic_widgets), None)
        current = self.current_editor()
        if source is None or current is None:  # pragma: no cover - only editors are watched
            return False
        index = source.mnemonic_widgets.index(widget)
        seats = self.winner_seats()
        target = current.mnemonic_widgets[index]
        if _mnemonic_target(target) is self.focusWidget() and len(seats) > 1:
            after = seats[(seats.index(current.seat) + 1) % len(seats)]
            target = self.editors[after].mnemonic_widgets[index]
        field = _mnemonic_target(target)
        if field is None or not field.isVisibleTo(self) or not field.isEnabled():
            return True
        field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if isinstance(field, QAbstractButton):
            field.click()
        if isinstance(field, QAbstractSpinBox):
            field.selectAll()  # already in it: the next digit replaces the number
        return True

    def _focus_han(self) -> None:
        editor = self.editors[self.winner_seats()[0]]
        field = editor.han if editor.han.isVisibleTo(editor) else editor.mode
        field.setFocus()
        if field is editor.han:
            editor.han.selectAll()

    def result_win(self) -> Win | None:
        """The win accepted with OK (None before that)."""
        return cast(Win | None, self._result)

    # --- reactions -------------------------------------------------------------------------
    def is_tsumo(self) -> bool:
        return self.tsumo.isChecked()

    def _method_changed(self) -> None:
        tsumo = self.is_tsumo()
        self.discarder_label.setEnabled(not tsumo)
        self.discarder.setEnabled(not tsumo)
        self.winners_title.setText(self.tr("Winner:") if tsumo else self.tr("Winner(s):"))
        if tsumo:
            # one winner on tsumo: keep the first one ticked
            ticked = [box for box in self.winner_boxes if box.isChecked()]
            for box in ticked[1:]:
                box.setChecked(False)
        for editor in self.editors:
            editor.set_tsumo(tsumo)
        self._recompute()

    def _winner_toggled(self, seat: int, on: bool) -> None:
        if on and self.is_tsumo():
            for other, box in enumerate(self.winner_boxes):
                if other != seat and box.isChecked():
                    box.blockSignals(True)
                    box.setChecked(False)
                    box.blockSignals(False)
                    self.editors[other].hide()
        self.editors[seat].setVisible(on)
        self._recompute()

    def _order_editors(self) -> None:
        """The winners' editors in the preview's order (nearest the discarder first), the
        hidden ones after them; Tab follows the same order."""
        seats = self.winner_seats()
        order = seats + [seat for seat in range(len(self.editors)) if seat not in seats]
        if order == self._editor_order:
            return
        self._editor_order = order
        # A widget given a parent again goes to the end of the tab order: the editors in
        # their order, then the buttons (the preview between them takes no focus).
        # Each out of its layout before it leaves the dialog: Qt deletes the layout item of a
        # widget that leaves its parent, and PySide's wrapper of that item (made when its
        # layout was added) would stand for the freed address, so that an object made there
        # later (the dialog's window, at its first show) came back to Python as a QWidgetItem:
        # "no attribute 'frameMargins'", or a crash. removeWidget lets PySide forget the item.
        for index, seat in enumerate(order):
            editor = self.editors[seat]
            shown = not editor.isHidden()
            self.editors_layout.removeWidget(editor)
            editor.setParent(None)
            self.editors_layout.insertWidget(index, editor)
            editor.setVisible(shown)
        self._dialog_layout.removeWidget(self.buttons)
        self.buttons.setParent(None)
        self._dialog_layout.addWidget(self.buttons)
        self.buttons.show()
        self.ok_button.setDefault(True)  # a button given a parent again forgets it

    def current_editor(self) -> WinnerEditor | None:
        """The winner's editor that holds the focus, else the first shown (nearest the
        discarder); None with no winner ticked."""
        seats = self.winner_seats()
        focus = self.focusWidget()
        for seat in seats:
            if focus is not None and self.editors[seat].isAncestorOf(focus):
                return self.editors[seat]
        return self.editors[seats[0]] if seats else None

    def winner_seats(self) -> list[int]:
        """The ticked winners, nearest to the discarder first (in turn order)."""
        seats = [seat for seat, box in enumerate(self.winner_boxes) if box.isChecked()]
        start = chosen_seat(self.discarder)
        if start is None or self.is_tsumo():
            return seats
        return sorted(seats, key=lambda seat: (seat - start) % len(self._players))

    def build_win(self) -> Win:
        """The win as entered (maybe one the core refuses)."""
        seats = self.winner_seats()
        entries = tuple(self.editors[seat].entry() for seat in seats)
        discarder = None if self.is_tsumo() else chosen_seat(self.discarder)
        return Win(entries=entries, discarder=discarder)

    def _clear_errors(self) -> None:
        for label in (self.winner_error, self.discarder_error, self.general_error):
            label.clear_error()
        for editor in self.editors:
            editor.clear_errors()

    def _show_error(self, err: RuleError, seats: Sequence[int]) -> None:
        """Put the core's message beside the field it names."""
        label: ErrorLabel | None = None
        if err.field in ("winner", "winners", "entries"):
            label = self.winner_error
        elif err.field == "discarder":
            label = self.discarder_error
        else:
            index = err.index
            if index is None and len(seats) == 1:
                index = 0
            if index is not None and 0 <= index < len(seats):
                label = self.editors[seats[index]].error_label_for(err.field)
        (label or self.general_error).show_error(refusal_text(err, self._players))

    def _recompute(self) -> None:
        self._order_editors()
        self._clear_errors()
        self._step = None
        seats = self.winner_seats()
        message = ""
        if not seats:
            message = self.tr("Tick who won.")
            self.winner_error.show_error(message)
        elif not self.is_tsumo() and chosen_seat(self.discarder) is None:
            message = self.tr("Choose who discarded the winning tile.")
            self.discarder_error.show_error(message)
        elif missing := [seat for seat in seats if self.editors[seat].han_missing()]:
            message = self.tr("Type the number of han.")
            self.editors[missing[0]].value_error.show_error(message)
        else:
            win = self.build_win()
            try:
                self._step = apply(self._state, win)
            except RuleError as err:
                self._show_error(err, seats)
                message = refusal_text(err, self._players)
        if self._step is not None:
            fu = [self.editors[seat].fu_count() for seat in seats]
            hands = [self.editors[seat].hand() for seat in seats]
            self.preview.show_step(self._state, self._step, fu, hands)
        else:
            self.preview.show_message(message, self._state)
        self.ok_button.setEnabled(self._step is not None)
        self._fit_body()

    def build(self) -> Win:
        return self.build_win()

    # --- a hand the rules hardly ever see ---------------------------------------------------
    def _accept(self) -> None:
        """Record; a han above 13 first asks (see :meth:`ask_unusual`)."""
        self._recompute()
        if self._step is None:
            return
        unusual = [
            (seat, han)
            for seat in self.winner_seats()
            if (han := self.editors[seat].unusual_han()) is not None
        ]
        if unusual:
            self.ask_unusual(*unusual[0])
            return
        super()._accept()

    def unusual_text(self, han: int) -> str:
        """What a hand of ``han`` is under these rules, as the question says it."""
        rules = self._state.rules
        if rules.aotenjou:
            return self.tr("{0} han? Under these rules it is paid without a limit.").format(han)
        if rules.counted_yakuman == "yakuman":
            return self.tr("{0} han? That is a counted yakuman.").format(han)
        return self.tr("{0} han? That is more than a hand normally has.").format(han)

    def ask_unusual(self, seat: int, han: int) -> QMessageBox:
        """Ask before recording ``han`` for ``seat``: "Change it" (the default, and Escape)
        goes back to the han, selected; "Record 34 han" records."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Check the han"))
        box.setText(self.unusual_text(han))
        box.setInformativeText(
            self.tr("{name}'s hand: {points}").format(
                name=self._players[seat], points=signed(self._step_gain(seat))
            )
        )
        record = box.addButton(
            self.tr("Record {0} han").format(han), QMessageBox.ButtonRole.AcceptRole
        )
        change = box.addButton(self.tr("Change it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(change)
        box.setEscapeButton(change)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered() -> None:
            if box.clickedButton() is record:
                super(WinDialog, self)._accept()
            else:
                field = self.editors[seat].han
                field.setFocus()
                field.selectAll()

        box.finished.connect(answered)
        self.unusual_box = box
        box.open()
        return box

    def _step_gain(self, seat: int) -> int:
        return self._step.settlement.deltas[seat] if self._step is not None else 0
