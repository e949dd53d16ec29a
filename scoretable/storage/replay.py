"""Replaying a stored (or imported) game's log without a model: its rows, for the chart of a
stored game, the CSV export, the statistics and the check of an import. Standard library and
core only (no Qt), so it runs anywhere, fast.

The rows are the ones the game on the table shows: ``scoretable.engine.game_rows`` builds both.

    game = replay(record.rules, record.players, record.log, record.index)
    for hand in game.hands: hand.number, hand.change, hand.scores
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from scoretable.engine.errors import SentenceError
from scoretable.engine.game_rows import Hand, HandsBuilder, Players, Scores, step_entry
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.table import TableState, new_game

__all__ = ["Hand", "ReplayError", "Replayed", "replay"]


class ReplayError(SentenceError):
    """A stored or imported log entry that does not apply; ``str()`` says which and why."""

    context: ClassVar[str] = "Exchange"


@dataclass(frozen=True)
class Replayed:
    """A game replayed up to its undo position: its rows (``scoretable.engine.game_rows.Hand``)."""

    rules: Rules
    names: Players
    start: Scores
    hands: tuple[Hand, ...]
    state: TableState


def replay(
    rules: Rules | dict[str, Any], players: Sequence[str], log: Sequence[dict[str, Any]], index: int
) -> Replayed:
    """Replay the first ``index`` entries of ``log``. Raises ReplayError (a ValueError) if an
    entry does not apply (a malformed or refused action)."""
    rules_obj = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
    if len(players) != rules_obj.players:
        raise ReplayError(
            QT_TRANSLATE_NOOP("Exchange", "the rules are for {count} players, not {names}"),
            count=rules_obj.players,
            names=len(players),
        )
    names: Players = tuple(str(name) for name in players)
    state = new_game(rules_obj)
    builder = HandsBuilder(state)
    for number, entry in enumerate(log[:index]):
        try:
            item = step_entry(state, names, entry)
        except (ValueError, KeyError, TypeError) as error:  # RuleError is a ValueError
            raise ReplayError(
                QT_TRANSLATE_NOOP("Exchange", "entry {number}: {error}"), number=number, error=error
            ) from error
        builder.append(item)
        state, names = item.after, item.players
    start = builder.start.scores
    return Replayed(rules_obj, names, start, tuple(builder.rows), state)
