"""The ``stats`` command: every player's statistics, as a table or JSON.

    scoretable [--data-dir DIR] stats [--players 3|4] [--rules PRESET]
                                      [--since DATE] [--until DATE] [--json]
    scoretable --club URL stats [--season NAME] [...] [--json]

``--json`` prints ``{"players": [{"player": ..., "games": ..., ...}]}`` and nothing else on
stdout (``scoretable.storage.stats.FIELDS``, in that order); a figure a game cannot give is
null: ``called_hands`` and the other log-only figures where none of the player's games came
from a log (never, with ``--club``: the club's server keeps no log's facts of each hand). With
``--club`` the figures are the same as a library's, over the club's finished games: each
one's summary computed from the log the server holds
(:func:`scoretable.storage.club.club_statistics`), names as the club's merged players count
them, ``--season`` and the days both limiting. Problems go to stderr in one line: exit 1 for
a library or server that cannot be read (a damaged library: where its file was moved, as the
window says when it opens the library), 2 for a bad argument (an unknown ``--rules`` preset
too).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.db import StoreError, open_store
from scoretable.storage.paths import data_dir
from scoretable.storage.stats import Filter, as_json, player_stats


def run_stats(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    if args.since and args.until and args.since > args.until:
        print(f"stats: --since {args.since} is after --until {args.until}", file=err)
        return 2
    if args.rules is not None:
        from scoretable.engine.rules import get_preset

        try:
            get_preset(args.rules)
        except KeyError as error:
            print(f"stats: {error.args[0]}", file=err)
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
            opened = open_store(data_dir(args.data_dir))
            with opened.store as store:
                if opened.moved_to is not None:  # its games are in the file moved aside
                    print(damaged(opened.error, opened.moved_to), file=err)
                    return 1
                rows = [as_json(stats) for stats in player_stats(store, where=where)]
        except StoreError as error:
            print(f"cannot open the library: {' '.join(str(error).split())}", file=err)
            return 1
    if args.json:
        print(json.dumps({"players": rows}, ensure_ascii=False), file=out)
    else:
        _print_table(rows, out)
    return 0


def damaged(error: StoreError | None, moved_to: object) -> str:
    """One line: the library could not be read, where its file went, that a new one began."""
    why = " ".join(str(error).split()).rstrip(".") if error else "it could not be read"
    return (
        f"stats: the library could not be used ({why}); its file was moved to {moved_to}"
        " and a new, empty library started: no statistics to show"
    )


def _club_rows(args: argparse.Namespace, url: str) -> list[dict[str, Any]]:
    """The figures of the club's games, as the window's statistics show them (each game's
    summary computed from the log the server holds), within ``--season`` and the days."""
    from scoretable.storage.club import ClubError, club_statistics

    read = club_statistics(url)
    since, until = args.since, args.until
    if args.season is not None:
        season = next((s for s in read.seasons if s.name == args.season), None)
        if season is None:
            known = ", ".join(sorted(s.name for s in read.seasons)) or "none"
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club", "no season called {season} on the club server (known: {known})"
                ),
                season=repr(args.season),
                known=known,
            )
        since = max(since or season.starts, season.starts)
        until = min(until or season.ends, season.ends)
    where = Filter(args.players, args.rules, since, until)
    with read.store as store:
        return [as_json(stats) for stats in player_stats(store, where=where)]


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
