"""The command line turns the collector off while the app loads; run_app freezes what start-up
built and turns it back on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import gc, sys
from scoretable.cli import main as cli
seen = []
real = cli.gc.disable
def disable():
    real()
    seen.append(("disabled", gc.isenabled()))
cli.gc.disable = disable
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
