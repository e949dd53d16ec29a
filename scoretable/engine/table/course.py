"""How the table moves on: the next hand, the game's end decided, the leftover sticks paid out
when it ends; and the checks every action shares (a seat)."""

from __future__ import annotations

import dataclasses

from scoretable.engine.errors import RuleError
from scoretable.engine.leftover import leftover_transfers, placement_order
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.settlement import (
    Settlement,
    deltas_of,
    make_settlement,
)
from scoretable.engine.table.actions import Step
from scoretable.engine.table.state import Scores, TableState


def check_seat(value: object, field: str, index: int | None = None, players: int = 4) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{value} is not a seat (0 to 3).")
            if players == 4
            else QT_TRANSLATE_NOOP("Refusals", "{value} is not a seat (0 to 2)."),
            field,
            index,
            value=repr(value),
        )
    return value


def add_scores(scores: Scores, deltas: Scores) -> Scores:
    return tuple(score + delta for score, delta in zip(scores, deltas, strict=True))


def _last_round(rules: Rules) -> int:
    return 1 if rules.length == "hanchan" else 0


def _is_last_hand(state: TableState) -> bool:
    """The current hand is the last regular hand (South 4 / East 4; South 3 / East 3 with
    three players) or one after it."""
    return (state.round_wind, state.hand_number) >= (_last_round(state.rules), state.players)


def is_last_hand(state: TableState) -> bool:
    """Whether the hand of ``state`` is the last regular hand (South 4, East 4 in tonpuu) or
    one after it (a dealer's repeat, the West round): where all-last conditions apply."""
    return _is_last_hand(state)


def finish(state: TableState, settlement: Settlement) -> Step:
    """End the game in ``state`` (its last action already applied and settled as
    ``settlement``): the leftover sticks are paid out and added to the settlement."""
    leftover = leftover_transfers(state)
    transfers = settlement.transfers + leftover
    lost = bool(leftover) and leftover[0].receiver is None
    settlement = dataclasses.replace(
        settlement,
        transfers=transfers,
        deltas=deltas_of(transfers, state.players),
        sticks_after=0,
        non_zero_sum=QT_TRANSLATE_NOOP("Explain", "leftover riichi sticks are lost")
        if lost
        else settlement.non_zero_sum,
    )
    taken = deltas_of(leftover, state.players)
    scores = add_scores(state.scores, taken)
    final = dataclasses.replace(
        state,
        scores=scores,
        sticks=0,
        game_over=True,
        final_scores=scores,
        riichi=frozenset(),
        leftover=taken,
    )
    return Step(final, settlement)


def end_game(state: TableState) -> Step:
    settlement = make_settlement(
        "end",
        (),
        players=state.players,
        sticks_before=state.sticks,
        sticks_after=state.sticks,
        notes=()
        if state.game_over
        else (QT_TRANSLATE_NOOP("Explain", "the game was ended at the table"),),
    )
    if state.game_over:
        return Step(state, settlement)
    return finish(state, settlement)


def next_hand(
    state: TableState,
    settlement: Settlement,
    *,
    repeat: str | None,
    honba: int,
    sticks: int,
    wins: Scores | None = None,
) -> Step:
    """The state after a completed hand settled as ``settlement``, with the game's end decided.

    Args:
        repeat: why the dealer keeps the seat ("win", "tenpai", "abortive") or None when the
            deal passes on.
    """
    scores = add_scores(state.scores, settlement.deltas)
    after = dataclasses.replace(
        state,
        scores=scores,
        sticks=sticks,
        honba=honba if state.rules.honba_counters else 0,
        riichi=frozenset(),
        hands_played=state.hands_played + 1,
        wins=state.wins if wins is None else wins,
    )
    if game_ends(state, scores, repeat):
        return finish(after, settlement)
    if repeat is None:
        hand = state.hand_number + 1
        last = hand > state.players
        after = dataclasses.replace(
            after,
            dealer=(state.dealer + 1) % state.players,
            hand_number=1 if last else hand,
            round_wind=state.round_wind + last,
        )
    return Step(after, settlement)


def game_ends(state: TableState, scores: Scores, repeat: str | None) -> bool:
    """Whether the game ends after the hand of ``state`` left ``scores``.

    Busting (rules.busting) ends it at once when a score is below 0 (exactly 0 plays on).
    Before the last hand nothing else does. From the last hand on (South 4, or East 4 in
    tonpuu; South 3 / East 3 with three players; and every hand of an extra wind): a dealer
    repeat goes on, unless agari-yame / tenpai-yame lets a dealer who is first with
    rules.target_points stop. When the deal passes the game ends, except that with
    rules.west_round and nobody at rules.target_points it goes on into the next wind. There
    (sudden death) it ends after the first hand that passes the deal with someone at
    rules.target_points, and when the deal passes after that wind's last hand (4th, 3rd with
    three players) whatever the scores. A dealer repeat takes priority in the extra wind too,
    at its last hand included (Tenhou: 「サドンデスルールは、30000点(供託未収)
    以上になった時点で終了、ただし親の連荘がある場合は連荘を優先する」). The scores compared
    leave out the riichi sticks still on the table (「供託未収」).
    """
    rules = state.rules
    if rules.busting and min(scores) < 0:
        return True
    if not _is_last_hand(state):
        return False
    extra_wind = state.round_wind > _last_round(rules)
    if extra_wind and not rules.west_round:
        return True  # a state past the last hand (rules changed since): nothing to play
    if repeat is not None:
        return (
            rules.agari_yame
            and repeat in ("win", "tenpai")
            and placement_order(scores)[0] == state.dealer
            and scores[state.dealer] >= rules.target_points
        )
    reached = max(scores) >= rules.target_points
    if extra_wind:
        return reached or state.hand_number == state.players
    return not (rules.west_round and not reached)


def check_deposit(state: TableState, seat: int) -> None:
    """Refuse a riichi ``seat`` cannot declare: a second one, or without 1,000 points where
    the rules ask for them."""
    if seat in state.riichi:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{player} has already declared riichi in this hand."),
            "seat",
            player=seat,
        )
    if state.rules.riichi_needs_1000 and state.scores[seat] < 1000:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "Riichi needs 1,000 points under these rules; {player} has {points}."
            ),
            "seat",
            player=seat,
            points=f"{state.scores[seat]:,}",
        )
