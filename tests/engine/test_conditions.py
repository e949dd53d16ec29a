"""All-last conditions: sufficient and minimal by brute force (four and three players), and
real all-last hands.

The hand-made cases are the last hands of real games published on tenhou.net (the log ids
are cited; view one at ``https://tenhou.net/0/?log=<id>``), with the scores the logs show.
They are written out here, so the tests do not need ``shared/oracle``.
"""

from __future__ import annotations

import contextlib
import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.conditions import (
    Condition,
    HanFu,
    Level,
    conditions,
    current_ranks,
    level_words,
    payment_levels,
    rank_at_end,
    seat_conditions,
    tenpai_sets,
)
from scoretable.engine.errors import RuleError
from scoretable.engine.results import final_ranks, final_results
from scoretable.engine.rules import PRESETS, Rules, get_preset
from scoretable.engine.scoring import payment_table
from scoretable.engine.table import (
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    TableState,
    Win,
    WinEntry,
    apply,
    is_last_hand,
)

RULES = [
    *PRESETS.values(),
    PRESETS["standard"].replace(counted_yakuman="multiple", yakuman_stacking=False),
    PRESETS["tenhou"].replace(ryanhan_shibari=True, tie_break="split"),
    PRESETS["standard"].replace(yakuman_stacking=False, double_yakuman=True, busting=True),
]


def last_hand(
    rules: Rules,
    scores: tuple[int, ...],
    *,
    round_wind: int = 1,
    hand: int | None = None,
    honba: int = 0,
    sticks: int = 0,
    riichi: tuple[int, ...] = (),
) -> TableState:
    """The last hand (South 4, South 3 with three players; the first seats' ``scores``)."""
    hand = rules.players if hand is None else hand
    zeros = (0,) * rules.players
    state = TableState(
        rules=rules,
        scores=scores[: rules.players],
        penalties=zeros,
        wins=zeros,
        round_wind=round_wind,
        hand_number=hand,
        dealer=hand - 1,
        honba=honba,
        sticks=sticks,
    )
    for seat in riichi:
        state = apply(state, DeclareRiichi(seat)).state
    return state


def find(result: tuple[Condition, ...], seat: int, place: int) -> Condition:
    (found,) = [c for c in result if c.seat == seat and c.place == place]
    return found


def ron_from(condition: Condition, discarder: int) -> Level | None:
    return dict(condition.ron)[discarder]


# --- brute force -----------------------------------------------------------------------------


def reached(
    state: TableState, action: Win | ExhaustiveDraw, seat: int, end_now: bool
) -> int | None:
    """The seat's final rank after ``action`` if that ends the game (EndGame too, with
    ``end_now``), None if the game goes on or the rules refuse the action."""
    try:
        step = apply(state, action)
    except RuleError:
        return None
    if end_now and not step.state.game_over:
        step = apply(step.state, EndGame())
    if not step.state.game_over:
        return None
    return final_results(step.state).ranks[seat]


def level_rank(
    state: TableState, seat: int, discarder: int | None, level: Level, end_now: bool
) -> int | None:
    """The best rank any hand of the level reaches (None: none ends the game)."""
    ranks = [
        rank
        for hand in level.hands
        if (rank := reached(state, Win((hand.entry(seat),), discarder), seat, end_now)) is not None
    ]
    return min(ranks) if ranks else None


def check_seat(state: TableState, seat: int, end_now: bool) -> None:
    """Every answer of ``seat`` is the first level that reaches its place, and no cheaper one
    does: sufficient and minimal, over every level of the payment table."""
    result = seat_conditions(state, seat, end_now=end_now)
    current = final_results(state).ranks[seat]
    assert [c.place for c in result] == list(range(1, current))
    for discarder in [None, *(other for other in range(state.players) if other != seat)]:
        levels = payment_levels(state.rules, seat == state.dealer, discarder is None)
        ranks = [level_rank(state, seat, discarder, level, end_now) for level in levels]
        for condition in result:
            got = condition.tsumo if discarder is None else ron_from(condition, discarder)
            good = [r is not None and r <= condition.place for r in ranks]
            if True not in good:
                assert got is None, (discarder, condition.place)
                continue
            assert got is not None
            index = [level.amounts for level in levels].index(got.amounts)
            assert good[index], (discarder, condition.place)  # sufficient
            assert not any(good[:index]), (discarder, condition.place)  # minimal
            # the hands named are those of the level that the rules accept here
            assert set(got.hands) <= set(levels[index].hands)
            for hand in got.hands:
                apply(state, Win((hand.entry(seat),), discarder))
    for condition in result:
        expected_draws = tuple(
            tenpai
            for tenpai in tenpai_sets(state.players)
            if (r := reached(state, ExhaustiveDraw(tenpai=tenpai), seat, end_now)) is not None
            and r <= condition.place
        )
        assert condition.draw == expected_draws


points = st.integers(-40, 600).map(lambda n: 100 * n)


@st.composite
def states(draw: st.DrawFn) -> tuple[TableState, bool]:
    rules = draw(st.sampled_from(RULES))
    end_now = draw(st.booleans())
    last = 1 if rules.length == "hanchan" else 0
    if end_now:
        round_wind = draw(st.integers(0, last))
    else:
        round_wind = draw(st.integers(last, last + 1)) if rules.west_round else last
    n = rules.players
    hand = draw(st.integers(1, n)) if end_now or round_wind > last else n
    low = 0 if rules.busting else -4000
    scores = tuple(max(low, draw(points)) for _ in range(n))
    state = TableState(
        rules=rules,
        scores=scores,
        penalties=(0,) * n,
        wins=(0,) * n,
        round_wind=round_wind,
        hand_number=hand,
        dealer=hand - 1,
        honba=draw(st.integers(0, 7)),
        sticks=draw(st.integers(0, 4)),
    )
    for seat in draw(st.sets(st.integers(0, n - 1), max_size=2)):
        with contextlib.suppress(RuleError):
            state = apply(state, DeclareRiichi(seat)).state
    return state, end_now


@settings(max_examples=40, deadline=None)
@given(states(), st.integers(0, 3))
def test_conditions_are_sufficient_and_minimal(case: tuple[TableState, bool], seat: int) -> None:
    state, end_now = case
    check_seat(state, seat % state.players, end_now)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_every_preset_brute_force(rules: Rules) -> None:
    state = last_hand(rules, (31000, 27000, 24000, 18000), honba=2, sticks=1, riichi=(1,))
    for seat in range(rules.players):
        check_seat(state, seat, end_now=False)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_levels_are_the_payment_table(rules: Rules) -> None:
    """The levels are the payment table's possible payments (plus more yakuman units)."""
    rows = payment_table(rules)
    ron = {row.non_dealer_ron for row in rows} - {None}
    dealer_ron = {row.dealer_ron for row in rows} - {None}
    tsumo = {row.non_dealer_tsumo for row in rows} - {None}
    dealer_tsumo = {row.dealer_tsumo for row in rows} - {None}
    yakuman = 32000
    assert {lv.amounts[0] for lv in payment_levels(rules, False, False)} - ron <= {
        yakuman * n for n in range(2, 7)
    }
    assert ron <= {lv.amounts[0] for lv in payment_levels(rules, False, False)}
    assert dealer_ron <= {lv.amounts[0] for lv in payment_levels(rules, True, False)}
    assert tsumo <= {lv.amounts for lv in payment_levels(rules, False, True)}
    assert dealer_tsumo <= {lv.amounts[0] for lv in payment_levels(rules, True, True)}
    for dealer in (False, True):
        for tsumo_win in (False, True):
            levels = payment_levels(rules, dealer, tsumo_win)
            assert [lv.basic for lv in levels] == sorted({lv.basic for lv in levels})


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_a_level_lists_each_hand_once(rules: Rules) -> None:
    # counted yakuman (13 han and more) at 2 to 6 units come on top of the 5 to 13 han hands:
    # none of them a second 13 han
    for dealer in (False, True):
        for tsumo_win in (False, True):
            for level in payment_levels(rules, dealer, tsumo_win):
                assert len(set(level.hands)) == len(level.hands), level


def test_levels_list_every_han_fu_of_a_payment_cheapest_first() -> None:
    levels = payment_levels(get_preset("standard"), False, False)
    (level,) = [lv for lv in levels if lv.amounts == (3900,)]
    assert level.hands == (HanFu(2, 60), HanFu(3, 30))
    (mangan,) = [lv for lv in levels if lv.amounts == (8000,)]
    assert mangan.hands[-1] == HanFu(5)
    assert payment_levels(get_preset("standard"), False, False) is levels  # cached


def test_more_yakuman_where_the_rules_count_them() -> None:
    stacking = payment_levels(get_preset("tenhou"), False, False)
    assert stacking[-1].amounts == (6 * 32000,)
    assert stacking[-1].hands == (HanFu(0, None, 6),)
    single = payment_levels(get_preset("ema2016"), False, False)
    # one yakuman at most (13 han is a sanbaiman, the level below)
    assert single[-1].amounts == (32000,)
    assert single[-1].hands == (HanFu(0, None, 1),)
    assert single[-2].amounts == (24000,)
    assert single[-2].hands[-1] == HanFu(13)
    double = payment_levels(RULES[-1], False, False)
    assert double[-1].hands == (HanFu(0, None, 1, 1),)
    counted = payment_levels(RULES[-3], False, True)
    assert counted[-1].hands == (HanFu(78),)


def test_aotenjou_has_no_limit() -> None:
    rules = get_preset("standard").replace(aotenjou=True)
    levels = payment_levels(rules, False, False)
    assert levels[-1].amounts[0] > 10**20
    state = last_hand(rules, (90000, 10000, 0, 0))
    assert find(seat_conditions(state, 1), 1, 1).tsumo is not None


# --- real all-last hands ---------------------------------------------------------------------


def test_dealer_in_all_last_needs_first_for_agari_yame() -> None:
    """Tenhou 2018020310gm-0009-0000-b3a8418d, South 4: the dealer (seat 3, 23,500, third)
    declares riichi and wins 12,000 by ron from seat 1; agari-yame ends the game, dealer first.

    He has to pass seat 2 (32,500; a tie goes to seat 2, nearer the first dealer) and reach
    30,000, or the game goes on: from seat 1, 22,500 + X + 1,000 > 32,500, X >= 9,600 (the
    next dealer ron below, 7,700, is short); a direct hit on seat 2 counts twice:
    23,500 + X > 32,500 - X needs only 4,800, but 30,000 needs 23,500 + X >= 30,000: 6,800.
    A dealer win is never enough for second place only: the game would go on.
    """
    tenhou = get_preset("tenhou")
    state = last_hand(tenhou, (26000, 18000, 32500, 23500), riichi=(3,))
    result = conditions(state)
    first, second = find(result, 3, 1), find(result, 3, 2)
    assert [(o, lv and lv.amounts) for o, lv in first.ron] == [
        (0, (9600,)),
        (1, (9600,)),
        (2, (6800,)),
    ]
    # a tsumo: 23,500 + 3x > 32,500 - x with the stick, x >= 2,300 all (30,400, >= 30,000)
    assert first.tsumo is not None
    assert first.tsumo.amounts == (2300,)
    assert second.ron == first.ron
    assert second.tsumo == first.tsumo
    # the real hand: 5 han, 12,000, ends the game with the dealer first
    step = apply(state, Win((WinEntry(3, han=5, fu=50),), discarder=1))
    assert step.state.game_over
    assert final_results(step.state).placements[0] == 3
    # without agari-yame (and busting) the dealer's win never ends the game
    plain = last_hand(tenhou.replace(agari_yame=False, busting=False), state.scores, sticks=1)
    plain_first = find(conditions(plain), 3, 1)
    assert plain_first.tsumo is None
    assert all(lv is None for _, lv in plain_first.ron)


def test_west_round_extension() -> None:
    """Tenhou 2018020307gm-0009-0000-4cb947d7, South 4: seat 1 (26,700, second) won a tsumo
    of 500/1,000 and went top with 28,700, but nobody had 30,000: the game went on into
    West 1. To end it first he needs 30,000 as well: 26,700 + 2a + d >= 30,000, 1,000/2,000.
    Without the West round 600/1,200 would do (28,500 against the dealer's 29,000 ... no:
    2 x 600 + 2 x 1,200 = 3,600 >= the 3,500 gap, first by seat order on a tie).
    """
    tenhou = get_preset("tenhou")
    state = last_hand(tenhou, (19200, 26700, 23900, 30200))
    step = apply(state, Win((WinEntry(1, han=2, fu=30),)))
    assert not step.state.game_over
    assert (step.state.round_wind, step.state.hand_number) == (2, 1)
    top = find(conditions(state), 1, 1)
    assert top.tsumo is not None
    assert top.tsumo.amounts == (1000, 2000)
    plain = find(conditions(dataclasses.replace(state, rules=get_preset("standard"))), 1, 1)
    assert plain.tsumo is not None
    assert plain.tsumo.amounts == (600, 1200)
    # in West 1 itself the first hand that leaves someone at 30,000 ends the game
    west = dataclasses.replace(step.state)
    assert find(conditions(west), 0, 1).tsumo is not None


def test_tie_decided_by_seat_order() -> None:
    """Tenhou 2018021211gm-0089-0000-7c4a3c8d, South 4: the dealer (seat 3, 38,900) declares
    riichi; seat 2 (24,900) tsumos a mangan, 2,000/4,000: 24,900 + 8,000 + the stick = 33,900,
    the dealer 37,900 - 4,000 = 33,900. The tie goes to seat 2, nearer the first dealer: first
    (44.0 against 14.0 in the log). The mangan was exactly the cheapest tsumo that does it.
    """
    state = last_hand(get_preset("tenhou"), (30900, 5300, 24900, 38900), riichi=(3,))
    top = find(conditions(state), 2, 1)
    assert top.tsumo is not None
    assert top.tsumo.amounts == (2000, 4000)
    step = apply(state, Win((WinEntry(2, han=4, fu=40),)))
    result = final_results(step.state)
    assert step.state.final_scores == (28900, 3300, 33900, 33900)
    assert result.placements[:2] == (2, 3)
    assert result.points[2:] == (44.0, 14.0)
    below = payment_levels(state.rules, False, True)
    smaller = below[below.index(top.tsumo) - 1]
    assert rank_at_end(apply(state, Win((smaller.hands[0].entry(2),))), 2) != 1


def test_uma_split_on_a_tie() -> None:
    """Tenhou 2018021116gm-0089-0000-54ecebf6, South 4: seat 0 (16,400, last) declares riichi
    and rons the dealer (seat 3, 21,600) for 2,600: both end on 19,000. Under Tenhou's seat
    order seat 0 is third; under EMA 2016 ("tied players share the uma") they share third
    and fourth: (-5 - 15) / 2 = -10 each. Either way 2,600 is the cheapest direct hit.
    """
    scores = (16400, 33400, 28600, 21600)
    for name, uma in (("tenhou", None), ("ema2016", -10.0)):
        state = last_hand(get_preset(name), scores, riichi=(0,))
        third = find(conditions(state), 0, 3)
        got = ron_from(third, 3)
        assert got is not None, name
        assert got.amounts == (2600,), name
        step = apply(state, Win((WinEntry(0, han=2, fu=40),), discarder=3))
        result = final_results(step.state)
        assert result.scores == (19000, 33400, 28600, 19000)
        if uma is None:
            assert result.ranks == (3, 1, 2, 4)
        else:
            assert result.ranks == (3, 1, 2, 3)
            assert result.uma[0] == result.uma[3] == uma


def test_tenpai_yame_draws() -> None:
    """Tenhou 2018020400gm-0089-0000-6b331cea, South 4: the dealer (seat 3, 34,900) and seat 0
    (34,200) are tenpai at the draw: the dealer stays first and tenpai-yame ends the game.
    Seat 0 would have been first by a draw with itself tenpai and the dealer noten.
    """
    state = last_hand(get_preset("tenhou"), (34200, 9000, 21900, 34900))
    top = find(conditions(state), 0, 1)
    assert [sorted(s) for s in top.draw] == [[0], [0, 1], [0, 2], [0, 1, 2]]
    assert not [c for c in conditions(state) if c.seat == 3]  # the dealer is first already
    step = apply(state, ExhaustiveDraw(tenpai=frozenset({0, 3})))
    assert step.state.game_over


def test_busting_ends_the_game_before_the_last_hand() -> None:
    state = TableState(rules=get_preset("tenhou"), scores=(2000, 38000, 30000, 30000))
    # East 1: only busting seat 0 (the dealer, 2,000) ends the game. Seat 2 (30,000, second
    # on a tie by seat order) must also pass seat 1 (38,000; a tie goes to seat 1): a ron
    # from seat 0 over 8,000 (the next after 7,700 and 8,000 is 12,000); a tsumo takes a
    # from each non-dealer and d > 2,000 from the dealer: 3a + d > 8,000, 1,800/3,600.
    top = find(conditions(state), 2, 1)
    hit = ron_from(top, 0)
    assert hit is not None
    assert hit.amounts == (12000,)
    assert top.tsumo is not None
    assert top.tsumo.amounts == (1800, 3600)
    # hitting seat 1 ends the game only by busting him: a double yakuman (yakuman stack)
    double = ron_from(top, 1)
    assert double is not None
    assert double.amounts == (64000,)
    assert double.hands == (HanFu(0, None, 2),)


def test_end_now_and_riichi_variants() -> None:
    standard = get_preset("standard")
    state = TableState(rules=standard, scores=(25000, 25000, 24000, 26000))
    assert find(conditions(state), 2, 1).tsumo is None  # East 1: a win does not end the game
    now = find(conditions(state, end_now=True), 2, 1)
    # 24,000 + 2a + d >= 26,000 - a (seat 2 wins a tie with seat 3): 400/800, not 400/700
    assert now.tsumo is not None
    assert now.tsumo.amounts == (400, 800)
    # declaring riichi costs 1,000 but the stick comes back with the win
    rich = find(conditions(state, end_now=True, riichi=True), 2, 1)
    assert rich.tsumo == now.tsumo
    assert all(seat_set >= {2} for seat_set in rich.draw)
    # the rules refuse riichi below 1,000: no riichi conditions
    poor = TableState(rules=get_preset("tenhou"), scores=(500, 40000, 30000, 29500))
    assert seat_conditions(poor, 0, riichi=True, end_now=True) == ()
    # a seat that already declared is not charged twice
    declared = apply(state, DeclareRiichi(2)).state
    assert find(conditions(declared, riichi=True, end_now=True), 2, 1).tsumo == rich.tsumo


def test_ryanhan_shibari_skips_one_han_payments() -> None:
    rules = get_preset("standard").replace(ryanhan_shibari=True)
    state = last_hand(rules, (30000, 28500, 21500, 20000), honba=5)
    hit = ron_from(find(conditions(state), 1, 1), 2)
    assert hit is not None
    assert hit.hands == (HanFu(2, 25),)
    check_seat(state, 1, end_now=False)


def test_current_ranks_and_first_place_has_no_conditions() -> None:
    state = last_hand(get_preset("standard"), (30000, 30000, 20000, 20000))
    assert current_ranks(state) == (1, 2, 3, 4)
    assert [(c.seat, c.place) for c in conditions(state)] == [
        (1, 1),
        (2, 1),
        (2, 2),
        (3, 1),
        (3, 2),
        (3, 3),
    ]
    assert rank_at_end(None, 0) is None
    assert isinstance(apply(state, EndGame()), Step)


def test_the_rank_cache_starts_again_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    state = last_hand(get_preset("standard"), (31000, 27000, 24000, 18000), honba=1)
    before = conditions(state)
    monkeypatch.setattr("scoretable.engine.conditions.RANKS_CACHE_SIZE", 1)
    monkeypatch.setattr("scoretable.engine.conditions._ranks_cache", {})
    assert conditions(state) == before


@pytest.mark.parametrize(
    ("length", "round_wind", "hand", "last"),
    [
        ("hanchan", 1, 3, False),
        ("hanchan", 1, 4, True),
        ("hanchan", 2, 1, True),
        ("tonpuu", 0, 4, True),
        ("tonpuu", 0, 3, False),
    ],
)
def test_is_last_hand(length: str, round_wind: int, hand: int, last: bool) -> None:
    rules = get_preset("tenhou").replace(length=length)
    state = TableState(rules, (25000,) * 4, round_wind=round_wind, hand_number=hand)
    assert is_last_hand(state) is last


@settings(max_examples=200, deadline=None)
@given(states())
def test_final_ranks_are_those_of_final_results(case: tuple[TableState, bool]) -> None:
    state = case[0]
    assert final_ranks(state) == final_results(state).ranks
    over = apply(state, EndGame()).state
    assert final_ranks(over) == final_results(over).ranks


@pytest.mark.parametrize(
    ("tsumo", "dealer", "between", "words"),
    [
        (False, False, " ", "3,900 (2 han 60 fu or 3 han 30 fu)"),
        # a tsumo is non-dealer/dealer, never "1,000-2,000" (which reads as a range)
        (True, False, " ", "1,000/2,000 (2 han 60 fu or 3 han 30 fu)"),
        (True, True, " ", "2,000 all (2 han 60 fu or 3 han 30 fu)"),
        # a table's cell: the payment over its hands
        (True, False, "\n", "1,000/2,000\n(2 han 60 fu or 3 han 30 fu)"),
    ],
)
def test_level_words(tsumo: bool, dealer: bool, between: str, words: str) -> None:
    amounts = (2000, 1000) if dealer else (1000, 2000) if tsumo else (3900,)
    level = Level(500, amounts, (HanFu(2, 60), HanFu(3, 30), HanFu(4, 20)))
    assert level_words(level, tsumo, dealer, between=between) == words
