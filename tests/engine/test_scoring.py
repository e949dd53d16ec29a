"""Hand value: basic points, limits, kiriage, yakuman, aotenjou, refusals, payments."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import STANDARD, Rules
from scoretable.engine.scoring import (
    TABLE_FU,
    HandValue,
    build_payment_table,
    check_han_fu,
    fu_warnings,
    hand_value,
    payment_table,
    payments,
    ron_amount,
    round_up_100,
    tsumo_amounts,
)

KIRIAGE = STANDARD.replace(kiriage=True)
AOTENJOU = STANDARD.replace(aotenjou=True)
AOTENJOU_DOUBLE = AOTENJOU.replace(double_yakuman=True)

valid_fu = st.sampled_from(TABLE_FU) | st.integers(12, 30).map(lambda n: 10 * n)


def possible(han: int, fu: int, tsumo: bool) -> bool:
    return check_han_fu(han, fu, tsumo, STANDARD) is None


# --- round_up_100 ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "rounded"),
    [(0, 0), (1, 100), (99, 100), (100, 100), (101, 200), (3840, 3900), (7680, 7700)],
)
def test_round_up_100(points: int, rounded: int) -> None:
    assert round_up_100(points) == rounded


@given(st.integers(0, 10**30))
def test_round_up_100_is_the_next_multiple_of_100(points: int) -> None:
    rounded = round_up_100(points)
    assert rounded % 100 == 0
    assert points <= rounded < points + 100


# --- below mangan -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("han", "fu", "basic"),
    [(1, 30, 240), (2, 25, 400), (3, 30, 960), (4, 20, 1280), (3, 50, 1600), (2, 110, 1760)],
)
def test_basic_points_are_fu_times_two_to_the_two_plus_han(han: int, fu: int, basic: int) -> None:
    value = hand_value(han, fu, STANDARD, tsumo=han != 2 or fu != 25)
    assert value == HandValue(han, fu, 0, basic, None, (fu, han, basic))


@given(st.integers(1, 4), valid_fu, st.booleans())
def test_basic_points_formula_with_the_mangan_cap(han: int, fu: int, tsumo: bool) -> None:
    if not possible(han, fu, tsumo):
        return
    value = hand_value(han, fu, STANDARD, tsumo=tsumo)
    raw = fu * 2 ** (2 + han)
    assert value.formula == (fu, han, raw)
    assert value.basic == min(raw, 2000)
    assert value.capped == (raw > 2000)
    assert value.limit == ("mangan" if raw >= 2000 else None)
    assert not value.kiriage


@pytest.mark.parametrize(("han", "fu"), [(4, 40), (3, 70), (4, 110), (2, 130)])
def test_the_cap_turns_big_han_fu_into_a_mangan(han: int, fu: int) -> None:
    value = hand_value(han, fu, STANDARD)
    assert (value.basic, value.limit, value.capped, value.fu) == (2000, "mangan", True, fu)


def test_exactly_2000_basic_points_is_a_mangan_without_capping() -> None:
    value = hand_value(1, 250, STANDARD)  # 250 x 2^3 = 2000 exactly
    assert (value.basic, value.limit, value.capped) == (2000, "mangan", False)


def test_a_hand_below_five_han_needs_its_fu() -> None:
    with pytest.raises(RuleError) as err:
        hand_value(3, None, STANDARD)
    assert err.value.field == "fu"
    assert "3 han hand needs its fu" in err.value.message


# --- kiriage ------------------------------------------------------------------------------


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_kiriage_rounds_1920_up_to_a_mangan(han: int, fu: int) -> None:
    value = hand_value(han, fu, KIRIAGE)
    assert value.formula == (fu, han, 1920)
    assert (value.basic, value.limit, value.kiriage, value.capped) == (2000, "mangan", True, True)
    # the hand keeps what it counted: the explanation shows 4 han 30 fu rounded up
    assert (value.han, value.fu, value.formula) == (han, fu, (fu, han, 1920))
    assert ron_amount(value.basic, False) == 8000


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_without_kiriage_1920_stays_7700(han: int, fu: int) -> None:
    value = hand_value(han, fu, STANDARD)
    assert (value.basic, value.limit, value.kiriage) == (1920, None, False)
    assert ron_amount(value.basic, False) == 7700
    assert ron_amount(value.basic, True) == 11600


@given(st.integers(1, 4), valid_fu, st.booleans())
def test_kiriage_changes_only_the_1920_hands(han: int, fu: int, tsumo: bool) -> None:
    if not possible(han, fu, tsumo):
        return
    plain = hand_value(han, fu, STANDARD, tsumo=tsumo)
    kiri = hand_value(han, fu, KIRIAGE, tsumo=tsumo)
    if fu * 2 ** (2 + han) == 1920:  # 4 han 30 fu, 3 han 60 fu (and the rare 2 han 120 fu)
        assert kiri.basic == 2000 != plain.basic
    else:
        assert kiri == plain


# --- limits and counted yakuman -----------------------------------------------------------


@pytest.mark.parametrize(
    ("han", "basic", "limit"),
    [
        (5, 2000, "mangan"),
        (6, 3000, "haneman"),
        (7, 3000, "haneman"),
        (8, 4000, "baiman"),
        (9, 4000, "baiman"),
        (10, 4000, "baiman"),
        (11, 6000, "sanbaiman"),
        (12, 6000, "sanbaiman"),
    ],
)
def test_limits_from_five_han(han: int, basic: int, limit: str) -> None:
    value = hand_value(han, None, STANDARD)
    assert value == HandValue(han, None, 0, basic, limit)  # type: ignore[arg-type]
    # the fu do not matter from five han (but are still checked)
    assert hand_value(han, 40, STANDARD) == value


@pytest.mark.parametrize(
    ("mode", "han", "basic", "limit", "units"),
    [
        ("yakuman", 13, 8000, "kazoe-yakuman", 1),
        ("yakuman", 26, 8000, "kazoe-yakuman", 1),
        ("yakuman", 40, 8000, "kazoe-yakuman", 1),
        ("sanbaiman", 13, 6000, "sanbaiman", 0),
        ("sanbaiman", 30, 6000, "sanbaiman", 0),
        ("multiple", 13, 8000, "kazoe-yakuman", 1),
        ("multiple", 25, 8000, "kazoe-yakuman", 1),
        ("multiple", 26, 16000, "kazoe-yakuman", 2),
        ("multiple", 39, 24000, "kazoe-yakuman", 3),
    ],
)
def test_counted_yakuman_modes(mode: str, han: int, basic: int, limit: str, units: int) -> None:
    value = hand_value(han, None, STANDARD.replace(counted_yakuman=mode))
    assert (value.basic, value.limit, value.yakuman, value.han) == (basic, limit, units, han)


# --- yakuman ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("yakuman", "double", "double_rule", "stacking", "units"),
    [
        (1, 0, False, False, 1),
        (1, 0, True, True, 1),
        (1, 1, False, True, 1),  # kokushi 13-wait without double yakuman: one unit
        (1, 1, True, True, 2),
        (1, 1, True, False, 2),
        (2, 0, False, True, 2),  # tsuuiisou + daisangen stack
        (2, 0, False, False, 1),  # ... unless stacking is off
        (3, 0, True, True, 3),
        (2, 1, True, True, 3),  # daisuushii (double) + tsuuiisou
        (2, 1, False, True, 2),
        (2, 1, True, False, 2),
        (2, 2, True, True, 4),
        (2, 2, False, False, 1),
    ],
)
def test_yakuman_units(
    yakuman: int, double: int, double_rule: bool, stacking: bool, units: int
) -> None:
    rules = STANDARD.replace(double_yakuman=double_rule, yakuman_stacking=stacking)
    value = hand_value(0, None, rules, yakuman=yakuman, double_yakuman=double)
    assert value == HandValue(0, None, units, 8000 * units, "yakuman")


def test_a_yakuman_ignores_han_and_fu() -> None:
    assert hand_value(7, 40, STANDARD, yakuman=1) == hand_value(0, None, STANDARD, yakuman=1)


@pytest.mark.parametrize(
    ("yakuman", "double", "reason"),
    [(-1, 0, "-1 yakuman"), (1, 2, "2 double yakuman"), (1, -1, "-1 double yakuman")],
)
def test_impossible_yakuman_counts(yakuman: int, double: int, reason: str) -> None:
    with pytest.raises(RuleError) as err:
        hand_value(0, None, STANDARD, yakuman=yakuman, double_yakuman=double)
    assert err.value.field == "han"
    assert reason in err.value.message


# --- aotenjou -----------------------------------------------------------------------------


def test_aotenjou_26_han_30_fu_is_exact() -> None:
    value = hand_value(26, 30, AOTENJOU)
    assert value.basic == 8_053_063_680
    assert value.limit is None
    assert not value.capped
    assert ron_amount(value.basic, False) == 32_212_254_800
    assert ron_amount(value.basic, True) == 48_318_382_100
    assert tsumo_amounts(value.basic, False) == (8_053_063_700, 16_106_127_400)


def test_aotenjou_has_no_cap_at_any_han() -> None:
    assert hand_value(4, 40, AOTENJOU).basic == 2560
    assert hand_value(5, 30, AOTENJOU).basic == 3840
    assert hand_value(13, 40, AOTENJOU).basic == 1_310_720
    assert hand_value(100, 20, AOTENJOU, tsumo=True).basic == 20 * 2**102


def test_aotenjou_yakuman_is_13_han_and_double_26() -> None:
    single = hand_value(0, 30, AOTENJOU, yakuman=1)
    assert (single.han, single.yakuman, single.basic) == (13, 1, 30 * 2**15)
    double = hand_value(0, 30, AOTENJOU_DOUBLE, yakuman=1, double_yakuman=1)
    assert (double.han, double.basic) == (26, 8_053_063_680)
    # without double yakuman in the rules a double pattern is one yakuman: 13 han
    assert hand_value(0, 30, AOTENJOU, yakuman=1, double_yakuman=1).han == 13
    # the hand's other han (dora, ...) add to the yakuman's
    assert hand_value(3, 40, AOTENJOU, yakuman=2).han == 29


def test_aotenjou_needs_fu_and_refuses_impossible_han() -> None:
    with pytest.raises(RuleError) as err:
        hand_value(8, None, AOTENJOU)
    assert err.value.field == "fu"
    with pytest.raises(RuleError) as err:
        hand_value(0, None, AOTENJOU, yakuman=1)
    assert err.value.field == "fu"
    with pytest.raises(RuleError) as err:
        hand_value(-1, 30, AOTENJOU, yakuman=1)
    assert err.value.field == "han"
    with pytest.raises(RuleError) as err:
        hand_value(0, 30, AOTENJOU)
    assert err.value.field == "han"
    with pytest.raises(RuleError) as err:
        hand_value(20, 20, AOTENJOU, tsumo=False)
    assert err.value.field == "fu"
    assert "20 fu cannot occur on ron" in err.value.message


def test_aotenjou_warns_above_110_fu() -> None:
    assert hand_value(13, 130, AOTENJOU).warnings == fu_warnings(130) != ()


# --- impossible combinations (RULES.md) ---------------------------------------------------

REFUSED = [
    # (han, fu, tsumo, field, words in the reason)
    (2, 20, False, "fu", "20 fu cannot occur on ron"),
    (4, 20, False, "fu", "20 fu cannot occur on ron"),
    (6, 20, False, "fu", "20 fu cannot occur on ron"),
    (1, 20, True, "fu", "1 han 20 fu cannot occur"),
    (1, 20, None, "fu", "1 han 20 fu cannot occur"),
    (1, 25, False, "fu", "1 han 25 fu cannot occur"),
    (1, 25, None, "fu", "1 han 25 fu cannot occur"),
    (2, 25, True, "fu", "2 han 25 fu cannot occur on tsumo"),
    (1, 110, True, "fu", "1 han 110 fu cannot occur on tsumo"),
    (2, 35, None, "fu", "35 fu cannot occur: fu are rounded up to 10"),
    (3, 32, False, "fu", "32 fu cannot occur"),
    (6, 45, True, "fu", "45 fu cannot occur"),
    (2, 10, None, "fu", "10 fu cannot occur: every hand has at least 20 fu"),
    (1, 0, True, "fu", "at least 20 fu"),
    (1, -30, False, "fu", "at least 20 fu"),
    (0, 30, None, "han", "0 han cannot occur"),
    (-2, 30, False, "han", "-2 han cannot occur"),
]


@pytest.mark.parametrize(("han", "fu", "tsumo", "field", "reason"), REFUSED)
def test_impossible_han_fu_is_refused_with_its_reason(
    han: int, fu: int, tsumo: bool | None, field: str, reason: str
) -> None:
    with pytest.raises(RuleError) as err:
        hand_value(han, fu, STANDARD, tsumo=tsumo)
    assert err.value.field == field
    assert reason in err.value.message
    assert check_han_fu(han, fu, tsumo, STANDARD) == err.value.message


@pytest.mark.parametrize(
    ("han", "fu", "tsumo"),
    [
        (2, 20, True),  # pinfu tsumo
        (2, 20, None),  # occurs on tsumo
        (2, 25, False),  # seven pairs ron
        (2, 25, None),
        (3, 25, True),  # seven pairs tsumo
        (1, 110, False),
        (1, 110, None),
        (2, 110, True),
        (1, 30, True),
        (5, 25, True),
    ],
)
def test_possible_han_fu_is_accepted(han: int, fu: int, tsumo: bool | None) -> None:
    assert check_han_fu(han, fu, tsumo, STANDARD) is None
    hand_value(han, fu, STANDARD, tsumo=tsumo)


@pytest.mark.parametrize(("fu", "warned"), [(None, False), (110, False), (120, True), (250, True)])
def test_fu_above_110_is_accepted_with_a_warning(fu: int | None, warned: bool) -> None:
    assert bool(fu_warnings(fu)) == warned
    if fu is not None:
        value = hand_value(1, fu, STANDARD, tsumo=False)
        assert value.warnings == fu_warnings(fu)
        if warned:
            assert f"{fu} fu does not occur in practice" in value.warnings[0]


def test_kiriage_keeps_the_warning_field_empty() -> None:
    assert hand_value(4, 30, KIRIAGE).warnings == ()


# --- payments -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("basic", "dealer", "ron", "tsumo"),
    [
        (960, False, 3900, (1000, 2000)),
        (960, True, 5800, (2000, 2000)),
        (2000, False, 8000, (2000, 4000)),
        (2000, True, 12000, (4000, 4000)),
        (1280, False, 5200, (1300, 2600)),
        (240, False, 1000, (300, 500)),
    ],
)
def test_payment_multipliers(basic: int, dealer: bool, ron: int, tsumo: tuple[int, int]) -> None:
    assert ron_amount(basic, dealer) == ron
    assert tsumo_amounts(basic, dealer) == tsumo


@pytest.mark.parametrize(
    ("han", "fu", "dealer", "tsumo", "honba", "sticks", "expected"),
    [
        # ron: the discarder pays hand + 300 per honba
        (3, 30, False, False, 0, 0, (3900, 0, 3900)),
        (3, 30, False, False, 2, 1, (4500, 0, 5500)),
        (3, 30, True, False, 1, 0, (6100, 0, 6100)),
        # non-dealer tsumo: (dealer pays, each non-dealer pays, total), 100 each per honba
        (3, 30, False, True, 2, 1, (2200, 1200, 5600)),
        # dealer tsumo: each pays
        (3, 30, True, True, 2, 1, (2200, 2200, 7600)),
        # "a non-dealer mangan tsumo with 2 honba costs 2,200 for a non-dealer and 4,200 for
        # the dealer" (seed 000)
        (5, None, False, True, 2, 0, (4200, 2200, 8600)),
        (13, None, True, False, 0, 3, (48000, 0, 51000)),
        (2, 20, False, True, 0, 0, (700, 400, 1500)),
        (4, 110, False, False, 0, 0, (8000, 0, 8000)),
    ],
)
def test_payments(
    han: int,
    fu: int | None,
    dealer: bool,
    tsumo: bool,
    honba: int,
    sticks: int,
    expected: tuple[int, int, int],
) -> None:
    assert payments(han, fu, dealer, tsumo, honba, sticks, STANDARD) == expected


def test_payments_with_basengo_honba() -> None:
    basengo = STANDARD.replace(basengo=True)
    assert payments(3, 30, False, False, 2, 0, basengo) == (3900 + 3000, 0, 6900)
    assert payments(3, 30, False, True, 1, 0, basengo) == (2500, 1500, 5500)


def test_payments_off_the_table_are_computed() -> None:
    # 14+ han, fu above 110 and aotenjou's big numbers are not in the derived table
    assert payments(20, None, False, False, 0, 0, STANDARD) == (32000, 0, 32000)
    assert payments(1, 130, False, False, 0, 0, STANDARD) == (4200, 0, 4200)
    assert payments(26, 30, False, False, 1, 0, AOTENJOU) == (32_212_255_100, 0, 32_212_255_100)


def test_payments_refuse_impossible_combinations() -> None:
    with pytest.raises(RuleError, match="20 fu cannot occur on ron"):
        payments(3, 20, False, False, 0, 0, STANDARD)
    with pytest.raises(RuleError, match="2 han 25 fu cannot occur on tsumo"):
        payments(2, 25, True, True, 0, 0, STANDARD)


def test_payments_follow_a_change_of_rules() -> None:
    # the derived table belongs to one rules value: a different one is not served stale
    assert payments(4, 30, False, False, 0, 0, STANDARD)[0] == 7700
    assert payments(4, 30, False, False, 0, 0, KIRIAGE)[0] == 8000
    assert payments(4, 30, False, False, 0, 0, STANDARD.replace(kiriage=False))[0] == 7700
    assert payments(4, 30, False, False, 0, 0, KIRIAGE.replace(label="again"))[0] == 8000


@given(
    st.integers(1, 13),
    valid_fu,
    st.booleans(),
    st.booleans(),
    st.integers(0, 20),
    st.integers(0, 20),
    st.sampled_from([STANDARD, KIRIAGE, STANDARD.replace(counted_yakuman="sanbaiman")]),
)
def test_payments_agree_with_hand_value(
    han: int, fu: int, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: Rules
) -> None:
    if check_han_fu(han, fu, tsumo, rules) is not None:
        return
    value = hand_value(han, fu, rules, tsumo=tsumo)
    main, additional, total = payments(han, fu, dealer, tsumo, honba, sticks, rules)
    if not tsumo:
        assert (main, additional) == (ron_amount(value.basic, dealer) + 300 * honba, 0)
        assert total == main + 1000 * sticks
    else:
        each, from_dealer = tsumo_amounts(value.basic, dealer)
        assert (main, additional) == (from_dealer + 100 * honba, each + 100 * honba)
        assert total == main + 2 * additional + 1000 * sticks


def test_the_derived_table_holds_only_possible_combinations() -> None:
    table = build_payment_table(STANDARD)
    assert (3, 20, False, False) not in table
    assert (2, 25, False, True) not in table
    assert (1, 110, True, True) not in table
    assert table[2, 20, False, True] == (700, 400)
    assert table[9, None, True, False] == (24000, 0)
    for han, fu, _dealer, tsumo in table:
        assert fu is None or check_han_fu(han, fu, tsumo, STANDARD) is None


def test_aotenjou_derives_a_table_without_limits() -> None:
    table = build_payment_table(AOTENJOU)
    assert (8, None, False, False) not in table
    assert table[8, 30, False, False] == (round_up_100(4 * 30 * 2**10), 0)


# --- payment_table ------------------------------------------------------------------------


def test_payment_table_under_aotenjou_has_no_limit_payments() -> None:
    rows = payment_table(AOTENJOU)
    assert len(rows) == 4 * len(TABLE_FU) + 5
    limits = rows[-5:]
    assert [r.limit for r in limits] == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    assert all(r.non_dealer_ron is None and r.dealer_tsumo is None for r in limits)
    four_110 = rows[4 * len(TABLE_FU) - 1]
    assert (four_110.han, four_110.fu, four_110.limit) == (4, 110, None)
    assert four_110.non_dealer_ron == round_up_100(4 * 110 * 64) == 28200


def test_payment_table_names_the_kiriage_mangan() -> None:
    rows = {(r.han, r.fu): r for r in payment_table(KIRIAGE)}
    assert rows[4, 30].limit == "mangan"
    assert rows[4, 30].non_dealer_ron == 8000
    assert rows[3, 60].limit == "mangan"
    assert rows[3, 50].limit is None
