"""The state reducer: :func:`apply` takes a state and an action and returns the next
:class:`~scoretable.engine.table.actions.Step`; riichi and chombo are settled here, a win in
:mod:`~scoretable.engine.table.wins`, a draw in :mod:`~scoretable.engine.table.draws`."""

from __future__ import annotations

import dataclasses

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.settlement import (
    Transfer,
    make_settlement,
)
from scoretable.engine.table.actions import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    Win,
)
from scoretable.engine.table.course import add_scores, check_deposit, check_seat, end_game, finish
from scoretable.engine.table.draws import abortive_draw, exhaustive_draw
from scoretable.engine.table.state import TableState
from scoretable.engine.table.wins import settle_win

# Reverse mangan of a chombo: what a non-dealer pays the dealer and each other non-dealer,
# and what a dealer pays each player (a mangan tsumo paid out the other way).
CHOMBO_NON_DEALER = (4000, 2000)
CHOMBO_DEALER = 4000


def apply(state: TableState, action: Action) -> Step:
    """Apply ``action`` to ``state``. Raises RuleError for anything the rules refuse."""
    if isinstance(action, EndGame):
        return end_game(state)
    if state.game_over:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "The game is over: no more hands can be recorded."),
            "game",
        )
    if isinstance(action, DeclareRiichi):
        return _declare_riichi(state, action.seat)
    if isinstance(action, CancelRiichi):
        return _cancel_riichi(state, action.seat)
    if isinstance(action, Win):
        return settle_win(state, action)
    if isinstance(action, ExhaustiveDraw):
        return exhaustive_draw(state, action)
    if isinstance(action, AbortiveDraw):
        return abortive_draw(state, action.kind)
    if isinstance(action, Chombo):
        return _chombo(state, action.seat)
    raise RuleError(
        QT_TRANSLATE_NOOP("Refusals", "Unknown action {action}."), "action", action=repr(action)
    )


# --- riichi ----------------------------------------------------------------------------------


def _declare_riichi(state: TableState, seat: int) -> Step:
    check_seat(seat, "seat", None, state.players)
    check_deposit(state, seat)
    transfers = (Transfer(seat, None, 1000, "riichi"),)
    settlement = make_settlement(
        "riichi",
        transfers,
        sticks_before=state.sticks,
        sticks_after=state.sticks + 1,
        players=state.players,
    )
    new = dataclasses.replace(
        state,
        scores=add_scores(state.scores, settlement.deltas),
        sticks=state.sticks + 1,
        riichi=state.riichi | {seat},
    )
    return Step(new, settlement)


def _cancel_riichi(state: TableState, seat: int) -> Step:
    check_seat(seat, "seat", None, state.players)
    if seat not in state.riichi:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{player} has not declared riichi in this hand."),
            "seat",
            player=seat,
        )
    transfers = (Transfer(None, seat, 1000, "riichi"),)
    settlement = make_settlement(
        "cancel_riichi",
        transfers,
        sticks_before=state.sticks,
        sticks_after=state.sticks - 1,
        players=state.players,
    )
    new = dataclasses.replace(
        state,
        scores=add_scores(state.scores, settlement.deltas),
        sticks=state.sticks - 1,
        riichi=state.riichi - {seat},
    )
    return Step(new, settlement)


# --- chombo ----------------------------------------------------------------------------------


def _chombo(state: TableState, seat: int) -> Step:
    """A chombo: this hand's riichi deposits go back, the penalty is paid, the hand replayed."""
    rules = state.rules
    players = state.players
    check_seat(seat, "seat", None, players)
    transfers = [Transfer(None, owner, 1000, "riichi") for owner in sorted(state.riichi)]
    sticks = state.sticks - len(state.riichi)
    penalties = state.penalties
    added = [0] * players
    notes: list[str] = []
    if rules.chombo == "reverse_mangan":
        for other in range(players):
            if other != seat:
                if seat == state.dealer:
                    amount = CHOMBO_DEALER
                else:
                    amount = CHOMBO_NON_DEALER[0 if other == state.dealer else 1]
                transfers.append(Transfer(seat, other, amount, "chombo"))
    else:
        added[seat] = rules.chombo_penalty
        penalties = add_scores(penalties, tuple(added))
    notes.append(QT_TRANSLATE_NOOP("Explain", "the hand is replayed"))
    settlement = make_settlement(
        "chombo",
        tuple(transfers),
        sticks_before=state.sticks,
        sticks_after=sticks,
        notes=tuple(notes),
        penalties=tuple(added),
        players=players,
    )
    scores = add_scores(state.scores, settlement.deltas)
    new = dataclasses.replace(
        state,
        scores=scores,
        sticks=sticks,
        riichi=frozenset(),
        penalties=penalties,
        honba=(state.honba + rules.honba_on_chombo) * rules.honba_counters,
    )
    if rules.busting and min(scores) < 0:
        return finish(new, settlement)
    return Step(new, settlement)
