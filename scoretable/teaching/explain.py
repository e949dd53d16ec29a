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

Translation without Qt: both take ``translate``, a function from an English template to its
translation (the UI passes ``QCoreApplication.translate("Explain", ...)``). Every sentence is a
template with named placeholders (``"Ron: {winner} ({role}) wins from {discarder}"``), marked
``N_(...)`` where it is written so the extractor files it under the context "Explain";
it is translated first, then formatted. Numbers stay formatted here (:func:`points`,
:func:`signed`). Fu reasons (:attr:`FuItem.reason`) go through ``translate`` as well.

Nothing here computes a payment: every number comes from the :class:`Settlement` (its
:class:`WinBreakdown`, :class:`Payment` and :class:`Transfer` items). An optional
:class:`~scoretable.engine.fu.FuCount` per win adds the fu items and their rounding.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from scoretable.engine.fu import FuCount
from scoretable.engine.scoring import HandValue
from scoretable.engine.settlement import Payment, Settlement, Transfer, WinBreakdown

#: English template -> its translation.
Translate = Callable[[str], str]


def translate(context: str, text: str) -> str:
    """Identity at run time: the extractor reads ``N_`` as a translate wrapper of ``context``."""
    return text


def N_(text: str) -> str:
    """Mark a template for translation (context "Explain"); returns it unchanged."""
    return translate("Explain", text)


def _identity(text: str) -> str:
    return text


def _t(tr: Translate, template: str, **args: object) -> str:
    """Translate ``template``, then fill its placeholders (English if the translation is bad)."""
    try:
        return tr(template).format(**args)
    except (KeyError, IndexError, ValueError):
        return template.format(**args)


LineKind = Literal[
    "header", "fu", "basic", "payment", "honba", "sticks", "transfer", "note", "total"
]

#: (payer, receiver, amount): None as payer or receiver is the table (riichi sticks).
Move = tuple[int | None, int | None, int]

LIMIT_NAMES = {
    "mangan": N_("mangan"),
    "haneman": N_("haneman"),
    "baiman": N_("baiman"),
    "sanbaiman": N_("sanbaiman"),
    "yakuman": N_("yakuman"),
    "kazoe-yakuman": N_("counted yakuman (kazoe)"),
}

_TRANSFER_WORDS = {
    "hand": N_("for the hand"),
    "honba": N_("for honba"),
    "sticks": N_("riichi sticks"),
    "riichi": N_("riichi deposit"),
    "noten": N_("noten payment"),
    "nagashi": N_("nagashi mangan"),
    "chombo": N_("chombo, reverse mangan"),
    "leftover": N_("leftover riichi sticks"),
}

_HEADERS = {
    "draw": N_("Exhaustive draw"),
    "nagashi": N_("Exhaustive draw with nagashi mangan"),
    "abortive": N_("Abortive draw: no payments"),
    "chombo": N_("Chombo"),
    "riichi": N_("Riichi declared"),
    "cancel_riichi": N_("Riichi taken back"),
    "end": N_("End of the game"),
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

    def __init__(self, names: Sequence[str] | None, tr: Translate = _identity) -> None:
        given = names or ()
        self.names = tuple(
            given[seat].strip()
            if seat < len(given) and isinstance(given[seat], str) and given[seat].strip()
            else _t(tr, N_("Seat {n}"), n=seat + 1)
            for seat in range(4)
        )
        self.tr = tr

    def __getitem__(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < 4 else _t(self.tr, N_("Seat {n}"), n=seat + 1)


def _settlement_of(step_or_settlement: object) -> Settlement:
    if isinstance(step_or_settlement, Settlement):
        return step_or_settlement
    settlement = getattr(step_or_settlement, "settlement", None)
    if isinstance(settlement, Settlement):
        return settlement
    raise TypeError(
        f"explain() needs a Settlement or a Step, not {type(step_or_settlement).__name__}"
    )


def explain_fu(count: FuCount, translate: Translate | None = None) -> list[str]:
    """The fu items of a hand, their sum and the rounding, one line each."""
    tr = translate or _identity
    lines = [
        _t(tr, N_("{reason}: {fu} fu"), reason=tr(item.reason), fu=item.fu) for item in count.items
    ]
    if count.raw != count.total:
        lines.append(
            _t(tr, N_("{raw} fu rounded up to {total} fu"), raw=count.raw, total=count.total)
        )
    else:
        lines.append(_t(tr, N_("Total: {total} fu"), total=count.total))
    return lines


def explain_value(value: HandValue, translate: Translate | None = None) -> str:
    """How the basic points of a hand come about, in one line."""
    tr = translate or _identity
    basic = points(value.basic)
    if value.limit == "kazoe-yakuman":
        if value.yakuman <= 1:
            return _t(
                tr,
                N_("{han} han: counted yakuman (kazoe), {basic} basic points"),
                han=value.han,
                basic=basic,
            )
        return _t(
            tr,
            N_("{han} han: {n} x counted yakuman (kazoe), {basic} basic points"),
            han=value.han,
            n=value.yakuman,
            basic=basic,
        )
    if value.yakuman:
        unit = (
            _t(tr, N_("yakuman"))
            if value.yakuman == 1
            else _t(tr, N_("{n} x yakuman"), n=value.yakuman)
        )
        if value.formula is not None:  # aotenjou: yakuman counted as 13 han each
            fu, han, raw = value.formula
            return _t(
                tr,
                N_("{unit} counted as {han} han: {fu} fu x 2^(2+{han}) = {raw} basic points"),
                unit=unit,
                han=han,
                fu=fu,
                raw=points(raw),
            )
        return _t(tr, N_("{unit}: {basic} basic points"), unit=unit, basic=basic)
    if value.formula is None:
        name = LIMIT_NAMES.get(value.limit or "", value.limit or N_("limit"))
        return _t(
            tr,
            N_("{han} han: {name}, {basic} basic points"),
            han=value.han,
            name=tr(name),
            basic=basic,
        )
    fu, han, raw = value.formula
    formula = {"fu": fu, "han": han, "raw": points(raw), "basic": basic}
    if value.kiriage:
        return _t(
            tr,
            N_(
                "{fu} fu x 2^(2+{han}) = {raw}: kiriage mangan rounds it up to {basic} basic points"
            ),
            **formula,
        )
    if value.capped:
        name = LIMIT_NAMES.get(value.limit or "mangan", LIMIT_NAMES["mangan"])
        return _t(
            tr,
            N_("{fu} fu x 2^(2+{han}) = {raw}, over the {basic} cap: {name}, {basic}"),
            name=tr(name),
            **formula,
        )
    return _t(tr, N_("{fu} fu x 2^(2+{han}) = {raw} basic points"), **formula)


def _role(tr: Translate, dealer: bool) -> str:
    return tr(N_("dealer")) if dealer else tr(N_("non-dealer"))


def _multiplier_words(win: WinBreakdown, pay: Payment, payers: int, tr: Translate) -> str:
    n = pay.multiplier
    who = _role(tr, win.dealer)
    if pay.share != 1.0:
        if pay.pao:
            return _t(
                tr, N_("x{n} for a {who} ron, half paid by the liable player (pao)"), n=n, who=who
            )
        return _t(tr, N_("x{n} for a {who} ron, half paid by the discarder (pao)"), n=n, who=who)
    if win.rinshan_pao and pay.pao:
        return _t(tr, N_("x{n}: fed the kan, pays the whole win as a ron (rinshan pao)"), n=n)
    if pay.pao:
        return _t(tr, N_("x{n}: the liable player pays the whole {who} win (pao)"), n=n, who=who)
    if not win.tsumo:
        return _t(tr, N_("x{n} for a {who} ron"), n=n, who=who)
    if win.dealer:
        return _t(tr, N_("x{n} for a dealer tsumo"), n=n)
    if n == 2:
        return _t(tr, N_("x2 as the dealer, for a non-dealer tsumo"))
    if payers == 1:
        return _t(tr, N_("x{n} as a non-dealer, for a non-dealer tsumo"), n=n)
    return _t(tr, N_("x{n} as non-dealers, for a non-dealer tsumo"), n=n)


def _payment_line(
    win: WinBreakdown, pays: Sequence[Payment], names: _Names, tr: Translate
) -> ExplainLine:
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
    how = _multiplier_words(win, pay, len(who), tr)
    if len(who) == 1:
        text = _t(tr, N_("{payer} pays {how}: {calc}"), payer=who[0], how=how, calc=calc)
    else:
        text = _t(
            tr,
            N_("{payers} and {last} each pay {how}: {calc}"),
            payers=", ".join(who[:-1]),
            last=who[-1],
            how=how,
            calc=calc,
        )
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


def _payment_lines(win: WinBreakdown, names: _Names, tr: Translate) -> list[ExplainLine]:
    groups: list[list[Payment]] = []
    for pay in win.payments:
        for group in groups:
            if _same_way(group[0], pay):
                group.append(pay)
                break
        else:
            groups.append([pay])
    return [_payment_line(win, group, names, tr) for group in groups]


def _win_lines(
    settlement: Settlement,
    index: int,
    names: _Names,
    fu: FuCount | None,
    tr: Translate,
) -> list[ExplainLine]:
    win = settlement.wins[index]
    winner = names[win.winner]
    role = _role(tr, win.dealer)
    if win.tsumo:
        head = _t(tr, N_("Tsumo: {winner} ({role}) wins"), winner=winner, role=role)
    else:
        discarder = names[win.discarder] if win.discarder is not None else tr(N_("the discarder"))
        head = _t(
            tr,
            N_("Ron: {winner} ({role}) wins from {discarder}"),
            winner=winner,
            role=role,
            discarder=discarder,
        )
    if len(settlement.wins) > 1:
        head = _t(
            tr, N_("Win {n} of {count}. {head}"), n=index + 1, count=len(settlement.wins), head=head
        )
    lines = [ExplainLine(head, "header")]
    if win.head_bumped:
        lines.append(
            ExplainLine(
                _t(
                    tr,
                    N_(
                        "{winner} is not paid: head bump (only the winner nearest the discarder is)"
                    ),
                    winner=winner,
                ),
                "note",
            )
        )
        return lines
    if fu is not None:
        lines.extend(ExplainLine(text, "fu") for text in explain_fu(fu, tr))
    lines.append(ExplainLine(explain_value(win.value, tr), "basic", figure=win.value.basic))
    if win.pao is not None:
        lines.append(
            ExplainLine(
                _t(tr, N_("Pao: {player} is liable for the yakuman"), player=names[win.pao]),
                "note",
            )
        )
    lines.extend(_payment_lines(win, names, tr))
    honba = [t for t in settlement.transfers if t.reason == "honba" and t.win_index == index]
    if honba:
        parts = ", ".join(
            _t(tr, N_("{payer} pays +{amount}"), payer=names[t.payer], amount=points(t.amount))
            for t in honba
            if t.payer is not None
        )
        if win.honba:
            text = _t(tr, N_("{n} honba: {parts}"), n=win.honba, parts=parts)
        else:
            text = _t(tr, N_("Honba: {parts}"), parts=parts)
        lines.append(
            ExplainLine(
                text,
                "honba",
                figure=win.honba_points,
                moves=tuple((t.payer, t.receiver, t.amount) for t in honba),
            )
        )
    elif any(other.honba for other in settlement.wins):
        lines.append(
            ExplainLine(
                _t(
                    tr,
                    N_("No honba for {winner}: they go to the winner nearest the discarder"),
                    winner=winner,
                ),
                "note",
            )
        )
    sticks = [t for t in settlement.transfers if t.reason == "sticks" and t.win_index == index]
    if sticks:
        total = sum(t.amount for t in sticks)
        if win.sticks == 1:
            template = N_("{n} riichi stick from the table: +{amount}")
        else:
            template = N_("{n} riichi sticks from the table: +{amount}")
        lines.append(
            ExplainLine(
                _t(tr, template, n=win.sticks, amount=points(total)),
                "sticks",
                figure=total,
                moves=tuple((t.payer, t.receiver, t.amount) for t in sticks),
            )
        )
    return lines


def _transfer_line(t: Transfer, names: _Names, tr: Translate) -> ExplainLine:
    table = tr(N_("the table"))
    payer = table if t.payer is None else names[t.payer]
    receiver = table if t.receiver is None else names[t.receiver]
    args = {"payer": payer, "receiver": receiver, "amount": points(t.amount)}
    args["words"] = tr(_TRANSFER_WORDS[t.reason])
    if t.receiver is None:
        text = _t(tr, N_("{payer} puts {amount} on the table ({words})"), **args)
    elif t.payer is None:
        text = _t(tr, N_("{receiver} takes {amount} from the table ({words})"), **args)
    else:
        text = _t(tr, N_("{payer} pays {amount} to {receiver} ({words})"), **args)
    return ExplainLine(text, "transfer", figure=t.amount, moves=((t.payer, t.receiver, t.amount),))


def explain_steps(
    step_or_settlement: object,
    names: Sequence[str] | None = (),
    fu: Sequence[FuCount | None] | None = (),
    translate: Translate | None = None,
) -> list[ExplainLine]:
    """The explanation of a settlement (or of a table ``Step``) as structured lines.

    Args:
        step_or_settlement: a :class:`Settlement`, or anything with a ``settlement`` attribute
            holding one (a table ``Step``).
        names: the players' names by seat; missing or blank names become "Seat N".
        fu: optionally, the fu count of each win (by win index), to show its items.
        translate: English template -> translation (identity by default); every sentence
            and word goes through it before its placeholders are filled.

    Raises:
        TypeError: the argument holds no settlement.
    """
    settlement = _settlement_of(step_or_settlement)
    tr = translate or _identity
    seats = _Names(names, tr)
    fu = fu or ()
    lines: list[ExplainLine] = []
    win_reasons = {"hand", "honba", "sticks"}
    for index in range(len(settlement.wins)):
        count = fu[index] if index < len(fu) else None
        lines.extend(_win_lines(settlement, index, seats, count, tr))
    if not settlement.wins:
        header = _HEADERS.get(settlement.kind)
        text = tr(header) if header is not None else settlement.kind.capitalize()
        lines.append(ExplainLine(text, "header"))
    if settlement.kind in ("draw", "nagashi") and settlement.tenpai:
        tenpai = ", ".join(seats[s] for s in sorted(settlement.tenpai))
        lines.append(ExplainLine(_t(tr, N_("Tenpai: {players}"), players=tenpai), "note"))
    if settlement.nagashi:
        who = ", ".join(seats[s] for s in sorted(settlement.nagashi))
        lines.append(
            ExplainLine(
                _t(tr, N_("Nagashi mangan, paid as a mangan tsumo: {players}"), players=who),
                "note",
            )
        )
    for t in settlement.transfers:
        # a win's own transfers are explained by its payment, honba and stick lines
        if (
            t.win_index is not None
            and t.reason in win_reasons
            and t.win_index < len(settlement.wins)
        ):
            continue
        lines.append(_transfer_line(t, seats, tr))
    if settlement.kind in ("draw", "nagashi", "abortive") and settlement.sticks_after:
        n = settlement.sticks_after
        if n == 1:
            stay = _t(tr, N_("1 riichi stick stays on the table"))
        else:
            stay = _t(tr, N_("{n} riichi sticks stay on the table"), n=n)
        lines.append(ExplainLine(stay, "note"))
    lines.extend(ExplainLine(tr(note), "note") for note in settlement.notes)
    for seat, penalty in enumerate(settlement.penalties):
        if penalty:
            text = _t(
                tr,
                N_("{player}: -{n} points on the final result"),
                player=seats[seat],
                n=penalty,
            )
            lines.append(ExplainLine(text, "note"))
    if settlement.non_zero_sum:
        lines.append(
            ExplainLine(_t(tr, N_("Not zero-sum: {why}"), why=tr(settlement.non_zero_sum)), "note")
        )
    for seat in range(4):
        delta = settlement.deltas[seat]
        lines.append(
            ExplainLine(
                _t(tr, N_("{player}: {delta}"), player=seats[seat], delta=signed(delta)),
                "total",
                seat=seat,
                figure=delta,
            )
        )
    return lines


def explain(
    step_or_settlement: object,
    names: Sequence[str] | None = (),
    fu: Sequence[FuCount | None] | None = (),
    translate: Translate | None = None,
) -> list[str]:
    """The explanation of a settlement as lines (see :func:`explain_steps`); plain English
    unless ``translate`` says otherwise."""
    return [line.text for line in explain_steps(step_or_settlement, names, fu, translate)]


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
