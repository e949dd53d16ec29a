"""Hand value: han, fu and yakuman -> basic points and the limit's name; payment tables.

Public API (used by the settlement, the CLI's ``table``, the UI's preview and the teaching
tools):

- :func:`hand_value` -> :class:`HandValue`, or raises :class:`~scoretable.core.errors.RuleError`
  for an impossible combination (field "han" or "fu", with the reason).
- :func:`check_han_fu` -> ``None`` or the refusal reason, without raising.
- :func:`round_up_100`
- :func:`payment_table` -> rows for han 1-4 x fu 20, 25, 30..110 then one row per limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scoretable.core.rules import Rules

Limit = Literal[
    "mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe-yakuman"
]


@dataclass(frozen=True)
class HandValue:
    """The value of one winning hand before the payment multipliers.

    Attributes:
        han: han counted (for a yakuman hand: 13 x units under aotenjou, else 0).
        fu: rounded fu (25 for seven pairs); None where it does not matter (limits, yakuman).
        yakuman: yakuman units the hand scores (0 if none; 2 = double yakuman), after the rules
            on stacking, double yakuman and counted yakuman.
        basic: basic points (fu x 2^(2+han), capped, or the limit's value; exact for aotenjou).
        limit: the limit's name, or None below mangan.
        formula: the basic-points formula before the cap, e.g. ``(30, 3, 960)`` meaning
            30 x 2^(2+3) = 960; None for hands scored from the limit table alone.
        capped: the formula exceeded the cap (or kiriage rounded 1920 up) and was replaced.
        kiriage: kiriage mangan turned this hand into a mangan.
    """

    han: int
    fu: int | None
    yakuman: int
    basic: int
    limit: Limit | None
    formula: tuple[int, int, int] | None = None
    capped: bool = False
    kiriage: bool = False


def round_up_100(points: int) -> int:
    """Round a payment up to the next multiple of 100."""
    return -(-points // 100) * 100


def check_han_fu(han: int, fu: int, tsumo: bool | None, rules: Rules) -> str | None:
    """The reason this han/fu cannot occur (RULES.md's list), or None if it can.

    ``tsumo`` None means "either way": refuse only what is impossible both ways.
    """
    raise NotImplementedError


def hand_value(
    han: int,
    fu: int | None,
    rules: Rules,
    *,
    yakuman: int = 0,
    double_yakuman: int = 0,
    tsumo: bool | None = None,
) -> HandValue:
    """The value of a winning hand.

    Args:
        han: han of the hand (ignored when ``yakuman`` > 0, except under aotenjou where a
            yakuman hand may still carry han, see the implementation).
        fu: fu (needed below 5 han, and always under aotenjou).
        rules: the rules in force.
        yakuman: number of yakuman yaku in the hand (each a single yakuman pattern).
        double_yakuman: how many of those are double-yakuman patterns (kokushi 13-wait, ...);
            they score two units only where ``rules.double_yakuman``.
        tsumo: whether the hand was won by tsumo (some han/fu only occur one way).

    Raises:
        RuleError: the combination cannot occur (field "han" or "fu").
    """
    raise NotImplementedError


@dataclass(frozen=True)
class TableRow:
    """One row of the payment table (``python -m scoretable table``)."""

    han: int
    fu: int | None
    limit: str | None
    non_dealer_ron: int | None
    non_dealer_tsumo: tuple[int, int] | None  # (each non-dealer pays, the dealer pays)
    dealer_ron: int | None
    dealer_tsumo: int | None  # each pays


def payment_table(rules: Rules) -> list[TableRow]:
    """Han 1-4 x fu 20, 25, 30, ..., 110 (every pair), then mangan, haneman, baiman,
    sanbaiman and yakuman rows. None marks a payment that cannot occur."""
    raise NotImplementedError
