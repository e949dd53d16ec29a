"""A table's side: a game of the table's library filed under a tournament's session (no server
needed; the tournament checks it when the game is sent)."""

from __future__ import annotations

from scoretable.storage.club.games import tournament_key
from scoretable.storage.store import Store


def file_game(store: Store, game_id: int, tournament: str, session: int) -> None:
    """File game ``game_id`` of the table's library under ``tournament``'s ``session`` (its
    origin key); it goes to the server at the next sync, where the tournament is checked.
    Filing again replaces the earlier filing, and the game is sent again."""
    if session < 1:
        raise ValueError(f"a session is numbered from 1, not {session}")
    name = " ".join(tournament.split())
    if not name:
        raise ValueError("a tournament needs a name")
    from scoretable.storage.records import _now

    with store.transaction() as conn:
        conn.execute(
            "DELETE FROM origins WHERE game_id = ? AND key LIKE 'tournament:%'", (game_id,)
        )
        conn.execute(
            "INSERT INTO origins (key, game_id) VALUES (?, ?)",
            (tournament_key(game_id, name, session), game_id),
        )
        conn.execute("UPDATE games SET updated = ? WHERE id = ?", (_now(), game_id))
