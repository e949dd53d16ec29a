"""Command line: no arguments starts the window; subcommands check the engine.

scoretable                          start the score table window
scoretable --screenshot PATH        paint the main window offscreen to PATH and exit
scoretable table [--rules P] [--json]
scoretable conformance FILE.jsonl [--rules P]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scoretable", description="A score table for Riichi (Japanese) mahjong."
    )
    parser.add_argument(
        "--screenshot", metavar="PATH", help="paint the main window offscreen to PATH and exit"
    )
    parser.add_argument(
        "--size", metavar="WxH", default="1366x768", help="window size for --screenshot"
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="where the database lives (default: the user data directory; "
        "environment: SCORETABLE_DATA_DIR)",
    )
    sub = parser.add_subparsers(dest="command")

    table = sub.add_parser("table", help="print the payment table of a rules preset")
    table.add_argument("--rules", default="standard", help="rules preset (default: standard)")
    table.add_argument("--json", action="store_true", help="print JSON")

    conf = sub.add_parser("conformance", help="replay hand records and compare the payments")
    conf.add_argument("file", help="a JSON-lines file of hand records")
    conf.add_argument("--rules", default=None, help="rules preset (default: the record's)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "table":
        from scoretable.cli.table import run_table

        return run_table(args.rules, as_json=args.json, out=sys.stdout)
    if args.command == "conformance":
        from scoretable.cli.conformance import run_conformance

        return run_conformance(args.file, rules_name=args.rules, out=sys.stdout)
    from scoretable.app import run_app

    return run_app(screenshot=args.screenshot, size=args.size, data_dir=args.data_dir)
