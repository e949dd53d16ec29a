"""A win checked entry by entry against the rules, then settled: who pays whom, the honba and
the sticks, pao, three-player tsumo."""

from __future__ import annotations

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import (
    HandValue,
    hand_value,
    honba_per_payer,
    north_share,
    round_up_100,
)
from scoretable.engine.settlement import (
    Payment,
    Transfer,
    WinBreakdown,
    make_settlement,
)
from scoretable.engine.table.actions import Step, Win, WinEntry
from scoretable.engine.table.course import check_seat, next_hand
from scoretable.engine.table.draws import abortive_draw
from scoretable.engine.table.state import TableState


def _check_entry(state: TableState, win: Win, index: int, entry: WinEntry) -> HandValue:
    rules = state.rules
    players = state.players
    winner = check_seat(entry.winner, "winner", index, players)
    if winner == win.discarder:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "The winner cannot be the discarder."), "winner", index
        )
    if entry.yakuman < 0 or entry.double_yakuman < 0 or entry.double_yakuman > entry.yakuman:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "The yakuman count is not possible."), "yakuman", index
        )
    if entry.pao is not None:
        pao = check_seat(entry.pao, "pao", index, players)
        if pao == winner:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusals", "The winner cannot be liable (pao) for their own hand."
                ),
                "pao",
                index,
            )
        if entry.yakuman == 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Pao applies only to a yakuman hand."), "pao", index
            )
        if not rules.pao_yaku:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Pao is not played under these rules."), "pao", index
            )
    if entry.pao_yaku is not None:
        if entry.pao is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Name the liable player of the {yaku} (pao)."),
                "pao",
                index,
                yaku=entry.pao_yaku,
            )
        if entry.pao_yaku not in rules.pao_yaku:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Pao for {yaku} is not played under these rules."),
                "pao_yaku",
                index,
                yaku=entry.pao_yaku,
            )
    if entry.rinshan_pao is not None:
        feeder = check_seat(entry.rinshan_pao, "rinshan_pao", index, players)
        if not rules.rinshan_pao:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Rinshan pao is not played under these rules."),
                "rinshan_pao",
                index,
            )
        if not win.tsumo:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "Rinshan kaihou is a tsumo win."),
                "rinshan_pao",
                index,
            )
        if feeder == winner:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "The winner cannot have fed their own kan."),
                "rinshan_pao",
                index,
            )
        if entry.pao is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusals", "A win has either a pao player or a rinshan pao player, not both."
                ),
                "rinshan_pao",
                index,
            )
    if (
        rules.ryanhan_shibari
        and state.honba >= 5
        and entry.yakuman == 0
        and not rules.aotenjou
        and entry.han < 2
    ):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "From 5 honba a hand needs 2 han (ryanhan shibari); there are {honba}."
            ),
            "han",
            index,
            honba=state.honba,
        )
    if entry.nukidora:
        _check_nukidora(rules, entry.nukidora, index)
    try:
        value = hand_value(
            entry.han + (entry.nukidora if entry.han >= 1 else 0),
            entry.fu,
            rules,
            yakuman=entry.yakuman,
            double_yakuman=entry.double_yakuman,
            tsumo=win.tsumo,
        )
    except RuleError as error:
        raise error.at(index) from None
    if entry.pao_yakuman is not None and (
        entry.pao is None or not 1 <= entry.pao_yakuman <= value.yakuman
    ):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "The liable player can answer for 1 to {yakuman} yakuman of this hand."
            ),
            "pao_yakuman",
            index,
            yakuman=value.yakuman,
        )
    return value


def _check_nukidora(rules: Rules, count: object, index: int) -> None:
    if not rules.nukidora:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "North is not set aside as dora under these rules."),
            "nukidora",
            index,
        )
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 4:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "A player can set aside 0 to 4 North tiles, not {count}."
            ),
            "nukidora",
            index,
            count=repr(count),
        )


def settle_win(state: TableState, win: Win) -> Step:
    rules = state.rules
    if not win.entries:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "A win needs at least one winner."), "entries"
        )
    if win.discarder is not None:
        check_seat(win.discarder, "discarder", None, state.players)
    elif len(win.entries) > 1:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "Only one player can win by tsumo."), "winner", 1
        )
    seen: set[int] = set()
    values: list[HandValue] = []
    for index, entry in enumerate(win.entries):
        values.append(_check_entry(state, win, index, entry))
        if entry.winner in seen:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "The same player is listed twice as a winner."),
                "winner",
                index,
            )
        seen.add(entry.winner)
    if win.discarder is not None and len(win.entries) == 3 and rules.triple_ron_abortive:
        return abortive_draw(
            state,
            "ron3",
            notes=(QT_TRANSLATE_NOOP("Explain", "triple ron: an abortive draw under these rules"),),
        )
    discarder = win.discarder
    # Nearest winner to the discarder in turn order (the one to his right first).
    if discarder is None:
        nearest = 0
    else:
        nearest = min(
            range(len(win.entries)),
            key=lambda i: (win.entries[i].winner - discarder) % state.players,
        )
    bumped = rules.multiple_ron == "head_bump" and len(win.entries) > 1
    notes: list[str] = []
    if bumped:
        notes.append(
            QT_TRANSLATE_NOOP("Explain", "head bump: only the winner nearest the discarder is paid")
        )
    transfers: list[Transfer] = []
    breakdowns: list[WinBreakdown] = []
    sticks_to: dict[int, int] = {}
    if rules.multi_ron_sticks == "own_then_nearest" and len(win.entries) > 1 and not bumped:
        for entry in win.entries:
            if entry.winner in state.riichi:
                sticks_to[entry.winner] = 1
    first = win.entries[nearest].winner
    sticks_to[first] = state.sticks - sum(n for seat, n in sticks_to.items() if seat != first)
    for index, (entry, value) in enumerate(zip(win.entries, values, strict=True)):
        if bumped and index != nearest:
            breakdowns.append(
                WinBreakdown(
                    winner=entry.winner,
                    discarder=discarder,
                    dealer=entry.winner == state.dealer,
                    tsumo=False,
                    value=value,
                    payments=(),
                    honba=0,
                    honba_points=0,
                    sticks=0,
                    pao=entry.pao,
                    head_bumped=True,
                )
            )
            continue
        gets_honba = index == nearest or rules.multi_ron_honba == "each"
        breakdown, paid = _pay_win(
            state,
            win,
            index,
            entry,
            value,
            state.honba if gets_honba else 0,
            sticks_to.get(entry.winner, 0),
        )
        breakdowns.append(breakdown)
        transfers.extend(paid)
    paid_winners = [b.winner for b in breakdowns if not b.head_bumped]
    dealer_won = state.dealer in paid_winners
    wins = tuple(state.wins[seat] + (seat in paid_winners) for seat in range(state.players))
    if win.tsumo and state.players == 3:
        notes.append(
            QT_TRANSLATE_NOOP("Explain", "three players: the absent North's share is lost")
            if rules.tsumo_north == "loss"
            else QT_TRANSLATE_NOOP(
                "Explain", "three players: the absent North's share is split between the payers"
            )
        )
    settlement = make_settlement(
        "tsumo" if win.tsumo else "ron",
        tuple(transfers),
        wins=tuple(breakdowns),
        sticks_before=state.sticks,
        sticks_after=0,
        notes=tuple(notes),
        players=state.players,
    )
    return next_hand(
        state,
        settlement,
        repeat="win" if dealer_won else None,
        honba=state.honba + 1 if dealer_won else 0,
        sticks=0,
        wins=wins,
    )


def _pay_win(
    state: TableState,
    win: Win,
    index: int,
    entry: WinEntry,
    value: HandValue,
    honba: int,
    sticks: int,
) -> tuple[WinBreakdown, list[Transfer]]:
    """The payments of one paid winner: hand, honba, sticks (in that order)."""
    rules = state.rules
    winner = entry.winner
    dealer = winner == state.dealer
    basic = value.basic
    ron_multiplier = 6 if dealer else 4
    honba_points = honba * rules.honba_value
    payments: list[Payment] = []
    transfers: list[Transfer] = []
    liable_basic = 0
    if entry.pao is not None and entry.pao != win.discarder:
        units = max(value.yakuman, 1)
        liable_units = units
        if rules.pao_covers == "liable_share" and entry.pao_yakuman is not None:
            liable_units = entry.pao_yakuman
        liable_basic = basic * liable_units // units
    rest_basic = basic - liable_basic

    def pay(
        payer: int, multiplier: int, part: int, share: float, pao: bool, north: int = 0
    ) -> None:
        raw = part * multiplier
        if share != 1.0:
            raw //= 2
        raw += north
        payments.append(Payment(payer, multiplier, raw, round_up_100(raw), share, pao))

    if win.discarder is not None:
        discarder = win.discarder
        if liable_basic:
            assert entry.pao is not None
            pay(entry.pao, ron_multiplier, liable_basic, 0.5, True)
            pay(discarder, ron_multiplier, liable_basic, 0.5, False)
        if rest_basic:
            pay(discarder, ron_multiplier, rest_basic, 1.0, False)
        if liable_basic and rules.pao_ron_honba == "liable":
            assert entry.pao is not None
            honba_payers = [(entry.pao, honba_points)]
            honba_pao = True
        else:
            honba_payers = [(discarder, honba_points)]
            honba_pao = False
    elif entry.rinshan_pao is not None:
        pay(entry.rinshan_pao, ron_multiplier, basic, 1.0, True)
        honba_payers = [(entry.rinshan_pao, honba_points)]
        honba_pao = True
    else:
        if liable_basic:
            assert entry.pao is not None
            pay(entry.pao, ron_multiplier, liable_basic, 1.0, True)
        if rest_basic:
            north = north_share(rules, rest_basic, dealer)
            for seat in range(state.players):
                if seat != winner:
                    both = dealer or seat == state.dealer
                    pay(seat, 2 if both else 1, rest_basic, 1.0, False, north)
        if liable_basic:
            assert entry.pao is not None
            honba_payers = [(entry.pao, honba_points)]
            honba_pao = True
        else:
            per_seat = honba_per_payer(rules, honba)
            honba_payers = [(seat, per_seat) for seat in range(state.players) if seat != winner]
            honba_pao = False
    for payment in payments:
        transfers.append(
            Transfer(payment.payer, winner, payment.amount, "hand", index, payment.pao)
        )
    for payer, amount in honba_payers:
        if amount:
            transfers.append(Transfer(payer, winner, amount, "honba", index, honba_pao))
    if sticks:
        transfers.append(Transfer(None, winner, 1000 * sticks, "sticks", index))
    breakdown = WinBreakdown(
        winner=winner,
        discarder=win.discarder,
        dealer=dealer,
        tsumo=win.tsumo,
        value=value,
        payments=tuple(payments),
        honba=honba,
        honba_points=honba_points,
        sticks=sticks,
        pao=entry.pao,
        rinshan_pao=entry.rinshan_pao is not None,
        pao_yaku=entry.pao_yaku if entry.pao is not None else None,
        nukidora=entry.nukidora if entry.han >= 1 else 0,
    )
    return breakdown, transfers
