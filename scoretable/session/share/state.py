"""A game as the shared pages read it: ``/state.json?t=TOKEN`` (the shape is in the README).

    snapshot = snapshot_of(rules, players, log, index)        # a stored game (Qt-free)
    snapshot = Snapshot.of(state, players, history)           # the window's model
    state_json(snapshot, seat=2, translate=english)           # seat 2's page; None: overlay

A snapshot is immutable and computed once per change; the all-last conditions of its table
are computed on first use (the engine's, as the panels show them) and shared by every page.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from scoretable.engine.conditions import (
    Condition,
    Level,
    compact_words,
    conditions,
    current_ranks,
)
from scoretable.engine.game_rows import HistoryEntry, replay_entries, shown_scores
from scoretable.engine.markers import Translate, english
from scoretable.engine.rules import Rules
from scoretable.engine.table import WINDS, TableState, is_last_hand, new_game
from scoretable.teaching.explain import explain_steps
from scoretable.teaching.sticks import say_exchange, say_sticks, sticks_for, table_exchange

_versions = itertools.count(1)


@dataclass(frozen=True)
class Snapshot:
    """Where a game stands, as the pages show it.

    Attributes:
        state: the table now.
        players: the names, in seat order.
        last: the latest applied entry that closed a hand (its settlement), or None.
        timer: ``{"seconds", "started", "time_up"}`` of the hanchan timer, or None.
        version: grows with each snapshot (a page knows it has the newest).
    """

    state: TableState
    players: tuple[str, ...]
    last: HistoryEntry | None = None
    timer: dict[str, Any] | None = None
    version: int = field(default_factory=lambda: next(_versions))

    @classmethod
    def of(
        cls, state: TableState, players: Sequence[str], history: Sequence[HistoryEntry]
    ) -> Snapshot:
        """The snapshot of a game: its state, names and applied history (newest last)."""
        last = None
        timer_at = time_up_at = -1
        for position in range(len(history) - 1, -1, -1):
            item = history[position]
            kind = item.entry.get("type")
            if last is None and item.settlement is not None and item.ends_hand:
                last = item
            if timer_at < 0 and kind == "timer":
                timer_at = position
            if time_up_at < 0 and kind == "time_up":
                time_up_at = position
            if last is not None and timer_at >= 0:
                break
        timer = None
        if timer_at >= 0:
            entry = history[timer_at].entry
            seconds = int(entry.get("seconds", 0))
            if seconds > 0:
                timer = {
                    "seconds": seconds,
                    "started": float(entry.get("started", 0.0)),
                    "time_up": time_up_at > timer_at,
                }
        return cls(state, tuple(players), last, timer)

    @functools.cached_property
    def conditions(self) -> tuple[Condition, ...]:
        """Every seat's all-last conditions (the engine's), or () outside the last hand."""
        if self.state.game_over or not is_last_hand(self.state):
            return ()
        return conditions(self.state)


def snapshot_of(
    rules: Rules | dict[str, Any], players: Sequence[str], log: Sequence[dict[str, Any]], index: int
) -> Snapshot:
    """The snapshot of a stored game: its first ``index`` log entries replayed (raises
    ValueError, or RuleError, where an entry does not apply)."""
    rules_obj = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
    history = list(replay_entries(rules_obj, tuple(players), log[:index]))
    names = history[-1].players if history else tuple(players)
    state = history[-1].after if history else new_game(rules_obj)
    return Snapshot.of(state, names, history)


def round_name(state: TableState) -> str:
    """ "E1" .. "S4" (the wind's letter and the hand's number)."""
    return f"{WINDS[state.round_wind]}{state.hand_number}"


def _tsumo_json(level: Level | None, dealer: bool) -> dict[str, int] | None:
    if level is None:
        return None
    if dealer:
        return {"all": level.amounts[0]}
    return {"non_dealer": level.amounts[0], "dealer": level.amounts[1]}


def _condition_json(
    condition: Condition, ranks: Sequence[int], dealer: int, translate: Translate
) -> dict[str, Any]:
    return {
        "seat": condition.seat,
        "place": condition.place,
        "current": condition.current,
        "text": compact_words(condition, ranks, dealer, translate),
        "tsumo": _tsumo_json(condition.tsumo, condition.seat == dealer),
        "ron": [
            {"from": other, "points": None if level is None else level.amounts[0]}
            for other, level in condition.ron
        ],
        "draw": [sorted(tenpai) for tenpai in condition.draw],
    }


def _last_json(item: HistoryEntry, translate: Translate) -> dict[str, Any]:
    settlement = item.settlement
    assert settlement is not None
    lines = explain_steps(settlement, list(item.players), translate=translate)
    return {
        "round": round_name(item.before),
        "kind": str(settlement.kind),
        "text": lines[0].text,
        "lines": [line.text for line in lines[1:] if line.kind != "total"],
        "deltas": [int(delta) for delta in settlement.deltas],
    }


def paid_sticks(item: HistoryEntry, seat: int, translate: Translate) -> str | None:
    """How ``seat`` paid its share of the last hand in sticks, if it paid."""
    assert item.settlement is not None
    paid = -int(item.settlement.deltas[seat])
    if paid <= 0 or paid % 100:
        return None
    return say_exchange(table_exchange(paid), translate)


def score_sticks(score: int, translate: Translate = english) -> str | None:
    """A score as the sticks that make it (None for one no sticks make: below zero)."""
    return say_sticks(sticks_for(score), translate) if score >= 0 and not score % 100 else None


def state_json(
    snapshot: Snapshot, seat: int | None, translate: Translate = english
) -> dict[str, Any]:
    """What the page of ``seat`` (None: the overlay) reads: see the README's "Sharing"."""
    state = snapshot.state
    ranks = current_ranks(state)
    mine = [c for c in snapshot.conditions if seat is None or c.seat == seat]
    out = _table_json(snapshot, seat, translate, ranks, mine)
    if seat is not None:
        # a seat's page: its payment as sticks, and at the end its score as sticks
        if snapshot.last is not None:
            out["last"]["sticks"] = paid_sticks(snapshot.last, seat, translate)
        score = int(shown_scores(state)[seat])
        out["score_sticks"] = score_sticks(score, translate) if state.game_over else None
    return out


def _table_json(
    snapshot: Snapshot,
    seat: int | None,
    translate: Translate,
    ranks: Sequence[int],
    mine: Sequence[Condition],
) -> dict[str, Any]:
    state = snapshot.state
    return {
        "version": snapshot.version,
        "round": round_name(state),
        "honba": state.honba,
        "sticks": state.sticks,
        "dealer": state.dealer,
        "names": list(snapshot.players),
        "scores": [int(score) for score in shown_scores(state)],
        "ranks": list(ranks),
        "riichi": [s in state.riichi for s in range(state.players)],
        "seat": seat,
        "over": state.game_over,
        "last": None if snapshot.last is None else _last_json(snapshot.last, translate),
        "conditions": [_condition_json(c, ranks, state.dealer, translate) for c in mine],
        "timer": None if snapshot.timer is None else dict(snapshot.timer),
    }
