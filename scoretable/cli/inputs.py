"""What every command reads and writes, within bounds, each refusal one line.

    text = read_text(args.hands, MAX_HANDS_BYTES)   # InputError: "cannot read F: a device..."
    data = read_json(args.script, 1 << 20)           # ... nested too deep, a 5,000-digit number
    check_output(args.pdf)                           # InputError: "cannot write F: a device..."

The checks themselves are :mod:`scoretable.storage.bounded` (files: FIFOs, devices, folders,
sizes, encodings) and :mod:`scoretable.engine.strict_json` (nesting, numbers); here they are
worded for the command line: the file's name (its bytes escaped where they are not UTF-8),
then the reason, never an exception's name. A closed pipe on the output is
:func:`scoretable.cli.main.main`'s: it ends the command quietly, whatever the command.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scoretable.engine.strict_json import JsonRefused, loads
from scoretable.storage import bounded
from scoretable.storage.validate import shown_name


class InputError(Exception):
    """A file a command cannot use; ``str()`` is the one line to print."""


def _reason(error: OSError) -> str:
    return str(error.strerror or error)


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``); InputError says why not."""
    try:
        return bounded.read_bytes(path, limit)
    except bounded.Refused as error:
        raise InputError(f"cannot read {shown_name(path)}: {error}") from None
    except OSError as error:
        raise InputError(f"cannot read {shown_name(path)}: {_reason(error)}") from None


def read_text(path: str | Path, limit: int) -> str:
    """The text of ``path`` (at most ``limit`` bytes, UTF-8 or UTF-16 with its byte-order
    mark); InputError says why not."""
    data = read_bytes(path, limit)
    try:
        return bounded.decode_text(data)
    except bounded.Refused as error:
        raise InputError(f"cannot read {shown_name(path)}: {error}") from None


def read_json(path: str | Path, limit: int, max_depth: int = 16) -> Any:
    """The JSON of ``path`` (:func:`read_text`, at most ``max_depth`` deep, bounded
    numbers); InputError says why not."""
    text = read_text(path, limit)
    try:
        return loads(text, max_depth=max_depth)
    except JsonRefused as error:
        raise InputError(f"cannot read {shown_name(path)}: {error}") from None


def check_output(path: str | Path) -> None:
    """InputError unless ``path`` names a new file or a regular one (a device, a FIFO or a
    folder is never replaced)."""
    try:
        bounded.check_target(path)
    except bounded.Refused as error:
        raise InputError(f"cannot write {shown_name(path) or repr('')}: {error}") from None
