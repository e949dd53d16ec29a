"""A hand of tiles valued: from the tiles on the table to yaku, han, fu and the payment.

hand = HandInput(tiles="33067m567p234s222z", win="7m", riichi=True, dora="8p")
result = calculate(hand, get_preset("tenhou"))
# result.yaku (each with han, English and Japanese name), result.han == 2, result.fu == 40,
# result.fu_items (count_fu's itemised fu), result.points == 3900, result.payments

The yaku and the decomposition come from the ``mahjong`` package (Tenhou-validated); this is
the only engine package that imports it. Everything around it is ours:

- the notation (the package's own converter mis-reads bad input silently): :func:`parse_tiles`,
  :func:`parse_meld`, each physical tile given its own 136-format index;
- the rules -> package options mapping, written once: :func:`package_options`;
- the rules the package has no option for (yakuman stacking, the double-wind pair's fu),
  applied to its result in one place: :func:`apply_rules_the_package_lacks`;
- fu itemised by the engine's :func:`~scoretable.engine.fu.count_fu` (the same total as the
  package's), the value by :func:`~scoretable.engine.scoring.hand_value` and the payment by the
  engine's payment rounding, so a hand entered by tiles pays what the same han/fu entered by
  hand pays.

Red fives. With ``rules.red_fives`` a ``0`` is the red five of its suit (1 han of dora);
without, a ``0`` is just a five. A set of all four fives of a suit written plainly (the
issue's own ``kan:5555s``) holds the red one in real play: the fourth plain five is read as
the red five, counted as such, and the result says so in ``notes``. Writing a fifth five, or a
second red five, is refused.

The package, cut along what it holds: the notation and the hand as entered (:mod:`.notation`),
the valued hand (:mod:`.result`), the ``mahjong`` package driven (:mod:`.calculator`).
"""

from scoretable.engine.tile_hand.calculator import (
    apply_rules_the_package_lacks,
    calculate,
    decompositions,
    hand_shape,
    package_config,
    package_options,
)
from scoretable.engine.tile_hand.notation import (
    FLAGS,
    HandError,
    HandInput,
    MeldInput,
    Tile,
    parse_meld,
    parse_tile,
    parse_tiles,
)
from scoretable.engine.tile_hand.result import YAKU_NAMES, HandResult, YakuLine

__all__ = [
    "FLAGS",
    "YAKU_NAMES",
    "HandError",
    "HandInput",
    "HandResult",
    "MeldInput",
    "Tile",
    "YakuLine",
    "apply_rules_the_package_lacks",
    "calculate",
    "decompositions",
    "hand_shape",
    "package_config",
    "package_options",
    "parse_meld",
    "parse_tile",
    "parse_tiles",
]
