"""Replaying a stored game through the core: one row per hand, for the chart, CSV and
statistics. Standard library and core only (no Qt), so it runs anywhere, fast.

    game = replay(record.rules, record.players, record.log, record.index)
    for hand in game.hands: hand.label, hand.change, hand.scores
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from scoretable.engine.errors import SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.table import (
    AbortiveDraw,
    Chombo,
    ExhaustiveDraw,
    TableState,
    Win,
    action_from_dict,
    apply,
    new_game,
)

Scores = tuple[int, int, int, int]
WIND_NAMES = ("East", "South", "West", "North")


class ReplayError(SentenceError):
    """A stored or imported log entry that does not apply; ``str()`` says which and why."""

    context: ClassVar[str] = "Exchange"


@dataclass(frozen=True)
class Hand:
    """One finished hand (a win, a draw, an abortive draw or a chombo).

    Attributes:
        number: 1, 2, ... in the order played.
        round_wind, hand_number, honba, sticks: the table when the hand started.
        kind: the settlement's kind ("ron", "tsumo", "draw", "nagashi", "abortive", "chombo").
        winners: winning seats (ron/tsumo), in the order entered.
        discarder: the seat that dealt in (ron), else None.
        riichi: seats that declared riichi in this hand.
        deltas: what the hand's settlement paid (without the riichi deposits).
        change: score change over the whole hand (riichi deposits included).
        scores: the scores after the hand.
        detail: e.g. "kyuushu" for an abortive draw, tenpai seats for a draw.
    """

    number: int
    round_wind: int
    hand_number: int
    honba: int
    sticks: int
    kind: str
    winners: tuple[int, ...]
    discarder: int | None
    riichi: frozenset[int]
    deltas: Scores
    change: Scores
    scores: Scores
    detail: tuple[int, ...] | str = ()

    @property
    def label(self) -> str:
        """ "East 1" ... (the round and hand number)."""
        return f"{WIND_NAMES[self.round_wind]} {self.hand_number}"

    def describe(self, names: Sequence[str]) -> str:
        """What happened, in plain English (for CSV and tool tips)."""
        who = ", ".join(names[s] for s in self.winners)
        if self.kind == "ron":
            word = "Ron" if len(self.winners) == 1 else "Multiple ron"
            return f"{word}: {who} from {names[self.discarder or 0]}"
        if self.kind == "tsumo":
            return f"Tsumo: {who}"
        if self.kind in ("draw", "nagashi"):
            seats = self.detail if isinstance(self.detail, tuple) else ()
            tenpai = ", ".join(names[s] for s in seats) if seats else "nobody"
            extra = " (nagashi mangan)" if self.kind == "nagashi" else ""
            return f"Exhaustive draw{extra}; tenpai: {tenpai}"
        if self.kind == "abortive":
            return f"Abortive draw ({self.detail})"
        if self.kind == "chombo":
            return f"Chombo: {names[self.discarder or 0]}"
        return self.kind


@dataclass(frozen=True)
class Replayed:
    """A game replayed up to its undo position."""

    rules: Rules
    names: tuple[str, str, str, str]
    start: Scores
    hands: tuple[Hand, ...]
    state: TableState


def replay(
    rules: Rules | dict[str, Any], players: Sequence[str], log: Sequence[dict[str, Any]], index: int
) -> Replayed:
    """Replay the first ``index`` entries of ``log``. Raises ReplayError (a ValueError) if an
    entry does not apply (a malformed or refused action)."""
    rules_obj = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
    names = list(players)
    state = new_game(rules_obj)
    start: Scores = state.scores
    hand_start = state
    hands: list[Hand] = []
    for number, entry in enumerate(log[:index]):
        if entry.get("type") == "rename":
            names[int(entry["seat"])] = str(entry["name"])
            continue
        try:
            action = action_from_dict(entry)
            step = apply(state, action)
        except (ValueError, KeyError, TypeError) as error:  # RuleError is a ValueError
            raise ReplayError(
                QT_TRANSLATE_NOOP("Exchange", "entry {number}: {error}"), number=number, error=error
            ) from error
        if isinstance(action, Win | ExhaustiveDraw | AbortiveDraw | Chombo):
            after = step.state
            hands.append(_hand(len(hands) + 1, hand_start, state, action, step.settlement, after))
            hand_start = after
        state = step.state
    return Replayed(rules_obj, (names[0], names[1], names[2], names[3]), start, tuple(hands), state)


def _hand(
    number: int,
    start: TableState,
    before: TableState,
    action: Win | ExhaustiveDraw | AbortiveDraw | Chombo,
    settlement: Any,
    after: TableState,
) -> Hand:
    winners: tuple[int, ...] = ()
    discarder: int | None = None
    detail: tuple[int, ...] | str = ()
    if isinstance(action, Win):
        winners = tuple(e.winner for e in action.entries)
        discarder = action.discarder
    elif isinstance(action, ExhaustiveDraw):
        detail = tuple(sorted(action.tenpai))
    elif isinstance(action, AbortiveDraw):
        detail = action.kind
    else:
        discarder = action.seat
    scores = after.scores
    return Hand(
        number=number,
        round_wind=start.round_wind,
        hand_number=start.hand_number,
        honba=start.honba,
        sticks=start.sticks,
        kind=str(settlement.kind),
        winners=winners,
        discarder=discarder,
        riichi=before.riichi,
        deltas=tuple(settlement.deltas),
        change=tuple(a - b for a, b in zip(scores, start.scores, strict=True)),  # type: ignore[arg-type]
        scores=scores,
        detail=detail,
    )
