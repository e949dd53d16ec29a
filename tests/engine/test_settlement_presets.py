"""Where the presets differ in settlements and the table's course, each test naming its source.

Every case settles or plays a real action through ``apply``. The quoted clauses are from
shared/RULES.md's "Parameters that differ between rulesets" table (with its tags) unless said.
"""

from __future__ import annotations

import dataclasses

import pytest

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import HandShape, Meld, count_fu
from scoretable.engine.results import final_results
from scoretable.engine.rules import get_preset
from scoretable.engine.table import (
    AbortiveDraw,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    TableState,
    Win,
    WinEntry,
    apply,
    new_game,
)


def at(preset: str, **changes: object) -> TableState:
    return dataclasses.replace(new_game(get_preset(preset)), **changes)  # type: ignore[arg-type]


def triple(state: TableState) -> Step:
    # seat 3 discards; seats 0, 1, 2 each win 1 han 30 fu (0 is the dealer)
    entries = (WinEntry(0, 1, 30), WinEntry(1, 1, 30), WinEntry(2, 1, 30))
    return apply(state, Win(entries=entries, discarder=3))


@pytest.mark.parametrize(
    ("preset", "clause", "kind", "deltas"),
    [
        (
            "standard",
            "RULES.md standard: double and triple ron allowed, each winner paid in full",
            "ron",
            (1500 + 300, 1000, 1000, -3800),
        ),
        (
            "ema2016",
            "EMA 2016: double and triple, discarder pays each [P]; honba to every winner [S]",
            "ron",
            (1500 + 300, 1000 + 300, 1000 + 300, -4400),
        ),
        (
            "wrc2025",
            "WRC 2025: head bump: nearest winner only [P]",
            "ron",
            (1500 + 300, 0, 0, -1800),
        ),
        ("mleague", "M-League: head bump [S]", "ron", (1500 + 300, 0, 0, -1800)),
        ("tenhou", "Tenhou: double; triple = abortive [V]", "abortive", (0, 0, 0, 0)),
        ("mahjongsoul", "Mahjong Soul: double and triple", "ron", (1500 + 300, 1000, 1000, -3800)),
    ],
)
def test_triple_ron(preset: str, clause: str, kind: str, deltas: tuple[int, ...]) -> None:
    step = triple(at(preset, honba=1))
    assert (step.settlement.kind, step.settlement.deltas) == (kind, deltas), clause


@pytest.mark.parametrize(
    ("preset", "clause", "over"),
    [
        ("standard", "RULES.md standard: negative scores play on (no busting)", False),
        ("ema2016", "EMA 2016 Busting: none, play on", False),
        ("wrc2025", "WRC 2025 [S]: no busting (only the optional Mod.5.3)", False),
        ("mleague", "M-League ch. 3 art. 2: 持ち点が無くなった場合でも…続行", False),
        ("tenhou", "Tenhou Busting: below 0 ends [V]", True),
        ("mahjongsoul", "Mahjong Soul Busting: below 0 ends [E]", True),
    ],
)
def test_busting(preset: str, clause: str, over: bool) -> None:
    state = at(preset, scores=(40000, 5000, 40000, 35000))
    step = apply(state, Win(entries=(WinEntry(2, 5),), discarder=1))
    assert step.state.scores[1] == -3000
    assert step.state.game_over is over, clause


@pytest.mark.parametrize(
    ("preset", "clause", "over"),
    [
        ("standard", "RULES.md standard: no agari-yame", False),
        ("ema2016", "EMA 2016 Agari-yame: no", False),
        ("wrc2025", "WRC 2025 Agari-yame: no", False),
        ("mleague", "M-League Agari-yame: no", False),
        ("tenhou", "Tenhou Agari-yame / tenpai-yame: yes [V]", True),
        ("mahjongsoul", "Mahjong Soul Agari-yame / tenpai-yame: yes", True),
    ],
)
def test_agari_yame(preset: str, clause: str, over: bool) -> None:
    state = at(preset, round_wind=1, hand_number=4, dealer=3, scores=(25000, 20000, 20000, 35000))
    step = apply(state, Win(entries=(WinEntry(3, 1, 30),), discarder=0))
    assert step.state.game_over is over, clause


@pytest.mark.parametrize(
    ("preset", "clause", "west"),
    [
        ("standard", "RULES.md standard: no West round: the game ends after South 4", False),
        ("ema2016", "EMA 2016 West round: no", False),
        ("wrc2025", "WRC 2025 West round: no", False),
        ("mleague", "M-League West round: no", False),
        ("tenhou", "Tenhou West round: sudden death to 30k, West 4 last [V]", True),
        ("mahjongsoul", "Mahjong Soul West round: same", True),
    ],
)
def test_west_round(preset: str, clause: str, west: bool) -> None:
    low = (22000, 22000, 22000, 24000)
    state = at(preset, round_wind=1, hand_number=4, dealer=3, scores=low, sticks=0)
    step = apply(state, Win(entries=(WinEntry(1, 1, 30),), discarder=0))
    # nobody reaches the target (30,000) after this hand
    reached = max(step.state.scores) >= get_preset(preset).target_points
    assert step.state.game_over is (not west or reached), clause
    if west and not reached:
        assert (step.state.round_wind, step.state.hand_number) == (2, 1)


@pytest.mark.parametrize(
    ("preset", "clause", "deltas", "penalty"),
    [
        (
            "standard",
            "RULES.md standard: a reverse mangan paid to the others",
            (4000, -8000, 2000, 2000),
            0,
        ),
        ("ema2016", "EMA 2016 Chombo: -20,000 after uma [P]", (0, 0, 0, 0), 20),
        ("wrc2025", "WRC 2025 Chombo: -30,000 [S]", (0, 0, 0, 0), 30),
        ("mleague", "M-League Chombo: -20 points after the game [S]", (0, 0, 0, 0), 20),
        ("tenhou", "Tenhou Chombo: at a table: reverse mangan", (4000, -8000, 2000, 2000), 0),
        ("mahjongsoul", "Mahjong Soul Chombo: as Tenhou", (4000, -8000, 2000, 2000), 0),
    ],
)
def test_chombo(preset: str, clause: str, deltas: tuple[int, ...], penalty: int) -> None:
    step = apply(at(preset), Chombo(1))
    assert step.settlement.deltas == deltas, clause
    result = final_results(apply(step.state, EndGame()).state)
    assert result.penalties[1] == -penalty, clause


@pytest.mark.parametrize(
    ("preset", "clause", "allowed"),
    [
        ("standard", "RULES.md standard: no nagashi mangan", False),
        ("ema2016", "EMA 2016 Nagashi mangan: no", False),
        ("wrc2025", "WRC 2025 [Pq]: No Nagashi Mangan.", False),
        ("mleague", "M-League [R]: the rule text has no nagashi mangan", False),
        ("tenhou", "Tenhou Nagashi mangan: as a mangan tsumo [V]", True),
        ("mahjongsoul", "Mahjong Soul Nagashi mangan: as Tenhou [E]", True),
    ],
)
def test_nagashi_mangan(preset: str, clause: str, allowed: bool) -> None:
    draw = ExhaustiveDraw(tenpai=frozenset({2}), nagashi=frozenset({1}))
    if allowed:
        assert apply(at(preset), draw).settlement.deltas == (-4000, 8000, -2000, -2000), clause
    else:
        with pytest.raises(RuleError):
            apply(at(preset), draw)


@pytest.mark.parametrize(
    ("preset", "clause", "kinds"),
    [
        (
            "standard",
            "RULES.md standard: kyuushu, four winds, four riichi, four kans",
            {"kyuushu", "kaze4", "reach4", "kan4"},
        ),
        ("ema2016", "EMA 2016 Abortive draws: none", set()),
        ("wrc2025", "WRC 2025 Abortive draws: none", set()),
        ("mleague", "M-League Abortive draws: none", set()),
        (
            "tenhou",
            "Tenhou: kyuushu, 4 winds, 4 riichi, 4 kans, triple ron [V]",
            {"kyuushu", "kaze4", "reach4", "kan4", "ron3"},
        ),
        ("mahjongsoul", "Mahjong Soul: first four", {"kyuushu", "kaze4", "reach4", "kan4"}),
    ],
)
def test_abortive_draws(preset: str, clause: str, kinds: set[str]) -> None:
    state = at(preset)
    for seat in range(4):
        state = apply(state, DeclareRiichi(seat)).state
    accepted = set()
    for kind in ("kyuushu", "kaze4", "reach4", "kan4", "ron3"):
        try:
            step = apply(state, AbortiveDraw(kind))
        except RuleError:
            continue
        accepted.add(kind)
        assert step.state.honba == 1
        assert step.state.dealer == 0
        assert step.state.sticks == 4
    assert accepted == kinds, clause


@pytest.mark.parametrize(
    ("preset", "clause", "points"),
    [
        (
            "standard",
            "seed 002: 0.5 rounds down, minus 30, first takes the negated sum",
            (50.0, 5.0, -36.0, -19.0),
        ),
        ("ema2016", "EMA 2016 Final rounding: none; uma 15/5/-5/-15 [P]", (29.3, 5.5, -25.9, -8.9)),
        ("wrc2025", "WRC 2025 Final rounding: 0.1 [R]", (29.3, 5.5, -25.9, -8.9)),
        (
            "mleague",
            "M-League Final rounding: 0.1; uma 30/10/-10/-30 [S]",
            (59.3, 5.5, -45.9, -18.9),
        ),
        ("tenhou", "Tenhou: to 1000, half away from zero [V]", (49.0, 6.0, -36.0, -19.0)),
        (
            "mahjongsoul",
            "Mahjong Soul: 25k/25k, no oka, uma 15/5/-5/-15 (exact to 0.1 [R])",
            (29.3, 5.5, -25.9, -8.9),
        ),
    ],
)
def test_final_points(preset: str, clause: str, points: tuple[float, ...]) -> None:
    rules = get_preset(preset)
    # the same raw result on each rules' start points; places: seat 0, 1, 3, 2
    offset = rules.start_points - 25000
    scores = tuple(s + offset for s in (39300, 25500, 14100, 21100))
    state = apply(at(preset, scores=scores), EndGame()).state
    assert final_results(state).points == pytest.approx(points), clause


# --- the target of the West round and of agari-yame (not the return points) -------------

ALL_LAST = {"round_wind": 1, "hand_number": 4, "dealer": 3}


@pytest.mark.parametrize(
    ("preset", "clause", "west"),
    [
        ("standard", "RULES.md standard: no West round", False),
        ("ema2016", "EMA 2016 West round: no", False),
        ("ema2025", "EMA 2025 West round: no (as 2016)", False),
        ("wrc2025", "WRC 2025 West round: no", False),
        ("mleague", "M-League West round: no", False),
        ("tenhou", "Tenhou: 30000点(供託未収)以上になった時点で終了", True),
        ("mahjongsoul", "Mahjong Soul [E]: the West round plays on below 30,000", True),
    ],
)
def test_south_4_with_the_top_on_28000(preset: str, clause: str, west: bool) -> None:
    # South 4: seat 1 (non-dealer) wins 2,000 from the dealer and is top on 28,000: above
    # Mahjong Soul's 25,000 return, below its 30,000 target
    state = at(preset, scores=(24000, 26000, 24000, 26000), **ALL_LAST)
    step = apply(state, Win(entries=(WinEntry(1, 2, 30),), discarder=3))
    assert step.state.scores[1] == 28000
    assert step.state.game_over is not west, clause
    if west:
        assert (step.state.round_wind, step.state.hand_number, step.state.dealer) == (2, 1, 0)


@pytest.mark.parametrize(
    ("preset", "clause", "stop_at_31000"),
    [
        ("standard", "RULES.md standard: no agari-yame", False),
        ("ema2016", "EMA 2016 Agari-yame: no", False),
        ("ema2025", "EMA 2025 Agari-yame: no (as 2016)", False),
        ("wrc2025", "WRC 2025 Agari-yame: no", False),
        ("mleague", "M-League [S]: 和了止めはない", False),
        ("tenhou", "Tenhou [V]: agari-yame with first place and 30,000", True),
        ("mahjongsoul", "Mahjong Soul [E]: agari-yame needs first place and 30,000", True),
    ],
)
def test_all_last_dealer_win_stops_only_at_the_target(
    preset: str, clause: str, stop_at_31000: bool
) -> None:
    state = at(preset, scores=(25000, 25000, 25000, 25000), **ALL_LAST)
    # the dealer wins 1 han 30 fu (1,500): first on 26,500, above Mahjong Soul's 25,000
    # return, below the 30,000 target: every preset plays on
    low = apply(state, Win(entries=(WinEntry(3, 1, 30),), discarder=0))
    assert low.state.scores[3] == 26500
    assert not low.state.game_over, clause
    assert (low.state.round_wind, low.state.hand_number, low.state.honba) == (1, 4, 1)
    # a 3 han 30 fu dealer ron (5,800): first on 30,800, at the target
    high = apply(state, Win(entries=(WinEntry(3, 3, 30),), discarder=0))
    assert high.state.scores[3] == 30800
    assert high.state.game_over is stop_at_31000, clause


# --- West round: a dealer repeat takes priority ------------------------------------------


@pytest.mark.parametrize(
    ("preset", "clause"),
    [
        ("tenhou", "Tenhou: ただし親の連荘がある場合は連荘を優先する"),
        ("mahjongsoul", "Mahjong Soul [E]: the tenpai dealer repeats when a non-dealer is top"),
    ],
)
def test_west_round_dealer_repeat_goes_before_the_target(preset: str, clause: str) -> None:
    west1 = at(preset, round_wind=2, hand_number=1, dealer=0, scores=(27000, 29000, 22000, 22000))
    # dealer and seat 1 tenpai: seat 1 reaches 30,500, but the dealer keeps the deal
    step = apply(west1, ExhaustiveDraw(tenpai=frozenset({0, 1})))
    assert step.state.scores == (28500, 30500, 20500, 20500)
    assert not step.state.game_over, clause
    assert (step.state.round_wind, step.state.hand_number, step.state.honba) == (2, 1, 1)
    # the next hand passes the deal with seat 1 still at 30,000 or more: the game ends
    after = apply(step.state, Win(entries=(WinEntry(2, 1, 30),), discarder=3))
    assert after.state.game_over, clause
    # at West 4 a dealer repeat goes on too; the deal passing there ends the game
    west4 = at(preset, round_wind=2, hand_number=4, dealer=3, scores=(29000, 24000, 24000, 23000))
    repeat = apply(west4, Win(entries=(WinEntry(3, 1, 30),), discarder=2))
    assert not repeat.state.game_over, clause
    assert (repeat.state.round_wind, repeat.state.hand_number, repeat.state.honba) == (2, 4, 1)
    assert apply(west4, AbortiveDraw("kyuushu")).state.game_over is False
    assert apply(west4, Win(entries=(WinEntry(1, 1, 30),), discarder=2)).state.game_over


# --- who pays the honba of a pao ron -------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "clause", "liable_pays"),
    [
        ("standard", "RULES.md standard: the discarder pays the honba", False),
        ("ema2016", "EMA 2016 [P]: only the discarder pays for any counters", False),
        ("ema2025", "EMA 2025 [R]: as EMA 2016", False),
        ("wrc2025", "WRC [S] (TORI): the bonus sticks are paid by the discarder", False),
        ("mleague", "M-League [S]: 積み場は鳴かせた者が負担する", True),
        ("tenhou", "Tenhou: ロン＝折半で支払う。積み棒は包。", True),
        ("mahjongsoul", "Mahjong Soul [S]: 積み棒は…包責者", True),
    ],
)
def test_pao_ron_honba(preset: str, clause: str, liable_pays: bool) -> None:
    # South 1, 2 honba: seat 1 (non-dealer) wins daisangen by ron from seat 2; seat 3 fed the
    # third dragon: 32,000 split 16,000 / 16,000, and 600 for the honba
    state = at(preset, round_wind=1, hand_number=1, dealer=0, honba=2)
    entry = WinEntry(1, yakuman=1, pao=3)
    step = apply(state, Win(entries=(entry,), discarder=2))
    liable, discarder = (-16600, -16000) if liable_pays else (-16000, -16600)
    assert step.settlement.deltas == (0, 32600, discarder, liable), clause
    (honba,) = [t for t in step.settlement.transfers if t.reason == "honba"]
    assert (honba.payer, honba.amount, honba.pao) == (
        (3, 600, True) if liable_pays else (2, 600, False)
    )
    assert step.state.honba == 0
    assert step.state.dealer == 1


# --- the double-wind pair, from the fu count to the payment ------------------------------


@pytest.mark.parametrize(
    ("preset", "clause", "fu", "paid"),
    [
        ("standard", "seed 002: 2 fu is added for each one", 40, (1300, 700)),
        ("ema2016", "EMA 2016: 4 fu", 40, (1300, 700)),
        ("ema2025", "EMA 2025 [S]: 2 fu, not 4", 30, (1000, 500)),
        ("wrc2025", "WRC Rules 2025 §11.3: a double wind pair is worth 2 fu", 30, (1000, 500)),
        ("mleague", "M-League ch. 6 art. 3: 連風牌の対子も2符とする", 30, (1000, 500)),
        ("tenhou", "Tenhou: 連風牌は4符", 40, (1300, 700)),
        ("mahjongsoul", "Mahjong Soul [E]: 4 fu", 40, (1300, 700)),
    ],
)
def test_double_wind_pair_tsumo(preset: str, clause: str, fu: int, paid: tuple[int, int]) -> None:
    # closed tsumo: a closed triplet of simples (4), kanchan (2), the double-wind pair and
    # tsumo (2): 20 + 4 + 2 + 4 + 2 = 32 -> 40, or 20 + 4 + 2 + 2 + 2 = 30
    shape = HandShape(
        melds=(Meld("run"), Meld("run"), Meld("run"), Meld("triplet")),
        pair="double_wind",
        wait="kanchan",
        tsumo=True,
    )
    count = count_fu(shape, get_preset(preset))
    assert count.total == fu, clause
    # South 2 (seat 1 deals): seat 2 sits South in the South round; riichi tsumo, 2 han
    state = at(preset, round_wind=1, hand_number=2, dealer=1)
    step = apply(state, Win(entries=(WinEntry(2, 2, count.total),)))
    dealer_pays, others_pay = paid
    assert step.settlement.deltas[1] == -dealer_pays, clause
    assert step.settlement.deltas[0] == step.settlement.deltas[3] == -others_pay, clause


# --- 13 han and more ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "clause", "amount"),
    [
        ("standard", "RULES.md standard: 13+ han is a counted yakuman", 32000),
        ("ema2016", "EMA 2016 [P]: only rewarded sanbaiman", 24000),
        ("ema2025", "EMA 2025 [R]: as 2016", 24000),
        ("wrc2025", "WRC Rules 2025 §11.2: 13 han and greater scores yonbaiman", 32000),
        ("mleague", "M-League ch. 6 art. 6: 三倍満まで", 24000),
        ("tenhou", "Tenhou [V]: counted yakuman", 32000),
        ("mahjongsoul", "Mahjong Soul [E]: counted yakuman", 32000),
    ],
)
def test_13_han_ron(preset: str, clause: str, amount: int) -> None:
    step = apply(at(preset), Win(entries=(WinEntry(1, 13),), discarder=2))
    assert step.settlement.deltas[1] == amount, clause


# --- pao: which yakuman, and how much of a multiple one ----------------------------------


def test_mleague_liable_player_answers_for_the_yakuman_he_fed() -> None:
    # M-League [S]: daisangen + tsuuiisou by tsumo at 1 honba: the liable player pays 32,000
    # + 300; tsuuiisou is paid as an ordinary non-dealer tsumo (8,000 / 8,000 / 16,000)
    state = at("mleague", honba=1)
    step = apply(state, Win(entries=(WinEntry(1, yakuman=2, pao=3, pao_yakuman=1),)))
    assert step.settlement.deltas == (-16000, 64300, -8000, -32000 - 300 - 8000)


# --- leftover riichi sticks -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "clause", "first_gets"),
    [
        ("standard", "RULES.md standard: leftover sticks to first place", 2000),
        ("ema2016", "EMA 2016: to 1st", 2000),
        ("wrc2025", "WRC 2025 [S]: any riichi bets left after the final hand are lost", 0),
        ("mleague", "M-League ch. 6 art. 2: to 1st", 2000),
        ("tenhou", "Tenhou [V]: to 1st", 2000),
        ("mahjongsoul", "Mahjong Soul: to 1st", 2000),
    ],
)
def test_leftover_sticks_at_the_end(preset: str, clause: str, first_gets: int) -> None:
    rules = get_preset(preset)
    offset = rules.start_points - 25000
    scores = tuple(s + offset for s in (30000, 26000, 22000, 20000))
    step = apply(at(preset, scores=scores, sticks=2), EndGame())
    assert step.state.game_over
    assert step.state.sticks == 0
    assert step.state.scores[0] - scores[0] == first_gets, clause
    assert sum(step.state.scores) == sum(scores) + first_gets, clause
    if not first_gets:
        assert step.settlement.non_zero_sum == "leftover riichi sticks are lost"
