"""Final results: placements, oka, uma, rounding, penalties.

result = final_results(state)        # state.game_over, or any state for "end now"
result.placements                     # seats in finishing order
result.points                         # final points per seat (float, thousands)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoretable.engine.leftover import leftover_transfers, placement_order
from scoretable.engine.rules import FinalRounding, Rules
from scoretable.engine.settlement import deltas_of
from scoretable.engine.table import TableState
from scoretable.engine.uma import split_tenths, uma_row

if TYPE_CHECKING:  # fractions (and decimal) load when a game is first added up, not at start-up
    from fractions import Fraction


@dataclass(frozen=True)
class FinalResult:
    """The result of a game.

    Attributes:
        scores: raw scores per seat (leftover sticks included per the rules).
        placements: seats in finishing order (first place first).
        ranks: rank per seat, 1..4 (1..3 with three players; equal where ties are split).

    Every tuple has one value per player (rules.players).
        points: final points per seat (thousands, after oka, uma, rounding and penalties).
        uma: uma per seat (thousands), after tie splitting.
        oka: oka per seat (thousands).
        penalties: penalties per seat (thousands, negative or 0): chombo, yakitori.
    """

    scores: tuple[int, ...]
    placements: tuple[int, ...]
    ranks: tuple[int, ...]
    points: tuple[float, ...]
    uma: tuple[float, ...]
    oka: tuple[float, ...]
    penalties: tuple[float, ...]


def _round(value: Fraction, mode: FinalRounding) -> Fraction:
    """``value`` (thousands of points) rounded as ``mode`` says, on the magnitude."""
    from fractions import Fraction

    sign = -1 if value < 0 else 1
    magnitude = abs(value)
    if mode == "tenth":
        return sign * Fraction(math.floor(magnitude * 10 + Fraction(1, 2)), 10)
    if mode == "seed_half_down":
        # the seed: "divide by 1000, 0.5 rounds down": 12.5 -> 12, 12.6 -> 13
        return Fraction(sign * math.ceil(magnitude - Fraction(1, 2)))
    if mode == "half_away":
        return Fraction(sign * math.floor(magnitude + Fraction(1, 2)))
    return value


def _final_scores(state: TableState) -> tuple[int, ...]:
    """The scores the game ends with: leftover sticks paid out if not yet."""
    if state.final_scores is not None:
        return state.final_scores
    pay = deltas_of(leftover_transfers(state), state.players)
    return tuple(score + paid for score, paid in zip(state.scores, pay, strict=True))


def _placing_scores(state: TableState) -> tuple[int, ...]:
    """The scores that decide the places: the scores before the leftover sticks are paid out
    (so that seats tied for first, who share the sticks, stay tied)."""
    if state.final_scores is None:
        return state.scores
    if state.leftover is None:
        return state.final_scores
    return tuple(score - got for score, got in zip(state.final_scores, state.leftover, strict=True))


def _groups(scores: tuple[int, ...], rules: Rules) -> list[list[int]]:
    """Seats in finishing order, grouped where they share places (rules.tie_break)."""
    groups: list[list[int]] = []
    for seat in placement_order(scores):
        if rules.tie_break == "split" and groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def final_ranks(state: TableState) -> tuple[int, ...]:
    """The ranks :func:`final_results` gives (1..4 per seat, 1..3 with three players), without
    computing the points."""
    ranks = [0] * state.players
    place = 1
    scores = _placing_scores(state)
    for group in _groups(scores, state.rules):
        for seat in group:
            ranks[seat] = place
        place += len(group)
    return tuple(ranks)


def final_results(state: TableState) -> FinalResult:
    """Final result of the game in ``state`` (leftover sticks paid out if not yet).

    Places go by score before the leftover sticks; equal scores go to the seat nearer the
    first dealer (rules.tie_break "seat"), or share the places (rules.tie_break "split": the
    seats tied share the uma and the oka of the places they hold together, in 0.1 units
    where the share is not exact, a unit more to the seats nearest the first dealer). The
    uma is rules.uma, or with rules.uma_by_floaters the row of as many players as end at or
    above the return points (:func:`scoretable.engine.uma.uma_row`).

    Final points (thousands): with rounding "none" or "tenth", each seat gets
    (score - return points) / 1000 + uma (+ oka for first), the tenth rounding applied to
    the total. With the seed's rounding ("seed_half_down") or Tenhou's ("half_away"), every
    seat but first takes score / 1000 rounded, minus return points / 1000, plus uma, and
    first place takes the negated sum of the others (the oka included that way); seats
    tied for first share that equally. Penalties (chombo in "final_penalty" mode, yakitori
    for a seat with no win where rules.yakitori) are taken off last; they are not
    redistributed.
    """
    from fractions import Fraction

    rules = state.rules
    seats = range(rules.players)
    scores = _final_scores(state)
    placing = _placing_scores(state)
    placements = placement_order(placing)
    groups = _groups(placing, rules)
    row = uma_row(rules, placing)
    ranks = [0] * rules.players
    uma = [Fraction(0)] * rules.players
    oka = [Fraction(0)] * rules.players
    place = 0
    for group in groups:
        places = range(place, place + len(group))
        group_uma = Fraction(sum(row[p] for p in places))
        group_oka = Fraction(rules.oka, 1000) if place == 0 else Fraction(0)
        # uma and oka shared in 0.1 units, the remainder to the seats nearest the first
        # dealer (M-League: 「端数は起家に近い方が大きいポイントを取得する」)
        shares = split_tenths(group_uma + group_oka, len(group))
        for seat, share in zip(group, shares, strict=True):
            ranks[seat] = place + 1
            oka[seat] = group_oka / len(group)
            uma[seat] = share - oka[seat]
        place += len(group)
    points = [Fraction(0)] * rules.players
    back = Fraction(rules.return_points, 1000)
    if rules.final_rounding in ("none", "tenth"):
        for seat in seats:
            exact = Fraction(scores[seat], 1000) - back + uma[seat] + oka[seat]
            points[seat] = _round(exact, rules.final_rounding)
    else:
        for group in groups[1:]:
            for seat in group:
                rounded = _round(Fraction(scores[seat], 1000), rules.final_rounding)
                points[seat] = rounded - back + uma[seat]
        top = -sum(points, Fraction(0)) / len(groups[0])
        for seat in groups[0]:
            points[seat] = top
    penalties = [Fraction(-state.penalties[seat]) for seat in seats]
    if rules.yakitori:
        for seat in seats:
            if state.wins[seat] == 0:
                penalties[seat] -= Fraction(rules.yakitori_penalty)
    final = [points[seat] + penalties[seat] for seat in seats]

    def four(values: list[Fraction]) -> tuple[float, ...]:
        return tuple(float(value) for value in values)

    return FinalResult(
        scores=scores,
        placements=placements,
        ranks=tuple(ranks),
        points=four(final),
        uma=four(uma),
        oka=four(oka),
        penalties=four(penalties),
    )
