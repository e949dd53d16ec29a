"""Explain a settlement in plain words, step by step, from the engine's itemised result alone.

    lines = explain(step, ["Ann", "Ben", "Cho", "Dai"])
    # ["Ron: Ann (non-dealer) wins from Ben",
    #  "30 fu × 2⁵ (2 + 3 han) = 960 basic points",
    #  "Ben pays ×4 for a non-dealer ron: 960 × 4 = 3,840 → 3,900",
    #  "1 honba: Ben pays +300",
    #  "2 riichi sticks from the table: +2,000",
    #  "Ann: +6,200", "Ben: −4,200", "Cho: −1,000", ...]

:func:`explain_steps` returns the same lines as :class:`ExplainLine` values that also carry
the points each line moves, so a test (or a UI) can check that the explanation accounts for
every point of the settlement: the ``"total"`` lines' figures are the settlement's deltas.

Translation without Qt: both take ``translate``, a
:data:`~scoretable.engine.markers.Translate` (the UI passes ``QCoreApplication.translate``).
Every sentence is a template with named placeholders
(``"Ron: {winner} ({role}) wins from {discarder}"``), marked
``QT_TRANSLATE_NOOP("Explain", ...)`` where it is written so that ``pyside6-lupdate`` files it
under the context "Explain"; it is translated first, then formatted. Numbers stay formatted
here (:func:`points`, :func:`signed`). Fu reasons (:attr:`FuItem.reason`) go through
``translate`` as well (context "Fu").

Nothing here computes a payment: every number comes from the :class:`Settlement` (its
:class:`WinBreakdown`, :class:`Payment` and :class:`Transfer` items). An optional
:class:`~scoretable.engine.fu.FuCount` per win adds the fu items and their rounding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from scoretable.engine.fu import FuCount
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated
from scoretable.engine.scoring import HandValue
from scoretable.engine.settlement import Payment, Settlement, Transfer, WinBreakdown
from scoretable.teaching.yaku_fu import explain_fu, explain_yaku, hand_fu_count

if TYPE_CHECKING:  # not imported at run time: it loads the mahjong package
    from scoretable.engine.tile_hand import HandResult


def _t(translate: Translate, template: str, **args: object) -> str:
    """Translate ``template``, then fill its placeholders (English if the translation is bad)."""
    return translated(translate, "Explain", template, **args)


LineKind = Literal[
    "header", "yaku", "fu", "basic", "payment", "honba", "sticks", "transfer", "note", "total"
]

# (payer, receiver, amount): None as payer or receiver is the table (riichi sticks).
Move = tuple[int | None, int | None, int]

LIMIT_NAMES = {
    "mangan": QT_TRANSLATE_NOOP("Explain", "mangan"),
    "haneman": QT_TRANSLATE_NOOP("Explain", "haneman"),
    "baiman": QT_TRANSLATE_NOOP("Explain", "baiman"),
    "sanbaiman": QT_TRANSLATE_NOOP("Explain", "sanbaiman"),
    "yakuman": QT_TRANSLATE_NOOP("Explain", "yakuman"),
    "kazoe-yakuman": QT_TRANSLATE_NOOP("Explain", "counted yakuman (kazoe)"),
}

# The pao yakuman by the names a win gives them (WinEntry.pao_yaku).
PAO_YAKU_NAMES = {
    "daisangen": QT_TRANSLATE_NOOP("Explain", "daisangen"),
    "daisuushii": QT_TRANSLATE_NOOP("Explain", "daisuushii"),
    "suukantsu": QT_TRANSLATE_NOOP("Explain", "suukantsu"),
}

_TRANSFER_WORDS = {
    "hand": QT_TRANSLATE_NOOP("Explain", "for the hand"),
    "honba": QT_TRANSLATE_NOOP("Explain", "for honba"),
    "sticks": QT_TRANSLATE_NOOP("Explain", "riichi sticks"),
    "riichi": QT_TRANSLATE_NOOP("Explain", "riichi deposit"),
    "noten": QT_TRANSLATE_NOOP("Explain", "noten payment"),
    "nagashi": QT_TRANSLATE_NOOP("Explain", "nagashi mangan"),
    "chombo": QT_TRANSLATE_NOOP("Explain", "chombo, reverse mangan"),
    "leftover": QT_TRANSLATE_NOOP("Explain", "leftover riichi sticks"),
}

_HEADERS = {
    "draw": QT_TRANSLATE_NOOP("Explain", "Exhaustive draw"),
    "nagashi": QT_TRANSLATE_NOOP("Explain", "Exhaustive draw with nagashi mangan"),
    "abortive": QT_TRANSLATE_NOOP("Explain", "Abortive draw: no payments"),
    "chombo": QT_TRANSLATE_NOOP("Explain", "Chombo"),
    "riichi": QT_TRANSLATE_NOOP("Explain", "Riichi declared"),
    "cancel_riichi": QT_TRANSLATE_NOOP("Explain", "Riichi taken back"),
    "end": QT_TRANSLATE_NOOP("Explain", "End of the game"),
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


# The minus sign (U+2212) of every negative number shown, as wide as the plus sign.
MINUS = "\u2212"

_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def signed(n: int) -> str:
    """``3900`` -> ``"+3,900"``, ``-300`` -> ``"−300"`` (a true minus sign), ``0`` -> ``"0"``."""
    return f"{n:+,}".replace("-", MINUS) if n else "0"


def power_of_two(han: int) -> str:
    """The doubling of a han count as written: ``3`` -> ``"2⁵"`` (2 to the power 2 + 3)."""
    return "2" + str(2 + han).translate(_SUPERSCRIPT)


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

    def __init__(self, names: Sequence[str] | None, translate: Translate = english) -> None:
        given = names or ()
        self.names = tuple(
            given[seat].strip()
            if seat < len(given) and isinstance(given[seat], str) and given[seat].strip()
            else _t(translate, QT_TRANSLATE_NOOP("Explain", "Seat {n}"), n=seat + 1)
            for seat in range(4)
        )
        self.translate = translate

    def __getitem__(self, seat: int) -> str:
        return (
            self.names[seat]
            if 0 <= seat < 4
            else _t(self.translate, QT_TRANSLATE_NOOP("Explain", "Seat {n}"), n=seat + 1)
        )


def _settlement_of(step_or_settlement: object) -> Settlement:
    if isinstance(step_or_settlement, Settlement):
        return step_or_settlement
    settlement = getattr(step_or_settlement, "settlement", None)
    if isinstance(settlement, Settlement):
        return settlement
    raise TypeError(
        f"explain() needs a Settlement or a Step, not {type(step_or_settlement).__name__}"
    )


def explain_hand(hand: HandResult, translate: Translate = english) -> list[str]:
    """The whole chain from the tiles: the yaku and their han, the fu items, the basic points,
    and the payment, all from the same result."""
    lines = explain_yaku(hand, translate)
    count = hand_fu_count(hand)
    if count is not None:
        lines.extend(explain_fu(count, translate))
    lines.append(explain_value(hand.value, translate))
    pay = hand.payments
    total = points(hand.points)
    if "discarder" in pay:
        template = QT_TRANSLATE_NOOP("Explain", "Ron: the discarder pays {total}")
    elif "each" in pay:
        template = QT_TRANSLATE_NOOP("Explain", "Tsumo: each player pays {each}, {total} in all")
    else:
        template = QT_TRANSLATE_NOOP(
            "Explain", "Tsumo: the dealer pays {dealer}, each non-dealer {other}, {total} in all"
        )
    amounts = {key: points(value) for key, value in pay.items()}
    lines.append(
        _t(
            translate,
            template,
            total=total,
            each=amounts.get("each", ""),
            dealer=amounts.get("dealer", ""),
            other=amounts.get("non_dealer", ""),
        )
    )
    return lines


def explain_value(value: HandValue, translate: Translate = english) -> str:
    """How the basic points of a hand come about, in one line."""
    basic = points(value.basic)
    if value.limit == "kazoe-yakuman":
        if value.yakuman <= 1:
            return _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "Explain", "{han} han: counted yakuman (kazoe), {basic} basic points"
                ),
                han=value.han,
                basic=basic,
            )
        return _t(
            translate,
            QT_TRANSLATE_NOOP(
                "Explain", "{han} han: {n} × counted yakuman (kazoe), {basic} basic points"
            ),
            han=value.han,
            n=value.yakuman,
            basic=basic,
        )
    if value.yakuman:
        unit = (
            _t(translate, QT_TRANSLATE_NOOP("Explain", "yakuman"))
            if value.yakuman == 1
            else _t(translate, QT_TRANSLATE_NOOP("Explain", "double yakuman"))
            if value.yakuman == 2
            else _t(translate, QT_TRANSLATE_NOOP("Explain", "{n}× yakuman"), n=value.yakuman)
        )
        if value.formula is not None:  # aotenjou: yakuman counted as 13 han each
            fu, han, raw = value.formula
            return _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "Explain",
                    "{unit} counted as {han} han: {fu} fu × {power} (2 + {han} han) = "
                    "{raw} basic points",
                ),
                unit=unit,
                han=han,
                power=power_of_two(han),
                fu=fu,
                raw=points(raw),
            )
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{unit}: {basic} basic points"),
            unit=unit,
            basic=basic,
        )
    if value.formula is None:
        name = LIMIT_NAMES.get(
            value.limit or "", value.limit or QT_TRANSLATE_NOOP("Explain", "limit")
        )
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{han} han: {name}, {basic} basic points"),
            han=value.han,
            name=translate("Explain", name),
            basic=basic,
        )
    fu, han, raw = value.formula
    formula = {"fu": fu, "han": han, "power": power_of_two(han), "raw": points(raw), "basic": basic}
    if value.kiriage:
        return _t(
            translate,
            QT_TRANSLATE_NOOP(
                "Explain",
                "{fu} fu × {power} (2 + {han} han) = {raw}: kiriage mangan rounds it up to "
                "{basic} basic points",
            ),
            **formula,
        )
    if value.capped:
        name = LIMIT_NAMES.get(value.limit or "mangan", LIMIT_NAMES["mangan"])
        return _t(
            translate,
            QT_TRANSLATE_NOOP(
                "Explain",
                "{fu} fu × {power} (2 + {han} han) = {raw}, over the {basic} cap: {name}, {basic}",
            ),
            name=translate("Explain", name),
            **formula,
        )
    return _t(
        translate,
        QT_TRANSLATE_NOOP("Explain", "{fu} fu × {power} (2 + {han} han) = {raw} basic points"),
        **formula,
    )


def _role(translate: Translate, dealer: bool) -> str:
    return translate("Explain", "dealer") if dealer else translate("Explain", "non-dealer")


def _multiplier_words(win: WinBreakdown, pay: Payment, payers: int, translate: Translate) -> str:
    n = pay.multiplier
    who = _role(translate, win.dealer)
    if pay.share != 1.0:
        if pay.pao:
            return _t(
                translate,
                QT_TRANSLATE_NOOP(
                    "Explain", "×{n} for a {who} ron, half paid by the liable player (pao)"
                ),
                n=n,
                who=who,
            )
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "×{n} for a {who} ron, half paid by the discarder (pao)"),
            n=n,
            who=who,
        )
    if win.rinshan_pao and pay.pao:
        return _t(
            translate,
            QT_TRANSLATE_NOOP(
                "Explain", "×{n}: fed the kan, pays the whole win as a ron (rinshan pao)"
            ),
            n=n,
        )
    if pay.pao:
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "×{n}: the liable player pays the whole {who} win (pao)"),
            n=n,
            who=who,
        )
    if not win.tsumo:
        return _t(translate, QT_TRANSLATE_NOOP("Explain", "×{n} for a {who} ron"), n=n, who=who)
    if win.dealer:
        return _t(translate, QT_TRANSLATE_NOOP("Explain", "×{n} for a dealer tsumo"), n=n)
    if n == 2:
        return _t(
            translate, QT_TRANSLATE_NOOP("Explain", "×2 as the dealer, for a non-dealer tsumo")
        )
    if payers == 1:
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "×{n} as a non-dealer, for a non-dealer tsumo"),
            n=n,
        )
    return _t(
        translate, QT_TRANSLATE_NOOP("Explain", "×{n} as non-dealers, for a non-dealer tsumo"), n=n
    )


def _payment_line(
    win: WinBreakdown, pays: Sequence[Payment], names: _Names, translate: Translate
) -> ExplainLine:
    """One line for payers who pay the same way (the three payers of a dealer tsumo)."""
    pay = pays[0]
    basic = win.value.basic
    calc = f"{points(basic)} × {pay.multiplier}"
    if pay.share != 1.0:
        calc += f" × {pay.share:g}"
    if win.tsumo and win.pao is None and pay.raw > basic * pay.multiplier:
        # three players, North bisection: half of what the absent North would pay
        calc += f" + {points(2 * (pay.raw - basic * pay.multiplier))} / 2"
    calc += f" = {points(pay.raw)}"
    if pay.amount != pay.raw:
        calc += f" → {points(pay.amount)}"
    who = [names[p.payer] for p in pays]
    how = _multiplier_words(win, pay, len(who), translate)
    if len(who) == 1:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payer} pays {how}: {calc}"),
            payer=who[0],
            how=how,
            calc=calc,
        )
    else:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payers} and {last} each pay {how}: {calc}"),
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


def _payment_lines(win: WinBreakdown, names: _Names, translate: Translate) -> list[ExplainLine]:
    groups: list[list[Payment]] = []
    for pay in win.payments:
        for group in groups:
            if _same_way(group[0], pay):
                group.append(pay)
                break
        else:
            groups.append([pay])
    return [_payment_line(win, group, names, translate) for group in groups]


def _win_lines(
    settlement: Settlement,
    index: int,
    names: _Names,
    fu: FuCount | None,
    translate: Translate,
    hand: HandResult | None = None,
) -> list[ExplainLine]:
    win = settlement.wins[index]
    winner = names[win.winner]
    role = _role(translate, win.dealer)
    if win.tsumo:
        head = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "Tsumo: {winner} ({role}) wins"),
            winner=winner,
            role=role,
        )
    else:
        discarder = (
            names[win.discarder]
            if win.discarder is not None
            else translate("Explain", "the discarder")
        )
        head = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "Ron: {winner} ({role}) wins from {discarder}"),
            winner=winner,
            role=role,
            discarder=discarder,
        )
    if len(settlement.wins) > 1:
        head = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "Win {n} of {count}. {head}"),
            n=index + 1,
            count=len(settlement.wins),
            head=head,
        )
    lines = [ExplainLine(head, "header")]
    if hand is not None:
        lines.extend(ExplainLine(text, "yaku") for text in explain_yaku(hand, translate))
        fu = fu or hand_fu_count(hand)
    if win.head_bumped:
        lines.append(
            ExplainLine(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "Explain",
                        "{winner} is not paid: head bump "
                        "(only the winner nearest the discarder is)",
                    ),
                    winner=winner,
                ),
                "note",
            )
        )
        return lines
    if fu is not None:
        lines.extend(ExplainLine(text, "fu") for text in explain_fu(fu, translate))
    if win.nukidora:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP(
                "Explain", "{han} han + {n} North set aside (nukidora) = {total} han"
            ),
            han=win.value.han - win.nukidora,
            n=win.nukidora,
            total=win.value.han,
        )
        lines.append(ExplainLine(text, "basic"))
    lines.append(ExplainLine(explain_value(win.value, translate), "basic", figure=win.value.basic))
    yaku = PAO_YAKU_NAMES.get(win.pao_yaku or "")
    if win.pao is not None:
        if yaku is None:
            text = _t(
                translate,
                QT_TRANSLATE_NOOP("Explain", "Pao: {player} is liable for the yakuman"),
                player=names[win.pao],
            )
        else:
            text = _t(
                translate,
                QT_TRANSLATE_NOOP("Explain", "Pao: {player} is liable for {yaku}"),
                player=names[win.pao],
                yaku=translate("Explain", yaku),
            )
        lines.append(ExplainLine(text, "note"))
    lines.extend(_payment_lines(win, names, translate))
    honba = [t for t in settlement.transfers if t.reason == "honba" and t.win_index == index]
    if honba:
        parts = ", ".join(_honba_part(t, win, yaku, names, translate) for t in honba)
        if win.honba:
            text = _t(
                translate,
                QT_TRANSLATE_NOOP("Explain", "{n} honba: {parts}"),
                n=win.honba,
                parts=parts,
            )
        else:
            text = _t(translate, QT_TRANSLATE_NOOP("Explain", "Honba: {parts}"), parts=parts)
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
                    translate,
                    QT_TRANSLATE_NOOP(
                        "Explain",
                        "No honba for {winner}: they go to the winner nearest the discarder",
                    ),
                    winner=winner,
                ),
                "note",
            )
        )
    sticks = [t for t in settlement.transfers if t.reason == "sticks" and t.win_index == index]
    if sticks:
        total = sum(t.amount for t in sticks)
        if win.sticks == 1:
            template = QT_TRANSLATE_NOOP("Explain", "{n} riichi stick from the table: +{amount}")
        else:
            template = QT_TRANSLATE_NOOP("Explain", "{n} riichi sticks from the table: +{amount}")
        lines.append(
            ExplainLine(
                _t(translate, template, n=win.sticks, amount=points(total)),
                "sticks",
                figure=total,
                moves=tuple((t.payer, t.receiver, t.amount) for t in sticks),
            )
        )
    return lines


def _honba_part(
    t: Transfer, win: WinBreakdown, yaku: str | None, names: _Names, translate: Translate
) -> str:
    """Who pays a win's honba: "Bruno pays +300", or "Bruno, liable for daisangen, pays
    +300" when the liable player of a pao pays them."""
    assert t.payer is not None  # honba always come from a seat
    payer, amount = names[t.payer], points(t.amount)
    if not t.pao or t.payer != win.pao:
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payer} pays +{amount}"),
            payer=payer,
            amount=amount,
        )
    if yaku is None:
        return _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payer}, liable (pao), pays +{amount}"),
            payer=payer,
            amount=amount,
        )
    return _t(
        translate,
        QT_TRANSLATE_NOOP("Explain", "{payer}, liable for {yaku}, pays +{amount}"),
        payer=payer,
        yaku=translate("Explain", yaku),
        amount=amount,
    )


def _transfer_line(t: Transfer, names: _Names, translate: Translate) -> ExplainLine:
    table = translate("Explain", "the table")
    payer = table if t.payer is None else names[t.payer]
    receiver = table if t.receiver is None else names[t.receiver]
    args = {"payer": payer, "receiver": receiver, "amount": points(t.amount)}
    args["words"] = translate("Explain", _TRANSFER_WORDS[t.reason])
    if t.receiver is None:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payer} puts {amount} on the table ({words})"),
            **args,
        )
    elif t.payer is None:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{receiver} takes {amount} from the table ({words})"),
            **args,
        )
    else:
        text = _t(
            translate,
            QT_TRANSLATE_NOOP("Explain", "{payer} pays {amount} to {receiver} ({words})"),
            **args,
        )
    return ExplainLine(text, "transfer", figure=t.amount, moves=((t.payer, t.receiver, t.amount),))


def explain_steps(
    step_or_settlement: object,
    names: Sequence[str] | None = (),
    fu: Sequence[FuCount | None] | None = (),
    translate: Translate = english,
    hands: Sequence[HandResult | None] | None = (),
) -> list[ExplainLine]:
    """The explanation of a settlement (or of a table ``Step``) as structured lines.

    Args:
        step_or_settlement: a :class:`Settlement`, or anything with a ``settlement`` attribute
            holding one (a table ``Step``).
        names: the players' names by seat; missing or blank names become "Seat N".
        fu: optionally, the fu count of each win (by win index), to show its items.
        translate: English template -> translation (identity by default); every sentence
            and word goes through it before its placeholders are filled.
        hands: optionally, the hand of each win entered by its tiles (by win index): its
            yaku and their han come first, then its fu items (unless ``fu`` gives a count).

    Raises:
        TypeError: the argument holds no settlement.
    """
    settlement = _settlement_of(step_or_settlement)
    seats = _Names(names, translate)
    fu = fu or ()
    hands = hands or ()
    lines: list[ExplainLine] = []
    win_reasons = {"hand", "honba", "sticks"}
    for index in range(len(settlement.wins)):
        count = fu[index] if index < len(fu) else None
        hand = hands[index] if index < len(hands) else None
        lines.extend(_win_lines(settlement, index, seats, count, translate, hand))
    if not settlement.wins:
        header = _HEADERS.get(settlement.kind)
        text = translate("Explain", header) if header is not None else settlement.kind.capitalize()
        lines.append(ExplainLine(text, "header"))
    if settlement.kind in ("draw", "nagashi") and settlement.tenpai:
        tenpai = ", ".join(seats[s] for s in sorted(settlement.tenpai))
        lines.append(
            ExplainLine(
                _t(translate, QT_TRANSLATE_NOOP("Explain", "Tenpai: {players}"), players=tenpai),
                "note",
            )
        )
    if settlement.nagashi:
        who = ", ".join(seats[s] for s in sorted(settlement.nagashi))
        lines.append(
            ExplainLine(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP(
                        "Explain", "Nagashi mangan, paid as a mangan tsumo: {players}"
                    ),
                    players=who,
                ),
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
        lines.append(_transfer_line(t, seats, translate))
    if settlement.kind in ("draw", "nagashi", "abortive") and settlement.sticks_after:
        n = settlement.sticks_after
        if n == 1:
            stay = _t(translate, QT_TRANSLATE_NOOP("Explain", "1 riichi stick stays on the table"))
        else:
            stay = _t(
                translate, QT_TRANSLATE_NOOP("Explain", "{n} riichi sticks stay on the table"), n=n
            )
        lines.append(ExplainLine(stay, "note"))
    lines.extend(ExplainLine(translate("Explain", note), "note") for note in settlement.notes)
    for seat, penalty in enumerate(settlement.penalties):
        if penalty:
            text = _t(
                translate,
                QT_TRANSLATE_NOOP("Explain", "{player}: −{n} points on the final result"),
                player=seats[seat],
                n=penalty,
            )
            lines.append(ExplainLine(text, "note"))
    if settlement.non_zero_sum:
        lines.append(
            ExplainLine(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP("Explain", "Not zero-sum: {why}"),
                    why=translate("Explain", settlement.non_zero_sum),
                ),
                "note",
            )
        )
    for seat, delta in enumerate(settlement.deltas):
        lines.append(
            ExplainLine(
                _t(
                    translate,
                    QT_TRANSLATE_NOOP("Explain", "{player}: {delta}"),
                    player=seats[seat],
                    delta=signed(delta),
                ),
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
    translate: Translate = english,
) -> list[str]:
    """The explanation of a settlement as lines (see :func:`explain_steps`); plain English
    unless ``translate`` says otherwise."""
    return [line.text for line in explain_steps(step_or_settlement, names, fu, translate)]


def moved(lines: Sequence[ExplainLine], players: int = 4) -> tuple[int, ...]:
    """Net points per seat (``players`` seats) that the lines move (the table is left out)."""
    net = [0] * players
    for line in lines:
        for payer, receiver, amount in line.moves:
            if payer is not None:
                net[payer] -= amount
            if receiver is not None:
                net[receiver] += amount
    return tuple(net)
