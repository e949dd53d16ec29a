"""Where the presets differ in settlements and the table's course, each test naming its source.

Every case settles or plays a real action through ``apply``. The quoted clauses are from
shared/RULES.md's "Parameters that differ between rulesets" table (with its tags) unless said.
"""

from __future__ import annotations

import dataclasses

import pytest

from scoretable.engine.errors import RuleError
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
        ("wrc2025", "WRC 2025 Busting: [?] none", False),
        ("mleague", "M-League Busting: none", False),
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
    # nobody reaches the return points (30,000; 25,000 is Mahjong Soul's) after this hand
    reached = max(step.state.scores) >= get_preset(preset).return_points
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
        ("wrc2025", "WRC 2025 Nagashi mangan: no", False),
        ("mleague", "M-League Nagashi mangan: [?] (preset's choice: allowed)", True),
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
        assert step.state.honba == 1 and step.state.dealer == 0 and step.state.sticks == 4
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
        ("wrc2025", "WRC 2025 Final rounding: 0.1", (29.3, 5.5, -25.9, -8.9)),
        (
            "mleague",
            "M-League Final rounding: 0.1; uma 30/10/-10/-30 [S]",
            (59.3, 5.5, -45.9, -18.9),
        ),
        ("tenhou", "Tenhou: to 1000, half away from zero [V]", (49.0, 6.0, -36.0, -19.0)),
        (
            "mahjongsoul",
            "Mahjong Soul: 25k/25k, no oka, uma 15/5/-5/-15 ([?] 0.1)",
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
