"""``scoretable hand``: what a hand is worth, from its tiles.

scoretable hand 33067m567p234s222z --win 7m --riichi --seat-wind E --round-wind E --dora 8p
scoretable hand 234567m22p --meld pon:777p --win 2p --seat-wind S --round-wind E --json
scoretable hand --batch hands.jsonl --rules tenhou --json

One hand: the yaku, han, fu and payment as text, or with ``--json`` one object (see
:meth:`~scoretable.engine.tile_hand.HandResult.to_json`). ``--batch``: one JSON object per line in,
one JSON result per line out, in order, ``{"error": ...}`` for a bad line, going on after it.
The batch is read boundedly: a regular file of at most :data:`MAX_BATCH_BYTES` (a FIFO or a
device such as ``/dev/zero`` is refused before it is opened, so nothing waits or reads
without end), each line strict UTF-8 of at most :data:`MAX_LINE_BYTES`, its JSON at most
:data:`MAX_DEPTH` deep, its numbers of at most :data:`MAX_DIGITS` digits, NaN and Infinity
refused: one line of reason for each. On a terminal, standard error shows the progress; Ctrl+C
stops after the line being scored (exit 130).
Errors: exit status 1, the reason on stderr, and with ``--json`` an ``{"error": ...}`` object.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.strict_json import JsonRefused, loads
from scoretable.engine.tile_hand import FLAGS, HandError, HandInput, HandResult, calculate

# The largest batch read (a hand is about 100 bytes: a million hands).
MAX_BATCH_BYTES = 128 * 1024 * 1024
# The longest line (one hand; a real one is under 300 bytes).
MAX_LINE_BYTES = 64 * 1024
# How deep a line's JSON may nest (a hand is an object holding a list: 2).
MAX_DEPTH = 20
# The most digits of a number in a line (a count of North tiles needs one).
MAX_DIGITS = 20


def _fail(message: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    err.write(message + "\n")
    if as_json:
        out.write(json.dumps({"error": message}) + "\n")
    return 1


def format_result(result: HandResult) -> str:
    """The result as text: the yaku with their han, the fu items, the value, the payment."""
    lines = [f"{y.name} ({y.name_ja}): {'yakuman' if y.yakuman else y.han}" for y in result.yaku]
    lines += [f"  {item.fu:>2} fu  {item.reason}" for item in result.fu_items]
    if result.yakuman:
        head = "double yakuman" if result.yakuman == 2 else f"{result.yakuman}× yakuman"
        head = "yakuman" if result.yakuman == 1 else head
    else:
        head = f"{result.han} han {result.fu} fu"
        if result.limit:
            head += f" ({result.limit})"
    pay = result.payments
    if "discarder" in pay:
        how = f"ron: the discarder pays {pay['discarder']:,}"
    elif "each" in pay:
        how = f"tsumo: each player pays {pay['each']:,}"
    else:
        how = f"tsumo: the dealer pays {pay['dealer']:,}, each non-dealer {pay['non_dealer']:,}"
    if result.nukidora:
        lines.append(f"nukidora: {result.nukidora} North tile(s) set aside, counted with the dora")
    lines.append(f"{head}: {result.points:,} points ({how})")
    lines += [f"note: {n}" for n in result.notes]
    return "\n".join(lines) + "\n"


def _one(args: argparse.Namespace, rules: Rules, out: TextIO, err: TextIO) -> int:
    missing = [
        name
        for name, value in (
            ("TILES", args.tiles),
            ("--win", args.win),
            ("--seat-wind", args.seat_wind),
            ("--round-wind", args.round_wind),
        )
        if value is None
    ]
    if missing:
        return _fail(f"missing: {', '.join(missing)}", args.json, out, err)
    hand = HandInput(
        tiles=args.tiles,
        win=args.win,
        melds=tuple(args.meld),
        seat_wind=args.seat_wind,
        round_wind=args.round_wind,
        dora=args.dora,
        ura=args.ura,
        nukidora=args.nukidora,
        **{flag: getattr(args, flag) for flag in FLAGS},
    )
    try:
        result = calculate(hand, rules)
    except HandError as exc:
        return _fail(exc.message, args.json, out, err)
    out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n" if args.json else "")
    out.write("" if args.json else format_result(result))
    return 0


class _LineError(ValueError):
    """A line that is not one hand's JSON; the message is the reason."""


def strict_json(line: str, what: str) -> Any:
    """One line of JSON read as the batch reads it (also ``conformance``'s records): at most
    :data:`MAX_DEPTH` deep, numbers of at most :data:`MAX_DIGITS` digits and finite, NaN and
    Infinity refused (:func:`scoretable.engine.strict_json.loads`). ValueError with a one-line
    reason (``what`` the line should hold)."""
    try:
        return loads(line, max_depth=MAX_DEPTH, max_digits=MAX_DIGITS)
    except JsonRefused as exc:
        reason = str(exc)
        raise _LineError(
            reason if reason.startswith("not JSON") else f"{reason}: not {what}"
        ) from None


def _batch_line(raw: bytes, number: int, rules: Rules) -> dict[str, Any]:
    where = f"line {number}"
    if len(raw) > MAX_LINE_BYTES:
        return {"error": f"{where}: longer than {MAX_LINE_BYTES:,} bytes: not one hand"}
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return {"error": f"{where}: not UTF-8 text (byte {exc.start + 1})"}
    try:
        data = strict_json(line, "one hand")
    except ValueError as exc:
        return {"error": f"{where}: {exc}"}
    if not isinstance(data, dict):
        return {"error": f"{where}: a hand is a JSON object, not {line.strip():.40}"}
    try:
        return calculate(HandInput.from_dict(data), rules).to_json()
    except HandError as exc:
        return {"error": f"{where}: {exc.message}"}


def read_batch(path: str) -> bytes:
    """The bytes of the batch file ``path``; InputError with the reason in one line
    (:func:`scoretable.cli.inputs.read_bytes`: a FIFO or a device is refused before it is
    opened, as opening a FIFO waits for a writer)."""
    from scoretable.cli.inputs import read_bytes

    return read_bytes(path, MAX_BATCH_BYTES)


def run_batch(path: str, rules: Rules, out: TextIO, err: TextIO) -> int:
    """Each line of ``path`` -> one JSON line on ``out``; 1 if any line failed."""
    from scoretable.cli.inputs import InputError

    try:
        data = read_batch(path)
    except InputError as exc:
        return _fail(str(exc), True, out, err)
    from scoretable.cli.progress import TerminalProgress
    from scoretable.storage.work import Cancelled

    failed = 0
    lines = data.removeprefix(b"\xef\xbb\xbf").splitlines()
    with TerminalProgress(err, "scoring", "lines") as progress:
        try:
            for number, line in enumerate(lines, 1):
                progress("scoring", number - 1, len(lines))  # Cancelled after Ctrl+C
                if not line.strip():
                    continue
                result = _batch_line(line, number, rules)
                failed += "error" in result
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
        except Cancelled:
            progress.say(f"stopped: {len(lines) - number + 1:,} of {len(lines):,} lines left", err)
            return 130
    if failed:
        err.write(f"{failed} of the hands could not be scored\n")
    return 1 if failed else 0


def run_hand(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The ``hand`` subcommand; returns the exit status."""
    try:
        rules = get_preset(args.rules)
    except KeyError as exc:
        return _fail(str(exc.args[0]), args.json or bool(args.batch), out, err)
    if args.batch:
        return run_batch(args.batch, rules, out, err)
    return _one(args, rules, out, err)
