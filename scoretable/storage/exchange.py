"""Export and import: a game as JSON (complete) or CSV (one row per hand), the whole library
as one JSON backup.

A game's JSON holds everything the store holds: rules, the names at the start and now, the
whole log (redo entries included) and the undo position, title, dates and result, so
importing it gives back the same game, undo history and all. Imports are replayed through the
core before anything is stored: a file that does not replay is refused with the reason.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import re
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage import validate
from scoretable.storage.records import GameRecord, _result_dict
from scoretable.storage.replay import Hand, replay
from scoretable.storage.store import Store
from scoretable.storage.validate import ExchangeError
from scoretable.storage.work import Progress, no_progress, timed_chunks

__all__ = ["ExchangeError"]

GAME_FORMAT = "scoretable-game"
LIBRARY_FORMAT = "scoretable-library"
FORMAT_VERSION = 1


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
    """The insert_game arguments for a game dict; raises ExchangeError naming the field.

    Every field is checked for its exact type and range (:mod:`scoretable.storage.validate`),
    the whole log (redo entries too) must replay, ``finished`` must agree with the game at its
    undo position, and the result stored is the one the replay gives (never the file's)."""
    if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", 'not a scoretable game (no "format": "{format}")'),
            format=GAME_FORMAT,
        )
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise ExchangeError(
            QT_TRANSLATE_NOOP(
                "Exchange", "written by a newer scoretable (format version {version})"
            ),
            version=version,
        )
    validate.integer(version, "version", 1, FORMAT_VERSION)
    for key in ("players", "rules", "log", "index"):
        if key not in data:
            raise validate.invalid(key, QT_TRANSLATE_NOOP("Exchange", "is missing"))
    rules = validate.rules(data["rules"])
    seats = validate.player_count(rules)  # three or four, and the names exactly as many
    players = validate.player_names(data["players"], "players", seats)
    names = data.get("names")
    if names is not None:
        validate.player_names(names, "names", seats)
    log = validate.log(data["log"], players=seats)
    index = validate.integer(data["index"], "index", 0, len(log))
    title = validate.text(data.get("title") or "", "title")
    created = validate.timestamp(data.get("created") or None, "created")
    updated = validate.timestamp(data.get("updated") or None, "updated")
    finished = validate.boolean(data.get("finished", False), "finished")
    if data.get("result") is not None:
        validate.obj(data["result"], "result")
    try:
        replay(rules, players, log, len(log))  # the redo entries must replay too
        game = replay(rules, players, log, index)
    except validate.DATA_ERRORS as error:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "the game does not replay: {error}"), error=error
        ) from None
    over = bool(game.state.game_over)
    if finished != over:
        problem = (
            QT_TRANSLATE_NOOP(
                "Exchange", "is true, but the game is not over after its {count} entries"
            )
            if finished
            else QT_TRANSLATE_NOOP(
                "Exchange", "is false, but the game is over after its {count} entries"
            )
        )
        raise validate.invalid("finished", problem, count=index)
    return {
        "players": players,
        "names": list(game.names),
        "rules": rules,
        "log": log,
        "index": index,
        "title": title,
        "created": created,
        "updated": updated,
        "finished": over,
        "result": _result_dict(game.state) if over else None,
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
    with _atomic_file(path, newline) as f:
        f.write(text)


@contextlib.contextmanager
def _atomic_file(path: Path, newline: str | None = None) -> Iterator[IO[str]]:
    """A temporary file beside ``path`` to write, renamed over ``path`` once the block ends;
    removed if it raises (a cancelled backup leaves no file, and an older one as it was)."""
    path = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    except OSError as error:  # the user's file named, not the temporary one
        raise OSError(error.errno, error.strerror, str(path)) from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read_json(path: Path) -> Any:
    return validate.read_json_file(path)


def export_game_json(store: Store, game_id: int, path: Path) -> None:
    """The game's JSON; a stored game that cannot be read is written raw (its columns and
    entries exactly as stored, see :meth:`Store.raw_game`) so that nothing of it is lost."""
    try:
        data = game_to_dict(store.load_game(game_id))
    except ValueError:
        data = store.raw_game(game_id)
    _write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def import_game_json(store: Store, path: Path) -> int:
    data = _read_json(path)
    if isinstance(data, dict) and data.get("format") == LIBRARY_FORMAT:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is a library backup: use Restore library backup"),
            file=Path(path).name,
        )
    return import_game_dict(store, data)


# a file too large to read whole is ours when it begins as the app writes its files: the
# "format" key first (game_to_dict, the library backup's writer), read from its first bytes
_FORMAT_FIRST = re.compile(rb'\{\s*"format"\s*:\s*"([a-z-]+)"')
_HEAD_BYTES = 4096


def own_format(path: Path) -> str | None:
    """:data:`GAME_FORMAT` or :data:`LIBRARY_FORMAT` when the file at ``path`` is one of the
    app's own (a game file or a library backup: its content says so, whatever its name);
    None for anything else, a file that cannot be read, or that is no regular file (a FIFO
    would block), included: whoever reads it next says why. A file larger than the reader
    takes is told by how it begins (the reader then says it is too large, not that it is no
    Tenhou log)."""
    import stat

    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
        with open(path, "rb") as f:
            large = os.fstat(f.fileno()).st_size > validate.MAX_FILE_BYTES
            head = f.read(_HEAD_BYTES if large else validate.MAX_FILE_BYTES)
    except OSError:
        return None
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not start.startswith(b"{"):
        return None  # not JSON: an mjlog's XML, gzip
    kind: Any = None
    if not large:
        try:
            data = json.loads(head.decode("utf-8-sig"))
        except ValueError:  # UnicodeDecodeError and JSONDecodeError alike
            return None
        except RecursionError:  # nested too deep to read: told by how it begins, as a large one
            large = True
        else:
            kind = data.get("format") if isinstance(data, dict) else None
    if large:
        found = _FORMAT_FIRST.match(start)
        kind = found.group(1).decode() if found else None
    return kind if kind in (GAME_FORMAT, LIBRARY_FORMAT) else None


def import_game_file(store: Store, path: Path) -> tuple[int, bool]:
    """Store the game file at ``path`` exactly as it holds it, its redo entries (the log past
    ``index``) and undo position included; returns the new id and whether the game is
    unfinished. An unfinished game is stored as played last (now), so it is the one the
    window resumes. Raises ExchangeError (nothing stored) for a file that cannot be taken."""
    game = _checked_game(_read_json(path))
    if not game["finished"]:
        game["updated"] = None  # now: the most recently played unfinished game
    return store.insert_game(**game), not game["finished"]


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


# A cell starting with one of these is a formula to a spreadsheet (OWASP "CSV injection").
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_text(value: str) -> str:
    """A text cell a spreadsheet shows as text: one that would start a formula gets a
    leading apostrophe (the spreadsheet convention for "this is text")."""
    return "'" + value if value.startswith(_FORMULA_START) else value


def game_csv(record: GameRecord) -> str:
    """One row per hand (and one for the game's end if it moved points, as the hand history
    shows it): round, honba, sticks at the start, what happened, who declared riichi, then
    each player's change over the hand and score after it."""
    game = replay(record.rules, record.players, record.log, record.index)
    names = record.names
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(
        CSV_HEADER_FIXED
        + [csv_text(f"{n} change") for n in names]
        + [csv_text(f"{n} score") for n in names]
    )
    zeros = ["0"] * len(names)  # a column each: three players, three columns
    writer.writerow(["0", "start", "", "", "", "", *zeros, *map(str, game.start)])
    for hand in game.hands:
        writer.writerow(
            [
                str(hand.number),
                csv_round(hand),
                str(hand.honba),
                str(hand.sticks),
                csv_text(csv_result(hand, names)),
                csv_text(" ".join(names[s] for s in sorted(hand.riichi))),
                *(f"{c:+d}" if c else "0" for c in hand.change),
                *map(str, hand.scores),
            ]
        )
    return out.getvalue()


def export_game_csv(store: Store, game_id: int, path: Path) -> None:
    _write_atomically(path, game_csv(store.load_game(game_id)), newline="")


def library_to_dict(store: Store) -> dict[str, Any]:
    """Every game that can be read (a damaged one is left out: the library lists it, and it
    can be exported raw on its own); ``"unreadable"`` counts those left out."""
    games = []
    unreadable = 0
    for summary in reversed(store.list_games()):
        try:
            if summary.problem:
                raise ValueError(summary.problem)
            games.append(game_to_dict(store.load_game(summary.id)))
        except ValueError:
            unreadable += 1
    return {
        "format": LIBRARY_FORMAT,
        "version": FORMAT_VERSION,
        "players": store.known_players(),
        "games": games,
        "unreadable": unreadable,
    }


def export_library(store: Store, path: Path) -> int:
    """Write every game into one JSON file; returns how many."""
    return export_library_counted(store, path)[0]


def export_library_counted(
    store: Store, path: Path, progress: Progress = no_progress
) -> tuple[int, int]:
    """Write every readable game into one JSON file; returns how many were written and how
    many could not be read (left out).

    The games are written one at a time (the text :func:`library_to_dict` would give), with
    ``progress("writing", done, total)`` after each. Stopped part-way (Cancelled, a full
    disk), it leaves no file: a backup missing games would mislead."""
    summaries = list(reversed(store.list_games()))
    written = unreadable = 0
    with _atomic_file(path) as f:
        players = _text(store.known_players())
        f.write(
            f'{{"format": {_text(LIBRARY_FORMAT)}, "version": {FORMAT_VERSION}, '
            f'"players": {players}, "games": ['
        )
        for done, summary in enumerate(summaries, 1):
            try:
                if summary.problem:
                    raise ValueError(summary.problem)
                game = _text(game_to_dict(store.load_game(summary.id)))
            except ValueError:
                unreadable += 1
            else:
                f.write((", " if written else "") + game)
                written += 1
            progress("writing", done, len(summaries))
        f.write(f'], "unreadable": {unreadable}}}\n')
    return written, unreadable


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


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


def import_library(store: Store, path: Path, progress: Progress = no_progress) -> LibraryImport:
    """Add every game of a backup the library does not hold yet. Restoring the same backup
    twice adds nothing the second time.

    Every game is read and checked before any is stored (``progress("reading", bytes,
    size)``, then ``("checking", game, games)``): one bad game refuses the whole backup. The
    new games are then stored in chunks, each its own short transaction (a hand can be
    recorded meanwhile), with ``progress("storing", stored, new)`` after each. Stopped
    part-way (Cancelled, a full disk), the chunks stored stay: restoring the same backup
    again adds the rest, none twice."""
    data = _read_backup(path, progress)
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
    if len(games) > 100_000:
        raise validate.invalid(
            "games", QT_TRANSLATE_NOOP("Exchange", "holds more than {count} games"), count=100_000
        )
    # A game the library holds exactly as the backup has it was checked when it was stored:
    # it is counted, not replayed again (a backup restored into its own library of 10,000
    # games is then a look-up per game). Every other game is checked in full.
    players = data.get("players")
    names = [] if players is None else validate.items(players, "players", validate.name)
    new: list[dict[str, Any]] = []
    by_start: dict[str, list[dict[str, Any]]] = {}  # the new games by start time
    total = len(games)
    try:
        for number in range(1, total + 1):
            game, games[number - 1] = games[number - 1], None  # let go of each as it is done
            if not _held_as_is(store, game):
                kwargs = _checked_in_backup(number, game)
                twins = by_start.get(kwargs["created"], []) if kwargs["created"] else []
                if not _held(store, kwargs) and not any(_same(kwargs, o) for o in twins):
                    new.append(kwargs)
                    by_start.setdefault(kwargs["created"], []).append(kwargs)
            progress("checking", number, total)
        known = set(store.known_players())
        remember = [n for n in names if n not in known]
        added: list[int] = []
        if not new:
            store.insert_games([], remember=remember)
        # Chunks committed one by one: one that fails (a full disk) adds nothing of itself.
        for chunk in timed_chunks(new):
            added += store.insert_games(chunk, remember=() if added else remember)
            progress("storing", len(added), len(new))
        return LibraryImport(added, total - len(new))
    finally:
        by_start.clear()
        _let_go(new)
        _let_go(games)


def _let_go(items: list[Any]) -> None:
    """Free a long list one item at a time: freed at once, the games of a 10,000-game backup
    hold up every other thread for a quarter of a second (no thread switch inside it)."""
    while items:
        items.pop()


_WHITESPACE = re.compile(r"[ \t\n\r]*")


def _read_backup(path: Path, progress: Progress) -> Any:
    """A backup file's JSON, as :func:`validate.read_json_file` reads it, but the games one
    at a time (``progress("reading", at, size)`` every few): a whole file of 10,000 games
    read at once would hold up every other thread for a third of a second."""
    data = validate.read_file(path)
    name = Path(path).name
    try:
        text = data.decode("utf-8-sig").removeprefix("\ufeff")
    except UnicodeError:
        return validate.parse_json(data, name)  # refused, in its words
    start = _WHITESPACE.match(text).end()  # type: ignore[union-attr]
    if text[start : start + 1] != "{":
        return validate.parse_json(text, name)
    try:
        return _read_object(text, start, progress)
    except RecursionError:
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} is nested too deeply"), file=name
        ) from None
    except (ValueError, UnicodeError) as error:  # JSONDecodeError, int of >4300 digits
        raise ExchangeError(
            QT_TRANSLATE_NOOP("Exchange", "{file} cannot be read as JSON: {detail}"),
            file=name,
            detail=error,
        ) from None


def _read_object(text: str, pos: int, progress: Progress) -> dict[str, Any]:
    """The JSON object at ``text[pos]`` (and nothing after it), its ``"games"`` array read
    one game at a time; the errors json.loads would raise."""
    decoder = json.JSONDecoder(parse_constant=validate.no_constant)
    skip = _WHITESPACE.match
    out: dict[str, Any] = {}
    pos = skip(text, pos + 1).end()  # type: ignore[union-attr]
    if text[pos : pos + 1] == "}":
        pos += 1
    else:
        while True:
            if text[pos : pos + 1] != '"':
                raise json.JSONDecodeError(
                    "Expecting property name enclosed in double quotes", text, pos
                )
            key, pos = decoder.raw_decode(text, pos)
            pos = skip(text, pos).end()  # type: ignore[union-attr]
            if text[pos : pos + 1] != ":":
                raise json.JSONDecodeError("Expecting ':' delimiter", text, pos)
            pos = skip(text, pos + 1).end()  # type: ignore[union-attr]
            if key == "games" and text[pos : pos + 1] == "[":
                out[key], pos = _read_array(text, pos, decoder, progress)
            else:
                out[key], pos = decoder.raw_decode(text, pos)
            pos = skip(text, pos).end()  # type: ignore[union-attr]
            if text[pos : pos + 1] == "}":
                pos += 1
                break
            if text[pos : pos + 1] != ",":
                raise json.JSONDecodeError("Expecting ',' delimiter", text, pos)
            pos = skip(text, pos + 1).end()  # type: ignore[union-attr]
    end = skip(text, pos).end()  # type: ignore[union-attr]
    if end != len(text):
        raise json.JSONDecodeError("Extra data", text, end)
    return out


def _read_array(
    text: str, pos: int, decoder: json.JSONDecoder, progress: Progress
) -> tuple[list[Any], int]:
    """The JSON array at ``text[pos]``, an item at a time; the array and the position after."""
    skip = _WHITESPACE.match
    items: list[Any] = []
    pos = skip(text, pos + 1).end()  # type: ignore[union-attr]
    if text[pos : pos + 1] == "]":
        return items, pos + 1
    while True:
        item, pos = decoder.raw_decode(text, pos)
        items.append(item)
        if len(items) % 64 == 0:
            progress("reading", pos, len(text))
        pos = skip(text, pos).end()  # type: ignore[union-attr]
        if text[pos : pos + 1] == "]":
            return items, pos + 1
        if text[pos : pos + 1] != ",":
            raise json.JSONDecodeError("Expecting ',' delimiter", text, pos)
        pos = skip(text, pos + 1).end()  # type: ignore[union-attr]


def _held_as_is(store: Store, game: Any) -> bool:
    """Whether the library holds ``game`` (a backup's entry, unchecked) exactly: same start,
    players, rules and log (or the log gone on). Anything unusual answers False, and the game
    is then checked in full."""
    if not isinstance(game, dict) or not isinstance(game.get("created"), str):
        return False
    if not all(
        isinstance(game.get(k), t) for k, t in (("players", list), ("rules", dict), ("log", list))
    ):
        return False
    try:
        return _held(store, game)
    except (TypeError, ValueError, KeyError):
        return False


def _held(store: Store, game: dict[str, Any]) -> bool:
    """Whether the library holds this game: one started at the same moment by the same
    players under the same rules, whose log begins with this one's (it may have gone on).
    A game without its start time is never taken for another (nothing is lost)."""
    created = game["created"]
    if not created:
        return False
    for game_id in store.games_created_at(created):
        try:
            record = store.load_game(game_id)
        except ValueError:  # a stored game that cannot be read is not this one
            continue
        if _same(game, game_to_dict(record) | {"created": record.created}):
            return True
    return False


def _same(game: dict[str, Any], other: dict[str, Any]) -> bool:
    """``other`` is ``game`` or the same game gone on further."""
    return bool(game["created"]) and (
        other["created"] == game["created"]
        and other["players"] == game["players"]
        and other["rules"] == game["rules"]
        and other["log"][: len(game["log"])] == game["log"]
    )
