"""The hand history: one row per recorded hand, each player's change and running total.

The rows are the game's (``GameModel.hands``, built by ``scoretable.engine.game_rows``); this module
holds their texts and the table model (no widgets), which follows the game row by row
(``handsChanged``: rows inserted and removed, never a reset). ``scoretable.ui.table.history_panel``
holds the panel that shows them, which the main window builds when the history is first shown.
Selecting a row there shows how its payments came about (``scoretable.teaching.explain.explain``
where available, else a plain list of the transfers), computed for that row only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import QColor

from scoretable.engine.game_rows import Hand
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.table import (
    AbortiveDraw,
    Chombo,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
)
from scoretable.game.model import GameModel
from scoretable.teaching.explain import LIMIT_NAMES, explain_steps
from scoretable.ui import theme
from scoretable.ui.widgets.panels.parts import wind_name

Index = QModelIndex | QPersistentModelIndex


ABORTIVE_NAMES = {
    "kyuushu": QT_TRANSLATE_NOOP("History", "nine terminals"),
    "kaze4": QT_TRANSLATE_NOOP("History", "four winds"),
    "reach4": QT_TRANSLATE_NOOP("History", "four riichi"),
    "kan4": QT_TRANSLATE_NOOP("History", "four kans"),
    "ron3": QT_TRANSLATE_NOOP("History", "triple ron"),
}


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


def _value_text(entry: WinEntry, limit: str | None = None) -> str:
    """ "3 han 30 fu", or the limit's name (the engine's: "baiman" for 8 han) when no fu
    was entered."""
    if entry.yakuman:
        if entry.yakuman == 1:
            return QCoreApplication.translate("History", "yakuman")
        if entry.yakuman == 2:
            return QCoreApplication.translate("History", "double yakuman")
        return QCoreApplication.translate("History", "{0}× yakuman").format(entry.yakuman)
    if entry.fu is None:
        text = QCoreApplication.translate("History", "{0} han").format(entry.han)
    else:
        text = QCoreApplication.translate("History", "{0} han {1} fu").format(entry.han, entry.fu)
    if entry.nukidora:  # three players: North tiles set aside, a han each
        text += " " + QCoreApplication.translate("History", "+ {0} North").format(entry.nukidora)
    name = LIMIT_NAMES.get(limit or "")
    if entry.fu is None and name is not None:
        limit_name = QCoreApplication.translate("Explain", name)
        return f"{limit_name} ({text})" if entry.nukidora else limit_name
    return text


def _limits(hand: Hand) -> dict[int, str | None]:
    """Each winner's limit as the engine valued the hand (None: no limit)."""
    if hand.settlement is None:
        return {}
    return {win.winner: win.value.limit for win in hand.settlement.wins}


def row_label(hand: Hand) -> str:
    """ "East 2, 1 honba" for a hand (the game's end: its hand), "End" for leftover points."""
    return (
        QCoreApplication.translate("History", "End")
        if hand.action is None
        else hand_label(hand.start)
    )


def row_cell(hand: Hand) -> str:
    """The row's label on two lines, for the narrow first column."""
    return (
        QCoreApplication.translate("History", "End")
        if hand.action is None
        else hand_cell(hand.start)
    )


def describe(hand: Hand) -> str:
    """A short sentence for a row: what happened."""
    action = hand.action
    names = hand.players
    if action is None:
        return QCoreApplication.translate("History", "Leftover riichi sticks")
    if isinstance(action, Win):
        parts = []
        limits = _limits(hand)
        for entry in action.entries:
            text = f"{names[entry.winner]} ({_value_text(entry, limits.get(entry.winner))})"
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


def explanation(hand: Hand) -> list[str]:
    """Lines explaining a row's payments (the teaching module's explanation); a player who
    also put a riichi deposit on the table in the row reads both: "Ann: +1,500 − 1,000
    riichi = +500", the row's change."""
    if hand.settlement is None:
        return [describe(hand)]
    lines = explain_steps(hand.settlement, list(hand.players), translate=QCoreApplication.translate)
    change = hand.change
    out = []
    for line in lines:
        seat = line.seat
        deposit = 0 if seat is None else hand.deltas[seat] - change[seat]
        if line.kind != "total" or seat is None or deposit <= 0:
            out.append(line.text)
            continue
        out.append(
            QCoreApplication.translate(
                "History", "{player}: {hand} − {deposit} riichi = {change}"
            ).format(
                player=hand.players[seat],
                hand=theme.signed(hand.deltas[seat]),
                deposit=theme.points(deposit),
                change=theme.signed(change[seat]),
            )
        )
    return out


class GameSource(Protocol):
    """Where the game shown comes from: the table's session
    (:class:`~scoretable.session.table_session.TableSession`), its game now and a signal for
    each new one."""

    @property
    def model(self) -> GameModel: ...
    @property
    def gameChanged(self) -> SignalInstance: ...


class HistoryTableModel(QAbstractTableModel):
    """Columns: hand, what happened, then one per player: change and running total.

    It follows the game of its ``source`` (the table's session) row by row: the game's
    ``handsChanged`` removes and inserts exactly the rows that changed (views keep the others,
    and their sizes); only a new game resets it. A row's texts and colours are made when a
    view first asks for one of its cells, and kept (a repaint reads them; :meth:`refresh`
    makes them anew).
    """

    FIXED_COLUMNS = 2

    def __init__(self, source: GameSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Hand] = []
        self._players: tuple[str, ...] = ("", "", "", "")
        self._game: GameModel | None = None
        # per row shown: its cells' texts and colours, made when first asked for
        self._cells: dict[int, _Cells] = {}
        self._dark: bool | None = None
        # how a player's column writes the name over it (the view breaks a long one onto
        # two lines as narrow as the numbers; the full name is the header's tooltip)
        self.header_text: Callable[[str], str] = str
        source.gameChanged.connect(self._follow)
        self._follow(source.model)

    def _follow(self, game: GameModel) -> None:
        """Follow ``game`` (the source's game now): its rows and names, from now on
        (connected before anything else the caller connects, so readers of the rows see them
        up to date)."""
        if self._game is not None:
            self._game.handsChanged.disconnect(self._hands_changed)
            self._game.playersChanged.disconnect(self._players_changed)
        self._game = game
        game.handsChanged.connect(self._hands_changed)
        game.playersChanged.connect(self._players_changed)
        self.set_hands(game.hands, game.players)

    def refresh(self) -> None:
        """Redraw every cell (the colours follow the palette); the rows stay."""
        self._cells.clear()
        self._dark = None
        if self._rows:
            last = self.index(len(self._rows) - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def _hands_changed(self, first: int, removed: int, added: int) -> None:
        game = self._game
        assert game is not None
        if removed:
            self.beginRemoveRows(QModelIndex(), first, first + removed - 1)
            for row in range(first, first + removed):
                self._cells.pop(row, None)
            del self._rows[first : first + removed]
            self.endRemoveRows()
        if added:
            self.beginInsertRows(QModelIndex(), first, first + added - 1)
            self._rows[first:first] = game.hands[first : first + added]
            self.endInsertRows()

    def _players_changed(self, players: list[str]) -> None:
        self.set_players(tuple(players))

    def set_hands(self, hands: Sequence[Hand], players: tuple[str, ...]) -> None:
        """Show ``hands`` (a model reset: for a new game)."""
        self.beginResetModel()
        self._cells.clear()
        self._rows = list(hands)
        self._players = players
        self.endResetModel()

    def set_players(self, players: tuple[str, ...]) -> None:
        self._players = players
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def row(self, number: int) -> Hand:
        return self._rows[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.FIXED_COLUMNS + len(self._players)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        player = section - self.FIXED_COLUMNS
        if role == Qt.ItemDataRole.ToolTipRole and 0 <= player < len(self._players):
            return self._players[player]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return self.tr("Hand")
        if section == 1:
            return self.tr("What happened")
        if 0 <= player < len(self._players):
            return self.header_text(self._players[player])
        return None

    def _row_cells(self, row: int) -> _Cells:
        cells = self._cells.get(row)
        if cells is None:
            if self._dark is None:
                self._dark = theme.is_dark()
            hand = self._rows[row]
            texts = [row_cell(hand), describe(hand)]
            texts += [
                f"{theme.signed(c)}\n{theme.points(s)}"
                for c, s in zip(hand.change, hand.scores, strict=True)
            ]
            colours = [None, None] + [theme.delta_color(c, self._dark) for c in hand.change]
            cells = self._cells[row] = (texts, colours)
        return cells

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # plain ints: a repaint asks each cell for a dozen roles, most of them unused here
        if role not in _ROLES:
            return None
        row = index.row()
        if not 0 <= row < len(self._rows) or not index.isValid():
            return None
        column = index.column()
        if role == _DISPLAY:
            return self._row_cells(row)[0][column]
        if role == _TOOLTIP:
            return "\n".join(explanation(self._rows[row]))
        if column < self.FIXED_COLUMNS:
            return None
        if role == _FOREGROUND:
            return self._row_cells(row)[1][column]
        return _RIGHT


_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
_ROLES = frozenset((_DISPLAY, _TOOLTIP, _FOREGROUND, _ALIGNMENT))
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
# a row's six cell texts and their colours (None: the default)
_Cells = tuple[list[str], list[QColor | None]]
