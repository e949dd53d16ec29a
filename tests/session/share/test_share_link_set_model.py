"""The window shows a game: the same game again keeps the phones' codes, another game gets
new ones and is what the pages are served from then on."""

from __future__ import annotations

from typing import Any

from helpers.share_games import NAMES, RULES

from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.session.share.model_link import ShareLink
from scoretable.session.share.server import ShareServer


def test_the_same_game_keeps_its_codes(qapp: Any) -> None:
    model = GameModel(RULES, NAMES)
    server = ShareServer()  # not listening: the link keeps the state alone
    link = ShareLink(server, model)
    urls = server.urls()
    served = server.snapshot
    link.set_model(model)
    assert server.urls() == urls
    assert server.snapshot is served
    link.close()


def test_another_game_gets_new_codes(qapp: Any) -> None:
    model = GameModel(RULES, NAMES)
    server = ShareServer()
    link = ShareLink(server, model)
    urls = server.urls()
    other = GameModel(RULES, ["Eri", "Fumi", "Goro", "Hana"])
    link.set_model(other)
    assert server.snapshot is not None
    assert server.snapshot.players == ("Eri", "Fumi", "Goro", "Hana")
    assert set(server.urls()["seats"]).isdisjoint(urls["seats"])
    assert server.urls()["overlay"] != urls["overlay"]
    served = server.snapshot
    # the earlier game's changes no longer reach the server; the shown game's do
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    assert server.snapshot is served
    other.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    assert server.snapshot is not served
    assert server.snapshot.state.scores == (25000, 28900, 21100, 25000)
    link.close()


def test_closing_the_link_leaves_the_games_other_watchers_connected(qapp: Any) -> None:
    model = GameModel(RULES, NAMES)
    panel: list[object] = []
    model.scoresChanged.connect(lambda *args: panel.append(args))  # the window's panel
    server = ShareServer()
    link = ShareLink(server, model)
    link.close()
    served = server.snapshot
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    assert server.snapshot is served  # the link no longer follows
    assert len(panel) == 1  # the panel still does


def test_a_link_given_a_parent_goes_with_it(qapp: Any) -> None:
    from PySide6.QtCore import QObject

    window = QObject()
    link = ShareLink(ShareServer(), GameModel(RULES, NAMES), window)
    assert link.parent() is window
    link.close()
