"""The sentences the table says aloud, word for word, in English and Japanese."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from helpers.hands import ron, tsumo
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.conditions import Condition, Level, conditions
from scoretable.engine.rules import STANDARD, STANDARD_SANMA, Rules
from scoretable.engine.scoring import HandValue
from scoretable.engine.settlement import Settlement, Transfer, WinBreakdown
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    TableState,
    Win,
    WinEntry,
    apply,
    new_game,
)
from scoretable.teaching import speech
from scoretable.teaching.speech import all_last, needs, say, seat_situation, undone

NAMES = ["Aiko", "Bruno", "Chen", "Dai"]
TS = Path(__file__).parents[2] / "scoretable" / "resources" / "translations" / "scoretable_ja.ts"


@cache
def _japanese() -> dict[tuple[str, str], str]:
    root = ET.parse(TS).getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                out[name, message.findtext("source") or ""] = translation.text or ""
    return out


def JA(context: str, text: str) -> str:
    """The Japanese of the .ts file (the source of the compiled .qm) as a translate function."""
    return _japanese().get((context, text), text)


NAGASHI = dataclasses.replace(STANDARD, nagashi_mangan=True)
HEAD_BUMP = dataclasses.replace(STANDARD, multiple_ron="head_bump")
PENALTY = dataclasses.replace(STANDARD, chombo="final_penalty")

# name: (rules, actions before, the action spoken)
CASES: list[tuple[str, Rules, tuple[Action, ...], Action]] = [
    ("ron", STANDARD, (), ron(1, 2, 3, 30)),
    ("ron by the dealer", STANDARD, (), ron(0, 1, 3, 30)),
    (
        "ron mangan, honba and sticks",
        STANDARD,
        (DeclareRiichi(2), ExhaustiveDraw(frozenset({0, 2})), DeclareRiichi(3)),
        ron(1, 2, 4, 40),
    ),
    ("tsumo", STANDARD, (), tsumo(1, 2, 30)),
    ("tsumo mangan", STANDARD, (), tsumo(1, 5, fu=None)),
    (
        "dealer tsumo haneman, honba",
        STANDARD,
        (ExhaustiveDraw(frozenset({0})),),
        tsumo(0, 6, fu=None),
    ),
    ("tsumo baiman", STANDARD, (), tsumo(3, 8, fu=None)),
    ("tsumo sanbaiman", STANDARD, (), tsumo(3, 11, fu=None)),
    ("ron yakuman", STANDARD, (), ron(2, 0, 0, fu=None, yakuman=1)),
    ("ron double yakuman", STANDARD, (), ron(2, 0, 0, fu=None, yakuman=2)),
    ("counted yakuman", STANDARD, (), tsumo(2, 13, fu=None)),
    ("pao tsumo", STANDARD, (), tsumo(2, 0, fu=None, yakuman=1, pao=1, pao_yaku="daisangen")),
    (
        "double ron",
        STANDARD,
        (ExhaustiveDraw(frozenset()), DeclareRiichi(3)),
        Win((WinEntry(0, han=2, fu=30), WinEntry(2, han=5)), discarder=1),
    ),
    (
        "triple ron",
        STANDARD,
        (),
        Win(
            (WinEntry(0, han=1, fu=30), WinEntry(2, han=1, fu=30), WinEntry(3, han=1, fu=30)),
            discarder=1,
        ),
    ),
    (
        "head bump",
        HEAD_BUMP,
        (),
        Win((WinEntry(2, han=1, fu=30), WinEntry(3, han=1, fu=30)), discarder=1),
    ),
    ("draw, two tenpai", STANDARD, (), ExhaustiveDraw(frozenset({0, 2}))),
    ("draw, one tenpai", STANDARD, (), ExhaustiveDraw(frozenset({3}))),
    ("draw, three tenpai", STANDARD, (), ExhaustiveDraw(frozenset({0, 1, 2}))),
    ("draw, all noten", STANDARD, (), ExhaustiveDraw(frozenset())),
    ("draw, all tenpai", STANDARD, (), ExhaustiveDraw(frozenset({0, 1, 2, 3}))),
    ("draw with a riichi", STANDARD, (DeclareRiichi(1),), ExhaustiveDraw(frozenset({1}))),
    ("nagashi", NAGASHI, (), ExhaustiveDraw(frozenset({1}), nagashi=frozenset({1}))),
    ("nine terminals", STANDARD, (), AbortiveDraw("kyuushu")),
    ("four winds", STANDARD, (), AbortiveDraw("kaze4")),
    ("four riichi", STANDARD, tuple(DeclareRiichi(s) for s in range(4)), AbortiveDraw("reach4")),
    ("four kans", STANDARD, (), AbortiveDraw("kan4")),
    ("chombo", STANDARD, (), Chombo(2)),
    ("dealer chombo with a riichi back", STANDARD, (DeclareRiichi(1),), Chombo(0)),
    ("chombo, final penalty", PENALTY, (), Chombo(3)),
    ("riichi", STANDARD, (), DeclareRiichi(2)),
    ("riichi taken back", STANDARD, (DeclareRiichi(2),), CancelRiichi(2)),
    (
        "end with leftover sticks",
        STANDARD,
        (DeclareRiichi(2), ExhaustiveDraw(frozenset({2}))),
        EndGame(),
    ),
    ("sanma tsumo", STANDARD_SANMA, (), tsumo(1, 3, 30)),
]

EXPECTED: dict[str, tuple[str, str]] = {
    "ron": (
        "Ron. Chen pays Bruno 3,900.",
        "ロン。ChenからBrunoへ、3,900点。",
    ),
    "ron by the dealer": (
        "Ron. Bruno pays Aiko 5,800.",
        "ロン。BrunoからAikoへ、5,800点。",
    ),
    "ron mangan, honba and sticks": (
        "Ron, mangan, 1 honba. Chen pays Bruno 8,300. Bruno takes the riichi sticks, 2,000. "
        "Bruno plus 10,300.",
        "ロン、満貫、1本場。ChenからBrunoへ、8,300点。Bruno、供託2,000点。Bruno、プラス10,300点。",
    ),
    "tsumo": (
        "Tsumo. 500 each, 1,000 from the dealer. Bruno plus 2,000.",
        "ツモ。子500点、親1,000点。Bruno、プラス2,000点。",
    ),
    "tsumo mangan": (
        "Tsumo, mangan. 2,000 each, 4,000 from the dealer. Bruno plus 8,000.",
        "ツモ、満貫。子2,000点、親4,000点。Bruno、プラス8,000点。",
    ),
    "dealer tsumo haneman, honba": (
        "Tsumo, haneman, 1 honba. 6,100 all. Aiko plus 18,300.",
        "ツモ、跳満、1本場。6,100点オール。Aiko、プラス18,300点。",
    ),
    "tsumo baiman": (
        "Tsumo, baiman. 4,000 each, 8,000 from the dealer. Dai plus 16,000.",
        "ツモ、倍満。子4,000点、親8,000点。Dai、プラス16,000点。",
    ),
    "tsumo sanbaiman": (
        "Tsumo, sanbaiman. 6,000 each, 12,000 from the dealer. Dai plus 24,000.",
        "ツモ、三倍満。子6,000点、親12,000点。Dai、プラス24,000点。",
    ),
    "ron yakuman": (
        "Ron, yakuman. Aiko pays Chen 32,000.",
        "ロン、役満。AikoからChenへ、32,000点。",
    ),
    "ron double yakuman": (
        "Ron, 2 times yakuman. Aiko pays Chen 64,000.",
        "ロン、2倍役満。AikoからChenへ、64,000点。",
    ),
    "counted yakuman": (
        "Tsumo, counted yakuman. 8,000 each, 16,000 from the dealer. Chen plus 32,000.",
        "ツモ、数え役満。子8,000点、親16,000点。Chen、プラス32,000点。",
    ),
    "pao tsumo": (
        "Tsumo, yakuman. Bruno pays Chen 32,000.",
        "ツモ、役満。BrunoからChenへ、32,000点。",
    ),
    "double ron": (
        "Double ron. Bruno pays Aiko 2,000. Chen, mangan, 1 honba. Bruno pays Chen 8,300. "
        "Chen takes the riichi sticks, 1,000. Chen plus 9,300.",
        "ダブロン。BrunoからAikoへ、2,000点。Chen、満貫、1本場。BrunoからChenへ、8,300点。Chen、供託1,000点。Chen、プラス9,300点。",
    ),
    "triple ron": (
        "Triple ron. Bruno pays Aiko 1,500. Bruno pays Chen 1,000. Bruno pays Dai 1,000.",
        "トリプルロン。BrunoからAikoへ、1,500点。BrunoからChenへ、1,000点。BrunoからDaiへ、1,000点。",
    ),
    "head bump": (
        "Ron. Bruno pays Chen 1,000.",
        "ロン。BrunoからChenへ、1,000点。",
    ),
    "draw, two tenpai": (
        "Draw. Aiko and Chen tenpai. Aiko and Chen plus 1,500, Bruno and Dai minus 1,500.",
        "流局。AikoとChen、テンパイ。AikoとChen、プラス1,500点、BrunoとDai、マイナス1,500点。",
    ),
    "draw, one tenpai": (
        "Draw. Dai tenpai. Dai plus 3,000, Aiko, Bruno and Chen minus 1,000.",
        "流局。Dai、テンパイ。Dai、プラス3,000点、Aiko、BrunoとChen、マイナス1,000点。",
    ),
    "draw, three tenpai": (
        "Draw. Aiko, Bruno and Chen tenpai. Aiko, Bruno and Chen plus 1,000, Dai minus 3,000.",
        "流局。Aiko、BrunoとChen、テンパイ。Aiko、BrunoとChen、プラス1,000点、Dai、マイナス3,000点。",
    ),
    "draw, all noten": (
        "Draw. All noten.",
        "流局。全員ノーテン。",
    ),
    "draw, all tenpai": (
        "Draw. All tenpai.",
        "流局。全員テンパイ。",
    ),
    "draw with a riichi": (
        "Draw. Bruno tenpai. Bruno plus 3,000, Aiko, Chen and Dai minus 1,000.",
        "流局。Bruno、テンパイ。Bruno、プラス3,000点、Aiko、ChenとDai、マイナス1,000点。",
    ),
    "nagashi": (
        "Draw, nagashi mangan by Bruno. Bruno tenpai. "
        "Bruno plus 8,000, Chen and Dai minus 2,000, Aiko minus 4,000.",
        "流局、Brunoの流し満貫。Bruno、テンパイ。Bruno、プラス8,000点、ChenとDai、マイナス2,000点、Aiko、マイナス4,000点。",
    ),
    "nine terminals": (
        "Abortive draw, nine terminals.",
        "途中流局、九種九牌。",
    ),
    "four winds": (
        "Abortive draw, four winds.",
        "途中流局、四風連打。",
    ),
    "four riichi": (
        "Abortive draw, four riichi.",
        "途中流局、四家立直。",
    ),
    "four kans": (
        "Abortive draw, four kans.",
        "途中流局、四槓散了。",
    ),
    "chombo": (
        "Chombo by Chen. Aiko plus 4,000, Bruno and Dai plus 2,000, Chen minus 8,000.",
        "Chen、チョンボ。Aiko、プラス4,000点、BrunoとDai、プラス2,000点、Chen、マイナス8,000点。",
    ),
    "dealer chombo with a riichi back": (
        "Chombo by Aiko. Bruno, Chen and Dai plus 4,000, Aiko minus 12,000.",
        "Aiko、チョンボ。Bruno、ChenとDai、プラス4,000点、Aiko、マイナス12,000点。",
    ),
    "chombo, final penalty": (
        "Chombo by Dai. A final penalty of 20 points.",
        "Dai、チョンボ。最終ポイントから20ポイントの罰符。",
    ),
    "riichi": (
        "Riichi, Chen.",
        "Chen、リーチ。",
    ),
    "riichi taken back": (
        "Riichi taken back, Chen.",
        "Chen、リーチ取り消し。",
    ),
    "end with leftover sticks": (
        "Leftover riichi sticks to Chen, 1,000.",
        "供託1,000点はChenへ。",
    ),
    "sanma tsumo": (
        "Tsumo. 1,000 each, 2,000 from the dealer. Bruno plus 3,000.",
        "ツモ。子1,000点、親2,000点。Bruno、プラス3,000点。",
    ),
}


def _state(rules: Rules, before: tuple[Action, ...]) -> TableState:
    state = new_game(rules)
    for action in before:
        state = apply(state, action).state
    return state


def run_case(name: str) -> tuple[str, str]:
    _, rules, before, action = next(case for case in CASES if case[0] == name)
    settlement = apply(_state(rules, before), action).settlement
    kind = action.kind if isinstance(action, AbortiveDraw) else None
    names = NAMES[: rules.players]
    return say(settlement, names, abortive=kind), say(settlement, names, JA, abortive=kind)


@pytest.mark.parametrize("name", [case[0] for case in CASES])
def test_each_kind_of_hand_is_said_word_for_word(name: str) -> None:
    assert run_case(name) == EXPECTED[name]


ALL_LAST = dataclasses.replace(
    new_game(STANDARD), scores=(24000, 31900, 34200, 9900), round_wind=1, hand_number=4, dealer=3
)
LEVEL = dataclasses.replace(new_game(STANDARD), scores=(30000, 30000, 20000, 20000))

SITUATIONS = [
    (
        LEVEL,
        0,
        "Seat 1: East, dealer, Aiko, 30,000, first, level with second.",
        "1番席、東、親、Aiko、30,000点、1位、2位と同点。",
    ),
    (
        LEVEL,
        1,
        "Seat 2: South, Bruno, 30,000, second, level with the top.",
        "2番席、南、Bruno、30,000点、2位、トップと同点。",
    ),
    (
        LEVEL,
        3,
        "Seat 4: North, Dai, 20,000, fourth, 10,000 behind the top.",
        "4番席、北、Dai、20,000点、4位、トップと10,000点差。",
    ),
    (
        ALL_LAST,
        2,
        "Seat 3: North, Chen, 34,200, first, 2,300 ahead of second.",
        "3番席、北、Chen、34,200点、1位、2位と2,300点差。",
    ),
    (
        ALL_LAST,
        1,
        "Seat 2: West, Bruno, 31,900, second, 2,300 behind the top; needs for first: tsumo 500 and "
        "1,000, ron 2,300 from Aiko, ron 1,300 from Chen, ron 2,300 from Dai or some draws.",
        "2番席、西、Bruno、31,900点、2位、トップと2,300点差。1位条件はツモ500・1,000点、Aikoから"
        "2,300点のロン、Chenから1,300点のロン、Daiから2,300点のロン、または一部の流局。",
    ),
    (
        ALL_LAST,
        3,
        "Seat 4: East, dealer, Dai, 9,900, fourth, 24,300 behind the top; cannot reach third.",
        "4番席、東、親、Dai、9,900点、4位、トップと24,300点差。3位には届かない。",
    ),
]


@pytest.mark.parametrize(("state", "seat", "english", "japanese"), SITUATIONS)
def test_a_seat_situation_says_wind_dealer_name_score_place_gap_and_needs(
    state: TableState, seat: int, english: str, japanese: str
) -> None:
    found = conditions(state) if state is ALL_LAST else ()  # East 1: only the gaps
    assert seat_situation(state, NAMES, seat, conditions=found) == english
    assert seat_situation(state, NAMES, seat, JA, conditions=found) == japanese


def test_a_seat_situation_without_conditions_stops_at_the_gap() -> None:
    assert seat_situation(ALL_LAST, NAMES, 1) == (
        "Seat 2: West, Bruno, 31,900, second, 2,300 behind the top."
    )


def test_after_the_game_the_final_scores_are_read_and_nobody_is_dealer() -> None:
    state = apply(_state(STANDARD, (DeclareRiichi(2), ExhaustiveDraw(frozenset({2})))), EndGame())
    assert state.state.game_over
    assert seat_situation(state.state, NAMES, 2) == (
        "Seat 3: South, Chen, 28,000, first, 4,000 ahead of second."
    )
    assert seat_situation(state.state, NAMES, 0) == (
        "Seat 1: North, Aiko, 24,000, second, 4,000 behind the top."
    )


def test_all_last_reads_each_seat_that_can_move_up() -> None:
    found = conditions(ALL_LAST)
    assert all_last(ALL_LAST, NAMES, found) == (
        "Aiko needs for second: tsumo 1,600 and 3,200, ron 4,500 from Bruno, ron 5,200 from "
        "Chen or ron 8,000 from Dai. Bruno needs for first: tsumo 500 and 1,000, ron 2,300 from "
        "Aiko, ron 1,300 from Chen, ron 2,300 from Dai or some draws. Dai cannot reach third."
    )
    assert all_last(ALL_LAST, NAMES, found, JA).startswith(
        "Aiko、2位条件はツモ1,600・3,200点、Brunoから4,500点のロン、"
    )
    assert all_last(LEVEL, NAMES, ()) == ""


LEVEL_1000 = Level(basic=250, amounts=(1000,), hands=())
TSUMO_500 = Level(basic=250, amounts=(500, 1000), hands=())


@pytest.mark.parametrize(
    ("seat", "draw", "tsumo", "expected"),
    [
        (
            0,
            tuple(frozenset(s) for s in ((), (0,), (1,), (0, 1))),
            None,
            "needs for first: ron 1,000 from Bruno or any draw",
        ),
        (
            1,
            (frozenset({1}), frozenset({0, 1})),
            None,
            "needs for first: ron 1,000 from Aiko or tenpai at a draw",
        ),
        (0, (), TSUMO_500, "needs for first: tsumo 500 all or ron 1,000 from Bruno"),
        (0, (), None, "needs for first: ron 1,000 from Bruno"),
    ],
)
def test_needs_names_the_draws_that_do(
    seat: int, draw: tuple[frozenset[int], ...], tsumo: Level | None, expected: str
) -> None:
    condition = Condition(seat, 1, 2, tsumo, ((1 - seat, LEVEL_1000),), draw)
    assert needs(condition, _TwoSeats(), NAMES) == expected  # type: ignore[arg-type]


class _TwoSeats:
    """What needs() reads of a table, with two seats (whose draws are four sets)."""

    players = 2
    dealer = 0


def test_undo_is_said() -> None:
    assert (undone(), undone(JA)) == ("Undone.", "取り消しました。")


def test_a_seat_without_a_name_is_called_by_its_number() -> None:
    settlement = apply(new_game(STANDARD), ron(1, 2, 3, 30)).settlement
    assert say(settlement, ["Aiko", " ", "Chen"]) == "Ron. Chen pays Seat 2 3,900."
    assert say(settlement, [], JA) == "ロン。3番席から2番席へ、3,900点。"


def test_a_broken_translation_falls_back_to_english() -> None:
    settlement = apply(new_game(STANDARD), ron(1, 2, 3, 30)).settlement

    def broken(context: str, text: str) -> str:
        return "{nonsense}" if "{" in text else text

    assert say(settlement, NAMES, broken) == "Ron. Chen pays Bruno 3,900."


def _value(limit: str | None = None) -> HandValue:
    return HandValue(han=3, fu=30, yakuman=0, basic=960, limit=limit)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("settlement", "expected"),
    [
        (Settlement(kind="chombo"), "Chombo."),
        (Settlement(kind="abortive"), "Abortive draw."),
        (Settlement(kind="riichi"), "Riichi."),
        # a deposit paid in with the draw is not a noten payment
        (
            Settlement(
                kind="draw",
                transfers=(Transfer(1, None, 1000, "riichi"),),
                deltas=(0, -1000, 0, 0),
            ),
            "Draw. All noten.",
        ),
        # a tsumo whose payers split no usual way (no dealer among them): each payer named
        (
            Settlement(
                kind="tsumo",
                wins=(WinBreakdown(0, None, False, True, _value(), (), 0, 0, 0),),
                transfers=(
                    Transfer(1, 0, 1000, "hand", win_index=0),
                    Transfer(2, 0, 1500, "hand", win_index=0),
                    Transfer(3, 0, 1000, "hand", win_index=0),
                ),
                deltas=(3500, -1000, -1500, -1000),
            ),
            "Tsumo. Chen pays Aiko 1,500. Bruno pays Aiko 1,000. Dai pays Aiko 1,000. "
            "Aiko plus 3,500.",
        ),
    ],
)
def test_settlements_the_engine_does_not_make_are_still_said(
    settlement: Settlement, expected: str
) -> None:
    assert say(settlement, NAMES) == expected


@settings(max_examples=150, deadline=None)
@given(
    winner=st.integers(0, 3),
    discarder=st.one_of(st.none(), st.integers(0, 3)),
    han=st.integers(1, 13),
    fu=st.sampled_from([30, 40, 50, 60, 70]),
    draws=st.integers(0, 3),
    riichi=st.sets(st.integers(0, 3), max_size=3),
)
def test_the_sum_said_for_a_win_is_what_the_winner_gets(
    winner: int, discarder: int | None, han: int, fu: int, draws: int, riichi: set[int]
) -> None:
    state = new_game(STANDARD)
    for _ in range(draws):
        state = apply(state, ExhaustiveDraw(frozenset({state.dealer}))).state
    for seat in riichi:
        state = apply(state, DeclareRiichi(seat)).state
    if discarder == winner:
        discarder = None
    win = Win((WinEntry(winner, han=han, fu=None if han >= 5 else fu),), discarder=discarder)
    settlement = apply(state, win).settlement
    gain = speech.points(settlement.deltas[winner])
    text = say(settlement, NAMES)
    if discarder is None or state.sticks:
        assert text.endswith(f"{NAMES[winner]} plus {gain}.")
    else:
        assert text.endswith(f"{NAMES[discarder]} pays {NAMES[winner]} {gain}.")
    assert ("honba" in text) == (state.honba > 0)


def test_the_end_of_the_game_reads_the_places_with_the_final_scores() -> None:
    before = _state(STANDARD, (DeclareRiichi(2), ExhaustiveDraw(frozenset({2}))))
    state = apply(before, EndGame()).state
    assert speech.game_over(state, NAMES) == (
        "The game is over. Chen first, 28,000; Aiko second, 24,000; Bruno third, 24,000; "
        "Dai fourth, 24,000."
    )
    assert speech.game_over(state, NAMES, JA) == (
        "終局です。1位Chen、28,000点、2位Aiko、24,000点、3位Bruno、24,000点、4位Dai、24,000点。"
    )
    # before the end (no final scores yet): the table's scores
    assert speech.game_over(LEVEL, NAMES).startswith("The game is over. Aiko first, 30,000; ")
    assert speech.join_sentences(["Ron.", "", "Tsumo."]) == "Ron. Tsumo."
    assert speech.join_sentences(["ロン。", "ツモ。"], JA) == "ロン。ツモ。"
    assert speech.join_sentences([]) == ""


def test_a_score_below_zero_is_said_with_minus() -> None:
    state = dataclasses.replace(LEVEL, scores=(55000, 30000, 17100, -2100), game_over=True)
    assert seat_situation(state, NAMES, 3) == (
        "Seat 4: North, Dai, minus 2,100, fourth, 57,100 behind the top."
    )
    assert seat_situation(state, NAMES, 3, JA) == (
        "4番席、北、Dai、マイナス2,100点、4位、トップと57,100点差。"
    )
    assert speech.game_over(state, NAMES).endswith("; Dai fourth, minus 2,100.")
