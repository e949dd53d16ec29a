"""``scoretable [--data-dir DIR] --screenshot PATH [--dialog NAME]``: the window as it opens.

The picture is the game the window would resume (read from the library, which is never
written), its all-last lines included; a new game of Aiko, Bruno, Chen and Dana, stored
nowhere, when there is none; with ``--dialog`` the dialog as it opens over that game. Each
run is a child process (the command freezes the collector and makes the application); a
probe in the child keeps the windows the command made, to say what they showed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.south4 import LOG
from PySide6.QtGui import QImage

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry, action_to_dict
from scoretable.settings import LAYOUT, Settings
from scoretable.storage.db import open_store
from scoretable.storage.exchange import GAME_FORMAT, import_game_dict
from scoretable.storage.paths import DB_NAME

NAMES = ["鷺宮慧太", "ⓝLuckyJ", "Ｘｅｐｈｅｒ", "Dana"]
#: South 4 then the non-dealer's ron that ends the game
FINISHED_LOG = [*LOG, action_to_dict(Win((WinEntry(0, han=1, fu=30),), discarder=1))]
DIALOGS = ("new-game", "win", "draw", "results", "conditions", "hand")

#: Runs the command in this process and reports what its windows showed (as JSON).
PROBE = r"""
import json, sys
import scoretable.app as app
from PySide6.QtGui import QImage
made = []
class Window(app.MainWindow):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        made.append(self)
        self.standings = None
        shown = self.menu_game.show_results
        def show_results():
            dialog = shown()
            table = dialog.table
            self.standings = [table.item(row, 1).text() for row in range(table.rowCount())]
            return dialog
        self.menu_game.show_results = show_results
app.MainWindow = Window
from scoretable.cli.main import main
from PySide6.QtWidgets import QApplication
report = []
for argv in json.loads(sys.argv[1]):
    status = main(argv)
    window = made[-1]
    model = window.model
    shot = QImage(argv[argv.index("--screenshot") + 1])
    report.append({
        "status": status,
        "players": list(model.players),
        "scores": list(model.state.scores),
        "over": model.state.game_over,
        "stored": model.journal is not None,
        "can_redo": model.undo_stack.canRedo(),
        "lines": [line.text() for line in window.conditions.lines if line.isVisibleTo(window)],
        "window": [window.width(), window.height()],
        "layout": window.layout_mode,
        "picture": [shot.width(), shot.height()],
        "results": window.standings,
    })
screen = QApplication.primaryScreen().geometry()
print(json.dumps({"runs": report, "screen": [screen.width(), screen.height()]}))
"""


def library(directory: Path, log: list[dict[str, Any]], index: int | None = None) -> Path:
    """A library in ``directory`` holding one game of :data:`NAMES` (unfinished unless its
    log ends the game at ``index``)."""
    index = len(log) if index is None else index
    game = {
        "format": GAME_FORMAT,
        "version": 1,
        "players": NAMES,
        "rules": get_preset("standard").to_dict(),
        "log": log,
        "index": index,
        "finished": log == FINISHED_LOG and index == len(log),
    }
    with open_store(directory).store as store:
        import_game_dict(store, game)  # checked and replayed as an import is
    return directory / DB_NAME


def probe(argvs: list[list[str]], env_extra: dict[str, str] | None = None) -> dict[str, Any]:
    env = dict(os.environ, **(env_extra or {}))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(argvs)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


def snapshot(directory: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of ``directory`` with its bytes and modification time."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(directory.iterdir())}


def test_the_picture_is_the_game_the_window_resumes_and_the_library_is_not_written(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    library(data, LOG)
    before = snapshot(data)
    shot = tmp_path / "main.png"
    run = probe([["--data-dir", str(data), "--screenshot", str(shot)]])["runs"][0]
    assert run["status"] == 0
    # South 4 of the stored game, as it stands, with the all-last lines on the panels
    assert run["players"] == NAMES
    assert run["scores"] == [32_700, 18_600, 23_100, 25_600]
    assert not run["stored"]  # kept nowhere: nothing it does is written
    assert any(line.startswith("Top: ron 16,000") for line in run["lines"]), run["lines"]
    assert run["picture"] == [1366, 768]
    assert snapshot(data) == before  # not a byte, not a time, no file more or less


def test_a_library_in_use_is_read_from_its_log_and_not_touched(tmp_path: Path) -> None:
    # the app holds the library open: the game is in its write-ahead log, not yet in the file
    data = tmp_path / "data"
    game = {
        "format": GAME_FORMAT,
        "version": 1,
        "players": NAMES,
        "rules": get_preset("standard").to_dict(),
        "log": LOG,
        "index": len(LOG),
    }
    with open_store(data).store as store:
        import_game_dict(store, game)
        assert (data / (DB_NAME + "-wal")).stat().st_size > 0
        before = snapshot(data)
        run = probe([["--data-dir", str(data), "--screenshot", str(tmp_path / "s.png")]])
        assert snapshot(data) == before  # the -shm index included
    assert run["runs"][0]["players"] == NAMES
    assert run["runs"][0]["scores"] == [32_700, 18_600, 23_100, 25_600]


def test_the_layout_is_the_one_the_window_would_open_with(tmp_path: Path) -> None:
    data = tmp_path / "data"
    Settings.load(data).set(LAYOUT, "table")  # View -> Table mode, remembered
    before = snapshot(data)
    shot = ["--data-dir", str(data), "--screenshot", str(tmp_path / "shot.png")]
    runs = probe([shot, [*shot, "--layout", "screen"]])["runs"]
    assert [run["layout"] for run in runs] == ["table", "screen"]  # --layout for this run
    assert snapshot(data) == before


def test_with_no_game_to_resume_it_paints_a_new_game_stored_nowhere(tmp_path: Path) -> None:
    data = tmp_path / "data"
    finished = library(data, FINISHED_LOG)  # a finished game is not resumed
    before = snapshot(data)
    empty = tmp_path / "empty"
    runs = probe(
        [
            ["--data-dir", str(data), "--screenshot", str(tmp_path / "a.png")],
            ["--data-dir", str(empty), "--screenshot", str(tmp_path / "b.png")],
        ]
    )["runs"]
    for run in runs:
        assert run["status"] == 0
        assert run["players"] == ["Aiko", "Bruno", "Chen", "Dana"]
        assert run["scores"] == [25_000] * 4
        assert not run["stored"]
    assert snapshot(data) == before
    assert finished.is_file()
    assert not (empty / DB_NAME).exists()


def test_redo_entries_come_back_with_the_resumed_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    library(data, LOG, index=6)  # South 3, South 3's hand undone
    run = probe([["--data-dir", str(data), "--screenshot", str(tmp_path / "s.png")]])["runs"][0]
    assert run["can_redo"]
    assert run["lines"] == []  # South 3: no all-last lines yet


@pytest.mark.parametrize("log", [LOG, LOG[:3]], ids=["south-4", "east-4"])
def test_every_dialog_is_painted_over_the_resumed_game(tmp_path: Path, log: list[Any]) -> None:
    data = tmp_path / "data"
    library(data, log)
    before = snapshot(data)
    shots = {name: tmp_path / f"{name}.png" for name in DIALOGS}
    argvs = [
        ["--data-dir", str(data), "--screenshot", str(shot), "--dialog", name]
        for name, shot in shots.items()
    ]
    runs = probe(argvs)["runs"]
    for name, run in zip(DIALOGS, runs, strict=True):
        assert run["status"] == 0, name
        # the picture is the dialog, not the 1366x768 window it opened over
        assert run["picture"] != run["window"], name
        assert min(run["picture"]) > 100, name
        assert not run["over"]  # nothing was recorded
    # results over an unfinished game: the standings as they stand, best first
    expected = ["鷺宮慧太", "Dana", "Ｘｅｐｈｅｒ", "ⓝLuckyJ"] if log == LOG else None
    results = runs[DIALOGS.index("results")]["results"]
    assert results is not None
    assert len(results) == 4
    if expected:
        assert results == expected
    assert snapshot(data) == before


FINISHED_PROBE = r"""
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import scoretable.app as app
from PySide6.QtGui import QImage
from scoretable.engine.rules import get_preset
from scoretable.settings import LAYOUT, Settings
from scoretable.game.model import GameModel
qapp = app.make_application()
log = json.loads(sys.argv[1])
model = GameModel.restore(get_preset("standard"), ("A", "B", "C", "D"), log, len(log))
window = app.MainWindow(model)
window.resize(1366, 768)
window.show()
sizes = {}
for name in app.SCREENSHOT_DIALOGS:
    path = os.path.join(sys.argv[2], name + ".png")
    ok = app.save_dialog(window, name, path)
    image = QImage(path)
    sizes[name] = [ok, image.width(), image.height(), model.state.game_over]
print(json.dumps(sizes))
"""


def test_every_dialog_is_painted_over_a_finished_game(tmp_path: Path) -> None:
    # the window's own actions refuse a win or a draw once the game is over; the pictures
    # ask the dialogs all the same
    done = subprocess.run(
        [sys.executable, "-c", FINISHED_PROBE, json.dumps(FINISHED_LOG), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    sizes = json.loads(done.stdout.splitlines()[-1])
    assert set(sizes) == set(DIALOGS)
    for name, (ok, width, height, over) in sizes.items():
        assert ok, name
        assert width > 100, name
        assert height > 100, name
        assert (width, height) != (1366, 768), name
        assert over


def test_the_dialog_command_exits_0_and_needs_a_screenshot(tmp_path: Path) -> None:
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    shot = tmp_path / "results.png"
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--screenshot", str(shot), "--dialog", "results"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert QImage(str(shot)).width() > 100
    alone = subprocess.run(
        [sys.executable, "-m", "scoretable", "--dialog", "win"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert alone.returncode == 2
    assert "--screenshot" in alone.stderr


def test_an_offscreen_platform_chosen_with_its_options_is_kept(tmp_path: Path) -> None:
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 683, "height": 384}]}),
        encoding="utf-8",
    )
    shot = tmp_path / "small.png"
    report = probe(
        [["--screenshot", str(shot), "--size", "683x384"]],
        {
            "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
            "SCORETABLE_DATA_DIR": str(tmp_path / "data"),
        },
    )
    assert report["screen"] == [683, 384]  # the configured screen, not offscreen's 800x600
    assert report["runs"][0]["picture"] == [683, 384]


def test_a_library_that_cannot_be_read_is_said_and_a_new_game_painted(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / DB_NAME).write_bytes(b"not a database, but a file of the same name" * 50)
    before = snapshot(data)
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(data))
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--screenshot", str(tmp_path / "x.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    said = [line for line in done.stderr.splitlines() if "cannot be read" in line]
    assert len(said) == 1
    assert "new game" in said[0]
    assert snapshot(data) == before  # a damaged file is not moved aside by a picture


def test_every_dialog_fits_a_1366x768_laptop_at_200_percent(tmp_path: Path) -> None:
    """Each --dialog over the resumed South 4 on a 1366x768 screen at a scale of 2 (683x384
    logical): the picture, which is the dialog as it opens, is within the screen (New game
    opened 760x640 logical there, the conditions dialog 1340 px wide)."""
    data = tmp_path / "data"
    library(data, LOG)
    screen = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    shots = {name: str(tmp_path / f"{name}.png") for name in DIALOGS}
    argvs = [
        ["--data-dir", str(data), "--screenshot", shot, "--dialog", name, "--size", "683x384"]
        for name, shot in shots.items()
    ]
    env = {"QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": "2"}
    report = probe(argvs, env)
    assert report["screen"] == [683, 384]
    for name, run in zip(DIALOGS, report["runs"], strict=True):
        width, height = run["picture"]
        assert run["status"] == 0, name
        assert width > 200, name
        assert height > 200, name
        assert width <= 1366, (name, run["picture"])
        assert height <= 768, (name, run["picture"])
