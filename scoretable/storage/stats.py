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
told).

A stored game that cannot be read or replayed, or whose log does not end the game it says is
finished, is left out (the library lists it with the reason): one bad game never stops the
statistics of the others.
"""

from __future__ import annotations

import contextlib
import csv
import datetime
import io
import json
import weakref
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from scoretable import clock
from scoretable.storage.errors import StoreError
from scoretable.storage.rating import Rating, tenhou_ratings
from scoretable.storage.store import Store
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
    tsumo_wins: int = 0
    deal_in_points: int = 0
    riichi_wins: int = 0
    riichi_deal_ins: int = 0
    deal_ins_to_riichi: int = 0
    dealer_hands: int = 0
    dealer_wins: int = 0
    dealer_repeats: int = 0
    draws: int = 0
    draw_tenpai: int = 0
    firsts: int = 0
    lasts: int = 0
    busts: int = 0
    highest_score: int | None = None
    yakuman: int = 0
    chombo: int = 0
    # games and hands that came from a log with its hands' facts; the figures below are
    # over those only (None where the player has no such game)
    log_games: int = 0
    log_hands: int | None = None
    called_hands: int | None = None
    log_riichi: int | None = None
    riichi_turns: int | None = None
    log_deal_ins: int | None = None
    deal_ins_to_open: int | None = None
    deal_ins_to_closed: int | None = None
    # riichi that won in those games, and of those wins, with ippatsu and with ura dora that
    # counted (from the winners' yaku)
    log_riichi_wins: int | None = None
    ippatsu: int | None = None
    ura_dora: int | None = None
    # Tenhou's R over the same games (:mod:`scoretable.storage.rating`)
    rating: float = 1500.0

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

    @property
    def average_deal_in(self) -> float:
        return self.deal_in_points / self.deal_ins if self.deal_ins else 0.0

    @property
    def first_rate(self) -> float:
        return self.firsts / self.games if self.games else 0.0

    @property
    def last_rate(self) -> float:
        return self.lasts / self.games if self.games else 0.0

    @property
    def call_rate(self) -> float | None:
        if self.log_hands is None or self.called_hands is None:
            return None
        return self.called_hands / self.log_hands if self.log_hands else 0.0

    @property
    def average_riichi_turn(self) -> float | None:
        if not self.log_riichi or self.riichi_turns is None:
            return None
        return self.riichi_turns / self.log_riichi


ONE_DAY = datetime.timedelta(days=1)


@dataclass(frozen=True)
class Filter:
    """Which finished games count: ``players`` (3 or 4: never both), a rules preset, and the
    days they were started (``since`` and ``until``, inclusive ``YYYY-MM-DD``, UTC; ``since``
    may also be a full UTC timestamp, as the games' starts are stored). Its
    condition reads ``seat_stats s`` alone (each row keeps its game's preset and start)."""

    players: int = 4
    rules_name: str | None = None
    since: str | None = None
    until: str | None = None

    def where(self) -> tuple[str, tuple[str | int, ...]]:
        """The SQL condition on ``seat_stats s`` and its arguments."""
        query = "+s.seats = ?"  # no index on it: the aggregates scan the table itself
        args: list[str | int] = [self.players]
        if self.rules_name is not None:
            query += " AND s.rules_name = ?"
            args.append(self.rules_name)
        if self.since is not None:
            query += " AND s.created >= ?"
            args.append(self.since)
        if self.until is not None:
            query += " AND s.created < ?"  # before the next day
            args.append((datetime.date.fromisoformat(self.until) + ONE_DAY).isoformat())
        return query, tuple(args)


def _yaku_count(number: int) -> str:
    """The SQL that adds up the wins with Tenhou's yaku ``number`` (log games only)."""
    return (
        "sum(CASE WHEN s.log_hands IS NOT NULL"
        f" THEN coalesce(json_extract(s.yaku, '$.\"{number}\"'), 0) END)"
    )


# What the statistics add up, column by column, into :class:`PlayerStats`' fields.
_SUMS = (
    ("games", "count(*)"),
    ("placement_total", "sum(s.rank)"),
    ("hands", "sum(s.hands)"),
    ("wins", "sum(s.wins)"),
    ("deal_ins", "sum(s.deal_ins)"),
    ("riichi", "sum(s.riichi)"),
    ("win_points", "sum(s.win_points)"),
    ("final_points", "sum(s.points)"),
    ("tsumo_wins", "sum(s.tsumo_wins)"),
    ("deal_in_points", "sum(s.deal_in_points)"),
    ("riichi_wins", "sum(s.riichi_wins)"),
    ("riichi_deal_ins", "sum(s.riichi_deal_ins)"),
    ("deal_ins_to_riichi", "sum(s.deal_ins_to_riichi)"),
    ("dealer_hands", "sum(s.dealer_hands)"),
    ("dealer_wins", "sum(s.dealer_wins)"),
    ("dealer_repeats", "sum(s.dealer_repeats)"),
    ("draws", "sum(s.draws)"),
    ("draw_tenpai", "sum(s.draw_tenpai)"),
    ("firsts", "sum(s.rank = 1)"),
    ("lasts", "sum(s.rank = ?)"),
    ("busts", "sum(s.bust)"),
    ("highest_score", "max(s.final_score)"),
    ("yakuman", "sum(s.yakuman)"),
    ("chombo", "sum(s.chombo)"),
    ("log_games", "count(s.log_hands)"),
    ("log_hands", "sum(s.log_hands)"),
    ("called_hands", "sum(s.called_hands)"),
    ("log_riichi", "sum(CASE WHEN s.log_hands IS NOT NULL THEN s.riichi END)"),
    ("riichi_turns", "sum(s.riichi_turns)"),
    ("log_deal_ins", "sum(CASE WHEN s.log_hands IS NOT NULL THEN s.deal_ins END)"),
    ("deal_ins_to_open", "sum(s.deal_ins_to_open)"),
    ("deal_ins_to_closed", "sum(s.deal_ins_to_closed)"),
    ("log_riichi_wins", "sum(CASE WHEN s.log_hands IS NOT NULL THEN s.riichi_wins END)"),
    ("ippatsu", _yaku_count(2)),
    ("ura_dora", _yaku_count(53)),
)


# One player's rows, by the name index (the planner took the ordered index, which holds the
# name too, and read every row through it).
_BY_NAME = "seat_stats s INDEXED BY seat_stats_by_name"

# What the players' table compares (``player_stats(..., fields=COMPARE_FIELDS)``).
COMPARE_FIELDS = (
    "games",
    "placement_total",
    "hands",
    "wins",
    "deal_ins",
    "riichi",
    "win_points",
    "final_points",
    "firsts",
    "lasts",
    "log_hands",
    "called_hands",
)


def player_stats(
    store: Store,
    rules_name: str | None = None,
    players: int = 4,
    *,
    where: Filter | None = None,
    name: str | None = None,
    fields: Iterable[str] | None = None,
) -> list[PlayerStats]:
    """Statistics over the store's finished games of ``players`` players (3 or 4: the two are
    never mixed), optionally of one rules preset only (or as ``where`` says), with each
    player's Tenhou R over the same games: every player's, or the one ``name``d.

    ``fields`` (e.g. :data:`COMPARE_FIELDS`) adds up those only, for speed: the others keep
    their defaults and must not be shown.

    Added up by the database from each game's summary (kept when the game is saved): no game
    is replayed, except once a finished game that has none yet (stored before summaries)."""
    _fill_missing(store)
    where = where or Filter(players, rules_name)
    condition, args = where.where()
    wanted = set(fields) if fields is not None else None
    sums = [(f, sql) for f, sql in _SUMS if wanted is None or f in wanted or f == "games"]
    columns = ", ".join(sql for _, sql in sums)
    params: list[str | int] = [where.players] if any(f == "lasts" for f, _ in sums) else []
    params += args
    # every player: one pass over the table, grouped aside ("+": grouped through the name
    # index, the rows were read one by one, several times slower)
    group, rows_of = "+s.name", "seat_stats s"
    if name is not None:
        condition += " AND s.name = ?"
        params.append(name)
        group, rows_of = "s.name", _BY_NAME
    query = f"SELECT s.name, {columns} FROM {rows_of} WHERE {condition} GROUP BY {group}"
    rows = store.conn.execute(query, params).fetchall()
    ratings = _ratings(store, where)
    table = []
    for player, *values in rows:
        stats = PlayerStats(player, **{f: v for (f, _), v in zip(sums, values, strict=True)})
        stats.final_points = round(stats.final_points, 3)
        stats.rating = ratings[player].rating
        table.append(stats)
    return sorted(table, key=lambda s: (-s.games, s.name.casefold()))


# The fields of each player's JSON object, in order.
FIELDS = (
    "player",
    "games",
    "hands",
    "wins",
    "tsumo_wins",
    "deal_ins",
    "riichi",
    "called_hands",
    "average_place",
    "firsts",
    "lasts",
    "final_points",
    "win_points",
    "deal_in_points",
    "riichi_wins",
    "riichi_deal_ins",
    "dealer_hands",
    "dealer_wins",
    "dealer_repeats",
    "draws",
    "draw_tenpai",
    "busts",
    "highest_score",
    "yakuman",
    "chombo",
    "log_games",
    "log_hands",
    "log_riichi",
    "riichi_turns",
    "log_deal_ins",
    "deal_ins_to_riichi",
    "deal_ins_to_open",
    "deal_ins_to_closed",
    "log_riichi_wins",
    "ippatsu",
    "ura_dora",
    "rating",
)


def as_json(stats: PlayerStats) -> dict[str, Any]:
    """One player's JSON object (counts as counted; the average place to 4 decimals, the
    rating to 2)."""
    row: dict[str, Any] = {"player": stats.name}
    for name in FIELDS[1:]:
        if name == "average_place":
            row[name] = round(stats.average_placement, 4)
        elif name == "rating":
            row[name] = round(stats.rating, 2)
        elif name == "final_points":
            row[name] = round(stats.final_points, 3)
        else:
            row[name] = getattr(stats, name)
    return row


def stats_csv(rows: Iterable[PlayerStats]) -> str:
    """The players' figures as CSV: a header of :data:`FIELDS`, one line a player (a figure
    that the games cannot give is empty)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FIELDS)
    for stats in rows:
        row = as_json(stats)
        writer.writerow(["" if row[name] is None else row[name] for name in FIELDS])
    return out.getvalue()


# The ratings last computed, by store (the object itself, held weakly: a library opened
# later, even in the same folder and at the same address in memory, is another key), then by
# filter and the database's version: the players' table and a player's page under the same
# filters compute them once.
_RATINGS: weakref.WeakKeyDictionary[Store, dict[tuple[object, ...], dict[str, Rating]]] = (
    weakref.WeakKeyDictionary()
)


def _ratings(store: Store, where: Filter) -> dict[str, Rating]:
    """Every player's Tenhou R over the games ``where`` lets through, in the order played."""
    known = _RATINGS.setdefault(store, {})
    key = (str(store.path), where, *_version(store))
    if key not in known:
        if len(known) >= 8:
            known.clear()
        known[key] = tenhou_ratings(_placements(store, where))
    return known[key]


def _placements(store: Store, where: Filter) -> Iterator[tuple[list[str], list[int]]]:
    """Each counted game's names and ranks, in the order played (started, then stored)."""
    condition, args = where.where()
    rows = store.conn.execute(
        f"SELECT s.game_id, s.name, s.rank, s.seat, s.seats FROM seat_stats s WHERE {condition}"
        " ORDER BY s.seats, s.created, s.game_id, s.seat",
        args,
    )
    current: int | None = None
    names: list[str] = []
    ranks: list[int] = []
    for game_id, name, rank, seat, seats in rows:
        if not (isinstance(rank, int) and 1 <= rank <= seats):
            raise StoreError(
                f"The statistics' summary of game {game_id}, seat {seat}, has the rank"
                f" {rank!r}, impossible in a game of {seats} players: rebuilding the"
                " statistics puts it right.",
                "damaged",
                f"game {game_id}, seat {seat}: rank {rank!r}",
            )
        if game_id != current:
            if names:
                yield names, ranks
            current, names, ranks = game_id, [], []
        names.append(name)
        ranks.append(rank)
    if names:
        yield names, ranks


# How far back the night's leaders look: the games started in the last twelve hours (a club
# night that goes past midnight stays one night).
NIGHT = datetime.timedelta(hours=12)


def night_leaders(
    store: Store, players: int = 4, *, now: datetime.datetime | None = None, limit: int = 8
) -> list[PlayerStats]:
    """The night's leaders: the players of the finished games of ``players`` players started
    in the last :data:`NIGHT`, by their total final points (most first; then fewer games, then
    name), at most ``limit``. Each one's ``games`` and ``final_points`` are the night's, its
    ``rating`` Tenhou's R over every game of that player count in the store."""
    now = now or clock.now()
    since = (now - NIGHT).astimezone(datetime.UTC).isoformat(timespec="microseconds")
    # (``since`` a full timestamp: it compares with the stored UTC starts as text does)
    tonight = player_stats(store, where=Filter(players, since=since), fields=("final_points",))
    ratings = _ratings(store, Filter(players))
    for stats in tonight:
        stats.rating = ratings[stats.name].rating
    tonight.sort(key=lambda s: (-s.final_points, s.games, s.name.casefold()))
    return tonight[:limit]


@dataclass
class PlayerPage:
    """What the player's page shows beyond the figures: ``places``, the rank of each game in
    the order played (with the day it started); ``ratings``, the rating after each;
    ``han``, wins by han ("1".."13" for 13 or more, "Y" yakuman); ``yaku``, wins by Tenhou's
    yaku number (from logs only)."""

    name: str
    places: list[tuple[str, int]] = field(default_factory=list)
    ratings: list[float] = field(default_factory=list)
    han: dict[str, int] = field(default_factory=dict)
    yaku: dict[str, int] = field(default_factory=dict)


def player_page(store: Store, name: str, where: Filter | None = None) -> PlayerPage:
    """The page of one player over the games ``where`` says (four players unless told)."""
    _fill_missing(store)
    where = where or Filter()
    condition, args = where.where()
    page = PlayerPage(name)
    for created, rank, han, yaku in store.conn.execute(
        f"SELECT s.created, s.rank, s.han, s.yaku FROM {_BY_NAME}"
        f" WHERE s.name = ? AND {condition} ORDER BY s.created, s.game_id",
        (name, *args),
    ):
        page.places.append((str(created)[:10], int(rank)))
        for key, count in json.loads(han).items():
            page.han[key] = page.han.get(key, 0) + int(count)
        for key, count in json.loads(yaku or "{}").items():
            page.yaku[key] = page.yaku.get(key, 0) + int(count)
    rating = _ratings(store, where).get(name)
    page.ratings = list(rating.history) if rating is not None else []
    return page


def rules_names(store: Store, players: int = 4) -> list[str]:
    """The rules presets of the finished games of ``players`` players that the statistics
    count (those with a summary)."""
    _fill_missing(store)
    return [
        str(row[0])
        for row in store.conn.execute(
            "SELECT DISTINCT rules_name FROM seat_stats WHERE seats = ? ORDER BY rules_name",
            (players,),
        )
    ]


def player_counts(store: Store) -> list[int]:
    """The player counts (3, 4) of the finished games the statistics count, fewest first."""
    _fill_missing(store)
    return [
        int(row[0])
        for row in store.conn.execute("SELECT DISTINCT seats FROM seat_stats ORDER BY 1")
    ]


# Where each store stood when its missing summaries were last looked for (the store held
# weakly, as for the ratings).
_LOOKED: weakref.WeakKeyDictionary[Store, tuple[int, int]] = weakref.WeakKeyDictionary()


def _version(store: Store) -> tuple[int, int]:
    """Changes since: this connection's writes, and other connections' commits."""
    return store.conn.total_changes, int(store.conn.execute("PRAGMA data_version").fetchone()[0])


def _fill_missing(store: Store) -> None:
    """Write the summary of each finished game without one (looked for again only once the
    library has changed: the table and a page ask several times a refresh)."""
    if _LOOKED.get(store) == _version(store):
        return
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
    _LOOKED[store] = _version(store)


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
