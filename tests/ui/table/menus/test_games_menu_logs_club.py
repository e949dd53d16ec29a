"""The Games menu's log, replay, league and club entries, driven through the real window."""

from __future__ import annotations

from helpers.log_fixtures import GAME_XML
from helpers.table_ui import library_window
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from scoretable.engine.table import ExhaustiveDraw
from scoretable.session.club_link import ClubLink
from scoretable.settings import CLUB_URL, Settings
from scoretable.ui.library.league import LeagueDialog
from scoretable.ui.library.replay_view import ReplayDialog


def test_tenhou_logs_come_in_through_the_menu_and_replay(qtbot, library, tmp_path, monkeypatch):
    window = library_window(qtbot, library)
    log = tmp_path / "game.mjlog"
    log.write_text(GAME_XML, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(log)], ""))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: said.append(text))
    window.menu_games.act_import_logs.trigger()  # in the background (issue 35)
    qtbot.waitUntil(lambda: said == ["Imported: game.mjlog"])
    assert len(library.store.list_games()) == 2  # the game on the table and the log
    # the game on the table replays too (no hand yet)
    window.menu_games.act_replay.trigger()
    replay = window.findChild(ReplayDialog)
    assert replay is not None
    assert replay.where.text() == "This game has no hand yet."


def test_the_league_opens_on_this_library(qtbot, library):
    window = library_window(qtbot, library)
    window.menu_games.act_league.trigger()
    league = window.findChild(LeagueDialog)
    assert league is not None
    assert "This library" in league.source.text()


def test_the_club_server_is_asked_for_and_kept_without_its_password(
    qtbot, library, tmp_path, monkeypatch
):
    settings = Settings(tmp_path / "settings.ini")
    window = library_window(qtbot, library, settings=settings)
    monkeypatch.setattr(
        QInputDialog, "getText", lambda *a, **k: ("postgresql://t3:secret@club/league", True)
    )
    window.menu_games.act_club.trigger()
    assert settings.get(CLUB_URL) == "postgresql://t3@club/league"


def test_the_club_state_shows_in_the_status_bar_and_each_action_is_sent(qtbot, library):
    link = ClubLink("postgresql://t:x@127.0.0.1:1/none", library.store.path)
    try:
        window = library_window(qtbot, library, club=link)
        assert window.club_status.text() == "Club: waiting"
        with qtbot.waitSignal(link.statusChanged, timeout=20_000):
            # an action on the table: the game goes to the club from the link's thread
            window.model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        assert window.club_status.text() == "Club: not sent (will retry)"
        assert "unreachable" in window.club_status.toolTip()
    finally:
        link.close()
