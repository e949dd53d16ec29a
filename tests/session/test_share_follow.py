"""Following a library another process writes: changes served, a finished game's end kept, a
new game served with new tokens, an unreadable library reported in a line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from share_games import NAMES, RULES

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.session.share.follow import LibraryFollower
from scoretable.session.share.server import ShareServer
from scoretable.storage.paths import DB_NAME


def test_follows_changes_the_end_and_the_next_game(tmp_path: Path, qapp: Any) -> None:
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    server = ShareServer()  # not started: what it would serve is read directly
    games: list[int] = []
    follower = LibraryFollower(tmp_path, server, on_new_game=lambda r: games.append(r.id))
    try:
        assert follower.poll() is True
        assert follower.poll() is False  # nothing changed: the files are not even read
        first_tokens = server.tokens.seats
        assert server.snapshot is not None
        assert server.snapshot.state.round_wind == 0
        model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        assert follower.poll() is True
        assert server.snapshot.state.hand_number == 3
        model.end_game()
        assert follower.poll() is True
        assert server.snapshot.state.game_over  # the end stays served
        assert server.tokens.seats == first_tokens
        other = GameModel(RULES, ["W", "X", "Y", "Z"], journal=store.start_game(RULES, "WXYZ"))
        other.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        assert follower.poll() is True
        assert server.snapshot.players == ("W", "X", "Y", "Z")
        assert len(games) == 2
        assert games[0] != games[1]
        assert all(server.tokens.seat_of(token) is None for token in first_tokens)
    finally:
        store.close()


def test_an_unreadable_library_is_reported_once(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"not a database" * 100)
    errors: list[str] = []
    follower = LibraryFollower(tmp_path, ShareServer(), on_error=errors.append)
    assert follower.poll() is False
    assert follower.record is None
    assert len(errors) == 1
    assert errors[0].startswith("the library cannot be read: ")
    assert "\n" not in errors[0]
