"""Tile pictures: the public-domain riichi tiles (``resources/tiles``) drawn with QtSvg.

    paint_tile(painter, QRectF(0, 0, 30, 40), "0p")               # a red five of circles
    paint_tile(painter, rect, "5m", sideways=True)                 # a called tile, turned
    for placed in layout_hand(["1m", ...], [("pon", ["7p"] * 3)], 30, 40):
        paint_tile(painter, placed.rect, placed.tile, ...)

A tile is its notation (``"1m"``..``"9s"``, ``"0m"`` a red five, ``"1z"``..``"7z"`` East to
red dragon). On a screen each tile is rendered once per size, device pixel ratio and scheme into
a pixmap of exactly its device pixels (crisp at 200%); on a PDF page the SVG is drawn as
vectors. The light scheme draws the set's light tiles, the dark scheme its dark ones, each with
a grey edge (a light tile was lost on a light window, a dark one on a dark window); a face-down
tile is the set's red back in both (the dark set's back looks like its white dragon).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPainter,
    QPen,
    QPixmap,
    QPixmapCache,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from scoretable.i18n import resources
from scoretable.ui import theme

# width / height of a tile upright (the set's pictures are 300x400)
ASPECT = 0.75
_SUITS = {"m": "Man", "p": "Pin", "s": "Sou"}
_HONORS = ("Ton", "Nan", "Shaa", "Pei", "Haku", "Hatsu", "Chun")
BACK = "back"
HIGHLIGHT_LIGHT = "#c25400"
HIGHLIGHT_DARK = "#ffa552"
EDGE_DARK = "#9a9a9a"
EDGE_LIGHT = "#8a8a8a"


def picture_name(tile: str) -> str:
    """The picture of a tile: ``"1m"`` -> ``"Man1"``, ``"0p"`` -> ``"Pin5-Dora"``,
    ``"7z"`` -> ``"Chun"``, ``"back"`` -> ``"Back"``.

    Raises:
        ValueError: not a tile.
    """
    if tile == BACK:
        return "Back"
    if len(tile) == 2 and tile[1] in _SUITS and tile[0].isdigit():
        return f"{_SUITS[tile[1]]}{tile[0]}" if tile[0] != "0" else f"{_SUITS[tile[1]]}5-Dora"
    if len(tile) == 2 and tile[1] == "z" and tile[0] in "1234567":
        return _HONORS[int(tile[0]) - 1]
    raise ValueError(f"not a tile: {tile!r}")


@cache
def _svg(name: str, dark: bool) -> bytes:
    folder = "Black" if dark and name != "Back" else "Regular"
    return (resources() / "tiles" / folder / f"{name}.svg").read_bytes()


def _renderer(name: str, dark: bool) -> QSvgRenderer:
    # made for each drawing (a pixmap is drawn once per size): Qt objects kept in a module
    # would outlive the application and crash the interpreter as it exits
    renderer = QSvgRenderer(QByteArray(_svg(name, dark)))
    renderer.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
    return renderer


def _render(painter: QPainter, rect: QRectF, tile: str, dark: bool) -> None:
    """The tile upright into ``rect``: its face (or back), then its symbol."""
    name = picture_name(tile)
    if name == "Back":
        _renderer(name, dark).render(painter, rect)
        return
    _renderer("Front", dark).render(painter, rect)
    _renderer(name, dark).render(painter, rect)
    # an edge: the light tile is lost on a light window without it, the dark one on a dark
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(EDGE_DARK if dark else EDGE_LIGHT), max(1.0, rect.width() / 40))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = rect.width() * 0.1
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.restore()


def tile_pixmap(tile: str, size: QSize, ratio: float, dark: bool, sideways: bool) -> QPixmap:
    """The tile as a pixmap of ``size`` logical pixels (upright: width x height) at ``ratio``
    device pixels per logical one, turned a quarter to the left when ``sideways``."""
    width = max(1, round(size.width() * ratio))
    height = max(1, round(size.height() * ratio))
    key = f"scoretable-tile-{tile}-{width}x{height}-{int(dark)}{int(sideways)}"
    pixmap = QPixmap()
    if not QPixmapCache.find(key, pixmap):
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _render(painter, QRectF(0, 0, width, height), tile, dark)
        painter.end()
        if sideways:  # a quarter turn is exact: no resampling
            image = image.transformed(QTransform().rotate(-90))
        pixmap = QPixmap.fromImage(image)
        QPixmapCache.insert(key, pixmap)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    tile: str,
    *,
    highlight: bool = False,
    sideways: bool = False,
    face_down: bool = False,
    dark: bool | None = None,
) -> None:
    """Draw ``tile`` filling ``rect`` (which is wider than tall when ``sideways``): face down
    shows its back; ``highlight`` outlines it (the winning tile, a tile under the pointer, the
    tiles that make a yaku)."""
    if dark is None:
        dark = theme.is_dark()
    shown = BACK if face_down else tile
    device = painter.device()
    if isinstance(device, QPagedPaintDevice):  # a PDF page: the vectors themselves
        painter.save()
        if sideways:
            painter.translate(rect.bottomLeft())
            painter.rotate(-90)
            _render(painter, QRectF(0, 0, rect.height(), rect.width()), shown, dark)
        else:
            _render(painter, rect, shown, dark)
        painter.restore()
    else:
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        upright = QSize(round(rect.width()), round(rect.height()))
        if sideways:
            upright.transpose()
        pixmap = tile_pixmap(shown, upright, ratio, dark, sideways)
        painter.drawPixmap(QPointF(round(rect.left()), round(rect.top())), pixmap)
    if highlight:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(HIGHLIGHT_DARK if dark else HIGHLIGHT_LIGHT), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = min(rect.width(), rect.height()) * 0.12
        painter.drawRoundedRect(rect.adjusted(1.25, 1.25, -1.25, -1.25), radius, radius)
        painter.restore()


@dataclass(frozen=True)
class PlacedTile:
    """One tile of a hand laid out: where, which, and how it is drawn. ``index`` is the tile's
    place among the concealed tiles as given (None for a meld's); ``win`` marks the winning
    tile; ``meld`` the meld's number (None for the concealed tiles)."""

    rect: QRectF
    tile: str
    index: int | None = None
    win: bool = False
    sideways: bool = False
    face_down: bool = False
    meld: int | None = None


def tile_tokens(text: str) -> list[str]:
    """``"123m0p"`` -> ``["1m", "2m", "3m", "0p"]`` (digits before their suit letter; what
    cannot be read is left out: the calculator names it)."""
    out: list[str] = []
    digits = ""
    for char in text:
        if char.isdigit():
            digits += char
        elif char in "mpsz":
            out.extend(d + char for d in digits)
            digits = ""
    return out


def sort_key(tile: str) -> tuple[int, float]:
    """Suits in the order m p s z, a red five among the fives."""
    rank = int(tile[0])
    return "mpsz".index(tile[1]), 5.5 if rank == 0 else rank


def layout_hand(
    concealed: list[str],
    melds: list[tuple[str, list[str]]],
    width: float,
    height: float,
    *,
    win_apart: bool = True,
    origin: QPointF | None = None,
) -> tuple[list[PlacedTile], float]:
    """Lay out a hand as it lies on the table: the concealed tiles sorted, the winning tile
    (the last one given) a little apart, then each meld. A called tile is turned sideways
    (the first of a chi, pon or open kan: the notation does not say whose discard it was); a
    closed kan shows its two end tiles face down. Tiles stand on one base line.

    Returns:
        The placed tiles and the width they take.
    """
    start = origin if origin is not None else QPointF(0, 0)
    x, top = start.x(), start.y()
    side_top = top + height - width  # a sideways tile, its bottom on the base line
    out: list[PlacedTile] = []
    last = len(concealed) - 1
    body = range(last) if win_apart else range(len(concealed))
    for index in sorted(body, key=lambda i: sort_key(concealed[i])):
        out.append(PlacedTile(QRectF(x, top, width, height), concealed[index], index))
        x += width
    if concealed and win_apart:
        x += width * 0.3
        out.append(PlacedTile(QRectF(x, top, width, height), concealed[last], last, win=True))
        x += width
    for number, (kind, tiles) in enumerate(melds):
        x += width * 0.4
        for i, tile in enumerate(tiles):
            if kind in ("chi", "pon", "kan") and i == 0:
                rect = QRectF(x, side_top, height, width)
                out.append(PlacedTile(rect, tile, sideways=True, meld=number))
                x += height
                continue
            face_down = kind == "ankan" and i in (0, len(tiles) - 1)
            rect = QRectF(x, top, width, height)
            out.append(PlacedTile(rect, tile, face_down=face_down, meld=number))
            x += width
    return out, x - start.x()
