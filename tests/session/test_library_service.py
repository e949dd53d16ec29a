"""The library service (open_library's messages, resuming, tidying), apart from any window.

The module is imported in this one place: where it lives is the only line to change if it
moves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.session import library as service
from scoretable.storage.db import StoreError, open_store

NAMES = ["Ann", "Bo", "Cy", "Di"]


@pytest.mark.parametrize(
    ("kind", "why"),
    [
        ("full", "The disk is full (no space)."),
        ("busy", "Another program is using the database (no space)."),
        ("readonly", "The database cannot be written (no space)."),
        ("unavailable", "the database cannot be used now"),
    ],
)
def test_why_the_library_cannot_be_used_now_and_that_nothing_changed(
    qapp: Any, kind: str, why: str
) -> None:
    message = service.unavailable_message(
        StoreError("the database cannot be used now", kind, "no space")
    )
    first, rest = message.split("\n\n")
    assert first == why
    assert rest.startswith("The library was not changed. Retry when this is fixed")


@pytest.mark.parametrize(
    ("kind", "why"),
    [
        ("empty", "The database file is empty (0 bytes)."),
        ("newer", "The database was written by a newer version of scoretable (schema 99)."),
        ("damaged", "The database is damaged: 99"),
        ("unreadable", "The database cannot be read: 99."),
    ],
)
def test_what_happened_to_a_damaged_library_and_where_it_was_kept(
    qapp: Any, kind: str, why: str
) -> None:
    message = service.damage_message(StoreError("", kind, "99"), "/data/library.damaged")
    assert message.split("\n\n") == [
        why,
        "The file was kept, renamed to:\n/data/library.damaged",
        "scoretable started with a new, empty library.",
    ]


def test_a_last_game_whose_log_does_not_replay_stays_and_says_why(
    qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(tmp_path).store as store:
        # an entry in no shape the engine reads: stored as it came, refused when replayed
        bad = {"type": "win", "wins": [{"winner": 5, "han": 1, "fu": 30}], "discarder": 0}
        rules = get_preset("standard").to_dict()
        game_id = store.insert_game(players=NAMES, rules=rules, log=[bad], index=1)
        library = service.Library(store)
        assert library.resume_last() is None
        assert library.resume_problem.startswith("The last game cannot be resumed (log entry 0:")
        assert library.resume_problem.endswith("it is kept in the library.")
        assert f"game {game_id} cannot be resumed" in capsys.readouterr().err
        assert [g.id for g in store.list_games()] == [game_id]


def test_an_empty_library_resumes_nothing_and_a_game_kept_nowhere_tidies_nothing(
    qapp: Any, tmp_path: Path
) -> None:
    with open_store(tmp_path).store as store:
        library = service.Library(store)
        assert library.resume_last() is None
        assert library.resume_problem == ""  # nothing yet
        stored = library.new_model(get_preset("standard"), NAMES)
        unsaved = GameModel(get_preset("standard"), NAMES)
        assert service.Library.game_id(unsaved) is None
        library.forget_empty_games(unsaved)
        assert [g.id for g in store.list_games()] == [service.Library.game_id(stored)]
