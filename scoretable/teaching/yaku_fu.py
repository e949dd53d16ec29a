"""A hand's yaku and fu as lines: each yaku with its han, each fu item, their totals and the
fu's rounding (for :mod:`~scoretable.teaching.explain`'s explanations, the hand calculator
and "What is it worth?")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoretable.engine.fu import FuCount
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated

if TYPE_CHECKING:  # not imported at run time: it loads the mahjong package
    from scoretable.engine.tile_hand import HandResult


def _t(translate: Translate, template: str, **args: object) -> str:
    """Translate ``template``, then fill its placeholders (English if the translation is bad)."""
    return translated(translate, "Explain", template, **args)


def explain_fu(count: FuCount, translate: Translate = english) -> list[str]:
    """The fu items of a hand, their sum and the rounding, one line each."""
    lines = [
        _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{reason}: {fu} fu"),
            reason=translate("Fu", item.reason),
            fu=item.fu,
        )
        for item in count.items
    ]
    if count.raw != count.total:
        lines.append(
            _t(
                translate,
                QT_TRANSLATE_NOOP("Explain", "{raw} fu rounded up to {total} fu"),
                raw=count.raw,
                total=count.total,
            )
        )
    else:
        lines.append(
            _t(translate, QT_TRANSLATE_NOOP("Explain", "Total: {total} fu"), total=count.total)
        )
    return lines


def explain_yaku(hand: HandResult, translate: Translate = english) -> list[str]:
    """A hand entered by its tiles: each yaku with its han (dora included), then the total."""
    lines = []
    for y in hand.yaku:
        if y.yakuman:
            template = QT_TRANSLATE_NOOP("Explain", "{name} ({name_ja}): yakuman")
        else:
            template = QT_TRANSLATE_NOOP("Explain", "{name} ({name_ja}): {han} han")
        lines.append(_t(translate, template, name=y.name, name_ja=y.name_ja, han=y.han))
    if hand.han is not None:
        lines.append(_t(translate, QT_TRANSLATE_NOOP("Explain", "Total: {han} han"), han=hand.han))
    return lines


def hand_fu_count(hand: HandResult) -> FuCount | None:
    """The fu count of a hand entered by its tiles (None for a yakuman hand: fu do not
    matter, and kokushi has none)."""
    if hand.yakuman or not hand.fu_items:
        return None
    return FuCount(hand.fu_items, sum(item.fu for item in hand.fu_items), hand.fu)
