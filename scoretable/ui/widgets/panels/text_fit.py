"""Text measured against a box: the largest pixel size at which a text fits (kept, as the
panels ask the same at each layout), the smallest sizes a reader across the table is given, a
name on two lines, a text wrapped into lines. Used by the panels, the round indicator, the
action strip, the second screen and the tournament's board.
"""

from __future__ import annotations

import math
import unicodedata

from PySide6.QtGui import QFont, QFontMetrics, QTextLayout
from PySide6.QtWidgets import QWidget

# fit_pixel_size's answers, by font, text, box and ink: the panels ask the same questions
# at each of the window's first layouts (about 130 asked, 55 different, at start-up);
# emptied when it holds FITS_KEPT
_fits: dict[tuple[str, tuple[str, ...], str, int, int, bool], int] = {}
FITS_KEPT = 4096


def fit_pixel_size(font: QFont, text: str, width: int, height: int, ink: bool = False) -> int:
    """The largest pixel size at which ``text`` in ``font`` fits ``width`` x ``height``; at
    least 1. Measured with QFontMetrics: the advance and the line height, or with ``ink``
    the advance and the height of the glyphs' tight bounding box (digits have no
    descenders: a line's height would leave a third of the box empty). Each answer is
    kept (the same font, families included, measures the same for the process's life)."""
    key = (font.key(), tuple(font.families()), text, width, height, ink)
    pixels = _fits.get(key)
    if pixels is None:
        if len(_fits) >= FITS_KEPT:
            _fits.clear()
        pixels = _fits[key] = _fit_pixel_size(font, text, width, height, ink)
    return pixels


def _fit_pixel_size(font: QFont, text: str, width: int, height: int, ink: bool) -> int:
    probe = QFont(font)
    probe.setPixelSize(100)
    advance = max(QFontMetrics(probe).horizontalAdvance(text), 1)
    line = max(_text_height(QFontMetrics(probe), text, ink), 1)
    pixels = max(1, min(int(100 * width / advance), int(100 * height / line)) + 1)
    while pixels > 1:
        probe.setPixelSize(pixels)
        metrics = QFontMetrics(probe)
        if metrics.horizontalAdvance(text) <= width and _text_height(metrics, text, ink) <= height:
            break
        pixels -= 1
    return pixels


def _text_height(metrics: QFontMetrics, text: str, ink: bool) -> int:
    return metrics.tightBoundingRect(text).height() + 2 if ink else metrics.height()


# device pixels: the smallest text a reader across the table is given (names, the centre's
# counters, the conditions lines, the differences, a refusal), at any display scale
TEXT_DEVICE_PIXELS = 14
# device pixels: the score's digits are never shorter than this while the panel holds them
SCORE_DEVICE_PIXELS = 40
# the share of its size the score keeps when lines come under it (of its size without them)
SCORE_KEEPS = 0.6
# device pixels: the all-last lines, where they do not all fit at TEXT_DEVICE_PIXELS, go
# down to this size before any of them is left out (the differences do not)
LINES_SMALLEST_DEVICE_PIXELS = 12


def text_pixels(widget: QWidget) -> int:
    """The pixel size (logical) of :data:`TEXT_DEVICE_PIXELS` device pixels for ``widget``'s
    display scale."""
    return math.ceil(TEXT_DEVICE_PIXELS / max(1.0, widget.devicePixelRatioF()) - 0.01)


def digits_height(font: QFont) -> int:
    """The height of the digits' ink in ``font`` (logical pixels)."""
    return QFontMetrics(font).tightBoundingRect("0123456789").height()


def score_floor_pixels(font: QFont, ratio: float) -> int:
    """The smallest pixel size of ``font`` whose digits are :data:`SCORE_DEVICE_PIXELS`
    device pixels tall at the display scale ``ratio``."""
    probe = QFont(font)
    wanted = SCORE_DEVICE_PIXELS / max(1.0, ratio)
    pixels = max(1, int(wanted))
    probe.setPixelSize(pixels)
    while digits_height(probe) < wanted and pixels < 400:
        pixels += 1
        probe.setPixelSize(pixels)
    return pixels


# a name is never drawn smaller than this while it fits in any way (two lines, a narrow button)
NAME_SMALLEST = 9
# the smallest a name gets before it goes onto two lines: this share of its usual size
NAME_READABLE = 0.6
# a name this small cannot be read: two lines are better even at some cost to the score
NAME_TINY = 7
# a word is broken between two lines only from this many characters (not "B" / "en")
NAME_BREAKABLE = 6
# a name goes onto two lines at a space while its longer line is at most this share of the
# whole: a word broken in the middle is harder to read than a line a little longer
NAME_SPACE_SHARE = 0.85


def split_name(name: str, font: QFont) -> tuple[str, ...]:
    """``name`` on two lines of about equal width in ``font``: broken at the space whose two
    sides are the most even, the longer line up to :data:`NAME_SPACE_SHARE` of the whole (a
    given name over a family name: "Dana" / "Papadopoulos", not "Dana Pap" / "adopoulos"); a
    name without spaces (Japanese), or whose spaces leave one line nearly the whole, between
    the characters where the halves balance (never before a combining mark). A word shorter
    than :data:`NAME_BREAKABLE` stays one line."""
    metrics = QFontMetrics(font)

    def widest(first: str, second: str) -> int:
        return max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))

    whole = metrics.horizontalAdvance(name)
    spaces = [i for i, char in enumerate(name) if char == " "]
    if spaces:
        at = min(spaces, key=lambda i: widest(name[:i], name[i + 1 :]))
        if widest(name[:at], name[at + 1 :]) <= whole * NAME_SPACE_SHARE:
            return name[:at], name[at + 1 :]
    cuts = [i for i in range(1, len(name)) if not unicodedata.combining(name[i])]
    if len(name) < NAME_BREAKABLE or not cuts:
        return (name,)
    at = min(cuts, key=lambda i: widest(name[:i], name[i:]))
    return name[:at].rstrip(), name[at:].lstrip()


def wrapped_lines(text: str, font: QFont, width: int) -> list[str]:
    """``text`` broken into the lines it takes ``width`` wide in ``font``: at its line
    breaks, then between words (inside a word longer than the width)."""
    found: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(max(1, width))
            start, length = line.textStart(), line.textLength()
            found.append(paragraph[start : start + length].strip())
        layout.endLayout()
    return found
