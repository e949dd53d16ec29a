"""The players' panels: each seat's name, wind, score, riichi and the lines under the score.

- :mod:`.panel`: :class:`PlayerPanel`, the panel itself: its widgets, what the window tells
  it, its events and its frame;
- :mod:`.fitted`: :class:`~.fitted.FittedPanel`, the panel fitted to its size: the score as
  large as its box allows, the name in what its line leaves, the lines under the score given
  what the score leaves;
- :mod:`.parts`: what a panel is built of: the score, the name, the lines under the score,
  the riichi stick, the winds' names;
- :mod:`.text_fit`: text measured against a box (also for the round indicator, the action
  strip, the second screen and the tournament's board).

The names other modules use are importable from here too.
"""

from scoretable.ui.widgets.panels.panel import PlayerPanel
from scoretable.ui.widgets.panels.parts import (
    LinesLabel,
    NameLabel,
    RiichiStick,
    ScoreLabel,
    wind_name,
)
from scoretable.ui.widgets.panels.text_fit import (
    LINES_SMALLEST_DEVICE_PIXELS,
    NAME_BREAKABLE,
    NAME_READABLE,
    NAME_SMALLEST,
    NAME_SPACE_SHARE,
    NAME_TINY,
    SCORE_DEVICE_PIXELS,
    SCORE_KEEPS,
    TEXT_DEVICE_PIXELS,
    digits_height,
    fit_pixel_size,
    score_floor_pixels,
    split_name,
    text_pixels,
    wrapped_lines,
)

__all__ = [
    "LINES_SMALLEST_DEVICE_PIXELS",
    "NAME_BREAKABLE",
    "NAME_READABLE",
    "NAME_SMALLEST",
    "NAME_SPACE_SHARE",
    "NAME_TINY",
    "SCORE_DEVICE_PIXELS",
    "SCORE_KEEPS",
    "TEXT_DEVICE_PIXELS",
    "LinesLabel",
    "NameLabel",
    "PlayerPanel",
    "RiichiStick",
    "ScoreLabel",
    "digits_height",
    "fit_pixel_size",
    "score_floor_pixels",
    "split_name",
    "text_pixels",
    "wind_name",
    "wrapped_lines",
]
