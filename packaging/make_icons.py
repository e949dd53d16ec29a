"""Render the SVG icon to the PNG sizes the desktop and the frozen app need.

    .venv/bin/python packaging/make_icons.py

Writes resources/icons/<APP_ID>-<size>.png for every size in scoretable.i18n.ICON_SIZES, and
packaging/<APP_ID>.ico (Windows) from them. Run again after editing the SVG; commit the PNGs.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from scoretable import APP_ID
from scoretable.i18n import ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "scoretable" / "resources" / "icons"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / f"{APP_ID}.svg"))
    if not renderer.isValid():
        print("the SVG icon does not load", file=sys.stderr)
        return 1
    for size in ICON_SIZES:
        out = ICONS / f"{APP_ID}-{size}.png"
        if not render(renderer, size).save(str(out)):
            print(f"cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
    # Windows wants an .ico; Qt writes one when the ICO image plugin is present.
    ico = ROOT / "packaging" / f"{APP_ID}.ico"
    if render(renderer, 256).save(str(ico), b"ICO"):
        print(ico.relative_to(ROOT))
    else:
        print("no ICO writer in this Qt; the Windows build uses the default icon")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
