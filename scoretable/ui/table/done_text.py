"""What an undone or redone entry was, in a few words for the message strip: "Undone: Bruno's
ron, 3,900 from Aiko" (the points as paid, honba included, with thousands separators)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from scoretable.engine.game_rows import HistoryEntry
from scoretable.engine.table import (
    AbortiveDraw,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Win,
)
from scoretable.ui.theme import points


def _names(seats: Sequence[int], players: Sequence[str]) -> str:
    return QCoreApplication.translate("Undo", ", ").join(players[seat] for seat in seats)


def entry_text(item: HistoryEntry, fallback: str) -> str:
    """``item`` in a few words; ``fallback`` (the undo stack's own text) for a rename, a timer
    and what else moves no points."""
    action, players = item.action, item.players
    deltas = item.settlement.deltas if item.settlement is not None else ()
    if isinstance(action, DeclareRiichi):
        return QCoreApplication.translate("Undo", "{0}'s riichi").format(players[action.seat])
    if isinstance(action, CancelRiichi):
        return QCoreApplication.translate("Undo", "{0}'s riichi taken back").format(
            players[action.seat]
        )
    if isinstance(action, Win):
        winners = [entry.winner for entry in action.entries]
        if action.discarder is None:
            return QCoreApplication.translate("Undo", "{0}'s tsumo, {1} in all").format(
                players[winners[0]], points(deltas[winners[0]])
            )
        paid = points(-deltas[action.discarder])
        if len(winners) == 1:
            return QCoreApplication.translate("Undo", "{0}'s ron, {1} from {2}").format(
                players[winners[0]], paid, players[action.discarder]
            )
        return QCoreApplication.translate("Undo", "Ron by {0}, {1} from {2}").format(
            _names(winners, players), paid, players[action.discarder]
        )
    if isinstance(action, ExhaustiveDraw):
        tenpai = sorted(action.tenpai)
        if not tenpai:
            return QCoreApplication.translate("Undo", "Draw, all noten")
        return QCoreApplication.translate("Undo", "Draw, tenpai: {0}").format(
            _names(tenpai, players)
        )
    if isinstance(action, AbortiveDraw):
        return QCoreApplication.translate("Undo", "Abortive draw")
    if isinstance(action, Chombo):
        return QCoreApplication.translate("Undo", "{0}'s chombo").format(players[action.seat])
    if isinstance(action, EndGame):
        return QCoreApplication.translate("Undo", "End of game")
    return fallback


def undone_text(item: HistoryEntry, fallback: str) -> str:
    return QCoreApplication.translate("Undo", "Undone: {0}").format(entry_text(item, fallback))


def redone_text(item: HistoryEntry, fallback: str) -> str:
    return QCoreApplication.translate("Undo", "Redone: {0}").format(entry_text(item, fallback))
