"""Rank points that depend on the table, and how tied players share points and sticks.

- :func:`uma_row`: the uma of a game, by how many players float (浮きウマ, the JPML's
  公式ルール: one up +12/-1/-3/-8, two up +8/+4/-4/-8, three up +8/+3/+1/-12).
- :func:`split_tenths`: a total shared by tied players in 0.1-point units, the remainder a
  unit each to the players nearest the first dealer (M-League: 「3名が同点だった場合の端数は
  起家に近い方が大きいポイントを取得する」).
- :func:`split_sticks`: leftover riichi sticks shared the same way in 100-point units (one
  stick among three: 400/300/300; two sticks: 700/700/600).

Standard library only; :mod:`rules` calls :func:`check_floater_uma` while it builds a value,
so this module reads rules through the :class:`UmaRules` protocol.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from fractions import Fraction


class UmaRules(Protocol):
    """What this module reads of a :class:`~scoretable.engine.rules.Rules` (which calls it
    while it is built, so it cannot import it)."""

    @property
    def players(self) -> int: ...

    @property
    def return_points(self) -> int: ...

    @property
    def uma(self) -> tuple[int, ...]: ...

    @property
    def uma_by_floaters(self) -> bool: ...


ROWS = ("uma_one_up", "uma_two_up", "uma_three_up")


def check_floater_uma(rules: UmaRules) -> None:
    """Refuse uma rows that no game can use (RuleError naming the row).

    A row is empty, or one value a player adding up to 0; with ``uma_by_floaters`` every row
    a game can reach (one up to ``players - 1`` up) must be given.
    """
    for index, name in enumerate(ROWS):
        row: tuple[int, ...] = getattr(rules, name)
        needed = rules.uma_by_floaters and index < rules.players - 1
        if not row and not needed:
            continue
        if len(row) != rules.players:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "{name} needs one value for each of {count} places"),
                name,
                name=name,
                count=rules.players,
            )
        if sum(row) != 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "{name} must add up to 0, not {total}"),
                name,
                name=name,
                total=sum(row),
            )


def floaters(rules: UmaRules, scores: tuple[int, ...]) -> int:
    """How many players float: end at or above the return points (the JPML's 原点)."""
    return sum(score >= rules.return_points for score in scores)


def uma_row(rules: UmaRules, scores: tuple[int, ...]) -> tuple[int, ...]:
    """The uma (thousands, 1st to last) of a game that ended on ``scores`` (before any
    leftover sticks): ``rules.uma``, or with ``uma_by_floaters`` the row of that many
    players up (``rules.uma`` when none or all float)."""
    if not rules.uma_by_floaters:
        return rules.uma
    up = floaters(rules, scores)
    if 1 <= up < rules.players:
        row: tuple[int, ...] = getattr(rules, ROWS[up - 1])
        return row
    return rules.uma


def split_tenths(total: Fraction, count: int) -> list[Fraction]:
    """``total`` (thousands) shared by ``count`` tied players in 0.1 units, nearest the first
    dealer first; a share that is exact (to 0.1 or not) is left as it is."""
    from fractions import Fraction

    share = total / count
    if (share * 10).denominator == 1 or (total * 10).denominator != 1:
        return [share] * count
    tenths = int(total * 10)
    base, rest = divmod(tenths, count)
    return [Fraction(base + (i < rest), 10) for i in range(count)]


def split_sticks(total: int, count: int) -> list[int]:
    """``total`` points of leftover sticks shared by ``count`` tied players in 100-point units,
    a unit more each to the players nearest the first dealer (1,000 among three:
    400/300/300)."""
    base, rest = divmod(total // 100, count)
    return [100 * (base + (i < rest)) for i in range(count)]
