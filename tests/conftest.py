"""Test-wide setup: Qt runs offscreen, before anything imports it."""

import atexit
import os
import shutil
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Bytecode is written and reused during the tests even where PYTHONDONTWRITEBYTECODE is set (as
# on some machines, to keep trees clean): without it every xdist worker rewrites the asserts of
# all ~350 test modules again (11 s a worker) and every command-line subprocess compiles the
# package from source. The files land in __pycache__ folders, which git ignores.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Every test (and every subprocess a test starts) uses a throwaway data directory, never the
# user's real one: set unconditionally, before anything can open the store.
_TEST_DATA_DIR = tempfile.mkdtemp(prefix="scoretable-test-data-")
os.environ["SCORETABLE_DATA_DIR"] = _TEST_DATA_DIR
atexit.register(shutil.rmtree, _TEST_DATA_DIR, ignore_errors=True)


@pytest.fixture
def japanese(qapp):
    """The interface in Japanese for the test (English again afterwards)."""
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch("ja")
    yield
    translations.switch("en")


@pytest.fixture
def frozen_clock():
    """``scoretable.clock`` frozen at a fixed instant (``helpers.fake_clock.START``) for the
    test; ``frozen_clock.advance(seconds)`` moves it on. A test never reads today's date."""
    from helpers.fake_clock import FrozenClock

    from scoretable import clock

    frozen = FrozenClock()
    with clock.replaced(wall=frozen.timestamp, monotonic=frozen.monotonic):
        yield frozen


@pytest.fixture
def shots(tmp_path):
    """The folder a test saves its pictures in, to be looked at: inside the test's own
    ``tmp_path``, never elsewhere (``pytest --basetemp=DIR`` keeps them in DIR)."""
    folder = tmp_path / "shots"
    folder.mkdir()
    return folder


@pytest.fixture
def store(request, tmp_path):
    """The tests' one store of games: new, in the test's own folder (``tmp_path / "data"``),
    closed after. A module or test marked ``@pytest.mark.store_games(fill=fill)`` finds in it the
    games ``fill(store)`` puts there first."""
    from scoretable.storage.db import open_store

    opened = open_store(tmp_path / "data")
    assert opened.notice is None
    marker = request.node.get_closest_marker("store_games")
    if marker is not None:
        marker.kwargs["fill"](opened.store)
    yield opened.store
    opened.store.close()


# --- the coverage gate where no PostgreSQL server can run --------------------------------------

#: The modules only the club tests reach, and those need a PostgreSQL server (tests/club/pg.py).
#: Where none can be started the gate leaves them out, and says so, so that a clone on such a
#: machine still checks everything else at 100%; where one can, they count like any other.
SERVER_ONLY = (
    "*/scoretable/storage/club/*.py",
    "*/scoretable/storage/tournament/*.py",
    "*/club_link.py",
)
_LEFT_OUT = "scoretable: left out of the coverage gate"
_left_out_key = pytest.StashKey[str]()


def pytest_configure(config):
    from helpers.pg import why_no_server

    reason = why_no_server()
    controller = getattr(config.pluginmanager.getplugin("_cov"), "cov_controller", None)
    if reason is None or controller is None:
        return
    # pytest-cov measures with one Coverage and reports with another (the combined data)
    reporters = [getattr(controller, name, None) for name in ("cov", "combining_cov")]
    for cov in filter(None, reporters):
        cov.config.report_omit = [*(cov.config.report_omit or []), *SERVER_ONLY]
    config.stash[_left_out_key] = reason


def pytest_terminal_summary(terminalreporter, config):
    reason = config.stash.get(_left_out_key, None)
    if reason is not None:
        terminalreporter.write_sep("-", _LEFT_OUT)
        terminalreporter.write_line(f"{', '.join(SERVER_ONLY)}: no PostgreSQL server ({reason})")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """After each test (and pytest-qt's closing of the widgets it tracked), the widgets it
    deleted later are deleted now, as the app's event loop would."""
    result = yield
    if _qt_app_running():
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return result


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """After a Qt test, once pytest has let go of its fixtures, its garbage is cleared here
    (``_collect_qt_garbage``): a test's window is never left for Python's collector to delete
    with all its children in the middle of a later test (a collection inside Qt's calls
    crashed whole runs). What lives on is then frozen (``gc.freeze``), so the next test's
    collection looks only at what that test made; at the end of each file everything is
    looked at again, the file's own fixtures now finished."""
    result = yield
    import gc

    last_of_file = nextitem is None or nextitem.path != item.path
    if last_of_file:
        gc.unfreeze()
    if {"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())) and _qt_app_running():
        _collect_qt_garbage()
        gc.freeze()
    return result


def _qt_app_running():
    import sys

    if "PySide6.QtCore" not in sys.modules:
        return False
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance() is not None


def _collect_qt_garbage():
    """A Qt test's garbage set aside whole (nothing freed) and its Qt objects that Python
    owns deleted now; then the rest, Python's shells of deleted objects among it, is freed.
    Freeing such an object inside a collection deletes its children while the collector may
    be clearing their wrappers: a crash (a dead window's shell still holding its game did it)."""
    import gc

    import shiboken6
    from PySide6.QtCore import QObject

    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
    finally:
        gc.set_debug(0)
    found = list(gc.garbage)
    gc.garbage.clear()
    for thing in found:
        if not isinstance(thing, shiboken6.Object) or not shiboken6.isValid(thing):
            continue
        if isinstance(thing, QObject):
            if shiboken6.ownedByPython(thing):
                shiboken6.delete(thing)
        elif not shiboken6.ownedByPython(thing):
            # a layout's item (QWidgetItem...) Qt owns and may have deleted already (Qt
            # deletes the item of a widget given another parent while still in its layout;
            # the code takes it out with removeWidget first, which PySide hears of): its
            # wrapper, left to a later collection, still stood for its address, and a window
            # made there later came back to Python as that item ('QWidgetItem' object has no
            # attribute 'frameMargins'), then crashed the collection that freed it
            shiboken6.invalidate(thing)
    found.clear()
    # the shells, kept by DEBUG_SAVEALL, are freed now: left for "a later collection", they
    # were found again by every later test's (all saved again), and each test's collection
    # took longer than the last (0.34 s a test by the end of a worker's run)
    gc.collect()
