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

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.table import TableState, Win, apply
from scoretable.game.model import refusal_text
from scoretable.i18n import translate_rules_label
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import NOBODY, ErrorLabel, RecordDialog, chosen_seat, round_name
from scoretable.ui.record.winner_editor import WINNERS_WIDTH, WinnerEditor
from scoretable.ui.theme import signed

if TYPE_CHECKING:  # not at run time: the hand calculator loads the mahjong package
    pass


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
