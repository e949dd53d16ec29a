"""The hand history: one row per recorded hand, each player's change and running total.

This module holds the rows and their table model (no widgets); ``scoretable.ui.table.history_panel``
holds the panel that shows them, which the main window builds when the history is first shown
(the panels' last-hand figures come from ``GameModel.last_hand_change``, without rows).
Selecting a row there shows how its payments came about (``scoretable.teaching.explain.explain``
where available, else a plain list of the transfers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.settlement import Settlement
from scoretable.engine.table import (
    AbortiveDraw,
    Chombo,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
)
from scoretable.game.model import (
    GameModel,
    HistoryEntry,
    score_change,
    shown_scores,
)
from scoretable.game.qt_compat import emit
from scoretable.ui import theme
from scoretable.ui.table.panels import wind_name

Index = QModelIndex | QPersistentModelIndex


ABORTIVE_NAMES = {
    "kyuushu": QT_TRANSLATE_NOOP("History", "nine terminals"),
    "kaze4": QT_TRANSLATE_NOOP("History", "four winds"),
    "reach4": QT_TRANSLATE_NOOP("History", "four riichi"),
    "kan4": QT_TRANSLATE_NOOP("History", "four kans"),
    "ron3": QT_TRANSLATE_NOOP("History", "triple ron"),
}

#: transfer reasons as the fallback explanation names them (marked for lupdate)
REASON_NAMES = {
    "hand": QT_TRANSLATE_NOOP("History", "hand"),
    "honba": QT_TRANSLATE_NOOP("History", "honba"),
    "sticks": QT_TRANSLATE_NOOP("History", "sticks"),
    "riichi": QT_TRANSLATE_NOOP("History", "riichi"),
    "noten": QT_TRANSLATE_NOOP("History", "noten"),
    "nagashi": QT_TRANSLATE_NOOP("History", "nagashi"),
    "chombo": QT_TRANSLATE_NOOP("History", "chombo"),
    "leftover": QT_TRANSLATE_NOOP("History", "leftover"),
}


@dataclass(frozen=True)
class HandRow:
    """One row of the history."""

    hand: str
    hand_cell: str
    what: str
    deltas: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    settlement: Settlement | None
    names: tuple[str, str, str, str]


def hand_label(state: TableState) -> str:
    """ "East 2, 1 honba" for the hand that ``state`` starts."""
    return QCoreApplication.translate("History", "{wind} {number}, {honba} honba").format(
        wind=wind_name(state.round_wind), number=state.hand_number, honba=state.honba
    )


def hand_cell(state: TableState) -> str:
    """The hand on two lines, for the narrow first column."""
    return QCoreApplication.translate("History", "{wind} {number}\n{honba} honba").format(
        wind=wind_name(state.round_wind), number=state.hand_number, honba=state.honba
    )


def _value_text(entry: WinEntry) -> str:
    if entry.yakuman:
        if entry.yakuman == 1:
            return QCoreApplication.translate("History", "yakuman")
        return QCoreApplication.translate("History", "{0}x yakuman").format(entry.yakuman)
    if entry.fu is None:
        return QCoreApplication.translate("History", "{0} han").format(entry.han)
    return QCoreApplication.translate("History", "{0} han {1} fu").format(entry.han, entry.fu)


def describe(item: HistoryEntry) -> str:
    """A short sentence for a recorded hand."""
    action = item.action
    names = item.players
    if isinstance(action, Win):
        parts = []
        for entry in action.entries:
            text = f"{names[entry.winner]} ({_value_text(entry)})"
            if entry.pao is not None:
                text += " " + QCoreApplication.translate("History", "pao: {0}").format(
                    names[entry.pao]
                )
            parts.append(text)
        winners = ", ".join(parts)
        if action.discarder is None:
            return QCoreApplication.translate("History", "Tsumo: {0}").format(winners)
        if len(action.entries) == 3:
            kind = QCoreApplication.translate("History", "Triple ron")
        elif len(action.entries) == 2:
            kind = QCoreApplication.translate("History", "Double ron")
        else:
            kind = QCoreApplication.translate("History", "Ron")
        return QCoreApplication.translate("History", "{kind}: {winners} from {discarder}").format(
            kind=kind, winners=winners, discarder=names[action.discarder]
        )
    if isinstance(action, ExhaustiveDraw):
        text = QCoreApplication.translate("History", "Draw")
        if action.nagashi:
            text += ", " + QCoreApplication.translate("History", "nagashi mangan: {0}").format(
                ", ".join(names[s] for s in sorted(action.nagashi))
            )
        if action.tenpai:
            return (
                text
                + ", "
                + QCoreApplication.translate("History", "tenpai: {0}").format(
                    ", ".join(names[s] for s in sorted(action.tenpai))
                )
            )
        return text + ", " + QCoreApplication.translate("History", "all noten")
    if isinstance(action, AbortiveDraw):
        return QCoreApplication.translate("History", "Abortive draw ({0})").format(
            QCoreApplication.translate("History", ABORTIVE_NAMES.get(action.kind, action.kind))
        )
    if isinstance(action, Chombo):
        return QCoreApplication.translate("History", "Chombo: {0}").format(names[action.seat])
    if isinstance(action, EndGame):
        return QCoreApplication.translate("History", "Game ended")
    return ""


def build_rows(history: Sequence[HistoryEntry]) -> list[HandRow]:
    """Rows for the recorded hands (riichi deposits count in their hand's change).

    The figures follow ``scoretable.game.model.last_hand_change``'s rules (a test holds the
    two together): a hand's end closes a row; the game's end too, if it moved points; points
    still shared out at the end (leftover sticks) make a last row.
    """
    if not history:
        return []
    rows: list[HandRow] = []
    previous = history[0].before.scores
    hand_start = history[0].before
    for item in history:
        if not item.closes_row:
            continue
        deltas = score_change(item.totals, previous)
        if not isinstance(item.action, EndGame) or any(deltas):
            rows.append(
                HandRow(
                    hand=hand_label(hand_start),
                    hand_cell=hand_cell(hand_start),
                    what=describe(item),
                    deltas=deltas,
                    totals=item.totals,
                    settlement=item.settlement,
                    names=item.players,
                )
            )
        previous = item.totals
        hand_start = item.after
    final = shown_scores(history[-1].after)
    if history[-1].after.game_over and final != previous:
        rows.append(
            HandRow(
                hand=QCoreApplication.translate("History", "End"),
                hand_cell=QCoreApplication.translate("History", "End"),
                what=QCoreApplication.translate("History", "Leftover riichi sticks"),
                deltas=score_change(final, previous),
                totals=final,
                settlement=None,
                names=history[-1].players,
            )
        )
    return rows


def explanation(row: HandRow) -> list[str]:
    """Lines explaining a row's payments."""
    if row.settlement is None:
        return [row.what]
    try:
        from scoretable.teaching.explain import explain
    except ImportError:  # the teaching module is optional for the window
        return fallback_explanation(row.settlement, row.names)
    try:
        return list(explain(row.settlement, list(row.names), translate=QCoreApplication.translate))
    except (NotImplementedError, ValueError, IndexError, KeyError):
        pass
    return fallback_explanation(row.settlement, row.names)


def fallback_explanation(settlement: Settlement, names: tuple[str, ...]) -> list[str]:
    """A plain list of the transfers, for when the teaching module is not there."""
    table = QCoreApplication.translate("History", "the table")
    lines = []
    for transfer in settlement.transfers:
        payer = table if transfer.payer is None else names[transfer.payer]
        receiver = table if transfer.receiver is None else names[transfer.receiver]
        lines.append(
            QCoreApplication.translate(
                "History", "{payer} pays {receiver} {amount} ({reason})"
            ).format(
                payer=payer,
                receiver=receiver,
                amount=f"{transfer.amount:,}",
                reason=QCoreApplication.translate(
                    "History", REASON_NAMES.get(transfer.reason, transfer.reason)
                ),
            )
        )
    lines.extend(settlement.notes)
    if not lines:
        lines.append(QCoreApplication.translate("History", "No payments."))
    return lines


class HistoryTableModel(QAbstractTableModel):
    """Columns: hand, what happened, then one per player: change and running total."""

    FIXED_COLUMNS = 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[HandRow] = []
        self._players: tuple[str, ...] = ("", "", "", "")
        self._game: GameModel | None = None

    def set_game(self, game: GameModel) -> None:
        """Follow ``game``: its history and names, from now on (connected before anything
        else the caller connects, so readers of the rows see them up to date)."""
        if self._game is not None:
            self._game.historyChanged.disconnect(self.refresh)
            self._game.playersChanged.disconnect(self._players_changed)
        self._game = game
        game.historyChanged.connect(self.refresh)
        game.playersChanged.connect(self._players_changed)
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the rows from the game (a model reset: views redraw every cell)."""
        if self._game is not None:
            self.set_history(self._game.history, self._game.players)

    def _players_changed(self, players: list[str]) -> None:
        self.set_players(tuple(players))

    def set_history(self, history: Sequence[HistoryEntry], players: tuple[str, ...]) -> None:
        self.beginResetModel()
        self._rows = build_rows(history)
        self._players = players
        self.endResetModel()

    def set_players(self, players: tuple[str, ...]) -> None:
        self._players = players
        emit(self.headerDataChanged, Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def row(self, number: int) -> HandRow:
        return self._rows[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.FIXED_COLUMNS + 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return self.tr("Hand")
        if section == 1:
            return self.tr("What happened")
        if 0 <= section - self.FIXED_COLUMNS < 4:
            return self._players[section - self.FIXED_COLUMNS]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        seat = column - self.FIXED_COLUMNS
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return row.hand_cell
            if column == 1:
                return row.what
            if 0 <= seat < 4:
                return f"{theme.signed(row.deltas[seat])}\n{theme.points(row.totals[seat])}"
        elif role == Qt.ItemDataRole.ForegroundRole and 0 <= seat < 4:
            return theme.delta_color(row.deltas[seat])
        elif role == Qt.ItemDataRole.TextAlignmentRole and 0 <= seat < 4:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        elif role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(explanation(row))
        return None
