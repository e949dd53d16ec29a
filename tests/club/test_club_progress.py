"""Club sync of a whole library with progress and Cancel (issue 35), against a real server."""

from __future__ import annotations

import pytest
from helpers.club_games import count, table_game

from scoretable.storage.club import sync
from scoretable.storage.db import open_store
from scoretable.storage.work import Cancelled


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("t_progress_" + request.node.name[-20:].lower())


def test_a_sync_reports_each_game_and_cancelled_keeps_what_was_sent(url, tmp_path):
    with open_store(tmp_path / "lib").store as store:
        for seed in range(30):
            table_game(store, [f"A{seed}", "Bo", "Cy", "Di"], seed)
        steps: list[tuple[int, int]] = []

        def progress(done: int, total: int) -> None:
            steps.append((done, total))

        def cancelled() -> bool:  # Cancel pressed once 12 games were sent
            return len(steps) == 12

        report = sync(store, url, progress, cancelled)
        assert steps == [(n, 30) for n in range(1, 13)]
        assert (report.sent, report.deferred) == (12, 18)
        assert count(url, "games") == 12  # those sent stay sent
        rest = sync(store, url)
        assert (rest.sent, rest.unchanged) == (18, 12)
        assert count(url, "games") == 30

        # the command line's Ctrl+C: its progress callback raises Cancelled between games
        def interrupted(done: int, total: int) -> None:
            raise Cancelled

        table_game(store, ["New", "Bo", "Cy", "Di"], 99)
        with pytest.raises(Cancelled):
            sync(store, url, interrupted)
        assert count(url, "games") == 31  # the game sent before the interruption stays
