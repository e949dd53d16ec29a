"""Start the Qt application: straight into a game, New game one key (Ctrl+N) away.

The seams, so that storage can take over where games come from:

- :func:`create_model` is the one place a game model is made (with its journal);
- :func:`create_main_window` builds the window for a model (its Games menu, from
  ``ui/games_menu.py``, loads no store; ``Library.attach`` enables it);
- :func:`run_app` opens the store from ``data_dir`` (storage: resume the last unfinished game
  and pass its journal) and never touches saved games with ``--screenshot``. It starts inside
  :func:`starting_up` (no garbage collection until the window is up) and imports the engine
  before Qt (:func:`load_engine`).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from scoretable.engine.rules import Rules
    from scoretable.game.model import GameModel, Journal
    from scoretable.ui.table.main_window import MainWindow

#: the four players of the README screenshot (and of ``--screenshot``)
SCREENSHOT_PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")


def default_players() -> tuple[str, str, str, str]:
    """Names for a game nobody has set up yet (renamed with F2)."""
    from PySide6.QtCore import QCoreApplication

    return (
        QCoreApplication.translate("App", "East player"),
        QCoreApplication.translate("App", "South player"),
        QCoreApplication.translate("App", "West player"),
        QCoreApplication.translate("App", "North player"),
    )


def default_rules() -> Rules:
    from scoretable.engine.rules import get_preset

    return get_preset("standard")


def create_model(rules: Rules, players: Sequence[str], journal: Journal | None = None) -> GameModel:
    """A new game. The one place the application makes a model (storage passes a journal)."""
    from scoretable.game.model import GameModel

    return GameModel(rules, players, journal=journal)


def create_main_window(model: GameModel) -> MainWindow:
    """The window for ``model``; new games it starts are made by :func:`create_model`."""
    from scoretable.ui.table.main_window import MainWindow

    return MainWindow(model, model_factory=lambda rules, players: create_model(rules, players))


def parse_size(size: str) -> tuple[int, int]:
    """ "1366x768" -> (1366, 768); ValueError for anything else."""
    try:
        width, height = (int(part) for part in size.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1366x768, not {size!r}") from None
    if width < 200 or height < 200:
        raise ValueError(f"size {size!r} is too small (at least 200x200)")
    return width, height


@contextmanager
def starting_up() -> Iterator[None]:
    """No garbage collection while the app starts; what start-up built is then frozen.

    Start-up allocates a great deal (modules, classes, Qt's enums, the window) and frees
    little, so the collector's passes over it find nothing to free: they cost about 8 ms
    here. ``gc.freeze()`` then moves those long-lived objects out of the collector's sight,
    so its later passes (during a game, and the full one at exit) stay short: about 14 ms
    less at exit. Reference counting still frees what is dropped; nothing is ever unfrozen.
    The collector comes back on when the window is up, failed or not.
    """
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def load_engine() -> None:
    """Import the scoring engine and the settings before Qt.

    PySide6 reads the source of every module imported after it (its ``__feature__`` import
    hook looks for the word "PySide6"). The engine and the settings are pure Python, so
    loading them first spares start-up that work (about 1.5 ms).
    """
    import scoretable.engine.table
    import scoretable.settings  # noqa: F401


def make_application(offscreen: bool, data_dir: str | None = None) -> QApplication:
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    # App id, names and icon; the shipped Japanese font; the translator for the language of
    # the settings (or SCORETABLE_LANGUAGE, or the system's).
    from scoretable.i18n import setup_application

    setup_application(app, data_dir=data_dir)
    return app


def save_screenshot(path: str, size: tuple[int, int], layout: str | None = None) -> int:
    """Paint the main window with a new game of four named players to ``path`` (PNG).

    ``size`` is in logical pixels: the picture has the device pixel ratio (the display
    scale, e.g. ``QT_SCALE_FACTOR``) times as many pixels each way. Reads and writes no
    saved game (nor the settings).
    """
    app = make_application(offscreen=True)
    window = create_main_window(create_model(default_rules(), SCREENSHOT_PLAYERS))
    if layout is not None:
        window.set_layout_mode(layout)
    window.resize(*size)
    window.show()
    app.processEvents()
    ok = window.grab().save(path, "PNG")
    window.close()
    if not ok:
        print(f"scoretable: could not write {path}", file=sys.stderr)
        return 1
    return 0


def open_window(data_dir: str | None, layout: str | None = None) -> MainWindow | None:
    """The main window on the store in ``data_dir``: the last unfinished game comes back
    exactly as it was left (undo history included), else a new game starts. None if another
    instance owns the database (the refusal has been shown)."""
    from PySide6.QtCore import QCoreApplication

    from scoretable.ui.library.library import open_library

    library = open_library(data_dir)
    if library is None:
        return None
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(library.close)
    model = library.resume_last()
    problem = library.resume_problem
    if model is None:
        try:
            model = library.new_model(default_rules(), default_players())
        except OSError as error:  # the store refused the first write (a lock, a full disk)
            model = create_model(default_rules(), default_players())
            problem = QCoreApplication.translate(
                "App", "This game cannot be saved ({0}); start a new game (Ctrl+N) to retry."
            ).format(error)
    window = create_main_window(model)
    library.attach(window)
    from scoretable.settings import LAYOUT, Settings

    settings = Settings.load(data_dir)
    # the command line's layout applies to this run; the menu's choice is remembered
    window.set_layout_mode(layout or settings.get(LAYOUT))
    window.settings = settings
    if problem:
        window.show_message(problem)
    return window


def run_app(
    screenshot: str | None = None,
    size: str = "1366x768",
    data_dir: str | None = None,
    layout: str | None = None,
) -> int:
    """Start the window (or, with ``screenshot``, paint it to a PNG and exit)."""
    try:
        width, height = parse_size(size)
    except ValueError as error:
        print(f"scoretable: {error}", file=sys.stderr)
        return 2
    with starting_up():
        load_engine()
        if screenshot:
            return save_screenshot(screenshot, (width, height), layout)
        app = make_application(offscreen=False, data_dir=data_dir)
        window = open_window(data_dir, layout)
        if window is None:
            return 1
        from scoretable.i18n import install_language_menu

        install_language_menu(window, data_dir=data_dir)  # View -> Language
        window.resize(width, height)
        window.show()
    return app.exec()
