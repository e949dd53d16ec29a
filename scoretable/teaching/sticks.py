"""A payment read as point sticks: what to hand over, and the change to give back.

    sticks_for(7700)                     # {1000: 7, 100: 7}: the fewest sticks that make it
    exchange(7700)                       # hand 10,000, get 2,300 back (from the standard sets)
    exchange(7700, purse, receiver)      # from what each of the two holds
    table_exchange(32000)                # as exchange(), or the fewest sticks past a set
    say_exchange(exchange(7700))         # "Hand over 1 × 10,000; get 2,300 back: 2 × 1,000, ..."
    say_sticks(sticks_for(31200))        # "3 × 10,000, 1 × 1,000, 2 × 100"

The sticks are the standard set's: 10,000, 5,000, 1,000 and 100 points (:data:`STICKS`). A
player who starts with 25,000 holds :data:`STANDARD_SET` (one 10,000, two 5,000, four 1,000,
ten 100). :func:`exchange` finds, among every way to pay from the payer's sticks with change
from the receiver's, the one that moves the fewest sticks in all (ties: the least change, then
the larger sticks): a 7,700 payment from a standard set is a 10,000 stick and
2,300 back (six sticks), not ten sticks counted out. Amounts are whole hundreds; riichi
sticks (1,000 points put on the table) are the 1,000 sticks.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated

STICKS = (10000, 5000, 1000, 100)
"""The point sticks, largest first."""

STANDARD_SET: Mapping[int, int] = {10000: 1, 5000: 2, 1000: 4, 100: 10}
"""What each player holds at a 25,000 start."""

Sticks = dict[int, int]


def total(sticks: Mapping[int, int]) -> int:
    """The points ``sticks`` make."""
    return sum(value * count for value, count in sticks.items())


def count(sticks: Mapping[int, int]) -> int:
    """How many sticks ``sticks`` holds."""
    return sum(sticks.values())


def _check(amount: int) -> None:
    if amount < 0 or amount % 100:
        raise ValueError(f"{amount} is not a whole number of 100-point sticks")


def sticks_for(amount: int) -> Sticks:
    """The fewest sticks that make ``amount`` (a whole hundred, not negative), largest first
    (the sticks' values divide each other's multiples so that taking the largest first is
    the fewest)."""
    _check(amount)
    out: Sticks = {}
    for value in STICKS:
        number, amount = divmod(amount, value)
        if number:
            out[value] = number
    return out


def _fewest(amount: int, supply: Mapping[int, int]) -> Sticks | None:
    """The fewest sticks of ``supply`` that make ``amount`` exactly, or None."""
    best: Sticks | None = None
    best_count = -1

    def search(index: int, left: int, taken: Sticks, used: int) -> None:
        nonlocal best, best_count
        if left == 0:
            if best is None or used < best_count:
                best, best_count = dict(taken), used
            return
        if index == len(STICKS) or (best is not None and used >= best_count):
            return
        value = STICKS[index]
        most = min(supply.get(value, 0), left // value)
        for number in range(most, -1, -1):
            if number:
                taken[value] = number
            else:
                taken.pop(value, None)
            search(index + 1, left - number * value, taken, used + number)
        taken.pop(value, None)

    search(0, amount, {}, 0)
    return best


@dataclass(frozen=True)
class Exchange:
    """A payment as sticks: ``handed`` over by the payer, ``change`` given back."""

    amount: int
    handed: Sticks
    change: Sticks

    @property
    def moved(self) -> int:
        """Sticks that change hands in all."""
        return count(self.handed) + count(self.change)


def exchange(
    amount: int,
    purse: Mapping[int, int] = STANDARD_SET,
    receiver: Mapping[int, int] = STANDARD_SET,
) -> Exchange | None:
    """The way to pay ``amount`` from ``purse`` with change from ``receiver`` that moves the
    fewest sticks (see the module docstring), or None if the two cannot make it."""
    _check(amount)
    best: tuple[tuple[int, int, tuple[int, ...]], Exchange] | None = None
    *larger, smallest = STICKS
    ranges = [range(min(purse.get(value, 0), amount // value + 1) + 1) for value in larger]
    for numbers in itertools.product(*ranges):
        left = amount - sum(n * v for n, v in zip(numbers, larger, strict=False))
        # the smallest sticks make up what is left, or a few more to round the change up to
        # sticks the receiver has (ten more would be a larger stick's worth)
        least = max(left, 0) // smallest
        for last in range(least, min(purse.get(smallest, 0), least + 9) + 1):
            every = (*numbers, last)
            found = _with_change(amount, every, receiver)
            if found is not None and (best is None or found[0] < best[0]):
                best = found
    return None if best is None else best[1]


def _with_change(
    amount: int, every: tuple[int, ...], receiver: Mapping[int, int]
) -> tuple[tuple[int, int, tuple[int, ...]], Exchange] | None:
    """The exchange handing ``every`` (a count of each stick), with its rank, or None."""
    handed = {v: n for n, v in zip(every, STICKS, strict=True) if n}
    # change never in a kind of stick just handed over (that stick would stay)
    supply = {v: n for v, n in receiver.items() if v not in handed}
    change = _fewest(total(handed) - amount, supply)
    if change is None:
        return None
    key = (count(handed) + count(change), count(change), tuple(-n for n in every))
    return key, Exchange(amount, handed, change)


def say_sticks(sticks: Mapping[int, int], translate: Translate = english) -> str:
    """``{1000: 2, 100: 3}`` -> "2 × 1,000, 3 × 100" (largest first; "no sticks" if empty)."""
    parts = [f"{sticks[value]} × {value:,}" for value in STICKS if sticks.get(value)]
    if not parts:
        return translate("Sticks", QT_TRANSLATE_NOOP("Sticks", "no sticks"))
    return translate("Sticks", QT_TRANSLATE_NOOP("Sticks", ", ")).join(parts)


def say_exchange(found: Exchange | None, translate: Translate = english) -> str:
    """One sentence: what to hand over and the change, or that the sets cannot make it."""
    if found is None:
        return translate("Sticks", QT_TRANSLATE_NOOP("Sticks", "The sticks cannot make it."))
    handed = say_sticks(found.handed, translate)
    if not found.change:
        return translated(
            translate,
            "Sticks",
            QT_TRANSLATE_NOOP("Sticks", "Sticks: hand over {handed}."),
            handed=handed,
        )
    return translated(
        translate,
        "Sticks",
        QT_TRANSLATE_NOOP("Sticks", "Sticks: hand over {handed}; get {back} back: {change}."),
        handed=handed,
        back=f"{total(found.change):,}",
        change=say_sticks(found.change, translate),
    )


def table_exchange(amount: int) -> Exchange:
    """The sticks of a payment between two standard sets (:func:`exchange`), or the fewest
    sticks that make it where two standard sets cannot (a payment above 25,000)."""
    return exchange(amount) or Exchange(amount, sticks_for(amount), {})
