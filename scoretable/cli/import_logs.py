"""``scoretable [--data-dir DIR] import FILE...``: Tenhou logs into the library.

Each file (mjlog XML, plain or gzipped, or tenhou.net/6 JSON; the format is read from the
content) is replayed through the engine and stored in one transaction. One line per file:
``imported: FILE -> game N (notes)``, ``already in the library: FILE (game N)``, or
``refused: FILE: reason`` (nothing written for it). Exit 0 when every file is imported or
already there, 1 when any is refused, 2 when the library cannot be opened.

On a terminal, standard error also shows one line of progress (``importing: 412 of 5,000
files``); Ctrl+C stops between two files (those imported stay), says so, and exits 130.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from scoretable.cli.progress import TerminalProgress
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import StoreError, open_store
from scoretable.storage.logs import import_log
from scoretable.storage.paths import data_dir
from scoretable.storage.work import Cancelled


def run_import(files: Sequence[str], data_dir_option: str | None, out: TextIO, err: TextIO) -> int:
    try:
        opened = open_store(data_dir(data_dir_option))
    except (StoreError, OSError) as error:
        print(f"cannot open the library: {error}", file=err)
        return 2
    if opened.notice:
        print(opened.notice, file=err)
    refused = 0
    with opened.store as store, TerminalProgress(err, "importing", "files") as progress:
        for done, name in enumerate(files):
            try:
                progress("importing", done, len(files))
            except Cancelled:
                progress.say(
                    f"stopped: {len(files) - done} of {len(files)} files not imported"
                    " (those above are in the library)",
                    err,
                )
                return 130
            try:
                outcome = import_log(store, Path(name))
            except LogError as error:
                progress.say(f"refused: {name}: {error}", err)
                refused += 1
                continue
            if outcome.already:
                progress.say(f"already in the library: {name} (game {outcome.game_id})", out)
            else:
                notes = f" ({'; '.join(outcome.notes)})" if outcome.notes else ""
                progress.say(f"imported: {name} -> game {outcome.game_id}{notes}", out)
        with contextlib.suppress(Cancelled):  # Ctrl+C after the last file: all is done
            progress("importing", len(files), len(files))
    return 1 if refused else 0
