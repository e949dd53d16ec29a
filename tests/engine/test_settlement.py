"""Settlements carry every number, and the seeds' rules (RULES.md's first list) hold through them.

Each test here settles a real action through ``apply`` and reads the settlement, never a constant.
"""

from __future__ import annotations

import dataclasses

import pytest

from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.settlement import Transfer, deltas_of, make_settlement
from scoretable.engine.table import DeclareRiichi, Win, WinEntry, apply, new_game

STANDARD = get_preset("standard")


def ron_deltas(rules: Rules, entry: WinEntry, discarder: int = 2) -> tuple[int, int, int, int]:
    return apply(new_game(rules), Win(entries=(entry,), discarder=discarder)).settlement.deltas


def test_deltas_of_leaves_the_table_out() -> None:
    transfers = (
        Transfer(1, None, 1000, "riichi"),
        Transfer(None, 2, 2000, "sticks"),
        Transfer(3, 0, 500, "hand"),
    )
    assert deltas_of(transfers) == (500, -1000, 2000, -500)
    settlement = make_settlement("ron", transfers, sticks_before=1, sticks_after=0)
    assert settlement.deltas == (500, -1000, 2000, -500)
    assert settlement.non_zero_sum == ""


def test_a_win_breakdown_carries_every_number() -> None:
    state = dataclasses.replace(new_game(STANDARD), honba=1, sticks=1)
    state = apply(state, DeclareRiichi(1)).state
    step = apply(state, Win(entries=(WinEntry(1, 3, 40),)))
    settlement = step.settlement
    assert settlement.kind == "tsumo"
    (win,) = settlement.wins
    assert (win.winner, win.discarder, win.dealer, win.tsumo) == (1, None, False, True)
    # 40 fu x 2^(2+3) = 1280 basic points
    assert (win.value.han, win.value.fu, win.value.basic, win.value.formula) == (
        3,
        40,
        1280,
        (40, 3, 1280),
    )
    assert [(p.payer, p.multiplier, p.raw, p.amount, p.share) for p in win.payments] == [
        (0, 2, 2560, 2600, 1.0),
        (2, 1, 1280, 1300, 1.0),
        (3, 1, 1280, 1300, 1.0),
    ]
    assert (win.honba, win.honba_points, win.sticks) == (1, 300, 2)
    assert [
        (t.payer, t.receiver, t.amount, t.reason, t.win_index) for t in settlement.transfers
    ] == [
        (0, 1, 2600, "hand", 0),
        (2, 1, 1300, "hand", 0),
        (3, 1, 1300, "hand", 0),
        (0, 1, 100, "honba", 0),
        (2, 1, 100, "honba", 0),
        (3, 1, 100, "honba", 0),
        (None, 1, 2000, "sticks", 0),
    ]
    assert settlement.deltas == (-2700, 7500, -1400, -1400)
    assert (settlement.sticks_before, settlement.sticks_after) == (2, 0)


# --- RULES.md "What the seeds define" -----------------------------------------------------------


@pytest.mark.parametrize(
    ("han", "fu", "ron"),
    [
        # "Basic points = fu x 2^(2+han), capped at 2000 (mangan)"
        (2, 30, 2000),  # 30 x 2^4 = 480 -> x4 = 1920 -> 2000
        (3, 70, 8000),  # 70 x 2^5 = 2240 -> capped at 2000 -> 8000
        # "5 han mangan 2000, 6-7 haneman 3000, 8-10 baiman 4000, 11-12 sanbaiman 6000"
        (5, None, 8000),
        (7, None, 12000),
        (10, None, 16000),
        (12, None, 24000),
        # "counted yakuman (13+ han) either yakuman" (standard: "13+ han is a counted yakuman")
        (13, None, 32000),
    ],
)
def test_seed_basic_points_and_limits(han: int, fu: int | None, ron: int) -> None:
    assert ron_deltas(STANDARD, WinEntry(1, han, fu))[1] == ron


def test_seed_counted_yakuman_capped_at_sanbaiman_in_ema() -> None:
    # seed 004: "There is no counted yakuman: a hand worth 13 or more han but not having a
    # yakuman yaku is only rewarded sanbaiman."
    assert ron_deltas(get_preset("ema2016"), WinEntry(1, 14))[1] == 24000


def test_seed_yakuman_double_and_stacked() -> None:
    # "yakuman 8000; double yakuman 16000 and stacked yakuman where the rules allow"
    assert ron_deltas(STANDARD, WinEntry(1, yakuman=1))[1] == 32000
    assert ron_deltas(STANDARD, WinEntry(1, yakuman=2))[1] == 64000  # "different yakuman stack"
    assert ron_deltas(get_preset("ema2016"), WinEntry(1, yakuman=2))[1] == 32000  # no stacking
    # standard: "no double-yakuman hands"; Mahjong Soul: kokushi 13-wait ... double [E]
    assert ron_deltas(STANDARD, WinEntry(1, yakuman=1, double_yakuman=1))[1] == 32000
    majsoul = get_preset("mahjongsoul")
    assert ron_deltas(majsoul, WinEntry(1, yakuman=1, double_yakuman=1))[1] == 64000
    # the dealer's yakuman: 6 x 8000
    assert ron_deltas(STANDARD, WinEntry(0, yakuman=1))[0] == 48000


def test_seed_kiriage_mangan_as_an_option() -> None:
    # seeds 003/004: "If playing with kiriage mangan, round a 1,920-point hand up to a
    # 2,000-point mangan"; standard: "no kiriage"; M-League: kiriage yes [S]
    assert ron_deltas(STANDARD, WinEntry(1, 4, 30))[1] == 7700
    assert ron_deltas(get_preset("mleague"), WinEntry(1, 4, 30))[1] == 8000
    assert ron_deltas(get_preset("mleague"), WinEntry(0, 3, 60))[0] == 12000


def test_seed_aotenjou_is_exact_however_large() -> None:
    # seed 003: "Under aotenjou rules ... no scoring cap ... a yakuman is scored as a 13-han yaku"
    rules = STANDARD.replace(aotenjou=True)
    step = apply(new_game(rules), Win(entries=(WinEntry(1, 0, 30, yakuman=1),), discarder=2))
    (win,) = step.settlement.wins
    assert win.value.basic == 30 * 2**15
    assert step.settlement.deltas[1] == 3932200  # 4 x 983,040 = 3,932,160, rounded up
    assert win.payments[0].raw == 3932160


def test_seed_tsumo_is_sometimes_worth_more_than_ron() -> None:
    # seed 003: "it is sometimes the case that a win by tsumo is worth a few hundred more points
    # than a win by ron": 1 han 30 fu ron 1,000; tsumo 300/300/500 = 1,100
    assert ron_deltas(STANDARD, WinEntry(1, 1, 30))[1] == 1000
    tsumo = apply(new_game(STANDARD), Win(entries=(WinEntry(1, 1, 30),)))
    assert tsumo.settlement.deltas[1] == 1100
