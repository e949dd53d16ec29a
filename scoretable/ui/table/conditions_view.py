"""All-last conditions in the window: a compact line on each panel and a full view.

- :class:`ConditionsLine`: one player's conditions in a few words ("Top: ron 7,700 / direct
  3,900 / tsumo 1,300-2,600"), a label any panel can host.
- :class:`ConditionsDialog`: every seat and place in full (tsumo, ron from each seat, the
  tenpai sets of an exhaustive draw), with the riichi variants and the "any hand" switch.

The main window puts a line under each panel, keeps a watcher for its model and declares
View -> All-last conditions / Conditions in every hand.

Everything is recomputed by :class:`~scoretable.game.conditions.ConditionsWatcher` on every
change of the model (a riichi, a hand, undo, redo); these widgets only render it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.conditions import (
    Condition,
    Level,
    amount_words,
    current_ranks,
    level_words,
)
from scoretable.game.conditions import ConditionsWatcher
from scoretable.game.model import GameModel
from scoretable.ui.table.panels import LinesLabel

DASH = "\u2014"


def place_name(place: int) -> str:
    return (
        QCoreApplication.translate("Conditions", "Top"),
        QCoreApplication.translate("Conditions", "2nd"),
        QCoreApplication.translate("Conditions", "3rd"),
        QCoreApplication.translate("Conditions", "4th"),
    )[place - 1]


def amount_text(level: Level, tsumo: bool, dealer: bool, sep: str = "/") -> str:
    """ "7,700", "1,300/2,600" (each non-dealer / the dealer), "2,600 all"."""
    return amount_words(level, tsumo, dealer, QCoreApplication.translate, sep)


def level_text(level: Level | None, tsumo: bool, dealer: bool) -> str:
    """ "3,900 (2 han 60 fu or 3 han 30 fu)", or "not reachable"."""
    return level_words(level, tsumo, dealer, QCoreApplication.translate)


def draw_text(draw: Sequence[frozenset[int]], players: Sequence[str]) -> str:
    """The tenpai sets that do it: "Cho / Ann+Cho", "all noten", or "no"."""
    if not draw:
        return QCoreApplication.translate("Conditions", "no")
    return " / ".join(
        "+".join(players[s] for s in sorted(t))
        if t
        else QCoreApplication.translate("Conditions", "all noten")
        for t in draw
    )


def compact_line(condition: Condition, state_ranks: Sequence[int], dealer: int) -> str:
    """One place in a few words: "Top: ron 7,700 / direct 3,900 / tsumo 1,300-2,600".

    "direct" is a ron from the player who holds that place now, "ron" the cheapest from
    anyone else; a part that cannot do it is left out.
    """
    is_dealer = condition.seat == dealer
    seats = range(len(state_ranks))  # three or four
    direct_seat = next((s for s in seats if state_ranks[s] == condition.place), None)
    others = [lv for s, lv in condition.ron if s != direct_seat and lv is not None]
    parts = []
    if others:
        cheapest = min(others, key=lambda lv: lv.basic)
        parts.append(
            QCoreApplication.translate("Conditions", "ron {points}").format(
                points=amount_text(cheapest, False, is_dealer)
            )
        )
    direct = dict(condition.ron).get(direct_seat) if direct_seat is not None else None
    if direct is not None:
        parts.append(
            QCoreApplication.translate("Conditions", "direct {points}").format(
                points=amount_text(direct, False, is_dealer)
            )
        )
    if condition.tsumo is not None:
        parts.append(
            QCoreApplication.translate("Conditions", "tsumo {points}").format(
                points=amount_text(condition.tsumo, True, is_dealer, sep="-")
            )
        )
    if condition.draw:
        parts.append(QCoreApplication.translate("Conditions", "draw"))
    body = " / ".join(parts) if parts else QCoreApplication.translate("Conditions", "out of reach")
    return QCoreApplication.translate("Conditions", "{place}: {conditions}").format(
        place=place_name(condition.place), conditions=body
    )


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
        state = watcher.model.state
        ranks = current_ranks(state)
        self.set_lines(
            [compact_line(c, ranks, state.dealer) for c in mine],
            QCoreApplication.translate(
                "Conditions", "What this player needs to end the game in a better place"
            ),
        )


class ConditionsDialog(QDialog):
    """Every seat's conditions in full, recomputed on every change of the model."""

    def __init__(self, watcher: ConditionsWatcher, parent: QWidget | None = None) -> None:
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
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 7)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.any_hand)
        layout.addWidget(self.riichi)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        watcher.changed.connect(self.refresh)
        self.refresh()
        self.resize(1340, 420)

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
                "better, before honba and riichi sticks (they are counted).",
            )
        self.note.setText(note)
        self.table.setRowCount(len(result))
        for row, condition in enumerate(result):
            dealer = condition.seat == state.dealer
            rons = dict(condition.ron)
            cells = [
                players[condition.seat],
                place_name(condition.place),
                level_text(condition.tsumo, True, dealer),
                *(
                    DASH if other == condition.seat else level_text(rons[other], False, dealer)
                    for other in range(len(players))
                ),
                draw_text(condition.draw, players),
            ]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))

    @classmethod
    def open_view(cls, watcher: ConditionsWatcher, parent: QWidget | None) -> ConditionsDialog:
        dialog = cls(watcher, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
