"""What the table says aloud: one sentence per recorded action, written for the ear.

    say(step.settlement, ["Aiko", "Bruno", "Chen", "Dai"])
    # "Ron. Bruno pays Aiko 3,900."
    say(tsumo_settlement, names)
    # "Tsumo, mangan. 2,000 each, 4,000 from the dealer. Aiko plus 8,000."
    seat_situation(state, names, 2)
    # "Seat 3: West, Chen, 31,900, second, 2,300 behind the top."

Every number comes from the engine's :class:`~scoretable.engine.settlement.Settlement` (who
paid whom, per win) or :class:`~scoretable.engine.table.TableState`; nothing is computed here
but sums of its transfers. Sentences are templates marked ``QT_TRANSLATE_NOOP("Speech", ...)``
and translated through ``translate`` (the ui passes ``QCoreApplication.translate``), then
filled in; the Japanese templates are written to be read aloud ("満貫、8,000点").
Nothing here imports Qt: the ui hands the text to QtTextToSpeech and to screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoretable.engine.conditions import Condition, Level, current_ranks
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated
from scoretable.engine.settlement import Settlement, WinBreakdown
from scoretable.engine.table import TableState

CONTEXT = "Speech"


def _t(translate: Translate, template: str, **args: object) -> str:
    """Translate ``template``, then fill it in (English if the translation is bad)."""
    return translated(translate, CONTEXT, template, **args)


def points(n: int) -> str:
    """``3900`` -> ``"3,900"`` (a screen reader and a voice both read the comma right)."""
    return f"{n:,}"


LIMITS = {
    "mangan": QT_TRANSLATE_NOOP("Speech", "mangan"),
    "haneman": QT_TRANSLATE_NOOP("Speech", "haneman"),
    "baiman": QT_TRANSLATE_NOOP("Speech", "baiman"),
    "sanbaiman": QT_TRANSLATE_NOOP("Speech", "sanbaiman"),
    "yakuman": QT_TRANSLATE_NOOP("Speech", "yakuman"),
    "kazoe-yakuman": QT_TRANSLATE_NOOP("Speech", "counted yakuman"),
}

WINDS = (
    QT_TRANSLATE_NOOP("Speech", "East"),
    QT_TRANSLATE_NOOP("Speech", "South"),
    QT_TRANSLATE_NOOP("Speech", "West"),
    QT_TRANSLATE_NOOP("Speech", "North"),
)

PLACES = (
    QT_TRANSLATE_NOOP("Speech", "first"),
    QT_TRANSLATE_NOOP("Speech", "second"),
    QT_TRANSLATE_NOOP("Speech", "third"),
    QT_TRANSLATE_NOOP("Speech", "fourth"),
)

ABORTIVE = {
    "kyuushu": QT_TRANSLATE_NOOP("Speech", "Abortive draw, nine terminals."),
    "kaze4": QT_TRANSLATE_NOOP("Speech", "Abortive draw, four winds."),
    "reach4": QT_TRANSLATE_NOOP("Speech", "Abortive draw, four riichi."),
    "kan4": QT_TRANSLATE_NOOP("Speech", "Abortive draw, four kans."),
    "ron3": QT_TRANSLATE_NOOP("Speech", "Abortive draw, triple ron."),
}

_MULTIPLE_RON = {
    2: QT_TRANSLATE_NOOP("Speech", "Double ron."),
    3: QT_TRANSLATE_NOOP("Speech", "Triple ron."),
}


class _Words:
    """The names of the seats and the translate function, with the small pieces of speech."""

    def __init__(self, names: Sequence[str], translate: Translate) -> None:
        self.names = tuple(names)
        self.translate = translate

    def t(self, template: str, **args: object) -> str:
        return _t(self.translate, template, **args)

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat].strip():
            return self.names[seat].strip()
        return self.t(QT_TRANSLATE_NOOP("Speech", "Seat {n}"), n=seat + 1)

    def score(self, score: int) -> str:
        """A score as said: "31,900", "minus 2,100" (a voice may read "-" as a dash)."""
        if score < 0:
            return self.t(QT_TRANSLATE_NOOP("Speech", "minus {points}"), points=points(-score))
        return points(score)

    def listed(self, seats: Sequence[int]) -> str:
        """ "Aiko", "Aiko and Chen", "Aiko, Bruno and Chen"."""
        words = [self.name(seat) for seat in seats]
        text = words[-1]
        if len(words) > 1:
            text = self.t(
                QT_TRANSLATE_NOOP("Speech", "{first} and {last}"), first=words[-2], last=text
            )
        for word in reversed(words[:-2]):
            text = self.t(QT_TRANSLATE_NOOP("Speech", "{first}, {rest}"), first=word, rest=text)
        return text

    def limit(self, win: WinBreakdown) -> str | None:
        limit = win.value.limit
        if limit is None:
            return None
        if win.value.yakuman > 1:
            return self.t(
                QT_TRANSLATE_NOOP("Speech", "{count} times yakuman"), count=win.value.yakuman
            )
        return self.translate(CONTEXT, LIMITS.get(limit, limit))

    def changes(self, deltas: Sequence[int]) -> str:
        """ "Aiko and Chen plus 1,500, Bruno and Dai minus 1,500." (gains first, largest
        first, then losses, largest last), or "" where nothing moved."""
        amounts = sorted(
            {d for d in deltas if d}, key=lambda d: (d < 0, -abs(d) if d > 0 else abs(d))
        )
        parts = []
        for amount in amounts:
            seats = [seat for seat, d in enumerate(deltas) if d == amount]
            template = (
                QT_TRANSLATE_NOOP("Speech", "{who} plus {points}")
                if amount > 0
                else QT_TRANSLATE_NOOP("Speech", "{who} minus {points}")
            )
            parts.append(self.t(template, who=self.listed(seats), points=points(abs(amount))))
        if not parts:
            return ""
        text = parts[-1]
        for part in reversed(parts[:-1]):
            text = self.t(QT_TRANSLATE_NOOP("Speech", "{first}, {rest}"), first=part, rest=text)
        return self.t(QT_TRANSLATE_NOOP("Speech", "{sentence}."), sentence=text)


def _win_sentences(settlement: Settlement, index: int, words: _Words) -> list[str]:
    """The payments of one win: who pays the winner what (hand and honba), the sticks taken,
    and the winner's total where the payments alone do not say it."""
    win = settlement.wins[index]
    paid: dict[int, int] = {}
    sticks = 0
    for transfer in settlement.transfers:
        if transfer.win_index != index:
            continue
        if transfer.reason == "sticks":
            sticks += transfer.amount
        else:  # the hand and its honba: always paid by a seat
            payer = transfer.payer if transfer.payer is not None else -1
            paid[payer] = paid.get(payer, 0) + transfer.amount
    out: list[str] = []
    winner = words.name(win.winner)
    pao = any(t.pao for t in settlement.transfers if t.win_index == index)
    tsumo = _tsumo_words(win, paid, words) if win.tsumo and not pao else None
    if tsumo is not None:
        out.append(tsumo)
    else:
        for payer in sorted(paid, key=lambda seat: -paid[seat]):
            out.append(
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "{payer} pays {winner} {points}."),
                    payer=words.name(payer),
                    winner=winner,
                    points=points(paid[payer]),
                )
            )
    if sticks:
        out.append(
            words.t(
                QT_TRANSLATE_NOOP("Speech", "{winner} takes the riichi sticks, {points}."),
                winner=winner,
                points=points(sticks),
            )
        )
    if len(paid) > 1 or sticks:
        out.append(
            words.t(
                QT_TRANSLATE_NOOP("Speech", "{winner} plus {points}."),
                winner=winner,
                points=points(sum(paid.values()) + sticks),
            )
        )
    return out


def _tsumo_words(win: WinBreakdown, paid: dict[int, int], words: _Words) -> str | None:
    """ "2,000 all." or "1,000 each, 2,000 from the dealer.", or None where the payers do not
    split that way (then each payer is named)."""
    amounts = set(paid.values())
    if len(amounts) == 1:
        return words.t(QT_TRANSLATE_NOOP("Speech", "{points} all."), points=points(amounts.pop()))
    dealer = next((p.payer for p in win.payments if p.multiplier == 2), None)
    others = {amount for seat, amount in paid.items() if seat != dealer}
    if dealer not in paid or len(others) != 1:
        return None
    return words.t(
        QT_TRANSLATE_NOOP("Speech", "{each} each, {dealer} from the dealer."),
        each=points(others.pop()),
        dealer=points(paid[dealer]),
    )


def _honba(win: WinBreakdown, words: _Words) -> str | None:
    if not win.honba:
        return None
    return words.t(QT_TRANSLATE_NOOP("Speech", "{count} honba"), count=win.honba)


def say(
    settlement: Settlement,
    names: Sequence[str],
    translate: Translate = english,
    *,
    abortive: str | None = None,
) -> str:
    """The sentence for one recorded action (``abortive``: the kind of an abortive draw,
    ``AbortiveDraw.kind``, which the settlement does not carry)."""
    words = _Words(names, translate)
    kind = settlement.kind
    out: list[str] = []
    if kind in ("ron", "tsumo"):
        wins = [w for w in settlement.wins if not w.head_bumped]
        if len(wins) > 1:
            out.append(words.t(_MULTIPLE_RON.get(len(wins), _MULTIPLE_RON[3])))
        for index, win in enumerate(settlement.wins):
            if win.head_bumped:
                continue
            head = [
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "Tsumo")
                    if win.tsumo
                    else QT_TRANSLATE_NOOP("Speech", "Ron")
                )
                if len(wins) == 1
                else words.name(win.winner)
            ]
            extra = [part for part in (words.limit(win), _honba(win, words)) if part]
            text = head[0]
            for part in extra:
                text = words.t(
                    QT_TRANSLATE_NOOP("Speech", "{first}, {rest}"), first=text, rest=part
                )
            if len(wins) == 1 or extra:  # a plain second winner is named by the payment
                out.append(words.t(QT_TRANSLATE_NOOP("Speech", "{sentence}."), sentence=text))
            out.extend(_win_sentences(settlement, index, words))
    elif kind in ("draw", "nagashi"):
        if kind == "nagashi":
            out.append(
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "Draw, nagashi mangan by {who}."),
                    who=words.listed(sorted(settlement.nagashi)),
                )
            )
        else:
            out.append(words.t(QT_TRANSLATE_NOOP("Speech", "Draw.")))
        players = len(settlement.deltas)
        if not settlement.tenpai:
            out.append(words.t(QT_TRANSLATE_NOOP("Speech", "All noten.")))
        elif len(settlement.tenpai) == players:
            out.append(words.t(QT_TRANSLATE_NOOP("Speech", "All tenpai.")))
        else:
            out.append(
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "{who} tenpai."),
                    who=words.listed(sorted(settlement.tenpai)),
                )
            )
        out.append(words.changes(_without_sticks(settlement)))
    elif kind == "abortive":
        out.append(
            words.t(ABORTIVE.get(abortive or "", QT_TRANSLATE_NOOP("Speech", "Abortive draw.")))
        )
    elif kind == "chombo":
        offender = next(
            (t.payer for t in settlement.transfers if t.reason == "chombo"),
            next((seat for seat, p in enumerate(settlement.penalties) if p), None),
        )
        if offender is not None:
            out.append(
                words.t(QT_TRANSLATE_NOOP("Speech", "Chombo by {who}."), who=words.name(offender))
            )
            penalty = settlement.penalties[offender]
            if penalty:
                out.append(
                    words.t(
                        QT_TRANSLATE_NOOP("Speech", "A final penalty of {count} points."),
                        count=penalty,
                    )
                )
        else:
            out.append(words.t(QT_TRANSLATE_NOOP("Speech", "Chombo.")))
        out.append(words.changes(_without_sticks(settlement)))
    elif kind in ("riichi", "cancel_riichi"):
        seat = next(
            (t.payer if kind == "riichi" else t.receiver for t in settlement.transfers),
            None,
        )
        if seat is None:  # a settlement without its deposit (not one the engine makes)
            template = QT_TRANSLATE_NOOP("Speech", "Riichi.")
        elif kind == "riichi":
            template = QT_TRANSLATE_NOOP("Speech", "Riichi, {who}.")
        else:
            template = QT_TRANSLATE_NOOP("Speech", "Riichi taken back, {who}.")
        out.append(words.t(template, who=words.name(seat or 0)))
    # "end": nothing but the leftover sticks; game_over() says the places
    leftover = [
        t for t in settlement.transfers if t.reason == "leftover" and t.receiver is not None
    ]
    for transfer in leftover:
        assert transfer.receiver is not None
        out.append(
            words.t(
                QT_TRANSLATE_NOOP("Speech", "Leftover riichi sticks to {who}, {points}."),
                who=words.name(transfer.receiver),
                points=points(transfer.amount),
            )
        )
    return _join(words, out)


def _join(words: _Words, sentences: Sequence[str]) -> str:
    """Sentences one after the other (a space in English, none in Japanese)."""
    parts = [part for part in sentences if part]
    text = parts[-1] if parts else ""
    for part in reversed(parts[:-1]):
        text = words.t(QT_TRANSLATE_NOOP("Speech", "{sentence} {next}"), sentence=part, next=text)
    return text


def join_sentences(sentences: Sequence[str], translate: Translate = english) -> str:
    """Sentences said one after the other (a space between them in English)."""
    return _join(_Words((), translate), sentences)


def _without_sticks(settlement: Settlement) -> tuple[int, ...]:
    """The deltas of a draw or chombo without riichi deposits and leftover sticks (spoken
    apart: a deposit given back is not a payment)."""
    out = list(settlement.deltas)
    for transfer in settlement.transfers:
        if transfer.reason in ("riichi", "leftover", "sticks"):
            if transfer.payer is not None:
                out[transfer.payer] += transfer.amount
            if transfer.receiver is not None:
                out[transfer.receiver] -= transfer.amount
    return tuple(out)


def undone(translate: Translate = english) -> str:
    """What the table says after an undo."""
    return _t(translate, QT_TRANSLATE_NOOP("Speech", "Undone."))


def _place(words: _Words, place: int) -> str:
    return words.translate(CONTEXT, PLACES[place - 1])


def _amount(words: _Words, level: Level, tsumo: bool, dealer: bool) -> str:
    if not tsumo:
        return points(level.amounts[0])
    if dealer:
        return words.t(QT_TRANSLATE_NOOP("Speech", "{points} all"), points=points(level.amounts[0]))
    return words.t(
        QT_TRANSLATE_NOOP("Speech", "{each} and {dealer}"),
        each=points(level.amounts[0]),
        dealer=points(level.amounts[1]),
    )


def needs(
    condition: Condition, state: TableState, names: Sequence[str], translate: Translate = english
) -> str:
    """What one seat needs for one place: "needs for first: tsumo 1,000 and 2,000, ron 2,000
    from Bruno, or tenpai at a draw", or "cannot reach first"."""
    words = _Words(names, translate)
    dealer = condition.seat == state.dealer
    parts: list[str] = []
    if condition.tsumo is not None:
        parts.append(
            words.t(
                QT_TRANSLATE_NOOP("Speech", "tsumo {points}"),
                points=_amount(words, condition.tsumo, True, dealer),
            )
        )
    for other, level in condition.ron:
        if level is not None:
            parts.append(
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "ron {points} from {who}"),
                    points=_amount(words, level, False, dealer),
                    who=words.name(other),
                )
            )
    if condition.draw:
        players = state.players
        with_seat = 2 ** (players - 1)
        if len(condition.draw) == 2**players:
            parts.append(words.t(QT_TRANSLATE_NOOP("Speech", "any draw")))
        elif sum(condition.seat in tenpai for tenpai in condition.draw) == with_seat:
            parts.append(words.t(QT_TRANSLATE_NOOP("Speech", "tenpai at a draw")))
        else:
            parts.append(words.t(QT_TRANSLATE_NOOP("Speech", "some draws")))
    place = _place(words, condition.place)
    if not parts:
        return words.t(QT_TRANSLATE_NOOP("Speech", "cannot reach {place}"), place=place)
    text = parts[-1]
    if len(parts) > 1:
        text = words.t(QT_TRANSLATE_NOOP("Speech", "{first} or {last}"), first=parts[-2], last=text)
    for part in reversed(parts[:-2]):
        text = words.t(QT_TRANSLATE_NOOP("Speech", "{first}, {rest}"), first=part, rest=text)
    return words.t(QT_TRANSLATE_NOOP("Speech", "needs for {place}: {what}"), place=place, what=text)


def seat_situation(
    state: TableState,
    names: Sequence[str],
    seat: int,
    translate: Translate = english,
    conditions: Sequence[Condition] = (),
) -> str:
    """One seat's situation: "Seat 3: West, Chen, 31,900, second, 2,300 behind the top;
    needs for first: ...". The conditions given for this seat are read for the place just
    above its own (the nearest one it can aim at)."""
    words = _Words(names, translate)
    scores = state.final_scores if state.final_scores is not None else state.scores
    ranks = current_ranks(state)
    place = ranks[seat]
    wind = words.translate(CONTEXT, WINDS[state.seat_wind(seat)])
    if seat == state.dealer and not state.game_over:
        wind = words.t(QT_TRANSLATE_NOOP("Speech", "{wind}, dealer"), wind=wind)
    if place == 1:
        others = [scores[s] for s in range(len(scores)) if s != seat]
        gap = scores[seat] - max(others)
        if gap:
            standing = words.t(
                QT_TRANSLATE_NOOP("Speech", "{place}, {points} ahead of second"),
                place=_place(words, place),
                points=points(gap),
            )
        else:
            standing = words.t(
                QT_TRANSLATE_NOOP("Speech", "{place}, level with second"),
                place=_place(words, place),
            )
    else:
        gap = max(scores) - scores[seat]
        if gap:
            standing = words.t(
                QT_TRANSLATE_NOOP("Speech", "{place}, {points} behind the top"),
                place=_place(words, place),
                points=points(gap),
            )
        else:
            standing = words.t(
                QT_TRANSLATE_NOOP("Speech", "{place}, level with the top"),
                place=_place(words, place),
            )
    text = words.t(
        QT_TRANSLATE_NOOP("Speech", "Seat {n}: {wind}, {name}, {score}, {standing}"),
        n=seat + 1,
        wind=wind,
        name=words.name(seat),
        score=words.score(scores[seat]),
        standing=standing,
    )
    mine = [c for c in conditions if c.seat == seat]
    if mine:
        text = words.t(
            QT_TRANSLATE_NOOP("Speech", "{situation}; {needs}"),
            situation=text,
            needs=needs(mine[-1], state, names, translate),
        )
    return words.t(QT_TRANSLATE_NOOP("Speech", "{sentence}."), sentence=text)


def all_last(
    state: TableState,
    names: Sequence[str],
    conditions: Sequence[Condition],
    translate: Translate = english,
) -> str:
    """The all-last conditions read aloud, seat by seat (the place just above each seat's),
    "" where no seat can move up."""
    words = _Words(names, translate)
    out = []
    for seat in range(state.players):
        mine = [c for c in conditions if c.seat == seat]
        if mine:
            out.append(
                words.t(
                    QT_TRANSLATE_NOOP("Speech", "{who} {needs}."),
                    who=words.name(seat),
                    needs=needs(mine[-1], state, names, translate),
                )
            )
    return _join(words, out)


def game_over(state: TableState, names: Sequence[str], translate: Translate = english) -> str:
    """ "The game is over. First Aiko, 47,800; second Bruno, 40,700; ..." (the final scores,
    leftover sticks paid; ties in the order the results give them)."""
    words = _Words(names, translate)
    scores = state.final_scores if state.final_scores is not None else state.scores
    ranks = current_ranks(state)
    order = sorted(range(len(scores)), key=lambda seat: (ranks[seat], seat))
    places = [
        words.t(
            QT_TRANSLATE_NOOP("Speech", "{who} {place}, {points}"),
            place=_place(words, ranks[seat]),
            who=words.name(seat),
            points=words.score(scores[seat]),
        )
        for seat in order
    ]
    text = places[-1]
    for part in reversed(places[:-1]):
        text = words.t(QT_TRANSLATE_NOOP("Speech", "{first}; {rest}"), first=part, rest=text)
    return _join(
        words,
        [
            words.t(QT_TRANSLATE_NOOP("Speech", "The game is over.")),
            words.t(QT_TRANSLATE_NOOP("Speech", "{sentence}."), sentence=text),
        ],
    )
