"""The hand calculator and the all-last conditions dialog on a 1366x768 laptop at 200%
(683x384 logical pixels): each opens on the screen, can shrink to it, and keeps its buttons
in sight (a process of its own, with an offscreen screen of that size)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


@pytest.mark.parametrize(("scale", "size"), [("2", (1366, 768)), ("1", (1024, 600))])
def test_the_dialogs_open_on_a_small_screen(
    tmp_path: Path, scale: str, size: tuple[int, int]
) -> None:
    screen = {"name": "laptop", "x": 0, "y": 0, "width": size[0], "height": size[1]}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    env = {**os.environ, "QT_SCALE_FACTOR": scale}
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, str(HERE / "laptop_dialogs.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.stdout.strip() == "ok", done.stdout + done.stderr
