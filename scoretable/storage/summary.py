"""A finished game's per-seat summary for the statistics, kept beside the game when it is saved.

    data = summarize(rules, players, log, index)   # {"hands": n, "wins": [...], ...}

The statistics read these summaries instead of replaying every game (a library of 10,000
games answers in milliseconds); :func:`scoretable.storage.stats.rebuild` recomputes them all
from the logs on demand and says how many were wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoretable.storage.replay import replay

#: The per-seat counters of a summary (each a list of four numbers), besides "hands".
COUNTERS = ("wins", "deal_ins", "riichi", "win_points")


def summarize(
    rules: Any, players: Sequence[str], log: Sequence[dict[str, Any]], index: int
) -> dict[str, Any]:
    """Hands played, and per seat: hands won, deal-ins, riichi kept, points won."""
    game = replay(rules, players, log, index)
    # the game's rows less the game's end and leftover sticks: the hands played
    hands = [hand for hand in game.hands if hand.is_hand]
    seats = len(players)
    data: dict[str, Any] = {"hands": len(hands), "over": bool(game.state.game_over)}
    data.update({name: [0] * seats for name in COUNTERS})
    for hand in hands:
        for seat in hand.winners:
            data["wins"][seat] += 1
            data["win_points"][seat] += hand.deltas[seat]
        if hand.kind == "ron" and hand.discarder is not None:
            data["deal_ins"][hand.discarder] += 1
        for seat in hand.riichi:
            data["riichi"][seat] += 1
    return data
