"""The hands that end in a draw: an exhaustive draw (tenpai payments, nagashi mangan) and an
abortive draw (four riichi, triple ron...)."""

from __future__ import annotations

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import ABORTIVE_KINDS
from scoretable.engine.scoring import (
    HandValue,
    north_share,
)
from scoretable.engine.settlement import (
    Kind,
    Payment,
    Transfer,
    WinBreakdown,
    make_settlement,
)
from scoretable.engine.table.actions import ExhaustiveDraw, Step
from scoretable.engine.table.course import check_deposit, check_seat, next_hand
from scoretable.engine.table.state import TableState

# A nagashi mangan is paid as a mangan tsumo: basic points 2,000, whatever the rules' cap.
NAGASHI_VALUE = HandValue(han=5, fu=None, yakuman=0, basic=2000, limit="mangan")


def _seats(values: frozenset[int], field: str, players: int) -> frozenset[int]:
    for value in sorted(values, key=repr):
        check_seat(value, field, None, players)
    return values


def exhaustive_draw(state: TableState, draw: ExhaustiveDraw) -> Step:
    rules = state.rules
    players = state.players
    tenpai = _seats(frozenset(draw.tenpai), "tenpai", players)
    nagashi = _seats(frozenset(draw.nagashi), "nagashi", players)
    transfers: list[Transfer] = []
    breakdowns: list[WinBreakdown] = []
    notes: tuple[str, ...] = ()
    if nagashi:
        if not rules.nagashi_mangan:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Nagashi mangan is not played under these rules."),
                "nagashi",
            )
        for index, winner in enumerate(sorted(nagashi)):
            dealer = winner == state.dealer
            payments = []
            north = north_share(rules, NAGASHI_VALUE.basic, dealer)
            for seat in range(players):
                if seat != winner:
                    multiplier = 2 if dealer or seat == state.dealer else 1
                    raw = NAGASHI_VALUE.basic * multiplier + north
                    payments.append(Payment(seat, multiplier, raw, raw))
                    transfers.append(Transfer(seat, winner, raw, "nagashi", index))
            breakdowns.append(
                WinBreakdown(
                    winner=winner,
                    discarder=None,
                    dealer=dealer,
                    tsumo=True,
                    value=NAGASHI_VALUE,
                    payments=tuple(payments),
                    honba=0,
                    honba_points=0,
                    sticks=0,
                )
            )
        kind: Kind = "nagashi"
        notes = (
            QT_TRANSLATE_NOOP(
                "Explain", "nagashi mangan: paid as a mangan tsumo, no honba, no noten payments"
            ),
        )
    else:
        kind = "draw"
        if 0 < len(tenpai) < players:
            each = rules.noten_total // (len(tenpai) * (players - len(tenpai)))
            for payer in range(players):
                if payer not in tenpai:
                    for receiver in sorted(tenpai):
                        transfers.append(Transfer(payer, receiver, each, "noten"))
    settlement = make_settlement(
        kind,
        tuple(transfers),
        wins=tuple(breakdowns),
        sticks_before=state.sticks,
        sticks_after=state.sticks,
        tenpai=tenpai,
        nagashi=nagashi,
        notes=notes,
        players=players,
    )
    return next_hand(
        state,
        settlement,
        repeat="tenpai" if state.dealer in tenpai else None,
        honba=state.honba + 1,
        sticks=state.sticks,
    )


def abortive_draw(state: TableState, kind: str, notes: tuple[str, ...] = ()) -> Step:
    """An abortive draw: no payments, honba +1 (kyuushu per rules), the dealer stays.

    Four riichi (``reach4``): the fourth riichi's deposit is taken before the hand is
    aborted. The fourth player may be recorded either way: by a DeclareRiichi before the
    AbortiveDraw (four seats in ``state.riichi``), or by the AbortiveDraw alone when three
    seats have declared, which then takes the missing seat's deposit itself (a "riichi"
    transfer in the settlement).
    """
    rules = state.rules
    if kind not in ABORTIVE_KINDS:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{kind} is not a kind of abortive draw."),
            "kind",
            kind=repr(kind),
        )
    if kind not in rules.abortive_draws and not (kind == "ron3" and rules.triple_ron_abortive):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{kind} is not an abortive draw under these rules."),
            "kind",
            kind=kind,
        )
    transfers: tuple[Transfer, ...] = ()
    sticks = state.sticks
    if kind == "reach4":
        missing = [seat for seat in range(state.players) if seat not in state.riichi]
        if len(missing) > 1:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Four riichi needs at least three riichi declared."),
                "kind",
            )
        if missing:
            check_deposit(state, missing[0])
            transfers = (Transfer(missing[0], None, 1000, "riichi"),)
            sticks += 1
            notes += (
                QT_TRANSLATE_NOOP("Explain", "the fourth riichi's deposit goes on the table first"),
            )
    settlement = make_settlement(
        "abortive",
        transfers,
        sticks_before=state.sticks,
        sticks_after=sticks,
        notes=notes,
        players=state.players,
    )
    counts = kind != "kyuushu" or rules.honba_on_kyuushu
    return next_hand(
        state,
        settlement,
        repeat="abortive",
        honba=state.honba + counts,
        sticks=sticks,
    )
