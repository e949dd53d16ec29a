"""A standard game at South 4 (all-last): seven non-dealer rons, and the model restored there
(or at any earlier hand)."""

from __future__ import annotations

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry, action_to_dict
from scoretable.game.model import GameModel

PLAYERS = ("Ann", "Ben", "Cho", "Dai")


#: Seven non-dealer rons, East 1 to South 3: South 4 starts at 32,700 / 18,600 / 23,100 /
#: 25,600, seat 3 dealing.
HANDS = [(1, 2, 3, 30), (2, 3, 2, 30), (3, 0, 1, 30), (0, 1, 4, 30), (2, 3, 1, 30),
         (3, 1, 2, 40), (0, 2, 1, 30)]  # fmt: skip


LOG = [action_to_dict(Win((WinEntry(w, han=h, fu=f),), discarder=d)) for w, d, h, f in HANDS]


def south_4(index: int = len(LOG)) -> GameModel:
    return GameModel.restore(get_preset("standard"), PLAYERS, LOG, index)
