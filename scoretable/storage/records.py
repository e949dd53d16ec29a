"""What the store gives back: a line of the library (:class:`GameSummary`), a whole game
(:class:`GameRecord`), each stored column checked as it is read (:mod:`validate`), and the
JSON the store writes."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from scoretable import clock
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.results import final_results
from scoretable.storage import validate


def _now() -> str:
    return clock.now().isoformat(timespec="microseconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class GameSummary:
    """One line of the library (no entries loaded)."""

    id: int
    created: str
    updated: str
    title: str
    names: list[str]
    rules_name: str
    position: int
    finished: bool
    result: dict[str, Any] | None
    # Why the stored row cannot be read ("" if it can): the library shows the game as
    # "cannot be opened: <problem>", lets it be exported raw and deleted.
    problem: str = ""
    # The same reason as a sentence the interface writes in its own language (None if
    # the row can be read).
    reason: validate.ExchangeError | None = field(default=None, compare=False)


@dataclass(frozen=True)
class GameRecord:
    """A whole stored game, enough for ``GameModel.restore``."""

    id: int
    created: str
    updated: str
    title: str
    players: list[str]
    names: list[str]
    rules: dict[str, Any]
    log: list[dict[str, Any]]
    index: int
    finished: bool
    result: dict[str, Any] | None


class StoredGameError(validate.ExchangeError):
    """A stored game whose row or entries cannot be read; ``str()`` names the field (in
    English, ``text(translate)`` in the interface's language)."""

    @classmethod
    def of(cls, error: validate.ExchangeError) -> StoredGameError:
        return cls(error.template, **error.params)


def _json(value: bytes | None, field: str) -> Any:
    """A stored JSON column read back (selected ``CAST(... AS BLOB)``: bytes, or None where a
    file changed by another program dropped the NOT NULL); ExchangeError naming the column."""
    if value is None:
        raise validate.invalid(field, QT_TRANSLATE_NOOP("Exchange", "is missing (NULL)"))
    return validate.parse_json(value, field)


def _stored_text(value: Any, field: str) -> str:
    if not isinstance(value, bytes):
        raise validate.invalid(
            field, QT_TRANSLATE_NOOP("Exchange", "should be text, not {value}"), value=repr(value)
        )
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise validate.invalid(field, QT_TRANSLATE_NOOP("Exchange", "is not UTF-8 text")) from None


def _stored_name(value: Any, field: str) -> str:
    """A stored name: any text that is not empty (names are cleaned on the way in)."""
    return validate.text(value, field, 1000) if value else validate.name(value, field)


def _summary(row: Sequence[Any]) -> GameSummary:
    """A row of ``Store._COLUMNS`` as a summary; what cannot be read goes into ``problem``."""
    game_id = int(row[0])
    created = updated = title = rules_name = ""
    names: list[str] = []
    try:
        created = _stored_text(row[1], "created")
        updated = _stored_text(row[2], "updated")
        title = _stored_text(row[3], "title")
        rules_name = _stored_text(row[7], "rules_name")
        # three or four seats, as the game's rules say: the names and the result exactly so
        seats = validate.player_count(_json(row[6], "rules"))
        names_column = row[5] if row[5] is not None else row[4]
        names = validate.items(_json(names_column, "names"), "names", _stored_name, seats)
        position = validate.integer(row[8], "position", 0, 10**9)
        finished = validate.integer(row[9], "finished", 0, 1) == 1
        result = None
        if row[10] is not None:
            result = validate.result(_json(row[10], "result"), players=seats)
        if finished and result is None:
            raise validate.invalid(
                "result", QT_TRANSLATE_NOOP("Exchange", "is missing from a finished game")
            )
    except validate.ExchangeError as error:
        return GameSummary(
            game_id, created, updated, title, names, rules_name, 0, False, None, str(error), error
        )
    return GameSummary(
        game_id, created, updated, title, names, rules_name, position, finished, result
    )


def _result_dict(state: Any) -> dict[str, Any]:
    """The FinalResult of a finished state as JSON-ready data."""
    data: dict[str, Any] = _jsonable(dataclasses.asdict(final_results(state)))
    return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value
