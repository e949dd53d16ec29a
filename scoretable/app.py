"""Start the Qt application: straight into a game, New game one key (Ctrl+N) away.

- :func:`run_app` opens the library in ``data_dir`` (the last unfinished game comes back,
  else a new one starts), gives it to the main window and adds View -> Language;
- with ``--screenshot`` it paints to a PNG what the window would open with: the game it
  would resume, read from the library without writing it (a new game of Aiko, Bruno, Chen and
  Dana, stored nowhere, when there is none), or with ``--dialog`` a dialog as it opens over
  that game.

What start-up does not need is not loaded: the window imports each dialog and screen when its
action is first used (see :mod:`scoretable.ui.table.main_window`). The Qt-free modules are
imported before PySide6: once PySide6 is loaded, its import hook (``__feature__``) stands in
front of every later import; :func:`scoretable.startup.load_qt` loads PySide6 and tells the
hook what it would otherwise read every module's source to find out
(``benchmarks/bench_startup.py``).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence

# Qt-free first (see the module docstring): the engine's table and rows are the model's.
import scoretable.engine.game_rows
import scoretable.storage.paths
from scoretable import startup
from scoretable.engine.rules import Rules, get_preset

# PySide6, its import hook told that none of our modules need reading (see startup.load_qt)
startup.load_qt()

# isort: split
from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from scoretable.game.model import GameModel
from scoretable.i18n import LanguageMenu, setup_application
from scoretable.settings import CLUB_URL, LAYOUT, Settings
from scoretable.storage.paths import chosen
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.theme import apply_scheme

# the four players of the README screenshot (and of ``--screenshot``)
SCREENSHOT_PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")
# what --dialog paints (with --screenshot)
SCREENSHOT_DIALOGS = ("new-game", "win", "draw", "results", "conditions", "hand")


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
    data_dir: str | None = None,
    dialog: str | None = None,
) -> int:
    """Paint the main window as it would open to ``path`` (PNG): the game it would resume
    from the library in ``data_dir`` (read, never written), else a new game of named players
    (four, or three when ``rules``, default the standard rules, seat three) stored nowhere.
    With ``dialog`` (one of :data:`SCREENSHOT_DIALOGS`) the picture is that dialog as it
    opens over the window.

    ``layout``: table or screen, else the one the settings remember. ``size`` is the
    window's, in logical pixels: the picture has the device pixel ratio (the
    display scale, e.g. ``QT_SCALE_FACTOR``) times as many pixels each way. ``theme``: as
    ``--theme`` (dark, light or system).
    """
    app = make_application(data_dir, theme)
    rules = rules or default_rules()
    model = screenshot_model(data_dir, rules)
    if layout is None:  # as the window would open: the layout remembered (View -> Table mode)
        layout = Settings.load(data_dir).get(LAYOUT)
    window = MainWindow(model, layout=layout)
    window.resize(*size)
    window.show()
    app.processEvents()
    ok = window.grab().save(path, "PNG") if dialog is None else save_dialog(window, dialog, path)
    window.close()
    if not ok:
        print(f"scoretable: could not write {path}", file=sys.stderr)
        return 1
    return 0


def screenshot_model(data_dir: str | None, rules: Rules) -> GameModel:
    """The game the window would resume from the library in ``data_dir``, read without
    writing anything and kept nowhere; else a new game of :data:`SCREENSHOT_PLAYERS`. A
    library that cannot be read is said on stderr (one line) and a new game painted."""
    directory = scoretable.storage.paths.data_dir(data_dir, create=False)
    if scoretable.storage.paths.database_path(directory).is_file():
        # sqlite3 and the store only when there is a library to read
        from scoretable.storage.errors import StoreError
        from scoretable.storage.opening import read_last_unfinished

        try:
            record = read_last_unfinished(directory)
            if record is not None:
                return GameModel.restore(
                    Rules.from_dict(record.rules), record.players, record.log, record.index
                )
        except (StoreError, ValueError, KeyError) as error:
            print(
                f"scoretable: the last game cannot be read ({error}); a new game is painted",
                file=sys.stderr,
            )
    return GameModel(rules, players_for(rules, SCREENSHOT_PLAYERS))


def save_dialog(window: MainWindow, name: str, path: str) -> bool:
    """Open the dialog ``name`` the way its menu action does, over ``window``, paint it to
    ``path`` as it opens, and close it (nothing is recorded). The record dialogs are asked
    whether or not the game is over (the window's actions refuse once it is)."""
    shots: list[bool] = []

    def paint() -> None:
        shown = QApplication.activeModalWidget() or _newest_dialog(window)
        if shots or shown is None:
            return
        QApplication.processEvents()  # laid out and polished as it is first seen
        shots.append(shown.grab().save(path, "PNG"))
        if isinstance(shown, QDialog) and shown.isModal():
            shown.reject()

    # a modal dialog paints from inside its own event loop, a modeless one after it opens
    QTimer.singleShot(0, paint)
    state, players = window.model.state, window.model.players
    if name == "new-game":
        from scoretable.ui.record.new_game_dialog import NewGameDialog

        NewGameDialog.get_setup(window, [])
    elif name == "win":
        from scoretable.ui.record.win_dialog import WinDialog

        WinDialog.get_win(window, state, players)
    elif name == "draw":
        from scoretable.ui.record.draw_dialog import DrawDialog

        DrawDialog.get_draw(window, state, players)
    elif name == "results":
        window.menu_game.show_results()
    elif name == "conditions":
        window.menu_view.show_conditions()
    else:
        window.menu_learn.show_hand_calculator()
    QApplication.processEvents()
    paint()
    return bool(shots) and shots[0]


def _newest_dialog(window: MainWindow) -> QWidget | None:
    """The visible dialog over ``window`` (a modeless one: results, conditions)."""
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    return shown[-1] if shown else None


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
    from scoretable.session.library import open_library
    from scoretable.ui.library.prompts import MessageBoxes

    library = open_library(data_dir, MessageBoxes())
    if library is None:
        return None
    app.aboutToQuit.connect(library.close)
    settings = Settings.load(data_dir)
    # the club's server: --club, else SCORETABLE_CLUB_URL, else Games -> Club server (kept);
    # games go there from a thread of their own, and the table never waits for it
    from scoretable.storage.club_address import CLUB_ENV, public_url

    kept = settings.get(CLUB_URL)
    if kept != public_url(kept):  # an older version kept a password there: used, not kept
        with contextlib.suppress(OSError):
            settings.set(CLUB_URL, public_url(kept))
    url = chosen(club, CLUB_ENV, lambda: kept)
    if url:
        from scoretable.session.club_link import ClubLink

        # each model the library makes sends its changes to the club; the link closes with
        # the table's session, which closes with the library
        library.club = ClubLink(url, library.store.path)
    # the table's session: the last unfinished game, else a new one (kept nowhere if the
    # store refused its first write: a lock, a full disk)
    rules = rules or default_rules()
    session = library.open_session(rules, players_for(rules, default_players()))
    problem = library.resume_problem
    if library.unsaved is not None:
        from scoretable.ui.error_words import error_sentence

        problem = QCoreApplication.translate(
            "App", "This game cannot be saved ({0}); start a new game (Ctrl+N) to retry."
        ).format(error_sentence(library.unsaved.__cause__ or library.unsaved))
    # the command line's layout applies to this run; the menu's choice is remembered
    window = MainWindow(session, settings=settings, layout=layout)
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
    dialog: str | None = None,
) -> int:
    """Start the window (or, with ``screenshot``, paint it, or with ``dialog`` that dialog,
    to a PNG and exit); ``rules``: the preset of a new game (``--rules``); ``theme``: dark,
    light or system (``--theme``)."""
    try:
        width, height = parse_size(size)
        preset = default_rules(rules)
    except (ValueError, KeyError) as error:
        print(f"scoretable: {error.args[0]}", file=sys.stderr)
        return 2
    if screenshot:
        # read when the application is made; an offscreen platform chosen with its options
        # (offscreen:configfile=...: a screen of a given size and scale) is kept as it is
        if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] != "offscreen":
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        status = save_screenshot(
            screenshot, (width, height), layout, preset, theme, data_dir, dialog
        )
        startup.started()
        return status
    app = make_application(data_dir, theme)
    window = open_window(app, data_dir, layout, club, preset)
    startup.started()
    if window is None:
        return 1
    show_window(window, width, height)
    return app.exec()


def show_window(window: QWidget, width: int, height: int) -> None:
    """Show ``window`` at ``width`` x ``height`` logical pixels, as far as its screen has room:
    a 1366x768 laptop at 200% is 683x384, where the window opened twice the screen's size."""
    from scoretable.ui.fitting import bounded

    window.resize(bounded(window, QSize(width, height)))
    window.show()
