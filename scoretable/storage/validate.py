"""One validation layer for everything that comes from outside: a game file, a library
backup, a stored row read back. Exact types (a bool is not a number, a string is not a list,
NaN and Infinity are no numbers), ranges, and a message that names the field:

    game 3: log[12].seat: should be an integer from 0 to 3, not 9

Readers catch :class:`ExchangeError` (a ValueError) and nothing else: every other exception
these functions could meet (deep nesting, huge integers, lone surrogates) is turned into one.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from scoretable.engine.errors import Sentence, SentenceError, quoted
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.names import clean_name

T = TypeVar("T")

# The largest file read as JSON (a library of thousands of games is a few megabytes).
MAX_FILE_BYTES = 64 * 1024 * 1024
# Entries in one game's log (a marathon game has a few hundred).
MAX_LOG = 20_000
MAX_TITLE = 200
# Integers in rules and entries: far beyond any score, far below anything that overflows.
MAX_INT = 10**9

# Errors that malformed data can raise deep inside the readers and the core.
DATA_ERRORS = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    OverflowError,
    RecursionError,
    UnicodeError,
    AttributeError,
)


class ExchangeError(SentenceError):
    """A file (or a stored row) that cannot be taken; ``str(error)`` says why (in English),
    and ``error.text(QCoreApplication.translate)`` in the interface's language."""

    context: ClassVar[str] = "Exchange"


class Problem(Sentence):
    """What is wrong with a field ("should be text, not 5"), in the interface's language."""

    context: ClassVar[str] = "Exchange"


def invalid(field: str, problem: str | BaseException, **params: object) -> ExchangeError:
    """ "field: problem": ``problem`` a template marked under "Exchange" with ``params`` as its
    fields, or an error of a reader underneath (a Sentence is written in the same language)."""
    if isinstance(problem, str):
        return ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{field}: {problem}"),
            field=field,
            problem=Problem(problem, **params),
        )
    return ExchangeError(
        QT_TRANSLATE_NOOP("Exchange", "{field}: {error}"), field=field, error=problem
    )


# --- JSON ---------------------------------------------------------------------------------


def no_constant(name: str) -> Any:
    """Refuses NaN and Infinity (json's ``parse_constant``)."""
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(text: str | bytes, what: str) -> Any:
    """``text`` as JSON (a UTF-8 byte-order mark is skipped; NaN and Infinity refused)."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        return json.loads(text.removeprefix("\ufeff"), parse_constant=no_constant)
    except RecursionError:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is nested too deeply"), file=what
        ) from None
    except (ValueError, UnicodeError) as error:  # JSONDecodeError, int of >4300 digits
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} cannot be read as JSON: {detail}"),
            file=what,
            detail=error,
        ) from None


def shown_name(path: str | Path) -> str:
    """A file name as a message shows it: bytes that are not UTF-8 escaped (``caf\\xe9``), so
    it prints and stores like any text."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def read_json_file(path: Path) -> Any:
    """A regular file's JSON, at most :data:`MAX_FILE_BYTES` (a FIFO or a device is refused
    before it is opened for reading: it could block or never end)."""
    return parse_json(read_file(path), shown_name(Path(path).name))


def read_file(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES`, to read as JSON."""
    name = shown_name(Path(path).name)
    try:
        import stat

        mode = Path(path).stat().st_mode
        if not stat.S_ISREG(mode):
            raise ExchangeError(
                QT_TRANSLATE_NOOP("Exchange", "{file} is not a regular file"), file=name
            )
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} cannot be read as JSON: {detail}"),
            file=name,
            detail=error,
        ) from None
    if len(data) > MAX_FILE_BYTES:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is larger than {limit} MB"),
            file=name,
            limit=MAX_FILE_BYTES >> 20,
        )
    return data


# --- values -------------------------------------------------------------------------------


def text(value: Any, field: str, limit: int = MAX_TITLE) -> str:
    """A string of at most ``limit`` characters, encodable (no lone surrogates)."""
    if not isinstance(value, str):
        raise invalid(
            field, QT_TRANSLATE_NOOP("Exchange", "should be text, not {value}"), value=quoted(value)
        )
    if len(value) > limit:
        raise invalid(
            field, QT_TRANSLATE_NOOP("Exchange", "is longer than {limit} characters"), limit=limit
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise invalid(field, QT_TRANSLATE_NOOP("Exchange", "holds an unpaired surrogate")) from None
    return value


def name(value: Any, field: str) -> str:
    """A player's name, cleaned (see :func:`scoretable.engine.names.clean_name`); not empty."""
    if not isinstance(value, str):
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be a name, not {value}"),
            value=quoted(value),
        )
    cleaned = clean_name(value)
    if not cleaned:
        raise invalid(field, QT_TRANSLATE_NOOP("Exchange", "is empty"))
    return cleaned


def integer(value: Any, field: str, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be an integer from {low} to {high}, not {value}"),
            low=low,
            high=high,
            value=quoted(value),
        )
    return value


def number(value: Any, field: str, low: float = -MAX_INT, high: float = MAX_INT) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not low <= value <= high
    ):
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be a number from {low} to {high}, not {value}"),
            low=low,
            high=high,
            value=quoted(value),
        )
    return float(value)


def boolean(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be true or false, not {value}"),
            value=quoted(value),
        )
    return value


def timestamp(value: Any, field: str) -> str | None:
    """An ISO 8601 date and time, or None."""
    if value is None:
        return None
    text(value, field, 64)
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be an ISO 8601 date and time, not {value}"),
            value=quoted(value),
        ) from None
    return str(value)


def obj(value: Any, field: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be an object, not {value}"),
            value=quoted(value),
        )
    return value


def items(
    value: Any, field: str, check: Callable[[Any, str], T], count: int | None = None
) -> list[T]:
    """A list whose every item passes ``check`` (given ``field[i]``)."""
    if not isinstance(value, list):
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should be a list, not {value}"),
            value=quoted(value),
        )
    if count is not None and len(value) != count:
        raise invalid(
            field,
            QT_TRANSLATE_NOOP("Exchange", "should hold {count} items, not {length}"),
            count=count,
            length=len(value),
        )
    return [check(item, f"{field}[{i}]") for i, item in enumerate(value)]


def player_count(rules_data: Any, field: str = "rules") -> int:
    """The seats of a game: its rules' ``players``, 3 or 4 (4 where the rules do not say:
    games stored before three players were)."""
    data = obj(rules_data, field)
    return integer(data.get("players", 4), f"{field}.players", 3, 4)


def player_names(value: Any, field: str, count: int = 4) -> list[str]:
    """The names of a game of ``count`` players (its ``rules.players``), exactly that many."""
    if isinstance(value, list) and len(value) != count:
        raise invalid(
            field,
            QT_TRANSLATE_NOOP(
                "Exchange", "should hold {count} names, as rules.players is {count}, not {length}"
            ),
            count=count,
            length=len(value),
        )
    return items(value, field, name, count)


# --- rules, log, result ---------------------------------------------------------------------


def rules(value: Any, field: str = "rules") -> dict[str, Any]:
    """A rules dict: each known parameter of the exact type of its default, then the core's
    own range checks."""
    import dataclasses

    from scoretable.engine.rules import STANDARD, Rules

    data = obj(value, field)
    for f in dataclasses.fields(Rules):
        if f.name == "extra" or f.name not in data:
            continue
        default = getattr(STANDARD, f.name)
        here = f"{field}.{f.name}"
        item = data[f.name]
        if isinstance(default, bool):
            boolean(item, here)
        elif isinstance(default, int):
            integer(item, here)
        elif isinstance(default, str):
            text(item, here, 64)
        elif isinstance(default, tuple):
            items(item, here, integer)
        else:  # every other parameter's default is a set of names
            assert isinstance(default, frozenset), f.name
            items(item, here, lambda v, f: text(v, f, 64))
    try:
        Rules.from_dict(data)
        # a parameter the core does not know is kept as given: it must be JSON the store can
        # read back (a dict from Python may hold Infinity, which JSON text cannot)
        json.dumps(data, allow_nan=False)
    except DATA_ERRORS as error:
        raise invalid(field, error) from None
    return data


def entry(value: Any, field: str, players: int = 4) -> dict[str, Any]:
    """One log entry: a rename (a seat of the game's ``players``, a name) or an action the
    core can read."""
    from scoretable.engine.table import action_from_dict

    data = obj(value, field)
    kind = text(data.get("type"), f"{field}.type", 32)
    if kind == "rename":
        checked = {
            "type": "rename",
            "seat": integer(data.get("seat"), f"{field}.seat", 0, players - 1),
            "name": name(data.get("name"), f"{field}.name"),
        }
        if "old" in data:
            checked["old"] = text(data["old"], f"{field}.old")
        return checked
    _check_integers(data, field, 0)
    try:
        action_from_dict(data)
    except DATA_ERRORS as error:
        raise invalid(field, error) from None
    return data


def _check_integers(value: Any, field: str, depth: int) -> None:
    """Every number inside an action is an integer in range, the nesting shallow."""
    if depth > 4:
        raise invalid(field, QT_TRANSLATE_NOOP("Exchange", "is nested too deeply"))
    if isinstance(value, dict):
        for key, item in value.items():
            _check_integers(item, f"{field}.{key}", depth + 1)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check_integers(item, f"{field}[{i}]", depth + 1)
    elif isinstance(value, float) or (isinstance(value, int) and not isinstance(value, bool)):
        integer(value, field)
    elif isinstance(value, str):
        text(value, field, 64)


def log(value: Any, field: str = "log", players: int = 4) -> list[dict[str, Any]]:
    if isinstance(value, list) and len(value) > MAX_LOG:
        raise invalid(
            field, QT_TRANSLATE_NOOP("Exchange", "holds more than {count} entries"), count=MAX_LOG
        )
    return items(value, field, lambda v, f: entry(v, f, players))


def result(value: Any, field: str = "result", players: int = 4) -> dict[str, Any]:
    """A stored final result of a game of ``players`` seats: that many finite points; ranks
    1..players and placements (a permutation of the seats) where given."""
    data = obj(value, field)
    items(data.get("points"), f"{field}.points", number, players)
    if "ranks" in data:
        items(data["ranks"], f"{field}.ranks", lambda v, f: integer(v, f, 1, players), players)
    if "placements" in data:
        order = items(
            data["placements"],
            f"{field}.placements",
            lambda v, f: integer(v, f, 0, players - 1),
            players,
        )
        if sorted(order) != list(range(players)):
            raise invalid(
                f"{field}.placements", QT_TRANSLATE_NOOP("Exchange", "should name each seat once")
            )
    return data
