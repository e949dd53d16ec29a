"""A probe run in a child process: the app at a laptop's size without the test process's
screen, scale or state, and a crash (a stack overflow in Qt's layout) its own failure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_probe(code: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    """``code`` run by this Python offscreen, in English, on the library in ``data_dir``, at
    a scale of 1 (the lines it prints are in ``stdout``)."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env["SCORETABLE_LANGUAGE"] = "en"
    env["SCORETABLE_DATA_DIR"] = str(data_dir)
    env.pop("QT_SCALE_FACTOR", None)
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
