"""The command line turns the collector off while the app loads; run_app freezes what start-up
built and turns it back on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import gc, sys
from scoretable import startup
from scoretable.cli import main as cli
seen = []
real = startup.gc.disable
def disable():
    real()
    seen.append(("disabled", gc.isenabled()))
startup.gc.disable = disable
status = cli.main(["--screenshot", sys.argv[1]])
print(seen, gc.isenabled(), gc.get_freeze_count() > 1000, status)
"""


def test_the_collector_is_off_while_starting_and_back_on_after(tmp_path: Path) -> None:
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "shot.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[('disabled',", "False)]", "True", "True", "0"]
    assert (tmp_path / "shot.png").is_file()


HOOK_PROBE = """
import linecache, os, sys
import scoretable
from scoretable.cli.main import main
status = main(["--screenshot", sys.argv[1]])
ours = os.path.dirname(os.path.abspath(scoretable.__file__)) + os.sep
# our package's files (not any path that merely holds the word: a checkout in "scoretable-ci")
read = sorted(name for name in linecache.cache if os.path.abspath(name).startswith(ours))
print(status, len(read), read[:3])
"""


def test_pyside6s_import_hook_reads_none_of_our_modules(tmp_path: Path) -> None:
    # PySide6's __feature__ hook reads the source of each module imported after it
    # (inspect.getsource, kept in linecache) unless told the answer: start-up tells it
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-c", HOOK_PROBE, str(tmp_path / "shot.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[:3] == ["0", "0", "[]"]


def test_every_module_of_the_package_is_told_to_the_hook() -> None:
    import pkgutil

    import scoretable
    from scoretable.startup import package_modules

    found = {"scoretable"} | {
        info.name for info in pkgutil.walk_packages(scoretable.__path__, "scoretable.")
    }
    found -= {"scoretable.resources"}  # data files (icons, fonts, catalogues) only
    assert set(package_modules()) - {"scoretable.resources"} == found


def test_a_package_without_its_sources_on_disk_tells_the_hook_nothing(tmp_path: Path) -> None:
    # a frozen app keeps its modules in an archive: start-up goes on, the hook reads as before
    from scoretable.startup import package_modules

    assert package_modules(str(tmp_path / "archive.pyz" / "scoretable")) == []
    (tmp_path / "scoretable" / "ui").mkdir(parents=True)
    (tmp_path / "scoretable" / "__init__.py").write_text("")
    (tmp_path / "scoretable" / "ui" / "panel.py").write_text("")
    (tmp_path / "scoretable" / "ui" / "panel.pyc").write_text("")
    assert sorted(package_modules(str(tmp_path / "scoretable"))) == [
        "scoretable",
        "scoretable.ui.panel",
    ]
