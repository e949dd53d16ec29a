"""Places by score, and the riichi sticks left on the table when the game ends.

:func:`leftover_transfers` pays them out as ``rules.leftover_sticks`` says: to first place,
or to nobody ("lost": the final scores then add up to less than the start by those sticks).
Seats tied for first with ties split (``rules.tie_break`` "split") share them in 100-point
units, a unit more each to the tied seats nearest the first dealer (M-League: one stick among
three is 400/300/300, not 334/333/333).
"""

from __future__ import annotations

from typing import Protocol

from scoretable.engine.rules import Rules
from scoretable.engine.settlement import Transfer
from scoretable.engine.uma import split_sticks


class EndingTable(Protocol):
    """What :func:`leftover_transfers` reads of a table state (a
    :class:`~scoretable.engine.table.TableState`)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def sticks(self) -> int: ...


def placement_order(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Seats from first to last place; equal scores go to the seat nearer the first dealer."""
    return tuple(sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat)))


def leftover_transfers(state: EndingTable) -> tuple[Transfer, ...]:
    """Transfers paying the leftover sticks out at the end of the game (rules.leftover_sticks).

    With ties split (rules.tie_break "split") the seats tied for first share them in 100-point
    units, the remainder a unit each to the tied seats nearest the first dealer.
    """
    if state.sticks == 0:
        return ()
    total = 1000 * state.sticks
    if state.rules.leftover_sticks == "lost":
        return (Transfer(None, None, total, "leftover"),)
    scores = state.scores
    order = placement_order(scores)
    if state.rules.tie_break == "split":
        firsts = [seat for seat in order if scores[seat] == scores[order[0]]]
    else:
        firsts = [order[0]]
    shares = split_sticks(total, len(firsts))
    return tuple(
        Transfer(None, seat, share, "leftover") for seat, share in zip(firsts, shares, strict=True)
    )
