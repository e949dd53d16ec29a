"""What Games -> Send the whole library to the club says once the sync is over (issue 35)."""

from __future__ import annotations

import pytest

from scoretable.storage.club import ClubError, Refused, SyncReport
from scoretable.ui.library.club_sync import report_text


def refused(n: int) -> Refused:
    return Refused(n, f"game {n}", ClubError("the server refused it: {why}", why=f"reason {n}"))


@pytest.mark.parametrize(
    ("report", "lines"),
    [
        (SyncReport(3, 7, 0), ["3 games sent; 7 already on the server."]),
        (
            SyncReport(1, 0, 2, withdrawn=4, deferred=5),
            [
                "1 games sent; 0 already on the server.",
                "2 games are newer on the server and were kept there.",
                "4 games withdrawn by the club were not sent.",
                "5 games were not tried (the sync's time was up); they go at the next sync.",
            ],
        ),
        (
            SyncReport(0, 0, 0, refused=(refused(1),)),
            [
                "0 games sent; 0 already on the server.",
                "Game 1 (game 1) was not sent: the server refused it: reason 1",
            ],
        ),
        (
            SyncReport(0, 0, 0, refused=tuple(refused(n) for n in range(1, 8))),
            [
                "0 games sent; 0 already on the server.",
                *(
                    f"Game {n} (game {n}) was not sent: the server refused it: reason {n}"
                    for n in range(1, 6)
                ),
                "2 more games were not sent.",
            ],
        ),
    ],
)
def test_the_message_says_each_count_and_names_the_games_refused(qapp, report, lines):
    assert report_text(report).split("\n") == lines
