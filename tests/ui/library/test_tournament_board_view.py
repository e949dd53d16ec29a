"""The room's board (ui/library/tournament_board.py) without a server: what it draws."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtGui import QColor, QFont, QFontMetricsF

from scoretable.ui.library.tournament_board import TournamentBoard

ROWS = [
    SimpleNamespace(rank=1, player="Maximiliana Featherstonehaugh", points=123.4),
    SimpleNamespace(rank=2, player="Bo", points=-7.0),
    SimpleNamespace(rank=3, player="Cy Chiba", points=0.0),
    SimpleNamespace(rank=4, player="Di", points=-120.5),
]


def test_the_standings_points_stand_in_a_column_ending_at_one_edge(qtbot: Any) -> None:
    # read from across the room: the points followed each name two spaces after it, so
    # that no two lines' points were under each other
    board = TournamentBoard("Autumn Cup")
    qtbot.addWidget(board)
    board.resize(900, 500)
    board.show_standings(ROWS)
    board.show()
    qtbot.waitExposed(board)
    image = board.view.grab().toImage()
    background = QColor(image.pixel(image.width() - 1, image.height() - 1))
    _, size = board.view.layout_for(board.view.width(), board.view.height())
    font = QFont(board.view.font())
    font.setPixelSize(int(size))
    line = QFontMetricsF(font).lineSpacing()
    ends = []
    for number in range(1, len(ROWS) + 1):  # (line 0 is the heading)
        y = int(line * (number + 0.2) + line / 2)
        inked = [
            x
            for x in range(image.width())
            if abs(QColor(image.pixel(x, y)).lightness() - background.lightness()) > 60
        ]
        assert inked
        ends.append(max(inked))
    # (the digits' ink ends a few pixels apart: their side bearings differ)
    assert max(ends) - min(ends) <= size * 0.2
