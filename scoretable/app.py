"""Start the Qt application: straight into a game, New game one key (Ctrl+N) away.

- :func:`run_app` opens the library in ``data_dir`` (the last unfinished game comes back,
  else a new one starts), gives it to the main window and adds View -> Language;
- with ``--screenshot`` it paints a new game of four named players to a PNG instead, and
  never opens the library (no saved game is read or written).

What start-up does not need is not loaded: the window imports each dialog and screen when its
action is first used (see :mod:`scoretable.ui.table.main_window`). The Qt-free modules are
imported before PySide6: once PySide6 is loaded, its import hook (``__feature__``) stands in
front of every later import, and loading the engine behind it costs start-up measurably
(``benchmarks/bench_startup.py``).
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Sequence

# Qt-free first (see the module docstring); the engine's table and results are the model's.
import scoretable.engine.results
import scoretable.storage.paths  # noqa: F401
from scoretable.engine.rules import Rules, get_preset

# isort: split
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from scoretable.game.model import GameModel
from scoretable.i18n import LanguageMenu, setup_application
from scoretable.settings import CLUB_URL, Settings
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.theme import apply_scheme

#: the four players of the README screenshot (and of ``--screenshot``)
SCREENSHOT_PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")


def default_players() -> tuple[str, str, str, str]:
    """Names for a game nobody has set up yet (renamed with F2)."""

    return (
        QCoreApplication.translate("App", "East player"),
        QCoreApplication.translate("App", "South player"),
        QCoreApplication.translate("App", "West player"),
        QCoreApplication.translate("App", "North player"),
    )


def default_rules(name: str | None = None) -> Rules:
    """The preset ``name`` (``--rules``), else the standard rules; KeyError if unknown."""
    return get_preset(name or "standard")


def players_for(rules: Rules, names: Sequence[str]) -> tuple[str, ...]:
    """The first names, as many as the rules seat (three for sanma)."""
    return tuple(names[: rules.players])


def parse_size(size: str) -> tuple[int, int]:
    """ "1366x768" -> (1366, 768); ValueError for anything else."""
    try:
        width, height = (int(part) for part in size.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1366x768, not {size!r}") from None
    if width < 200 or height < 200:
        raise ValueError(f"size {size!r} is too small (at least 200x200)")
    return width, height


def make_application(data_dir: str | None = None, theme: str | None = None) -> QApplication:
    """The application (the one that exists, if any) with its identity, the shipped Japanese
    font, the translator for the language of the settings (or SCORETABLE_LANGUAGE, or the
    system's) and the colour scheme ``theme`` (``--theme``; else SCORETABLE_THEME, else the
    system's)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    setup_application(app, data_dir=data_dir)
    apply_scheme(app, theme)
    return app


def save_screenshot(
    path: str,
    size: tuple[int, int],
    layout: str | None = None,
    rules: Rules | None = None,
    theme: str | None = None,
) -> int:
    """Paint the main window with a new game of named players to ``path`` (PNG): four, or
    three when ``rules`` (default: the standard rules) seat three.

    ``size`` is in logical pixels: the picture has the device pixel ratio (the display
    scale, e.g. ``QT_SCALE_FACTOR``) times as many pixels each way. Reads and writes no
    saved game (nor the settings). ``theme``: as ``--theme`` (dark, light or system).
    """
    app = make_application(theme=theme)
    rules = rules or default_rules()
    players = players_for(rules, SCREENSHOT_PLAYERS)
    window = MainWindow(GameModel(rules, players), layout=layout)
    window.resize(*size)
    window.show()
    app.processEvents()
    ok = window.grab().save(path, "PNG")
    window.close()
    if not ok:
        print(f"scoretable: could not write {path}", file=sys.stderr)
        return 1
    return 0


def open_window(
    app: QApplication,
    data_dir: str | None,
    layout: str | None = None,
    club: str | None = None,
    rules: Rules | None = None,
) -> MainWindow | None:
    """The main window on the library in ``data_dir``: the last unfinished game comes back
    exactly as it was left (undo history included), else a new game of ``rules`` (default:
    the standard rules) starts. None if another instance owns the database (the refusal has
    been shown)."""
    # the library's module loads sqlite3 and the store: not for --screenshot
    from scoretable.ui.library.library import open_library

    library = open_library(data_dir)
    if library is None:
        return None
    app.aboutToQuit.connect(library.close)
    model = library.resume_last()
    problem = library.resume_problem
    if model is None:
        rules = rules or default_rules()
        players = players_for(rules, default_players())
        try:
            model = library.new_model(rules, players)
        except OSError as error:  # the store refused the first write (a lock, a full disk)
            model = GameModel(rules, players)
            problem = QCoreApplication.translate(
                "App", "This game cannot be saved ({0}); start a new game (Ctrl+N) to retry."
            ).format(error)
    settings = Settings.load(data_dir)
    # the club's server: --club, else SCORETABLE_CLUB_URL, else Games -> Club server (kept);
    # games go there from a thread of their own, and the table never waits for it
    from scoretable.storage.club import club_url, public_url

    link = None
    kept = settings.get(CLUB_URL)
    if kept != public_url(kept):  # an older version kept a password there: used, not kept
        with contextlib.suppress(OSError):
            settings.set(CLUB_URL, public_url(kept))
    url = club_url(club) or kept
    if url:
        from scoretable.game.club_link import ClubLink

        link = ClubLink(url, library.store.path)
        app.aboutToQuit.connect(link.close)
        if model is not None and (game_id := library.game_id(model)) is not None:
            link.game_changed(game_id)  # whatever waited since the last time goes now
    # the command line's layout applies to this run; the menu's choice is remembered
    window = MainWindow(model, library=library, settings=settings, layout=layout, club=link)
    LanguageMenu(window.menu_view, settings, window.show_message, window)
    if problem:
        window.show_message(problem)
    return window


def run_app(
    screenshot: str | None = None,
    size: str = "1366x768",
    data_dir: str | None = None,
    layout: str | None = None,
    club: str | None = None,
    rules: str | None = None,
    theme: str | None = None,
) -> int:
    """Start the window (or, with ``screenshot``, paint it to a PNG and exit); ``rules``: the
    preset of a new game (``--rules``); ``theme``: dark, light or system (``--theme``)."""
    try:
        width, height = parse_size(size)
        preset = default_rules(rules)
    except (ValueError, KeyError) as error:
        print(f"scoretable: {error.args[0]}", file=sys.stderr)
        return 2
    if screenshot:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # read when the application is made
        status = save_screenshot(screenshot, (width, height), layout, preset, theme)
        _started()
        return status
    app = make_application(data_dir, theme)
    window = open_window(app, data_dir, layout, club, preset)
    _started()
    if window is None:
        return 1
    window.resize(width, height)
    window.show()
    return app.exec()


def _started() -> None:
    """Start-up is over: what it built lives as long as the app, so the collector stops
    looking at it (``gc.freeze``: later passes, and the one at exit, are shorter), and comes
    back on (the command line turned it off while the app was loaded)."""
    gc.freeze()
    gc.enable()
