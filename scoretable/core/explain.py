"""Explain a settlement in plain words, step by step, from the engine's itemised result alone.

    lines = explain(step, ["Ann", "Ben", "Cho", "Dai"])
    # ["Ron: Ann (non-dealer) wins from Ben",
    #  "30 fu x 2^(2+3) = 960 basic points",
    #  "Ben pays x4 for a non-dealer ron: 960 x 4 = 3,840 -> 3,900",
    #  "1 honba: Ben pays +300",
    #  "2 riichi sticks from the table: +2,000",
    #  "Ann: +6,200", "Ben: -4,200", "Cho: -1,000", ...]

:func:`explain_steps` returns the same lines as :class:`ExplainLine` values that also carry
the points each line moves, so a test (or a UI) can check that the explanation accounts for
every point of the settlement: the ``"total"`` lines' figures are the settlement's deltas.

Nothing here computes a payment: every number comes from the :class:`Settlement` (its
:class:`WinBreakdown`, :class:`Payment` and :class:`Transfer` items). An optional
:class:`~scoretable.core.fu.FuCount` per win adds the fu items and their rounding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from scoretable.core.fu import FuCount
from scoretable.core.scoring import HandValue
from scoretable.core.settlement import Payment, Settlement, Transfer, WinBreakdown

LineKind = Literal[
    "header", "fu", "basic", "payment", "honba", "sticks", "transfer", "note", "total"
]

#: (payer, receiver, amount): None as payer or receiver is the table (riichi sticks).
Move = tuple[int | None, int | None, int]

LIMIT_NAMES = {
    "mangan": "mangan",
    "haneman": "haneman",
    "baiman": "baiman",
    "sanbaiman": "sanbaiman",
    "yakuman": "yakuman",
    "kazoe-yakuman": "counted yakuman (kazoe)",
}

_TRANSFER_WORDS = {
    "hand": "for the hand",
    "honba": "for honba",
    "sticks": "riichi sticks",
    "riichi": "riichi deposit",
    "noten": "noten payment",
    "nagashi": "nagashi mangan",
    "chombo": "chombo, reverse mangan",
    "leftover": "leftover riichi sticks",
}

_HEADERS = {
    "draw": "Exhaustive draw",
    "nagashi": "Exhaustive draw with nagashi mangan",
    "abortive": "Abortive draw: no payments",
    "chombo": "Chombo",
    "riichi": "Riichi declared",
    "cancel_riichi": "Riichi taken back",
    "end": "End of the game",
}


@dataclass(frozen=True)
class ExplainLine:
    """One line of an explanation.

    Attributes:
        text: the sentence shown to the user.
        kind: what the line is about (``"total"`` lines close the explanation, one per seat).
        seat: the seat a ``"total"`` line is about, else None.
        figure: the number a line ends on (a total's signed delta, a payment's amount), or None.
        moves: the points this line moves (payer, receiver, amount); over all lines of an
            explanation they add up to the settlement's deltas.
    """

    text: str
    kind: LineKind
    seat: int | None = None
    figure: int | None = None
    moves: tuple[Move, ...] = ()


def points(n: int) -> str:
    """``3900`` -> ``"3,900"``."""
    return f"{n:,}"


def signed(n: int) -> str:
    """``3900`` -> ``"+3,900"``, ``-300`` -> ``"-300"``, ``0`` -> ``"0"``."""
    return f"{n:+,}" if n else "0"


def player_names(names: Sequence[str] | None) -> tuple[str, str, str, str]:
    """Four usable names: missing or blank ones become "Seat 1".."Seat 4"."""
    names = names or ()
    out = []
    for seat in range(4):
        name = names[seat].strip() if seat < len(names) and isinstance(names[seat], str) else ""
        out.append(name or f"Seat {seat + 1}")
    return out[0], out[1], out[2], out[3]


class _Names:
    """Names by seat; a seat outside 0..3 (a damaged record) still gets a name."""

    def __init__(self, names: Sequence[str] | None) -> None:
        self.names = player_names(names)

    def __getitem__(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < 4 else f"Seat {seat + 1}"


def _settlement_of(step_or_settlement: object) -> Settlement:
    if isinstance(step_or_settlement, Settlement):
        return step_or_settlement
    settlement = getattr(step_or_settlement, "settlement", None)
    if isinstance(settlement, Settlement):
        return settlement
    raise TypeError(
        f"explain() needs a Settlement or a Step, not {type(step_or_settlement).__name__}"
    )


def explain_fu(count: FuCount) -> list[str]:
    """The fu items of a hand, their sum and the rounding, one line each."""
    lines = [f"{item.reason}: {item.fu} fu" for item in count.items]
    if count.raw != count.total:
        lines.append(f"{count.raw} fu rounded up to {count.total} fu")
    else:
        lines.append(f"Total: {count.total} fu")
    return lines


def explain_value(value: HandValue) -> str:
    """How the basic points of a hand come about, in one line."""
    if value.limit == "kazoe-yakuman":
        unit = "counted yakuman" if value.yakuman <= 1 else f"{value.yakuman} x counted yakuman"
        return f"{value.han} han: {unit} (kazoe), {points(value.basic)} basic points"
    if value.yakuman:
        unit = "yakuman" if value.yakuman == 1 else f"{value.yakuman} x yakuman"
        if value.formula is not None:  # aotenjou: yakuman counted as 13 han each
            fu, han, raw = value.formula
            return (
                f"{unit} counted as {han} han: {fu} fu x 2^(2+{han}) = {points(raw)} basic points"
            )
        return f"{unit}: {points(value.basic)} basic points"
    if value.formula is None:
        name = LIMIT_NAMES.get(value.limit or "", value.limit or "limit")
        return f"{value.han} han: {name}, {points(value.basic)} basic points"
    fu, han, raw = value.formula
    formula = f"{fu} fu x 2^(2+{han}) = {points(raw)}"
    if value.kiriage:
        return f"{formula}: kiriage mangan rounds it up to {points(value.basic)} basic points"
    if value.capped:
        name = LIMIT_NAMES.get(value.limit or "mangan", "mangan")
        return f"{formula}, over the {points(value.basic)} cap: {name}, {points(value.basic)}"
    return f"{formula} basic points"


def _multiplier_words(win: WinBreakdown, pay: Payment, payers: int = 1) -> str:
    who = "dealer" if win.dealer else "non-dealer"
    if pay.share != 1.0:
        role = "the liable player" if pay.pao else "the discarder"
        return f"x{pay.multiplier} for a {who} ron, half paid by {role} (pao)"
    if win.rinshan_pao and pay.pao:
        return f"x{pay.multiplier}: fed the kan, pays the whole win as a ron (rinshan pao)"
    if pay.pao:
        return f"x{pay.multiplier}: the liable player pays the whole {who} win (pao)"
    if not win.tsumo:
        return f"x{pay.multiplier} for a {who} ron"
    if win.dealer:
        return f"x{pay.multiplier} for a dealer tsumo"
    if pay.multiplier == 2:
        return "x2 as the dealer, for a non-dealer tsumo"
    role = "as a non-dealer" if payers == 1 else "as non-dealers"
    return f"x{pay.multiplier} {role}, for a non-dealer tsumo"


def _payment_line(win: WinBreakdown, pays: Sequence[Payment], names: _Names) -> ExplainLine:
    """One line for payers who pay the same way (the three payers of a dealer tsumo)."""
    pay = pays[0]
    basic = win.value.basic
    calc = f"{points(basic)} x {pay.multiplier}"
    if pay.share != 1.0:
        calc += f" x {pay.share:g}"
    calc += f" = {points(pay.raw)}"
    if pay.amount != pay.raw:
        calc += f" -> {points(pay.amount)}"
    who = [names[p.payer] for p in pays]
    payers = f"{who[0]} pays" if len(who) == 1 else f"{', '.join(who[:-1])} and {who[-1]} each pay"
    text = f"{payers} {_multiplier_words(win, pay, len(who))}: {calc}"
    return ExplainLine(
        text,
        "payment",
        figure=pay.amount,
        moves=tuple((p.payer, win.winner, p.amount) for p in pays),
    )


def _same_way(a: Payment, b: Payment) -> bool:
    return (a.multiplier, a.raw, a.amount, a.share, a.pao) == (
        b.multiplier,
        b.raw,
        b.amount,
        b.share,
        b.pao,
    )


def _payment_lines(win: WinBreakdown, names: _Names) -> list[ExplainLine]:
    groups: list[list[Payment]] = []
    for pay in win.payments:
        for group in groups:
            if _same_way(group[0], pay):
                group.append(pay)
                break
        else:
            groups.append([pay])
    return [_payment_line(win, group, names) for group in groups]


def _win_lines(
    settlement: Settlement,
    index: int,
    names: _Names,
    fu: FuCount | None,
) -> list[ExplainLine]:
    win = settlement.wins[index]
    winner = names[win.winner]
    role = "dealer" if win.dealer else "non-dealer"
    if win.tsumo:
        head = f"Tsumo: {winner} ({role}) wins"
    else:
        discarder = names[win.discarder] if win.discarder is not None else "the discarder"
        head = f"Ron: {winner} ({role}) wins from {discarder}"
    if len(settlement.wins) > 1:
        head = f"Win {index + 1} of {len(settlement.wins)}. {head}"
    lines = [ExplainLine(head, "header")]
    if win.head_bumped:
        lines.append(
            ExplainLine(
                f"{winner} is not paid: head bump (only the winner nearest the discarder is)",
                "note",
            )
        )
        return lines
    if fu is not None:
        lines.extend(ExplainLine(text, "fu") for text in explain_fu(fu))
    lines.append(ExplainLine(explain_value(win.value), "basic", figure=win.value.basic))
    if win.pao is not None:
        lines.append(ExplainLine(f"Pao: {names[win.pao]} is liable for the yakuman", "note"))
    lines.extend(_payment_lines(win, names))
    honba = [t for t in settlement.transfers if t.reason == "honba" and t.win_index == index]
    if honba:
        counters = f"{win.honba} honba" if win.honba else "Honba"
        parts = ", ".join(
            f"{names[t.payer]} pays +{points(t.amount)}" for t in honba if t.payer is not None
        )
        lines.append(
            ExplainLine(
                f"{counters}: {parts}",
                "honba",
                figure=win.honba_points,
                moves=tuple((t.payer, t.receiver, t.amount) for t in honba),
            )
        )
    elif any(other.honba for other in settlement.wins):
        lines.append(
            ExplainLine(
                f"No honba for {winner}: they go to the winner nearest the discarder", "note"
            )
        )
    sticks = [t for t in settlement.transfers if t.reason == "sticks" and t.win_index == index]
    if sticks:
        total = sum(t.amount for t in sticks)
        count = f"{win.sticks} riichi stick{'s' if win.sticks != 1 else ''}"
        lines.append(
            ExplainLine(
                f"{count} from the table: +{points(total)}",
                "sticks",
                figure=total,
                moves=tuple((t.payer, t.receiver, t.amount) for t in sticks),
            )
        )
    return lines


def _transfer_line(t: Transfer, names: _Names) -> ExplainLine:
    payer = "the table" if t.payer is None else names[t.payer]
    receiver = "the table" if t.receiver is None else names[t.receiver]
    words = _TRANSFER_WORDS[t.reason]
    if t.receiver is None:
        text = f"{payer} puts {points(t.amount)} on the table ({words})"
    elif t.payer is None:
        text = f"{receiver} takes {points(t.amount)} from the table ({words})"
    else:
        text = f"{payer} pays {points(t.amount)} to {receiver} ({words})"
    return ExplainLine(text, "transfer", figure=t.amount, moves=((t.payer, t.receiver, t.amount),))


def explain_steps(
    step_or_settlement: object,
    names: Sequence[str] | None = (),
    fu: Sequence[FuCount | None] | None = (),
) -> list[ExplainLine]:
    """The explanation of a settlement (or of a table ``Step``) as structured lines.

    Args:
        step_or_settlement: a :class:`Settlement`, or anything with a ``settlement`` attribute
            holding one (a table ``Step``).
        names: the players' names by seat; missing or blank names become "Seat N".
        fu: optionally, the fu count of each win (by win index), to show its items.

    Raises:
        TypeError: the argument holds no settlement.
    """
    settlement = _settlement_of(step_or_settlement)
    seats = _Names(names)
    fu = fu or ()
    lines: list[ExplainLine] = []
    win_reasons = {"hand", "honba", "sticks"}
    for index in range(len(settlement.wins)):
        count = fu[index] if index < len(fu) else None
        lines.extend(_win_lines(settlement, index, seats, count))
    if not settlement.wins:
        lines.append(
            ExplainLine(_HEADERS.get(settlement.kind, settlement.kind.capitalize()), "header")
        )
    if settlement.kind in ("draw", "nagashi") and settlement.tenpai:
        tenpai = ", ".join(seats[s] for s in sorted(settlement.tenpai))
        lines.append(ExplainLine(f"Tenpai: {tenpai}", "note"))
    if settlement.nagashi:
        who = ", ".join(seats[s] for s in sorted(settlement.nagashi))
        lines.append(ExplainLine(f"Nagashi mangan, paid as a mangan tsumo: {who}", "note"))
    for t in settlement.transfers:
        # a win's own transfers are explained by its payment, honba and stick lines
        if (
            t.win_index is not None
            and t.reason in win_reasons
            and t.win_index < len(settlement.wins)
        ):
            continue
        lines.append(_transfer_line(t, seats))
    if settlement.kind in ("draw", "nagashi", "abortive") and settlement.sticks_after:
        n = settlement.sticks_after
        stay = "1 riichi stick stays" if n == 1 else f"{n} riichi sticks stay"
        lines.append(ExplainLine(f"{stay} on the table", "note"))
    lines.extend(ExplainLine(note, "note") for note in settlement.notes)
    if settlement.non_zero_sum:
        lines.append(ExplainLine(f"Not zero-sum: {settlement.non_zero_sum}", "note"))
    for seat in range(4):
        delta = settlement.deltas[seat]
        lines.append(
            ExplainLine(f"{seats[seat]}: {signed(delta)}", "total", seat=seat, figure=delta)
        )
    return lines


def explain(
    step_or_settlement: object,
    names: Sequence[str] | None = (),
    fu: Sequence[FuCount | None] | None = (),
) -> list[str]:
    """The explanation of a settlement as plain-English lines (see :func:`explain_steps`)."""
    return [line.text for line in explain_steps(step_or_settlement, names, fu)]


def moved(lines: Sequence[ExplainLine]) -> tuple[int, int, int, int]:
    """Net points per seat that the lines move (the table is left out)."""
    net = [0, 0, 0, 0]
    for line in lines:
        for payer, receiver, amount in line.moves:
            if payer is not None:
                net[payer] -= amount
            if receiver is not None:
                net[receiver] += amount
    return net[0], net[1], net[2], net[3]
