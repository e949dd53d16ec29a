"""The storage paths the rest of the suite leaves alone: a game's journal after an undo, the
game's end over a changed hand, the CSV's leftover-sticks row, a file written into a folder
that is gone, and the store's readers of origins and missing games."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers.hands import ron
from helpers.storage_games import NAMES

from scoretable.engine.game_rows import build_hands
from scoretable.engine.results import final_results
from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.storage.db import SaveError, Store, open_memory_store, open_store
from scoretable.storage.exchange import (
    csv_result,
    export_game_csv,
    export_library,
    import_library,
)
from scoretable.storage.logs import export_tenhou6
from scoretable.storage.paths import DB_NAME
from scoretable.storage.validate import ExchangeError

# --- the journal ---------------------------------------------------------------------------


def stored_log(store: Any, game_id: int) -> list[dict[str, Any]]:
    rows = store.conn.execute(
        "SELECT data FROM entries WHERE game_id = ? ORDER BY position", (game_id,)
    ).fetchall()
    return [json.loads(row[0]) for row in rows]


def test_a_hand_recorded_after_two_undos_drops_the_undone_entries_from_the_store() -> None:
    store = open_memory_store()
    journal = store.start_game(get_preset("standard"), NAMES)
    model = GameModel(get_preset("standard"), NAMES, journal=journal)
    model.record_win(ron(1, 2))
    model.record_win(ron(2, 3))
    model.undo()
    model.undo()
    model.record_win(ron(3, 0))
    assert stored_log(store, journal.game_id) == model.log
    assert len(stored_log(store, journal.game_id)) == 1
    record = store.load_game(journal.game_id)
    assert record.log == model.log
    assert record.index == 1


def test_ending_the_game_in_place_of_undone_hands_stores_its_result_and_summary() -> None:
    store = open_memory_store()
    journal = store.start_game(get_preset("standard"), NAMES)
    model = GameModel(get_preset("standard"), NAMES, journal=journal)
    model.record_win(ron(1, 2))
    model.record_win(ron(2, 3))
    model.undo()
    model.undo()
    model.end_game()  # written over position 0, which held the first ron
    assert stored_log(store, journal.game_id) == model.log
    assert [e["type"] for e in stored_log(store, journal.game_id)] == ["end"]
    (summary,) = store.list_games()
    assert summary.finished
    assert summary.result is not None
    # all four at 25,000: the places, and so the points, go by seat
    assert seat_stats(store, journal.game_id) == list(zip(NAMES, final_points(model), strict=True))
    assert final_points(model) == [35.0, 5.0, -15.0, -25.0]


def test_ending_the_game_after_a_hand_stores_each_seats_final_points() -> None:
    store = open_memory_store()
    journal = store.start_game(get_preset("standard"), NAMES)
    model = GameModel(get_preset("standard"), NAMES, journal=journal)
    model.record_win(ron(1, 2))
    model.end_game()
    assert [e["type"] for e in stored_log(store, journal.game_id)] == ["win", "end"]
    assert seat_stats(store, journal.game_id) == list(zip(NAMES, final_points(model), strict=True))
    assert final_points(model)[1] == max(final_points(model))  # Bo, who won the hand


def final_points(model: GameModel) -> list[float]:
    return [float(p) for p in final_results(model.state).points]


def seat_stats(store: Any, game_id: int) -> list[tuple[str, float]]:
    rows = store.conn.execute(
        "SELECT name, points FROM seat_stats WHERE game_id = ? ORDER BY seat", (game_id,)
    ).fetchall()
    return [(str(name), float(points)) for name, points in rows]


# --- the store's readers -------------------------------------------------------------------


def test_origins_name_each_imported_game_by_its_first_key() -> None:
    store = open_memory_store()
    first = store.insert_game(
        players=NAMES, rules={}, log=[], index=0, origins=["tenhou:b", "tenhou:a"]
    )
    second = store.insert_game(players=NAMES, rules={}, log=[], index=0, origins=["file:c"])
    store.insert_game(players=NAMES, rules={}, log=[], index=0)  # played here: no origin
    assert store.origins() == {first: "tenhou:a", second: "file:c"}


def test_a_raw_export_of_a_game_the_store_does_not_hold_is_refused_by_id() -> None:
    store = open_memory_store()
    with pytest.raises(KeyError, match="no game 7"):
        store.raw_game(7)


def test_replacing_a_game_keeps_one_game_with_the_new_log() -> None:
    store = open_memory_store()
    old = store.insert_game(players=NAMES, rules={}, log=[], index=0, origins=["log:1"])
    new = store.replace_game(
        old, players=NAMES, rules={}, log=[{"type": "end"}], index=1, origins=["log:1"]
    )
    assert [s.id for s in store.list_games()] == [new]
    assert store.load_game(new).log == [{"type": "end"}]
    assert store.origins() == {new: "log:1"}


# --- the CSV's leftover row ----------------------------------------------------------------


def test_the_csv_names_points_still_shared_out_at_the_end_as_leftover_sticks() -> None:
    game = GameModel(get_preset("standard"), NAMES)
    game.record_win(ron(1, 2))
    last = game.history[-1]
    ended = dataclasses.replace(last.after, game_over=True, final_scores=(25000, 29900, 0, 0))
    leftover = build_hands([dataclasses.replace(last, after=ended)])[-1]
    assert leftover.kind == "leftover"
    assert csv_result(leftover, NAMES) == "Leftover riichi sticks"


# --- a file written into a folder that is gone --------------------------------------------


def test_a_csv_export_into_a_folder_that_is_gone_names_the_users_file(tmp_path: Path) -> None:
    with open_store(tmp_path / "data").store as store:
        game_id = store.insert_game(players=NAMES, rules={}, log=[], index=0)
        target = tmp_path / "gone" / "game.csv"
        with pytest.raises(FileNotFoundError) as caught:
            export_game_csv(store, game_id, target)
        assert caught.value.filename == str(target)
        assert not (tmp_path / "gone").exists()
        export_game_csv(store, game_id, tmp_path / "game.csv")  # the same game, a real folder
        rows = list(csv.reader(io.StringIO((tmp_path / "game.csv").read_text())))
        assert rows[1][:2] == ["0", "start"]


def test_a_tenhou6_export_into_a_folder_that_is_gone_writes_nothing(tmp_path: Path) -> None:
    store = open_memory_store()
    game_id = store.insert_game(players=NAMES, rules={}, log=[], index=0)
    target = tmp_path / "gone" / "game.json"
    with pytest.raises(FileNotFoundError) as caught:
        export_tenhou6(store.load_game(game_id), target)
    assert caught.value.filename == str(target)
    assert list(tmp_path.iterdir()) == []


# --- what the store refuses or leaves out ---------------------------------------------------


def test_a_change_to_a_store_opened_read_only_is_refused_and_changes_nothing(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with open_store(folder).store as store:
        game_id = store.insert_game(players=NAMES, rules={}, log=[], index=0)
    conn = sqlite3.connect(
        (folder / DB_NAME).absolute().as_uri() + "?mode=ro", uri=True, isolation_level=None
    )
    reader = Store(conn, folder / DB_NAME)
    try:
        with pytest.raises(SaveError, match=r"^attempt to write a readonly database$"):
            reader.delete_game(game_id)
        assert [s.id for s in reader.list_games()] == [game_id]
    finally:
        reader.close()


def test_a_finished_game_whose_log_does_not_replay_is_kept_without_a_summary() -> None:
    store = open_memory_store()
    game_id = store.insert_game(
        players=NAMES,
        rules=get_preset("standard").to_dict(),
        log=[{"type": "no such action"}],
        index=1,
        finished=True,
        result={"ranks": [1, 2, 3, 4], "points": [35.0, 5.0, -15.0, -25.0]},
    )
    assert [s.id for s in store.list_games()] == [game_id]
    assert store.load_game(game_id).log == [{"type": "no such action"}]
    assert seat_stats(store, game_id) == []


def test_a_change_while_another_program_holds_the_write_lock_is_refused_and_kept_out(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    opened = open_store(folder)
    with opened.store as store:
        game_id = store.insert_game(players=NAMES, rules={}, log=[], index=0)
        other = sqlite3.connect(folder / DB_NAME, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")  # another program writing, for longer than we wait
            with pytest.raises(SaveError, match=r"^database is locked$"):
                store.delete_game(game_id)
            other.execute("ROLLBACK")
        finally:
            other.close()
        assert [s.id for s in store.list_games()] == [game_id]


def test_a_backup_with_a_start_time_sqlite_cannot_take_is_refused_naming_the_game(
    tmp_path: Path,
) -> None:
    store = open_memory_store()
    store.insert_game(players=NAMES, rules={}, log=[], index=0, title="kept")
    backup = tmp_path / "backup.json"
    export_library(store, backup)
    data = json.loads(backup.read_text())
    data["games"][0]["created"] = "\ud800"  # a lone surrogate: not UTF-8, SQLite takes none
    backup.write_text(json.dumps(data))
    with pytest.raises(ExchangeError, match=r"^game 1: created: holds an unpaired surrogate$"):
        import_library(store, backup)
    assert [s.title for s in store.list_games()] == ["kept"]


@pytest.mark.parametrize(
    ("field", "value"), [("players", "Ann Bo Cy Di"), ("rules", []), ("log", {})]
)
def test_a_backup_entry_of_the_wrong_shape_is_checked_in_full_and_refused(
    tmp_path: Path, field: str, value: Any
) -> None:
    store = open_memory_store()
    store.insert_game(players=NAMES, rules={}, log=[], index=0, title="kept")
    backup = tmp_path / "backup.json"
    export_library(store, backup)
    data = json.loads(backup.read_text())
    data["games"][0][field] = value
    backup.write_text(json.dumps(data))
    with pytest.raises(ExchangeError) as caught:
        import_library(store, backup)
    assert str(caught.value).startswith(f"game 1: {field}: ")
    assert [s.title for s in store.list_games()] == ["kept"]
