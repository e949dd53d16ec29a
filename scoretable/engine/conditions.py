"""All-last conditions: what each seat needs to finish one or more places higher.

    result = conditions(state)                 # every seat, every place better than its own
    for c in result:
        c.seat, c.place, c.tsumo, c.ron, c.draw

For each seat and each place better than the one it holds now (ranks as
:func:`~scoretable.engine.results.final_results` gives them: ties by seat order, or shared
where the rules split them; a shared place counts as reached), the answer is the cheapest
hand that *ends the game* with that seat in that place or better:

- by tsumo, and by ron from each other seat (the smallest payment in the rules' payment
  table, with every han/fu that gives exactly that payment), or None when even the largest
  hand the rules allow is not enough;
- the sets of tenpai seats for which an exhaustive draw does.

Nothing here knows the rules of the end of the game: every candidate is played through
:func:`~scoretable.engine.table.apply` (honba, riichi sticks, busting, the dealer's repeat,
agari-yame / tenpai-yame, the West round's target all come from there) and ranked by
:func:`~scoretable.engine.results.final_ranks` (the ranks of ``final_results``). With
``end_now`` the game is ended after the hand with :class:`~scoretable.engine.table.EndGame`
("as if the game ended now").

The payment levels of a kind of win (dealer or not, ron or tsumo) are ordered by basic points
and a bigger hand never ranks its winner lower, so the first level good enough for the place
is found by bisection, then the levels from there are tried until one ends the game; the tests
check every answer against every level by brute force.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import TABLE_FU, HandValue, hand_value, ron_amount, tsumo_shares
from scoretable.engine.table import (
    Action,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    TableState,
    Win,
    WinEntry,
    apply,
)

# The most yakuman units one hand is counted as where yakuman stack (six: e.g. tsuuiisou,
# daisuushii as a double, suuankou tanki as a double and suukantsu; Mahjong Soul's cap).
MAX_STACKED_YAKUMAN = 6
# Under aotenjou nothing is capped: hands are tried up to this many han.
AOTENJOU_MAX_HAN = 13 * MAX_STACKED_YAKUMAN + 13


def tenpai_sets(players: int) -> tuple[frozenset[int], ...]:
    """Every set of tenpai seats among ``players``, the empty one first."""
    return tuple(frozenset(c) for n in range(players + 1) for c in combinations(range(players), n))


@dataclass(frozen=True)
class HanFu:
    """One hand: han and fu (fu None at 5+ han), or yakuman units (han 0)."""

    han: int
    fu: int | None = None
    yakuman: int = 0
    double_yakuman: int = 0

    def entry(self, winner: int) -> WinEntry:
        """The win entry of this hand for ``winner``."""
        return WinEntry(
            winner=winner,
            han=self.han,
            fu=self.fu,
            yakuman=self.yakuman,
            double_yakuman=self.double_yakuman,
        )


@dataclass(frozen=True)
class Level:
    """One payment of the payment table and the hands that give exactly it.

    Attributes:
        basic: basic points (the order of the levels).
        amounts: ron: (what the discarder pays,); non-dealer tsumo: (each non-dealer pays,
            the dealer pays); dealer tsumo: (each pays,). Before honba and sticks.
        hands: the hands that pay exactly this, cheapest (fewest han, then fu) first.
    """

    basic: int
    amounts: tuple[int, ...]
    hands: tuple[HanFu, ...]


@dataclass(frozen=True)
class Condition:
    """What ``seat`` needs to end the game in ``place`` (1 = first) or better.

    Attributes:
        tsumo: the cheapest tsumo, or None (not reachable by tsumo).
        ron: (discarder, cheapest ron or None) for each other seat, in seat order.
        draw: the sets of tenpai seats for which an exhaustive draw does it.
        current: the place the seat holds now.
    """

    seat: int
    place: int
    current: int
    tsumo: Level | None
    ron: tuple[tuple[int, Level | None], ...]
    draw: tuple[frozenset[int], ...]


def _yakuman_hands(rules: Rules) -> list[HanFu]:
    """A hand for every yakuman count the rules can score beyond the payment table's one."""
    hands: list[HanFu] = []
    if rules.yakuman_stacking:
        hands += [HanFu(0, None, units) for units in range(2, MAX_STACKED_YAKUMAN + 1)]
    elif rules.double_yakuman:
        hands.append(HanFu(0, None, 1, 1))
    if rules.counted_yakuman == "multiple":
        hands += [HanFu(13 * units) for units in range(2, MAX_STACKED_YAKUMAN + 1)]
    return hands


def _candidates(rules: Rules) -> list[HanFu]:
    """Every hand the payment table lists as possible, plus the larger yakuman counts."""
    if rules.aotenjou:
        return [HanFu(han, fu) for han in range(1, AOTENJOU_MAX_HAN + 1) for fu in TABLE_FU]
    hands = [HanFu(han, fu) for han in range(1, 5) for fu in TABLE_FU]
    hands += [HanFu(han) for han in range(5, 14)]
    hands.append(HanFu(0, None, 1))
    return hands + _yakuman_hands(rules)


def _value(hand: HanFu, rules: Rules, tsumo: bool) -> HandValue | None:
    try:
        return hand_value(
            hand.han,
            hand.fu,
            rules,
            yakuman=hand.yakuman,
            double_yakuman=hand.double_yakuman,
            tsumo=tsumo,
        )
    except RuleError:
        return None


def _amounts(basic: int, dealer: bool, tsumo: bool, rules: Rules) -> tuple[int, ...]:
    if not tsumo:
        return (ron_amount(basic, dealer),)
    non_dealer, from_dealer = tsumo_shares(basic, dealer, rules)
    return (non_dealer,) if dealer else (non_dealer, from_dealer)


_levels_cache: dict[tuple[Rules, bool, bool], tuple[Level, ...]] = {}


def payment_levels(rules: Rules, dealer: bool, tsumo: bool) -> tuple[Level, ...]:
    """The distinct payments of a dealer's or non-dealer's ron or tsumo, smallest first."""
    key = (rules, dealer, tsumo)
    cached = _levels_cache.get(key)
    if cached is not None:
        return cached
    by_amount: dict[tuple[int, ...], tuple[int, list[HanFu]]] = {}
    for hand in _candidates(rules):
        value = _value(hand, rules, tsumo)
        if value is None:
            continue
        amounts = _amounts(value.basic, dealer, tsumo, rules)
        by_amount.setdefault(amounts, (value.basic, []))[1].append(hand)
    levels = tuple(
        Level(basic, amounts, tuple(sorted(hands, key=_cost)))
        for amounts, (basic, hands) in sorted(by_amount.items(), key=lambda kv: kv[1][0])
    )
    _levels_cache[key] = levels
    return levels


def _cost(hand: HanFu) -> tuple[int, int, int]:
    return (13 * hand.yakuman if hand.yakuman else hand.han, hand.fu or 0, hand.double_yakuman)


def _outcome(state: TableState, action: Action, end_now: bool) -> Step | None:
    """The step after ``action`` (and EndGame where ``end_now``), or None if refused."""
    try:
        step = apply(state, action)
    except RuleError:
        return None
    if end_now and not step.state.game_over:
        step = apply(step.state, EndGame())
    return step


def _final_ranks(state: TableState) -> tuple[int, ...]:
    # imported when first needed: results (and fractions) would cost the window's start-up
    from scoretable.engine.results import final_ranks

    return final_ranks(state)


# How many ranks :func:`_rank` keeps before it starts again.
RANKS_CACHE_SIZE = 4096
# Ranks by (rules, scores, sticks): they depend on nothing else.
_ranks_cache: dict[tuple[Rules, tuple[int, ...], int], tuple[int, ...]] = {}


def _rank(state: TableState, seat: int) -> int:
    """The seat's rank if the game ended in ``state`` (it may not have)."""
    key = (state.rules, state.scores, state.sticks)
    ranks = _ranks_cache.get(key)
    if ranks is None:
        if len(_ranks_cache) >= RANKS_CACHE_SIZE:
            _ranks_cache.clear()
        ranks = _ranks_cache[key] = _final_ranks(state)
    return ranks[seat]


def rank_at_end(step: Step | None, seat: int) -> int | None:
    """The final rank of ``seat`` if the game is over after ``step``, else None."""
    if step is None or not step.state.game_over:
        return None
    return _rank(step.state, seat)


def _win(
    state: TableState, seat: int, discarder: int | None, level: Level, end_now: bool
) -> Step | None:
    """The first of the level's hands that the rules accept here, applied."""
    for hand in level.hands:
        step = _outcome(state, Win((hand.entry(seat),), discarder), end_now)
        if step is not None:
            return step
    return None


def _cheapest(
    state: TableState,
    seat: int,
    discarder: int | None,
    places: Iterable[int],
    end_now: bool,
) -> dict[int, Level | None]:
    """For each place, the cheapest level of this kind of win that reaches it.

    A bigger hand never ranks its winner lower, so the first level that would rank the seat
    well enough (were the game to end) is found by bisection. Whether the game ends is not
    monotone (a big ron can pull the only player above the West round's target below it), so
    from there the levels are tried one by one until one ends the game. A level the rules
    refuse here (every hand of it 1 han under ryanhan shibari) stands for the next one up.
    """
    levels = payment_levels(state.rules, seat == state.dealer, discarder is None)
    probed: dict[int, tuple[int, Step | None]] = {}

    def probe(index: int) -> tuple[int, Step | None]:
        """(the first accepted level from ``index`` on, its step); (len, None) if none."""
        if index not in probed:
            at = index
            step = None
            while (
                at < len(levels)
                and (step := _win(state, seat, discarder, levels[at], end_now)) is None
            ):
                at += 1
            probed[index] = (at, step)
        return probed[index]

    def good_rank(index: int, place: int) -> bool:
        step = probe(index)[1]
        return step is not None and _rank(step.state, seat) <= place

    answer: dict[int, Level | None] = {}
    for place in places:
        low, high = 0, len(levels)
        while low < high:
            mid = (low + high) // 2
            if good_rank(mid, place):
                high = mid
            else:
                low = mid + 1
        found: Level | None = None
        at, step = probe(low)
        while step is not None:
            if step.state.game_over and good_rank(at, place):
                found = _accepted(state, seat, discarder, levels[at])
                break
            at, step = probe(at + 1)
        answer[place] = found
    return answer


def _accepted(state: TableState, seat: int, discarder: int | None, level: Level) -> Level:
    """The level with only the hands the rules accept here (all of them, unless a rule such
    as ryanhan shibari refuses its cheapest)."""
    if _outcome(state, Win((level.hands[0].entry(seat),), discarder), False) is not None:
        return level
    hands = tuple(
        hand
        for hand in level.hands
        if _outcome(state, Win((hand.entry(seat),), discarder), False) is not None
    )
    return dataclasses.replace(level, hands=hands)


def draw_ranks(state: TableState, end_now: bool = False) -> dict[frozenset[int], Step | None]:
    """The step after an exhaustive draw with each set of tenpai seats (None if refused)."""
    return {
        tenpai: _outcome(state, ExhaustiveDraw(tenpai=tenpai), end_now)
        for tenpai in tenpai_sets(state.players)
    }


def current_ranks(state: TableState) -> tuple[int, ...]:
    """Each seat's place if the game ended now (1 = first)."""
    return _final_ranks(state)


def seat_conditions(
    state: TableState,
    seat: int,
    *,
    riichi: bool = False,
    end_now: bool = False,
    draws: dict[frozenset[int], Step | None] | None = None,
) -> tuple[Condition, ...]:
    """The conditions of one seat (see :func:`conditions`).

    Args:
        riichi: the seat declares riichi in this hand before it wins (or is tenpai at the
            draw): its 1,000 goes on the table first. Empty where the rules refuse the riichi.
        draws: :func:`draw_ranks` of ``state`` when the caller has them already (ignored
            with ``riichi``, which changes the state).
    """
    current = current_ranks(state)[seat]
    places = range(1, current)
    if not places:
        return ()
    if riichi and seat not in state.riichi:
        try:
            state = apply(state, DeclareRiichi(seat)).state
        except RuleError:
            return ()
    tsumo = _cheapest(state, seat, None, places, end_now)
    rons = {
        other: _cheapest(state, seat, other, places, end_now)
        for other in range(state.players)
        if other != seat
    }
    if draws is None or riichi:
        draws = draw_ranks(state, end_now)
    out: list[Condition] = []
    for place in places:
        draw = tuple(
            tenpai
            for tenpai, step in draws.items()
            if (not riichi or seat in tenpai)
            and (got := rank_at_end(step, seat)) is not None
            and got <= place
        )
        out.append(
            Condition(
                seat=seat,
                place=place,
                current=current,
                tsumo=tsumo[place],
                ron=tuple((other, rons[other][place]) for other in sorted(rons)),
                draw=draw,
            )
        )
    return tuple(out)


def conditions(
    state: TableState, *, riichi: bool = False, end_now: bool = False
) -> tuple[Condition, ...]:
    """Every seat's conditions, seat by seat, best place first.

    Args:
        state: the table before the hand (a riichi already declared in it is on the table).
        riichi: each seat's own riichi in this hand is assumed (see :func:`seat_conditions`).
        end_now: the game ends after this hand whatever the rules say ("as if the game
            ended now"); otherwise only what ends the game under the rules counts.
    """
    out: list[Condition] = []
    draws = None if riichi else draw_ranks(state, end_now)
    for seat in range(state.players):
        out.extend(seat_conditions(state, seat, riichi=riichi, end_now=end_now, draws=draws))
    return tuple(out)


# --- words ---------------------------------------------------------------------------------


def hand_words(hand: HanFu, translate: Translate = english) -> str:
    """ "3 han 30 fu", "5 han", "yakuman", "double yakuman", "3× yakuman" (context
    "Conditions")."""
    if hand.yakuman:
        units = hand.yakuman + hand.double_yakuman
        if units == 1:
            return translate("Conditions", "yakuman")
        if units == 2:
            return translate("Conditions", "double yakuman")
        return translate("Conditions", "{count}× yakuman").format(count=units)
    if hand.fu is None:
        return translate("Conditions", "{han} han").format(han=hand.han)
    return translate("Conditions", "{han} han {fu} fu").format(han=hand.han, fu=hand.fu)


def amount_words(level: Level, tsumo: bool, dealer: bool, translate: Translate = english) -> str:
    """ "7,700", "1,300/2,600" (each non-dealer / the dealer: the one way a tsumo is written,
    never "1,300-2,600", which reads as a range), "2,600 all"."""
    if not tsumo:
        return f"{level.amounts[0]:,}"
    if dealer:
        return translate("Conditions", "{points} all").format(points=f"{level.amounts[0]:,}")
    return f"{level.amounts[0]:,}/{level.amounts[1]:,}"


def level_words(
    level: Level | None,
    tsumo: bool,
    dealer: bool,
    translate: Translate = english,
    between: str = " ",
) -> str:
    """ "3,900 (2 han 60 fu or 3 han 30 fu)": the payment and its two cheapest hands, or
    "not reachable". ``between`` goes between the payment and its hands (a table's cell puts
    them on two lines with "\\n")."""
    if level is None:
        return translate("Conditions", "not reachable")
    hands = translate("Conditions", " or ").join(
        hand_words(hand, translate) for hand in level.hands[:2]
    )
    return f"{amount_words(level, tsumo, dealer, translate)}{between}({hands})"


_PLACES = (
    QT_TRANSLATE_NOOP("Conditions", "Top"),
    QT_TRANSLATE_NOOP("Conditions", "2nd"),
    QT_TRANSLATE_NOOP("Conditions", "3rd"),
    QT_TRANSLATE_NOOP("Conditions", "4th"),
)


def place_words(place: int, translate: Translate = english) -> str:
    """ "Top", "2nd", "3rd", "4th" (context "Conditions")."""
    return translate("Conditions", _PLACES[place - 1])


def compact_words(
    condition: Condition, ranks: Sequence[int], dealer: int, translate: Translate = english
) -> str:
    """One place in a few words: "Top: ron 7,700 / direct 3,900 / tsumo 1,300/2,600" (the
    line under a player's panel, and a phone's).

    "direct" is a ron from the player who holds that place now (``ranks``: each seat's
    place now), "ron" the cheapest from anyone else; a part that cannot do it is left out.
    """
    is_dealer = condition.seat == dealer
    seats = range(len(ranks))  # three or four
    direct_seat = next((s for s in seats if ranks[s] == condition.place), None)
    others = [lv for s, lv in condition.ron if s != direct_seat and lv is not None]
    parts = []
    if others:
        cheapest = min(others, key=lambda lv: lv.basic)
        parts.append(
            translate("Conditions", "ron {points}").format(
                points=amount_words(cheapest, False, is_dealer, translate)
            )
        )
    direct = dict(condition.ron).get(direct_seat) if direct_seat is not None else None
    if direct is not None:
        parts.append(
            translate("Conditions", "direct {points}").format(
                points=amount_words(direct, False, is_dealer, translate)
            )
        )
    if condition.tsumo is not None:
        parts.append(
            translate("Conditions", "tsumo {points}").format(
                points=amount_words(condition.tsumo, True, is_dealer, translate)
            )
        )
    if condition.draw:
        parts.append(translate("Conditions", "draw"))
    body = " / ".join(parts) if parts else translate("Conditions", "out of reach")
    return translate("Conditions", "{place}: {conditions}").format(
        place=place_words(condition.place, translate), conditions=body
    )
