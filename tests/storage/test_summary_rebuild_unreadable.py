"""Rebuilding the statistics' summaries past a finished game whose log cannot be read."""

from __future__ import annotations

from pathlib import Path

from helpers.storage_games import insert_finished_games

from scoretable.storage.db import open_store
from scoretable.storage.stats import rebuild


def test_an_unreadable_game_counts_as_wrong_and_the_rebuild_goes_on(tmp_path: Path) -> None:
    with open_store(tmp_path).store as store:
        insert_finished_games(store)
        first, second = (r[0] for r in store.conn.execute("SELECT id FROM games ORDER BY id"))
        good = store.summary_rows(second)
        assert store.summary_rows(first)
        assert good
        store.conn.execute("UPDATE games SET rules = 'not JSON' WHERE id = ?", (first,))
        store.conn.execute("UPDATE seat_stats SET hands = 99 WHERE game_id = ?", (second,))
        # the unreadable game's rows cannot be checked (counted wrong); the other is mended
        assert rebuild(store) == 2
        assert store.summary_rows(second) == good
        assert rebuild(store) == 1
