"""Command line: no arguments starts the window; subcommands check the engine.

scoretable                          start the score table window
scoretable [--data-dir DIR] --screenshot PATH [--dialog NAME]
                                    paint the window as it opens (the game it resumes, read
                                    and never written), or that dialog over it, to PATH
scoretable --layout table|screen   each panel faces its seat, or all upright
scoretable --theme dark|light|contrast  one colour scheme, whatever the system's (default: system)
scoretable --rules PRESET           a new game's rules (tenhou-sanma: three players)
scoretable table [--rules P] [--json]
scoretable conformance FILE.jsonl [--rules P]
scoretable conditions --rules P --round S4 --dealer SEAT --honba N --sticks N --scores A,B,C,D
                      [--json]
scoretable hand TILES [--meld M]... --win TILE [flags] --seat-wind W --round-wind W [--json]
scoretable hand --batch FILE.jsonl [--rules P] --json
scoretable learn worksheet --hands FILE [--rules P] [--count N] [--seed S] --pdf OUT.pdf [--json]
scoretable [--data-dir DIR] learn progress [--json]   each learner's answers, skill by skill
scoretable [--data-dir DIR] import FILE...   Tenhou logs (mjlog, tenhou.net/6), the app's own
                                             game files and backups into the library
scoretable [--data-dir DIR] --club URL sync  this library's games to the club's server
scoretable [--club URL] standings [--season S] [--rules P] [--players 3|4] [--json]
scoretable --club URL season NAME FROM TO | merge-players ALIAS PLAYER
scoretable [--data-dir DIR] --club URL withdraw GAME...  games out of the club's league
scoretable --club URL conflicts | resolve GAME --keep server|TABLE  copies that differ
scoretable [--club URL] seating NAME... [--random] [--seed N]
scoretable --club URL tournament create|seat|penalty|standings|export-ema ...  (cli/tournament)
scoretable [--data-dir DIR] import FILE --names A,B,C,D --tournament NAME --session K
scoretable [--data-dir DIR] share [--host ADDR] [--port N] [--json] [--learner SEAT]...
                      the game being played, served to phones and a stream overlay
scoretable [--data-dir DIR] [--club URL] stats [--players 3|4] [--rules P] [--since D]
                      [--until D] [--season S] [--json]     every player's statistics
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from scoretable import startup

# The subcommands. Without one of them (or -h) on the command line the window starts, and the
# command line is read first by a parser without them: their parsers and options cost
# start-up about as much as building the window's menus.
COMMANDS = frozenset(
    {
        "table",
        "conformance",
        "conditions",
        "hand",
        "import",
        "sync",
        "standings",
        "season",
        "merge-players",
        "seating",
        "withdraw",
        "conflicts",
        "resolve",
        "tournament",
        "learn",
        "stats",
        "share",
    }
)


class _NotTheWindow(Exception):
    """The parser without the subcommands could not read the command line."""


class _WindowParser(argparse.ArgumentParser):
    """The options of the window alone; anything else is left to the whole parser, which
    says what is wrong the way it always has."""

    def error(self, message: str) -> NoReturn:
        raise _NotTheWindow(message)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line read: by the window's options alone when it names no subcommand
    and asks for no help, else (or if that fails) by the whole parser."""
    words = list(sys.argv[1:] if argv is None else argv)
    if not any(word in COMMANDS or _asks_for_help(word) for word in words):
        with contextlib.suppress(_NotTheWindow):
            return build_parser(commands=False).parse_args(words)
    return build_parser().parse_args(words)


def _asks_for_help(word: str) -> bool:
    return word.startswith("-h") or (len(word) > 2 and "--help".startswith(word))


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line's parser; with ``commands`` False only the window's options,
    and an error raises instead of exiting (see :func:`parse_args`)."""
    parser = (argparse.ArgumentParser if commands else _WindowParser)(
        prog="scoretable", description="A score table for Riichi (Japanese) mahjong."
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="paint the main window offscreen to PATH and exit: the game it would resume "
        "(the library is read, never written), else a new game of Aiko, Bruno, Chen and Dana",
    )
    parser.add_argument(
        "--dialog",
        choices=("new-game", "win", "draw", "results", "conditions", "hand"),
        default=None,
        help="with --screenshot: paint this dialog as it opens over the window instead",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        default="1366x768",
        help="window size in logical pixels (at a display scale of 2, e.g. QT_SCALE_FACTOR=2, "
        "a screenshot has twice as many pixels each way)",
    )
    parser.add_argument(
        "--layout",
        choices=("table", "screen"),
        default=None,
        help="table: each player's panel faces their seat (a laptop lying on the table); "
        "screen: all upright (default: as last chosen in View -> Table mode)",
    )
    parser.add_argument(
        "--theme",
        choices=("system", "light", "dark", "contrast"),
        default=None,
        help="colour scheme: dark, light or contrast (high contrast) whatever the system's, "
        "or system (the default; "
        "environment: SCORETABLE_THEME)",
    )
    parser.add_argument(
        "--rules",
        dest="app_rules",
        metavar="PRESET",
        default=None,
        help="rules preset of a new game when there is none to resume (with --screenshot too) "
        "(e.g. tenhou-sanma for three players; default: standard)",
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="where the database lives (default: the user data directory; "
        "environment: SCORETABLE_DATA_DIR)",
    )
    parser.add_argument(
        "--club",
        metavar="URL",
        default=None,
        help="the club's PostgreSQL server, postgresql://user@host/db "
        "(environment: SCORETABLE_CLUB_URL; the password comes from ~/.pgpass)",
    )
    if not commands:
        parser.set_defaults(command=None)
        return parser
    sub = parser.add_subparsers(dest="command")

    table = sub.add_parser("table", help="print the payment table of a rules preset")
    table.add_argument("--rules", default="standard", help="rules preset (default: standard)")
    table.add_argument("--json", action="store_true", help="print JSON")

    conf = sub.add_parser("conformance", help="replay hand records and compare the payments")
    conf.add_argument("file", help="a JSON-lines file of hand records")
    conf.add_argument("--rules", default=None, help="rules preset (default: the record's)")

    cond = sub.add_parser(
        "conditions",
        help="what each seat needs in the last hand (nobody declaring riichi)",
        description="Seats 0-3 in the order of the first dealer; write negative scores as "
        "--scores=-1200,...",
    )
    cond.add_argument("--rules", default="standard", help="rules preset (default: standard)")
    cond.add_argument("--round", required=True, help="wind letter and hand, e.g. S4")
    cond.add_argument("--dealer", required=True, help="the dealer's seat, 0-3")
    cond.add_argument("--honba", default="0", help="honba counters (default 0)")
    cond.add_argument("--sticks", default="0", help="riichi sticks on the table (default 0)")
    cond.add_argument("--scores", required=True, help="four scores, seat 0 first: A,B,C,D")
    cond.add_argument("--json", action="store_true", help="print JSON")

    _add_hand_parser(sub)
    imp = sub.add_parser(
        "import",
        help="import Tenhou logs (mjlog XML, gzipped or not, or tenhou.net/6 JSON), and the "
        "app's own game files and library backups (an unfinished game is then resumed)",
    )
    imp.add_argument("files", nargs="+", metavar="FILE", help="log, game or backup files")
    imp.add_argument("--names", default=None, help="the players, A,B,C,D in seat order")
    imp.add_argument("--tournament", default=None, metavar="NAME", help="a tournament's game")
    imp.add_argument("--session", type=int, default=None, metavar="K", help="its session")
    _add_club_parsers(sub)
    from scoretable.cli import conflicts

    conflicts.add_parsers(sub)
    _add_learn_parser(sub)
    from scoretable.cli.tournament import add_parser

    add_parser(sub)
    _add_stats_parser(sub)
    share = sub.add_parser(
        "share", help="serve the game being played to phones and a stream overlay (read-only)"
    )
    share.add_argument(
        "--host",
        metavar="ADDR",
        default=None,
        help="the address to listen on (default: this machine's address on its network; "
        "127.0.0.1: this machine only)",
    )
    share.add_argument("--port", type=int, default=8765, help="the port (0: any free one)")
    share.add_argument(
        "--json",
        action="store_true",
        help='print {"seats": [URL, ...], "overlay": URL} once listening (a line per game)',
    )
    share.add_argument(
        "--learner",
        type=_seat,
        action="append",
        default=[],
        metavar="SEAT",
        help="a seat (0-3) whose page asks what is paid after each hand won (repeatable)",
    )
    return parser


def _seat(text: str) -> int:
    try:
        seat = int(text)
    except ValueError:
        seat = -1
    if not 0 <= seat <= 3:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat: 0, 1, 2 or 3")
    return seat


def _add_learn_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``learn worksheet``: questions from a file of hands, as a PDF with the key."""
    learn = sub.add_parser("learn", help="teaching material: worksheets, learners' progress")
    what = learn.add_subparsers(dest="learn_command", required=True)
    sheet = what.add_parser("worksheet", help="a PDF of hands to value, the answer key at the back")
    sheet.add_argument("--hands", required=True, metavar="FILE", help="hands, as hand --batch")
    sheet.add_argument("--rules", default="standard", help="rules preset (default: standard)")
    sheet.add_argument("--count", type=int, metavar="N", help="N hands of the file (default: all)")
    sheet.add_argument("--seed", type=int, metavar="S", help="which N hands (default: random)")
    sheet.add_argument("--pdf", required=True, metavar="OUT.pdf", help="where to write the sheet")
    sheet.add_argument("--paper", choices=("a4", "letter"), default="a4", help="default: a4")
    sheet.add_argument("--json", action="store_true", help="print each question's key as JSON")
    progress = what.add_parser(
        "progress", help="each learner's answers skill by skill, the table's answers included"
    )
    progress.add_argument("--json", action="store_true", help="print a JSON list of rows")


# The flags of a win, in the order of the command line (``engine.tile_hand.FLAGS``, which a test
# holds equal; written here so that parsing the command line never loads the calculator).
HAND_FLAGS = (
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
)


def _add_hand_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``hand`` subcommand's arguments (``sub``: the main parser's subparsers)."""
    hand = sub.add_parser(
        "hand",
        help="what a hand is worth: yaku, han, fu and the payment from its tiles",
        description="Tiles: digits then their suit letter (m, p, s, z; 1z-7z = East South West "
        "North White Green Red; 0 = a red five), e.g. 123m406p789s1122z: the concealed tiles "
        "with the winning tile. Melds: chi:345m, pon:777p, kan:5555s (open or added kan), "
        "ankan:1111z (closed kan).",
    )
    hand.add_argument("tiles", nargs="?", help="the concealed tiles, the winning tile included")
    hand.add_argument(
        "--meld", action="append", default=[], metavar="M", help="a meld (repeat for each)"
    )
    hand.add_argument("--win", metavar="TILE", help="the winning tile")
    for flag in HAND_FLAGS:
        hand.add_argument("--" + flag.replace("_", "-"), action="store_true", dest=flag)
    hand.add_argument("--seat-wind", metavar="E|S|W|N", help="the winner's seat (E: the dealer)")
    hand.add_argument("--round-wind", metavar="E|S|W|N", help="the round wind")
    hand.add_argument("--dora", default="", metavar="TILES", help="dora indicators, e.g. 3p6z")
    hand.add_argument(
        "--ura", default="", metavar="TILES", help="ura dora indicators (count with riichi only)"
    )
    hand.add_argument(
        "--nukidora",
        type=int,
        default=0,
        metavar="N",
        help="three players: North tiles set aside (each one han, as dora)",
    )
    hand.add_argument("--rules", default="standard", help="rules preset (default: standard)")
    hand.add_argument("--json", action="store_true", help="print JSON")
    hand.add_argument(
        "--batch", metavar="FILE.jsonl", help="one hand per line (JSON); one result per line"
    )


def _add_stats_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = sub.add_parser("stats", help="every player's statistics (this library or --club)")
    stats.add_argument(
        "--players", type=int, choices=(3, 4), default=4, help="games of four or of three players"
    )
    stats.add_argument("--rules", metavar="PRESET", default=None, help="one rules preset only")
    stats.add_argument("--since", metavar="DATE", type=_date, help="games started on or after")
    stats.add_argument("--until", metavar="DATE", type=_date, help="games started on or before")
    stats.add_argument("--season", metavar="NAME", default=None, help="one season (--club)")
    stats.add_argument("--json", action="store_true", help="print JSON and nothing else")


def _add_club_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser("sync", help="send this library's games to the club server (--club)")
    st = sub.add_parser("standings", help="the league's standings (club server or this library)")
    st.add_argument("--season", default=None, help="one season only")
    st.add_argument("--rules", default=None, help="one rules preset only")
    st.add_argument(
        "--players",
        type=int,
        choices=(3, 4),
        default=None,
        help="games of four or of three players (never both; default four, or three where "
        "every game is a three-player one)",
    )
    st.add_argument("--json", action="store_true", help="print JSON")
    se = sub.add_parser("season", help="define a season on the club server")
    se.add_argument("name")
    se.add_argument("starts", metavar="FROM", type=_date)
    se.add_argument("ends", metavar="TO", type=_date)
    wd = sub.add_parser(
        "withdraw", help="withdraw games from the club's league (never sent again by any table)"
    )
    wd.add_argument(
        "games",
        nargs="+",
        metavar="GAME",
        help="a game of this library by its number, or the club's id of a game (tenhou:..., "
        "game:..., as sync names it)",
    )
    mp = sub.add_parser("merge-players", help="count ALIAS as PLAYER in the standings")
    mp.add_argument("alias")
    mp.add_argument("player")
    sg = sub.add_parser("seating", help="tables of four for the next round of a club night")
    sg.add_argument("names", nargs="+", metavar="NAME")
    sg.add_argument("--random", action="store_true", help="at random (default: fewest repeats)")
    sg.add_argument("--seed", type=int, default=None, help="random seed (for a fixed draw)")


def _date(text: str) -> str:
    import datetime  # not at start-up: only the club's season dates

    try:
        return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date YYYY-MM-DD: {text!r}") from None


# The longest club address taken (a real one is under 200 characters; libpq and the name
# resolver fail on a host of more than 253 in ways that are not one line).
MAX_CLUB_ADDRESS = 2000


def club_refusal(address: str | None) -> str | None:
    """Why the club's address (``--club``, else ``SCORETABLE_CLUB_URL``) cannot be used, in
    one line; None when it can (or there is none)."""
    from scoretable.storage.club_address import club_url

    url = club_url(address)
    if url is None:
        return None
    if len(url) > MAX_CLUB_ADDRESS:
        return (
            f"the club's address is {len(url):,} characters long:"
            f" at most {MAX_CLUB_ADDRESS:,} are taken"
        )
    try:
        url.encode("utf-8")
    except UnicodeEncodeError as error:
        return f"the club's address is not UTF-8 text (character {error.start + 1})"
    return None


def _stdout_gone() -> None:
    """After a closed pipe: what is left to write goes nowhere, so that Python's flush at
    exit says nothing either (the Python documentation's recipe, in ``signal``)."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    """The command line run: the exit status. A command's output into a closed pipe (``|
    head``) ends it quietly with the status 141 (128 + SIGPIPE), nothing on stderr."""
    args = parse_args(argv)
    # (the window alone, with no --club, loads nothing of the club: see ARCHITECTURE.md)
    refusal = club_refusal(args.club) if args.command or args.club is not None else None
    if refusal is not None:
        print(f"scoretable: {refusal}", file=sys.stderr)
        return 2
    if args.command is None:
        return _window(args)
    try:
        status = _command(args)
        sys.stdout.flush()
    except BrokenPipeError:
        _stdout_gone()
        return 141
    return status


def _command(args: argparse.Namespace) -> int:
    """The subcommand named by ``args`` run: its exit status."""
    if args.command == "table":
        from scoretable.cli.table import run_table

        return run_table(args.rules, as_json=args.json, out=sys.stdout)
    if args.command == "conformance":
        from scoretable.cli.conformance import run_conformance

        return run_conformance(args.file, rules_name=args.rules, out=sys.stdout, err=sys.stderr)
    if args.command == "conditions":
        from scoretable.cli.conditions import run_conditions

        return run_conditions(
            rules=args.rules,
            round_text=args.round,
            dealer=args.dealer,
            honba=args.honba,
            sticks=args.sticks,
            scores=args.scores,
            as_json=args.json,
            out=sys.stdout,
        )

    if args.command == "hand":
        from scoretable.cli.hand import run_hand

        return run_hand(args, out=sys.stdout, err=sys.stderr)
    if args.command == "learn":
        from scoretable.cli.learn import run_learn

        return run_learn(args, out=sys.stdout, err=sys.stderr)
    if args.command == "import":
        from scoretable.cli.import_logs import run_import

        return run_import(
            args.files,
            args.data_dir,
            out=sys.stdout,
            err=sys.stderr,
            names=args.names,
            tournament=args.tournament,
            session=args.session,
        )
    if args.command == "tournament":
        from scoretable.cli.tournament import run_tournament
        from scoretable.storage.club import club_url

        return run_tournament(args, club_url(args.club), out=sys.stdout, err=sys.stderr)
    if args.command == "stats":
        from scoretable.cli.stats import run_stats
        from scoretable.storage.club_address import club_url

        return run_stats(args, club_url(args.club), out=sys.stdout, err=sys.stderr)
    if args.command == "share":
        from scoretable.cli.share import run_share

        return run_share(
            data_dir=args.data_dir,
            host=args.host,
            port=args.port,
            as_json=args.json,
            out=sys.stdout,
            err=sys.stderr,
            learners=args.learner,
        )
    if args.command in ("conflicts", "resolve"):
        from scoretable.cli.conflicts import run_conflicts
        from scoretable.storage.club_address import club_url

        return run_conflicts(args, club_url(args.club), out=sys.stdout, err=sys.stderr)
    if args.command in ("sync", "standings", "season", "merge-players", "seating", "withdraw"):
        from scoretable.cli.club import run_club
        from scoretable.storage.club import club_url

        return run_club(args, club_url(args.club), out=sys.stdout, err=sys.stderr)
    raise AssertionError(args.command)  # the parser knows no other


def _window(args: argparse.Namespace) -> int:
    """The window opened (or painted, with ``--screenshot``): its exit status."""
    if args.dialog and not args.screenshot:
        print("scoretable: --dialog goes with --screenshot PATH", file=sys.stderr)
        return 2
    startup.collector_off()  # run_app turns it back on (see scoretable.startup)
    from scoretable.app import run_app

    return run_app(
        screenshot=args.screenshot,
        size=args.size,
        data_dir=args.data_dir,
        layout=args.layout,
        club=args.club,
        rules=args.app_rules,
        theme=args.theme,
        dialog=args.dialog,
    )
