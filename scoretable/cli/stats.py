"""The ``stats`` command: every player's statistics, as a table or JSON.

    scoretable [--data-dir DIR] stats [--players 3|4] [--rules PRESET]
                                      [--since DATE] [--until DATE] [--json]
    scoretable --club URL stats [--season NAME] [...] [--json]

``--json`` prints ``{"players": [{"player": ..., "games": ..., ...}]}`` and nothing else on
stdout (``scoretable.storage.stats.FIELDS``, in that order); a figure a game cannot give is
null: ``called_hands`` and the other log-only figures where none of the player's games came
from a log, and with ``--club`` every figure the club's server does not keep (it keeps each
game's result and its hands' winners and discarders). Problems go to stderr in one line:
exit 1 for a library or server that cannot be read, 2 for a bad argument.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any, TextIO

from scoretable.storage.db import StoreError, open_store
from scoretable.storage.league import GameResult, Season
from scoretable.storage.paths import data_dir
from scoretable.storage.rating import tenhou_ratings
from scoretable.storage.stats import FIELDS, Filter, as_json, player_stats


def run_stats(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    if args.since and args.until and args.since > args.until:
        print(f"stats: --since {args.since} is after --until {args.until}", file=err)
        return 2
    if url:
        from scoretable.storage.club import ClubError

        try:
            rows = _club_rows(args, url)
        except ClubError as error:
            print(f"club: {error}", file=err)
            return 1
    elif args.season is not None:
        print("stats: seasons live on the club server: give --club URL", file=err)
        return 2
    else:
        where = Filter(args.players, args.rules, args.since, args.until)
        try:
            with open_store(data_dir(args.data_dir)).store as store:
                rows = [as_json(stats) for stats in player_stats(store, where=where)]
        except StoreError as error:
            print(f"cannot open the library: {error}", file=err)
            return 1
    if args.json:
        print(json.dumps({"players": rows}, ensure_ascii=False), file=out)
    else:
        _print_table(rows, out)
    return 0


def _club_rows(args: argparse.Namespace, url: str) -> list[dict[str, Any]]:
    from scoretable.storage.club import ClubError, club_results

    results, aliases, seasons = club_results(url)
    season = None
    if args.season is not None:
        season = next((s for s in seasons if s.name == args.season), None)
        if season is None:
            raise ClubError(f"no season {args.season!r} on the club server")
    return club_stats(results, aliases, season, args.players, args.rules, args.since, args.until)


def club_stats(
    results: Sequence[GameResult],
    aliases: dict[str, str],
    season: Season | None,
    players: int,
    rules_name: str | None,
    since: str | None,
    until: str | None,
) -> list[dict[str, Any]]:
    """The figures the club's server can give (its games' results, winners and discarders),
    as :data:`FIELDS` with null for the rest; games in the order they were started."""
    games = [
        game
        for game in sorted(results, key=lambda g: g.created)
        if len(game.names) == players
        and (rules_name is None or game.rules_name == rules_name)
        and (season is None or season.holds(game.created))
        and (since is None or game.created[:10] >= since)
        and (until is None or game.created[:10] <= until)
    ]
    table: dict[str, dict[str, Any]] = {}
    for game in games:
        for seat, name in enumerate(game.names):
            player = aliases.get(name, name)
            row = table.setdefault(
                player,
                {field: None for field in FIELDS}
                | {"player": player, "games": 0, "hands": 0, "wins": 0, "deal_ins": 0}
                | {"firsts": 0, "lasts": 0, "final_points": 0.0, "places": 0},
            )
            row["games"] += 1
            row["hands"] += game.hands
            row["wins"] += game.wins[seat] if game.wins else 0
            row["deal_ins"] += game.deal_ins[seat] if game.deal_ins else 0
            row["places"] += game.ranks[seat]
            row["firsts"] += game.ranks[seat] == 1
            row["lasts"] += game.ranks[seat] == players
            row["final_points"] += game.points[seat]
    ratings = tenhou_ratings(
        ([aliases.get(n, n) for n in game.names], list(game.ranks)) for game in games
    )
    for player, row in table.items():
        row["average_place"] = round(row.pop("places") / row["games"], 4)
        row["final_points"] = round(row["final_points"], 3)
        row["rating"] = round(ratings[player].rating, 2)
    return sorted(table.values(), key=lambda r: (-r["games"], r["player"].casefold()))


def _print_table(rows: list[dict[str, Any]], out: TextIO) -> None:
    print(
        f"{'player':<24}{'games':>6}{'hands':>7}{'win %':>7}{'deal-in %':>10}"
        f"{'avg place':>10}{'rating':>9}",
        file=out,
    )
    for row in rows:
        hands = row["hands"] or 0
        win = 100 * row["wins"] / hands if hands else 0.0
        deal_in = 100 * row["deal_ins"] / hands if hands else 0.0
        print(
            f"{row['player']:<24}{row['games']:>6}{hands:>7}{win:>7.1f}{deal_in:>10.1f}"
            f"{row['average_place']:>10.2f}{row['rating']:>9.1f}",
            file=out,
        )
