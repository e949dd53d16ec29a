"""The club commands: ``sync``, ``standings``, ``season``, ``merge-players``, ``seating`` and
``withdraw``.

    scoretable [--data-dir DIR] --club URL sync
    scoretable --club URL standings [--season NAME] [--rules PRESET] [--players 3|4] [--json]
    scoretable --club URL season NAME FROM TO          (dates YYYY-MM-DD, inclusive)
    scoretable --club URL merge-players ALIAS PLAYER
    scoretable [--club URL] seating NAME... [--random] [--seed N]
    scoretable [--data-dir DIR] --club URL withdraw GAME...   (a library's number or a club id)
    scoretable --club URL conflicts                        (cli/conflicts.py)
    scoretable --club URL resolve GAME --keep server|TABLE

The club's URL comes from ``--club`` or ``SCORETABLE_CLUB_URL``. Without a club, standings and
seating read the table's own library. A server that cannot be used gives exit 1 and a
one-line reason within about 30 seconds whatever another table holds; nothing local is lost
or changed. ``sync`` sends each game on its own: it exits 0 when every game was sent, 1 when
the server refused any (each named with its reason, the others sent) or could not be used;
a game whose copies differ between tables is named in a line of its own (``conflict: ...``).
``sync`` shows its progress on a terminal's standard error; Ctrl+C stops it between two
games (exit 130).
"""

from __future__ import annotations

import argparse
import json
import random
from typing import TextIO

from scoretable import clock
from scoretable.cli.progress import TerminalProgress
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club import (
    ClubError,
    add_season,
    club_results,
    club_standings,
    local_results,
    merge_players,
    redact,
    store_uid,
    sync,
    withdraw,
)
from scoretable.storage.db import StoreError, open_store
from scoretable.storage.league import Standing, default_players, seating, standings
from scoretable.storage.paths import data_dir
from scoretable.storage.work import Cancelled


def run_club(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    try:
        return _run(args, url, out, err)
    except ClubError as error:
        print(f"club: {redact(str(error), url or '')}", file=err)
        return 1
    except StoreError as error:
        print(f"cannot open the library: {error}", file=err)
        return 1
    except ValueError as error:
        print(f"{args.command}: {error}", file=err)
        return 2


def _run(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    command = args.command
    if command in ("sync", "season", "merge-players", "withdraw") and not url:
        raise ClubError(
            QT_TRANSLATE_NOOP(
                "Club", "{command} needs the club's server: --club URL or SCORETABLE_CLUB_URL"
            ),
            command=command,
        )
    if command == "sync":
        assert url is not None
        with (
            open_store(data_dir(args.data_dir)).store as store,
            TerminalProgress(err, "sending", "games") as progress,
        ):
            try:
                report = sync(store, url, lambda done, total: progress("sending", done, total))
            except Cancelled:
                progress.say("stopped: the games sent stay sent; the rest go next time", err)
                return 130
        print(
            f"sent {report.sent} games; {report.unchanged} already on the server"
            + (
                f"; {report.newer_on_server} further on the server (kept)"
                if report.newer_on_server
                else ""
            )
            + (f"; {report.withdrawn} withdrawn by the club" if report.withdrawn else ""),
            file=out,
        )
        for conflict in report.conflicts:
            print(f"conflict: {conflict.note()}", file=out)
        if report.conflicts:
            print(
                "the standings count the club's copy of each until someone chooses:"
                " scoretable --club URL resolve GAME --keep server|TABLE",
                file=out,
            )
        for refused in report.refused:
            print(
                f"club: game {refused.game_id} ({refused.title}) not sent: {refused.reason}",
                file=err,
            )
        if report.deferred:
            print(
                f"club: {report.deferred} games not tried (the sync's time was up); they go"
                " at the next sync",
                file=err,
            )
        return 0 if report.complete else 1
    if command == "withdraw":
        assert url is not None
        uids = []
        with open_store(data_dir(args.data_dir)).store as store:
            for game in args.games:
                uid = (
                    game if ":" in game else store_uid(store, int(game)) if game.isdigit() else None
                )
                if uid is None:
                    raise ValueError(
                        f"no game {game!r} in this library (give its number or club id)"
                    )
                uids.append(uid)
        held = withdraw(url, uids)
        print(f"withdrew {len(uids)} games from the club ({held} were on the server)", file=out)
        return 0
    if command == "season":
        assert url is not None
        add_season(url, args.name, args.starts, args.ends)
        print(f"season {args.name}: {args.starts} to {args.ends}", file=out)
        return 0
    if command == "merge-players":
        assert url is not None
        merge_players(url, args.alias, args.player)
        print(f"{args.alias} now counts as {args.player}", file=out)
        return 0
    if command == "standings":
        rows = _standings(args, url)
        if args.json:
            print(
                json.dumps({"standings": [r.as_json() for r in rows]}, ensure_ascii=False), file=out
            )
        else:
            _print_table(rows, out)
        return 0
    # seating: avoid the pairs that sat together today
    today = clock.today().isoformat()
    if url:
        results, _, _ = club_results(url)
    else:
        with open_store(data_dir(args.data_dir)).store as store:
            results = local_results(store)
    history = [r.names for r in results if r.created[:10] == today]
    tables = seating(
        args.names,
        history,
        rng=random.Random(args.seed),
        avoid_repeats=not args.random,
    )
    for number, table in enumerate(tables, start=1):
        print(f"table {number}: {', '.join(table)}", file=out)
    return 0


def _standings(args: argparse.Namespace, url: str | None) -> list[Standing]:
    if url:
        return club_standings(url, season=args.season, rules_name=args.rules, players=args.players)
    if args.season is not None:
        raise ClubError("seasons live on the club server: give --club URL")
    with open_store(data_dir(args.data_dir)).store as store:
        results = local_results(store)
    players = args.players or default_players(results)
    return standings(results, rules_name=args.rules, players=players)


def _print_table(rows: list[Standing], out: TextIO) -> None:
    print(f"{'#':>3}  {'player':<24}{'games':>6}{'points':>10}{'avg place':>11}", file=out)
    for place, row in enumerate(rows, start=1):
        print(
            f"{place:>3}  {row.player:<24}{row.games:>6}{row.points:>10.1f}"
            f"{row.average_place:>11.2f}",
            file=out,
        )
