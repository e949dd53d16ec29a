"""Fu from a hand's composition (seed 002), item by item.

shape = HandShape(
    melds=(Meld("triplet", terminal_or_honor=True, open=False), Meld("run"), ...),
    pair="yakuhai", wait="kanchan", tsumo=False, closed=True)
count = count_fu(shape, rules)
# FuCount(items=(FuItem("closed ron: 20 for winning + 10 menzen ron", 30), ...), raw, total)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules

MeldKind = Literal["run", "triplet", "quad"]
# The pair: plain, a dragon or seat/round wind (2 fu), or seat and round wind at once.
PairKind = Literal["plain", "yakuhai", "double_wind"]
# The wait: ryanmen (two-sided) and shanpon (dual pon) give no fu; kanchan, penchan, tanki 2.
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
    """One source of fu, with a human reason ("closed triplet of terminals/honors").

    ``reason`` is English; every reason is marked here for translation (context "Fu").
    """

    reason: str
    fu: int


@dataclass(frozen=True)
class FuCount:
    """Every item, their sum, and the rounded total (25 for seven pairs)."""

    items: tuple[FuItem, ...]
    raw: int
    total: int


_WAIT_REASONS: dict[str, str] = {
    "kanchan": QT_TRANSLATE_NOOP("Fu", "kanchan wait (the middle tile of a run)"),
    "penchan": QT_TRANSLATE_NOOP("Fu", "penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)"),
    "tanki": QT_TRANSLATE_NOOP("Fu", "tanki wait (completing the pair)"),
}

# (open, kind, terminal_or_honor) -> reason
_MELD_REASONS: dict[tuple[bool, str, bool], str] = {
    (True, "triplet", False): QT_TRANSLATE_NOOP("Fu", "open triplet of simples"),
    (True, "triplet", True): QT_TRANSLATE_NOOP("Fu", "open triplet of terminals/honors"),
    (False, "triplet", False): QT_TRANSLATE_NOOP("Fu", "closed triplet of simples"),
    (False, "triplet", True): QT_TRANSLATE_NOOP("Fu", "closed triplet of terminals/honors"),
    (True, "quad", False): QT_TRANSLATE_NOOP("Fu", "open quad of simples"),
    (True, "quad", True): QT_TRANSLATE_NOOP("Fu", "open quad of terminals/honors"),
    (False, "quad", False): QT_TRANSLATE_NOOP("Fu", "closed quad of simples"),
    (False, "quad", True): QT_TRANSLATE_NOOP("Fu", "closed quad of terminals/honors"),
}


def meld_fu(meld: Meld) -> int:
    """Fu of one meld: 0 for a run; a triplet 2, x2 of terminals/honors, x2 closed; a quad x4."""
    if meld.kind == "run":
        return 0
    fu = 2
    if meld.terminal_or_honor:
        fu *= 2
    if not meld.open:
        fu *= 2
    if meld.kind == "quad":
        fu *= 4
    return fu


def meld_reason(meld: Meld) -> str:
    """ "open triplet of simples", "closed quad of terminals/honors", ..."""
    return _MELD_REASONS.get(
        (meld.open, meld.kind, meld.terminal_or_honor), QT_TRANSLATE_NOOP("Fu", "run (no fu)")
    )


def _refuse_shape(shape: HandShape) -> None:
    """Raise RuleError for a shape that cannot be a winning hand."""
    if shape.seven_pairs:
        if shape.melds:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "seven pairs has no melds: it is seven pairs"),
                "melds",
            )
        if not shape.closed:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "seven pairs is always a closed hand"), "closed"
            )
        if shape.wait != "tanki":
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "seven pairs always waits on a pair (tanki)"), "wait"
            )
        return
    if len(shape.melds) != 4:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "a winning hand has 4 melds and a pair, not {count} melds"
            ),
            "melds",
            count=len(shape.melds),
        )
    called_runs = any(m.open for m in shape.melds if m.kind == "run")
    open_sets = [m for m in shape.melds if m.open and m.kind != "run"]
    if shape.closed and called_runs:
        raise RuleError(QT_TRANSLATE_NOOP("Refusals", "a called run makes the hand open"), "closed")
    if shape.closed and shape.tsumo and open_sets:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "a closed hand won by tsumo has no open meld (only a ron opens a triplet)",
            ),
            "melds",
        )
    if shape.closed and (len(open_sets) > 1 or any(m.kind == "quad" for m in open_sets)):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "a closed hand has at most one open meld: the triplet the ron completed"
            ),
            "melds",
        )
    if not shape.closed and not called_runs and not open_sets:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "an open hand has at least one called (open) meld"),
            "closed",
        )
    if shape.wait in ("ryanmen", "kanchan", "penchan") and not any(
        m.kind == "run" and not m.open for m in shape.melds
    ):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "a {wait} wait completes a run: the hand needs a run that was not called",
            ),
            "wait",
            wait=shape.wait,
        )
    # a shanpon's winning tile completes a triplet: open for fu on ron, closed on tsumo
    if shape.wait == "shanpon" and not any(
        m.kind == "triplet" and m.open != shape.tsumo for m in shape.melds
    ):
        if shape.tsumo:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "a shanpon wait completes a triplet: the hand needs a closed triplet",
                ),
                "wait",
            )
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "a shanpon wait completes a triplet: the hand needs an open (completed by ron) "
                "triplet",
            ),
            "wait",
        )


def count_fu(shape: HandShape, rules: Rules) -> FuCount:
    """Count the fu of ``shape`` (RuleError for a shape that cannot be a winning hand).

    Follows seed 002 step by step: 25 for seven pairs (and stop); 20 to start on tsumo or
    with an open hand, 30 for a closed ron; each triplet and quad; 2 for a kanchan, penchan
    or tanki wait; 2 for a yakuhai pair (a double wind pair: ``rules.double_wind_pair_fu``);
    2 for tsumo unless the count is still 20 (pinfu tsumo); 2 for an open hand still at 20
    (open pinfu); rounded up to 10.
    """
    _refuse_shape(shape)
    if shape.seven_pairs:
        return FuCount(
            items=(FuItem(QT_TRANSLATE_NOOP("Fu", "seven pairs (fixed, not rounded)"), 25),),
            raw=25,
            total=25,
        )
    items: list[FuItem] = []
    if shape.closed and not shape.tsumo:
        items.append(
            FuItem(QT_TRANSLATE_NOOP("Fu", "closed ron: 20 for winning + 10 menzen ron"), 30)
        )
    elif shape.tsumo:
        items.append(FuItem(QT_TRANSLATE_NOOP("Fu", "20 for winning (tsumo)"), 20))
    else:
        items.append(FuItem(QT_TRANSLATE_NOOP("Fu", "20 for winning (open hand)"), 20))
    items.extend(FuItem(meld_reason(m), meld_fu(m)) for m in shape.melds if m.kind != "run")
    if shape.wait in _WAIT_REASONS:
        items.append(FuItem(_WAIT_REASONS[shape.wait], 2))
    if shape.pair == "yakuhai":
        items.append(
            FuItem(QT_TRANSLATE_NOOP("Fu", "pair of dragons or of the seat or round wind"), 2)
        )
    elif shape.pair == "double_wind":
        fu = rules.double_wind_pair_fu
        if fu == 4:
            reason = QT_TRANSLATE_NOOP(
                "Fu", "pair of the seat wind that is also the round wind (2 for each)"
            )
        else:
            reason = QT_TRANSLATE_NOOP(
                "Fu", "pair of the seat wind that is also the round wind (2 in total)"
            )
        items.append(FuItem(reason, fu))
    if shape.tsumo and sum(i.fu for i in items) != 20:
        items.append(FuItem(QT_TRANSLATE_NOOP("Fu", "tsumo"), 2))
    if not shape.closed and sum(i.fu for i in items) == 20:
        items.append(
            FuItem(QT_TRANSLATE_NOOP("Fu", "open pinfu (an open hand with no other fu)"), 2)
        )
    raw = sum(i.fu for i in items)
    return FuCount(items=tuple(items), raw=raw, total=-(-raw // 10) * 10)
