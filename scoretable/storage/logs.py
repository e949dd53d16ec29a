"""Real game logs in and out of the library.

    outcome = import_log(store, Path("2019021004gm-00a9-0000-e2f6516d.mjlog"))
    outcome.game_id, outcome.already, outcome.notes         # LogError: refused, nothing written
    text = tenhou6_json(store.load_game(game_id))             # tenhou.net/6 JSON (results only)

An imported game is replayed through the engine first (:mod:`scoretable.logs.replay`) and
stored in one transaction with its origin key, so the same log imported twice, under any
file name, is kept once. Names are cleaned as the new-game dialog cleans them
(:func:`scoretable.engine.names.clean_name`). A cut log (no end-of-game line) is kept as an
unfinished game, with a note; the whole log of the same game imported later takes its place
(``LogImport.replaced``), as long as nothing was recorded in it that the log does not say.
A library that cannot take the game (a full disk, a file-size limit, a read-only file) is a
LogError too: nothing is written.

The export writes the result part of tenhou.net/6 JSON that a score
table knows: names, the rules' description, and for each hand ``[round, honba, sticks]``, the
scores before, and the result with its deltas, han/fu and yaku count where known. A score table
records no discards, so the hands' tile parts are empty: discard-review tools cannot use it.
A three-player game is written as Tenhou writes one: four seats, the fourth with no name,
0 points and no changes (``name``, the scores, the deltas and ``sc`` keep four places).
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scoretable.engine.errors import Note
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.names import clean_name
from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import round_up_100
from scoretable.engine.settlement import deltas_of
from scoretable.engine.table import (
    AbortiveDraw,
    DeclareRiichi,
    ExhaustiveDraw,
    TableState,
    Win,
    action_from_dict,
    apply,
    new_game,
)
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import MAX_BYTES, LogError, read_log
from scoretable.storage.errors import SaveError, StoreError, classify
from scoretable.storage.exchange import _write_atomically
from scoretable.storage.log_facts import hand_facts
from scoretable.storage.records import GameRecord, _result_dict
from scoretable.storage.store import Store
from scoretable.storage.validate import shown_name
from scoretable.storage.work import Progress, in_batches, no_progress


@dataclass(frozen=True)
class LogImport:
    """What importing one log did: the game's id, whether the library held it already, and
    what was taken from the log rather than the preset."""

    game_id: int
    already: bool
    notes: tuple[str, ...]
    title: str
    # the unfinished game (of a cut log) this whole log took the place of
    replaced: int | None = None


def read_file(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_BYTES` (never blocks on a FIFO or
    reads a device without end)."""
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        raise _unreadable(error) from None
    except ValueError:  # a NUL in the name
        raise LogError(QT_TRANSLATE_NOOP("Exchange", "not a file name")) from None
    if not stat.S_ISREG(mode):
        raise LogError(QT_TRANSLATE_NOOP("Exchange", "not a regular file"))
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise _unreadable(error) from None
    if len(data) > MAX_BYTES:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "the file is larger than {limit} MiB: not a game log"),
            limit=MAX_BYTES // (1024 * 1024),
        )
    return data


def _unreadable(error: OSError) -> LogError:
    return LogError(
        QT_TRANSLATE_NOOP("Exchange", "cannot read it ({reason})"),
        reason=error.strerror or str(error),
    )


class StoreRefusal(LogError):
    """A log the library cannot take now: the log is not at fault, the store is (a full disk,
    a lock another program holds); the files after it would fare no better.

    ``kind``: "full", "busy", "readonly" or "unavailable" (see :func:`store_problem`)."""

    def __init__(self, template: str, kind: str, **params: object) -> None:
        super().__init__(template, **params)
        self.kind = kind


def store_problem(error: BaseException) -> str:
    """What keeps the store from taking a change now: "full", "busy" (a lock another
    program holds), "readonly" or "unavailable"; for a failed commit (:class:`SaveError`, from
    SQLite's error), a store that cannot be used (:class:`StoreError`) or SQLite's own error."""
    if isinstance(error, StoreError):
        return error.kind
    if isinstance(error.__cause__, sqlite3.Error):
        error = error.__cause__
    if isinstance(error, sqlite3.Error):
        return classify(error).kind
    return "unavailable"


def import_log(store: Store, path: Path, names: Sequence[str] | None = None) -> LogImport:
    """Import the log at ``path``; LogError (nothing written) if it is not one, does not
    replay, or the library cannot take it. ``names``: the players' names, in seat order at
    the start of the game, instead of the log's (a club that played online under handles)."""
    data = read_file(path)
    game = read_log(data)
    if names is not None and len(names) != len(game.players):
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "the game has {players} players; {names} names were given"
            ),
            players=len(game.players),
            names=len(names),
        )
    imported = replay_log(game)  # a log that does not replay is refused, held or not
    held = next((g for g in map(store.game_with_origin, game.keys) if g is not None), None)
    stem = shown_name(path.stem)  # a name that is not UTF-8, escaped
    title = f"Tenhou {game.log_id}" if game.log_id else f"Tenhou log {stem}"
    record = _held(store, held)
    players = list(names) if names is not None else list(game.players)
    if (
        held is not None
        and names is not None
        and record is not None
        and [clean_name(name) for name in record.players] != [clean_name(n) for n in players]
    ):
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "the library holds this game already (game {game}) under other names:"
                " delete it there first",
            ),
            game=held,
        )
    if held is not None and (record is None or record.finished):
        return LogImport(held, True, (), title)
    state = imported.state
    fields: dict[str, Any] = {
        "players": [clean_name(name) or f"Player {seat + 1}" for seat, name in enumerate(players)],
        "rules": imported.rules.to_dict(),
        "log": list(imported.log),
        "index": len(imported.log),
        "title": title,
        "finished": state.game_over,
        "result": _result_dict(state) if state.game_over else None,
        "origins": game.keys,
        "facts": hand_facts(data, game) or (),
    }
    try:
        if held is None:
            return LogImport(store.insert_game(**fields), False, imported.notes, title)
        assert record is not None
        kept = list(record.log[: record.index])
        if len(imported.log) <= len(kept) or list(imported.log[: len(kept)]) != kept:
            return LogImport(held, True, (), title)  # the same hands, or a game played on
        game_id = store.replace_game(held, **fields)
    except (SaveError, StoreError) as error:
        raise StoreRefusal(
            QT_TRANSLATE_NOOP("Exchange", "the library cannot store it: {error}"),
            kind=store_problem(error),
            error=str(error),
        ) from None
    note = Note(
        QT_TRANSLATE_NOOP("Exchange", "completes the unfinished game {game} of a cut log"),
        game=held,
    )
    return LogImport(game_id, False, (*imported.notes, note), title, replaced=held)


def import_many(
    store: Store,
    paths: Sequence[Path],
    progress: Progress = no_progress,
    names: Sequence[str] | None = None,
) -> Iterator[list[tuple[Path, LogImport | LogError]]]:
    """Import the logs at ``paths`` as :func:`import_log` does, a chunk of files to a
    transaction (:func:`scoretable.storage.work.in_batches`: ``progress("importing", done,
    total)`` between chunks); yields each chunk's outcomes once committed, a refused file's
    LogError among them (nothing of it written, nothing else lost). A library that cannot
    take a log now (:class:`StoreRefusal`, or SaveError/StoreError from a read or the commit)
    ends the import there, its chunk undone: the chunks yielded before stay."""

    def one(path: Path) -> tuple[Path, LogImport | LogError]:
        try:
            return path, import_log(store, path, names)
        except StoreRefusal:
            raise
        except LogError as error:
            return path, error

    yield from in_batches(store, paths, one, progress, "importing")


def _held(store: Store, game_id: int | None) -> GameRecord | None:
    """The game the library holds under the log's key (None: none, or a row that cannot be
    read, which is left as it is)."""
    if game_id is None:
        return None
    try:
        return store.load_game(game_id)
    except ValueError:
        return None


# --- export ----------------------------------------------------------------------------------

# tenhou.net/6 words of the abortive draws.
_ABORT_WORDS = {
    "kyuushu": "九種九牌",
    "kaze4": "四風連打",
    "reach4": "四家立直",
    "kan4": "四槓散了",
    "ron3": "三家和了",
}
_LIMIT_WORDS = {
    "mangan": "満貫",
    "haneman": "跳満",
    "baiman": "倍満",
    "sanbaiman": "三倍満",
    "yakuman": "役満",
}


def tenhou6(record: GameRecord) -> dict[str, Any]:
    """The game as tenhou.net/6 JSON data (the result part only)."""
    rules = Rules.from_dict(record.rules)
    state = new_game(rules)
    hands: list[list[Any]] = []
    results: list[dict[str, Any]] = []
    # each hand's accepted riichi in the order declared (the discards say only who)
    riichi: list[list[int]] = []
    declared: list[int] = []
    names = _four(list(record.players), "")
    start: TableState = state
    for entry in record.log[: record.index]:
        if entry.get("type") in ("rename", "timer", "time_up"):
            continue
        action = action_from_dict(entry)
        step = apply(state, action)
        if isinstance(action, DeclareRiichi):
            declared.append(action.seat)
        if isinstance(action, Win | ExhaustiveDraw | AbortiveDraw):
            hands.append(_hand(start, state, action, step))
            _mark_riichi(hands[-1], state, action)
            results.append(entry)
            riichi.append([seat for seat in declared if seat in state.riichi])
            start = step.state
        elif not isinstance(action, DeclareRiichi):
            start = step.state
        state = step.state
        declared = [seat for seat in declared if seat in state.riichi]  # a chombo, a cancel
    data: dict[str, Any] = {
        "title": [record.title, ""],
        "name": names,
        "rule": {"disp": rules.label, "aka": 1},
        "log": hands,
        # read back by scoretable's import (a tenhou.net/6 reader ignores it)
        # (the yaku a score table never knows: the han and fu of each win are kept here)
        "scoretable": {"rules": rules.to_dict(), "results": results, "riichi": riichi},
    }
    if state.game_over:
        result = final_results(state)
        scores, points = _four(result.scores, 0), _four(result.points, 0.0)
        data["sc"] = [v for seat in range(4) for v in (scores[seat], points[seat])]
    return data


def _hand(start: TableState, before: TableState, action: Any, step: Any) -> list[Any]:
    kyoku = start.round_wind * 4 + start.hand_number - 1
    transfers = step.settlement.transfers
    players = start.players
    deltas = _four(deltas_of(tuple(t for t in transfers if t.reason != "leftover"), players), 0)
    empty: list[Any] = [[] for _ in range(12)]
    head: list[Any] = [[kyoku, start.honba, start.sticks], _four(start.scores, 0), [], [], *empty]
    if isinstance(action, Win) and step.settlement.kind == "abortive":
        return [*head, [_ABORT_WORDS["ron3"]]]  # a triple ron these rules abort, as Tenhou
    if isinstance(action, Win):
        result: list[Any] = ["和了"]
        for index, win in enumerate(step.settlement.wins):
            if win.head_bumped:
                continue
            own = deltas_of(tuple(t for t in transfers if t.win_index == index), players)
            from_seat = win.winner if win.discarder is None else win.discarder
            pao = win.pao if win.pao is not None else win.winner
            result += [_four(own, 0), [win.winner, from_seat, pao, _value_text(win)]]
        return [*head, result]
    if isinstance(action, AbortiveDraw):
        return [*head, [_ABORT_WORDS[action.kind]]]
    if action.nagashi:
        return [*head, ["流し満貫", deltas]]
    if not any(deltas):
        return [*head, ["全員聴牌" if len(action.tenpai) == players else "全員不聴"]]
    return [*head, ["流局", deltas]]


def _four(values: Any, empty: Any) -> list[Any]:
    """Four places, as tenhou.net/6 has them: a three-player game's fourth is ``empty``."""
    return [*values, *[empty] * (4 - len(values))]


def _mark_riichi(hand: list[Any], before: TableState, action: Any) -> None:
    """Write each accepted riichi as a discard "r60" (a tsumogiri declaration), followed by
    one more discard where that seat dealt in, so a reader does not take the deposit back."""
    for seat in sorted(before.riichi):
        discards = hand[6 + 3 * seat]
        discards.append("r60")
        if isinstance(action, Win) and action.discarder == seat:
            discards.append(60)


def _value_text(win: Any) -> str:
    """Tenhou's words for a hand's value, from its basic points as the table would pay them
    without pao: "40符3飜7700点", "満貫2000-4000点", "役満16000点∀"."""
    value = win.value
    basic = value.basic
    if win.discarder is not None:
        paid, suffix = f"{round_up_100(basic * (6 if win.dealer else 4))}", "点"
    elif win.dealer:
        paid, suffix = f"{round_up_100(basic * 2)}", "点∀"
    else:
        paid, suffix = f"{round_up_100(basic)}-{round_up_100(basic * 2)}", "点"
    if value.yakuman or value.limit:
        word = "役満" if value.yakuman or value.limit == "yakuman" else _LIMIT_WORDS[value.limit]
        return f"{word}{paid}{suffix}"
    return f"{value.fu}符{value.han}飜{paid}{suffix}"


def tenhou6_json(record: GameRecord) -> str:
    """:func:`tenhou6` as text (UTF-8, one line, as Tenhou's tools write it)."""
    return json.dumps(tenhou6(record), ensure_ascii=False, separators=(",", ":"))


def export_tenhou6(record: GameRecord, path: Path) -> None:
    """Write :func:`tenhou6_json` at ``path`` whole or not at all: OSError (a folder that is
    gone, no permission, a full disk) leaves nothing written and a file already there as it
    was."""
    _write_atomically(path, tenhou6_json(record))
