"""The club's copies in conflict: ``conflicts`` lists them, ``resolve`` is a person's choice.

    scoretable --club URL conflicts
    scoretable --club URL resolve GAME --keep server|TABLE

Two tables sent copies of a game that differ (neither extends the other): the server keeps
both, and the standings count the copy it already held until someone chooses. ``conflicts``
prints one line a copy, naming the game (its title, and its club id in brackets) and both
tables. ``resolve GAME --keep server`` keeps the club's copy; ``--keep TABLE`` (a table as the
list names it, e.g. ``laptop-3f9c``) makes that table's copy the one the standings count.
GAME is the club id, or its beginning. Exit 0 done, 1 the server or the choice refused.
"""

from __future__ import annotations

import argparse
from typing import TextIO


def run_conflicts(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    from scoretable.engine.markers import QT_TRANSLATE_NOOP
    from scoretable.storage.club import ClubError, club_session, redact
    from scoretable.storage.club.copies import open_conflicts, resolve

    try:
        if not url:
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club", "{command} needs the club's server: --club URL or SCORETABLE_CLUB_URL"
                ),
                command=args.command,
            )
        if args.command == "conflicts":
            with club_session(url) as conn:
                found = open_conflicts(conn)
            for conflict in found:
                print(conflict.note(), file=out)
            print(f"{len(found)} copies in conflict", file=out)
            return 0
        with club_session(url, write=True) as conn:
            chosen = resolve(conn, args.game, args.keep)
        if chosen is None:
            print(f"the club keeps its copy of {args.game}", file=out)
        else:
            print(
                f"the club now counts table {chosen.table.label}'s copy of {chosen.uid}",
                file=out,
            )
        return 0
    except ClubError as error:
        print(f"club: {redact(str(error), url or '')}", file=err)
        return 1


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser(
        "conflicts", help="the games whose copies differ between tables on the club server"
    )
    rs = sub.add_parser("resolve", help="choose which copy of a game in conflict the club counts")
    rs.add_argument("game", metavar="GAME", help="the game's club id (or its beginning)")
    rs.add_argument(
        "--keep",
        required=True,
        metavar="server|TABLE",
        help="server: the club's copy stays; TABLE: that table's copy (as conflicts"
        " names it) is counted instead",
    )
