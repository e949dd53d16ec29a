"""No missing glyphs (tofu) in Japanese, on a machine whose only fonts are Latin ones.

A child process sees a fontconfig set up with Latin fonts only (DejaVu or whatever Latin font
this machine has), starts the app's way (``setup_application``: the shipped font, Japanese),
builds the main window and the win dialog, and asks Qt, for every character of every label,
button, menu and action, whether the widget's font (with its fallbacks) can draw it. Without
the shipped font the same check finds the missing kanji, so it can fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel, QMenu
app = QApplication([])
from scoretable import i18n
if sys.argv[1] == "shipped-font":
    i18n.setup_application(app, language="ja")
else:  # the same without the shipped font
    i18n.set_identity(app)
    i18n.Translations(app).switch("ja")
from scoretable.app import default_rules
from scoretable.game.model import GameModel
from scoretable.ui.table.main_window import MainWindow
from scoretable.engine.rules import STANDARD
from scoretable.engine.table import TableState
from scoretable.ui.record.win_dialog import WinDialog
window = MainWindow(GameModel(default_rules(), ("Aiko", "Bruno", "Chen", "Dana")))
state = TableState(rules=STANDARD, scores=(25000,) * 4, hand_number=2, dealer=1, honba=1)
dialog = WinDialog(None, state, ("Aiko", "Bruno", "Chen", "Dana"))
texts = []
for top in (window, dialog):
    top.show()
    texts.append((top, top.windowTitle()))
    for w in top.findChildren(QLabel) + top.findChildren(QAbstractButton):
        texts.append((w, w.text()))
    for w in top.findChildren(QGroupBox):
        texts.append((w, w.title()))
    for w in top.findChildren(QComboBox):
        texts += [(w, w.itemText(i)) for i in range(w.count())]
    for menu in top.findChildren(QMenu):
        texts.append((menu, menu.title()))
        texts += [(menu, a.text()) for a in menu.actions()]
app.processEvents()
japanese = sum(1 for _, t in texts for c in t if ord(c) > 0x3000)
missing = sorted({c for w, t in texts for c in t
                  if not c.isspace() and not QFontMetrics(w.font()).inFontUcs4(ord(c))})
print("JAPANESE", japanese)
print("MISSING", "".join(missing))
"""


def latin_only_fontconfig(tmp_path: Path) -> Path:
    """A fontconfig file that sees one directory of Latin fonts from this machine."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        pytest.skip("no fontconfig (fc-list) on this machine")

    def files(pattern: str) -> list[str]:
        listing = subprocess.run(
            [fc_list, pattern, "file"], capture_output=True, text=True, check=True
        ).stdout
        return sorted({line.split(":", 1)[0] for line in listing.splitlines() if ":" in line})

    japanese = set(files(":lang=ja"))
    latin = [path for path in files(":lang=en") if path not in japanese]
    if not latin:
        pytest.skip("no Latin font installed")
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    for path in latin[:20]:
        target = fonts / Path(path).name
        if not target.exists():
            target.symlink_to(path)
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{fonts}</dir>\n  <cachedir>{tmp_path / 'cache'}</cachedir>\n</fontconfig>\n",
        encoding="utf-8",
    )
    return config


def check(config: Path, mode: str, data_dir: Path) -> tuple[int, str]:
    env = dict(
        os.environ,
        FONTCONFIG_FILE=str(config),
        QT_QPA_PLATFORM="offscreen",
        SCORETABLE_DATA_DIR=str(data_dir),
    )
    out = subprocess.run(
        [sys.executable, "-c", CHILD, mode],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=120,
    ).stdout
    lines = dict(line.split(" ", 1) if " " in line else (line, "") for line in out.splitlines())
    return int(lines["JAPANESE"]), lines["MISSING"]


def test_japanese_draws_every_glyph_with_only_the_shipped_font(tmp_path: Path) -> None:
    config = latin_only_fontconfig(tmp_path)
    japanese, missing = check(config, "shipped-font", tmp_path)
    assert japanese > 100  # the window and the dialog really are in Japanese
    assert missing == "", f"no glyph for: {missing}"
    # Without the shipped font, the same check finds the kanji and kana it cannot draw.
    _, without = check(config, "system-fonts-only", tmp_path)
    assert "局" in without and "東" in without
