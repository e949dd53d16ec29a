"""A game's hands as the club keeps them (its ``hands`` table, and each player's wins and
deal-ins in the league): one named record a hand, read from the game's log by replaying it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from scoretable.storage.records import GameRecord
from scoretable.storage.replay import ReplayError, replay


class ClubHand(NamedTuple):
    """One hand of a game: who won (none for a draw), who dealt in (None but for a ron), its
    kind ("ron", "tsumo", a draw's), where it stood, and each seat's change of points; the
    league counts its first three (:class:`scoretable.storage.league.Outcome`)."""

    winners: tuple[int, ...]
    discarder: int | None
    kind: str
    round_wind: int
    hand_number: int
    honba: int
    deltas: tuple[int, ...]


def stored_hands(record: GameRecord) -> list[ClubHand]:
    """Each hand of a stored game (see :func:`copy_hands`)."""
    return copy_hands(record.rules, record.players, record.log[: record.index])


def copy_hands(
    rules: dict[str, Any], players: Sequence[str], log: list[dict[str, Any]]
) -> list[ClubHand]:
    """Each hand of a game's log (none when the log no longer replays)."""
    try:
        game = replay(rules, list(players), log, len(log))
    except ReplayError:
        return []
    return [
        ClubHand(
            h.winners, h.discarder, h.kind, h.round_wind, h.hand_number, h.honba, tuple(h.deltas)
        )
        for h in game.hands
        if h.is_hand  # not the game's end's row
    ]
