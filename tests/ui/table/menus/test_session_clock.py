"""A tournament game's session clock is read off the window's thread (issue 28): with the club
server out of reach the read waits for its connect limit, and the table must not."""

from __future__ import annotations

import threading
from types import SimpleNamespace
from typing import Any

from scoretable.storage import tournament


def test_reading_the_session_clock_never_holds_the_window(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window()
    release, answered = threading.Event(), threading.Event()
    asked: list[tuple[str, int, int]] = []
    readers: list[threading.Thread] = []

    def slow_server(url: str, name: str, session: int, table: int) -> tuple[float, int, int]:
        asked.append((name, session, table))
        readers.append(threading.current_thread())
        release.wait(10)  # a server out of reach: the connect limit's wait
        answered.set()
        return (1_000.0, 95 * 60, 1)

    monkeypatch.setattr(tournament, "table_timer", slow_server)
    window.session.club = SimpleNamespace(url="postgresql://club@nowhere/league")
    window.menu_game._session_table = ("Day", 1, 2, window.model)
    window.menu_game._read_session_clock()
    window.menu_game._read_session_clock()  # the next beat, the first read still waiting: none
    # the window went on at once: both calls returned while the server had not answered (it
    # cannot until the test releases it), and the read is not on the window's thread
    assert not answered.is_set()
    qtbot.waitUntil(lambda: asked == [("Day", 1, 2)])
    assert readers[0] is not threading.main_thread()
    assert window.hanchan_timer.setting() is None  # nothing yet: the game plays on
    release.set()
    qtbot.waitUntil(lambda: window.hanchan_timer.setting() == (95 * 60, 1_000.0))
    assert window.hanchan_timer.hands_after() == 1


def test_a_clock_read_for_a_game_no_longer_on_the_table_is_not_given_to_the_next_one(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    # the read was on its way when another game started: the tournament's clock is not the
    # new game's (a full suite once gave it the session's 80 minutes)
    window = make_window()
    release = threading.Event()
    monkeypatch.setattr(
        tournament, "table_timer", lambda *args: release.wait(10) and (1_000.0, 80 * 60, 1)
    )
    window.session.club = SimpleNamespace(url="postgresql://club@nowhere/league")
    window.menu_game._session_table = ("Day", 1, 2, window.model)
    window.menu_game._read_session_clock()
    window.start_new_game(["Ann", "Bo", "Cy", "Di"], window.model.rules)
    release.set()
    qtbot.waitUntil(lambda: not window.menu_game._clock_reading)
    assert window.hanchan_timer.setting() is None
