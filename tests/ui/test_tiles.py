"""The tile pictures: drawn from the shipped SVGs at 100% and 200%, red fives told apart from
fives, called tiles sideways, a closed kan's ends face down, light and dark; and the picker
drawing them."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import Rules
from scoretable.ui.record.tile_picker import TilePicker
from scoretable.ui.tiles import layout_hand, paint_tile, picture_name

ALL_TILES = [f"{r}{s}" for s in "mps" for r in "1234567890"] + [f"{r}z" for r in "1234567"]


def draw(tile: str, ratio: float = 1.0, *, dark: bool = False, **kwargs: bool) -> QImage:
    """The tile drawn into a 30x40 (logical) image at ``ratio`` device pixels per pixel (40x30
    sideways), on white."""
    sideways = kwargs.get("sideways", False)
    width, height = (40, 30) if sideways else (30, 40)
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, width, height), tile, dark=dark, **kwargs)
    painter.end()
    return image


def red_pixels(image: QImage, top: float = 1.0) -> int:
    """The pixels that are clearly red, in the top ``top`` of the image."""
    count = 0
    for y in range(round(image.height() * top)):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.red() > 150 and c.green() < 100 and c.blue() < 100:
                count += 1
    return count


def edges(image: QImage) -> int:
    """How sharp: the sum of the lightness steps between neighbouring pixels."""
    total = 0
    for y in range(image.height()):
        row = [image.pixelColor(x, y).lightness() for x in range(image.width())]
        total += sum(abs(a - b) for a, b in itertools.pairwise(row))
    return total


@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("suit", ["m", "p", "s"])
def test_a_red_five_is_redder_than_a_five(qapp: QApplication, ratio: float, suit: str) -> None:
    five, red = draw("5" + suit, ratio), draw("0" + suit, ratio)
    assert five != red
    # the red five's upper half is red (the digit of the characters, the circles, the
    # bamboo); a five's is black, blue or green
    assert red_pixels(red, 0.45) > 2 * red_pixels(five, 0.45) + 20 * ratio * ratio


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_every_tile_has_its_own_picture(qapp: QApplication, ratio: float, dark: bool) -> None:
    images = {tile: draw(tile, ratio, dark=dark) for tile in ALL_TILES}
    for image in images.values():
        assert (image.width(), image.height()) == (round(30 * ratio), round(40 * ratio))
    pictures = [bytes(image.constBits()) for image in images.values()]
    assert len(set(pictures)) == len(ALL_TILES)


def test_at_200_percent_every_device_pixel_is_drawn(qapp: QApplication) -> None:
    """Crisp: the tile at 200% is the SVG rendered at 60x80, not a 30x40 picture scaled up."""
    sharp = draw("3s", 2.0)
    blurred = draw("3s", 1.0).scaled(60, 80, mode=Qt.TransformationMode.SmoothTransformation)
    assert (sharp.width(), sharp.height()) == (60, 80)
    assert edges(sharp) > 1.3 * edges(blurred)


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_called_tile_is_the_tile_turned_a_quarter(qapp: QApplication, ratio: float) -> None:
    upright, turned = draw("7p", ratio), draw("7p", ratio, sideways=True)
    assert (turned.width(), turned.height()) == (upright.height(), upright.width())
    assert turned == upright.transformed(QTransform().rotate(-90))


def test_a_face_down_tile_shows_its_back_in_both_schemes(qapp: QApplication) -> None:
    for dark in (False, True):
        back = draw("1z", dark=dark, face_down=True)
        assert back == draw("5s", dark=dark, face_down=True)  # nothing of the face shows
        assert red_pixels(back) > 0.6 * 30 * 40
        assert back != draw("1z", dark=dark)


def test_dark_tiles_are_dark_and_light_tiles_light(qapp: QApplication) -> None:
    light, dark = draw("5z"), draw("5z", dark=True)  # the white dragon: the face alone
    assert light.pixelColor(15, 20).lightness() > 200
    assert dark.pixelColor(15, 20).lightness() < 60


def test_a_highlighted_tile_is_outlined(qapp: QApplication) -> None:
    plain, marked = draw("2m"), draw("2m", highlight=True)
    assert plain != marked
    assert marked.pixelColor(15, 1) != plain.pixelColor(15, 1)


def test_the_picture_names() -> None:
    assert [picture_name(t) for t in ("1m", "0p", "9s", "1z", "7z", "back")] == [
        "Man1",
        "Pin5-Dora",
        "Sou9",
        "Ton",
        "Chun",
        "Back",
    ]
    for bad in ("8z", "x", "1q", "10m"):
        with pytest.raises(ValueError, match="not a tile"):
            picture_name(bad)


def test_a_hand_lies_as_on_the_table() -> None:
    concealed = ["5m", "1m", "0m", "3m", "2s"]  # the winning 2s last
    melds = [("chi", ["3p", "4p", "5p"]), ("ankan", ["1z"] * 4), ("pon", ["7z"] * 3)]
    placed, width = layout_hand(concealed, melds, 30, 40)
    assert [p.tile for p in placed[:5]] == ["1m", "3m", "5m", "0m", "2s"]
    assert [p.index for p in placed[:5]] == [1, 3, 0, 2, 4]
    assert [p.win for p in placed[:5]] == [False] * 4 + [True]
    assert placed[4].rect.left() == 4 * 30 + 9  # apart from the others
    chi, kan, pon = placed[5:8], placed[8:12], placed[12:15]
    assert [p.sideways for p in chi] == [True, False, False]
    assert chi[0].rect == QRectF(chi[0].rect.left(), 10, 40, 30)  # on the base line
    assert [p.face_down for p in kan] == [True, False, False, True]
    assert not any(p.sideways for p in kan)
    assert [p.sideways for p in pon] == [True, False, False]
    assert {p.meld for p in placed[5:]} == {0, 1, 2}
    assert width == placed[-1].rect.right()
    moved, _ = layout_hand(concealed, [], 30, 40, origin=QPointF(4, 4), win_apart=False)
    assert moved[0].rect.topLeft() == QPointF(4, 4)
    assert not any(p.win for p in moved)


def test_the_picker_draws_the_melds_as_on_the_table(qtbot: QtBot) -> None:
    picker = TilePicker(Rules())
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    qtbot.mouseClick(picker.mode_buttons["ankan"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(picker.tile_buttons["1z"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(picker.mode_buttons["pon"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(picker.tile_buttons["0p"], Qt.MouseButton.LeftButton)
    placed = picker.view.tile_rects()
    assert [p.face_down for p in placed[:4]] == [True, False, False, True]
    assert [(p.tile, p.sideways) for p in placed[4:]] == [
        ("0p", True),
        ("5p", False),
        ("5p", False),
    ]
    shot = picker.view.grab().toImage()
    rect = placed[0].rect.toRect().adjusted(3, 3, -3, -3)
    back = shot.copy(rect)
    assert red_pixels(back) > 0.6 * back.width() * back.height()  # drawn face down


def test_the_palette_paints_the_pictures(qtbot: QtBot) -> None:
    picker = TilePicker(Rules())
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    for suit in "mps":
        five = picker.tile_buttons["5" + suit].grab().toImage()
        red = picker.tile_buttons["0" + suit].grab().toImage()
        assert red_pixels(red, 0.45) > 2 * red_pixels(five, 0.45) + 20


def test_the_fu_trainer_draws_its_hand_as_tile_pictures(qtbot: QtBot) -> None:
    from dataclasses import fields

    from scoretable.teaching.futrainer import Group, TrainerHand
    from scoretable.ui.learn.fu_trainer_view import TileRow

    groups = (
        Group((("z", 1),) * 4, "quad"),  # a closed kan of East: its ends face down
        Group((("p", 7),) * 3, "triplet", called=True),  # a pon: the called tile sideways
        Group((("s", 2), ("s", 3), ("s", 4)), "run"),
        Group((("m", 5), ("m", 6), ("m", 7)), "run"),
        Group((("m", 9),) * 2, None),
    )
    values = {"groups": groups, "winning_tile": ("m", 9), "winning_group": 4}
    for f in fields(TrainerHand):
        values.setdefault(f.name, {"wait": "tanki", "tsumo": False}.get(f.name, 0))
    row = TileRow()
    qtbot.addWidget(row)
    row.set_hand(TrainerHand(**values))
    row.resize(row.sizeHint())
    row.show()
    qtbot.waitExposed(row)
    shot = row.grab().toImage()
    back = shot.copy(8, 8, row.TILE_W - 8, row.TILE_H - 8)  # the kan's first tile
    assert red_pixels(back) > 0.6 * back.width() * back.height()
    face = shot.copy(8 + row.TILE_W + 2, 8, row.TILE_W - 8, row.TILE_H - 8)  # its second
    assert red_pixels(face) < 0.1 * face.width() * face.height()
    # the called pon comes last, its first tile on its side: as wide as a tile is tall, and
    # nothing drawn above it
    pon = 4 + 12 * (row.TILE_W + 2) + 4 * row.GAP
    blank = shot.pixelColor(0, 0)
    assert shot.pixelColor(pon + row.TILE_H - 4, 4 + row.TILE_H - 6) != blank
    assert shot.pixelColor(pon + row.TILE_W // 2, 6) == blank
    assert row.accessibleDescription().endswith("9 萬 9 萬 7 筒 7 筒 7 筒")
