"""Three players (sanma): every three-player rule through ``apply``, under each sanma preset,
each test naming the clause it checks (the sources are cited beside the presets in rules.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.hands import ron, tsumo

from scoretable.engine.errors import RuleError
from scoretable.engine.leftover import placement_order
from scoretable.engine.results import final_results
from scoretable.engine.rules import (
    MAHJONGSOUL_SANMA,
    PRESETS,
    STANDARD,
    STANDARD_SANMA,
    TENHOU,
    TENHOU_SANMA,
    Rules,
)
from scoretable.engine.scoring import payments
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
    action_from_dict,
    action_to_dict,
    apply,
    new_game,
    state_from_dict,
    state_to_dict,
)

SANMA = [STANDARD_SANMA, TENHOU_SANMA, MAHJONGSOUL_SANMA]
IDS = [rules.name for rules in SANMA]


def at(rules: Rules, **fields: Any) -> TableState:
    """A three-player state: East 1 with the start points unless ``fields`` say otherwise."""
    base = new_game(rules)
    return TableState(**{**base.__dict__, **fields})


# --- the presets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "field", "value", "clause"),
    [
        ("tenhou-sanma", "start_points", 35000, "Tenhou 3p: 「35000開始の40000点返し」"),
        ("tenhou-sanma", "return_points", 40000, "Tenhou 3p: 「35000開始の40000点返し」"),
        ("tenhou-sanma", "uma", (20, 0, -20), "Tenhou 3p: 「順位ウマ +20, 0, -20」"),
        ("tenhou-sanma", "nukidora", True, "Tenhou 3p: 「北は抜きドラ」"),
        ("tenhou-sanma", "tsumo_north", "loss", "Tenhou 3p [V]: mangan tsumo 4,000 + 2,000"),
        ("tenhou-sanma", "noten_total", 2000, "Tenhou 3p [V]: one tenpai takes 1,000 each"),
        ("tenhou-sanma", "honba_tsumo", "third", "Tenhou 3p [V]: 100 a counter from each"),
        ("tenhou-sanma", "busting", True, "Tenhou 3p [V]: the game ends below 0"),
        ("mahjongsoul-sanma", "start_points", 35000, "Mahjong Soul 3p: 35000点開始"),
        ("mahjongsoul-sanma", "return_points", 35000, "Mahjong Soul 3p: 35000点返し"),
        ("mahjongsoul-sanma", "uma", (15, 0, -15), "Mahjong Soul 3p: ウマ15-0-15"),
        ("mahjongsoul-sanma", "target_points", 40000, "Mahjong Soul 3p: 一位必要点数:40000"),
        ("tenhou-sanma", "target_points", 40000, "[R] Tenhou 3p: the 40,000 return"),
        ("mahjongsoul-sanma", "tsumo_north", "loss", "Majsoul 3P: Tsumo-Loss by default"),
        ("mahjongsoul-sanma", "nukidora", True, "Mahjong Soul 3p: 北は抜きドラ"),
        ("mahjongsoul-sanma", "busting", True, "Mahjong Soul: below 0 ends the game"),
        ("standard-sanma", "start_points", 35000, "riichi.wiki Sanma: typically 35,000"),
        ("standard-sanma", "tsumo_north", "loss", "riichi.wiki Sanma: no change for tsumo"),
        ("standard-sanma", "nukidora", True, "riichi.wiki Sanma: kita counted as dora"),
        ("standard-sanma", "busting", False, "standard: negative scores play on"),
    ],
)
def test_sanma_presets_follow_their_sources(
    preset: str, field: str, value: Any, clause: str
) -> None:
    assert getattr(PRESETS[preset], field) == value, clause


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_sanma_presets_have_no_four_player_draws_and_round_trip(rules: Rules) -> None:
    # Majsoul 3P: "no abortive draws of 4-Wind Discarded and Quadruple Reach"; a triple ron
    # needs three winners and a discarder
    assert rules.players == 3
    assert rules.abortive_draws == {"kyuushu", "kan4"}
    assert rules.oka == 3 * (rules.return_points - rules.start_points)
    data = json.loads(json.dumps(rules.to_dict()))
    assert data["players"] == 3
    assert data["nukidora"] is True
    assert Rules.from_dict(data) == rules


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"players": 3}, "uma"),  # four uma values for three players
        ({"players": 3, "uma": (20, 0, -20)}, "abortive_draws"),  # kaze4, reach4 need a 4th
        ({"players": 5}, "players"),
        ({"uma": (20, 0, -20)}, "uma"),
        ({"nukidora": True}, "nukidora"),  # North is a seat wind with four players
        ({"tsumo_north": "half"}, "tsumo_north"),
        ({"honba_tsumo": "all"}, "honba_tsumo"),
    ],
)
def test_rules_refuse_what_no_game_of_that_many_players_can_use(
    changes: dict[str, Any], field: str
) -> None:
    with pytest.raises(RuleError) as err:
        STANDARD.replace(**changes)
    assert err.value.field == field


def test_four_player_rules_are_saved_as_before() -> None:
    # the three-player fields at their defaults are not written: old saved games stay byte-equal
    for rules in (STANDARD, TENHOU):
        data = rules.to_dict()
        assert not {"players", "tsumo_north", "honba_tsumo", "nukidora"} & set(data)
        assert Rules.from_dict(data) == rules


# --- the table --------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_a_new_game_has_three_seats(rules: Rules) -> None:
    state = new_game(rules)
    assert state.scores == (35000, 35000, 35000)
    assert state.penalties == state.wins == (0, 0, 0)
    assert [state.seat_wind(seat) for seat in range(3)] == [0, 1, 2]


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_there_is_no_fourth_seat(rules: Rules) -> None:
    # riichi.wiki Sanma: "The North seat is entirely removed"
    state = new_game(rules)
    for action, field in [
        (DeclareRiichi(3), "seat"),
        (ron(3, 0, 1, 30), "winner"),
        (ron(1, 3, 1, 30), "discarder"),
        (ExhaustiveDraw(tenpai=frozenset({3})), "tenpai"),
        (Chombo(3), "seat"),
    ]:
        with pytest.raises(RuleError) as err:
            apply(state, action)
        assert err.value.field == field
        assert "0 to 2" in err.value.message


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_three_hands_a_wind_and_the_deal_passes_among_three(rules: Rules) -> None:
    # riichi.wiki Sanma: "seats rotate between East, South, and West"
    state = new_game(rules)
    seen = []
    for _ in range(4):
        state = apply(state, ron((state.dealer + 1) % 3, (state.dealer + 2) % 3, 1, 30)).state
        seen.append((state.round_wind, state.hand_number, state.dealer))
    assert seen == [(0, 2, 1), (0, 3, 2), (1, 1, 0), (1, 2, 1)]


# --- tsumo: two payers ----------------------------------------------------------------------


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_tsumo_loss_the_absent_north_share_is_not_paid(rules: Rules) -> None:
    # riichi.wiki Sanma: "for tsumo, no change is used to account ... for the missing player";
    # Tenhou [V] sanma2.xml hand 1: a non-dealer mangan tsumo is 4,000 + 2,000 = 6,000
    step = apply(at(rules), tsumo(1, 5, fu=None))
    assert step.settlement.deltas == (-4000, 6000, -2000)
    step = apply(at(rules), tsumo(0, 5, fu=None))  # the dealer: 4,000 from each of the two
    assert step.settlement.deltas == (8000, -4000, -4000)
    assert any("lost" in note for note in step.settlement.notes)


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_north_bisection_splits_the_absent_share_between_the_payers(rules: Rules) -> None:
    # Majsoul 3P: "North-Bisection is provided as an alternative option": the North's 2,000
    # of a mangan is split, 1,000 more from each payer
    split = rules.replace(tsumo_north="bisection")
    assert apply(at(split), tsumo(1, 5, fu=None)).settlement.deltas == (-5000, 8000, -3000)
    assert apply(at(split), tsumo(0, 5, fu=None)).settlement.deltas == (12000, -6000, -6000)
    # 1 han 30 fu (basic 240): the half-share 120 is added before rounding: 360 -> 400, 600
    step = apply(at(split), tsumo(2, 1, 30))
    assert step.settlement.deltas == (-600, -400, 1000)
    assert [p.raw for p in step.settlement.wins[0].payments] == [600, 360]
    assert any("split" in note for note in step.settlement.notes)


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_honba_per_payer(rules: Rules) -> None:
    # Tenhou [V] sanma2.xml hand 5: 3 honba, 100 a counter from each payer; ron: 300 a counter
    state = at(rules, honba=3, dealer=1)
    assert apply(state, tsumo(0, 3, 30)).settlement.deltas == (3000 + 600, -2300, -1300)
    assert apply(state, ron(0, 2, 3, 30)).settlement.deltas == (3900 + 900, 0, -4800)
    # the other reading: the two payers share the whole 300 a counter
    half = at(rules.replace(honba_tsumo="half"), honba=3, dealer=1)
    assert apply(half, tsumo(0, 3, 30)).settlement.deltas == (3000 + 900, -2450, -1450)


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_riichi_sticks_go_to_the_winner(rules: Rules) -> None:
    state = apply(at(rules, sticks=1), DeclareRiichi(2)).state
    step = apply(state, ron(1, 0, 1, 30))
    assert step.settlement.deltas == (-1000, 1000 + 2000, 0)
    assert step.state.sticks == 0


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_a_double_ron_pays_honba_and_sticks_to_the_nearest(rules: Rules) -> None:
    # as four players: the winner nearest the discarder in turn order takes honba and sticks
    state = at(rules, honba=1, sticks=1)
    win = Win(
        entries=(WinEntry(winner=0, han=1, fu=30), WinEntry(winner=1, han=1, fu=30)),
        discarder=2,
    )
    step = apply(state, win)
    assert step.settlement.deltas == (1500 + 300 + 1000, 1000, -2800)
    assert step.state.dealer == 0
    assert step.state.honba == 2  # the dealer won: repeat


# --- nukidora ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_nukidora_adds_a_han_each(rules: Rules) -> None:
    # Tenhou 3p 「北は抜きドラ」; riichi.wiki Sanma: the kita tile "would be counted as dora"
    step = apply(at(rules), ron(1, 2, 1, 30, nukidora=2))
    assert step.settlement.wins[0].value.han == 3
    assert step.settlement.deltas == (0, 3900, -3900)


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
@pytest.mark.parametrize(
    ("entry", "field"),
    [
        ({"han": 0, "nukidora": 2}, "han"),  # dora is not a yaku
        ({"han": 1, "fu": 30, "nukidora": 5}, "nukidora"),  # four North tiles
        ({"han": 1, "fu": 30, "nukidora": -1}, "nukidora"),
    ],
)
def test_nukidora_is_refused_where_it_cannot_be(
    rules: Rules, entry: dict[str, Any], field: str
) -> None:
    with pytest.raises(RuleError) as err:
        apply(at(rules), Win(entries=(WinEntry(winner=1, **entry),), discarder=2))
    assert err.value.field == field
    assert err.value.index == 0


def test_nukidora_needs_rules_that_set_north_aside() -> None:
    for rules in (STANDARD, STANDARD_SANMA.replace(nukidora=False)):
        with pytest.raises(RuleError) as err:
            apply(new_game(rules), ron(1, 2, 1, 30, nukidora=1))
        assert err.value.field == "nukidora"


def test_nukidora_is_saved_only_when_there_is_some() -> None:
    plain = ron(1, 2, 1, 30)
    assert "nukidora" not in action_to_dict(plain)["entries"][0]
    counted = ron(1, 2, 1, 30, nukidora=3)
    data = json.loads(json.dumps(action_to_dict(counted)))
    assert data["entries"][0]["nukidora"] == 3
    assert action_from_dict(data) == counted
    data["entries"][0]["nukidora"] = "3"
    with pytest.raises(ValueError, match="nukidora"):
        action_from_dict(data)


# --- draws ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ((), (0, 0, 0)),
        ((1,), (-1000, 2000, -1000)),  # Tenhou [V] sanma2.xml hand 3: 1,000 from each noten
        ((0, 2), (1000, -2000, 1000)),
        ((0, 1, 2), (0, 0, 0)),
    ],
)
def test_noten_payments_among_three(
    rules: Rules, tenpai: tuple[int, ...], deltas: tuple[int, int, int]
) -> None:
    step = apply(at(rules), ExhaustiveDraw(tenpai=frozenset(tenpai)))
    assert step.settlement.deltas == deltas
    assert step.state.honba == 1
    assert step.state.dealer == (0 if 0 in tenpai else 1)


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_abortive_draws_of_three_players(rules: Rules) -> None:
    # Mahjong Soul 3p: 「途中流局は九種九牌・四槓散了のみ」; Tenhou 3p: kita cancels 九種
    for kind in ("kyuushu", "kan4"):
        step = apply(at(rules), AbortiveDraw(kind))
        assert step.settlement.deltas == (0, 0, 0)
        assert (step.state.dealer, step.state.honba) == (0, 1)
    for kind in ("kaze4", "reach4", "ron3"):
        with pytest.raises(RuleError) as err:
            apply(at(rules), AbortiveDraw(kind))
        assert err.value.field == "kind"


@pytest.mark.parametrize("rules", [TENHOU_SANMA, MAHJONGSOUL_SANMA], ids=IDS[1:])
def test_nagashi_mangan_is_a_mangan_tsumo_of_two_payers(rules: Rules) -> None:
    # [R] as four players, paid as a mangan tsumo: with tsumo loss 4,000 + 2,000
    step = apply(at(rules), ExhaustiveDraw(tenpai=frozenset({0}), nagashi=frozenset({1})))
    assert step.settlement.deltas == (-4000, 6000, -2000)
    split = apply(
        at(rules.replace(tsumo_north="bisection")), ExhaustiveDraw(nagashi=frozenset({0}))
    )
    assert split.settlement.deltas == (12000, -6000, -6000)


def test_standard_sanma_has_no_nagashi_mangan() -> None:
    with pytest.raises(RuleError) as err:
        apply(new_game(STANDARD_SANMA), ExhaustiveDraw(nagashi=frozenset({1})))
    assert err.value.field == "nagashi"


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_a_chombo_pays_a_reverse_mangan_to_the_two_others(rules: Rules) -> None:
    assert apply(at(rules), Chombo(1)).settlement.deltas == (4000, -6000, 2000)
    assert apply(at(rules), Chombo(0)).settlement.deltas == (-8000, 4000, 4000)


# --- the end of the game ----------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "ends"), [(r, r.busting) for r in SANMA], ids=IDS)
def test_busting(rules: Rules, ends: bool) -> None:
    # Tenhou [V]: sanma2.xml ends in East 3 when a ron leaves a player at -5,500
    state = at(rules, scores=(27400, 66100, 11500), hand_number=3, dealer=2)
    step = apply(state, ron(1, 2, 7, 40))
    assert step.state.scores[2] < 0
    assert step.state.game_over is ends


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_the_last_hand_is_south_3(rules: Rules) -> None:
    # everyone above the target: the game ends when the deal passes after South 3
    state = at(rules, round_wind=1, hand_number=3, dealer=2, scores=(45000, 30000, 30000))
    step = apply(state, ron(0, 1, 1, 30))
    assert step.state.game_over


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_the_west_round(rules: Rules) -> None:
    # Tenhou: sudden death into the next wind with nobody at the target, 40,000 (Mahjong Soul
    # 3p: 「一位必要点数:40000」 above its 35,000 return)
    state = at(rules, round_wind=1, hand_number=3, dealer=2, scores=(34000,) * 3, sticks=3)
    step = apply(state, ExhaustiveDraw())
    assert step.state.game_over is not rules.west_round
    if rules.west_round:
        assert (step.state.round_wind, step.state.hand_number, step.state.dealer) == (2, 1, 0)
        # West 3 is the last hand whatever happens
        last = at(rules, round_wind=2, hand_number=3, dealer=2, scores=(34000,) * 3, sticks=3)
        assert apply(last, ExhaustiveDraw()).state.game_over


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        # Tenhou [V] sanma2.xml owari: 27,400 / 83,100 / -5,500 -> -13.0 / 79.0 / -66.0
        (TENHOU_SANMA, (-13.0, 79.0, -66.0)),
        # Mahjong Soul 3p: (score - 35,000) / 1000 + uma 15 / 0 / -15, to 0.1
        (MAHJONGSOUL_SANMA, (-7.6, 63.1, -55.5)),
        # standard: the seed's rounding (0.5 down), 40,000 return, uma 20 / 0 / -20
        (STANDARD_SANMA, (-13.0, 78.0, -65.0)),
    ],
    ids=["tenhou-sanma", "mahjongsoul-sanma", "standard-sanma"],
)
def test_final_points_with_the_uma_for_three(rules: Rules, points: tuple[float, ...]) -> None:
    state = at(rules, scores=(27400, 83100, -5500))
    result = final_results(apply(state, EndGame()).state)
    assert result.placements == (1, 0, 2)
    assert result.ranks == (2, 1, 3)
    assert result.points == pytest.approx(points)
    assert sum(result.points) == pytest.approx(0)
    assert result.uma == tuple(float(rules.uma[rank - 1]) for rank in result.ranks)


def test_leftover_sticks_go_to_first_of_three() -> None:
    state = at(TENHOU_SANMA, sticks=2, scores=(30000, 40000, 33000))
    step = apply(state, EndGame())
    assert step.state.final_scores == (30000, 42000, 33000)
    assert placement_order((1, 1, 0)) == (0, 1, 2)


# --- serialisation ----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", SANMA, ids=IDS)
def test_a_three_player_state_round_trips(rules: Rules) -> None:
    step: Step = apply(apply(new_game(rules), DeclareRiichi(2)).state, tsumo(1, 2, 30))
    data = json.loads(json.dumps(state_to_dict(step.state)))
    assert len(data["scores"]) == 3
    assert state_from_dict(data) == step.state


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"scores": [35000] * 4}, "'scores' should have 3 values"),
        ({"dealer": 3}, "'dealer' is out of range"),
        ({"hand_number": 4}, "'hand_number' is out of range"),
        ({"riichi": [3]}, "'riichi' is out of range"),
    ],
)
def test_a_three_player_state_refuses_a_fourth_seat(change: dict[str, Any], message: str) -> None:
    data = {**state_to_dict(new_game(TENHOU_SANMA)), **change}
    with pytest.raises(ValueError, match=message):
        state_from_dict(data)


# --- the payment function of the teaching tools -----------------------------------------------


@pytest.mark.parametrize(
    ("rules", "args", "expected"),
    [
        # (han, fu, dealer, tsumo, honba, sticks) -> (main, additional, total)
        (TENHOU_SANMA, (5, None, False, True, 0, 0), (4000, 2000, 6000)),
        (TENHOU_SANMA, (5, None, True, True, 0, 0), (4000, 4000, 8000)),
        (TENHOU_SANMA, (3, 30, False, True, 3, 0), (2300, 1300, 3600)),
        (TENHOU_SANMA, (3, 30, False, False, 3, 1), (4800, 0, 5800)),
        (
            STANDARD_SANMA.replace(tsumo_north="bisection"),
            (5, None, False, True, 0, 0),
            (5000, 3000, 8000),
        ),
        (
            STANDARD_SANMA.replace(honba_tsumo="half"),
            (5, None, True, True, 2, 0),
            (4300, 4300, 8600),
        ),
    ],
)
def test_payments_for_three(
    rules: Rules, args: tuple[Any, ...], expected: tuple[int, int, int]
) -> None:
    han, fu, dealer, is_tsumo, honba, sticks = args
    assert payments(han, fu, dealer, is_tsumo, honba, sticks, rules) == expected
