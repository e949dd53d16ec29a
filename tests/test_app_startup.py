"""Start-up runs without the garbage collector, then freezes what it built and turns the
collector back on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# In a process of its own: the test session's collector (and its objects) are left alone.
PROBE = """
import gc, sys
from scoretable import app
seen = []
with app.starting_up():
    seen.append(gc.isenabled())
    kept = [[n] for n in range(1000)]
seen.append(gc.get_freeze_count() >= 1000)
try:
    with app.starting_up():
        raise RuntimeError("the window could not be built")
except RuntimeError:
    pass
seen.append(gc.isenabled())
status = app.run_app(screenshot=sys.argv[1])
seen.append(gc.isenabled())
print(seen, status)
"""


def test_no_collection_while_starting_and_the_collector_comes_back(tmp_path: Path) -> None:
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "shot.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[False,", "True,", "True,", "True]", "0"]
    assert (tmp_path / "shot.png").is_file()
