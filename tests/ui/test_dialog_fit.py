"""Every dialog fits a 1366x768 laptop's screen at 200% (683x384 logical pixels): it opens
inside the screen's available geometry, its smallest size fits the screen, and its buttons
are in sight, at the size it opens with and at its smallest; in English and Japanese, light
and dark; on a 683x384 screen, on the 1366x768 one at a scale of 2, and at 1024x600. Each
runs in a process of its own, on an offscreen screen of that size
(``tests/helpers/dialog_fit_probe.py`` opens the dialogs, the hand calculator and the all-last
conditions among them, and says where they are)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "tests" / "helpers" / "dialog_fit_probe.py"
DIALOGS = {
    "new_game",
    "win",
    "win_fu_calculator",
    "draw",
    "chombo",
    "rename",
    "timer",
    "shortcuts",
    "library",
    "chart",
    "stats",
    "replay",
    "league",
    "quiz",
    "fu_trainer",
    "reference",
    "all_last_quiz",
    "worth",
    "worth_progress",
    "worksheet",
    "hand_calculator",
    "hand_calculator_learn",
    "conditions",
    "han_question",
    "about",
    "results",
}


def probe(
    tmp_path: Path, width: int, height: int, *args: str, scale: str | None = None
) -> list[dict[str, Any]]:
    screen = {
        "screens": [
            {"name": "s", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96}
        ]
    }
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screen))
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env.pop("QT_SCALE_FACTOR", None)
    if scale is not None:
        env["QT_SCALE_FACTOR"] = scale

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(PROBE), *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=240,
            check=False,
        )

    done = run()
    if done.returncode != 0:  # once in a CI run the probe ended non-zero and passed again:
        first = _told(done.stderr)  # tried once more, and what the first run said is kept
        done = run()
        assert done.returncode == 0, f"{first}\n---\n{_told(done.stderr)}"
    found: list[dict[str, Any]] = json.loads(done.stdout)
    return found


@pytest.mark.parametrize(
    ("look", "screen"),
    [
        (("en", "light"), (683, 384, None)),
        (("ja", "dark"), (683, 384, None)),
        # the laptop itself: 1366x768 device pixels at 200%
        (("ja", "light"), (1366, 768, "2")),
        # a netbook at 100%
        (("en", "dark"), (1024, 600, None)),
    ],
)
def test_every_dialog_fits_a_683x384_screen(
    tmp_path: Path, look: tuple[str, str], screen: tuple[int, int, str | None]
) -> None:
    language, scheme = look
    args = [scheme] + (["ja"] if language == "ja" else [])
    width, height, scale = screen
    dialogs = probe(tmp_path, width, height, *args, scale=scale)
    assert {d["name"] for d in dialogs} == DIALOGS
    problems = []
    for dialog in dialogs:
        name = dialog["name"]
        sx, sy, sw, sh = dialog["screen"]
        fx, fy, fw, fh = dialog["frame"]
        if not (sx <= fx and sy <= fy and fx + fw <= sx + sw and fy + fh <= sy + sh):
            problems.append(f"{name} opens at {dialog['frame']}, off the screen {dialog['screen']}")
        width, height = dialog["minimum"]
        if width > sw or height > sh:
            problems.append(f"{name} cannot shrink below {width}x{height}")
        if not dialog["buttons"]:
            problems.append(f"{name} shows no buttons")
        for button in dialog["buttons"]:
            if not (button["visible"] and button["inside"] and button["on_screen"]):
                problems.append(
                    f"{name}: {button['text']!r} out of sight at {button['rect']} "
                    f"in a dialog of {button['dialog']}"
                )
    assert problems == []


def test_a_large_screen_keeps_the_sizes_dialogs_ask_for(tmp_path: Path) -> None:
    """On a 1920x1080 screen the dialogs open at their own sizes, as before."""
    dialogs = {d["name"]: d for d in probe(tmp_path, 1920, 1080, "light", "only=new_game")}
    assert dialogs["new_game"]["geometry"][2:] == [760, 640]


def _told(stderr: str) -> str:
    """What the probe said, less the offscreen platform's harmless propagateSizeHints lines
    (they filled the last 3,000 characters and hid the cause)."""
    lines = [line for line in stderr.splitlines() if "propagateSizeHints" not in line]
    return "\n".join(lines)[-3000:]


@pytest.mark.parametrize(
    ("width", "rows"), [(None, 1), ("one row", 1), ("one row less 1", 2), ("narrowest", 3)]
)
def test_a_row_of_buttons_wraps_only_when_it_must_and_ends_with_its_last_button(
    qtbot: Any, width: str | None, rows: int
) -> None:
    # buttons of unequal widths, the row at the right of its line (the tournament's seating:
    # "Table list (PDF)…", "Show on the room's screen"): in one row it is as wide as they
    # are, so the last ends where the line does
    from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

    from scoretable.ui.fitting import ButtonRow

    labels = ("PDF…", "Show on the room's screen", "Seat")
    buttons = [QPushButton(text) for text in labels]
    row = ButtonRow(buttons)
    line = QWidget()
    qtbot.addWidget(line)
    layout = QHBoxLayout(line)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addStretch(1)
    layout.addWidget(row)
    needed = row.sizeHint().width()
    widths = {None: needed + 300, "one row": needed, "one row less 1": needed - 1}
    line.resize(widths.get(width, row.minimumSizeHint().width()), 200)
    line.show()
    # the row re-arranges itself when it is resized (its grid's new cells laid out after)
    qtbot.waitUntil(lambda: len({button.geometry().top() for button in buttons}) == rows)
    if rows == 1:
        assert buttons[-1].geometry().right() == row.width() - 1
        assert sum(b.width() for b in buttons) + 2 * row.layout().horizontalSpacing() == needed
