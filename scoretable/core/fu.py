"""Fu from a hand's composition (seed 002), item by item.

    shape = HandShape(
        melds=(Meld("triplet", terminal_or_honor=True, open=False), Meld("run"), ...),
        pair="yakuhai", wait="kanchan", tsumo=False, closed=True)
    count = count_fu(shape, rules)   # FuCount(items=(FuItem("closed ron", 30), ...), raw=.., total=..)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scoretable.core.rules import Rules

MeldKind = Literal["run", "triplet", "quad"]
#: The pair: plain, a dragon or seat/round wind (2 fu), or seat and round wind at once.
PairKind = Literal["plain", "yakuhai", "double_wind"]
#: The wait: ryanmen (two-sided) and shanpon (dual pon) give no fu; kanchan, penchan, tanki 2.
Wait = Literal["ryanmen", "shanpon", "kanchan", "penchan", "tanki"]


@dataclass(frozen=True)
class Meld:
    """A meld. ``open`` means open for fu: called, or a triplet completed by ron."""

    kind: MeldKind
    terminal_or_honor: bool = False
    open: bool = False


@dataclass(frozen=True)
class HandShape:
    """A winning hand as the fu rules see it.

    ``closed``: no called melds (a triplet completed by ron is open for fu but the hand stays
    closed). ``seven_pairs``: chiitoitsu (25 fu, nothing else counts).
    """

    melds: tuple[Meld, ...] = ()
    pair: PairKind = "plain"
    wait: Wait = "ryanmen"
    tsumo: bool = False
    closed: bool = True
    seven_pairs: bool = False


@dataclass(frozen=True)
class FuItem:
    """One source of fu, with a human reason ("closed triplet of terminals/honors")."""

    reason: str
    fu: int


@dataclass(frozen=True)
class FuCount:
    """Every item, their sum, and the rounded total (25 for seven pairs)."""

    items: tuple[FuItem, ...]
    raw: int
    total: int


def count_fu(shape: HandShape, rules: Rules) -> FuCount:
    """Count the fu of ``shape`` (RuleError for a shape that cannot be a winning hand)."""
    raise NotImplementedError
