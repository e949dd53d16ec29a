"""All-last conditions in the window: a compact line on each panel and a full view.

- :class:`ConditionsLine`: one player's conditions in a few words ("Top: ron 7,700 / direct
  3,900 / tsumo 1,300/2,600"), a label any panel can host.
- :class:`ConditionsDialog`: every seat and place in full (tsumo, ron from each seat, the
  tenpai sets of an exhaustive draw), with the riichi variants and the "any hand" switch;
  nothing in it is elided, and on a small screen it scrolls.

A tsumo is written one way everywhere: non-dealer/dealer ("1,300/2,600"), a dealer's
"2,600 all"; the dialog says so once.

The main window puts a line under each panel, shows its session's watcher and declares
View -> All-last conditions / Conditions in every hand.

Everything is recomputed by :class:`~scoretable.game.conditions.ConditionsWatcher` on every
change of the model (a riichi, a hand, undo, redo); these widgets only render it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QVBoxLayout, QWidget

from scoretable.engine.rules import Rules
from scoretable.game.conditions import ConditionsWatcher
from scoretable.game.model import GameModel
from scoretable.ui.widgets.panels import LinesLabel, PlayerPanel

if TYPE_CHECKING:
    from scoretable.engine.conditions import Condition, Level
    from scoretable.session.table_session import TableSession

# the engine's conditions are imported where they are first written out: the lines stay
# hidden until the last hand (or "any hand"), so a game's first picture needs none (issue 30)

DASH = "\u2014"


def place_name(place: int) -> str:
    from scoretable.engine.conditions import place_words

    return place_words(place, QCoreApplication.translate)


def amount_text(level: Level, tsumo: bool, dealer: bool) -> str:
    """ "7,700", "1,300/2,600" (each non-dealer / the dealer), "2,600 all"."""
    from scoretable.engine.conditions import amount_words

    return amount_words(level, tsumo, dealer, QCoreApplication.translate)


def level_text(level: Level | None, tsumo: bool, dealer: bool, between: str = " ") -> str:
    """ "3,900 (2 han 60 fu or 3 han 30 fu)", or "not reachable"; ``between`` goes between
    the payment and its hands ("\\n" in the dialog's cells)."""
    from scoretable.engine.conditions import level_words

    return level_words(level, tsumo, dealer, QCoreApplication.translate, between)


def draw_text(draw: Sequence[frozenset[int]], players: Sequence[str], sep: str = " / ") -> str:
    """The tenpai sets that do it: "Cho / Ann+Cho", "all noten", or "no" (the dialog's cell
    puts one set a line)."""
    if not draw:
        return QCoreApplication.translate("Conditions", "no")
    return sep.join(
        "+".join(players[s] for s in sorted(t))
        if t
        else QCoreApplication.translate("Conditions", "all noten")
        for t in draw
    )


def compact_line(condition: Condition, state_ranks: Sequence[int], dealer: int) -> str:
    """One place in a few words: "Top: ron 7,700 / direct 3,900 / tsumo 1,300/2,600" (see
    :func:`scoretable.engine.conditions.compact_words`, which a phone's page shows too)."""
    from scoretable.engine.conditions import compact_words

    return compact_words(condition, state_ranks, dealer, QCoreApplication.translate)


def tsumo_note() -> str:
    """What a tsumo's two numbers mean (said once in the dialog, and in the line's tooltip)."""
    return QCoreApplication.translate(
        "Conditions",
        "A tsumo is written non-dealer/dealer: “1,000/2,000” is 1,000 from each non-dealer "
        "and 2,000 from the dealer; a dealer's tsumo is “2,000 all”.",
    )


def dealer_note(rules: Rules, dealer: str) -> str:
    """Why the dealer's conditions differ: a dealer's win ends the game only with the top
    (agari-yame), or never (the dealer deals again)."""
    if rules.agari_yame:
        return QCoreApplication.translate(
            "Conditions",
            "{dealer} deals: a dealer's win ends the game only if it leaves the dealer top, "
            "so each of {dealer}'s places needs the top, and a ron from the player in that "
            "place (“direct”) can cost more than one from another.",
        ).format(dealer=dealer)
    return QCoreApplication.translate(
        "Conditions",
        "{dealer} deals: under these rules a dealer's win never ends the game (the dealer "
        "deals again), so no hand of {dealer}'s ends it in a better place now.",
    ).format(dealer=dealer)


class ConditionsLine(LinesLabel):
    """One player's conditions, compact, one line per place better than the current one (as
    many as the panel has room for under the score; all of them in the tooltip)."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("conditionsLine")
        self.setVisible(False)

    def show_conditions(self, watcher: ConditionsWatcher) -> None:
        """Show the watcher's conditions for this seat (hidden when there are none)."""
        mine = watcher.seat_conditions(self.seat)
        if not watcher.active or not mine:
            self.set_lines([])
            return
        from scoretable.engine.conditions import current_ranks

        state = watcher.model.state
        ranks = current_ranks(state)
        tip = [
            QCoreApplication.translate(
                "Conditions", "What this player needs to end the game in a better place"
            ),
            QCoreApplication.translate(
                "Conditions",
                "ron: the cheapest ron from another player; direct: a ron from the player now "
                "in that place",
            ),
            tsumo_note(),
        ]
        if self.seat == state.dealer:
            tip.append(dealer_note(state.rules, watcher.model.players[self.seat]))
        self.set_lines([compact_line(c, ranks, state.dealer) for c in mine], "\n".join(tip))


class TableConditions:
    """The table's all-last conditions: a line under each panel, from the session's watcher
    of the game on the table (a new one for each new game, keeping the "every hand" switch)."""

    def __init__(self, panels: Sequence[PlayerPanel], session: TableSession) -> None:
        self.lines = [ConditionsLine(panel.seat) for panel in panels]
        for panel, line in zip(panels, self.lines, strict=True):
            panel.add_line(line)
        self.session = session
        session.conditionsChanged.connect(self.show)
        self.show()

    @property
    def watcher(self) -> ConditionsWatcher:
        """The watcher of the game on the table (the session's)."""
        return self.session.conditions

    def show(self) -> None:
        for line in self.lines:
            line.show_conditions(self.watcher)


class ConditionsDialog(QDialog):
    """Every seat's conditions in full, recomputed on every change of the model.

    Every cell is as wide and as tall as its text (a payment over its hands, one tenpai set
    a line): nothing is elided. The table is as tall as its rows and scrolls sideways on its
    own; the notes and the table scroll up and down together, the Close button stays in
    sight. It opens as large as its content needs, within its screen.
    """

    def __init__(self, watcher: ConditionsWatcher, parent: QWidget | None = None) -> None:
        # the dialog's own widgets are imported when it opens: the table's lines need none
        # of them, and each Qt class's first touch builds its enums (issue 30)
        from PySide6.QtWidgets import (
            QAbstractItemView,
            QCheckBox,
            QDialogButtonBox,
            QScrollArea,
            QTableWidget,
        )

        super().__init__(parent)
        self.watcher = watcher
        self.setWindowTitle(QCoreApplication.translate("Conditions", "All-last conditions"))
        self.any_hand = QCheckBox(
            QCoreApplication.translate("Conditions", "Any hand, as if the game ended now")
        )
        self.any_hand.setChecked(watcher.end_now)
        self.any_hand.toggled.connect(watcher.set_end_now)
        self.riichi = QCheckBox(
            QCoreApplication.translate(
                "Conditions", "Each player declares riichi (1,000 to the table)"
            )
        )
        self.riichi.toggled.connect(self.refresh)
        self.note = QLabel()
        self.tsumo_note = QLabel(tsumo_note())
        self.dealer_note = QLabel()
        for label in (self.note, self.tsumo_note, self.dealer_note):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(0, 7)
        self.table.setAccessibleName(
            QCoreApplication.translate("Conditions", "What each player needs")
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setWordWrap(False)  # the cells' lines are broken here, never elided
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        # as large as its cells: the dialog's scroll area scrolls it with the notes
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notes = QWidget()
        notes_layout = self._notes_layout = QVBoxLayout(self.notes)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.any_hand, self.riichi, self.note, self.tsumo_note, self.dealer_note):
            notes_layout.addWidget(widget)
        body = QWidget()
        body_layout = self._body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(self.notes)
        body_layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignLeft)
        body_layout.addStretch(1)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setWidget(body)
        # the notes wrap to the visible width, however wide the table makes the body
        self.body_scroll.viewport().installEventFilter(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.body_scroll, 1)
        layout.addWidget(buttons)
        watcher.changed.connect(self.refresh)
        self.refresh()
        self.resize(self._opening_size())
        from scoretable.ui.fitting import fit_dialog  # (the lines are loaded at start-up)

        # at each show: bounded by the screen and placed inside it, frame and all
        fit_dialog(self, scroll=False)

    def _opening_size(self) -> QSize:
        """What the content needs, within the screen's available geometry (a window frame
        around it left room for)."""
        margins = self._layout.contentsMargins()
        bar = self.body_scroll.verticalScrollBar().sizeHint().width()
        screen = self.screen().availableGeometry()
        sides = margins.left() + margins.right() + bar
        width = min(max(self.table.width(), 480) + sides, screen.width() - 16)
        # the notes wrapped to the width they will have
        self.notes.setMaximumWidth(width - sides)
        spacing = max(self._body_layout.spacing(), 0)
        notes = self._notes_layout.totalHeightForWidth(width - sides)
        needed = notes + spacing + self.table.height()
        if self.table.width() > width - sides:  # the sideways scroll bar
            needed += self.body_scroll.horizontalScrollBar().sizeHint().height()
        height = self.sizeHint().height() - self.body_scroll.sizeHint().height() + needed
        return QSize(width, min(height, screen.height() - 40))

    def _fit_table(self) -> None:
        """The table exactly as large as its header and cells."""
        table = self.table
        frame = 2 * table.frameWidth()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        header = table.horizontalHeader()
        table.setFixedSize(header.length() + frame, header.sizeHint().height() + rows + frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.body_scroll.viewport():
            self.notes.setMaximumWidth(self.body_scroll.viewport().width())
        return super().eventFilter(watched, event)

    def rows(self) -> list[list[str]]:
        """The table's cells, row by row (what tests read)."""
        return [
            [
                "" if (item := self.table.item(r, c)) is None else item.text()
                for c in range(self.table.columnCount())
            ]
            for r in range(self.table.rowCount())
        ]

    def refresh(self) -> None:
        from PySide6.QtWidgets import QTableWidgetItem

        watcher = self.watcher
        model: GameModel = watcher.model
        players = model.players
        state = model.state
        result = watcher.riichi_conditions if self.riichi.isChecked() else watcher.conditions
        if self.any_hand.isChecked() != watcher.end_now:  # the menu's switch moved
            self.any_hand.blockSignals(True)
            self.any_hand.setChecked(watcher.end_now)
            self.any_hand.blockSignals(False)
        headers = [
            QCoreApplication.translate("Conditions", "Player"),
            QCoreApplication.translate("Conditions", "Place"),
            QCoreApplication.translate("Conditions", "Tsumo"),
        ]
        headers += [
            QCoreApplication.translate("Conditions", "Ron from {player}").format(player=name)
            for name in players
        ]
        headers.append(QCoreApplication.translate("Conditions", "Draw: who is tenpai"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        if state.game_over:
            note = QCoreApplication.translate("Conditions", "The game is over.")
        elif not watcher.active:
            note = QCoreApplication.translate(
                "Conditions", "Not the last hand: switch on “any hand” to see the conditions now."
            )
        elif not result:
            note = QCoreApplication.translate("Conditions", "Nobody can move up.")
        else:
            note = QCoreApplication.translate(
                "Conditions",
                "The cheapest hand that ends the game with the player in that place or "
                "better. The points are the hand's own; the honba and the riichi sticks it "
                "collects are already taken into account.",
            )
        self.note.setText(note)
        self.tsumo_note.setVisible(bool(result))
        dealer_rows = any(condition.seat == state.dealer for condition in result)
        self.dealer_note.setText(
            dealer_note(state.rules, players[state.dealer]) if dealer_rows else ""
        )
        self.dealer_note.setVisible(dealer_rows)
        self.table.setRowCount(len(result))
        for row, condition in enumerate(result):
            dealer = condition.seat == state.dealer
            rons = dict(condition.ron)
            cells = [
                players[condition.seat],
                place_name(condition.place),
                level_text(condition.tsumo, True, dealer, "\n"),
                *(
                    DASH
                    if other == condition.seat
                    else level_text(rons[other], False, dealer, "\n")
                    for other in range(len(players))
                ),
                draw_text(condition.draw, players, "\n"),
            ]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        self._fit_table()

    @classmethod
    def open_view(cls, watcher: ConditionsWatcher, parent: QWidget | None) -> ConditionsDialog:
        dialog = cls(watcher, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
