"""Itemised settlements: who pays whom how much, and why.

A :class:`Settlement` is the result of one action at the table (a win, a draw, a riichi
deposit, a chombo). It lists every :class:`Transfer` and, for each win, a
:class:`WinBreakdown` with the hand value and each payer's multiplier, unrounded and rounded
amount, so that the teaching tools can explain every number from it alone.

Seat numbers are 0..3 (0..2 with three players), seat 0 being the first East dealer. ``None``
as payer or receiver means the table (the riichi-stick pot).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from scoretable.engine.records import Record, set_field
from scoretable.engine.scoring import HandValue

# Why a transfer happens.
Reason = Literal[
    "hand",  # the hand's value (ron or tsumo share)
    "honba",  # honba counters
    "sticks",  # riichi sticks collected from the table
    "riichi",  # a riichi deposit put on the table
    "noten",  # noten payment at an exhaustive draw
    "nagashi",  # nagashi mangan payment
    "chombo",  # chombo reverse mangan
    "leftover",  # leftover sticks to first place at the end of the game
]


class Transfer(Record):
    """One payment. ``payer``/``receiver`` is a seat or None for the table."""

    payer: int | None
    receiver: int | None
    amount: int
    reason: Reason
    # index into Settlement.wins for "hand"/"honba"/"sticks" transfers of a win
    win_index: int | None
    # the liable player pays this transfer under pao (sekinin barai)
    pao: bool

    def __init__(
        self,
        payer: int | None,
        receiver: int | None,
        amount: int,
        reason: Reason,
        win_index: int | None = None,
        pao: bool = False,
    ) -> None:
        set_field(self, "payer", payer)
        set_field(self, "receiver", receiver)
        set_field(self, "amount", amount)
        set_field(self, "reason", reason)
        set_field(self, "win_index", win_index)
        set_field(self, "pao", pao)


class Payment(Record):
    """One payer's share of a hand's value, as computed before honba and sticks.

    ``raw`` is basic x multiplier x share before rounding; ``amount`` is after rounding up to
    100. ``share`` is 1.0 normally, 0.5 for each side of a pao ron split.
    """

    payer: int
    multiplier: int  # 1, 2, 4 or 6
    raw: int
    amount: int
    share: float
    pao: bool

    def __init__(
        self,
        payer: int,
        multiplier: int,
        raw: int,
        amount: int,
        share: float = 1.0,
        pao: bool = False,
    ) -> None:
        set_field(self, "payer", payer)
        set_field(self, "multiplier", multiplier)
        set_field(self, "raw", raw)
        set_field(self, "amount", amount)
        set_field(self, "share", share)
        set_field(self, "pao", pao)


@dataclass(frozen=True)
class WinBreakdown:
    """Everything about one winner's payment."""

    winner: int
    discarder: int | None  # None on tsumo
    dealer: bool
    tsumo: bool
    value: HandValue
    payments: tuple[Payment, ...]
    honba: int  # honba counters this winner was paid for (0 if another winner took them)
    honba_points: int  # total honba points received
    sticks: int  # riichi sticks this winner collected
    pao: int | None = None  # liable seat, if any
    rinshan_pao: bool = False
    head_bumped: bool = False  # listed but not paid (head bump)
    pao_yaku: str | None = None  # the yakuman the liable seat let complete, if said
    nukidora: int = 0  # North tiles set aside counted in value.han (three players)


Kind = Literal[
    "ron", "tsumo", "draw", "nagashi", "abortive", "chombo", "riichi", "cancel_riichi", "end"
]


@dataclass(frozen=True)
class Settlement:
    """The itemised result of one action."""

    kind: Kind
    transfers: tuple[Transfer, ...] = ()
    wins: tuple[WinBreakdown, ...] = ()
    # net change of each seat's score (sum of transfers), one per player
    deltas: tuple[int, ...] = (0, 0, 0, 0)
    sticks_before: int = 0
    sticks_after: int = 0
    # seats tenpai at an exhaustive draw
    tenpai: frozenset[int] = frozenset()
    # seats paid for nagashi mangan
    nagashi: frozenset[int] = frozenset()
    # when not zero-sum (e.g. chombo penalties outside the table), the reason
    non_zero_sum: str = ""
    # free-text notes for the explanation (e.g. "triple ron: abortive draw under these rules")
    notes: tuple[str, ...] = field(default_factory=tuple)
    # final-point penalties (thousands) this action adds, per seat (chombo in
    # "final_penalty" mode)
    penalties: tuple[int, ...] = (0, 0, 0, 0)


def deltas_of(transfers: tuple[Transfer, ...], players: int = 4) -> tuple[int, ...]:
    """Net change of each of ``players`` seats' scores from ``transfers`` (the table's side is
    left out)."""
    out = [0] * players
    for t in transfers:
        if t.payer is not None:
            out[t.payer] -= t.amount
        if t.receiver is not None:
            out[t.receiver] += t.amount
    return tuple(out)


def make_settlement(
    kind: Kind,
    transfers: tuple[Transfer, ...],
    *,
    sticks_before: int,
    sticks_after: int,
    wins: tuple[WinBreakdown, ...] = (),
    tenpai: frozenset[int] = frozenset(),
    nagashi: frozenset[int] = frozenset(),
    non_zero_sum: str = "",
    notes: tuple[str, ...] = (),
    penalties: tuple[int, ...] = (0, 0, 0, 0),
    players: int = 4,
) -> Settlement:
    """A settlement whose ``deltas`` are the sum of its ``transfers`` over ``players`` seats."""
    return Settlement(
        kind=kind,
        transfers=transfers,
        wins=wins,
        deltas=deltas_of(transfers, players),
        sticks_before=sticks_before,
        sticks_after=sticks_after,
        tenpai=tenpai,
        nagashi=nagashi,
        non_zero_sum=non_zero_sum,
        notes=notes,
        penalties=penalties,
    )
