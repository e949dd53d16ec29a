"""Copies of one game that diverge between two tables' libraries, sent to a club server (the
club's copies tests and the window's)."""

from __future__ import annotations

from pathlib import Path

from helpers.storage_games import END, NAMES, ron, standard
from scoretable.storage.club import club_standings, sync
from scoretable.storage.club import copies as club_copies
from scoretable.storage.db import _result_dict, open_store
from scoretable.storage.replay import replay


def divergent_tables(tmp_path: Path, url: str) -> tuple[Path, Path, str]:
    """Tables A and B each hold the same game (same start, players, rules) with its first
    hand recorded differently; A sends first. Returns their data dirs and the game's id."""
    for name, first in (("a", ron(1, 2, 3, 30)), ("b", ron(2, 1, 3, 30))):
        log = [first, END]
        state = replay(standard(), NAMES, log, len(log)).state
        with open_store(tmp_path / name).store as store:
            store.insert_game(
                players=NAMES,
                rules=standard(),
                log=log,
                index=2,
                finished=True,
                result=_result_dict(state),
                created="2026-11-21T19:00:00.000000+00:00",
            )
            assert sync(store, url).sent == (name == "a")
    uid = club_copies_uid(url)
    return tmp_path / "a", tmp_path / "b", uid


def label(directory: Path) -> str:
    with open_store(directory).store as store:
        return club_copies.table_of(store).label


def points(url: str) -> dict[str, float]:
    return {s.player: s.points for s in club_standings(url)}


def club_copies_uid(url: str) -> str:
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT uid FROM scoretable.games").fetchone()
    assert row is not None
    return str(row[0])
