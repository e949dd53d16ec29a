"""Player statistics across the stored games.

Only finished games count. A player is a name (as it stood at the end of the game). Rates are
per hand played: a hand is a win, an exhaustive or abortive draw, or a chombo.

- games: finished games played;
- average placement: mean rank (1..4) from the game's final result;
- win rate: hands won / hands; deal-in rate: hands in which the player's discard was ronned /
  hands; riichi rate: hands in which the player declared (and kept) riichi / hands;
- average win: mean score gain of the hands won (the hand's settlement: value, honba, sticks);
- total final points: sum of the final points (after oka, uma, penalties), in thousands.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scoretable.storage.db import GameRecord, Store
from scoretable.storage.replay import replay


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
        game = replay(record.rules, record.players, record.log, record.index)
        names = record.names
        players = [table.setdefault(n, PlayerStats(n)) for n in names]
        ranks = record.result.get("ranks") or [0, 0, 0, 0]
        points = record.result.get("points") or [0.0] * 4
        for seat, stats in enumerate(players):
            stats.games += 1
            stats.placement_total += int(ranks[seat])
            stats.final_points += float(points[seat])
        for hand in game.hands:
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


def player_stats(store: Store, rules_name: str | None = None) -> list[PlayerStats]:
    """Statistics over the store's finished games, optionally of one rules preset only."""
    ids = [
        g.id
        for g in store.list_games()
        if g.finished and (rules_name is None or g.rules_name == rules_name)
    ]
    return compute_stats(store.load_game(i) for i in ids)
