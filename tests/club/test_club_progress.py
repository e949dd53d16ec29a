"""Club sync of a whole library with progress and Cancel (issue 35), against a real server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scoretable.storage.club import sync
from scoretable.storage.db import open_store
from scoretable.storage.work import Cancelled

sys.path.insert(0, str(Path(__file__).parent))
from test_club import count, table_game


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("t_progress_" + request.node.name[-20:].lower())


def test_a_sync_reports_each_game_and_cancelled_keeps_what_was_sent(url, tmp_path):
    with open_store(tmp_path / "lib").store as store:
        for seed in range(30):
            table_game(store, [f"A{seed}", "Bo", "Cy", "Di"], seed)
        steps: list[tuple[str, int, int]] = []

        def progress(stage: str, done: int, total: int) -> None:
            steps.append((stage, done, total))
            if done == 12:
                raise Cancelled

        with pytest.raises(Cancelled):
            sync(store, url, progress)
        assert steps == [("sending", n, 30) for n in range(13)]
        assert count(url, "games") == 12  # those sent stay sent
        rest = sync(store, url)
        assert (rest.sent, rest.unchanged) == (18, 12)
        assert count(url, "games") == 30
