"""A game's journal (:class:`GameJournal`): after each push, undo or redo it writes only the
entries that changed; and a finished game's summary rows for the statistics
(``seat_stats``), with the facts an imported log gave of its hands (``log_hands``)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from scoretable import clock
from scoretable.storage.records import _dumps, _now, _result_dict


class _Model(Protocol):
    """What the journal reads from a GameModel."""

    @property
    def log(self) -> Sequence[dict[str, Any]]: ...
    @property
    def index(self) -> int: ...
    @property
    def players(self) -> Sequence[str]: ...


class _Transacting(Protocol):
    """What the journal needs of its store (:class:`scoretable.storage.store.Store`)."""

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...


@dataclass
class GameJournal:
    """The model's journal for one stored game: ``save(model)`` after every push, undo, redo.

    It keeps the JSON text of every entry it has written. The model only ever changes its
    log at the undo position (a push truncates the redo stack there and appends one entry),
    so a save compares the entries between the old and new undo positions plus any new
    tail, and writes only those: O(1) per action however long the game.
    """

    store: _Transacting
    game_id: int
    saved: list[str]
    index: int
    names: list[str]
    clock: Callable[[], str] = field(default=_now, repr=False)
    seconds_in_last_save: float = 0.0

    def save(self, model: _Model) -> None:
        started = clock.monotonic()
        log = model.log
        new_index = model.index
        length = len(log)
        known = min(len(self.saved), length)  # positions whose saved text may still hold
        lo = min(self.index, new_index, known)
        hi = max(self.index, new_index)
        changes: list[tuple[int, str]] = []
        for p in (*range(lo, min(hi, length)), *range(max(known, hi), length)):
            text = _dumps(log[p])
            if p >= known or self.saved[p] != text:
                changes.append((p, text))
        names = list(model.players)
        state = getattr(model, "state", None)
        finished = bool(getattr(state, "game_over", False))
        result = _result_dict(state) if finished else None
        # a failure of SQLite comes out of the transaction as SaveError
        self._write(changes, length, new_index, names, finished, result)
        # Only after the commit: a failed save leaves the journal as it was.
        del self.saved[length:]
        for p, text in changes:
            if p < len(self.saved):
                self.saved[p] = text
            else:
                self.saved.append(text)
        self.index = new_index
        self.names = names
        self.seconds_in_last_save = clock.monotonic() - started

    def _write(
        self,
        changes: list[tuple[int, str]],
        length: int,
        new_index: int,
        names: list[str],
        finished: bool,
        result: dict[str, Any] | None,
    ) -> None:
        """One transaction: the changed entries, the undo position, names and result."""
        with self.store.transaction() as conn:
            if length < len(self.saved):
                conn.execute(
                    "DELETE FROM entries WHERE game_id = ? AND position >= ?",
                    (self.game_id, length),
                )
            conn.executemany(
                "INSERT OR REPLACE INTO entries (game_id, position, data) VALUES (?, ?, ?)",
                ((self.game_id, p, text) for p, text in changes),
            )
            conn.execute(
                "UPDATE games SET updated = ?, position = ?, names = ?, finished = ?,"
                " result = ?, revision = revision + 1 WHERE id = ?",
                (
                    self.clock(),
                    new_index,
                    _dumps(names),
                    int(finished),
                    None if result is None else _dumps(result),
                    self.game_id,
                ),
            )
            if finished:
                row = conn.execute(
                    "SELECT rules, players FROM games WHERE id = ?", (self.game_id,)
                ).fetchone()
                entries = [json.loads(text) for text in self.saved[:length]]
                for p, text in changes:
                    if p < len(entries):
                        entries[p] = json.loads(text)
                    else:
                        entries.append(json.loads(text))
                _write_summary(
                    conn,
                    self.game_id,
                    json.loads(row[0]),
                    json.loads(row[1]),
                    entries,
                    new_index,
                    names,
                    result,
                )
            else:
                conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (self.game_id,))
            if names != self.names:
                _remember(conn, names, self.clock())


def _remember(conn: sqlite3.Connection, names: Sequence[str], when: str) -> None:
    conn.executemany(
        "INSERT INTO players (name, last_used) VALUES (?, ?)"
        " ON CONFLICT(name) DO UPDATE SET last_used = excluded.last_used",
        ((n.strip(), when) for n in names if n and n.strip()),
    )


# The columns of a seat's summary row after its key, name, rank and final points, in order:
# counters of :func:`scoretable.storage.summary.summarize` (JSON for "han" and "yaku").
SUMMARY_COLUMNS = (
    "seats",
    "rules_name",
    "created",
    "hands",
    "wins",
    "deal_ins",
    "riichi",
    "win_points",
    "tsumo_wins",
    "deal_in_points",
    "riichi_wins",
    "riichi_deal_ins",
    "deal_ins_to_riichi",
    "dealer_hands",
    "dealer_wins",
    "dealer_repeats",
    "draws",
    "draw_tenpai",
    "final_score",
    "bust",
    "yakuman",
    "chombo",
    "han",
    "log_hands",
    "called_hands",
    "riichi_turns",
    "deal_ins_to_open",
    "deal_ins_to_closed",
    "yaku",
)
# Per-game values (the same for every seat) among them.
_GAME_VALUES = frozenset({"seats", "rules_name", "created", "hands", "draws", "log_hands"})


def _write_summary(
    conn: sqlite3.Connection,
    game_id: int,
    rules: Any,
    players: Sequence[str],
    log: Sequence[dict[str, Any]],
    index: int,
    names: Sequence[str],
    result: dict[str, Any] | None,
) -> None:
    """The finished game's summary for the statistics, one row a seat (none for a log that no
    longer replays or a result that cannot be read: the statistics then leave the game out).
    The facts an imported log gave of its hands (table ``log_hands``) count where there are."""
    from scoretable.storage.replay import ReplayError
    from scoretable.storage.summary import summarize

    conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
    try:
        facts = _hand_facts(conn, game_id)
        data = summarize(rules, players, log, index, facts)
        data["rules_name"], data["created"] = conn.execute(
            "SELECT rules_name, created FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if not data["over"]:  # "finished" but its log does not end the game: it does not count
            return
        ranks = [int(r) for r in (result or {})["ranks"]]
        points = [float(p) for p in (result or {})["points"]]

        def value(column: str, seat: int) -> Any:
            item = data[column]
            if column in _GAME_VALUES or item is None:
                return item
            return _dumps(item[seat]) if column in ("han", "yaku") else item[seat]

        rows = [
            (
                game_id,
                seat,
                str(names[seat]),
                ranks[seat],
                points[seat],
                *(value(column, seat) for column in SUMMARY_COLUMNS),
            )
            for seat in range(len(players))
        ]
    except (ReplayError, ValueError, TypeError, KeyError, IndexError):
        return
    columns = ", ".join(SUMMARY_COLUMNS)
    marks = ", ".join("?" * (5 + len(SUMMARY_COLUMNS)))
    conn.executemany(
        f"INSERT INTO seat_stats (game_id, seat, name, rank, points, {columns}) VALUES ({marks})",
        rows,
    )


def _hand_facts(conn: sqlite3.Connection, game_id: int) -> list[Any] | None:
    """The facts an imported log gave of the game's hands, in order; None if it has none."""
    from scoretable.storage.summary import HandFacts

    rows = conn.execute(
        "SELECT calls, riichi_turns, yaku FROM log_hands WHERE game_id = ? ORDER BY hand",
        (game_id,),
    ).fetchall()
    if not rows:
        return None
    return [
        HandFacts(
            calls=tuple(int(seat) for seat in json.loads(calls)),
            riichi_turns=tuple(None if t is None else int(t) for t in json.loads(turns)),
            yaku=tuple((int(w), tuple(int(y) for y in ids)) for w, ids in json.loads(yaku)),
        )
        for calls, turns, yaku in rows
    ]


def _write_facts(conn: sqlite3.Connection, game_id: int, facts: Sequence[Any]) -> None:
    """Keep what a log says of each hand (:class:`scoretable.storage.summary.HandFacts`)."""
    conn.executemany(
        "INSERT INTO log_hands (game_id, hand, calls, riichi_turns, yaku) VALUES (?, ?, ?, ?, ?)",
        (
            (
                game_id,
                number,
                _dumps(list(fact.calls)),
                _dumps(list(fact.riichi_turns)),
                _dumps([[winner, list(yaku)] for winner, yaku in fact.yaku]),
            )
            for number, fact in enumerate(facts)
        ),
    )
