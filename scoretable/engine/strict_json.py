"""JSON from outside read within bounds: its nesting, its numbers, no NaN or Infinity.

    data = loads(text)                      # JsonRefused: one line saying why
    data = loads(line, max_depth=20, max_digits=20)

Python's reader recurses once per bracket (a file nested 100,000 deep is a RecursionError),
turns a 5,000-digit number into a ValueError about ``sys.set_int_max_str_digits`` and a
``1e400`` into infinity, and accepts ``NaN``. Every file a command or a window reads from a
user (a batch of hands, a worksheet's hands, a seating script) goes through here instead, so
each of those is a refusal in one line.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

# How deep a document may nest by default (a hand is 2 deep, a seating script 3).
MAX_DEPTH = 64
# The most digits of a number by default (an integer a game holds has at most 10).
MAX_DIGITS = 30

# A JSON string (skipped when counting brackets) or a bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]')


class JsonRefused(ValueError):
    """The text is not JSON this program reads; ``str()`` says why, in one line: ``not JSON
    (reason)``, or that it nests too deep (``nested``). ``reason`` is the parenthesis alone,
    ``detail`` the reason with where in the text, when the reader said."""

    def __init__(self, reason: str, detail: str = "", nested: bool = False) -> None:
        super().__init__(reason if nested else f"not JSON ({reason})")
        self.reason = reason
        self.detail = detail or reason
        self.nested = nested


def depth(text: str) -> int:
    """How deep the brackets of ``text`` nest outside its strings (counted without
    recursion)."""
    deepest = level = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            level += 1
            deepest = max(deepest, level)
        elif token in "]}":
            level -= 1
    return deepest


def loads(text: str, *, max_depth: int = MAX_DEPTH, max_digits: int = MAX_DIGITS) -> Any:
    """``text`` read as JSON, at most ``max_depth`` deep, each number of at most
    ``max_digits`` digits and finite.

    Raises:
        JsonRefused: why it is not, in one line (``not JSON (...)``).
    """
    # no deeper than it has opening brackets: most texts need no scan
    if text.count("[") + text.count("{") > max_depth and depth(text) > max_depth:
        raise JsonRefused(f"nested more than {max_depth} deep", nested=True)

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > max_digits:
            raise JsonRefused(f"a number of {len(digits.lstrip('-'))} digits")
        return int(digits)

    def decimal(digits: str) -> float:
        if len(digits) > max_digits + 10:
            raise JsonRefused(f"a number of {len(digits)} characters")
        value = float(digits)
        if not math.isfinite(value):
            raise JsonRefused(f"{digits} is out of range")
        return value

    def constant(name: str) -> Any:
        raise JsonRefused(f"{name} is not a number")

    try:
        return json.loads(text, parse_int=whole, parse_float=decimal, parse_constant=constant)
    except json.JSONDecodeError as error:
        detail = f"{error.msg}: line {error.lineno} column {error.colno}"
        raise JsonRefused(error.msg, detail) from None
