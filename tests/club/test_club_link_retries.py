"""The club link keeps trying: a server lost between two sends, a game it cannot read."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.club_games import count, table_game

from scoretable.session import club_link
from scoretable.session.club_link import ClubLink
from scoretable.storage.db import open_store
from scoretable.storage.paths import DB_NAME

NO_SUCH_GAME = 999_999


def games_sent(url: str) -> int:
    """The games on the server (0 before the first send made the club's tables)."""
    import psycopg

    try:
        return count(url, "games")
    except psycopg.errors.UndefinedTable:
        return 0


def test_a_server_lost_after_a_send_is_tried_again_without_being_asked(
    qtbot: Any, pg_server: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(club_link, "RETRY_SECONDS", 0.2)
    url = pg_server.create_database("link_lost")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 1)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            with qtbot.waitSignal(link.statusChanged, timeout=20_000) as sent:
                link.game_changed(game_id)
            assert sent.args[0] == "sent"
            pg_server.stop()  # the link's connection is open: it breaks on the next send
            try:
                with qtbot.waitSignal(link.statusChanged, timeout=20_000) as failed:
                    link.game_changed(game_id)
                assert failed.args[0] == "failed"
                assert "club-secret" not in failed.args[1]
            finally:
                pg_server.start()
            # nothing more is asked: the pause's end alone sends the pending game again
            with qtbot.waitSignal(
                link.statusChanged, timeout=30_000, check_params_cb=lambda s, _d: s == "sent"
            ):
                pass
            assert count(url, "games") == 1
        finally:
            link.close()


def test_a_game_that_cannot_be_read_fails_alone_and_the_others_go(
    qtbot: Any, pg_server: Any, tmp_path: Any
) -> None:
    url = pg_server.create_database("link_unreadable")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 2)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            link.game_changed(NO_SUCH_GAME)
            link.game_changed(game_id)
            # in whichever rounds the worker takes them, the readable game goes and the
            # other stays pending, failed
            qtbot.waitUntil(lambda: link.state == "failed" and games_sent(url) == 1, timeout=20_000)
        finally:
            link.close()
