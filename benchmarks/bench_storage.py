"""Storage figures: the cost of saving one action early and late in a long session, and
opening the library with 1,000 stored games.

    .venv/bin/python benchmarks/bench_storage.py

- "save at hand N": games of 10 and of 5,000 hands are stored (a dealer who keeps winning: the
  game never ends, the honba grows), resumed through ``GameModel.restore`` with their journals,
  and 101 more actions are recorded on each through the model, in turn (so background load
  weighs on both alike); the figure is the median time of the journal's
  ``save`` (one committed, fsynced transaction: WAL + synchronous=FULL). The ratio of hand
  5,000 to hand 10 is the figure that matters (target <= 1.5). The whole model action
  (engine, undo command, journal, signals) is printed beside it.
- "open library": a store holding 1,000 finished games (12 hands each); the time to open the
  store (lock, integrity check) and to show the library dialog filled with every game
  (target < 300 ms for the dialog).

Nothing is asserted; the numbers are printed.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SAMPLES = 101


def _dealer_tsumo() -> dict[str, Any]:
    from scoretable.engine.table import Win, WinEntry, action_to_dict

    return action_to_dict(Win((WinEntry(0, 1, 30),), None))


def _save_times(sizes: tuple[int, ...]) -> dict[int, tuple[float, float]]:
    """Per game length: median seconds of journal.save and of a whole model action.

    The games share one store and their actions are interleaved (one on each in turn), so
    whatever else the machine is doing weighs on both the same way.
    """
    from scoretable.engine.rules import Rules, get_preset
    from scoretable.engine.table import Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.storage.db import GameJournal, open_store

    rules = get_preset("standard")
    win = Win((WinEntry(0, 1, 30),), None)
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp)).store
        try:
            games: list[tuple[int, GameModel, GameJournal]] = []
            for hands in sizes:
                game_id = store.insert_game(
                    players=["A", "B", "C", "D"],
                    rules=rules.to_dict(),
                    log=[_dealer_tsumo()] * hands,
                    index=hands,
                )
                record = store.load_game(game_id)
                journal = store.journal_for(record)
                model = GameModel.restore(
                    Rules.from_dict(record.rules), record.players, record.log, record.index, journal
                )
                games.append((hands, model, journal))
            # Every game starts from a checkpointed WAL (the bulk inserts are not saves).
            store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            saves: dict[int, list[float]] = {hands: [] for hands in sizes}
            actions: dict[int, list[float]] = {hands: [] for hands in sizes}
            for _ in range(SAMPLES):
                for hands, model, journal in games:
                    start = time.perf_counter()
                    model.record_win(win)
                    actions[hands].append(time.perf_counter() - start)
                    saves[hands].append(journal.seconds_in_last_save)
            for hands, model, _ in games:
                assert model.index == hands + SAMPLES
        finally:
            store.close()
    return {
        hands: (statistics.median(saves[hands]), statistics.median(actions[hands]))
        for hands in sizes
    }


def _library_times(games: int) -> tuple[float, float]:
    """Seconds to open a store of ``games`` games, and to show the filled library dialog."""
    from PySide6.QtWidgets import QApplication

    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import DeclareRiichi, Win, WinEntry, action_to_dict
    from scoretable.game.model import GameModel
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store
    from scoretable.ui.library.games_dialog import GamesTableModel, LibraryDialog

    app = QApplication.instance() or QApplication([])
    rules = get_preset("standard").to_dict()
    # 12 hands, each: a riichi, then a ron by the next seat.
    log: list[dict[str, Any]] = []
    for hand in range(12):
        seat = hand % 4
        log.append(action_to_dict(DeclareRiichi(seat)))
        log.append(action_to_dict(Win((WinEntry((seat + 1) % 4, 2, 30),), (seat + 2) % 4)))
    result = {"placements": [0, 1, 2, 3], "points": [45.0, 5.0, -15.0, -35.0]}
    with tempfile.TemporaryDirectory() as tmp:
        with open_store(Path(tmp)).store as store:
            for n in range(games):
                store.insert_game(
                    players=[f"P{n % 17}", f"Q{n % 13}", f"R{n % 11}", f"S{n % 7}"],
                    rules=rules,
                    log=log,
                    index=len(log),
                    finished=True,
                    result=result,
                )
        start = time.perf_counter()
        store = open_store(Path(tmp)).store
        opened = time.perf_counter() - start
        try:
            library = Library(store)
            start = time.perf_counter()
            on_table = GameModel(get_preset("standard"), ("P", "Q", "R", "S"))
            dialog = LibraryDialog(library, on_table, lambda model: None)
            dialog.show()
            app.processEvents()
            shown = time.perf_counter() - start
            # the library reads a page of games at a time, more as the view scrolls
            assert dialog.table_model.rowCount() == min(games, GamesTableModel.PAGE)
            dialog.close()
        finally:
            store.close()
    return opened, shown


def run() -> list[dict[str, object]]:
    times = _save_times((10, 5000))
    save_10, action_10 = times[10]
    save_5000, action_5000 = times[5000]
    opened, shown = _library_times(1000)
    ms = 1000.0
    return [
        {
            "name": "save one action at hand 10",
            "value": save_10 * ms,
            "unit": "ms",
            "note": f"median of {SAMPLES} journal saves (one fsynced transaction)",
        },
        {
            "name": "save one action at hand 5,000",
            "value": save_5000 * ms,
            "unit": "ms",
            "note": f"median of {SAMPLES} journal saves",
        },
        {
            "name": "save ratio hand 5,000 / hand 10",
            "value": save_5000 / save_10,
            "unit": "x",
            "note": "target <= 1.5",
        },
        {
            "name": "whole model action at hand 10",
            "value": action_10 * ms,
            "unit": "ms",
            "note": "engine + undo command + journal + signals",
        },
        {
            "name": "whole model action at hand 5,000",
            "value": action_5000 * ms,
            "unit": "ms",
            "note": f"ratio {action_5000 / action_10:.2f}x",
        },
        {
            "name": "open store with 1,000 games",
            "value": opened * ms,
            "unit": "ms",
            "note": "lock, quick_check, schema check",
        },
        {
            "name": "show library of 1,000 games",
            "value": shown * ms,
            "unit": "ms",
            "note": "query, table model (its first page), dialog shown; target < 300 ms",
        },
    ]


if __name__ == "__main__":
    rows = run()
    width = max(len(str(r["name"])) for r in rows)
    for r in rows:
        value = r["value"]
        assert isinstance(value, float)
        print(f"{r['name']:<{width}}  {value:>10.3f} {r['unit']:<3} {r['note']}")
