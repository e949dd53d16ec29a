"""``scoretable import FILE`` with the app's own files: a game file or a library backup, known
by its content whatever its name, goes in as the file holds it; an unfinished game is the one
the window resumes, its redo entries ready for Edit -> Redo."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.south4 import LOG
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.cli.main import main
from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry, action_to_dict
from scoretable.session.library import Library
from scoretable.storage import validate
from scoretable.storage.db import open_store, read_last_unfinished
from scoretable.storage.exchange import (
    GAME_FORMAT,
    LIBRARY_FORMAT,
    export_game_json,
    export_library,
    import_game_dict,
    own_format,
)

NAMES = ["Aiko", "Bruno", "Chen", "Dana"]
FINISHED_LOG = [*LOG, action_to_dict(Win((WinEntry(0, han=1, fu=30),), discarder=1))]


def game(log: list[dict[str, Any]], index: int, names: list[str] = NAMES) -> dict[str, Any]:
    return {
        "format": GAME_FORMAT,
        "version": 1,
        "players": names,
        "rules": get_preset("standard").to_dict(),
        "log": log,
        "index": index,
        "finished": log == FINISHED_LOG and index == len(log),
    }


def exported(tmp_path: Path, data: dict[str, Any], name: str) -> Path:
    """``data`` stored in a scratch library and exported as the Games menu does."""
    with open_store(tmp_path / f"source-{name}").store as store:
        game_id = import_game_dict(store, data)
        path = tmp_path / name
        export_game_json(store, game_id, path)
    return path


def run(data: Path, *files: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    sys_out, sys_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        status = main(["--data-dir", str(data), "import", *map(str, files)])
    finally:
        sys.stdout, sys.stderr = sys_out, sys_err
    return status, out.getvalue(), err.getvalue()


def test_an_unfinished_game_file_comes_back_with_its_redo_entries_and_is_resumed(
    tmp_path: Path, qapp: Any
) -> None:
    data = tmp_path / "library"
    with open_store(data).store as store:  # another game, unfinished, played just now
        other = import_game_dict(store, game(LOG[:2], 2, ["W", "X", "Y", "Z"]))
        assert store.last_unfinished() == other
    # South 3, its hand undone: the log's last entry is a redo entry; any name will do
    path = exported(tmp_path, game(LOG, 6), "saved-game.txt")
    held = json.loads(path.read_text(encoding="utf-8"))
    held["updated"] = "2020-01-01T20:00:00+00:00"  # last played long before the other one
    path.write_text(json.dumps(held), encoding="utf-8")
    status, out, err = run(data, path)
    assert status == 0, err
    assert "(unfinished: the window resumes it)" in out
    record = read_last_unfinished(data)
    assert record is not None
    assert record.id != other
    assert (record.log, record.index, list(record.players)) == (held["log"], 6, NAMES)
    with open_store(data).store as store:
        library = Library(store)
        model = library.resume_last()
        assert model is not None
        assert model.undo_stack.canRedo()
        model.redo()  # Edit -> Redo replays South 3's hand: South 4
        assert model.state.scores == (32_700, 18_600, 23_100, 25_600)
        assert store.load_game(record.id).index == 7  # and the journal kept it


def test_a_finished_game_file_comes_back_finished_and_is_not_resumed(tmp_path: Path) -> None:
    data = tmp_path / "library"
    path = exported(tmp_path, game(FINISHED_LOG, len(FINISHED_LOG)), "final.json")
    status, out, _ = run(data, path)
    assert status == 0
    assert "(finished)" in out
    with open_store(data).store as store:
        [summary] = store.list_games()
        assert summary.finished
        assert store.last_unfinished() is None
        assert store.load_game(summary.id).log == FINISHED_LOG


def test_a_backup_restores_its_games_once(tmp_path: Path) -> None:
    with open_store(tmp_path / "source").store as store:
        import_game_dict(store, game(FINISHED_LOG, len(FINISHED_LOG)))
        import_game_dict(store, game(LOG, 5))
        backup = tmp_path / "backup.bin"  # the content says what it is, not the name
        assert export_library(store, backup) == 2
    data = tmp_path / "library"
    assert run(data, backup)[:2] == (
        0,
        f"imported: {backup} -> 2 games (0 already in the library)\n",
    )
    assert run(data, backup)[:2] == (
        0,
        f"imported: {backup} -> 0 games (2 already in the library)\n",
    )
    record = read_last_unfinished(data)
    assert record is not None
    assert (record.log, record.index) == (LOG, 5)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"index": 99}, "index"),
        ({"log": [{"type": "win"}]}, "log"),
        ({"version": 7}, "newer"),
        ({"finished": True}, "finished"),
    ],
)
def test_a_game_file_that_cannot_be_taken_is_refused_and_nothing_is_stored(
    tmp_path: Path, change: dict[str, Any], reason: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game(LOG, 3) | change), encoding="utf-8")
    data = tmp_path / "library"
    status, out, err = run(data, path)
    assert status == 1
    assert out == ""
    [line] = err.splitlines()
    assert line.startswith(f"refused: {path}: ")
    assert reason in line
    with open_store(data).store as store:
        assert store.count_games() == 0


def test_a_tenhou_json_log_still_goes_in_as_a_log(tmp_path: Path) -> None:
    path = tmp_path / "not-ours.json"
    path.write_text(json.dumps({"format": "something-else", "log": []}), encoding="utf-8")
    status, _, err = run(tmp_path / "library", path)
    # read as a Tenhou log, which it is not: the log reader's refusal, not the game file's
    assert status == 1
    assert "refused" in err
    assert GAME_FORMAT not in err


@settings(max_examples=60, deadline=None)
@given(
    content=st.one_of(
        st.binary(max_size=200),
        st.dictionaries(st.text(max_size=8), st.text(max_size=20), max_size=4).map(
            lambda d: json.dumps(d).encode()
        ),
    ),
    prefix=st.sampled_from([b"", b"\xef\xbb\xbf", b" \n"]),
)
def test_own_format_is_told_by_content_alone(
    tmp_path_factory: pytest.TempPathFactory, content: bytes, prefix: bytes
) -> None:
    path = tmp_path_factory.mktemp("own") / "file"
    path.write_bytes(prefix + content)
    # anything else, bytes or JSON, is not ours (and asking never fails)
    assert own_format(path) in (None, GAME_FORMAT, LIBRARY_FORMAT)
    try:
        data = json.loads((prefix + content).decode("utf-8-sig"))
    except ValueError:
        data = None
    ours = isinstance(data, dict) and data.get("format") in (GAME_FORMAT, LIBRARY_FORMAT)
    assert (own_format(path) is not None) == ours
    for kind in (GAME_FORMAT, LIBRARY_FORMAT):  # ours whatever else the object holds
        extra = data if isinstance(data, dict) else {}
        path.write_bytes(prefix + json.dumps(extra | {"format": kind}).encode())
        assert own_format(path) == kind


def test_a_file_that_cannot_be_read_is_not_taken_for_ours(tmp_path: Path) -> None:
    assert own_format(tmp_path / "missing.json") is None
    assert own_format(tmp_path) is None  # a folder


def too_large(path: Path, begins: bytes) -> Path:
    """A file that begins with ``begins`` and is a little larger than the reader takes
    (sparse: nothing of it is written to the disk but its first bytes)."""
    with open(path, "wb") as f:
        f.write(begins)
        f.truncate(validate.MAX_FILE_BYTES + 100)
    return path


def test_a_file_too_large_to_read_whole_is_told_by_how_it_begins(tmp_path: Path) -> None:
    # the app writes "format" first: a backup or a game file past the reader's limit is still
    # known as ours (and refused as too large), anything else still not
    library = too_large(tmp_path / "big.json", b'\xef\xbb\xbf{"format": "scoretable-library", ')
    assert own_format(library) == LIBRARY_FORMAT
    assert own_format(too_large(tmp_path / "g.json", b'{\n "format": "scoretable-game",')) == (
        GAME_FORMAT
    )
    assert own_format(too_large(tmp_path / "t.json", b'{"title": ["", ""], "log": [')) is None
    assert own_format(too_large(tmp_path / "o.json", b'{"format": "another-app", ')) is None
    assert own_format(too_large(tmp_path / "x.mjlog", b"<mjloggm ver=")) is None
    # one byte past the limit or a hundred, the same answer
    with open(library, "r+b") as f:
        f.truncate(validate.MAX_FILE_BYTES + 1)
    assert own_format(library) == LIBRARY_FORMAT


def test_importing_a_backup_too_large_says_so(tmp_path: Path) -> None:
    big = too_large(tmp_path / "backup.json", b'{"format": "scoretable-library", "games": [')
    status, _, err = run(tmp_path / "data", big)
    assert status == 1
    assert f"backup.json is larger than {validate.MAX_FILE_BYTES >> 20} MB" in err
    assert "Tenhou" not in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes (POSIX)")
def test_a_named_pipe_is_not_opened_to_ask(tmp_path: Path) -> None:
    # opening a FIFO for reading waits for a writer: asking must not (no writer ever comes)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert own_format(fifo) is None
