"""No missing glyphs (tofu) in Japanese, on a machine whose only fonts are Latin ones.

A child process sees a fontconfig set up with Latin fonts only (DejaVu or whatever Latin font
this machine has), starts the app's way (``setup_application``: the shipped font, Japanese),
builds the main window and the win dialog, and asks Qt, for every character of every label,
button, menu and action, whether the widget's font (with its fallbacks) can draw it. Without
the shipped font the same check finds the missing kanji, so it can fail.

The same machine lays out every player's name of the real Tenhou logs in
``../shared/oracle/raw`` with the application's font and finds no glyph missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest

from scoretable.logs.tenhou import read_log

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"

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
    assert "局" in without
    assert "東" in without


NAMES_CHILD = r"""
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scoretable import i18n
if sys.argv[1] == "shipped-font":
    i18n.setup_application(app, language="ja")
names = json.loads(open(sys.argv[2], encoding="utf-8").read())

def glyphs(text):
    layout = QTextLayout(text, app.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [i for run in layout.glyphRuns() for i in run.glyphIndexes()]

drawn = sum(len(glyphs(name)) for name in names)
# glyph 0 is .notdef: the box drawn for a character no font has
missing = sorted({c for name in names if 0 in glyphs(name) for c in name if 0 in glyphs(c)})
print(json.dumps({"drawn": drawn, "missing": "".join(missing)}))
"""


#: names beyond the logs' that club players write: Hangul, accented Latin, JIS level 2 kanji,
#: the NEC rows' circled numbers
OTHER_NAMES = ["김민준", "이서연", "José Müller", "Nguyễn Thị", "Łukasz", "髙橋①", "﨑山", "熙"]


def oracle_names() -> list[str]:
    """Every player's name in the real logs: mjlog XML, tenhou.net/6 JSON, and the names a
    client capture (``sanma.log``) announces in its ``UN`` lines."""
    names: set[str] = set()
    for path in sorted(RAW.glob("*/*")):
        if path.suffix in (".xml", ".json"):
            names.update(read_log(path.read_bytes()).players)
        elif path.suffix == ".log":
            text = path.read_text(encoding="utf-8", errors="replace")
            for encoded in re.findall(r'\bn[0-3]="([^"]*)"', text):
                names.add(unquote(encoded))
    return sorted(name for name in names if name)


def draw_names(config: Path, mode: str, names: list[str], tmp_path: Path) -> dict[str, object]:
    listing = tmp_path / "names.json"
    listing.write_text(json.dumps(names, ensure_ascii=False), encoding="utf-8")
    env = dict(
        os.environ,
        FONTCONFIG_FILE=str(config),
        QT_QPA_PLATFORM="offscreen",
        SCORETABLE_DATA_DIR=str(tmp_path / "data"),
    )
    out = subprocess.run(
        [sys.executable, "-c", NAMES_CHILD, mode, str(listing)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=120,
    ).stdout
    result: dict[str, object] = json.loads(out.splitlines()[-1])
    return result


@pytest.mark.skipif(not RAW.is_dir(), reason=f"the real Tenhou logs ({RAW}) are absent")
def test_every_players_name_of_the_real_logs_is_drawn_with_only_the_shipped_font(
    tmp_path: Path,
) -> None:
    names = oracle_names()
    assert len(names) > 50  # the logs were read: kanji, kana, full-width, ⓝ, ♪
    assert {"鷺宮慧太", "ⓝLuckyJ", "Ｘｅｐｈｅｒ"} <= set(names)
    config = latin_only_fontconfig(tmp_path)
    shipped = draw_names(config, "shipped-font", names + OTHER_NAMES, tmp_path)
    assert shipped["missing"] == "", f"no glyph for: {shipped['missing']}"
    assert shipped["drawn"] >= sum(len(name) for name in names) * 0.9
    # the check can fail: with the Latin fonts alone the kanji and kana are boxes
    alone = draw_names(config, "system-fonts-only", names, tmp_path)
    assert {"鷺", "宮", "ぴ"} <= set(str(alone["missing"]))


FONTS = Path(__file__).resolve().parents[2] / "scoretable" / "resources" / "fonts"


def jis_x_0208(rows: range) -> list[str]:
    """The characters of JIS X 0208's ``rows`` (1-94), read through EUC-JP."""
    found = []
    for row in rows:
        for cell in range(1, 95):
            try:
                found.append(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return found


def test_the_shipped_fonts_hold_jis_x_0208s_kanji_kana_and_latin_within_15_mb() -> None:
    """Level 1 and 2 kanji (rows 16-84), kana (rows 4-5), full-width Latin and digits
    (row 3), ASCII and the Hangul syllables, in each shipped face's own character map (not
    through the system's fallbacks); both faces 15 MB at most together."""
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools (the build extra) reads maps")
    faces = sorted(FONTS.glob("ScoreTableSansJP-*.otf"))
    assert len(faces) == 2
    everything = sorted(FONTS.glob("*.otf"))  # with the small Latin family
    assert sum(face.stat().st_size for face in everything) <= 15 * 1024 * 1024
    wanted = {
        "kanji": jis_x_0208(range(16, 85)),
        "kana": jis_x_0208(range(4, 6)),
        "latin": jis_x_0208(range(3, 4)) + [chr(c) for c in range(0x21, 0x7F)],
        "hangul": [chr(c) for c in range(0xAC00, 0xD7A4)],
    }
    assert len(wanted["kanji"]) == 6355
    assert len(wanted["kana"]) == 169
    for face in faces:
        cmap = ttlib.TTFont(str(face), lazy=True).getBestCmap()
        missing = {
            kind: "".join(c for c in chars if ord(c) not in cmap) for kind, chars in wanted.items()
        }
        assert missing == dict.fromkeys(wanted, ""), face.name
