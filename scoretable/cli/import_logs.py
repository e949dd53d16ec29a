"""``scoretable [--data-dir DIR] import FILE...``: Tenhou logs, and the app's own game files
and backups, into the library.

Each file (mjlog XML, plain or gzipped, or tenhou.net/6 JSON; the format is read from the
content) is replayed through the engine and stored in one transaction. One line per file:
``imported: FILE -> game N (notes)``, ``already in the library: FILE (game N)``, or
``refused: FILE: reason`` (nothing written for it); a file name that is not UTF-8 is written
with its bytes escaped (``\\xff``).

A game file or a library backup of the app's own (known by its content) goes in as the
Games menu's Import and Restore take it: a game exactly as the file holds it, redo entries
included (an unfinished one is then the game the window resumes): ``imported: FILE -> game N
(unfinished: the window resumes it)``; a backup's games the library does not hold yet:
``imported: FILE -> N games (M already in the library)``. Exit 0 when every file is imported or
already there, 1 when any is refused, 2 when the library cannot be opened.

Logs go in a chunk of files to a transaction (one sync to disk per chunk, not per file), and
a file's line is written once its chunk is committed. A library that cannot take more (a full
disk, a lock another program holds) stops the import there (exit 1): that chunk is undone,
those above stay. On a terminal, standard error also shows one line of progress (``importing:
412 of 5,000 files``); Ctrl+C stops between two chunks (those imported stay), says so, and
exits 130.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from scoretable.cli.progress import TerminalProgress
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import SaveError, Store, StoreError, open_store
from scoretable.storage.exchange import (
    GAME_FORMAT,
    ExchangeError,
    import_game_file,
    import_library,
    own_format,
)
from scoretable.storage.logs import LogImport, StoreRefusal, import_many
from scoretable.storage.paths import data_dir
from scoretable.storage.validate import shown_name
from scoretable.storage.work import Cancelled


def run_import(
    files: Sequence[str],
    data_dir_option: str | None,
    out: TextIO,
    err: TextIO,
    names: str | None = None,
    tournament: str | None = None,
    session: int | None = None,
) -> int:
    """``names`` (``A,B,C,D``): the players in seat order at the start of the game;
    ``tournament`` and ``session``: the game is that session's (checked at the sync)."""
    if (tournament is None) != (session is None):
        print("import: --tournament and --session go together", file=err)
        return 2
    seats = None
    if names is not None:
        from scoretable.engine.names import clean_name

        seats = [clean_name(name) for name in names.split(",")]
        if not all(seats) or len(set(seats)) != len(seats):
            print(f"import: --names needs distinct names, A,B,C,D: {names!r}", file=err)
            return 2
    try:
        opened = open_store(data_dir(data_dir_option))
    except (StoreError, OSError) as error:
        print(f"cannot open the library: {error}", file=err)
        return 2
    if opened.notice:
        print(opened.notice, file=err)
    paths = [Path(file) for file in files]
    total = len(paths)
    done = 0
    refused = 0
    with opened.store as store, TerminalProgress(err, "importing", "files") as progress:
        try:
            progress("importing", 0, total)
            while done < total:
                own = own_format(paths[done])
                if own is not None:
                    refused += _import_own(store, paths[done], own, progress.say, out, err)
                    done += 1
                    progress("importing", done, total)
                    continue
                run = [paths[done]]
                while done + len(run) < total and own_format(paths[done + len(run)]) is None:
                    run.append(paths[done + len(run)])

                def within(stage: str, at: int, _: int, base: int = done) -> None:
                    progress(stage, base + at, total)

                for chunk in import_many(store, run, within, seats):
                    for path, outcome in chunk:
                        refused += _said(path, outcome, progress.say, out, err)
                        if tournament is not None and session is not None:
                            _file(store, outcome, tournament, session, progress.say, out)
                    done += len(chunk)
        except Cancelled:
            if done == total:  # Ctrl+C after the last file: all is done
                return 1 if refused else 0
            progress.say(
                f"stopped: {total - done} of {total} files not imported"
                " (those above are in the library)",
                err,
            )
            return 130
        except (StoreRefusal, SaveError, StoreError, sqlite3.Error) as error:
            reason = error.params["error"] if isinstance(error, StoreRefusal) else error
            progress.say(
                f"stopped: the library cannot take more games ({reason}); {total - done} of"
                f" {total} files not imported (those above are in the library)",
                err,
            )
            return 1
    return 1 if refused else 0


def _said(
    path: Path,
    outcome: LogImport | LogError,
    say: Callable[[str, TextIO], None],
    out: TextIO,
    err: TextIO,
) -> int:
    """Say what became of one log (its chunk committed); 1 if it was refused, else 0."""
    name = shown_name(str(path))
    if isinstance(outcome, LogError):
        say(f"refused: {name}: {outcome}", err)
        return 1
    if outcome.already:
        say(f"already in the library: {name} (game {outcome.game_id})", out)
    else:
        notes = f" ({'; '.join(outcome.notes)})" if outcome.notes else ""
        say(f"imported: {name} -> game {outcome.game_id}{notes}", out)
    return 0


def _file(
    store: Store,
    outcome: LogImport | LogError,
    tournament: str,
    session: int,
    say: Callable[[str, TextIO], None],
    out: TextIO,
) -> None:
    """File an imported game under the tournament's session (its own transaction)."""
    if isinstance(outcome, LogError):
        return
    from scoretable.storage.tournament import file_game

    file_game(store, outcome.game_id, tournament, session)
    say(f"game {outcome.game_id}: {tournament}, session {session}", out)


def _import_own(
    store: Store,
    path: Path,
    kind: str,
    say: Callable[[str, TextIO], None],
    out: TextIO,
    err: TextIO,
) -> int:
    """Import one of the app's own files (``kind``: a game or a library backup); 1 if it was
    refused, else 0."""
    shown = shown_name(path)
    try:
        if kind == GAME_FORMAT:
            game_id, unfinished = import_game_file(store, path)
            what = "unfinished: the window resumes it" if unfinished else "finished"
            say(f"imported: {shown} -> game {game_id} ({what})", out)
        else:
            restored = import_library(store, path)
            say(
                f"imported: {shown} -> {len(restored.added)} games "
                f"({restored.already_there} already in the library)",
                out,
            )
    except (ExchangeError, OSError) as error:
        say(f"refused: {shown}: {error}", err)
        return 1
    return 0
