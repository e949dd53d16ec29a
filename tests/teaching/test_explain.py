"""The explanation of a settlement: every line, and every point accounted for."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.fu import FuCount, FuItem
from scoretable.engine.scoring import HandValue
from scoretable.engine.settlement import Payment, Settlement, Transfer, WinBreakdown
from scoretable.teaching.explain import (
    ExplainLine,
    explain,
    explain_steps,
    explain_value,
    moved,
    player_names,
    points,
    signed,
)
from scoretable.teaching.yaku_fu import explain_fu

NAMES = ["Ann", "Ben", "Cho", "Dai"]


def _deltas(transfers: tuple[Transfer, ...]) -> tuple[int, int, int, int]:
    net = [0, 0, 0, 0]
    for t in transfers:
        if t.payer is not None:
            net[t.payer] -= t.amount
        if t.receiver is not None:
            net[t.receiver] += t.amount
    return net[0], net[1], net[2], net[3]


def _settle(kind: str, transfers: tuple[Transfer, ...], **kw: object) -> Settlement:
    return Settlement(kind=kind, transfers=transfers, deltas=_deltas(transfers), **kw)  # type: ignore[arg-type]


def ron_3han30fu_honba_sticks() -> Settlement:
    value = HandValue(han=3, fu=30, yakuman=0, basic=960, limit=None, formula=(30, 3, 960))
    win = WinBreakdown(
        winner=0,
        discarder=1,
        dealer=False,
        tsumo=False,
        value=value,
        payments=(Payment(payer=1, multiplier=4, raw=3840, amount=3900),),
        honba=1,
        honba_points=300,
        sticks=2,
    )
    transfers = (
        Transfer(1, 0, 3900, "hand", win_index=0),
        Transfer(1, 0, 300, "honba", win_index=0),
        Transfer(None, 0, 2000, "sticks", win_index=0),
    )
    return _settle("ron", transfers, wins=(win,), sticks_before=2)


def test_ron_with_honba_and_sticks_reads_step_by_step() -> None:
    assert explain(ron_3han30fu_honba_sticks(), NAMES) == [
        "Ron: Ann (non-dealer) wins from Ben",
        "30 fu × 2⁵ (2 + 3 han) = 960 basic points",
        "Ben pays ×4 for a non-dealer ron: 960 × 4 = 3,840 → 3,900",
        "1 honba: Ben pays +300",
        "2 riichi sticks from the table: +2,000",
        "Ann: +6,200",
        "Ben: −4,200",
        "Cho: 0",
        "Dai: 0",
    ]


def test_a_step_is_explained_through_its_settlement_and_fu_items_are_shown() -> None:
    @dataclass
    class Step:
        settlement: Settlement

    fu = FuCount(
        items=(FuItem("closed ron", 30), FuItem("closed triplet of simples", 4)),
        raw=34,
        total=40,
    )
    lines = explain(Step(ron_3han30fu_honba_sticks()), NAMES, fu=[fu])
    assert lines[1:4] == [
        "closed ron: 30 fu",
        "closed triplet of simples: 4 fu",
        "34 fu rounded up to 40 fu",
    ]


def test_explain_fu_without_rounding_says_the_total() -> None:
    count = FuCount(items=(FuItem("seven pairs", 25),), raw=25, total=25)
    assert explain_fu(count) == ["seven pairs: 25 fu", "Total: 25 fu"]


def test_anything_without_a_settlement_is_refused_clearly() -> None:
    with pytest.raises(TypeError, match="needs a Settlement or a Step, not int"):
        explain(3, NAMES)


def test_missing_or_blank_names_become_seat_numbers() -> None:
    assert player_names(["Ann", "  "]) == ("Ann", "Seat 2", "Seat 3", "Seat 4")
    assert explain(ron_3han30fu_honba_sticks())[0] == "Ron: Seat 1 (non-dealer) wins from Seat 2"


def test_number_formatting() -> None:
    assert points(12000) == "12,000"
    assert (signed(3900), signed(-300), signed(0)) == ("+3,900", "\u2212300", "0")


HAND_VALUES = [
    pytest.param(*case)
    for case in [
        (
            HandValue(4, 30, 0, 2000, "mangan", formula=(30, 4, 1920), capped=True, kiriage=True),
            "30 fu × 2⁶ (2 + 4 han) = 1,920: kiriage mangan rounds it up to 2,000 basic points",
        ),
        (
            HandValue(4, 40, 0, 2000, "mangan", formula=(40, 4, 2560), capped=True),
            "40 fu × 2⁶ (2 + 4 han) = 2,560, over the 2,000 cap: mangan, 2,000",
        ),
        (
            HandValue(3, 70, 0, 2000, None, formula=(70, 3, 2240), capped=True),
            "70 fu × 2⁵ (2 + 3 han) = 2,240, over the 2,000 cap: mangan, 2,000",
        ),
        (HandValue(6, None, 0, 3000, "haneman"), "6 han: haneman, 3,000 basic points"),
        (
            HandValue(14, None, 1, 8000, "kazoe-yakuman"),
            "14 han: counted yakuman (kazoe), 8,000 basic points",
        ),
        (
            HandValue(26, None, 2, 16000, "kazoe-yakuman"),
            "26 han: 2 × counted yakuman (kazoe), 16,000 basic points",
        ),
        (HandValue(5, None, 0, 2000, None), "5 han: limit, 2,000 basic points"),
        (HandValue(0, None, 1, 8000, "yakuman"), "yakuman: 8,000 basic points"),
        (HandValue(0, None, 2, 16000, "yakuman"), "double yakuman: 16,000 basic points"),
        (HandValue(0, None, 3, 24000, "yakuman"), "3× yakuman: 24,000 basic points"),
        (
            HandValue(13, 30, 1, 983040, None, formula=(30, 13, 983040)),
            "yakuman counted as 13 han: 30 fu × 2¹⁵ (2 + 13 han) = 983,040 basic points",
        ),
    ]
]


@pytest.mark.parametrize(("value", "text"), HAND_VALUES)
def test_hand_values(value: HandValue, text: str) -> None:
    assert explain_value(value) == text


def _win(
    winner: int, discarder: int | None, dealer: bool, payments: tuple[Payment, ...], **kw: object
) -> WinBreakdown:
    value = kw.pop("value", HandValue(5, None, 0, 2000, "mangan"))
    return WinBreakdown(
        winner=winner,
        discarder=discarder,
        dealer=dealer,
        tsumo=discarder is None,
        value=value,  # type: ignore[arg-type]
        payments=payments,
        honba=kw.pop("honba", 0),  # type: ignore[arg-type]
        honba_points=kw.pop("honba_points", 0),  # type: ignore[arg-type]
        sticks=kw.pop("sticks", 0),  # type: ignore[arg-type]
        **kw,  # type: ignore[arg-type]
    )


def test_non_dealer_tsumo_with_honba_names_each_share() -> None:
    value = HandValue(2, 30, 0, 480, None, formula=(30, 2, 480))
    pays = (Payment(1, 2, 960, 1000), Payment(2, 1, 480, 500), Payment(3, 1, 480, 500))
    win = _win(0, None, False, pays, value=value, honba=2, honba_points=600, sticks=1)
    transfers = (
        tuple(Transfer(p.payer, 0, p.amount, "hand", 0) for p in pays)
        + tuple(Transfer(s, 0, 200, "honba", 0) for s in (1, 2, 3))
        + (Transfer(None, 0, 1000, "sticks", 0),)
    )
    lines = explain(_settle("tsumo", transfers, wins=(win,)), NAMES)
    assert lines == [
        "Tsumo: Ann (non-dealer) wins",
        "30 fu × 2⁴ (2 + 2 han) = 480 basic points",
        "Ben pays ×2 as the dealer, for a non-dealer tsumo: 480 × 2 = 960 → 1,000",
        "Cho and Dai each pay ×1 as non-dealers, for a non-dealer tsumo: 480 × 1 = 480 → 500",
        "2 honba: Ben pays +200, Cho pays +200, Dai pays +200",
        "1 riichi stick from the table: +1,000",
        "Ann: +3,600",
        "Ben: −1,200",
        "Cho: −700",
        "Dai: −700",
    ]


def test_dealer_tsumo() -> None:
    pays = tuple(Payment(s, 2, 4000, 4000) for s in (1, 2, 3))
    win = _win(0, None, True, pays)
    transfers = tuple(Transfer(p.payer, 0, p.amount, "hand", 0) for p in pays)
    lines = explain(_settle("tsumo", transfers, wins=(win,)), NAMES)
    assert lines[2] == "Ben, Cho and Dai each pay ×2 for a dealer tsumo: 2,000 × 2 = 4,000"
    assert lines[-4:] == ["Ann: +12,000", "Ben: −4,000", "Cho: −4,000", "Dai: −4,000"]


def test_pao_ron_split_and_pao_tsumo_and_rinshan_pao() -> None:
    yakuman = HandValue(0, None, 1, 8000, "yakuman")
    split = (
        Payment(1, 4, 16000, 16000, share=0.5),
        Payment(2, 4, 16000, 16000, share=0.5, pao=True),
    )
    ron = _win(0, 1, False, split, value=yakuman, pao=2, honba=1, honba_points=300)
    transfers = (
        Transfer(1, 0, 16000, "hand", 0),
        Transfer(2, 0, 16000, "hand", 0, pao=True),
        Transfer(1, 0, 300, "honba", 0),
    )
    lines = explain(_settle("ron", transfers, wins=(ron,)), NAMES)
    assert "Pao: Cho is liable for the yakuman" in lines
    assert (
        "Ben pays ×4 for a non-dealer ron, half paid by the discarder (pao): "
        "8,000 × 4 × 0.5 = 16,000" in lines
    )
    assert (
        "Cho pays ×4 for a non-dealer ron, half paid by the liable player (pao): "
        "8,000 × 4 × 0.5 = 16,000" in lines
    )

    whole = (Payment(3, 6, 48000, 48000, pao=True),)
    tsumo = _win(0, None, True, whole, value=yakuman, pao=3)
    lines = explain(
        _settle("tsumo", (Transfer(3, 0, 48000, "hand", 0, pao=True),), wins=(tsumo,)), NAMES
    )
    assert (
        "Dai pays ×6: the liable player pays the whole dealer win (pao): 8,000 × 6 = 48,000"
        in lines
    )

    rinshan = _win(0, None, False, (Payment(2, 4, 8000, 8000, pao=True),), rinshan_pao=True)
    lines = explain(
        _settle("tsumo", (Transfer(2, 0, 8000, "hand", 0, pao=True),), wins=(rinshan,)), NAMES
    )
    assert (
        "Cho pays ×4: fed the kan, pays the whole win as a ron (rinshan pao): 2,000 × 4 = 8,000"
        in lines
    )


def test_double_ron_honba_to_the_nearest_winner_and_head_bump() -> None:
    first = _win(1, 0, False, (Payment(0, 4, 8000, 8000),), honba=1, honba_points=300, sticks=1)
    second = _win(2, 0, False, (Payment(0, 4, 8000, 8000),))
    transfers = (
        Transfer(0, 1, 8000, "hand", 0),
        Transfer(0, 1, 300, "honba", 0),
        Transfer(None, 1, 1000, "sticks", 0),
        Transfer(0, 2, 8000, "hand", 1),
    )
    lines = explain(_settle("ron", transfers, wins=(first, second)), NAMES)
    assert lines[0] == "Win 1 of 2. Ron: Ben (non-dealer) wins from Ann"
    assert "Win 2 of 2. Ron: Cho (non-dealer) wins from Ann" in lines
    assert "No honba for Cho: they go to the winner nearest the discarder" in lines
    assert lines[-4:] == ["Ann: −16,300", "Ben: +9,300", "Cho: +8,000", "Dai: 0"]

    bumped = _win(2, 0, False, (), head_bumped=True)
    lines = explain(_settle("ron", transfers[:3], wins=(first, bumped)), NAMES)
    assert "Cho is not paid: head bump (only the winner nearest the discarder is)" in lines


def test_draw_noten_payments_and_sticks_that_stay() -> None:
    transfers = (Transfer(2, 0, 1500, "noten"), Transfer(3, 1, 1500, "noten"))
    s = _settle("draw", transfers, tenpai=frozenset({0, 1}), sticks_before=2, sticks_after=2)
    assert explain(s, NAMES) == [
        "Exhaustive draw",
        "Tenpai: Ann, Ben",
        "Cho pays 1,500 to Ann (noten payment)",
        "Dai pays 1,500 to Ben (noten payment)",
        "2 riichi sticks stay on the table",
        "Ann: +1,500",
        "Ben: +1,500",
        "Cho: −1,500",
        "Dai: −1,500",
    ]


def test_nagashi_abortive_chombo_riichi_and_unknown_kinds() -> None:
    nagashi = _settle(
        "nagashi",
        (
            Transfer(0, 2, 4000, "nagashi"),
            Transfer(1, 2, 2000, "nagashi"),
            Transfer(3, 2, 2000, "nagashi"),
        ),
        nagashi=frozenset({2}),
        sticks_after=1,
    )
    lines = explain(nagashi, NAMES)
    assert lines[:3] == [
        "Exhaustive draw with nagashi mangan",
        "Nagashi mangan, paid as a mangan tsumo: Cho",
        "Ann pays 4,000 to Cho (nagashi mangan)",
    ]
    assert "1 riichi stick stays on the table" in lines

    abortive = _settle("abortive", (), notes=("four winds",))
    assert explain(abortive, NAMES)[:2] == ["Abortive draw: no payments", "four winds"]

    chombo = _settle("chombo", (), non_zero_sum="20 points off Ben's final score")
    assert "Not zero-sum: 20 points off Ben's final score" in explain(chombo, NAMES)

    riichi = _settle("riichi", (Transfer(1, None, 1000, "riichi"),))
    assert explain(riichi, NAMES)[:2] == [
        "Riichi declared",
        "Ben puts 1,000 on the table (riichi deposit)",
    ]

    end = _settle("end", (Transfer(None, 0, 2000, "leftover"),))
    assert explain(end, NAMES)[:2] == [
        "End of the game",
        "Ann takes 2,000 from the table (leftover riichi sticks)",
    ]

    odd = Settlement(kind="strange")  # type: ignore[arg-type]
    assert explain(odd, NAMES)[0] == "Strange"


def test_a_win_transfer_with_no_matching_win_is_still_explained() -> None:
    s = _settle("ron", (Transfer(1, 0, 1000, "hand", win_index=3),))
    assert "Ben pays 1,000 to Ann (for the hand)" in explain(s, NAMES)


# --- property: the explanation accounts for every point of any settlement ----------------


@st.composite
def settlements(draw: st.DrawFn) -> Settlement:
    """Self-consistent random settlements: wins of every kind, honba, sticks, other transfers."""
    kind = draw(st.sampled_from(["ron", "tsumo", "draw", "chombo", "riichi"]))
    wins: list[WinBreakdown] = []
    transfers: list[Transfer] = []
    if kind in ("ron", "tsumo"):
        discarder = None if kind == "tsumo" else draw(st.integers(0, 3))
        winners = [draw(st.sampled_from([s for s in range(4) if s != discarder]))]
        if kind == "ron":
            others = [s for s in range(4) if s not in (discarder, winners[0])]
            winners += draw(st.lists(st.sampled_from(others), max_size=2, unique=True))
        for index, winner in enumerate(winners):
            basic = draw(st.integers(1, 20000))
            payers = [discarder] if discarder is not None else [s for s in range(4) if s != winner]
            pays = []
            for payer in payers:
                mult = draw(st.sampled_from([1, 2, 4, 6]))
                raw = basic * mult
                amount = -(-raw // 100) * 100
                pays.append(Payment(payer, mult, raw, amount))
                transfers.append(Transfer(payer, winner, amount, "hand", index))
            honba = draw(st.integers(0, 5)) if index == 0 else 0
            for payer in payers if honba else []:
                transfers.append(
                    Transfer(payer, winner, 300 * honba // len(payers), "honba", index)
                )
            sticks = draw(st.integers(0, 4)) if index == 0 else 0
            if sticks:
                transfers.append(Transfer(None, winner, 1000 * sticks, "sticks", index))
            value = HandValue(5, None, 0, basic, "mangan")
            wins.append(
                WinBreakdown(
                    winner,
                    discarder,
                    winner == 0,
                    discarder is None,
                    value,
                    tuple(pays),
                    honba,
                    300 * honba,
                    sticks,
                )
            )
    else:
        for _ in range(draw(st.integers(0, 4))):
            source: int | None = draw(st.sampled_from([None, 0, 1, 2, 3]))
            receiver = draw(st.sampled_from([s for s in (None, 0, 1, 2, 3) if s != source]))
            reason: Any = draw(st.sampled_from(["noten", "chombo", "riichi", "nagashi"]))
            transfers.append(Transfer(source, receiver, draw(st.integers(1, 99)) * 100, reason))
    any_kind: Any = kind
    return Settlement(
        kind=any_kind,
        transfers=tuple(transfers),
        wins=tuple(wins),
        deltas=_deltas(tuple(transfers)),
    )


@given(settlements())
def test_the_explanation_accounts_for_every_point(settlement: Settlement) -> None:
    lines = explain_steps(settlement, NAMES)
    totals = [line for line in lines if line.kind == "total"]
    assert [line.seat for line in totals] == [0, 1, 2, 3]
    assert tuple(line.figure for line in totals) == settlement.deltas
    assert moved(lines) == settlement.deltas
    assert all(isinstance(line, ExplainLine) and line.text for line in lines)


# --- property: over random hands through the engine ---------------------------------------

from hypothesis import assume  # noqa: E402

from scoretable.engine.errors import RuleError  # noqa: E402
from scoretable.engine.rules import PRESETS, get_preset  # noqa: E402
from scoretable.engine.table import (  # noqa: E402
    Chombo,
    DeclareRiichi,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
    apply,
    new_game,
)


@st.composite
def engine_steps(draw: st.DrawFn) -> object:
    rules = get_preset(
        draw(st.sampled_from(sorted(n for n, r in PRESETS.items() if r.players == 4)))
    )
    dealer = draw(st.integers(0, 3))
    state = TableState(
        rules=rules,
        scores=(25000, 25000, 25000, 25000),
        hand_number=dealer + 1,
        dealer=dealer,
        honba=draw(st.integers(0, 6)),
        sticks=draw(st.integers(0, 4)),
    )
    kind = draw(st.sampled_from(["ron", "tsumo", "draw", "chombo", "riichi"]))
    if kind == "draw":
        action: object = ExhaustiveDraw(tenpai=frozenset(draw(st.sets(st.integers(0, 3)))))
    elif kind == "chombo":
        action = Chombo(seat=draw(st.integers(0, 3)))
    elif kind == "riichi":
        action = DeclareRiichi(seat=draw(st.integers(0, 3)))
    else:
        discarder = None if kind == "tsumo" else draw(st.integers(0, 3))
        others = [s for s in range(4) if s != discarder]
        winners = draw(
            st.lists(
                st.sampled_from(others),
                min_size=1,
                max_size=1 if discarder is None else 3,
                unique=True,
            )
        )
        entries = []
        for winner in winners:
            if draw(st.integers(0, 9)) == 0:
                pao = draw(st.sampled_from([None] + [s for s in range(4) if s != winner]))
                entries.append(WinEntry(winner=winner, yakuman=draw(st.integers(1, 2)), pao=pao))
            else:
                han = draw(st.integers(1, 13))
                fu = (
                    draw(st.sampled_from([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]))
                    if han < 5
                    else None
                )
                entries.append(WinEntry(winner=winner, han=han, fu=fu))
        action = Win(entries=tuple(entries), discarder=discarder)
    try:
        return apply(state, action)  # type: ignore[arg-type]
    except RuleError:
        assume(False)
        raise AssertionError("unreachable") from None


@settings(max_examples=300, deadline=None)
@given(engine_steps())
def test_explained_figures_equal_the_engine_settlement(step: object) -> None:
    settlement = step.settlement  # type: ignore[attr-defined]
    lines = explain_steps(step, NAMES)
    assert tuple(line.figure for line in lines if line.kind == "total") == settlement.deltas
    assert moved(lines) == settlement.deltas
    for win in settlement.wins:
        for pay in win.payments:
            assert any(line.kind == "payment" and line.figure == pay.amount for line in lines)


def test_payers_who_pay_the_same_share_one_line_in_any_order() -> None:
    value = HandValue(3, 30, 0, 960, None, formula=(30, 3, 960))
    pays = (Payment(1, 1, 960, 1000), Payment(2, 2, 1920, 2000), Payment(3, 1, 960, 1000))
    win = _win(0, None, False, pays, value=value)
    transfers = tuple(Transfer(p.payer, 0, p.amount, "hand", 0) for p in pays)
    lines = explain(_settle("tsumo", transfers, wins=(win,)), NAMES)
    assert lines[2:4] == [
        "Ben and Dai each pay ×1 as non-dealers, for a non-dealer tsumo: 960 × 1 = 960 → 1,000",
        "Cho pays ×2 as the dealer, for a non-dealer tsumo: 960 × 2 = 1,920 → 2,000",
    ]
    # a lone non-dealer share (as when the others are covered otherwise)
    lone = _win(0, None, False, pays[:1], value=value)
    lines = explain(_settle("tsumo", transfers[:1], wins=(lone,)), NAMES)
    assert lines[2] == "Ben pays ×1 as a non-dealer, for a non-dealer tsumo: 960 × 1 = 960 → 1,000"


def test_no_names_and_a_damaged_seat_still_explain() -> None:
    lines = explain(ron_3han30fu_honba_sticks(), None, fu=None)
    assert lines[0] == "Ron: Seat 1 (non-dealer) wins from Seat 2"
    odd = Settlement(
        kind="draw", transfers=(Transfer(5, 0, 1000, "noten"),), deltas=(1000, 0, 0, 0)
    )
    assert "Seat 6 pays 1,000 to Seat 1 (noten payment)" in explain(odd)


# --- translation ------------------------------------------------------------------------------

TEACHING = Path(__file__).resolve().parents[2] / "scoretable" / "teaching"


def marked(module: str) -> set[str]:
    """The literals a teaching module marks ``QT_TRANSLATE_NOOP("Explain", "...")`` or translates
    as ``translate("Explain", "...")``, both of which pyside6-lupdate extracts."""
    tree = ast.parse((TEACHING / module).read_text(encoding="utf-8"))
    return {
        node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("QT_TRANSLATE_NOOP", "translate")
        and len(node.args) == 2
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == "Explain"
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    }


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:,\d{3})*", text)


def shout(context: str, template: str) -> str:
    """A translation: the words upper case, the placeholders kept."""
    return re.sub(r"\{[^{}]*\}|[^{]+", lambda m: m[0] if m[0][0] == "{" else m[0].upper(), template)


def _check_translated(step: object, fu: list[FuCount | None] | None = None) -> None:
    """Brackets as the translation: every line is translated, the figures are the same."""
    asked: list[tuple[str, str]] = []

    def tr(context: str, template: str) -> str:
        asked.append((context, template))
        return f"<{template}>"

    english = explain_steps(step, NAMES, fu)
    translated = explain_steps(step, NAMES, fu, translate=tr)
    assert [(x.kind, x.seat, x.figure, x.moves) for x in translated] == [
        (x.kind, x.seat, x.figure, x.moves) for x in english
    ]
    for en, line in zip(english, translated, strict=True):
        assert line.text.startswith("<"), line.text
        assert line.text.endswith(">"), line.text
        assert _numbers(line.text) == _numbers(en.text)
        for name in NAMES:
            assert line.text.count(name) == en.text.count(name)
    settlement = getattr(step, "settlement", step)
    assert isinstance(settlement, Settlement)
    explain_texts = (
        marked("explain.py") | marked("yaku_fu.py") | {*settlement.notes, settlement.non_zero_sum}
    )
    fu_reasons = {item.reason for count in fu or () if count for item in count.items}
    allowed = {("Explain", text) for text in explain_texts} | {("Fu", r) for r in fu_reasons}
    assert set(asked) <= allowed


@settings(max_examples=150, deadline=None)
@given(settlements())
def test_a_translation_reaches_every_line_of_any_settlement(settlement: Settlement) -> None:
    _check_translated(settlement)


@settings(max_examples=150, deadline=None)
@given(engine_steps())
def test_a_translation_reaches_every_line_of_engine_steps(step: object) -> None:
    _check_translated(step)


def test_translated_fu_items_and_hand_values() -> None:
    count = FuCount((FuItem("closed ron: 20 for winning + 10 menzen ron", 30),), 30, 30)
    _check_translated(ron_3han30fu_honba_sticks(), [count])
    rounded = FuCount((FuItem("tsumo", 2), FuItem("20 for winning (tsumo)", 20)), 22, 30)
    assert explain_fu(rounded, shout) == [
        "TSUMO: 2 FU",
        "20 FOR WINNING (TSUMO): 20 FU",
        "22 FU ROUNDED UP TO 30 FU",
    ]


@pytest.mark.parametrize("value", [case.values[0] for case in HAND_VALUES])
def test_every_hand_value_is_translated(value: HandValue) -> None:
    english = explain_value(value)
    assert explain_value(value, lambda _context, s: f"<{s}>").startswith("<")
    assert explain_value(value, shout) == english.upper()


def test_japanese_like_templates_and_default_seat_names() -> None:
    table = {
        "Ron: {winner} ({role}) wins from {discarder}": "ロン: {winner}（{role}）、{discarder}から",
        "non-dealer": "子",
        "Seat {n}": "{n}番",
    }
    lines = explain(
        ron_3han30fu_honba_sticks(), ["Ann"], translate=lambda _context, s: table.get(s, s)
    )
    assert lines[0] == "ロン: Ann（子）、2番から"
    assert lines[-1] == "4番: 0"


def test_a_broken_translation_falls_back_to_english() -> None:
    """A translated template with unknown placeholders gives the English sentence."""
    english = explain(ron_3han30fu_honba_sticks(), NAMES)
    for broken in ("{oops}", "{0}", "{"):

        def tr(context: str, template: str, broken: str = broken) -> str:
            return broken if "{" in template else template

        assert explain(ron_3han30fu_honba_sticks(), NAMES, translate=tr) == english


def test_honba_transfers_without_a_counter_still_read() -> None:
    """A damaged record: honba points moved but the win counts no honba."""
    settlement = ron_3han30fu_honba_sticks()
    win = replace(settlement.wins[0], honba=0)
    lines = explain(replace(settlement, wins=(win,)), NAMES, translate=shout)
    assert "HONBA: Ben PAYS +300" in lines


def test_a_chombo_penalty_on_the_final_result_is_explained_with_the_name() -> None:
    """EMA 2016 (chombo: a penalty on the final result): the settlement carries the penalty
    per seat, and the explanation names the offender (not a seat number)."""
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Chombo, apply, new_game

    step = apply(new_game(get_preset("ema2016")), Chombo(seat=1))
    assert step.settlement.penalties == (0, 20, 0, 0)
    assert step.state.penalties == (0, 20, 0, 0)
    lines = explain(step, ["Ann", "Bo", "Cy", "Di"])
    assert "Bo: −20 points on the final result" in lines
    assert not any("seat 1" in line.lower() for line in lines)


@pytest.mark.parametrize(
    ("preset", "clause", "honba_line"),
    [
        ("tenhou", "Tenhou: 積み棒は包", "1 honba: Bruno, liable for daisangen, pays +300"),
        ("mahjongsoul", "Mahjong Soul [S]", "1 honba: Bruno, liable for daisangen, pays +300"),
        (
            "mleague",
            "M-League [S]: 積み場は鳴かせた者が負担",
            "1 honba: Bruno, liable for daisangen, pays +300",
        ),
        ("ema2016", "EMA 2016 [P]: the discarder pays counters", "1 honba: Cho pays +300"),
        ("wrc2025", "WRC [S]: paid by the discarder", "1 honba: Cho pays +300"),
    ],
)
def test_the_explanation_names_who_pays_the_honba_of_a_pao_ron(
    preset: str, clause: str, honba_line: str
) -> None:
    state = replace(new_game(get_preset(preset)), honba=1)
    entry = WinEntry(0, yakuman=1, pao=1, pao_yaku="daisangen")
    step = apply(state, Win(entries=(entry,), discarder=2))
    lines = explain_steps(step, ["Ann", "Bruno", "Cho", "Dai"])
    texts = [line.text for line in lines]
    assert "Pao: Bruno is liable for daisangen" in texts, clause
    assert honba_line in texts, clause
    assert moved(lines) == step.settlement.deltas


def test_a_pao_yakuman_not_named_says_liable_pao() -> None:
    state = replace(new_game(get_preset("tenhou")), honba=2)
    step = apply(state, Win(entries=(WinEntry(0, yakuman=1, pao=1),), discarder=2))
    texts = explain(step, ["Ann", "Bruno", "Cho", "Dai"])
    assert "Pao: Bruno is liable for the yakuman" in texts
    assert "2 honba: Bruno, liable (pao), pays +600" in texts
    tsumo = apply(state, Win(entries=(WinEntry(0, yakuman=1, pao=1, pao_yaku="daisuushii"),)))
    assert "2 honba: Bruno, liable for daisuushii, pays +600" in explain(
        tsumo, ["Ann", "Bruno", "Cho", "Dai"]
    )
