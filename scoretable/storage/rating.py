"""Tenhou's R rating, as tenhou.net documents it (https://tenhou.net/man/#RATING).

    ratings = tenhou_ratings(games)       # games: (names, ranks) in the order played
    ratings["Ann"].rating, ratings["Ann"].history

Every player starts at 1500. After each game a player's rating moves by

    adjustment x (placement score + (table average - own rating) / 40)

- the placement score: +30, +10, -10, -30 for first to fourth of four players; +30, 0, -30
  for first to third of three. Players who share a place (a result that splits ties) share
  the scores of the places they take: two tied first of four take (30 + 10) / 2 = +20 each.
- the table average: the mean rating of everyone at the table before the game, the player's
  own included;
- the adjustment for games played: 1 - 0.002 x the games the player had played before this
  one, while under 400; 0.2 from the 400th game on.

Tenhou keeps four- and three-player ratings apart; so do the callers (one player count a call).
No rounding is applied between games (Tenhou shows the rating to two decimals).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

START = 1500.0
# The placement scores, by player count, first place first.
PLACEMENT = {4: (30.0, 10.0, -10.0, -30.0), 3: (30.0, 0.0, -30.0)}
# The rating difference worth one placement point.
SPREAD = 40.0


@dataclass
class Rating:
    """One player's rating: where it stands, how many games made it, and its history (the
    rating after each of those games, in order)."""

    rating: float = START
    games: int = 0
    history: list[float] = field(default_factory=list)


def adjustment(games_before: int) -> float:
    """The games-played adjustment for a game played after ``games_before`` games."""
    return 1.0 - 0.002 * games_before if games_before < 400 else 0.2


def placement_scores(ranks: Sequence[int]) -> list[float]:
    """Each seat's placement score from its rank (1..n); tied seats share their places'."""
    base = PLACEMENT[len(ranks)]
    scores = []
    for rank in ranks:
        shared = sum(1 for other in ranks if other == rank)
        places = base[rank - 1 : rank - 1 + shared]
        scores.append(sum(places) / len(places))
    return scores


def change(own: float, table: Sequence[float], rank_score: float, games_before: int) -> float:
    """The rating change of a player rated ``own`` at a table rated ``table`` (everyone, the
    player included), with placement score ``rank_score`` after ``games_before`` games."""
    average = sum(table) / len(table)
    return adjustment(games_before) * (rank_score + (average - own) / SPREAD)


def tenhou_ratings(games: Iterable[tuple[Sequence[str], Sequence[int]]]) -> dict[str, Rating]:
    """Every player's rating after ``games``: (names, ranks) in the order played, of one
    player count."""
    ratings: dict[str, Rating] = {}
    known: dict[tuple[int, ...], list[float]] = {}  # placement scores by ranks: a few kinds
    for names, ranks in games:
        key = tuple(ranks)
        scores = known.get(key)
        if scores is None:
            scores = known[key] = placement_scores(key)
        players = []
        for name in names:
            player = ratings.get(name)
            if player is None:
                player = ratings[name] = Rating()
            players.append(player)
        average = sum(player.rating for player in players) / len(players)
        # every move from the ratings before the game (:func:`change`, inlined: 40,000 a
        # library of 10,000 games)
        moves = [
            (1.0 - 0.002 * p.games if p.games < 400 else 0.2)
            * (score + (average - p.rating) / SPREAD)
            for p, score in zip(players, scores, strict=True)
        ]
        for player, move in zip(players, moves, strict=True):
            player.rating += move
            player.games += 1
            player.history.append(player.rating)
    return ratings
