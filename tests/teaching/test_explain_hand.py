"""The explanation of a hand entered by its tiles: the yaku and their han first, then the fu
items, then the value and the payment, all from the same result; and inside a win's
explanation, the same order."""

from __future__ import annotations

import pytest

from scoretable.engine.rules import STANDARD, TENHOU
from scoretable.engine.table import TableState, Win, apply
from scoretable.engine.tile_hand import HandInput, HandResult, calculate
from scoretable.teaching.explain import explain_hand, explain_steps
from scoretable.teaching.yaku_fu import explain_yaku, hand_fu_count

RIICHI = HandInput(
    tiles="33067m567p234s222z", win="7m", riichi=True, dora="8p", ura="8p", seat_wind="E"
)


def _hand(h: HandInput) -> HandResult:
    return calculate(h, TENHOU)


def test_a_ron_reads_from_the_yaku_to_the_payment() -> None:
    assert explain_hand(_hand(RIICHI)) == [
        "Riichi (立直): 1 han",
        "Red five (赤ドラ): 1 han",
        "Total: 2 han",
        "closed ron: 20 for winning + 10 menzen ron: 30 fu",
        "closed triplet of terminals/honors: 8 fu",
        "38 fu rounded up to 40 fu",
        "40 fu × 2⁴ (2 + 2 han) = 640 basic points",
        "Ron: the discarder pays 3,900",
    ]


@pytest.mark.parametrize(
    ("seat", "last"),
    [
        ("E", "Tsumo: each player pays 1,300, 3,900 in all"),
        ("S", "Tsumo: the dealer pays 1,300, each non-dealer 700, 2,700 in all"),
    ],
)
def test_a_tsumo_says_who_pays_what(seat: str, last: str) -> None:
    h = HandInput(tiles="234567m234p678s88s", win="8s", tsumo=True, seat_wind=seat)
    lines = explain_hand(_hand(h))
    assert lines[0] == "Menzen tsumo (門前清自摸和): 1 han"
    assert lines[-1] == last


def test_a_yakuman_has_no_han_total_and_no_fu() -> None:
    hand = _hand(HandInput(tiles="11122z555666777z", win="1z", seat_wind="S"))
    assert hand_fu_count(hand) is None
    assert explain_yaku(hand) == ["Daisangen (大三元): yakuman", "Tsuuiisou (字一色): yakuman"]
    assert explain_hand(hand)[2:] == [
        "double yakuman: 16,000 basic points",
        "Ron: the discarder pays 64,000",
    ]


def test_kokushi_has_no_fu_items() -> None:
    hand = _hand(HandInput(tiles="19m19p19s12345677z", win="1m", seat_wind="S"))
    assert hand.fu_items == ()
    assert hand_fu_count(hand) is None


def test_the_translation_is_applied_to_every_line() -> None:
    lines = explain_hand(_hand(RIICHI), lambda context, text: text.replace(" han", " 翻"))
    assert lines[:3] == ["Riichi (立直): 1 翻", "Red five (赤ドラ): 1 翻", "Total: 2 翻"]


def _step(hand: HandResult, tsumo: bool) -> object:
    state = TableState(rules=TENHOU, scores=(25000,) * 4)
    entry = hand.win_entry(0, TENHOU)
    return apply(state, Win((entry,), discarder=None if tsumo else 1))


def test_a_win_entered_by_tiles_explains_the_yaku_before_the_fu_and_the_payment() -> None:
    hand = _hand(RIICHI)
    lines = explain_steps(_step(hand, False), "ABCD", hands=[hand])
    kinds = [line.kind for line in lines]
    assert kinds[:5] == ["header", "yaku", "yaku", "yaku", "fu"]
    assert kinds.index("basic") > kinds.index("fu")
    assert lines[1].text == "Riichi (立直): 1 han"
    assert lines[-4].figure == 3900
    # a count given for the win (the fu calculator's) is the one shown
    own = explain_steps(_step(hand, False), "ABCD", [hand_fu_count(hand)], hands=[hand])
    assert own == lines
    plain = explain_steps(_step(hand, False), ["A", "B", "C", "D"])
    assert "yaku" not in [line.kind for line in plain]


def test_win_entries_carry_han_and_fu_or_the_yakuman_patterns() -> None:
    assert _hand(RIICHI).win_entry(2, TENHOU).han == 2
    assert _hand(RIICHI).win_entry(2, TENHOU).fu == 40
    big = _hand(HandInput(tiles="234567m234p678s88s", win="8s", riichi=True, dora="1p7s"))
    assert big.win_entry(0, STANDARD).fu is None
    assert big.win_entry(0, STANDARD.replace(aotenjou=True)).fu == big.fu
    yakuman = _hand(HandInput(tiles="19m19p19s12345677z", win="7z", seat_wind="S"))
    entry = yakuman.win_entry(1, TENHOU)
    assert (entry.han, entry.yakuman, entry.double_yakuman) == (0, 1, 1)
