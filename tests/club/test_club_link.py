"""The table's background link to the club server (qtbot, a real server)."""

from __future__ import annotations

from scoretable.game.club_link import ClubLink
from scoretable.storage.db import open_store
from scoretable.storage.paths import DB_NAME
from tests.club.test_club import count, table_game


def test_a_changed_game_is_sent_in_the_background(qtbot, pg_server, tmp_path):
    url = pg_server.create_database("link_sent")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 1)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            with qtbot.waitSignal(link.statusChanged, timeout=20_000) as blocker:
                link.game_changed(game_id)
            assert blocker.args[0] == "sent"
            assert count(url, "games") == 1
        finally:
            link.close()


def test_a_stopped_server_says_failed_and_the_game_goes_when_it_is_back(qtbot, pg_server, tmp_path):
    url = pg_server.create_database("link_retry")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 2)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            pg_server.stop()
            try:
                with qtbot.waitSignal(link.statusChanged, timeout=20_000) as blocker:
                    link.game_changed(game_id)
                assert blocker.args[0] == "failed"
                assert "unreachable" in blocker.args[1]
            finally:
                pg_server.start()
            with qtbot.waitSignal(
                link.statusChanged, timeout=30_000, check_params_cb=lambda s, _d: s == "sent"
            ):
                link.game_changed(game_id)
            assert count(url, "games") == 1
        finally:
            link.close()
