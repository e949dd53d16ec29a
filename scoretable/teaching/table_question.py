"""The question a learner at the real table is asked when a hand is won: what is paid?

    question = ask(settlement, seat=2, names=names, translate=english)   # or None
    question.text          # "Bruno won 3 han 40 fu by ron from you: what do you pay?"
    question.expected      # 5200: one player's payment, honba included
    judged = judge(question, 5200)                  # correct, expected, explanation

Who is asked what (one win of the hand: the seat's own if it won, else the first):

- ron: the discarder what they pay, the winner what the discarder pays them, anyone else
  what the discarder pays;
- tsumo: each payer what they pay, the winner what each player pays (a dealer's win) or what
  each non-dealer pays (a non-dealer's; the dealer pays double).

The answer expected is one payer's payment to the winner, hand and honba (the riichi sticks
on the table aside). A hand with no win asks nothing. The explanation is the window's
(:func:`explain_steps`), then the payment as sticks (:mod:`.sticks`). The skills are those
of "What is it worth?" (``pay:...``, ``limit``, ``honba``), so an answer lands in the same
records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated
from scoretable.engine.scoring import HandValue
from scoretable.engine.settlement import Settlement, WinBreakdown
from scoretable.teaching.explain import explain_steps, player_names
from scoretable.teaching.sticks import say_exchange, table_exchange

_C = "Table question"


@dataclass(frozen=True)
class TableQuestion:
    """One seat's question about one win (see the module docstring)."""

    seat: int
    text: str
    expected: int
    skills: tuple[str, ...]
    han: int
    fu: int | None
    tsumo: bool
    explanation: tuple[str, ...]
    value: str = ""


@dataclass(frozen=True)
class TableJudgment:
    correct: bool
    expected: int
    explanation: tuple[str, ...]


def describe_value(value: HandValue, translate: Translate = english) -> str:
    """ "3 han 40 fu", "5 han", "yakuman", "2× yakuman"."""
    if value.yakuman == 1:
        return translate(_C, QT_TRANSLATE_NOOP("Table question", "yakuman"))
    if value.yakuman:
        return translated(
            translate, _C, QT_TRANSLATE_NOOP("Table question", "{n}× yakuman"), n=value.yakuman
        )
    if value.fu is None:
        return translated(
            translate, _C, QT_TRANSLATE_NOOP("Table question", "{han} han"), han=value.han
        )
    return translated(
        translate,
        _C,
        QT_TRANSLATE_NOOP("Table question", "{han} han {fu} fu"),
        han=value.han,
        fu=value.fu,
    )


def paid(settlement: Settlement, index: int, payer: int) -> int:
    """What ``payer`` pays the winner of win ``index``: its hand and honba."""
    winner = settlement.wins[index].winner
    return sum(
        t.amount
        for t in settlement.transfers
        if t.win_index == index
        and t.reason in ("hand", "honba")
        and t.payer == payer
        and t.receiver == winner
    )


def skills_of(win: WinBreakdown) -> tuple[str, ...]:
    """The win's skills as "What is it worth?" names them."""
    kind = ("dealer " if win.dealer else "") + ("tsumo" if win.tsumo else "ron")
    out = [f"pay:{kind}"]
    out += ["limit"] if win.value.limit else []
    return (*out, *(["honba"] if win.honba else []))


def _payers(settlement: Settlement, index: int) -> list[int]:
    win = settlement.wins[index]
    seats = {t.payer for t in settlement.transfers if t.win_index == index and t.reason == "hand"}
    return sorted(s for s in seats if s is not None and s != win.winner)


def ask(
    settlement: Settlement | None,
    seat: int,
    names: Sequence[str] = (),
    translate: Translate = english,
    dealer: int = 0,
) -> TableQuestion | None:
    """``seat``'s question about the hand ``settlement`` closed (``dealer``: the hand's dealer
    seat), or None when there is nothing to ask."""
    if settlement is None or not settlement.wins:
        return None
    index = next((i for i, w in enumerate(settlement.wins) if w.winner == seat), 0)
    win = settlement.wins[index]
    who = player_names(names)
    value = describe_value(win.value, translate)
    if win.honba:
        value = translated(
            translate,
            _C,
            QT_TRANSLATE_NOOP("Table question", "{value}, {n} honba"),
            value=value,
            n=win.honba,
        )
    fields = {"winner": who[win.winner], "value": value}
    if not win.tsumo:
        assert win.discarder is not None
        payer = win.discarder
        fields["discarder"] = who[payer]
        if seat == payer:
            template = QT_TRANSLATE_NOOP(
                "Table question", "{winner} won {value} by ron from you: what do you pay?"
            )
        elif seat == win.winner:
            template = QT_TRANSLATE_NOOP(
                "Table question",
                "You won {value} by ron from {discarder}: what does {discarder} pay you?",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Table question",
                "{winner} won {value} by ron from {discarder}: what does {discarder} pay?",
            )
    else:
        payers = _payers(settlement, index)  # a tsumo always has someone paying
        if seat in payers:
            payer = seat
            template = (
                QT_TRANSLATE_NOOP(
                    "Table question", "{winner} won by tsumo as dealer, {value}: what do you pay?"
                )
                if win.dealer
                else QT_TRANSLATE_NOOP(
                    "Table question", "{winner} won by tsumo, {value}: what do you pay?"
                )
            )
        elif seat == win.winner:
            if win.dealer:
                payer = payers[0]
                template = QT_TRANSLATE_NOOP(
                    "Table question",
                    "You won by tsumo as dealer, {value}: what does each player pay you?",
                )
            else:
                payer = min(payers, key=lambda p: p == dealer)
                template = QT_TRANSLATE_NOOP(
                    "Table question",
                    "You won by tsumo, {value}: what does each non-dealer pay you?",
                )
        else:  # the liable player alone pays (pao)
            payer = payers[0]
            fields["payer"] = who[payer]
            template = QT_TRANSLATE_NOOP(
                "Table question", "{winner} won by tsumo, {value}: what does {payer} pay?"
            )
    expected = paid(settlement, index, payer)
    lines = [line.text for line in explain_steps(settlement, names, translate=translate)]
    lines.append(say_exchange(table_exchange(expected), translate))
    return TableQuestion(
        seat=seat,
        text=translated(translate, _C, template, **fields),
        expected=expected,
        skills=skills_of(win),
        han=win.value.han,
        fu=win.value.fu,
        tsumo=win.tsumo,
        explanation=tuple(lines),
        value=value,
    )


def judge(question: TableQuestion, points: int) -> TableJudgment:
    """Whether ``points`` is the payment asked for (any whole number is judged)."""
    return TableJudgment(points == question.expected, question.expected, question.explanation)


def payment_sticks(
    settlement: Settlement, names: Sequence[str] = (), translate: Translate = english
) -> list[str]:
    """Each payment of the settlement's wins as sticks (between two standard sets), one line
    a payer and winner: "Chen pays 3,900. Sticks: hand over 1 × 5,000; get 1,100 back: ..."
    (the same payment twice, as each non-dealer's of a tsumo, is said once)."""
    who = player_names(names)
    out: list[str] = []
    for index, win in enumerate(settlement.wins):
        said: set[int] = set()
        for payer in _payers(settlement, index):
            amount = paid(settlement, index, payer)
            if amount in said or amount <= 0 or amount % 100:
                continue
            said.add(amount)
            out.append(
                translated(
                    translate,
                    "Sticks",
                    QT_TRANSLATE_NOOP("Sticks", "{player} pays {winner} {amount}. {sticks}"),
                    player=who[payer],
                    winner=who[win.winner],
                    amount=f"{amount:,}",
                    sticks=say_exchange(table_exchange(amount), translate),
                )
            )
    return out
