"""Cross-check against the ``mahjong`` package's ScoresCalculator over every possible han/fu.

Its ``OptionalRules`` map onto ours: ``kiriage``; ``kazoe_limit`` KAZOE_LIMITED /
KAZOE_SANBAIMAN / KAZOE_NO_LIMIT = counted_yakuman "yakuman" / "sanbaiman" / "multiple".
Fu above 110 is left out: the package applies kiriage to 4 han 30 fu and 3 han 60 fu by name,
where we round every 1,920 basic points (also the rare 2 han 120 fu).
"""

from __future__ import annotations

import pytest

from scoretable.engine.rules import STANDARD, CountedYakuman, Rules
from scoretable.engine.scoring import (
    TABLE_FU,
    check_han_fu,
    hand_value,
    payments,
    ron_amount,
    tsumo_amounts,
)

mahjong_scores = pytest.importorskip("mahjong.hand_calculating.scores")
hand_config = pytest.importorskip("mahjong.hand_calculating.hand_config")
constants = pytest.importorskip("mahjong.constants")

HandConfig = hand_config.HandConfig
OptionalRules = hand_config.OptionalRules
KAZOE = {
    "yakuman": HandConfig.KAZOE_LIMITED,
    "sanbaiman": HandConfig.KAZOE_SANBAIMAN,
    "multiple": HandConfig.KAZOE_NO_LIMIT,
}


def config(rules: Rules, dealer: bool, tsumo: bool, honba: int = 0, sticks: int = 0) -> object:
    options = OptionalRules(kiriage=rules.kiriage, kazoe_limit=KAZOE[rules.counted_yakuman])
    return HandConfig(
        is_tsumo=tsumo,
        player_wind=constants.EAST if dealer else constants.SOUTH,
        tsumi_number=honba,
        kyoutaku_number=sticks,
        options=options,
    )


@pytest.mark.parametrize("kiriage", [False, True])
@pytest.mark.parametrize("counted", ["yakuman", "sanbaiman", "multiple"])
def test_payments_match_the_mahjong_package(kiriage: bool, counted: CountedYakuman) -> None:
    rules = STANDARD.replace(kiriage=kiriage, counted_yakuman=counted)
    checked = 0
    for dealer in (False, True):
        for tsumo in (False, True):
            for honba, sticks in ((0, 0), (3, 2)):
                cfg = config(rules, dealer, tsumo, honba, sticks)
                for han in range(1, 70):
                    for fu in TABLE_FU:
                        if check_han_fu(han, fu, tsumo, rules) is not None:
                            continue
                        theirs = mahjong_scores.ScoresCalculator.calculate_scores(han, fu, cfg)
                        ours = payments(han, fu, dealer, tsumo, honba, sticks, rules)
                        expected = (
                            theirs["main"] + theirs["main_bonus"],
                            theirs["additional"] + theirs["additional_bonus"],
                            theirs["total"],
                        )
                        assert ours == expected, (han, fu, dealer, tsumo, honba, sticks)
                        checked += 1
    assert checked > 5000


@pytest.mark.parametrize("units", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("dealer", [False, True])
@pytest.mark.parametrize("tsumo", [False, True])
def test_yakuman_match_the_mahjong_package(units: int, dealer: bool, tsumo: bool) -> None:
    value = hand_value(0, None, STANDARD, yakuman=units)
    theirs = mahjong_scores.ScoresCalculator.calculate_scores(
        13 * units, 30, config(STANDARD, dealer, tsumo), is_yakuman=True
    )
    if tsumo:
        each, from_dealer = tsumo_amounts(value.basic, dealer)
        assert (theirs["main"], theirs["additional"]) == (from_dealer, each)
    else:
        assert theirs["main"] == ron_amount(value.basic, dealer)


def test_aotenjou_matches_the_mahjong_package() -> None:
    rules = STANDARD.replace(aotenjou=True)
    for han in range(1, 80):
        for fu in TABLE_FU:
            for dealer in (False, True):
                for tsumo in (False, True):
                    if check_han_fu(han, fu, tsumo, rules) is not None:
                        continue
                    cfg = config(STANDARD, dealer, tsumo)
                    theirs = mahjong_scores.Aotenjou.calculate_scores(han, fu, cfg)
                    ours = payments(han, fu, dealer, tsumo, 0, 0, rules)
                    assert ours == (theirs["main"], theirs["additional"], theirs["total"])
