"""``python -m scoretable --screenshot``: a PNG of the main window, exit 0, no saved game
written; the store is loaded only when there is a library to read (tests/cli/test_screenshot_cli.py
checks what is painted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.fresh_modules import ADDED, BEFORE
from PySide6.QtGui import QImage


def unmeasured(**extra: str) -> dict[str, str]:
    """The environment for a start-up whose loaded modules a test lists: without coverage's
    measurement of subprocesses (coverage itself loads sqlite3 and more)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("COVERAGE_PROCESS_")}
    return env | extra


@pytest.mark.parametrize(
    ("size", "expected"), [("1366x768", (1366, 768)), ("1920x1080", (1920, 1080))]
)
def test_screenshot_paints_the_window_and_touches_no_saved_game(
    tmp_path: Path, size: str, expected: tuple[int, int]
) -> None:
    data = tmp_path / "data"
    shot = tmp_path / "main.png"
    env = unmeasured(SCORETABLE_DATA_DIR=str(data))
    env.pop("QT_QPA_PLATFORM", None)  # --screenshot goes offscreen by itself
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--screenshot", str(shot), "--size", size],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == expected
    # the four panels' scores are drawn: the image is far from one flat colour
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)
    }
    assert len(colours) > 3
    assert not data.exists() or not any(data.iterdir())


def test_the_screenshot_loads_no_store_and_nothing_hidden(tmp_path: Path) -> None:
    # what start-up does not need, it does not load: the store (sqlite3) when there is no
    # library to read, the hand history panel (hidden at 1366 px), the dialogs
    code = (
        f"{BEFORE}"
        "from scoretable.cli.main import main\n"
        f"status = main(['--screenshot', {str(tmp_path / 'shot.png')!r}])\n"
        f"{ADDED}"
        "sys.exit(status)\n"
    )
    env = unmeasured(SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    order = done.stdout.split()
    loaded = set(order)
    # the Qt-free engine is loaded before PySide6 (whose import hook slows later imports)
    assert order.index("scoretable.engine.table") < order.index("PySide6")
    assert "scoretable.ui.table.main_window" in loaded
    unwanted = {
        "sqlite3",
        "scoretable.storage.db",
        "scoretable.storage.opening",
        "scoretable.storage.store",
        "scoretable.session.library",
        "scoretable.ui.library.games_dialog",
        "scoretable.ui.learn.learn",
        "scoretable.ui.table.history_panel",
        "scoretable.ui.record.win_dialog",
        "scoretable.ui.record.rename_dialog",
    }
    assert loaded & unwanted == set()


def test_the_screenshot_reads_a_library_with_the_store_alone(tmp_path: Path) -> None:
    # with a library to read, the store's module and sqlite3 come in (read-only), and still
    # nothing of the library's screens, the Learn tools or the dialogs
    from scoretable.storage.db import open_store

    data = tmp_path / "data"
    open_store(data).store.close()
    code = (
        f"{BEFORE}"
        "from scoretable.cli.main import main\n"
        f"status = main(['--screenshot', {str(tmp_path / 'shot.png')!r}])\n"
        f"{ADDED}"
        "sys.exit(status)\n"
    )
    env = unmeasured(SCORETABLE_DATA_DIR=str(data))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert {"sqlite3", "scoretable.storage.opening", "scoretable.storage.store"} <= loaded
    unwanted = {
        "scoretable.session.library",
        "scoretable.ui.library.games_dialog",
        "scoretable.ui.learn.learn",
        "scoretable.ui.table.history_panel",
        "scoretable.ui.record.win_dialog",
        "scoretable.ui.record.rename_dialog",
        "scoretable.storage.exchange",
    }
    assert loaded & unwanted == set()


#: Every module of the package that the first picture needs: start-up loads these and no
#: other (a dialog, a screen, the library's, the Learn tools, the second screen, the club
#: link, sharing: each loads on first use). Add one here only if the window cannot paint its
#: first picture without it.
FIRST_PICTURE = frozenset(
    {
        "scoretable",
        "scoretable.app",
        "scoretable.cli",
        "scoretable.clock",  # the one clock the game's timer reads (it loads no dates)
        "scoretable.cli.main",
        "scoretable.engine",
        "scoretable.engine.errors",
        "scoretable.engine.game_rows",
        # the leagues' presets (rules builds PRESETS from them), the uma rows' check of every
        # Rules value, and the leftover sticks the table pays out at the end (issue 43)
        "scoretable.engine.leagues",
        "scoretable.engine.leftover",
        "scoretable.engine.uma",
        "scoretable.engine.markers",
        "scoretable.engine.records",
        "scoretable.engine.rules",
        "scoretable.engine.scoring",
        "scoretable.engine.settlement",
        # the table's state machine, one module for each thing it holds (issue 44)
        "scoretable.engine.table",
        "scoretable.engine.table.actions",
        "scoretable.engine.table.course",
        "scoretable.engine.table.draws",
        "scoretable.engine.table.reducer",
        "scoretable.engine.table.serialise",
        "scoretable.engine.table.state",
        "scoretable.engine.table.wins",
        "scoretable.game",
        "scoretable.game.conditions",
        "scoretable.game.model",
        "scoretable.game.timer",
        "scoretable.i18n",
        "scoretable.resources",
        # the table's session: the game on the table and what watches it (issue 44)
        "scoretable.session",
        "scoretable.session.table_session",
        "scoretable.settings",
        "scoretable.startup",
        "scoretable.storage",
        "scoretable.storage.paths",
        "scoretable.ui",
        "scoretable.ui.table",
        "scoretable.ui.table.conditions_view",
        "scoretable.ui.table.history_dock",
        "scoretable.ui.table.main_window",
        "scoretable.ui.table.strip",
        "scoretable.ui.theme",
        "scoretable.ui.widgets",
        "scoretable.ui.widgets.panels",
        "scoretable.ui.widgets.panels.fitted",
        "scoretable.ui.widgets.panels.panel",
        "scoretable.ui.widgets.panels.parts",
        "scoretable.ui.widgets.panels.text_fit",
        "scoretable.ui.widgets.round_indicator",
        # View's speech and high-contrast actions (their keys work from the first frame) and
        # the narrator that tells a screen reader each change (issue 32); its sentences
        # (teaching.speech) and the voice itself, QtTextToSpeech, load on first use (issue 30)
        "scoretable.game.narrator",
        "scoretable.ui.table.speech_actions",
        "scoretable.ui.table.view_access",
        # the menu bar: each menu's actions and slots (issue 33); they import no screen, and
        # the guard their slots share (the message strip's sentence for any error)
        "scoretable.ui.table.menus",
        "scoretable.ui.table.menus.edit",
        "scoretable.ui.table.menus.game",
        "scoretable.ui.table.menus.games",
        "scoretable.ui.table.menus.hand",
        "scoretable.ui.table.menus.help",
        "scoretable.ui.table.menus.learn",
        "scoretable.ui.table.menus.view",
        "scoretable.ui.error_words",
    }
)
#: ... and what it needs besides to read the game it resumes from a library (the store's
#: module reads each game's final result and cleans each name it reads). The all-last
#: conditions (engine.conditions), a game's final results (engine.results) and a name's
#: cleaning (engine.names) are not in the first picture of a new game: each loads when first
#: needed (the last hand, the game's end, a rename) (issue 30)
READ_THE_LIBRARY = frozenset(
    {
        # the store's rooms (issue 44): opening reads the game through a Store, which loads
        # its errors, lock, checks, upgrade, journal and records (db.py, which gathers their
        # names for other importers, does not load)
        "scoretable.storage.errors",
        "scoretable.storage.journal",
        "scoretable.storage.locking",
        "scoretable.storage.opening",
        "scoretable.storage.records",
        "scoretable.storage.repair",
        "scoretable.storage.store",
        "scoretable.storage.upgrade",
        "scoretable.storage.migrations",
        "scoretable.storage.validate",
        "scoretable.engine.results",
        "scoretable.engine.names",
    }
)
#: Nothing of these, which only later screens or commands use (the hand calculator's
#: package, the club's driver, other Qt modules, the final results' fractions, the default
#: data folder's lookup: the tests give one).
NOT_AT_START_UP = frozenset(
    {
        "mahjong",
        "psycopg",
        "fractions",
        "decimal",
        "platformdirs",
        "PySide6.QtCharts",
        "PySide6.QtSvg",
        "PySide6.QtNetwork",
        "PySide6.QtTextToSpeech",
        "PySide6.QtMultimedia",
        "PySide6.QtPrintSupport",
    }
)
#: ... nor these Qt classes, which only later screens use: a class's first touch from Python
#: builds every enum it has (the Qt namespace's 94, about 20 ms, are the price of any window
#: that sets an alignment from Python, gives an action a shortcut or asks the system's colour
#: scheme: bench_startup's floor), so the
#: rotated table's graphics view, the conditions dialog's table and buttons, About's message
#: box, the screen reader's announcements and an old settings file's JSON are imported where
#: they are used (issue 30)
NOT_TOUCHED = frozenset(
    {
        "QAbstractItemView",
        "QAccessible",
        "QDialogButtonBox",
        "QGraphicsScene",
        "QGraphicsView",
        "QJsonDocument",
        "QMessageBox",
        "QTableWidget",
    }
)


@pytest.mark.parametrize("library", [False, True], ids=["no library", "a library"])
def test_start_up_loads_what_the_first_picture_needs_and_nothing_else(
    tmp_path: Path, library: bool
) -> None:
    data = tmp_path / "data"
    if library:
        from scoretable.storage.db import open_store

        open_store(data).store.close()
    code = (
        f"{BEFORE}"
        "from scoretable.cli.main import main\n"
        f"status = main(['--screenshot', {str(tmp_path / 'shot.png')!r}])\n"
        f"{ADDED}"
        "from PySide6 import QtCore, QtGui, QtWidgets\n"
        "print(' '.join([*vars(QtCore), *vars(QtGui), *vars(QtWidgets)]))\n"
        "sys.exit(status)\n"
    )
    env = unmeasured(SCORETABLE_DATA_DIR=str(data))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    modules, classes = done.stdout.splitlines()[-2:]
    loaded = set(modules.split())
    ours = {name for name in loaded if name.split(".")[0] == "scoretable"}
    allowed = FIRST_PICTURE | (READ_THE_LIBRARY if library else frozenset())
    assert sorted(ours - allowed) == []
    assert sorted(loaded & NOT_AT_START_UP) == []
    assert sorted(set(classes.split()) & NOT_TOUCHED) == []
    if not library:  # no store to read: none of sqlite3, nor the dates it stores
        assert sorted(loaded & {"sqlite3", "datetime"}) == []


#: The club: its module (sync, standings, tournaments: with the league's and hashlib), the
#: link's thread and psycopg. The window opens without them when no club server is set; its
#: address is read and shown by storage.club_address alone (issue 30)
THE_CLUB = frozenset(
    {
        "scoretable.storage.club",
        "scoretable.storage.league",
        "scoretable.storage.tournament",
        "scoretable.session.club_link",
        "psycopg",
        "hashlib",
    }
)


@pytest.mark.parametrize("club", [False, True], ids=["no club", "a club set"])
def test_the_window_opens_without_the_club_unless_one_is_set_nor_a_message_box(
    tmp_path: Path, club: bool
) -> None:
    # as run_app opens it, on a library of its own, shown and painted once
    code = (
        f"{BEFORE}"
        "from scoretable import app, startup\n"
        "startup.collector_off()\n"
        f"qapp = app.make_application({str(tmp_path / 'data')!r})\n"
        f"window = app.open_window(qapp, {str(tmp_path / 'data')!r})\n"
        "app.show_window(window, 1366, 768)\n"
        "qapp.processEvents()\n"
        "window.grab()\n"
        f"{ADDED}"
        "from PySide6 import QtWidgets\n"
        "print(' '.join(vars(QtWidgets)))\n"
        "window.close()\n"
    )
    # a club nobody answers at (the link's thread tries it later, the window never waits)
    extra = {"SCORETABLE_CLUB_URL": "postgresql://club@127.0.0.1:1/league"} if club else {}
    env = unmeasured(QT_QPA_PLATFORM="offscreen", **extra)
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    modules, classes = done.stdout.splitlines()[-2:]
    loaded = set(modules.split())
    assert "scoretable.storage.club_address" in loaded
    # a library that asks nothing shows no message box, and builds none of its enums
    assert "QMessageBox" not in classes.split()
    if club:
        assert {"scoretable.storage.club", "scoretable.session.club_link"} <= loaded
    else:
        assert sorted(loaded & THE_CLUB) == []


@pytest.mark.skipif(not Path("/proc/self/maps").is_file(), reason="reads /proc/self/maps (Linux)")
@pytest.mark.parametrize(
    ("language", "drawn", "not_drawn"),
    [
        ("en", "ScoreTableSans-", "ScoreTableSansJP-"),
        ("ja", "ScoreTableSansJP-", "ScoreTableSans-"),
    ],
)
def test_the_first_picture_draws_from_one_family_of_the_shipped_fonts(
    tmp_path: Path, language: str, drawn: str, not_drawn: str
) -> None:
    # English draws from the small Latin family and never maps the 5 MB Japanese faces (about
    # 2 MiB each when drawn); Japanese draws all from the Japanese family, as before
    code = (
        f"{BEFORE}"
        "from scoretable.cli.main import main\n"
        f"status = main(['--screenshot', {str(tmp_path / 'shot.png')!r}])\n"
        "with open('/proc/self/maps') as maps:\n"
        "    print(' '.join(sorted({l.split('/')[-1].strip() for l in maps if '.otf' in l})))\n"
        "sys.exit(status)\n"
    )
    env = unmeasured(SCORETABLE_DATA_DIR=str(tmp_path / "data"), SCORETABLE_LANGUAGE=language)
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    mapped = done.stdout.split()
    assert sorted(name.split("-")[-1] for name in mapped if name.startswith(drawn)) == [
        "Bold.otf",
        "Regular.otf",
    ]
    assert [name for name in mapped if name.startswith(not_drawn)] == []


def test_a_bad_size_is_refused(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "scoretable",
            "--screenshot",
            str(tmp_path / "x.png"),
            "--size",
            "big",
        ],
        env=dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data")),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "1366x768" in done.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("layout", ["screen", "table"])
def test_the_window_opens_no_larger_than_its_screen(qtbot: Any, layout: str) -> None:
    """The window's default 1366x768 on a smaller screen (a 1366x768 laptop at 200% is
    683x384) opens within the screen's available geometry; on a larger one, at that size."""
    from scoretable.app import show_window
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.table.main_window import MainWindow

    window = MainWindow(GameModel(get_preset("standard"), ("A", "B", "C", "D")), layout=layout)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert room.width() < 1366 or room.height() < 768  # the test platform's screen is small
    show_window(window, 1366, 768)
    qtbot.waitExposed(window)
    assert window.width() <= room.width()
    assert window.height() <= room.height()
    assert (window.width(), window.height()) == (min(1366, room.width()), min(768, room.height()))
    window.close()
    small = MainWindow(GameModel(get_preset("standard"), ("A", "B", "C", "D")), layout=layout)
    qtbot.addWidget(small)
    show_window(small, 400, 300)
    assert (small.width(), small.height()) == (400, 300)
    small.close()
