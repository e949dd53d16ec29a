"""The hands of a game: the ONE builder every reader of a game's hands uses (no Qt).

A game's log is a list of entries (actions and renames). Applied one after the other they
give :class:`HistoryEntry` items (:func:`step_entry`), and the items give the game's rows,
one :class:`Hand` each (:class:`HandsBuilder`): the hand history panel, the score chart,
the CSV export and the player statistics all read these rows, and the panels' "last hand"
figures are the last row's change.

The rules for rows:

- an entry that ends a hand (a win, an exhaustive or abortive draw, a chombo) closes a row;
  riichi declarations and renames in between count in it (a riichi deposit is part of its
  hand's change);
- the game's end (EndGame) closes a row if it moved points (leftover sticks paid out);
- a game over whose final scores still differ from the last row's (points still to share
  out) gets a last row of its own ("leftover").

The builder is incremental: :meth:`HandsBuilder.append` adds an applied entry's rows (O(1)),
:meth:`HandsBuilder.truncate` drops the rows of undone entries (O(rows dropped)); the model
keeps one up to date and says which rows changed. :func:`build_hands` builds from scratch
(the same rows: a property test holds the two together).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from scoretable.engine.records import Record, set_field
from scoretable.engine.rules import Rules
from scoretable.engine.settlement import Settlement
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    Chombo,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    action_from_dict,
    apply,
    new_game,
)

Players = tuple[str, ...]  # three or four names, in seat order
Scores = tuple[int, ...]


def shown_scores(state: TableState) -> Scores:
    """The scores to show for ``state``: the final scores once the game is over."""
    if state.game_over and state.final_scores is not None:
        return state.final_scores
    return state.scores


def score_change(after: Scores, before: Scores) -> Scores:
    return tuple(a - b for a, b in zip(after, before, strict=True))


@dataclass(frozen=True)
class HistoryEntry:
    """One applied log entry.

    Attributes:
        entry: the log entry (a JSON-ready dict).
        action: the core action, or None for a rename.
        settlement: what was paid, or None for a rename.
        before: the table state before the entry.
        after: the table state after it.
        players: the names after the entry (three or four).
    """

    entry: dict[str, Any]
    action: Action | None
    settlement: Settlement | None
    before: TableState
    after: TableState
    players: Players

    @property
    def ends_hand(self) -> bool:
        """A win, a draw, an abortive draw or a chombo."""
        return isinstance(self.action, Win | ExhaustiveDraw | AbortiveDraw | Chombo)

    @property
    def closes_row(self) -> bool:
        """The entry closes a row: a hand's end, or the game's end (a row of its own only if
        it moved points)."""
        return self.ends_hand or isinstance(self.action, EndGame)

    @property
    def totals(self) -> Scores:
        """The scores after the entry as the rows show them (the final scores, leftover
        sticks paid, once the game has ended)."""
        return shown_scores(self.after) if isinstance(self.action, EndGame) else self.after.scores


# log entries of the hanchan timer (scoretable.game.timer): no core action
TIMER_ENTRIES = frozenset({"timer", "time_up"})


def step_entry(state: TableState, players: Players, entry: dict[str, Any]) -> HistoryEntry:
    """Apply one log entry (an action's dict, or a rename) to ``state``.

    Raises RuleError (a ValueError) if the rules refuse the action, KeyError, TypeError or
    ValueError for a malformed entry.
    """
    if entry.get("type") == "rename":
        seat = int(entry["seat"])
        if seat not in range(len(players)):
            raise ValueError(f"there is no seat {seat}")
        names = list(players)
        names[seat] = str(entry["name"])
        renamed: Players = tuple(names)
        return HistoryEntry(dict(entry), None, None, state, state, renamed)
    if entry.get("type") in TIMER_ENTRIES:  # the hanchan timer: no action, nothing changes
        return HistoryEntry(dict(entry), None, None, state, state, players)
    action = action_from_dict(entry)
    step = apply(state, action)
    return HistoryEntry(dict(entry), action, step.settlement, state, step.state, players)


def replay_entries(
    rules: Rules, players: Players, log: Iterable[dict[str, Any]]
) -> Iterator[HistoryEntry]:
    """The history items of ``log`` applied from a new game, one by one (lazily: an entry
    that does not apply raises when it is reached)."""
    state = new_game(rules)
    for entry in log:
        item = step_entry(state, players, entry)
        state, players = item.after, item.players
        yield item


class Hand(Record):
    """One row of a game: a hand, the game's end, or leftover points shared out at the end.

    Attributes:
        number: 1, 2, ... in the order played (the row's place).
        start: the table when the hand started (round, hand number, honba, sticks, dealer).
        before: the table just before the entry that closed the row (who declared riichi).
        action: that entry's action; None for the leftover row.
        settlement: what that entry paid; None for the leftover row.
        scores_before: the scores after the previous row (the start for the first).
        scores: the scores after this row.
        players: the names when the row closed.
    """

    number: int
    start: TableState
    before: TableState
    action: Action | None
    settlement: Settlement | None
    scores_before: Scores
    scores: Scores
    players: Players

    def __init__(
        self,
        number: int,
        start: TableState,
        before: TableState,
        action: Action | None,
        settlement: Settlement | None,
        scores_before: Scores,
        scores: Scores,
        players: Players,
    ) -> None:
        set_field(self, "number", number)
        set_field(self, "start", start)
        set_field(self, "before", before)
        set_field(self, "action", action)
        set_field(self, "settlement", settlement)
        set_field(self, "scores_before", scores_before)
        set_field(self, "scores", scores)
        set_field(self, "players", players)

    @property
    def round_wind(self) -> int:
        return self.start.round_wind

    @property
    def hand_number(self) -> int:
        return self.start.hand_number

    @property
    def honba(self) -> int:
        return self.start.honba

    @property
    def sticks(self) -> int:
        return self.start.sticks

    @property
    def kind(self) -> str:
        """The settlement's kind ("ron", "tsumo", "draw", "nagashi", "abortive", "chombo",
        "end"), or "leftover"."""
        return "leftover" if self.settlement is None else str(self.settlement.kind)

    @property
    def is_hand(self) -> bool:
        """A hand played (not the game's end, not the leftover points)."""
        return isinstance(self.action, Win | ExhaustiveDraw | AbortiveDraw | Chombo)

    @property
    def change(self) -> Scores:
        """Each player's change over the row (riichi deposits included)."""
        return score_change(self.scores, self.scores_before)

    @property
    def deltas(self) -> Scores:
        """What the closing entry's settlement paid (without earlier riichi deposits)."""
        if self.settlement is None:
            return (0,) * len(self.scores)
        return tuple(self.settlement.deltas)

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning seats (ron/tsumo), in the order entered."""
        if isinstance(self.action, Win):
            return tuple(e.winner for e in self.action.entries)
        return ()

    @property
    def discarder(self) -> int | None:
        """The seat that dealt in (ron), or the one that paid a chombo; else None."""
        if isinstance(self.action, Win):
            return self.action.discarder
        if isinstance(self.action, Chombo):
            return self.action.seat
        return None

    @property
    def riichi(self) -> frozenset[int]:
        """Seats that declared (and kept) riichi in this hand."""
        return self.before.riichi if self.is_hand else frozenset()

    @property
    def tenpai(self) -> tuple[int, ...]:
        """Tenpai seats of an exhaustive draw, in seat order."""
        if isinstance(self.action, ExhaustiveDraw):
            return tuple(sorted(self.action.tenpai))
        return ()


class _Mark(Record):
    """Where the rows stand after one applied entry."""

    rows: int
    totals: Scores
    hand_start: TableState

    def __init__(self, rows: int, totals: Scores, hand_start: TableState) -> None:
        set_field(self, "rows", rows)
        set_field(self, "totals", totals)
        set_field(self, "hand_start", hand_start)


class HandsChange(Record):
    """What one :meth:`HandsBuilder.sync` did to the rows: from row ``first`` on, ``removed``
    old rows dropped, then ``added`` new ones (rows ``first`` .. ``first + added - 1``)."""

    first: int
    removed: int
    added: int

    def __init__(self, first: int, removed: int, added: int) -> None:
        set_field(self, "first", first)
        set_field(self, "removed", removed)
        set_field(self, "added", added)

    def __bool__(self) -> bool:
        return bool(self.removed or self.added)


@dataclass
class HandsBuilder:
    """The rows of the first ``entries`` applied history items, kept up to date.

    ``start`` is the table of a new game (its scores are the first row's ``scores_before``).
    """

    start: TableState
    _rows: list[Hand] = field(default_factory=list)
    _marks: list[_Mark] = field(default_factory=list)

    @property
    def rows(self) -> Sequence[Hand]:
        """The rows (the builder's own list: read it, do not keep it across changes)."""
        return self._rows

    @property
    def entries(self) -> int:
        """How many history items the rows are built from."""
        return len(self._marks)

    def _mark(self) -> _Mark:
        if self._marks:
            return self._marks[-1]
        return _Mark(0, self.start.scores, self.start)

    def append(self, item: HistoryEntry) -> int:
        """Add the rows ``item`` (the next applied entry) closes; returns how many (0..2)."""
        mark = self._mark()
        previous, hand_start = mark.totals, mark.hand_start
        first = len(self._rows)
        if item.closes_row:
            totals = item.totals
            if not isinstance(item.action, EndGame) or totals != previous:
                self._add(hand_start, item, item.action, item.settlement, previous, totals)
            previous, hand_start = totals, item.after
        final = shown_scores(item.after)
        if item.after.game_over and final != previous:
            self._add(hand_start, item, None, None, previous, final)
            previous = final
        self._marks.append(_Mark(len(self._rows), previous, hand_start))
        return len(self._rows) - first

    def _add(
        self,
        start: TableState,
        item: HistoryEntry,
        action: Action | None,
        settlement: Settlement | None,
        before: Scores,
        after: Scores,
    ) -> None:
        number = len(self._rows) + 1
        hand = Hand(number, start, item.before, action, settlement, before, after, item.players)
        self._rows.append(hand)

    def truncate(self, entries: int) -> int:
        """Keep the rows of the first ``entries`` items only; returns how many were dropped."""
        if not 0 <= entries <= len(self._marks):
            raise ValueError(f"entries {entries} outside 0..{len(self._marks)}")
        del self._marks[entries:]
        keep = self._mark().rows
        dropped = len(self._rows) - keep
        del self._rows[keep:]
        return dropped

    def sync(self, history: Sequence[HistoryEntry]) -> HandsChange:
        """Follow ``history`` when it differs from what the rows were built from only past
        ``entries`` (an undo drops, a redo or a new action adds): the rows of the dropped items
        go, the new items' rows come."""
        before = len(self._rows)
        removed = self.truncate(min(self.entries, len(history)))
        first = before - removed
        added = sum(self.append(history[i]) for i in range(self.entries, len(history)))
        return HandsChange(first, removed, added)


def build_hands(history: Iterable[HistoryEntry], start: TableState | None = None) -> list[Hand]:
    """The rows of ``history`` built from scratch (``start``: the new game's table, by default
    the first item's state before)."""
    items = list(history)
    if not items:
        return []
    builder = HandsBuilder(start if start is not None else items[0].before)
    for item in items:
        builder.append(item)
    return list(builder.rows)
