"""Backups and game files that are not what they claim, and the restore's duplicates: each
refusal names the file and why, and nothing is stored twice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers.storage_games import GAME_ONE, NAMES, standard

from scoretable.storage import exchange
from scoretable.storage.db import open_store
from scoretable.storage.exchange import (
    LIBRARY_FORMAT,
    export_library,
    import_game_json,
    import_library,
    own_format,
)
from scoretable.storage.validate import ExchangeError


def write(tmp_path: Path, data: bytes | str) -> Path:
    path = tmp_path / "file.json"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{}", r"^file\.json is not a scoretable library backup$"),
        (json.dumps({"format": LIBRARY_FORMAT, "games": {}}), r"^file\.json: no list of games$"),
        (
            json.dumps({"format": LIBRARY_FORMAT, "games": [None] * 100_001}),
            r"^games: holds more than 100000 games$",
        ),
        (b'{"format": "\xff"}', r"^file\.json cannot be read as JSON"),
    ],
    ids=["empty object", "games not a list", "too many games", "not UTF-8"],
)
def test_a_backup_that_is_not_one_is_refused_and_nothing_stored(
    store: Any, tmp_path: Path, content: str | bytes, message: str
) -> None:
    with pytest.raises(ExchangeError, match=message):
        import_library(store, write(tmp_path, content))
    assert store.list_games() == []


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "scoretable-library", "games": [{"a": 1} {"b": 2}]}',
        '{"format": "scoretable-library", "games": [1, 2 3]}',
        '{"format": "scoretable-library", "games": [1, 2]',
        '{"format": "scoretable-library" "games": []}',
        '{"format": "scoretable-library", "games": []} []',
        '{"format": "scoretable-library", games: []}',
    ],
    ids=[
        "games without a comma",
        "numbers without a comma",
        "unclosed",
        "keys without a comma",
        "extra data",
        "unquoted key",
    ],
)
def test_a_backup_that_is_not_json_is_refused_in_json_loads_own_words(
    store: Any, tmp_path: Path, text: str
) -> None:
    with pytest.raises(json.JSONDecodeError) as expected:
        json.loads(text)
    with pytest.raises(ExchangeError) as caught:
        import_library(store, write(tmp_path, text))
    assert str(caught.value) == f"file.json cannot be read as JSON: {expected.value}"
    assert store.list_games() == []


def test_a_backup_opened_as_a_game_says_to_restore_it(store: Any, tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps({"format": LIBRARY_FORMAT, "games": []}))
    with pytest.raises(ExchangeError, match=r"is a library backup: use Restore library backup"):
        import_game_json(store, path)


@pytest.mark.parametrize(
    "head",
    [b'{"format": "scoretable-game"', b'{"format": "\xff\xfe"}', b"[1, 2]", b"<mjloggm>"],
    ids=["cut short", "not UTF-8", "a list", "XML"],
)
def test_a_file_whose_start_is_not_our_json_is_no_format_of_ours(
    tmp_path: Path, head: bytes
) -> None:
    assert own_format(write(tmp_path, head)) is None


def test_a_game_twice_in_one_backup_is_added_once(store: Any, tmp_path: Path) -> None:
    store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=len(GAME_ONE))
    path = tmp_path / "backup.json"
    export_library(store, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"] *= 2
    path.write_text(json.dumps(data), encoding="utf-8")
    with open_store(tmp_path / "other").store as other:
        done = import_library(other, path)
        assert len(done.added) == 1
        assert done.already_there == 1
        assert len(other.list_games()) == 1


def test_a_stored_game_that_cannot_be_read_is_not_taken_for_the_backups(
    store: Any, tmp_path: Path
) -> None:
    game_id = store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4)
    path = tmp_path / "backup.json"
    export_library(store, path)
    # the stored copy, started at the same moment, can no longer be read: the backup's goes in
    store.conn.execute("UPDATE games SET rules = 'not JSON' WHERE id = ?", (game_id,))
    done = import_library(store, path)
    assert len(done.added) == 1
    assert done.already_there == 0


def test_a_game_gone_while_the_backup_is_looked_through_is_checked_in_full(
    store: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4)
    path = tmp_path / "backup.json"
    export_library(store, path)
    quick = exchange._held
    calls: list[int] = []

    def deleted_meanwhile(store_: Any, game: dict[str, Any]) -> bool:
        calls.append(1)
        if len(calls) == 1:  # the quick look finds the game deleted under it
            raise KeyError("no game 1")
        return quick(store_, game)

    monkeypatch.setattr(exchange, "_held", deleted_meanwhile)
    done = import_library(store, path)
    assert len(calls) == 2  # looked at again, checked in full: the library holds it
    assert done.added == []
    assert done.already_there == 1


def test_writing_a_backup_reports_each_game_against_the_whole_count(
    store: Any, tmp_path: Path
) -> None:
    for _ in range(3):
        store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=len(GAME_ONE))
    store.conn.execute("UPDATE games SET rules = 'not JSON' WHERE id = 2")  # left out, counted
    seen: list[tuple[str, int, int]] = []
    written = exchange.export_library_counted(
        store, tmp_path / "backup.json", lambda *step: seen.append(step)
    )
    assert written == (2, 1)
    assert seen == [("writing", 1, 3), ("writing", 2, 3), ("writing", 3, 3)]
