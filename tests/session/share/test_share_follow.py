"""Following a library another process writes: changes served, a finished game's end kept, a
new game served with new tokens, an unreadable library reported in a line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.share_games import NAMES, RULES

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.session.share.follow import LibraryFollower
from scoretable.session.share.server import ShareServer
from scoretable.storage.paths import DB_NAME


def test_follows_changes_the_end_and_the_next_game(tmp_path: Path, qapp: Any) -> None:
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    server = ShareServer()  # not started: what it would serve is read directly
    games: list[int] = []
    follower = LibraryFollower(tmp_path, server, on_new_game=lambda r: games.append(r.id))
    try:
        assert follower.poll() is True
        assert follower.poll() is False  # nothing changed: the files are not even read
        first_tokens = server.tokens.seats
        assert server.snapshot is not None
        assert server.snapshot.state.round_wind == 0
        model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        assert follower.poll() is True
        assert server.snapshot.state.hand_number == 3
        model.end_game()
        assert follower.poll() is True
        assert server.snapshot.state.game_over  # the end stays served
        assert server.tokens.seats == first_tokens
        other = GameModel(RULES, ["W", "X", "Y", "Z"], journal=store.start_game(RULES, "WXYZ"))
        other.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        assert follower.poll() is True
        assert server.snapshot.players == ("W", "X", "Y", "Z")
        assert len(games) == 2
        assert games[0] != games[1]
        assert all(server.tokens.seat_of(token) is None for token in first_tokens)
    finally:
        store.close()


def test_an_unreadable_library_is_reported_once(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"not a database" * 100)
    errors: list[str] = []
    follower = LibraryFollower(tmp_path, ShareServer(), on_error=errors.append)
    assert follower.poll() is False
    assert follower.record is None
    assert len(errors) == 1
    assert errors[0].startswith("the library cannot be read: ")
    assert "\n" not in errors[0]
    quiet = LibraryFollower(tmp_path, ShareServer())  # no one to tell: served on, silently
    assert quiet.poll() is False
    assert quiet.record is None


def _files(directory: Path) -> dict[str, bytes]:
    """The library's files but the ``-shm`` index (where any reader marks its place)."""
    return {p.name: b"" if p.name.endswith("-shm") else p.read_bytes() for p in directory.iterdir()}


def test_an_open_library_is_followed_in_place_cheaply_and_never_written(
    tmp_path: Path, qapp: Any, monkeypatch: Any
) -> None:
    """While a store has the library open, the follower holds a read-only connection: it never
    copies or rereads the library (read_last_unfinished is not called), writes nothing, keeps
    no transaction open (the store's checkpoint goes through whole) and never takes the
    library's lock (another store opens it once the first is closed)."""
    from scoretable.game.model import GameModel
    from scoretable.session.share import follow
    from scoretable.storage.db import open_store

    def whole(*args: object) -> None:
        raise AssertionError("the library was read whole")

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server)
    monkeypatch.setattr(follow, "read_last_unfinished", whole)
    try:
        assert follower.poll() is True
        assert server.snapshot is not None
        assert server.snapshot.state.scores[1] == 28900
        for step in (
            lambda: model.record_draw(ExhaustiveDraw(tenpai=frozenset({0}))),
            model.undo,
            lambda: model.record_draw(ExhaustiveDraw(tenpai=frozenset({1}))),
        ):
            step()
            before = _files(tmp_path)
            assert follower.poll() is True
            assert server.snapshot.state == model.state
            for _ in range(3):
                assert follower.poll() is False
            assert _files(tmp_path) == before  # nothing written, nothing made
            busy, _, _ = store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()[0]
            assert busy == 0  # no read left open: the log is folded in and emptied
        store.close()
        again = open_store(tmp_path).store  # the lock was never the follower's
        try:
            record = again.resumed()
            assert record is not None
            later = GameModel.restore(
                RULES, record.players, record.log, record.index, journal=again.journal_for(record)
            )
            later.record_draw(ExhaustiveDraw(tenpai=frozenset({2})))
            assert follower.poll() is True  # another store's commit, followed as well
            assert server.snapshot.state == later.state
        finally:
            again.close()
    finally:
        follower.close()


def test_a_closed_library_is_read_whole_and_a_replaced_one_reopened(
    tmp_path: Path, qapp: Any
) -> None:
    """A library no store has open (no log beside it) is read as a file, without a connection
    held; a library replaced under the follower (a restore) is opened again."""
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
    store.close()
    assert not (tmp_path / (DB_NAME + "-wal")).exists()
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server)
    try:
        assert follower.poll() is True
        assert server.snapshot is not None
        assert server.snapshot.state == model.state
        assert follower.poll() is False
        assert not (tmp_path / (DB_NAME + "-wal")).exists()  # nothing made beside it
        store = open_store(tmp_path).store  # the window opens it: the follower follows it open
        resumed = store.resumed()
        assert resumed is not None
        model = GameModel.restore(
            RULES, resumed.players, resumed.log, resumed.index, journal=store.journal_for(resumed)
        )
        model.record_draw(ExhaustiveDraw(tenpai=frozenset({1})))
        assert follower.poll() is True
        assert server.snapshot.state == model.state
        store.close()
        other = tmp_path / "other"
        other.mkdir()
        store = open_store(other).store
        GameModel(RULES, ["W", "X", "Y", "Z"], journal=store.start_game(RULES, "WXYZ"))
        store.close()
        for suffix in ("-wal", "-shm"):
            (tmp_path / (DB_NAME + suffix)).unlink(missing_ok=True)
        (other / DB_NAME).replace(tmp_path / DB_NAME)  # restored from a backup
        assert follower.poll() is True
        assert server.snapshot.players == ("W", "X", "Y", "Z")
    finally:
        follower.close()


def test_a_library_that_goes_away_serves_on_what_it_had(tmp_path: Path, qapp: Any) -> None:
    """The library's file removed (or moved) while followed: the reader is let go, nothing
    is read, no error is reported and the last game stays served."""
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    errors: list[str] = []
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server, on_error=errors.append)
    try:
        assert follower.poll() is True
        served = server.snapshot
        store.close()
        for path in tmp_path.iterdir():
            if path.name.startswith(DB_NAME):
                path.unlink()
        assert follower.poll() is False
        assert follower.poll() is False  # and stays quiet
        assert server.snapshot is served
        assert errors == []
    finally:
        follower.close()


def test_a_change_elsewhere_in_the_library_serves_nothing_new(tmp_path: Path, qapp: Any) -> None:
    """Another game finished and stored (not the one being played): the library changed, the
    game served did not, so nothing is sent; a follower without a new-game callback serves
    the first game all the same."""
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    earlier = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    earlier.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    earlier.end_game()
    (finished,) = [game.id for game in store.list_games()]
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server)
    try:
        assert follower.poll() is True
        served = server.snapshot
        assert served is not None
        version = follower._version
        store.rename_game(finished, "last week's")
        assert follower.poll() is False
        assert follower._version != version  # the change was seen, and read
        assert server.snapshot is served
    finally:
        follower.close()
        store.close()


def _counting_reads(follower: LibraryFollower, monkeypatch: Any) -> list[None]:
    """A list that grows by one each time ``follower`` reads the game served."""
    reads: list[None] = []
    read = follower._read

    def counted() -> Any:
        reads.append(None)
        return read()

    monkeypatch.setattr(follower, "_read", counted)
    return reads


def read_once_while_unchanged(follower: LibraryFollower, reads: list[None]) -> None:
    """The first look reads the game; the next ones, with nothing changed, read nothing."""
    assert follower.poll() is True
    for _ in range(3):
        assert follower.poll() is False
    assert len(reads) == 1


def test_a_closed_library_is_read_again_only_when_one_of_its_files_changed(
    tmp_path: Path, qapp: Any, monkeypatch: Any
) -> None:
    """No store has it open: a look compares the files' sizes and times (the database, its
    rollback journal, its write-ahead log) and reads nothing while they stay the same."""
    import os

    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
    store.close()
    follower = LibraryFollower(tmp_path, ShareServer())
    reads = _counting_reads(follower, monkeypatch)
    try:
        read_once_while_unchanged(follower, reads)
        database = tmp_path / DB_NAME
        later = database.stat().st_mtime_ns + 1_000_000_000
        os.utime(database, ns=(later, later))  # written in place: the same size, a new time
        follower.poll()
        assert len(reads) == 2
        (tmp_path / (DB_NAME + "-journal")).write_bytes(b"")  # a write under way
        follower.poll()
        assert len(reads) == 3
        (tmp_path / (DB_NAME + "-wal")).write_bytes(b"")  # a store opened it
        follower.poll()
        assert len(reads) == 4
    finally:
        follower.close()


def test_an_open_library_is_read_again_only_when_it_changed_and_after_a_close(
    tmp_path: Path, qapp: Any, monkeypatch: Any
) -> None:
    """A store has it open: a look asks SQLite whether anything was committed and reads
    nothing while nothing was; a follower closed (its connection let go) follows the next
    change all the same."""
    from scoretable.game.model import GameModel
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    model = GameModel(RULES, NAMES, journal=store.start_game(RULES, NAMES))
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server)
    reads = _counting_reads(follower, monkeypatch)
    try:
        read_once_while_unchanged(follower, reads)
        model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
        assert follower.poll() is True
        assert follower.poll() is False
        assert len(reads) == 2
        follower.close()
        model.record_draw(ExhaustiveDraw(tenpai=frozenset({1})))
        assert follower.poll() is True
        assert server.snapshot is not None
        assert server.snapshot.state == model.state
    finally:
        follower.close()
        store.close()


def test_a_closed_library_serves_the_end_the_next_game_and_what_follows_a_deleted_game(
    tmp_path: Path, qapp: Any
) -> None:
    """Each change made by a store opened and closed again (the library read as a file): a
    game that ends is served ended; a game started as the last one ended (the same time
    stamp) is served; a game deleted while served gives way to the library's latest."""
    from collections.abc import Callable

    from scoretable.game.model import GameModel
    from scoretable.storage.db import Store, open_store

    def change(act: Callable[[Store], None]) -> None:
        store = open_store(tmp_path).store
        try:
            act(store)
        finally:
            store.close()
        assert not (tmp_path / (DB_NAME + "-wal")).exists()

    def resumed(store: Store, game_id: int) -> GameModel:
        record = store.load_game(game_id)
        return GameModel.restore(
            RULES, record.players, record.log, record.index, journal=store.journal_for(record)
        )

    ids: list[int] = []

    def start(players: list[str]) -> Callable[[Store], None]:
        def act(store: Store) -> None:
            model = GameModel(RULES, players, journal=store.start_game(RULES, players))
            model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
            ids.append(store.last_unfinished() or 0)

        return act

    change(start(list(NAMES)))
    server = ShareServer()
    follower = LibraryFollower(tmp_path, server)
    try:
        assert follower.poll() is True
        change(lambda store: resumed(store, ids[0]).end_game())
        assert follower.poll() is True
        assert server.snapshot is not None
        assert server.snapshot.state.game_over  # the end is served
        change(start(["W", "X", "Y", "Z"]))

        def same_time(store: Store) -> None:
            with store.transaction() as conn:
                conn.execute("UPDATE games SET updated = '2026-01-01T12:00:00'")

        change(same_time)
        assert follower.poll() is True
        assert server.snapshot.players == ("W", "X", "Y", "Z")
        change(start(["P", "Q", "R", "S"]))
        assert follower.poll() is False  # another game: the one served did not change
        change(lambda store: store.delete_game(ids[1]))
        assert follower.poll() is True
        assert server.snapshot.players == ("P", "Q", "R", "S")
    finally:
        follower.close()
