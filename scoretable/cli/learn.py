"""``scoretable learn worksheet``: a worksheet of hands to value, as a PDF with its answer key;
``scoretable [--data-dir DIR] learn progress [--json]``: each learner's answers, skill by skill.

scoretable learn worksheet --hands hands.jsonl --pdf sheet.pdf
scoretable learn worksheet --hands hands.jsonl --rules tenhou --count 10 --seed 3 \
    --pdf sheet.pdf --paper letter --json

``--hands``: a file in the ``hand --batch`` format (one JSON hand a line), or a Tenhou log
(mjlog XML) whose winning hands are the questions. Without ``--count``
every hand is a question, in the file's order; ``--count N`` takes N of them, chosen with
``--seed S`` (kept in the file's order). ``--json`` prints one JSON object per question, in
order, with its answer key (as ``hand --json`` gives the hand: ``yaku`` with English names,
dora, ura and red fives as yaku lines, ``han``, ``fu``, ``points`` without honba or sticks),
and nothing else on stdout. A file, line or count that cannot make the sheet: exit status 1,
one line on stderr (and with ``--json`` an ``{"error": ...}`` object), no PDF written.

The file of hands is read bounded (:mod:`scoretable.cli.inputs`: a regular file of at most
16 MB, UTF-8 or UTF-16 with its byte-order mark; a FIFO or a device refused, never waited on;
each line's JSON of bounded nesting and numbers); a sheet has at most 500 questions
(``teaching.worksheet.MAX_QUESTIONS``); ``--pdf`` must name a new file or a regular one (a
device, a FIFO or a folder is left as it is). On a terminal, standard error shows the
drawing's progress; Ctrl+C stops it (exit 130, nothing written).

``learn progress --json`` prints one JSON list of ``{"learner", "skill", "asked", "right"}``,
one row per learner and skill (:func:`scoretable.storage.table_answers.progress_rows`).
"""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from scoretable.engine.rules import get_preset


def _fail(message: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    err.write(message + "\n")
    if as_json:
        out.write(json.dumps({"error": message}) + "\n")
    return 1


def _gui() -> None:
    """A QGuiApplication for the PDF's fonts and pictures (offscreen: no display needed), with
    the shipped Japanese font as a fallback (the key names each yaku in Japanese too)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        app = QGuiApplication(["scoretable", "-platform", "offscreen"])
        from scoretable.i18n import add_fallback_families, load_fonts

        add_fallback_families(app, load_fonts())
        _gui.app = app  # type: ignore[attr-defined]  # kept alive until the process ends


def run_progress(data_dir: str | None, as_json: bool, out: TextIO) -> int:
    """``learn progress``: each learner's answers per skill (the library's records read only,
    and the table's answers the window has not read in yet)."""
    from scoretable.storage.paths import data_dir as find_data_dir
    from scoretable.storage.table_answers import progress_rows

    rows = progress_rows(find_data_dir(data_dir, create=False))
    if as_json:
        out.write(json.dumps(rows, ensure_ascii=False) + "\n")
        return 0
    for row in rows:
        out.write(f"{row['learner']}\t{row['skill']}\t{row['right']}/{row['asked']}\n")
    if not rows:
        out.write("No answers yet.\n")
    return 0


def run_learn(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The ``learn`` subcommand (``worksheet``, ``progress``); returns the exit status."""
    if args.learn_command == "progress":
        return run_progress(args.data_dir, args.json, out)
    from scoretable.cli.inputs import InputError, check_output, read_text
    from scoretable.teaching.worksheet import MAX_FILE_BYTES, WorksheetError, build_worksheet

    try:
        rules = get_preset(args.rules)
    except KeyError as exc:
        return _fail(str(exc.args[0]), args.json, out, err)
    try:
        check_output(args.pdf)  # before any work: a device or a folder is never replaced
        text = read_text(args.hands, MAX_FILE_BYTES)
    except InputError as exc:
        return _fail(str(exc), args.json, out, err)
    from scoretable.ui.learn.worksheet_pdf import read_hands_or_log, write_pdf

    try:
        hands = read_hands_or_log(text, args.hands)
        questions = build_worksheet(hands, rules, args.count, args.seed)
    except WorksheetError as exc:
        return _fail(str(exc), args.json, out, err)
    _gui()

    from scoretable.cli.progress import TerminalProgress
    from scoretable.storage.bounded import Refused
    from scoretable.storage.work import Cancelled

    try:
        with TerminalProgress(err, "drawing the worksheet", "questions") as progress:
            pages = write_pdf(questions, args.pdf, paper=args.paper, progress=progress)
    except (OSError, Refused) as exc:
        return _fail(str(exc), args.json, out, err)
    except Cancelled:
        err.write("stopped: no worksheet written\n")
        return 130
    if args.json:
        for question in questions:
            out.write(json.dumps(question.key(), ensure_ascii=False) + "\n")
    else:
        out.write(f"{args.pdf}: {len(questions)} questions, {pages} pages\n")
    return 0
