"""Where the presets' hand values differ, each test quoting the rule text it follows.

Sources: RULES.md's table (its tags: [P] rulebook, [S] secondary, [V] verified on records,
[E] a checked engine) and seed 004, which is the EMA 2016 rulebook's scoring section.
"""

from __future__ import annotations

import pytest

from scoretable.engine.fu import HandShape, Meld, count_fu
from scoretable.engine.rules import PRESETS, Rules
from scoretable.engine.scoring import hand_value, payments, ron_amount

KIRIAGE_PRESETS = ["ema2025", "wrc2025", "mleague"]
NO_KIRIAGE_PRESETS = ["standard", "ema2016", "tenhou", "mahjongsoul"]


def p(name: str) -> Rules:
    return PRESETS[name]


# --- kiriage ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", KIRIAGE_PRESETS)
@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_kiriage_presets_pay_a_mangan_for_1920(name: str, han: int, fu: int) -> None:
    """EMA 2025 [S], WRC 2025 [P], M-League [S]: kiriage mangan - and seed 004 (EMA's text):
    "A base value of 1920 points, being close to mangan, is rounded up to 2000 points."."""
    assert payments(han, fu, False, False, 0, 0, p(name)) == (8000, 0, 8000)
    assert payments(han, fu, True, True, 0, 0, p(name)) == (4000, 4000, 12000)
    assert hand_value(han, fu, p(name)).kiriage


@pytest.mark.parametrize("name", NO_KIRIAGE_PRESETS)
def test_no_kiriage_presets_pay_7700(name: str) -> None:
    """RULES.md "standard": "no kiriage"; EMA 2016 [P]: no kiriage; Tenhou [V]: no;
    Mahjong Soul [E]: no."""
    assert payments(4, 30, False, False, 0, 0, p(name)) == (7700, 0, 7700)
    assert payments(3, 60, True, False, 0, 0, p(name)) == (11600, 0, 11600)
    assert payments(4, 30, False, True, 0, 0, p(name)) == (3900, 2000, 7900)


# --- 13+ han ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["ema2016", "ema2025", "mleague"])
def test_13_han_is_sanbaiman(name: str) -> None:
    """EMA 2016 rules (seed 004): "There is no counted yakuman: a hand worth 13 or more han but
    not having a yakuman yaku is only rewarded sanbaiman."; M-League ch. 6 art. 6:
    「役満以外の役が複合したアガリ点は三倍満まで」."""
    value = hand_value(13, None, p(name))
    assert (value.basic, value.limit, value.yakuman) == (6000, "sanbaiman", 0)
    assert payments(15, None, False, False, 0, 0, p(name)) == (24000, 0, 24000)


@pytest.mark.parametrize("name", ["standard", "tenhou", "mahjongsoul", "wrc2025"])
def test_13_han_is_a_counted_yakuman(name: str) -> None:
    """RULES.md "standard": "13+ han is a counted yakuman"; Tenhou [V] and Mahjong Soul [E]:
    13+ han yakuman (one yakuman, however many han); WRC Rules 2025 §11.2: "Counted yakuman:
    13 han and greater scores yonbaiman"."""
    value = hand_value(13, None, p(name))
    assert (value.basic, value.limit, value.yakuman) == (8000, "kazoe-yakuman", 1)
    assert hand_value(26, None, p(name)).basic == 8000
    assert payments(13, None, False, False, 0, 0, p(name)) == (32000, 0, 32000)


# --- double yakuman and stacking ----------------------------------------------------------


def test_mahjongsoul_scores_double_yakuman_patterns_twice() -> None:
    """Mahjong Soul [E]: "kokushi 13-wait, suuankou tanki, junsei chuuren, daisuushii" are
    double yakuman: a dealer ron on one is 96,000."""
    value = hand_value(0, None, p("mahjongsoul"), yakuman=1, double_yakuman=1)
    assert (value.yakuman, value.basic) == (2, 16000)
    assert ron_amount(value.basic, True) == 96000


@pytest.mark.parametrize("name", ["standard", "ema2016", "wrc2025", "mleague", "tenhou"])
def test_other_presets_score_a_double_pattern_once(name: str) -> None:
    """RULES.md: "Double yakuman hands: none" (EMA, WRC, M-League; Tenhou [V]); "standard":
    "no double-yakuman hands"."""
    value = hand_value(0, None, p(name), yakuman=1, double_yakuman=1)
    assert (value.yakuman, value.basic) == (1, 8000)


@pytest.mark.parametrize("name", ["standard", "wrc2025", "mleague", "tenhou", "mahjongsoul"])
def test_different_yakuman_stack(name: str) -> None:
    """RULES.md "standard": "different yakuman stack"; WRC 2025 and M-League [S], Tenhou [V],
    Mahjong Soul: yakuman stacking yes (tsuuiisou + daisangen = two yakuman)."""
    assert hand_value(0, None, p(name), yakuman=2).basic == 16000


@pytest.mark.parametrize("name", ["ema2016", "ema2025"])
def test_ema_yakuman_do_not_stack(name: str) -> None:
    """EMA 2016 (RULES.md): yakuman stacking no; seed 004: "For yakuman hands, the base value
    is 8000."."""
    assert hand_value(0, None, p(name), yakuman=2).basic == 8000


# --- fu: the double wind pair -------------------------------------------------------------

DOUBLE_WIND_PAIR = HandShape(
    melds=(Meld("run"), Meld("run"), Meld("run"), Meld("triplet")),
    pair="double_wind",
    wait="ryanmen",
    tsumo=False,
    closed=True,
)


@pytest.mark.parametrize(
    ("name", "clause"),
    [
        ("ema2025", "EMA 2025 [S]: a pair both seat and round wind receives 2 fu, not 4"),
        ("wrc2025", "WRC Rules 2025 §11.3: a double wind pair is worth 2 fu"),
        ("mleague", "M-League ch. 6 art. 3: 連風牌の対子も2符とする"),
    ],
)
def test_presets_counting_a_double_wind_pair_2_fu_in_total(name: str, clause: str) -> None:
    count = count_fu(DOUBLE_WIND_PAIR, p(name))
    assert [i.fu for i in count.items] == [30, 4, 2], clause
    assert (count.raw, count.total) == (36, 40), clause
    assert "2 in total" in count.items[-1].reason


@pytest.mark.parametrize("name", ["standard", "ema2016", "tenhou", "mahjongsoul"])
def test_other_presets_count_2_fu_for_each_wind(name: str) -> None:
    """Seed 002: "If the pair of tiles is both the seat and prevailing wind, 2 fu is added for
    each one."; Tenhou: 「連風牌は4符」; Mahjong Soul [E]: 4 fu."""
    count = count_fu(DOUBLE_WIND_PAIR, p(name))
    assert [i.fu for i in count.items] == [30, 4, 4]
    assert (count.raw, count.total) == (38, 40)
    # the difference shows when it crosses a multiple of 10
    tsumo = HandShape(melds=DOUBLE_WIND_PAIR.melds, pair="double_wind", tsumo=True)
    assert count_fu(tsumo, p(name)).total == 30  # 20 + 4 + 4 + 2 tsumo = 30
    assert count_fu(tsumo, p("ema2025")).total == 30  # 20 + 4 + 2 + 2 = 28 -> 30
    kanchan = HandShape(melds=DOUBLE_WIND_PAIR.melds, pair="double_wind", wait="kanchan")
    assert count_fu(kanchan, p(name)).total == 40  # 30 + 4 + 2 + 4 = 40
    assert count_fu(kanchan, p("ema2025")).total == 40  # 38 -> 40
    single = HandShape(
        melds=(Meld("run"), Meld("run"), Meld("run"), Meld("run")), pair="double_wind"
    )
    assert count_fu(single, p(name)).total == 40  # closed ron 30 + 4 = 34 -> 40
    assert count_fu(single, p("ema2025")).total == 40  # 32 -> 40
    open_single = HandShape(
        melds=(Meld("run", open=True), Meld("run"), Meld("run"), Meld("run")),
        pair="double_wind",
        tsumo=True,
        closed=False,
    )
    assert count_fu(open_single, p(name)).total == 30  # 20 + 4 + 2 tsumo
    assert count_fu(open_single, p("ema2025")).total == 30  # 20 + 2 + 2 tsumo


def test_the_double_wind_difference_changes_a_payment() -> None:
    """EMA 2025 vs EMA 2016: a closed tsumo with a closed triplet of simples (4), a kanchan
    (2) and a double wind pair: 20 + 4 + 2 + 4 + 2 = 32 -> 40 fu in EMA 2016, 20 + 4 + 2 + 2
    + 2 = 30 fu in EMA 2025."""
    shape = HandShape(
        melds=(Meld("run"), Meld("run"), Meld("run"), Meld("triplet")),
        pair="double_wind",
        wait="kanchan",
        tsumo=True,
    )
    fu_2016 = count_fu(shape, p("ema2016")).total
    fu_2025 = count_fu(shape, p("ema2025")).total
    assert (fu_2016, fu_2025) == (40, 30)
    assert payments(2, fu_2016, False, True, 0, 0, p("ema2016"))[:2] == (1300, 700)
    assert payments(2, fu_2025, False, True, 0, 0, p("ema2025"))[:2] == (1000, 500)
