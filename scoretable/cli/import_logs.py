"""``scoretable [--data-dir DIR] import FILE...``: Tenhou logs into the library.

Each file (mjlog XML, plain or gzipped, or tenhou.net/6 JSON; the format is read from the
content) is replayed through the engine and stored in one transaction. One line per file:
``imported: FILE -> game N (notes)``, ``already in the library: FILE (game N)``, or
``refused: FILE: reason`` (nothing written for it); a file name that is not UTF-8 is written
with its bytes escaped (``\\xff``). Exit 0 when every file is imported or
already there, 1 when any is refused, 2 when the library cannot be opened.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from scoretable.logs.tenhou import LogError
from scoretable.storage.db import StoreError, open_store
from scoretable.storage.logs import import_log
from scoretable.storage.paths import data_dir
from scoretable.storage.validate import shown_name


def run_import(files: Sequence[str], data_dir_option: str | None, out: TextIO, err: TextIO) -> int:
    try:
        opened = open_store(data_dir(data_dir_option))
    except (StoreError, OSError) as error:
        print(f"cannot open the library: {error}", file=err)
        return 2
    if opened.notice:
        print(opened.notice, file=err)
    refused = 0
    with opened.store as store:
        for file in files:
            name = shown_name(file)
            try:
                outcome = import_log(store, Path(file))
            except LogError as error:
                print(f"refused: {name}: {error}", file=err)
                refused += 1
                continue
            if outcome.already:
                print(f"already in the library: {name} (game {outcome.game_id})", file=out)
            else:
                notes = f" ({'; '.join(outcome.notes)})" if outcome.notes else ""
                print(f"imported: {name} -> game {outcome.game_id}{notes}", file=out)
    return 1 if refused else 0
