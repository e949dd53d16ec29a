"""Seed 002's fu rules carried through a settlement: the fu a hand's composition counts is
the fu the payment is computed from (composition -> count_fu -> Win -> apply -> transfers)."""

from __future__ import annotations

import pytest

from scoretable.engine.fu import HandShape, Meld, count_fu
from scoretable.engine.rules import STANDARD
from scoretable.engine.table import Win, WinEntry, apply, new_game

RUN = Meld("run")

# (shape, han, tsumo, expected fu, expected payments {payer: amount} for winner seat 1,
#  a non-dealer; seat 0 is the dealer)
CASES = [
    pytest.param(
        # closed ron, kanchan wait, closed triplet of terminals: 30 + 2 + 8 = 40
        HandShape(
            melds=(RUN, RUN, RUN, Meld("triplet", terminal_or_honor=True)),
            wait="kanchan",
        ),
        1,
        False,
        40,
        {2: 1300},
        id="closed ron 1 han 40 fu: 1,300",
    ),
    pytest.param(
        # seven pairs: 25 fu fixed, 2 han ron
        HandShape(wait="tanki", seven_pairs=True),
        2,
        False,
        25,
        {2: 1600},
        id="seven pairs 2 han ron: 1,600",
    ),
    pytest.param(
        # open pinfu: 20 + 2 -> 30, 1 han tsumo: 300 / 500
        HandShape(melds=(Meld("run", open=True), RUN, RUN, RUN), closed=False, tsumo=True),
        1,
        True,
        30,
        {0: 500, 2: 300, 3: 300},
        id="open pinfu tsumo 1 han: 300/500",
    ),
    pytest.param(
        # closed tsumo with a dragon pair and a closed quad of honors:
        # 20 + 32 + 2 (pair) + 2 (tsumo) = 56 -> 60; 3 han tsumo: 2,000 / 3,900
        HandShape(
            melds=(RUN, RUN, RUN, Meld("quad", terminal_or_honor=True)),
            pair="yakuhai",
            tsumo=True,
        ),
        3,
        True,
        60,
        {0: 3900, 2: 2000, 3: 2000},
        id="closed quad of honors tsumo 3 han 60 fu: 2,000/3,900",
    ),
]


@pytest.mark.parametrize(("shape", "han", "tsumo", "fu", "payments"), CASES)
def test_counted_fu_decides_the_payment(
    shape: HandShape, han: int, tsumo: bool, fu: int, payments: dict[int, int]
) -> None:
    count = count_fu(shape, STANDARD)
    assert count.total == fu
    win = Win((WinEntry(winner=1, han=han, fu=count.total),), discarder=None if tsumo else 2)
    step = apply(new_game(STANDARD), win)
    paid = {
        t.payer: t.amount
        for t in step.settlement.transfers
        if t.reason == "hand" and t.payer is not None
    }
    assert paid == payments
    assert step.settlement.deltas[1] == sum(payments.values())
