"""Export and import: a game as JSON (complete) or CSV (one row per hand), the whole library
as one JSON backup.

A game's JSON holds everything the store holds: rules, the names at the start and now, the
whole log (redo entries included) and the undo position, title, dates and result, so
importing it gives back the same game, undo history and all. Imports are replayed through the
core before anything is stored: a file that does not replay is refused with the reason.
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from scoretable.engine.errors import SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.db import GameRecord, Store
from scoretable.storage.replay import Hand, replay

GAME_FORMAT = "scoretable-game"
LIBRARY_FORMAT = "scoretable-library"
FORMAT_VERSION = 1


class ExchangeError(SentenceError):
    """A file that cannot be imported; ``str(error)`` says why (in English), and
    ``error.text(QCoreApplication.translate)`` in the interface's language."""

    context: ClassVar[str] = "Exchange"


def game_to_dict(record: GameRecord) -> dict[str, Any]:
    """Everything about a stored game, JSON-ready."""
    return {
        "format": GAME_FORMAT,
        "version": FORMAT_VERSION,
        "title": record.title,
        "created": record.created,
        "updated": record.updated,
        "players": list(record.players),
        "names": list(record.names),
        "rules": record.rules,
        "log": record.log,
        "index": record.index,
        "finished": record.finished,
        "result": record.result,
    }


def _checked_game(data: Any) -> dict[str, Any]:
    """The insert_game arguments for a game dict; raises ExchangeError with the reason."""
    if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", 'not a scoretable game (no "format": "{format}")'),
            format=GAME_FORMAT,
        )
    if not isinstance(data.get("version"), int) or data["version"] > FORMAT_VERSION:
        raise ExchangeError(
            QT_TRANSLATE_NOOP(
                "Exchange", "written by a newer scoretable (format version {version})"
            ),
            version=data.get("version"),
        )
    try:
        players = [str(n) for n in data["players"]]
        names = [str(n) for n in data.get("names") or players]
        rules = dict(data["rules"])
        log = [dict(e) for e in data["log"]]
        index = int(data["index"])
    except (KeyError, TypeError, ValueError) as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "a field is missing or malformed ({detail})"),
            detail=error,
        ) from None
    if len(players) != 4 or len(names) != 4:
        raise ExchangeError(QT_TRANSLATE_NOOP("Exchange", "a game needs four players"))
    if not 0 <= index <= len(log):
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "undo position {index} outside 0..{count}"),
            index=index,
            count=len(log),
        )
    try:
        replay(rules, players, log, len(log))  # the redo entries must replay too
    except ValueError as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "the game does not replay: {error}"), error=error
        ) from None
    result = data.get("result")
    return {
        "players": players,
        "names": names,
        "rules": rules,
        "log": log,
        "index": index,
        "title": str(data.get("title") or ""),
        "created": data.get("created") or None,
        "updated": data.get("updated") or None,
        "finished": bool(data.get("finished")),
        "result": result if isinstance(result, dict) else None,
    }


def _checked_in_backup(number: int, data: Any) -> dict[str, Any]:
    try:
        return _checked_game(data)
    except ExchangeError as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "game {number}: {error}"), number=number, error=error
        ) from None


def import_game_dict(store: Store, data: Any) -> int:
    """Store a game exported by :func:`game_to_dict`; returns the new id."""
    return store.insert_game(**_checked_game(data))


def _write_atomically(path: Path, text: str, newline: str | None = None) -> None:
    """Write a temporary file beside ``path`` and rename it over: never a half-written file."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read_json(path: Path) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} cannot be read as JSON: {detail}"),
            file=Path(path).name,
            detail=error,
        ) from None


def export_game_json(store: Store, game_id: int, path: Path) -> None:
    data = game_to_dict(store.load_game(game_id))
    _write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def import_game_json(store: Store, path: Path) -> int:
    data = _read_json(path)
    if isinstance(data, dict) and data.get("format") == LIBRARY_FORMAT:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is a library backup: use Restore library backup"),
            file=Path(path).name,
        )
    return import_game_dict(store, data)


CSV_HEADER_FIXED = ["hand", "round", "honba", "sticks", "result", "riichi"]
WIND_NAMES = ("East", "South", "West", "North")


def csv_round(hand: Hand) -> str:
    """ "East 1" ... (the round and hand number); "end" for the game's end."""
    if not hand.is_hand:
        return "end"
    return f"{WIND_NAMES[hand.round_wind]} {hand.hand_number}"


def csv_result(hand: Hand, names: Sequence[str]) -> str:
    """What happened, in plain English (a CSV file is read by other programs)."""
    kind = hand.kind
    who = ", ".join(names[s] for s in hand.winners)
    if kind == "ron":
        word = "Ron" if len(hand.winners) == 1 else "Multiple ron"
        return f"{word}: {who} from {names[hand.discarder or 0]}"
    if kind == "tsumo":
        return f"Tsumo: {who}"
    if kind in ("draw", "nagashi"):
        tenpai = ", ".join(names[s] for s in hand.tenpai) or "nobody"
        extra = " (nagashi mangan)" if kind == "nagashi" else ""
        return f"Exhaustive draw{extra}; tenpai: {tenpai}"
    if kind == "abortive":
        action = hand.action
        return f"Abortive draw ({getattr(action, 'kind', '')})"
    if kind == "chombo":
        return f"Chombo: {names[hand.discarder or 0]}"
    if kind == "end":
        return "Game ended"
    return "Leftover riichi sticks"


def game_csv(record: GameRecord) -> str:
    """One row per hand (and one for the game's end if it moved points, as the hand history
    shows it): round, honba, sticks at the start, what happened, who declared riichi, then
    each player's change over the hand and score after it."""
    game = replay(record.rules, record.players, record.log, record.index)
    names = record.names
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(
        CSV_HEADER_FIXED + [f"{n} change" for n in names] + [f"{n} score" for n in names]
    )
    writer.writerow(["0", "start", "", "", "", "", *(["0"] * 4), *map(str, game.start)])
    for hand in game.hands:
        writer.writerow(
            [
                str(hand.number),
                csv_round(hand),
                str(hand.honba),
                str(hand.sticks),
                csv_result(hand, names),
                " ".join(names[s] for s in sorted(hand.riichi)),
                *(f"{c:+d}" if c else "0" for c in hand.change),
                *map(str, hand.scores),
            ]
        )
    return out.getvalue()


def export_game_csv(store: Store, game_id: int, path: Path) -> None:
    _write_atomically(path, game_csv(store.load_game(game_id)), newline="")


def library_to_dict(store: Store) -> dict[str, Any]:
    return {
        "format": LIBRARY_FORMAT,
        "version": FORMAT_VERSION,
        "players": store.known_players(),
        "games": [game_to_dict(store.load_game(g.id)) for g in reversed(store.list_games())],
    }


def export_library(store: Store, path: Path) -> int:
    """Write every game into one JSON file; returns how many."""
    data = library_to_dict(store)
    _write_atomically(path, json.dumps(data, ensure_ascii=False) + "\n")
    return len(data["games"])


@dataclass(frozen=True)
class LibraryImport:
    """What restoring a backup did.

    Attributes:
        added: the ids of the games added.
        already_there: games of the backup the library already holds (the same game, or an
            earlier moment of one that has gone on since): not added twice.
    """

    added: list[int]
    already_there: int


def import_library(store: Store, path: Path) -> LibraryImport:
    """Add every game of a backup the library does not hold yet (all checked before any is
    stored). Restoring the same backup twice adds nothing the second time."""
    data = _read_json(path)
    if not isinstance(data, dict) or data.get("format") != LIBRARY_FORMAT:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is not a scoretable library backup"),
            file=Path(path).name,
        )
    games = data.get("games")
    if not isinstance(games, list):
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file}: no list of games"), file=Path(path).name
        )
    checked = [_checked_in_backup(number, game) for number, game in enumerate(games, 1)]
    added: list[int] = []
    already_there = 0
    for kwargs in checked:
        if _held(store, kwargs):
            already_there += 1
        else:
            added.append(store.insert_game(**kwargs))
    players = data.get("players")
    if isinstance(players, list):
        known = set(store.known_players())
        store.remember_players([str(p) for p in players if str(p) not in known])
    return LibraryImport(added, already_there)


def _held(store: Store, game: dict[str, Any]) -> bool:
    """Whether the library holds this game: one started at the same moment by the same
    players under the same rules, whose log begins with this one's (it may have gone on).
    A game without its start time is never taken for another (nothing is lost)."""
    created = game["created"]
    if not created:
        return False
    for game_id in store.games_created_at(created):
        record = store.load_game(game_id)
        if (
            record.players == game["players"]
            and record.rules == game["rules"]
            and record.log[: len(game["log"])] == game["log"]
        ):
            return True
    return False
