"""The league: standings over finished games, and seating for a club night. No database here.

    rows = standings(games)                       # games: GameResult per finished game
    tables = seating(players, history, rng=random.Random(7))

A player is a name (as it stood at the end of the game), after ``aliases`` (two spellings
of one person merged). Points are the final points the results dialog shows (after oka, uma
and penalties, in thousands); the average place is the mean rank.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.seating import SeatingError


@dataclass(frozen=True)
class GameResult:
    """What the league needs of one finished game."""

    names: tuple[str, ...]
    points: tuple[float, ...]
    ranks: tuple[int, ...]
    rules_name: str = ""
    created: str = ""  # ISO 8601
    hands: int = 0
    wins: tuple[int, ...] = ()
    deal_ins: tuple[int, ...] = ()


@dataclass
class Standing:
    """One player's line of the standings."""

    player: str
    games: int = 0
    points: float = 0.0
    place_total: int = 0
    hands: int = 0
    wins: int = 0
    deal_ins: int = 0
    places: list[int] = field(default_factory=list)

    @property
    def average_place(self) -> float:
        return self.place_total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0

    @property
    def deal_in_rate(self) -> float:
        return self.deal_ins / self.hands if self.hands else 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "games": self.games,
            "points": round(self.points, 3),
            "average_place": round(self.average_place, 4),
        }


@dataclass(frozen=True)
class Season:
    """A named span of dates (inclusive, ISO ``YYYY-MM-DD``)."""

    name: str
    starts: str
    ends: str

    def holds(self, created: str) -> bool:
        return self.starts <= created[:10] <= self.ends


def final_name(name: str, aliases: Mapping[str, str]) -> str:
    """The name ``name`` counts as: its alias followed to the end of the chain (Bea -> Ann ->
    Cid is Cid), stopping before a name met twice (a circle an old server may hold)."""
    seen = {name}
    while (target := aliases.get(name)) is not None and target not in seen:
        seen.add(target)
        name = target
    return name


def standings(
    games: Iterable[GameResult],
    *,
    aliases: Mapping[str, str] | None = None,
    season: Season | None = None,
    rules_name: str | None = None,
    players: int | None = None,
) -> list[Standing]:
    """The standings: most points first, then the better average place, then the name.
    ``players`` (3 or 4) keeps the games of that many players only: a league's places and
    points mean something only among games of one kind."""
    aliases = aliases or {}
    table: dict[str, Standing] = {}
    for game in games:
        if season is not None and not season.holds(game.created):
            continue
        if rules_name is not None and game.rules_name != rules_name:
            continue
        if players is not None and len(game.names) != players:
            continue
        for seat, name in enumerate(game.names):
            player = final_name(name, aliases)
            row = table.setdefault(player, Standing(player))
            row.games += 1
            row.points += game.points[seat]
            row.place_total += game.ranks[seat]
            row.places.append(game.ranks[seat])
            row.hands += game.hands
            row.wins += game.wins[seat] if game.wins else 0
            row.deal_ins += game.deal_ins[seat] if game.deal_ins else 0
    return sorted(
        table.values(), key=lambda r: (-round(r.points, 6), r.average_place, r.player.casefold())
    )


def default_players(games: Iterable[GameResult]) -> int:
    """The player count standings show unless told: four, or three where every game is a
    three-player one."""
    counts = {len(game.names) for game in games}
    return 3 if counts == {3} else 4


# --- seating ---------------------------------------------------------------------------------


def _pairs(table: Sequence[str]) -> Iterable[frozenset[str]]:
    return (frozenset(pair) for pair in itertools.combinations(table, 2))


def repeats(tables: Sequence[Sequence[str]], history: Sequence[Sequence[str]]) -> int:
    """How many pairs at ``tables`` have already sat together in ``history`` (counted with
    multiplicity: a pair that met twice before counts twice)."""
    met: dict[frozenset[str], int] = {}
    for table in history:
        for pair in _pairs(table):
            met[pair] = met.get(pair, 0) + 1
    return sum(met.get(pair, 0) for table in tables for pair in _pairs(table))


def seating(
    players: Sequence[str],
    history: Sequence[Sequence[str]] = (),
    *,
    rng: random.Random | None = None,
    avoid_repeats: bool = True,
    tries: int = 200,
) -> list[tuple[str, ...]]:
    """Tables of four for ``players`` (a multiple of four): at random, or (the default) the
    seating with the fewest repeated opponents over ``history`` (the night's tables so far)
    found by random restarts and pair swaps, as tournament software does. Seat order at a
    table is random (the first is East)."""
    if len(players) % 4 or not players:
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "{count} players do not make tables of four"),
            count=len(players),
        )
    if len(set(players)) != len(players):
        raise SeatingError(QT_TRANSLATE_NOOP("Seating", "a player is named twice"))
    rng = rng or random.Random()
    order = list(players)
    rng.shuffle(order)
    best = _tables(order)
    if avoid_repeats and history:
        best_cost = repeats(best, history)
        for _ in range(tries):
            if best_cost == 0:
                break
            rng.shuffle(order)
            candidate, cost = _improve(order, history)
            if cost < best_cost:
                best, best_cost = candidate, cost
    return [tuple(rng.sample(table, len(table))) for table in best]


def _tables(order: Sequence[str]) -> list[tuple[str, ...]]:
    return [tuple(order[i : i + 4]) for i in range(0, len(order), 4)]


def _improve(
    order: list[str], history: Sequence[Sequence[str]]
) -> tuple[list[tuple[str, ...]], int]:
    """Swap players between tables while that lowers the repeats (a local optimum)."""
    seats = list(order)
    cost = repeats(_tables(seats), history)
    improved = True
    while improved and cost:
        improved = False
        for i in range(len(seats)):
            for j in range(i + 1, len(seats)):
                if i // 4 == j // 4:
                    continue
                seats[i], seats[j] = seats[j], seats[i]
                new = repeats(_tables(seats), history)
                if new < cost:
                    cost, improved = new, True
                else:
                    seats[i], seats[j] = seats[j], seats[i]
    return _tables(seats), cost


class Outcome(Protocol):
    """What the league counts of a hand (a :class:`HandOutcome`, or the club's fuller
    :class:`~scoretable.storage.club.hands.ClubHand`)."""

    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def discarder(self) -> int | None: ...
    @property
    def kind(self) -> str: ...


class HandOutcome(NamedTuple):
    """What the league counts of a hand: who won (none for a draw), who dealt in (None but
    for a ron) and its kind ("ron", "tsumo", a draw's)."""

    winners: tuple[int, ...]
    discarder: int | None
    kind: str


def game_result(
    names: Sequence[str],
    result: Mapping[str, object] | None,
    rules_name: str,
    created: str,
    hands: Sequence[Outcome] = (),
) -> GameResult | None:
    """A finished game's :class:`GameResult` from its stored result (``FinalResult`` as JSON)
    and its hands (each an :class:`Outcome`); None for an unfinished or unreadable one."""
    if not result:
        return None
    points, ranks = result.get("points"), result.get("ranks")
    if not isinstance(points, list) or not isinstance(ranks, list) or len(points) != len(names):
        return None
    seats = range(len(names))
    wins = tuple(sum(seat in hand.winners for hand in hands) for seat in seats)
    deal_ins = tuple(
        sum(hand.kind == "ron" and hand.discarder == seat for hand in hands) for seat in seats
    )
    return GameResult(
        names=tuple(names),
        points=tuple(float(p) for p in points),
        ranks=tuple(int(r) for r in ranks),
        rules_name=rules_name,
        created=created,
        hands=len(hands),
        wins=wins,
        deal_ins=deal_ins,
    )
