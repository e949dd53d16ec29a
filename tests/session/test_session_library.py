"""The library connects each model it makes to the club link (issue 33): every change of a
stored game is handed to the link, whichever way the model was made; and opening a library
without a window says why on stderr and asks nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.session.library import (
    Library,
    StderrPrompts,
    damage_message,
    open_library,
    unavailable_message,
)
from scoretable.storage.db import StoreError, open_memory_store

NAMES = ("Ann", "Bo", "Cy", "Di")


class FakeClub:
    """What the library needs of a club link: the games it is told of."""

    def __init__(self) -> None:
        self.told: list[int] = []

    def game_changed(self, game_id: int) -> None:
        self.told.append(game_id)


def played(model: GameModel) -> None:
    model.declare_riichi(0)
    model.undo()
    model.redo()


MAKERS: dict[str, Callable[[Library], GameModel]] = {
    "new": lambda library: library.new_model(get_preset("standard"), NAMES),
    "opened": lambda library: library.open_model(
        library.store.start_game(get_preset("standard"), NAMES).game_id
    ),
    "resumed": lambda library: _resumed(library),
}


def _resumed(library: Library) -> GameModel:
    library.store.start_game(get_preset("standard"), NAMES)
    model = library.resume_last()
    assert model is not None
    return model


@pytest.mark.parametrize("made", sorted(MAKERS))
def test_each_model_the_library_makes_tells_the_club_of_every_change(qapp, made: str) -> None:
    club = FakeClub()
    library = Library(open_memory_store(), club=club)  # type: ignore[arg-type]
    try:
        model = MAKERS[made](library)
        game_id = library.game_id(model)
        assert game_id is not None
        assert club.told == []  # made, nothing changed yet
        played(model)  # an action, its undo, its redo
        assert club.told == [game_id] * 3
    finally:
        library.close()


def test_a_library_without_a_club_connects_nothing(qapp) -> None:
    library = Library(open_memory_store())
    try:
        model = library.new_model(get_preset("standard"), NAMES)
        club = FakeClub()
        library.club = club  # type: ignore[assignment]
        played(model)  # made before the club: not connected
        assert club.told == []
        later = library.new_model(get_preset("standard"), NAMES)
        later.declare_riichi(1)
        assert club.told == [library.game_id(later)]
    finally:
        library.close()


def test_a_game_kept_nowhere_is_not_sent(qapp) -> None:
    club = FakeClub()
    library = Library(open_memory_store(), club=club)  # type: ignore[arg-type]
    try:
        model = library._linked(GameModel(get_preset("standard"), NAMES))
        played(model)
        assert club.told == []
    finally:
        library.close()


def test_without_a_window_a_store_that_cannot_be_used_is_given_up_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the data directory should be")
    assert open_library(str(blocker)) is None
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1
    assert said[0].startswith("scoretable: The library cannot be opened now: ")
    assert "was not changed" in said[0]
    assert blocker.read_text() == "a file where the data directory should be"


def test_without_a_window_a_second_library_is_refused_and_damage_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scoretable.storage.paths import DB_NAME

    (tmp_path / DB_NAME).write_bytes(b"not a database at all" * 64)
    library = open_library(str(tmp_path))
    assert library is not None
    try:
        assert "renamed to" in capsys.readouterr().err
        assert open_library(str(tmp_path)) is None
        assert capsys.readouterr().err.startswith("scoretable: scoretable is already running: ")
    finally:
        library.close()


def test_without_a_window_what_was_put_right_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scoretable.storage.paths import DB_NAME

    (tmp_path / f"{DB_NAME}-wal").write_bytes(b"stray")
    library = open_library(str(tmp_path), StderrPrompts())
    assert library is not None
    library.close()
    said = capsys.readouterr().err
    assert said.startswith("scoretable: The library was put right: ")


@pytest.mark.parametrize(
    ("kind", "detail", "says"),
    [
        ("full", "no space", "The disk is full (no space)."),
        ("busy", "locked", "Another program is using the database (locked)."),
        ("readonly", "EROFS", "The database cannot be written (EROFS)."),
        ("other", "", "the store's own words"),
    ],
)
def test_why_a_store_cannot_be_used_now_is_one_sentence_then_the_choices(
    kind: str, detail: str, says: str
) -> None:
    text = unavailable_message(StoreError("the store's own words", kind, detail))
    first, choices = text.split("\n\n")
    assert first == says
    assert choices.startswith("The library was not changed.")


@pytest.mark.parametrize(
    ("kind", "detail", "says"),
    [
        ("empty", "", "The database file is empty (0 bytes)."),
        ("newer", "99", "The database was written by a newer version of scoretable (schema 99)."),
        ("damaged", "bad page", "The database is damaged: bad page"),
        ("unreadable", "EIO", "The database cannot be read: EIO."),
    ],
)
def test_what_happened_to_a_damaged_store_names_where_it_was_kept(
    kind: str, detail: str, says: str
) -> None:
    text = damage_message(StoreError("words", kind, detail), "/data/old.sqlite3")
    assert text.split("\n\n") == [
        says,
        "The file was kept, renamed to:\n/data/old.sqlite3",
        "scoretable started with a new, empty library.",
    ]


_JA_CHOICES = (
    "対局一覧は変更していません。直してから「Retry」、保存しないで対局するなら「Ignore」、"
    "終了するなら「Close」を押してください。"
)
_JA_KEPT = (
    "ファイルは次の名前で保管しました:\n/data/old.sqlite3\n\n"
    "scoretable は新しい空の対局記録で起動しました。"
)


@pytest.mark.parametrize(
    ("kind", "detail", "says"),
    [
        ("full", "no space", "ドライブに空きがありません (no space)。"),
        ("busy", "locked", "別のプログラムがデータベースを使用中です (locked)。"),
        ("readonly", "EROFS", "データベースに書き込めません (EROFS)。"),
    ],
)
def test_why_a_store_cannot_be_used_now_is_said_in_japanese(
    japanese: None, kind: str, detail: str, says: str
) -> None:
    text = unavailable_message(StoreError("the store's own words", kind, detail))
    assert text == f"{says}\n\n{_JA_CHOICES}"


@pytest.mark.parametrize(
    ("kind", "detail", "says"),
    [
        ("empty", "", "データベースのファイルが空です (0 バイト)。"),
        (
            "newer",
            "99",
            "データベースは新しいバージョンの scoretable で作成されています(スキーマ 99)。",
        ),
        ("damaged", "bad page", "データベースが破損しています: bad page"),
        ("unreadable", "EIO", "データベースを読み込めません: EIO。"),
    ],
)
def test_what_happened_to_a_damaged_store_is_said_in_japanese(
    japanese: None, kind: str, detail: str, says: str
) -> None:
    text = damage_message(StoreError("words", kind, detail), "/data/old.sqlite3")
    assert text == f"{says}\n\n{_JA_KEPT}"


@pytest.mark.parametrize("method", ["refuse", "ask", "warn", "inform"])
def test_without_a_window_each_message_is_one_line_with_its_title(
    capsys: pytest.CaptureFixture[str], method: str
) -> None:
    answer = getattr(StderrPrompts(), method)("The title", "First part.\n\nSecond  part.")
    assert capsys.readouterr().err == "scoretable: The title: First part. Second part.\n"
    # asked whether to retry, ignore or close, a caller without a window closes
    assert answer == ("close" if method == "ask" else None)


def test_forgetting_empty_games_keeps_the_one_on_the_table(qapp) -> None:
    library = Library(open_memory_store())
    try:
        kept = library.new_model(get_preset("standard"), NAMES)
        library.store.start_game(get_preset("standard"), NAMES)  # empty, not on the table
        library.forget_empty_games(GameModel(get_preset("standard"), NAMES))  # kept nowhere
        assert len(library.store.list_games()) == 2
        library.forget_empty_games(kept)
        assert [g.id for g in library.store.list_games()] == [library.game_id(kept)]
    finally:
        library.close()


def test_forgetting_empty_games_waits_while_the_store_cannot_be_written(
    qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.storage.db import SaveError

    def locked(keep: int | None = None) -> None:
        raise SaveError("database is locked")

    library = Library(open_memory_store())
    try:
        kept = library.new_model(get_preset("standard"), NAMES)
        library.store.start_game(get_preset("standard"), NAMES)
        monkeypatch.setattr(library.store, "delete_empty_games", locked)
        library.forget_empty_games(kept)  # only tidying: nothing raised, nothing lost
        assert len(library.store.list_games()) == 2
    finally:
        library.close()


def _unopenable(tmp_path: Path, how: str) -> StoreError:
    """The error opening a library whose file is a folder, or another program's database."""
    import sqlite3

    from scoretable.storage.db import open_store
    from scoretable.storage.paths import DB_NAME

    if how == "folder":
        (tmp_path / DB_NAME).mkdir()
    else:
        with sqlite3.connect(tmp_path / DB_NAME) as other:
            other.execute("CREATE TABLE invoices (n)")
    with pytest.raises(StoreError) as caught:
        open_store(tmp_path)
    return caught.value


@pytest.mark.parametrize(
    ("how", "says"),
    [
        ("folder", "はフォルダーで、データベースファイルではありません。"),
        ("foreign", "は別のアプリケーションのデータベースです(テーブル: invoices)。"),
    ],
)
def test_a_library_that_cannot_be_opened_says_why_in_the_windows_language(
    tmp_path: Path, japanese: None, how: str, says: str
) -> None:
    from scoretable.ui.error_words import error_sentence

    error = _unopenable(tmp_path, how)
    why, choices = unavailable_message(error).split("\n\n")
    assert why.startswith(str(tmp_path))
    assert says in why
    assert "Move" not in why
    assert "leaves it alone" not in why
    assert choices.startswith("対局一覧は変更していません。")
    assert error_sentence(error) == why  # the same sentence wherever the error is shown


class _Recorded:
    """Prompts that keep what they were told and answer ``answers`` in turn."""

    def __init__(self, *answers: str) -> None:
        self.told: list[tuple[str, str, str]] = []
        self.answers = list(answers)

    def refuse(self, title: str, text: str) -> None:
        self.told.append(("refuse", title, text))

    def ask(self, title: str, text: str) -> str:
        self.told.append(("ask", title, text))
        return self.answers.pop(0)

    def warn(self, title: str, text: str) -> None:
        self.told.append(("warn", title, text))

    def inform(self, title: str, text: str) -> None:
        self.told.append(("inform", title, text))


@pytest.mark.parametrize(
    ("detail", "words"),
    [
        (
            "4242",
            (
                "scoretable is already running",
                "Another scoretable (process 4242) is already using the database in {0}. Close it"
                " first, or start this one with a different --data-dir.",
            ),
        ),
        (
            "",
            (
                "scoretable is already running",
                "Another scoretable is already using the database in {0}. Close it first, or"
                " start this one with a different --data-dir.",
            ),
        ),
    ],
)
def test_a_library_another_scoretable_holds_is_refused_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, detail: str, words: tuple[str, str]
) -> None:
    _held_by(monkeypatch, detail)
    prompts = _Recorded()
    assert open_library(str(tmp_path), prompts) is None  # type: ignore[arg-type]
    assert prompts.told == [("refuse", words[0], words[1].format(tmp_path))]


@pytest.mark.parametrize(("detail", "who"), [("4242", "(プロセス 4242)"), ("", "")])
def test_a_library_another_scoretable_holds_is_refused_in_japanese(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None, detail: str, who: str
) -> None:
    _held_by(monkeypatch, detail)
    prompts = _Recorded()
    assert open_library(str(tmp_path), prompts) is None  # type: ignore[arg-type]
    assert prompts.told == [
        (
            "refuse",
            "scoretable はすでに起動しています",
            f"別の scoretable{who} が {tmp_path} のデータベースを使用中です。先にそちらを閉じるか、"
            "別の --data-dir を指定して起動してください。",
        )
    ]


def _held_by(monkeypatch: pytest.MonkeyPatch, detail: str) -> None:
    """Opening the store finds it held by another scoretable (``detail``: its process)."""
    from scoretable.session import library
    from scoretable.storage.db import StoreLocked

    def held(directory: Path) -> None:
        raise StoreLocked("held", "locked", detail)

    monkeypatch.setattr(library, "open_store", held)


def test_each_prompt_is_titled_in_japanese(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None
) -> None:
    from scoretable.session import library
    from scoretable.storage.db import StoreUnavailable, open_store
    from scoretable.storage.paths import DB_NAME

    busy = StoreUnavailable("busy", "busy", "locked")
    tries: list[Path] = []

    def busy_once(directory: Path) -> object:
        tries.append(directory)
        if len(tries) == 1:
            raise busy
        return open_store(directory)

    monkeypatch.setattr(library, "open_store", busy_once)
    (tmp_path / f"{DB_NAME}-wal").write_bytes(b"stray")
    prompts = _Recorded("retry")
    opened = open_library(str(tmp_path), prompts)  # type: ignore[arg-type]
    assert opened is not None
    opened.close()
    assert [(how, title) for how, title, _ in prompts.told] == [
        ("ask", "対局一覧を今は開けません"),
        ("inform", "対局記録を修復しました"),
    ]
    assert prompts.told[0][2] == unavailable_message(busy)
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / DB_NAME).write_bytes(b"not a database at all" * 64)
    monkeypatch.setattr(library, "open_store", open_store)
    prompts = _Recorded()
    opened = open_library(str(damaged), prompts)  # type: ignore[arg-type]
    assert opened is not None
    opened.close()
    (warned,) = prompts.told
    assert warned[:2] == ("warn", "対局記録を開けませんでした")


def test_a_last_game_that_does_not_replay_is_said_in_the_windows_language(
    qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scoretable.i18n import Translations
    from scoretable.storage.db import open_store

    store = open_store(tmp_path).store
    try:
        # an entry in no shape the engine reads: stored as it came, refused when replayed
        bad = {"type": "win", "wins": [{"winner": 5, "han": 1, "fu": 30}], "discarder": 0}
        rules = get_preset("standard").to_dict()
        game_id = store.insert_game(players=list(NAMES), rules=rules, log=[bad], index=1)
        library = Library(store)
        assert library.resume_last() is None
        assert library.resume_problem == (
            "The last game cannot be resumed (log entry 0: missing 'entries');"
            " it is kept in the library."
        )
        said = f"scoretable: game {game_id} cannot be resumed: log entry 0: missing 'entries'\n"
        assert capsys.readouterr().err == said
        translations = Translations(qapp)
        assert translations.switch("ja")
        try:
            assert library.resume_last() is None
            assert library.resume_problem == (
                "前回の対局は再開できません (記録0: 'entries' がありません)。"
                "対局一覧に残してあります。"
            )
        finally:
            translations.switch("en")
        store.delete_game(game_id)
        assert library.resume_last() is None
        assert library.resume_problem == ""  # nothing to resume: no problem either
    finally:
        store.close()


def test_a_store_that_cannot_be_used_now_can_be_played_without_saving(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.session import library
    from scoretable.storage.db import StoreUnavailable
    from scoretable.storage.paths import DB_NAME

    def busy(directory: Path) -> None:
        raise StoreUnavailable("busy", "busy", "locked")

    monkeypatch.setattr(library, "open_store", busy)
    prompts = _Recorded("ignore")
    opened = open_library(str(tmp_path), prompts)  # type: ignore[arg-type]
    assert opened is not None
    try:
        model = opened.new_model(get_preset("standard"), NAMES)  # kept in memory only
        model.declare_riichi(0)
        assert [g.id for g in opened.store.list_games()] == [opened.game_id(model)]
    finally:
        opened.close()
    assert [how for how, _, _ in prompts.told] == ["ask"]
    assert not (tmp_path / DB_NAME).exists()
