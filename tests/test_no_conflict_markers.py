"""No file of the project keeps a merge's conflict markers (the architecture map once did)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MARKERS = ("<<<<<<< ", ">>>>>>> ", "=======\n")


def tracked_text_files() -> list[Path]:
    try:
        listed = subprocess.run(
            ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files cannot be listed")
    suffixes = {".py", ".md", ".toml", ".ts", ".json", ".sql", ".html", ".css", ".js", ".txt"}
    return [ROOT / name for name in listed if Path(name).suffix in suffixes or name == ".ci/run"]


def test_no_tracked_file_keeps_a_conflict_marker() -> None:
    found = []
    for path in tracked_text_files():
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(errors="replace").splitlines(True), 1):
            if line.startswith(MARKERS[:2]) or line == MARKERS[2]:
                found.append(f"{path.relative_to(ROOT)}:{number}")
    assert found == []
