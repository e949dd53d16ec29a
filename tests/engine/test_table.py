"""The table's state machine: riichi, wins, draws, abortive draws, chombo, rotation, game end."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.hands import ron, tsumo

from scoretable.engine.errors import RuleError
from scoretable.engine.leftover import placement_order
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
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
)

STANDARD = get_preset("standard")
TENHOU = get_preset("tenhou")


def at(rules: Rules = STANDARD, **changes: object) -> TableState:
    """A state of a new game under ``rules`` with some fields changed."""
    return dataclasses.replace(new_game(rules), **changes)  # type: ignore[arg-type]


def run(state: TableState, *actions: Action) -> Step:
    step = Step(state, apply(state, EndGame()).settlement)
    for action in actions:
        step = apply(step.state, action)
    return step


def refused(state: TableState, action: Action) -> RuleError:
    with pytest.raises(RuleError) as info:
        apply(state, action)
    return info.value


# --- new game and riichi -----------------------------------------------------------------------


@pytest.mark.parametrize(("preset", "points"), [("standard", 25000), ("ema2016", 30000)])
def test_new_game_starts_at_east_1_with_the_start_points(preset: str, points: int) -> None:
    state = new_game(get_preset(preset))
    assert state.scores == (points,) * 4
    assert (state.round_wind, state.hand_number, state.dealer, state.honba) == (0, 1, 0, 0)
    assert (state.sticks, state.riichi, state.game_over, state.kyoku) == (0, frozenset(), False, 0)
    assert state.seat_wind(0) == 0
    assert state.seat_wind(3) == 3


def test_riichi_puts_a_1000_deposit_on_the_table() -> None:
    step = apply(at(sticks=2), DeclareRiichi(2))
    assert step.state.scores == (25000, 25000, 24000, 25000)
    assert (step.state.sticks, step.state.riichi) == (3, frozenset({2}))
    settlement = step.settlement
    assert settlement.kind == "riichi"
    assert [(t.payer, t.receiver, t.amount, t.reason) for t in settlement.transfers] == [
        (2, None, 1000, "riichi")
    ]
    assert (settlement.sticks_before, settlement.sticks_after) == (2, 3)


def test_riichi_is_refused_twice_in_a_hand() -> None:
    state = apply(new_game(STANDARD), DeclareRiichi(1)).state
    assert refused(state, DeclareRiichi(1)).field == "seat"


@pytest.mark.parametrize("seat", [-1, 4, True, "1"])
def test_riichi_is_refused_for_a_seat_that_does_not_exist(seat: object) -> None:
    assert refused(new_game(STANDARD), DeclareRiichi(seat)).field == "seat"  # type: ignore[arg-type]


def test_riichi_below_1000_points_is_refused_where_the_rules_say_so() -> None:
    # RULES.md, Tenhou column: "riichi needs 1,000"
    error = refused(at(TENHOU, scores=(900, 30000, 35000, 34100)), DeclareRiichi(0))
    assert error.field == "seat"
    assert "1,000" in error.message
    assert (
        apply(at(TENHOU, scores=(1000, 30000, 34000, 35000)), DeclareRiichi(0)).state.scores[0] == 0
    )


def test_riichi_below_1000_points_is_allowed_in_the_standard_preset() -> None:
    # seed 004: "The player will have a negative score and plays normally (he can declare
    # riichi ...)"; RULES.md standard: "riichi is allowed below 1,000 points"
    step = apply(at(scores=(-2000, 40000, 35000, 27000)), DeclareRiichi(0))
    assert step.state.scores[0] == -3000
    assert step.state.sticks == 1


def test_cancel_riichi_gives_the_deposit_back() -> None:
    state = apply(at(sticks=1), DeclareRiichi(3)).state
    step = apply(state, CancelRiichi(3))
    assert step.state.scores == (25000,) * 4
    assert (step.state.sticks, step.state.riichi) == (1, frozenset())
    assert step.settlement.kind == "cancel_riichi"
    assert step.settlement.transfers[0].receiver == 3


def test_cancel_riichi_only_of_this_hand() -> None:
    assert refused(at(sticks=1), CancelRiichi(3)).field == "seat"


def test_nothing_but_end_game_after_the_game_is_over() -> None:
    over = apply(new_game(STANDARD), EndGame()).state
    for action in (DeclareRiichi(0), ron(1, 0, 1, 30), ExhaustiveDraw(), Chombo(1)):
        assert refused(over, action).field == "game"
    again = apply(over, EndGame())
    assert again.state is over
    assert again.settlement.kind == "end"
    assert again.settlement.transfers == ()


def test_an_unknown_action_is_refused() -> None:
    assert refused(new_game(STANDARD), "tsumo").field == "action"  # type: ignore[arg-type]


# --- ron and tsumo -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("han", "fu", "dealer", "amounts"),
    [
        # seed 002's tables: non-dealer ron, dealer ron
        (3, 30, False, {2: 3900}),
        (3, 30, True, {2: 5800}),
        (1, 30, False, {2: 1000}),
        (2, 25, True, {2: 2400}),
        (4, 30, False, {2: 7700}),
        (5, None, False, {2: 8000}),
        (6, None, True, {2: 18000}),
        (13, None, False, {2: 32000}),
    ],
)
def test_ron_the_discarder_pays_the_table_value(
    han: int, fu: int | None, dealer: bool, amounts: dict[int, int]
) -> None:
    winner = 0 if dealer else 1
    step = apply(new_game(STANDARD), ron(winner, 2, han, fu))
    deltas = [0, 0, 0, 0]
    deltas[2] -= amounts[2]
    deltas[winner] += amounts[2]
    assert step.settlement.deltas == tuple(deltas)


@pytest.mark.parametrize(
    ("han", "fu", "non_dealer_pays", "dealer_pays"),
    # seed 002: "tsumo" rows (non-dealers / dealer): 30 fu 1 han 300/500, 4 han 30 fu
    # 2000/3900, 20 fu 2 han 400/700, 25 fu 3 han 800/1600, mangan 2000/4000
    [
        (1, 30, 300, 500),
        (4, 30, 2000, 3900),
        (2, 20, 400, 700),
        (3, 25, 800, 1600),
        (5, None, 2000, 4000),
    ],
)
def test_non_dealer_tsumo_each_payment_rounded_separately(
    han: int, fu: int | None, non_dealer_pays: int, dealer_pays: int
) -> None:
    step = apply(new_game(STANDARD), tsumo(2, han, fu))
    assert step.settlement.deltas == (
        -dealer_pays,
        -non_dealer_pays,
        dealer_pays + 2 * non_dealer_pays,
        -non_dealer_pays,
    )
    payments = step.settlement.wins[0].payments
    assert [(p.payer, p.multiplier, p.amount) for p in payments] == [
        (0, 2, dealer_pays),
        (1, 1, non_dealer_pays),
        (3, 1, non_dealer_pays),
    ]


def test_dealer_tsumo_everyone_pays_twice_the_basic_points() -> None:
    # seed 002: 30 fu 3 han "east tsumo" 2000 all
    step = apply(new_game(STANDARD), tsumo(0, 3, 30))
    assert step.settlement.deltas == (6000, -2000, -2000, -2000)
    assert step.settlement.wins[0].value.basic == 960
    assert [p.raw for p in step.settlement.wins[0].payments] == [1920, 1920, 1920]


def test_honba_ron_the_discarder_pays_300_each() -> None:
    # seed 000: "For ron, the discarder pays the additional 300 points."
    step = apply(at(honba=2), ron(1, 3, 1, 30))
    assert step.settlement.deltas == (0, 1600, 0, -1600)
    honba = [t for t in step.settlement.transfers if t.reason == "honba"]
    assert [(t.payer, t.amount) for t in honba] == [(3, 600)]
    assert step.settlement.wins[0].honba == 2
    assert step.settlement.wins[0].honba_points == 600


def test_honba_tsumo_everyone_pays_100_each() -> None:
    # seed 000: "a non-dealer mangan tsumo with 2 honba costs 2,200 for a non-dealer and 4,200
    # for the dealer"
    step = apply(at(honba=2), tsumo(1, 5, fu=None))
    assert step.settlement.deltas == (-4200, 8600, -2200, -2200)


def test_basengo_makes_each_honba_1500() -> None:
    # seed 000: "basengo ... instead of 300 points per honba, it is 1500 points per honba"
    rules = STANDARD.replace(basengo=True)
    assert apply(at(rules, honba=1), ron(1, 3, 1, 30)).settlement.deltas == (0, 2500, 0, -2500)
    assert apply(at(rules, honba=1), tsumo(1, 1, 30)).settlement.deltas == (-1000, 2600, -800, -800)


def test_the_winner_collects_the_riichi_sticks() -> None:
    # seed 003: "the winner is paid ... any riichi bets on the table are collected by the winner"
    state = apply(at(sticks=1), DeclareRiichi(2)).state
    step = apply(state, ron(1, 3, 1, 30))
    assert step.state.scores == (25000, 28000, 24000, 24000)
    assert step.state.sticks == 0
    sticks = [t for t in step.settlement.transfers if t.reason == "sticks"]
    assert [(t.payer, t.receiver, t.amount) for t in sticks] == [(None, 1, 2000)]
    assert (step.settlement.sticks_before, step.settlement.sticks_after) == (2, 0)
    assert step.settlement.wins[0].sticks == 2


def test_seed_001_example_counters_through_three_hands() -> None:
    # seed 001: "East 4 with 0 counters. The dealer wins ... East round, 4th rotation with 1
    # counter. The next hand is a draw with the dealer not declaring tenpai ... South round,
    # 1st rotation with 2 counters. Later, North wins by ron, getting a bonus of 600 points
    # ... South round, 2nd rotation with 0 counters."
    state = at(hand_number=4, dealer=3)
    state = apply(state, ron(3, 1, 2, 30)).state
    assert (state.round_wind, state.hand_number, state.dealer, state.honba) == (0, 4, 3, 1)
    state = apply(state, ExhaustiveDraw(tenpai=frozenset({1}))).state
    assert (state.round_wind, state.hand_number, state.dealer, state.honba) == (1, 1, 0, 2)
    north = state.dealer - 1 + 4  # seat 3 is North when seat 0 deals
    step = apply(state, ron(north, 1, 1, 30))
    assert step.settlement.wins[0].honba_points == 600
    assert (step.state.round_wind, step.state.hand_number, step.state.dealer) == (1, 2, 1)
    assert step.state.honba == 0


def test_a_win_counts_for_the_winner() -> None:
    state = apply(new_game(STANDARD), tsumo(2, 1, 30)).state
    assert state.wins == (0, 0, 1, 0)
    assert state.hands_played == 1


# --- refusals of a win ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("win", "field", "index"),
    [
        (Win(entries=(), discarder=1), "entries", None),
        (ron(1, 1, 1, 30), "winner", 0),
        (ron(5, 1, 1, 30), "winner", 0),
        (ron(1, 7, 1, 30), "discarder", None),
        (Win((WinEntry(1, 1, 30), WinEntry(2, 1, 30))), "winner", 1),
        (Win((WinEntry(1, 1, 30), WinEntry(1, 2, 30)), discarder=0), "winner", 1),
        (Win((WinEntry(1, 1, 30), WinEntry(2, 1, 20)), discarder=0), "fu", 1),
        (ron(1, 0, han=0, fu=None, yakuman=1, pao=1), "pao", 0),
        (ron(1, 0, han=0, fu=None, yakuman=1, pao=9), "pao", 0),
        (ron(1, 0, 3, 30, pao=2), "pao", 0),
        (ron(1, 0, han=0, fu=None, yakuman=1, pao_yakuman=1), "pao_yakuman", 0),
        (ron(1, 0, han=0, fu=None, yakuman=2, pao=2, pao_yakuman=3), "pao_yakuman", 0),
        (ron(1, 0, han=0, fu=None, yakuman=2, pao=2, pao_yakuman=0), "pao_yakuman", 0),
        (ron(1, 0, han=0, fu=None, yakuman=-1), "yakuman", 0),
        (ron(1, 0, han=0, fu=None, yakuman=1, double_yakuman=2), "yakuman", 0),
        (ron(1, 0, han=0, fu=None, yakuman=1, double_yakuman=-1), "yakuman", 0),
        (tsumo(1, 2, 30, rinshan_pao=0), "rinshan_pao", 0),
        (ron(1, 0, 1, 30), None, None),
    ],
)
def test_a_win_is_refused_naming_the_field(win: Win, field: str | None, index: int | None) -> None:
    state = new_game(STANDARD)
    if field is None:
        assert apply(state, win).settlement.kind == "ron"
        return
    error = refused(state, win)
    assert (error.field, error.index) == (field, index)


def test_a_winner_listed_twice_is_refused_in_words() -> None:
    error = refused(new_game(STANDARD), Win((WinEntry(1, 1, 30), WinEntry(1, 2, 30)), discarder=0))
    assert str(error) == "The same player is listed twice as a winner."


def test_pao_and_its_yakuman_share_refused_in_words() -> None:
    assert (
        "own hand"
        in refused(new_game(STANDARD), ron(1, 0, han=0, fu=None, yakuman=1, pao=1)).message
    )
    assert "yakuman" in refused(new_game(STANDARD), ron(1, 0, 3, 30, pao=2)).message


RINSHAN = STANDARD.replace(rinshan_pao=True)


@pytest.mark.parametrize(
    ("win", "text"),
    [
        (ron(1, 0, 2, 30, rinshan_pao=2), "Rinshan kaihou is a tsumo win."),
        (tsumo(1, 2, 30, rinshan_pao=1), "The winner cannot have fed their own kan."),
        (tsumo(1, 2, 30, rinshan_pao=4), "4 is not a seat (0 to 3)."),
        (
            tsumo(1, han=0, fu=None, yakuman=1, pao=2, rinshan_pao=3),
            "A win has either a pao player or a rinshan pao player, not both.",
        ),
    ],
)
def test_rinshan_pao_refusals(win: Win, text: str) -> None:
    error = refused(new_game(RINSHAN), win)
    assert error.field == "rinshan_pao"
    assert error.message == text


def test_ryanhan_shibari_refuses_a_1_han_hand_from_5_honba() -> None:
    # seed 001: "players must have two han or more from yaku when the count is five or more"
    rules = STANDARD.replace(ryanhan_shibari=True)
    error = refused(at(rules, honba=5), ron(1, 0, 1, 30))
    assert (error.field, error.index) == ("han", 0)
    assert apply(at(rules, honba=4), ron(1, 0, 1, 30)).settlement.deltas[1] == 2200
    assert apply(at(rules, honba=5), ron(1, 0, 2, 30)).settlement.deltas[1] == 3500
    assert (
        apply(at(rules, honba=5), ron(1, 0, han=0, fu=None, yakuman=1)).settlement.deltas[1]
        == 33500
    )
    # without the option, 1 han at 5 honba is fine (RULES.md standard: "no ryanhan shibari")
    assert apply(at(honba=5), ron(1, 0, 1, 30)).settlement.deltas[1] == 2500


# --- multiple ron ---------------------------------------------------------------------------------


def double_ron(discarder: int, *winners: tuple[int, int, int | None]) -> Win:
    return Win(tuple(WinEntry(w, han, fu) for w, han, fu in winners), discarder=discarder)


def test_double_ron_standard_pays_both_honba_and_sticks_to_the_nearest() -> None:
    # RULES.md standard: "double and triple ron allowed, each winner paid in full, honba and
    # sticks to the winner nearest the discarder"; seat 1 sits next after the discarder 0.
    state = apply(at(honba=1, sticks=1, dealer=2, hand_number=3), DeclareRiichi(3)).state
    step = apply(state, double_ron(0, (3, 2, 30), (1, 1, 30)))
    assert step.settlement.deltas == (-2000 - 1000 - 300, 1000 + 300 + 2000, 0, 2000 - 1000 + 1000)
    first, second = step.settlement.wins
    assert (first.winner, first.honba, first.sticks) == (3, 0, 0)
    assert (second.winner, second.honba, second.sticks) == (1, 1, 2)
    assert step.state.honba == 0
    assert step.state.dealer == 3  # no dealer among the winners
    assert step.state.wins == (0, 1, 0, 1)


def test_double_ron_with_the_dealer_keeps_the_deal() -> None:
    # oracle README: "Dealer repeats on a dealer win (also inside a double ron)"
    step = apply(at(honba=2), double_ron(2, (1, 1, 30), (0, 1, 30)))
    assert step.state.dealer == 0
    assert step.state.honba == 3
    # seat 0 sits nearer the discarder 2 (turn order 2 -> 3 -> 0 -> 1): honba to the dealer
    assert step.settlement.deltas == (1500 + 600, 1000, -1500 - 1000 - 600, 0)


def test_triple_ron_is_paid_in_the_standard_preset() -> None:
    step = apply(new_game(STANDARD), double_ron(3, (0, 1, 30), (1, 1, 30), (2, 1, 30)))
    assert step.settlement.kind == "ron"
    assert step.settlement.deltas == (1500, 1000, 1000, -3500)


def test_triple_ron_is_an_abortive_draw_at_tenhou() -> None:
    # RULES.md, Tenhou: "double; triple = abortive [V]"; oracle README: "Triple ron is an
    # abortive draw (ron3)"
    state = apply(at(TENHOU, honba=1), DeclareRiichi(0)).state
    step = apply(state, double_ron(3, (0, 1, 30), (1, 1, 30), (2, 1, 30)))
    assert step.settlement.kind == "abortive"
    assert step.settlement.deltas == (0, 0, 0, 0)
    assert (step.state.honba, step.state.sticks, step.state.dealer) == (2, 1, 0)
    assert "triple ron" in step.settlement.notes[0]


def test_triple_ron_is_still_validated_before_it_aborts() -> None:
    error = refused(new_game(TENHOU), double_ron(3, (0, 1, 30), (0, 1, 30), (2, 1, 30)))
    assert (error.field, error.index) == ("winner", 1)


def test_head_bump_pays_only_the_nearest_winner() -> None:
    # RULES.md, WRC 2025: "head bump: nearest winner only [P]"
    rules = get_preset("wrc2025")
    state = apply(at(rules, honba=1), DeclareRiichi(2)).state
    step = apply(state, double_ron(1, (0, 5, None), (2, 1, 30)))
    assert step.settlement.deltas == (0, -1300, 1000 + 300 + 1000, 0)
    bumped, paid = step.settlement.wins
    assert bumped.head_bumped
    assert bumped.payments == ()
    assert bumped.sticks == 0
    assert not paid.head_bumped
    assert paid.honba == 1
    assert paid.sticks == 1
    assert step.state.dealer == 1
    assert step.state.honba == 0  # the dealer was bumped
    assert "head bump" in step.settlement.notes[0]


def test_a_head_bumped_winner_keeps_who_was_liable() -> None:
    # the bumped yakuman is paid by no one, but its record (the explanation, the history)
    # still names the player who fed it
    rules = get_preset("wrc2025")
    entries = (WinEntry(0, yakuman=1, pao=3), WinEntry(2, han=1, fu=30))
    step = apply(at(rules), Win(entries=entries, discarder=1))
    bumped, paid = step.settlement.wins
    assert (bumped.winner, bumped.head_bumped, bumped.pao) == (0, True, 3)
    assert (paid.winner, paid.head_bumped, paid.pao) == (2, False, None)


def test_ema_multiple_ron_honba_to_every_winner_own_stick_back() -> None:
    # RULES.md, EMA: "honba to every winner; each gets own stick back; the rest to the nearest
    # winner [S]"
    rules = get_preset("ema2016")
    state = at(rules, honba=1, sticks=2, dealer=3, hand_number=4)
    state = apply(apply(state, DeclareRiichi(2)).state, DeclareRiichi(1)).state
    step = apply(state, double_ron(0, (2, 1, 30), (1, 1, 30)))
    first, second = step.settlement.wins
    assert (first.winner, first.honba, first.sticks) == (2, 1, 1)
    assert (second.winner, second.honba, second.sticks) == (1, 1, 3)
    assert step.settlement.deltas == (-2600, 1300 + 3000, 1300 + 1000, 0)
    assert step.state.sticks == 0


# --- pao -----------------------------------------------------------------------------------------


def test_pao_tsumo_the_liable_player_pays_everything_with_honba() -> None:
    # seed 000: "the yakuman tsumo payment is borne entirely by the discarder of the ponned
    # tile, who also has to pay 300 per honba"
    step = apply(at(honba=1), tsumo(3, han=0, fu=None, yakuman=1, pao=1))
    assert step.settlement.deltas == (0, -32300, 0, 32300)
    win = step.settlement.wins[0]
    assert win.pao == 1
    assert [(p.payer, p.multiplier, p.amount, p.pao) for p in win.payments] == [(1, 4, 32000, True)]
    assert all(t.pao for t in step.settlement.transfers)


def test_pao_ron_split_half_and_half_discarder_pays_the_honba() -> None:
    # seed 000: "On a ron, the yakuman value is split between the discarder of the winning
    # tile and the discarder of the earlier ponned tile. Most rules have the winning tile
    # discarder pay for all honba."
    step = apply(at(honba=2), ron(0, 3, han=0, fu=None, yakuman=1, pao=1))
    assert step.settlement.deltas == (48600, -24000, 0, -24600)
    payments = step.settlement.wins[0].payments
    assert [(p.payer, p.raw, p.amount, p.share, p.pao) for p in payments] == [
        (1, 24000, 24000, 0.5, True),
        (3, 24000, 24000, 0.5, False),
    ]


def test_only_what_the_liable_player_pays_is_marked_pao() -> None:
    # the explanation and the voice say "liable" of a payment marked pao
    plain = apply(at(honba=1), ron(1, 0, 3, 30))
    assert [p.pao for p in plain.settlement.wins[0].payments] == [False]
    assert [(t.reason, t.pao) for t in plain.settlement.transfers] == [
        ("hand", False),
        ("honba", False),
    ]
    # Mahjong Soul, a ron of two yakuman, one of them liable: that one split half and half,
    # the other paid by the discarder alone
    rules = get_preset("mahjongsoul")
    split = apply(new_game(rules), ron(1, 0, han=0, fu=None, yakuman=2, pao=3, pao_yakuman=1))
    payments = split.settlement.wins[0].payments
    assert [(p.payer, p.amount, p.share, p.pao) for p in payments] == [
        (3, 16000, 0.5, True),
        (0, 16000, 0.5, False),
        (0, 32000, 1.0, False),
    ]


def test_pao_by_the_discarder_himself_is_a_plain_ron() -> None:
    step = apply(new_game(STANDARD), ron(1, 2, han=0, fu=None, yakuman=1, pao=2))
    assert step.settlement.deltas == (0, 32000, -32000, 0)


def test_tenhou_pao_covers_the_whole_multiple_yakuman() -> None:
    # RULES.md, Tenhou: "tsumo: liable pays all incl honba, even of a multiple yakuman [V]"
    step = apply(at(TENHOU, honba=3), tsumo(1, han=0, fu=None, yakuman=2, pao=2, pao_yakuman=1))
    assert step.settlement.deltas == (0, 64900, -64900, 0)


def test_mahjongsoul_pao_covers_only_the_liable_share() -> None:
    # RULES.md, Mahjong Soul: "only the liable yakuman's share [E] (the win must say how many
    # of its yakuman are liable)"
    rules = get_preset("mahjongsoul")
    step = apply(at(rules, honba=1), tsumo(1, han=0, fu=None, yakuman=2, pao=3, pao_yakuman=1))
    # one yakuman (32,000) from the liable seat with all honba, the other as a normal tsumo
    assert step.settlement.deltas == (-16000, 64300, -8000, -32000 - 300 - 8000)
    ron_step = apply(new_game(rules), ron(1, 0, han=0, fu=None, yakuman=2, pao=3, pao_yakuman=1))
    assert ron_step.settlement.deltas == (-16000 - 32000, 64000, 0, -16000)
    # no share given: the whole hand
    whole = apply(new_game(rules), tsumo(1, han=0, fu=None, yakuman=2, pao=3))
    assert whole.settlement.deltas == (0, 64000, 0, -64000)


def test_rinshan_pao_the_kan_feeder_pays_as_a_ron() -> None:
    # seed 002: "the player who fed the kan has to pay all of the points ... this counts as a
    # tsumo win, but the points payment is that of a ron"
    step = apply(at(RINSHAN, honba=1), tsumo(1, 2, 40, rinshan_pao=3))
    assert step.settlement.deltas == (0, 2900, 0, -2900)
    win = step.settlement.wins[0]
    assert win.rinshan_pao
    assert win.tsumo
    assert [(p.payer, p.multiplier) for p in win.payments] == [(3, 4)]
    # the kan feeder pays the hand and its honba, each transfer marked as the liable one's
    assert [(t.reason, t.payer, t.pao) for t in step.settlement.transfers] == [
        ("hand", 3, True),
        ("honba", 3, True),
    ]


def test_rinshan_pao_is_refused_where_the_rules_do_not_have_it() -> None:
    # RULES.md standard: "no rinshan pao"
    assert "not played" in refused(new_game(STANDARD), tsumo(1, 2, 40, rinshan_pao=3)).message


# --- exhaustive draws -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        (set(), (0, 0, 0, 0)),
        ({2}, (-1000, -1000, 3000, -1000)),
        ({1, 2}, (-1500, 1500, 1500, -1500)),
        ({0, 1, 3}, (1000, 1000, -3000, 1000)),
        ({0, 1, 2, 3}, (0, 0, 0, 0)),
    ],
)
def test_noten_payments_share_3000(tenpai: set[int], deltas: tuple[int, ...]) -> None:
    # RULES.md: "Noten payments 3000 total"
    step = apply(at(sticks=2, honba=1), ExhaustiveDraw(tenpai=frozenset(tenpai)))
    assert step.settlement.kind == "draw"
    assert step.settlement.deltas == deltas
    assert step.settlement.tenpai == frozenset(tenpai)
    assert all(t.reason == "noten" for t in step.settlement.transfers)
    # seed 000/001: a draw adds a counter; RULES.md: sticks are left on the table
    assert (step.state.honba, step.state.sticks) == (2, 2)
    assert step.state.dealer == (0 if 0 in tenpai else 1)


def test_a_riichi_is_cleared_but_its_stick_stays_after_a_draw() -> None:
    state = apply(new_game(STANDARD), DeclareRiichi(1)).state
    after = apply(state, ExhaustiveDraw(tenpai=frozenset({1}))).state
    assert after.riichi == frozenset()
    assert after.sticks == 1


def test_a_tenpai_seat_must_exist() -> None:
    assert refused(new_game(STANDARD), ExhaustiveDraw(tenpai=frozenset({4}))).field == "tenpai"


def test_nagashi_mangan_is_paid_as_a_mangan_tsumo_without_honba_or_noten() -> None:
    # oracle README: "Nagashi mangan: paid as a mangan tsumo, no honba and no noten payments,
    # sticks stay, honba +1, dealer stays if tenpai."
    state = at(TENHOU, honba=2, sticks=1)
    step = apply(state, ExhaustiveDraw(tenpai=frozenset({0, 3}), nagashi=frozenset({2})))
    assert step.settlement.kind == "nagashi"
    assert step.settlement.deltas == (-4000, -2000, 8000, -2000)
    assert all(t.reason == "nagashi" for t in step.settlement.transfers)
    assert (step.state.honba, step.state.sticks, step.state.dealer) == (3, 1, 0)
    win = step.settlement.wins[0]
    assert (win.winner, win.tsumo, win.value.limit, win.honba) == (2, True, "mangan", 0)
    dealer = apply(state, ExhaustiveDraw(nagashi=frozenset({0})))
    assert dealer.settlement.deltas == (12000, -4000, -4000, -4000)
    assert dealer.state.dealer == 1


def test_nagashi_is_refused_where_the_rules_do_not_have_it() -> None:
    # RULES.md standard: "no nagashi mangan"
    error = refused(new_game(STANDARD), ExhaustiveDraw(nagashi=frozenset({1})))
    assert error.field == "nagashi"
    assert refused(new_game(TENHOU), ExhaustiveDraw(nagashi=frozenset({5}))).field == "nagashi"


# --- abortive draws -------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["kyuushu", "kaze4", "kan4"])
def test_abortive_draw_honba_plus_one_dealer_stays(kind: str) -> None:
    # RULES.md standard: "kyuushu kyuuhai, four winds, four riichi, four kans (honba +1,
    # dealer stays; kyuushu counts)"
    state = apply(at(honba=1, dealer=2, hand_number=3), DeclareRiichi(1)).state
    step = apply(state, AbortiveDraw(kind))
    assert step.settlement.kind == "abortive"
    assert step.settlement.deltas == (0, 0, 0, 0)
    assert (step.state.honba, step.state.dealer, step.state.hand_number) == (2, 2, 3)
    assert (step.state.sticks, step.state.riichi) == (1, frozenset())


def test_kyuushu_need_not_count_a_honba() -> None:
    # seed 002: "Increasing the count for 'nine unrelated tiles' is optional."
    rules = STANDARD.replace(honba_on_kyuushu=False)
    assert apply(at(rules, honba=1), AbortiveDraw("kyuushu")).state.honba == 1
    assert apply(at(rules, honba=1), AbortiveDraw("kaze4")).state.honba == 2


def test_four_riichi_all_declared() -> None:
    state = new_game(TENHOU)
    for seat in range(4):
        state = apply(state, DeclareRiichi(seat)).state
    step = apply(state, AbortiveDraw("reach4"))
    assert step.settlement.transfers == ()
    assert step.state.sticks == 4
    assert step.state.scores == (24000,) * 4


def test_four_riichi_takes_the_fourth_deposit_first() -> None:
    # oracle README: "in reach4 the fourth deposit is taken first"
    state = new_game(TENHOU)
    for seat in (0, 1, 3):
        state = apply(state, DeclareRiichi(seat)).state
    step = apply(state, AbortiveDraw("reach4"))
    assert [(t.payer, t.receiver, t.amount, t.reason) for t in step.settlement.transfers] == [
        (2, None, 1000, "riichi")
    ]
    assert step.settlement.deltas == (0, 0, -1000, 0)
    assert (step.settlement.sticks_before, step.settlement.sticks_after) == (3, 4)
    assert step.state.sticks == 4
    assert step.state.scores == (24000,) * 4
    assert "fourth riichi" in step.settlement.notes[0]


def test_four_riichi_needs_three_declared_and_a_fourth_who_can_pay() -> None:
    state = apply(apply(new_game(TENHOU), DeclareRiichi(0)).state, DeclareRiichi(1)).state
    assert refused(state, AbortiveDraw("reach4")).field == "kind"
    poor = dataclasses.replace(
        state, riichi=frozenset({0, 1, 3}), scores=(24000, 24000, 500, 51500)
    )
    assert refused(poor, AbortiveDraw("reach4")).field == "seat"


def test_abortive_kinds_outside_the_rules_are_refused() -> None:
    assert refused(new_game(STANDARD), AbortiveDraw("ron3")).field == "kind"
    assert refused(new_game(STANDARD), AbortiveDraw("nine")).field == "kind"
    # RULES.md, EMA 2016: "Abortive draws: none"
    error = refused(new_game(get_preset("ema2016")), AbortiveDraw("kyuushu"))
    assert error.field == "kind"
    assert "not an abortive draw" in error.message
    assert apply(new_game(TENHOU), AbortiveDraw("ron3")).state.honba == 1


# --- chombo ---------------------------------------------------------------------------------------


def test_chombo_non_dealer_pays_a_reverse_mangan() -> None:
    # RULES.md standard: "a reverse mangan paid to the others (4,000 / 2,000 each from a
    # non-dealer, 4,000 each from the dealer), the hand replayed, no honba"
    state = at(honba=1, dealer=1, hand_number=2, sticks=1)
    state = apply(apply(state, DeclareRiichi(3)).state, DeclareRiichi(0)).state
    step = apply(state, Chombo(2))
    assert step.settlement.kind == "chombo"
    assert step.settlement.deltas == (2000 + 1000, 4000, -8000, 2000 + 1000)
    assert step.state.scores == (27000, 29000, 17000, 27000)
    assert (step.state.sticks, step.state.riichi, step.state.honba) == (1, frozenset(), 1)
    assert (step.state.dealer, step.state.hand_number, step.state.hands_played) == (1, 2, 0)
    assert [t.reason for t in step.settlement.transfers[:2]] == ["riichi", "riichi"]
    assert step.settlement.notes == ("the hand is replayed",)


def test_chombo_dealer_pays_4000_each() -> None:
    step = apply(new_game(STANDARD), Chombo(0))
    assert step.settlement.deltas == (-12000, 4000, 4000, 4000)


def test_chombo_as_a_final_penalty() -> None:
    # RULES.md, EMA 2016: "-20,000 after uma, hand replayed, no honba, sticks returned [P]"
    rules = get_preset("ema2016")
    state = apply(at(rules, honba=2), DeclareRiichi(1)).state
    step = apply(state, Chombo(1))
    assert step.settlement.deltas == (0, 1000, 0, 0)
    assert step.state.penalties == (0, 20, 0, 0)
    assert step.state.scores == (30000,) * 4
    assert step.state.honba == 2
    assert step.settlement.penalties == (0, 20, 0, 0)


def test_chombo_may_count_a_honba() -> None:
    # seed 002: "Depending on the rules, the occurence of chombo may also increase the count."
    assert apply(at(STANDARD.replace(honba_on_chombo=True)), Chombo(1)).state.honba == 1


def test_chombo_that_busts_a_player_ends_a_busting_game() -> None:
    state = at(TENHOU, scores=(40000, 3000, 30000, 27000), sticks=1)
    step = apply(state, Chombo(1))
    assert step.state.game_over
    assert step.state.final_scores == (45000, -5000, 32000, 29000)
    assert step.settlement.transfers[-1].reason == "leftover"


# --- game end -------------------------------------------------------------------------------------


def test_busting_below_zero_ends_the_game_at_tenhou() -> None:
    # RULES.md, Tenhou: "below 0 ends [V]"
    state = at(TENHOU, scores=(30000, 7000, 33000, 30000), sticks=2)
    step = apply(state, ron(0, 1, 5, fu=None))
    assert step.state.game_over
    # leftover sticks to first: they went to the winner already
    assert step.state.final_scores == (44000, -5000, 33000, 30000)


def test_exactly_zero_plays_on() -> None:
    # oracle README: "a score below 0 ends the game at once (exactly 0 does not)"
    step = apply(at(TENHOU, scores=(30000, 8000, 32000, 30000)), ron(2, 1, 5, fu=None))
    assert step.state.scores[1] == 0
    assert not step.state.game_over


def test_negative_scores_play_on_in_the_standard_preset() -> None:
    # seed 004: "If a player score goes below zero, the game continues."
    step = apply(at(scores=(30000, 7000, 33000, 30000)), ron(2, 1, 5, fu=None))
    assert step.state.scores[1] == -1000
    assert not step.state.game_over


def test_standard_ends_after_south_4_when_the_deal_passes() -> None:
    # RULES.md standard: "the game ends after South 4 unless the dealer repeats"
    last = at(round_wind=1, hand_number=4, dealer=3, scores=(20000, 20000, 20000, 40000))
    assert apply(last, ron(1, 2, 1, 30)).state.game_over
    repeat = apply(last, ron(3, 2, 1, 30)).state
    assert not repeat.game_over
    assert (repeat.round_wind, repeat.hand_number, repeat.honba) == (
        1,
        4,
        1,
    )
    assert not apply(last, ExhaustiveDraw(tenpai=frozenset({3}))).state.game_over
    assert apply(last, ExhaustiveDraw()).state.game_over
    early = at(round_wind=1, hand_number=3, dealer=2)
    assert not apply(early, ron(1, 2, 1, 30)).state.game_over


def test_east_4_goes_on_to_south_1_in_a_hanchan() -> None:
    state = apply(at(hand_number=4, dealer=3), ron(1, 2, 1, 30)).state
    assert (state.round_wind, state.hand_number, state.dealer) == (1, 1, 0)


def test_tonpuu_ends_after_east_4() -> None:
    rules = STANDARD.replace(length="tonpuu")
    assert apply(at(rules, hand_number=4, dealer=3), ron(1, 2, 1, 30)).state.game_over


LAST = dict(round_wind=1, hand_number=4, dealer=3)


def test_agari_yame_dealer_first_with_30000_ends() -> None:
    # RULES.md, Tenhou: "Agari-yame / tenpai-yame: yes [V]"; oracle README: "the game still
    # ends if the dealer is then first with 30,000 or more"
    state = at(TENHOU, scores=(25000, 20000, 25000, 30000), **LAST)
    assert apply(state, ron(3, 1, 1, 30)).state.game_over
    assert apply(state, ExhaustiveDraw(tenpai=frozenset({3}))).state.game_over  # tenpai-yame


def test_agari_yame_needs_first_place_and_return_points() -> None:
    behind = at(TENHOU, scores=(40000, 10000, 20000, 30000), **LAST)
    assert not apply(behind, ron(3, 1, 1, 30)).state.game_over
    low = at(TENHOU, scores=(24000, 24000, 24000, 28000), **LAST)
    assert not apply(low, ron(3, 1, 1, 30)).state.game_over
    # an abortive draw is no agari-yame
    top = at(TENHOU, scores=(20000, 20000, 20000, 40000), **LAST)
    assert not apply(top, AbortiveDraw("kyuushu")).state.game_over


def test_no_agari_yame_in_the_standard_preset() -> None:
    state = at(STANDARD, scores=(20000, 20000, 20000, 40000), **LAST)
    assert not apply(state, ron(3, 1, 1, 30)).state.game_over


def test_tenhou_goes_into_the_west_round_below_30000() -> None:
    # RULES.md, Tenhou: "West round: sudden death to 30k, West 4 last [V]"
    state = at(TENHOU, scores=(28000, 24000, 24000, 24000), **LAST)
    step = apply(state, ron(0, 1, 1, 30))
    assert not step.state.game_over
    assert (step.state.round_wind, step.state.hand_number, step.state.dealer) == (2, 1, 0)
    assert apply(state, ron(0, 1, 2, 30)).state.game_over  # 28,000 + 2,000 = 30,000


def test_west_round_sudden_death() -> None:
    west = at(TENHOU, round_wind=2, hand_number=2, dealer=1, scores=(29000, 24000, 24000, 23000))
    # seat 0: 29,000 + 1,000
    assert apply(west, ron(0, 2, 1, 30)).state.game_over  # 30,000 reached by a non-dealer
    step = apply(west, ron(1, 2, 1, 30))  # the dealer wins, nobody at 30,000
    assert not step.state.game_over
    assert step.state.dealer == 1
    assert step.state.honba == 1
    assert apply(west, ron(1, 2, 4, 30)).state.game_over  # the dealer reaches 35,600
    assert not apply(west, ron(3, 2, 1, 30)).state.game_over


def test_west_4_is_the_last_hand_the_deal_passes_in() -> None:
    # Tenhou: 「…ただし親の連荘がある場合は連荘を優先する」: at West 4 a dealer repeat goes on
    west4 = at(TENHOU, round_wind=2, hand_number=4, dealer=3, scores=(29000, 24000, 24000, 23000))
    assert apply(west4, ron(1, 2, 1, 30)).state.game_over
    assert apply(west4, ExhaustiveDraw(tenpai=frozenset({0}))).state.game_over
    assert not apply(west4, ron(3, 2, 1, 30)).state.game_over
    assert not apply(west4, AbortiveDraw("kyuushu")).state.game_over


def test_tonpuu_extension_is_the_south_round() -> None:
    rules = TENHOU.replace(length="tonpuu")
    east4 = at(rules, hand_number=4, dealer=3, scores=(28000, 24000, 24000, 24000))
    state = apply(east4, ron(0, 1, 1, 30)).state
    assert (state.round_wind, state.hand_number, state.game_over) == (1, 1, False)


def test_a_state_past_the_last_hand_without_west_round_ends() -> None:
    state = at(round_wind=2, hand_number=1, scores=(20000, 20000, 20000, 40000))
    assert apply(state, ron(1, 2, 1, 30)).state.game_over
    assert apply(state, ron(0, 2, 1, 30)).state.game_over  # a dealer repeat too


def test_leftover_sticks_go_to_first_place() -> None:
    # RULES.md standard: "leftover sticks to first place"
    state = at(round_wind=1, hand_number=4, dealer=3, sticks=2, scores=(30000, 30000, 20000, 20000))
    step = apply(state, ExhaustiveDraw(tenpai=frozenset({0})))
    assert step.state.game_over
    assert step.state.sticks == 0
    assert step.state.final_scores == (35000, 29000, 19000, 19000) == step.state.scores
    leftover = step.settlement.transfers[-1]
    assert (leftover.payer, leftover.receiver, leftover.amount, leftover.reason) == (
        None,
        0,
        2000,
        "leftover",
    )
    assert (step.settlement.sticks_before, step.settlement.sticks_after) == (2, 0)
    assert step.settlement.deltas == (5000, -1000, -1000, -1000)


def test_leftover_sticks_tied_first_go_to_the_seat_nearer_the_first_dealer() -> None:
    state = at(sticks=1, scores=(20000, 30000, 30000, 20000))
    assert apply(state, EndGame()).state.final_scores == (20000, 31000, 30000, 20000)


def test_leftover_sticks_split_between_tied_firsts() -> None:
    # RULES.md, M-League: "to 1st, split if tied [S]"
    state = at(get_preset("mleague"), sticks=3, scores=(20000, 30000, 30000, 20000))
    step = apply(state, EndGame())
    assert step.state.final_scores == (20000, 31500, 31500, 20000)
    odd = apply(
        dataclasses.replace(state, sticks=1, scores=(30000, 30000, 30000, 10000)), EndGame()
    )
    # M-League: in 100-point units, the remainder to the seat nearest the first dealer
    # (400/300/300, not 334/333/333)
    assert odd.state.final_scores == (30400, 30300, 30300, 10000)
    assert odd.state.leftover == (400, 300, 300, 0)


def test_leftover_sticks_may_be_lost() -> None:
    state = at(
        STANDARD.replace(leftover_sticks="lost"), sticks=2, scores=(30000, 30000, 20000, 18000)
    )
    step = apply(state, EndGame())
    assert step.state.final_scores == (30000, 30000, 20000, 18000)
    assert step.settlement.non_zero_sum == "leftover riichi sticks are lost"
    assert step.settlement.deltas == (0, 0, 0, 0)


def test_end_game_early() -> None:
    step = apply(new_game(STANDARD), EndGame())
    assert step.state.game_over
    assert step.state.final_scores == (25000,) * 4
    assert step.settlement.kind == "end"
    assert step.settlement.notes


def test_placement_order_breaks_ties_by_seat() -> None:
    assert placement_order((25000, 30000, 25000, 20000)) == (1, 0, 2, 3)


def test_ema_multiple_ron_a_winner_without_riichi_takes_no_stick_back() -> None:
    rules = get_preset("ema2016")
    state = apply(at(rules, sticks=1), DeclareRiichi(3)).state
    step = apply(state, double_ron(2, (3, 1, 30), (1, 1, 30)))
    assert [(w.winner, w.sticks) for w in step.settlement.wins] == [(3, 2), (1, 0)]


def test_pao_is_refused_where_the_rules_have_no_pao_yaku() -> None:
    rules = STANDARD.replace(pao_yaku=frozenset())
    error = refused(new_game(rules), tsumo(1, han=0, fu=None, yakuman=1, pao=2))
    assert error.field == "pao"
    assert "not played" in error.message


def test_the_pao_yakuman_must_be_one_the_rules_make_liable() -> None:
    # Tenhou: 「大三元/大四喜のパオあり」 (no suukantsu); WRC Rules 2025 §9.1.1: "Liability
    # payment applies for Big Dragons, Big Winds and Four Quads."
    suukantsu = Win(entries=(WinEntry(0, yakuman=1, pao=1, pao_yaku="suukantsu"),), discarder=2)
    with pytest.raises(RuleError) as err:
        apply(new_game(TENHOU), suukantsu)
    assert (err.value.field, err.value.index) == ("pao_yaku", 0)
    assert "Pao for suukantsu is not played" in err.value.message
    step = apply(new_game(get_preset("wrc2025")), suukantsu)
    assert step.settlement.deltas == (48000, -24000, -24000, 0)  # a dealer yakuman, split
    assert step.settlement.wins[0].pao_yaku == "suukantsu"
    with pytest.raises(RuleError) as err:
        apply(new_game(TENHOU), Win(entries=(WinEntry(0, yakuman=1, pao_yaku="daisangen"),)))
    assert err.value.field == "pao"
    assert err.value.message == "Name the liable player of the daisangen (pao)."


def test_a_win_saved_before_pao_yaku_existed_reads_as_not_said() -> None:
    data = action_to_dict(Win(entries=(WinEntry(0, yakuman=1, pao=1, pao_yaku="daisangen"),)))
    assert data["entries"][0]["pao_yaku"] == "daisangen"
    assert action_from_dict(data) == Win(
        entries=(WinEntry(0, yakuman=1, pao=1, pao_yaku="daisangen"),)
    )
    del data["entries"][0]["pao_yaku"]
    assert action_from_dict(data) == Win(entries=(WinEntry(0, yakuman=1, pao=1),))
