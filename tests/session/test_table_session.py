"""The table's session (issue 44): one owner of the game on the table. Each new game is
announced once (``gameChanged``) after every watcher it holds follows it; changes, undo and
redo go through its one save path; it starts and stops the phones' server, which follows each
new game; the library opens it and closes it."""

from __future__ import annotations

import socket
import sqlite3
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from helpers.share_games import NAMES, RULES, south4_log

from scoretable.engine.errors import RuleError
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.session.share.server import ShareServer
from scoretable.session.table_session import (
    TICK_MS,
    NotSaved,
    SharingRefused,
    TableSession,
    is_save_failure,
)
from scoretable.storage.db import open_memory_store

RON = Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2)
OTHERS = ["Eri", "Fumi", "Goro", "Hana"]


class FakeClub:
    """What the session and the library need of a club link."""

    def __init__(self) -> None:
        self.told: list[int] = []
        self.closed = 0

    def game_changed(self, game_id: int) -> None:
        self.told.append(game_id)

    def close(self) -> None:
        self.closed += 1


class Recorder:
    """The session's signals as they come."""

    def __init__(self, session: TableSession) -> None:
        self.games: list[GameModel] = []
        self.conditions = 0
        self.sharing: list[bool] = []
        session.gameChanged.connect(self.games.append)
        session.conditionsChanged.connect(self._conditions)
        session.sharingChanged.connect(self.sharing.append)

    def _conditions(self) -> None:
        self.conditions += 1


@pytest.fixture
def session(qapp: Any) -> Iterator[TableSession]:
    made = TableSession(GameModel(RULES, NAMES))
    yield made
    made.close()


# --- one game at a time -------------------------------------------------------------------


def test_a_new_game_is_announced_once_after_every_watcher_follows_it(
    session: TableSession,
) -> None:
    seen = Recorder(session)
    old, other = session.model, GameModel(RULES, OTHERS)
    following: list[tuple[object, ...]] = []
    session.gameChanged.connect(
        lambda model: following.append(
            (session.narrator.model, session.timer.model, session.conditions.model)
        )
    )
    assert session.set_model(other) is True
    assert seen.games == [other]
    assert following == [(other, other, other)]  # each watcher already followed it
    assert session.model is other
    # the same game again: nothing to announce
    assert session.set_model(other) is False
    assert seen.games == [other]
    assert old is not other


def test_the_narrator_and_the_timer_go_with_the_session(qapp: Any) -> None:
    import shiboken6

    made = TableSession(GameModel(RULES, NAMES))
    owned = [made.narrator, made.timer]
    made.close()
    shiboken6.delete(made)
    assert [shiboken6.isValid(child) for child in owned] == [False, False]


def test_the_narrator_says_the_game_on_the_table_only(session: TableSession) -> None:
    said: list[str] = []
    session.narrator.said.connect(said.append)
    old = session.model
    session.set_model(GameModel(RULES, OTHERS))
    old.record_win(RON)
    assert said == []  # the earlier game is no longer told
    session.model.record_win(RON)
    assert len(said) == 1 and "Fumi" in said[0]


def test_the_conditions_follow_the_new_game_keeping_the_any_hand_switch(
    session: TableSession,
) -> None:
    seen = Recorder(session)
    session.conditions.set_end_now(True)  # View -> Conditions in every hand
    assert seen.conditions == 1
    first = session.conditions
    assert first.active and first.conditions
    session.set_model(GameModel(RULES, OTHERS))
    assert session.conditions is not first
    assert session.conditions.end_now
    assert session.conditions.model is session.model
    assert seen.conditions == 2  # said once for the new game
    first.model.record_win(RON)
    assert seen.conditions == 2  # the earlier game's watcher is no longer relayed
    session.model.declare_riichi(0)
    assert seen.conditions == 3


def test_the_last_hands_conditions_are_there_without_the_switch(qapp: Any) -> None:
    log = south4_log()
    session = TableSession(GameModel.restore(RULES, NAMES, log, len(log)))
    assert session.conditions.active
    assert not session.conditions.end_now
    session.close()


def test_the_timer_ticks_once_a_second_until_the_session_closes(
    session: TableSession,
) -> None:
    ticker = session._ticker
    assert ticker.interval() == TICK_MS == 1000
    assert ticker.isActive()
    session.close()
    assert not ticker.isActive()
    assert session.closed


# --- the one save path --------------------------------------------------------------------


def test_changes_undo_and_redo_go_through_the_session(session: TableSession) -> None:
    model = session.model
    session.record(lambda: model.record_win(RON))
    assert model.scores == (25000, 28900, 21100, 25000)
    session.undo()
    assert model.scores == (25000,) * 4
    session.redo()
    assert model.scores == (25000, 28900, 21100, 25000)


def test_a_rules_refusal_comes_out_as_it_is(session: TableSession) -> None:
    session.record(lambda: session.model.declare_riichi(0))
    with pytest.raises(RuleError):
        session.record(lambda: session.model.declare_riichi(0))


@pytest.mark.parametrize(
    "failure",
    [
        OSError(28, "No space left on device"),
        sqlite3.OperationalError("database or disk is full"),
    ],
    ids=["system", "sqlite"],
)
def test_a_save_that_failed_is_not_saved_with_its_cause(
    session: TableSession, monkeypatch: pytest.MonkeyPatch, failure: Exception
) -> None:
    model = GameModel(RULES, NAMES, journal=open_memory_store().start_game(RULES, NAMES))
    session.set_model(model)
    session.record(lambda: model.declare_riichi(0))

    def full(_model: object) -> None:
        raise failure

    monkeypatch.setattr(model.journal, "save", full)
    with pytest.raises(NotSaved) as raised:
        session.record(lambda: model.record_win(RON))
    assert raised.value.what == "game"
    assert raised.value.__cause__ is failure
    assert model.scores == (24000, 25000, 25000, 25000)  # rolled back
    with pytest.raises(NotSaved):
        session.undo()  # the undo could not be saved either
    assert model.state.riichi == frozenset({0})


def test_not_saved_passes_through_and_other_errors_stay_what_they_are(
    session: TableSession,
) -> None:
    first = NotSaved("new game")

    def again() -> None:
        raise first

    with pytest.raises(NotSaved) as raised:
        session.record(again)
    assert raised.value is first

    def bug() -> None:
        raise ValueError("a bug")

    with pytest.raises(ValueError, match="a bug"):
        session.record(bug)


def test_sqlite_is_looked_at_only_where_it_is_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    assert is_save_failure(OSError("gone"))
    assert is_save_failure(sqlite3.OperationalError("locked"))
    assert not is_save_failure(ValueError("x"))
    monkeypatch.delitem(sys.modules, "sqlite3")
    assert not is_save_failure(ValueError("x"))
    assert is_save_failure(OSError("gone"))


# --- new games ----------------------------------------------------------------------------


def test_a_new_game_without_a_library_is_kept_nowhere(session: TableSession) -> None:
    seen = Recorder(session)
    model = session.new_game(RULES, OTHERS)
    assert model.journal is None
    assert seen.games == [model]


def test_a_new_game_of_the_library_is_stored_and_sent_to_its_club(qapp: Any) -> None:
    club = FakeClub()
    library = Library(open_memory_store(), club=club)  # type: ignore[arg-type]
    session = TableSession(GameModel(RULES, NAMES), library=library)
    assert session.club is club
    model = session.new_game(RULES, OTHERS)
    game_id = library.game_id(model)
    assert game_id is not None
    model.record_win(RON)
    assert club.told == [game_id]
    session.close()
    assert club.closed == 1
    session.close()  # once is enough
    assert club.closed == 1


def test_a_new_game_the_store_refuses_leaves_the_game_on_the_table(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = Library(open_memory_store())
    session = TableSession(GameModel(RULES, NAMES), library=library, club=None)
    seen = Recorder(session)
    before = session.model
    full = sqlite3.OperationalError("database or disk is full")

    def refuse(*_args: object) -> GameModel:
        raise full

    monkeypatch.setattr(library, "new_model", refuse)
    with pytest.raises(NotSaved) as raised:
        session.new_game(RULES, OTHERS)
    assert raised.value.what == "new game" and raised.value.__cause__ is full
    assert session.model is before and seen.games == []

    def bug(*_args: object) -> GameModel:
        raise KeyError("bug")

    monkeypatch.setattr(library, "new_model", bug)
    with pytest.raises(KeyError):
        session.new_game(RULES, OTHERS)
    session.close()


def test_a_club_given_is_used_before_the_librarys(qapp: Any) -> None:
    mine, theirs = FakeClub(), FakeClub()
    library = Library(open_memory_store(), club=theirs)  # type: ignore[arg-type]
    session = TableSession(GameModel(RULES, NAMES), library=library, club=mine)  # type: ignore[arg-type]
    assert session.club is mine
    session.close()
    assert (mine.closed, theirs.closed) == (1, 0)


# --- the phones' server -------------------------------------------------------------------


def test_sharing_starts_follows_each_new_game_and_stops(session: TableSession, qtbot: Any) -> None:
    seen = Recorder(session)
    told: list[int] = []
    server = session.start_sharing("127.0.0.1", 0, "ja", on_devices=lambda: told.append(1))
    try:
        assert session.sharing and session.server is server and server.running
        assert server.language == "ja" and "ja" in server.translators
        assert session.start_sharing("127.0.0.1", 0) is server  # already sharing
        assert seen.sharing == [True]
        urls = server.urls()
        session.model.record_win(RON)  # served from the server's own thread, soon
        qtbot.waitUntil(
            lambda: (
                server.snapshot is not None
                and server.snapshot.state.scores == (25000, 28900, 21100, 25000)
            )
        )
        # another game on the table: new codes, and the pages are served from it
        session.set_model(GameModel(RULES, OTHERS))
        assert set(server.urls()["seats"]).isdisjoint(urls["seats"])
        qtbot.waitUntil(
            lambda: server.snapshot is not None and server.snapshot.players == tuple(OTHERS)
        )
        # new codes on request
        before = server.urls()
        session.new_codes()
        assert server.urls()["overlay"] != before["overlay"]
    finally:
        session.stop_sharing()
    assert not session.sharing and session.server is None and session.share_link is None
    assert not server.running and server.on_devices is None
    assert seen.sharing == [True, False]
    session.stop_sharing()  # not sharing: nothing to stop
    session.new_codes()  # nor any codes to renew
    assert seen.sharing == [True, False]


def test_closing_the_session_stops_sharing(session: TableSession) -> None:
    server = session.start_sharing("127.0.0.1", 0)
    session.close()
    assert not server.running and session.server is None


def test_a_taken_port_is_refused_naming_the_address(session: TableSession) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        port = taken.getsockname()[1]
        with pytest.raises(SharingRefused) as raised:
            session.start_sharing("127.0.0.1", port)
    finally:
        taken.close()
    assert raised.value.address == "127.0.0.1"
    assert isinstance(raised.value.error, OSError)
    assert not session.sharing


def test_every_address_refused_names_none(
    session: TableSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: ShareServer) -> None:
        raise OSError(98, "Address already in use")

    monkeypatch.setattr(ShareServer, "start", refuse)
    with pytest.raises(SharingRefused) as raised:
        session.start_sharing("0.0.0.0", 8765)
    assert raised.value.address is None
    assert raised.value.error.errno == 98


# --- the library opens and closes it ------------------------------------------------------


def test_the_library_opens_the_session_on_the_last_unfinished_game(qapp: Any) -> None:
    club = FakeClub()
    library = Library(open_memory_store(), club=club)  # type: ignore[arg-type]
    stored = library.store.start_game(RULES, NAMES)
    session = library.open_session(RULES, OTHERS)
    assert library.session is session and session.library is library
    assert library.game_id(session.model) == stored.game_id
    assert list(session.model.players) == NAMES
    assert club.told == [stored.game_id]  # what waited goes now
    assert library.unsaved is None
    library.close()
    assert session.closed and club.closed == 1


def test_the_library_opens_a_new_game_when_none_is_unfinished(qapp: Any) -> None:
    library = Library(open_memory_store())
    session = library.open_session(RULES, OTHERS)
    assert list(session.model.players) == OTHERS
    assert library.game_id(session.model) is not None
    library.close()


def test_a_first_game_the_store_refuses_is_played_unsaved(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    club = FakeClub()
    library = Library(open_memory_store(), club=club)  # type: ignore[arg-type]
    full = OSError(28, "No space left on device")

    def refuse(*_args: object) -> GameModel:
        raise full

    monkeypatch.setattr(library, "new_model", refuse)
    session = library.open_session(RULES, OTHERS)
    assert session.model.journal is None
    assert library.unsaved is not None and library.unsaved.__cause__ is full
    assert club.told == []  # a game kept nowhere is not sent

    def bug(*_args: object) -> GameModel:
        raise KeyError("bug")

    monkeypatch.setattr(library, "new_model", bug)
    with pytest.raises(KeyError):
        library.open_session(RULES, OTHERS)
    library.close()


def test_closing_a_library_that_opened_no_session_closes_the_store(qapp: Any) -> None:
    library = Library(open_memory_store())
    library.close()
    assert library.session is None
