"""``scoretable --club URL tournament ...``: a tournament day from the command line.

    tournament create NAME --rules PRESET (--players A,B,... | --players-file CSV) --sessions N
                      [--teams] [--sanma] [--cut N] [--hide-from K] [--red-card POINTS]
    tournament seat NAME --session K [--json] [--again] [--swiss] [--script FILE]
    tournament penalty NAME PLAYER POINTS --reason TEXT [--session K] [--referee R]
                      [--chombo | --card yellow|red]
    tournament clock NAME --session K --minutes M [--table T]   (T: extra time for one table)
    tournament cancel NAME ID
    tournament penalties NAME
    tournament substitute NAME --session K PLAYER SUBSTITUTE [--fixed POINTS]
    tournament standings NAME [--json] [--public]
    tournament export-ema NAME FILE

``seat --json`` prints ``{"tables": [[east, south, west, north], ...]}``; ``standings --json``
prints ``{"standings": [{"player", "games", "points", "penalties", "rank"}, ...]}`` (points:
the total, penalties included). ``export-ema`` checks the day first (every game complete, each
game's points summing to zero) and lists the penalties on stderr; the file holds one header
line and one row per player. Exit 0, or 1 with a one-line reason.

Input is checked where it enters: points (a penalty, ``--red-card``, ``--fixed``) are finite
and within 1,000 either way (``storage.tournament_input``), ``--rules`` names a preset, a
substitute's session is one of the tournament's; a players' file and a seating script are
regular files of at most 1 MB, UTF-8 or UTF-16 with its byte-order mark, a script's JSON of
bounded nesting (:mod:`scoretable.cli.inputs`). ``standings --json`` is always JSON.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from scoretable.engine.markers import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from scoretable.storage import tournament as tm

# The parser is built at every start of the window: the storage modules load only when a
# tournament command runs.

# The largest players' file or seating script read (a day of 500 players is 20 KB).
MAX_FILE_BYTES = 1 << 20


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``tournament`` command and its subcommands (``sub``: the main parser's)."""
    tp = sub.add_parser("tournament", help="a tournament day on the club server (--club)")
    ts = tp.add_subparsers(dest="action", required=True)
    cr = ts.add_parser("create", help="a new tournament with its players")
    cr.add_argument("name")
    cr.add_argument("--rules", required=True, metavar="PRESET", help="rules preset")
    cr.add_argument("--players", default=None, help="names, comma-separated")
    cr.add_argument(
        "--players-file",
        default=None,
        metavar="CSV",
        help="a CSV file with a header: name, and any of ema, country, team",
    )
    cr.add_argument("--sessions", type=int, required=True)
    cr.add_argument("--sanma", action="store_true", help="tables of three")
    cr.add_argument("--cut", type=int, default=None, help="players kept for the last session")
    cr.add_argument(
        "--hide-from",
        type=int,
        default=None,
        metavar="K",
        help="the public standings leave out session K and later",
    )
    cr.add_argument("--red-card", type=float, default=-20.0, help="what a red card costs")
    cr.add_argument("--seed", type=int, default=None, help="the draw's seed (default: random)")
    cr.add_argument(
        "--hands-after",
        type=int,
        choices=(1, 2),
        default=1,
        help="when the session's time is up: 1 the hand in play ends the game, 2 one more",
    )
    ck = ts.add_parser("clock", help="start a session's clock, or give one table extra time")
    ck.add_argument("name")
    ck.add_argument("--session", type=int, required=True)
    ck.add_argument("--minutes", type=int, required=True, help="the session's length, or extra")
    ck.add_argument("--table", type=int, default=None, help="extra time for this table only")
    se = ts.add_parser("seat", help="a session's tables (the whole day planned at the first)")
    se.add_argument("name")
    se.add_argument("--session", type=int, required=True)
    se.add_argument("--json", action="store_true")
    se.add_argument("--again", action="store_true", help="plan this session and later anew")
    se.add_argument("--swiss", action="store_true", help="seat this session by standing")
    se.add_argument("--script", metavar="FILE", default=None, help="the organiser's seating")
    pe = ts.add_parser("penalty", help="a penalty (POINTS as added: -20), a chombo or a card")
    pe.add_argument("name")
    pe.add_argument("player")
    pe.add_argument("points", type=float)
    pe.add_argument("--reason", required=True)
    pe.add_argument("--session", type=int, default=None)
    pe.add_argument("--referee", default="")
    kind = pe.add_mutually_exclusive_group()
    kind.add_argument("--chombo", action="store_true")
    kind.add_argument("--card", choices=("yellow", "red"), default=None)
    ca = ts.add_parser("cancel", help="cancel a penalty or card (by its number)")
    ca.add_argument("name")
    ca.add_argument("id", type=int)
    pl = ts.add_parser("penalties", help="every penalty and card")
    pl.add_argument("name")
    su = ts.add_parser("substitute", help="a substitute plays a player's seat in a session")
    su.add_argument("name")
    su.add_argument("player")
    su.add_argument("substitute")
    su.add_argument("--session", type=int, required=True)
    su.add_argument(
        "--fixed",
        type=float,
        default=None,
        help="the player gets these points for the game (default: the game counts for them)",
    )
    st = ts.add_parser("standings", help="the standings, with the tie-break")
    st.add_argument("name")
    st.add_argument("--json", action="store_true")
    st.add_argument("--public", action="store_true", help="as shown (hidden sessions left out)")
    ex = ts.add_parser("export-ema", help="the EMA results file (CSV), after the checks")
    ex.add_argument("name")
    ex.add_argument("file")


def run_tournament(args: argparse.Namespace, url: str | None, out: TextIO, err: TextIO) -> int:
    from scoretable.cli.inputs import InputError
    from scoretable.storage.club import ClubError, redact

    try:
        if not url:
            raise ClubError(
                QT_TRANSLATE_NOOP(
                    "Club", "{command} needs the club's server: --club URL or SCORETABLE_CLUB_URL"
                ),
                command="tournament",
            )
        return _run(args, url, out, err)
    except ClubError as error:
        print(f"tournament: {redact(str(error), url or '')}", file=err)
        return 1
    except InputError as error:
        print(f"tournament: {error}", file=err)
        return 1
    except BrokenPipeError:  # the output's reader is gone: main ends the command quietly
        raise
    except OSError as error:
        print(f"tournament: {error.strerror or error}: {error.filename}", file=err)
        return 1


def _run(args: argparse.Namespace, url: str, out: TextIO, err: TextIO) -> int:
    from scoretable.cli.inputs import check_output, read_text
    from scoretable.storage import tournament as tm

    action = args.action
    if action == "create":
        import secrets

        if bool(args.players) == bool(args.players_file):
            raise tm.TournamentError(
                QT_TRANSLATE_NOOP("Tournament", "give the players: --players or --players-file")
            )
        text = read_text(args.players_file, MAX_FILE_BYTES) if args.players_file else args.players
        players = tuple(tm.parse_players(text))
        made = tm.create(
            url,
            tm.Tournament(
                " ".join(args.name.split()),
                args.rules,
                args.sessions,
                3 if args.sanma else 4,
                args.cut,
                args.hide_from,
                args.red_card,
                args.seed if args.seed is not None else secrets.randbits(31),
                players,
                args.hands_after,
            ),
        )
        print(
            f"tournament {made.name}: {len(made.players)} players, {made.sessions} sessions,"
            f" rules {made.rules_name}",
            file=out,
        )
        return 0
    if action == "seat":
        script = read_text(args.script, MAX_FILE_BYTES) if args.script else None
        tables = tm.seat(
            url,
            args.name,
            args.session,
            again=args.again,
            how="swiss" if args.swiss else "planned",
            script=script,
        )
        if args.json:
            print(json.dumps({"tables": tables}, ensure_ascii=False), file=out)
        else:
            for number, table in enumerate(tables, start=1):
                print(f"table {number}: {', '.join(table)}", file=out)
        return 0
    if action == "penalty":
        kind = "chombo" if args.chombo else args.card or "penalty"
        given = tm.add_penalty(
            url,
            args.name,
            " ".join(args.player.split()),
            args.points,
            kind=kind,
            reason=args.reason,
            session=args.session,
            referee=args.referee,
        )
        print(f"penalty {given.id}: {_penalty_line(given)}", file=out)
        return 0
    if action == "clock":
        if args.table is not None:
            tm.extra_time(url, args.name, args.session, args.table, args.minutes)
            print(
                f"session {args.session}, table {args.table}: {args.minutes} minutes more",
                file=out,
            )
        else:
            started = tm.start_clock(url, args.name, args.session, args.minutes)
            print(
                f"session {args.session}: {args.minutes} minutes from"
                f" {started.isoformat(timespec='seconds')}",
                file=out,
            )
        return 0
    if action == "cancel":
        tm.cancel_penalty(url, args.name, args.id)
        print(f"penalty {args.id} cancelled", file=out)
        return 0
    if action == "penalties":
        for penalty in tm.penalties(url, args.name):
            print(f"{penalty.id:>4}  {_penalty_line(penalty)}", file=out)
        return 0
    if action == "substitute":
        tm.add_substitute(url, args.name, args.session, args.player, args.substitute, args.fixed)
        counts = (
            f"{args.player} gets {tm.number(args.fixed)} points for it"
            if args.fixed is not None
            else f"the game counts for {args.player}"
        )
        print(
            f"session {args.session}: {args.substitute} plays for {args.player}; {counts}", file=out
        )
        return 0
    if action == "standings":
        rows = tm.standings(url, args.name, public=args.public)
        if args.json:
            try:  # NaN is no JSON: a row that holds one (stored before it was refused) is said
                text = json.dumps(
                    {"standings": [r.as_json() for r in rows]}, ensure_ascii=False, allow_nan=False
                )
            except ValueError:
                raise tm.TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Tournament",
                        "the standings hold points that are not a number: cancel the penalty"
                        " or substitute that gave them",
                    )
                ) from None
            print(text, file=out)
        else:
            print(
                f"{'#':>3}  {'player':<24}{'games':>6}{'points':>10}{'penalties':>10}"
                f"{'avg place':>11}",
                file=out,
            )
            for row in rows:
                print(
                    f"{row.rank:>3}  {row.player:<24}{row.games:>6}{row.points:>10.1f}"
                    f"{row.penalties:>10.1f}{row.average_place:>11.2f}",
                    file=out,
                )
            for team, points, members in tm.team_standings(rows):
                print(f"team {team}: {points:.1f} ({members} players)", file=out)
        return 0
    # export-ema
    check_output(args.file)
    found = tm.day(url, args.name)
    tm.check_complete(found)
    rows = tm.compute_standings(
        found.tournament,
        found.games,
        found.penalties,
        found.substitutes,
        kept=tm.finalists(found.tournament, found.seating),
    )
    for penalty in found.penalties:
        print(f"penalty {penalty.id}: {_penalty_line(penalty)}", file=err)
    Path(args.file).write_text(tm.ema_csv(rows), encoding="utf-8")
    print(
        f"wrote {len(rows)} players to {args.file}; {len(found.games)} games,"
        f" {sum(1 for p in found.penalties if not p.cancelled)} penalties",
        file=out,
    )
    return 0


def _penalty_line(penalty: tm.Penalty) -> str:
    from scoretable.storage import tournament as tm

    what = {
        "penalty": f"{tm.number(penalty.points)} points",
        "chombo": f"chombo, {tm.number(penalty.points)} points",
        "yellow": "yellow card",
        "red": "red card",
    }[penalty.kind]
    where = f", session {penalty.session}" if penalty.session is not None else ""
    by = f", referee {penalty.referee}" if penalty.referee else ""
    cancelled = " (cancelled)" if penalty.cancelled else ""
    return f"{penalty.player}: {what}: {penalty.reason}{where}{by}{cancelled}"
