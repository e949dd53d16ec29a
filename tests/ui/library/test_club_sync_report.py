"""What Games -> Send the whole library to the club says once the sync is over (issue 35), and
when it fails, in the interface's language (issue 33)."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from scoretable.storage.club import ClubError, Refused, SyncReport
from scoretable.storage.db import StoreUnavailable
from scoretable.ui.library import club_sync
from scoretable.ui.library.club_sync import report_text


def refused(n: int) -> Refused:
    return Refused(n, f"game {n}", ClubError("the server refused it: {why}", why=f"reason {n}"))


@pytest.mark.parametrize(
    ("report", "lines"),
    [
        (SyncReport(3, 7, 0), ["3 games sent; 7 already on the server."]),
        (
            SyncReport(1234, 10500, 0, deferred=2048),
            [
                "1,234 games sent; 10,500 already on the server.",
                "2,048 games were not tried (the sync's time was up); they go at the next sync.",
            ],
        ),
        (
            SyncReport(1, 0, 2, withdrawn=4, deferred=5),
            [
                "1 games sent; 0 already on the server.",
                "2 games go on further on the server, whose copy was kept.",
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


def full_disk() -> sqlite3.OperationalError:
    """SQLite's error for a full disk, as the library's reads meet it."""
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = sqlite3.SQLITE_FULL
    return error


@pytest.mark.parametrize(
    ("error", "sentence"),
    [
        # the library's own error, as its reads raise it (issue 33: it was shown in English)
        (
            StoreUnavailable("The database cannot be used now", "busy", "database is locked"),
            "別のプログラムがデータベースを使用中です (database is locked)。",
        ),
        # SQLite's error, met while the sync reads a game
        (full_disk(), "ドライブに空きがありません (database or disk is full)。"),
        # the club's: as before
        (
            ClubError(
                "the club server is unreachable ({where}): {detail}", where="club", detail="gone"
            ),
            "クラブのサーバーに接続できません(club): gone",
        ),
    ],
    ids=["library", "sqlite", "club"],
)
def test_an_error_met_while_syncing_is_said_in_the_interfaces_language(
    qtbot, library, monkeypatch, japanese, error, sentence
):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: said.append(text))

    def failing(store, url, progress):
        raise error

    monkeypatch.setattr(club_sync, "sync", failing)
    parent = QWidget()
    qtbot.addWidget(parent)
    job = club_sync.sync_library(parent, library, "postgresql://club@127.0.0.1/league")
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=60_000):
        pass
    assert said == [sentence]


def test_the_refused_games_are_named_in_the_messages_details(qtbot, library, monkeypatch):
    """Five refused games of long names, named in the message's text, made it taller than a
    683x384 screen (its OK button off it): the text counts them, its details name them."""
    said: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text, *a, **k: said.append(text))
    names = "Bartholomew Papadopoulos, Maximiliana Featherstonehaugh, 勅使河原美智子"
    report = SyncReport(
        3, 7, 0, refused=tuple(Refused(n, f"{names} {n}", ClubError("refused")) for n in range(7))
    )
    monkeypatch.setattr(club_sync, "sync", lambda store, url, progress: report)
    parent = QWidget()
    qtbot.addWidget(parent)
    job = club_sync.sync_library(parent, library, "postgresql://club@127.0.0.1/league")
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=60_000):
        pass
    assert said == []  # (not the static message with every name in its text)
    box = next(b for b in parent.findChildren(QMessageBox) if b.isVisible())
    assert box.text().split("\n") == [
        "3 games sent; 7 already on the server.",
        "7 games were not sent: the details say which, and why.",
    ]
    assert names not in box.text()
    details = box.detailedText().split("\n")
    assert details[0] == f"Game 0 ({names} 0) was not sent: refused"
    assert details[-1] == "2 more games were not sent."
    assert box.height() <= 384
    box.close()
