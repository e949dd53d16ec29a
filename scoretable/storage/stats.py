"""Player statistics across the stored games.

Only finished games count. A player is a name (as it stood at the end of the game). Rates are
per hand played: a hand is a win, an exhaustive or abortive draw, or a chombo.

- games: finished games played;
- average placement: mean rank (1..4, or 1..3 in a three-player game) from the game's final
  result;
- win rate: hands won / hands; deal-in rate: hands in which the player's discard was ronned /
  hands; riichi rate: hands in which the player declared (and kept) riichi / hands;
- average win: mean score gain of the hands won (the hand's settlement: value, honba, sticks);
- total final points: sum of the final points (after oka, uma, penalties), in thousands.

Three-player and four-player games are kept apart: a third place of three is not a third of
four, so every figure is of one player count (:func:`player_stats` takes it, four unless
told; :func:`compute_stats` adds up what it is given).

A stored game that cannot be read or replayed, or whose log does not end the game it says is
finished, is left out (the library lists it with the reason): one bad game never stops the
statistics of the others.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass

from scoretable.storage.db import GameRecord, Store
from scoretable.storage.replay import replay
from scoretable.storage.validate import DATA_ERRORS
from scoretable.storage.work import Progress, no_progress


@dataclass
class PlayerStats:
    name: str
    games: int = 0
    placement_total: int = 0
    hands: int = 0
    wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    win_points: int = 0
    final_points: float = 0.0

    @property
    def average_placement(self) -> float:
        return self.placement_total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0

    @property
    def deal_in_rate(self) -> float:
        return self.deal_ins / self.hands if self.hands else 0.0

    @property
    def riichi_rate(self) -> float:
        return self.riichi / self.hands if self.hands else 0.0

    @property
    def average_win(self) -> float:
        return self.win_points / self.wins if self.wins else 0.0


def compute_stats(records: Iterable[GameRecord]) -> list[PlayerStats]:
    """Statistics of every player in ``records`` (finished games only), by name."""
    table: dict[str, PlayerStats] = {}
    for record in records:
        if not record.finished or not record.result:
            continue
        try:
            game = replay(record.rules, record.players, record.log, record.index)
        except DATA_ERRORS:
            continue
        if not game.state.game_over:
            continue
        names = record.names
        players = [table.setdefault(n, PlayerStats(n)) for n in names]
        ranks = record.result.get("ranks") or [0] * len(names)
        points = record.result.get("points") or [0.0] * len(names)
        for seat, stats in enumerate(players):
            stats.games += 1
            stats.placement_total += int(ranks[seat])
            stats.final_points += float(points[seat])
        for hand in game.hands:
            if not hand.is_hand:  # the game's end, leftover sticks: not a hand played
                continue
            for stats in players:
                stats.hands += 1
            for seat in hand.winners:
                players[seat].wins += 1
                players[seat].win_points += hand.deltas[seat]
            if hand.kind == "ron" and hand.discarder is not None:
                players[hand.discarder].deal_ins += 1
            for seat in hand.riichi:
                players[seat].riichi += 1
    for stats in table.values():
        stats.final_points = round(stats.final_points, 3)
    return sorted(table.values(), key=lambda s: (-s.games, s.name.casefold()))


#: A finished game's seats: the rows of its summary (three or four).
_SEATS = "(SELECT count(*) FROM seat_stats t WHERE t.game_id = g.id)"


def player_stats(
    store: Store, rules_name: str | None = None, players: int = 4
) -> list[PlayerStats]:
    """Statistics over the store's finished games of ``players`` players (3 or 4: the two are
    never mixed), optionally of one rules preset only.

    Added up by the database from each game's summary (kept when the game is saved): no game
    is replayed, except once a finished game that has none yet (stored before summaries)."""
    _fill_missing(store)
    query = (
        "SELECT s.name, count(*), sum(s.rank), sum(s.hands), sum(s.wins), sum(s.deal_ins),"
        " sum(s.riichi), sum(s.win_points), sum(s.points)"
        f" FROM seat_stats s JOIN games g ON g.id = s.game_id WHERE g.finished = 1"
        f" AND {_SEATS} = ?"
    )
    args: tuple[str | int, ...] = (players,)
    if rules_name is not None:
        query += " AND g.rules_name = ?"
        args = (players, rules_name)
    rows = store.conn.execute(query + " GROUP BY s.name", args).fetchall()
    table = [
        PlayerStats(
            name=name,
            games=games,
            placement_total=ranks,
            hands=hands,
            wins=wins,
            deal_ins=deal_ins,
            riichi=riichi,
            win_points=win_points,
            final_points=round(points, 3),
        )
        for name, games, ranks, hands, wins, deal_ins, riichi, win_points, points in rows
    ]
    return sorted(table, key=lambda s: (-s.games, s.name.casefold()))


def rules_names(store: Store, players: int = 4) -> list[str]:
    """The rules presets of the finished games of ``players`` players that the statistics
    count (those with a summary)."""
    _fill_missing(store)
    return [
        str(row[0])
        for row in store.conn.execute(
            f"SELECT DISTINCT g.rules_name FROM games g WHERE g.finished = 1 AND {_SEATS} = ?"
            " ORDER BY g.rules_name",
            (players,),
        )
    ]


def player_counts(store: Store) -> list[int]:
    """The player counts (3, 4) of the finished games the statistics count, fewest first."""
    _fill_missing(store)
    return [
        int(row[0])
        for row in store.conn.execute(
            "SELECT DISTINCT count(*) FROM seat_stats GROUP BY game_id ORDER BY 1"
        )
    ]


def _fill_missing(store: Store) -> None:
    missing = [
        int(row[0])
        for row in store.conn.execute(
            "SELECT id FROM games WHERE finished = 1 AND id NOT IN (SELECT game_id FROM seat_stats)"
        )
    ]
    for game_id in missing:
        # A game that cannot be read, or a store that cannot be written now (locked, full),
        # leaves that game out: one bad game never stops the statistics of the others.
        with contextlib.suppress(ValueError, OSError):
            store.write_summary(game_id)


def rebuild(store: Store, progress: Progress = no_progress) -> int:
    """Recompute every finished game's summary from its log; the number of games whose
    summary was wrong or missing (0 proves the summaries right). Each game is committed on
    its own, with ``progress("rebuilding", done, total)`` after it: stopped part-way, the
    games done keep their new summary and the others their old one (both right)."""
    ids = [int(r[0]) for r in store.conn.execute("SELECT id FROM games WHERE finished = 1")]
    wrong = 0
    for done, game_id in enumerate(ids, 1):
        before = store.summary_rows(game_id)
        try:
            after = store.write_summary(game_id)
        except ValueError:  # cannot be read: it has no summary
            after = []
        if after != before:
            wrong += 1
        progress("rebuilding", done, len(ids))
    return wrong
