"""The table as a state machine: immutable states, actions, and :func:`apply`.

    state = new_game(rules)                        # East 1, 0 honba, start points
    step = apply(state, DeclareRiichi(seat=2))     # -> Step(state, settlement)
    step = apply(step.state, Win(entries=(WinEntry(winner=0, han=3, fu=30),), discarder=2))

States are frozen dataclasses, actions and steps immutable records (:mod:`records`: made
without a dataclass's cost at start-up); undo is keeping the previous state. Actions are
serialisable with :func:`action_to_dict` / :func:`action_from_dict` (storage keeps a game as
its rules, its players and its list of actions).

Every refusal is a :class:`~scoretable.engine.errors.RuleError` naming the field at fault.

Recording choices:

- Four riichi: the fourth player's riichi may be recorded with a DeclareRiichi before the
  ``AbortiveDraw("reach4")``, or left to the abortive draw, which then takes the fourth
  deposit itself (a "riichi" transfer in its settlement) when exactly three have declared.
- Chombo: this hand's riichi deposits go back to their owners, the hand is replayed (same
  dealer, hand and round; honba +1 only where rules.honba_on_chombo); only busting can end
  the game on a chombo.
- Triple ron where rules.triple_ron_abortive: a Win with three entries is validated, then
  settled as ``AbortiveDraw("ron3")``.

Three players (rules.players 3): seats 0..2 (East, South, West), three hands a wind, scores
and deltas of three; a tsumo is paid by the two others, the absent North's share lost or
split as rules.tsumo_north says; a win may count North tiles set aside (``nukidora``). A
liable player (pao) pays a tsumo's whole hand as with four players, the value of a ron (a
reading: no three-player text read says otherwise).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from scoretable.engine.errors import FormatError, RuleError, Word, quoted
from scoretable.engine.leftover import leftover_transfers, placement_order
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.records import Record, set_field
from scoretable.engine.rules import ABORTIVE_KINDS, Rules
from scoretable.engine.scoring import (
    HandValue,
    hand_value,
    honba_per_payer,
    north_share,
    round_up_100,
)
from scoretable.engine.settlement import (
    Kind,
    Payment,
    Settlement,
    Transfer,
    WinBreakdown,
    deltas_of,
    make_settlement,
)

WINDS = ("E", "S", "W", "N")
WIND_NAMES = ("East", "South", "West", "North")


@dataclass(frozen=True)
class TableState:
    """The table between two actions.

    Attributes:
        rules: the rules in force.
        scores: points of seats 0..3, or 0..2 with three players (seat 0 = the first East
            dealer); one per player.
        round_wind: 0 East, 1 South, 2 West, 3 North.
        hand_number: 1..4 within the round wind (1..3 with three players).
        dealer: seat of the current dealer.
        honba: honba counters on the table.
        sticks: riichi sticks on the table (including this hand's deposits).
        riichi: seats that have declared riichi in the current hand.
        game_over: the game has ended; no more actions but EndGame are accepted.
        hands_played: number of hands completed so far.
        penalties: final-point penalties per seat (thousands), e.g. chombo in
            "final_penalty" mode.
        wins: number of hands each seat has won (for yakitori).
        final_scores: scores after leftover sticks are paid out, once the game is over.
        leftover: what each seat took of the leftover sticks then (places are decided on
            the scores before them: seats tied share them, and stay tied).

    When the game ends (busting, the last hand, EndGame), the action that ends it pays the
    leftover sticks out (rules.leftover_sticks): its settlement lists them last as "leftover"
    transfers (counted in its deltas), ``scores`` then include them, ``sticks`` is 0 and
    ``final_scores`` equals ``scores``. Round, hand number and dealer stay those of the last
    hand played.
    """

    rules: Rules
    scores: tuple[int, ...]
    round_wind: int = 0
    hand_number: int = 1
    dealer: int = 0
    honba: int = 0
    sticks: int = 0
    riichi: frozenset[int] = frozenset()
    game_over: bool = False
    hands_played: int = 0
    penalties: tuple[int, ...] = (0, 0, 0, 0)
    wins: tuple[int, ...] = (0, 0, 0, 0)
    final_scores: tuple[int, ...] | None = None
    leftover: tuple[int, ...] | None = None

    @property
    def players(self) -> int:
        """3 or 4: the number of seats (rules.players)."""
        return self.rules.players

    @property
    def kyoku(self) -> int:
        """0..15: 4 x round wind + hand number - 1 (Tenhou's numbering, three players too)."""
        return 4 * self.round_wind + self.hand_number - 1

    def seat_wind(self, seat: int) -> int:
        """0..3: the seat wind of ``seat`` in the current hand (0 = East = dealer)."""
        return (seat - self.dealer) % self.players


class DeclareRiichi(Record):
    """A player declares riichi: a 1,000 deposit goes to the table."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class CancelRiichi(Record):
    """Take back a riichi declared in this hand (a slip at the score table)."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class WinEntry(Record):
    """One winner of a win.

    Attributes:
        winner: the winning seat.
        han: han of the hand (0 if a yakuman).
        fu: fu (None where it does not matter: 5+ han or yakuman, unless aotenjou).
        yakuman: number of yakuman yaku in the hand.
        double_yakuman: how many of them are double-yakuman patterns.
        pao: seat liable for a pao yakuman (daisangen, daisuushii, suukantsu), or None.
        pao_yakuman: how many of the hand's yakuman units the liable player answers for;
            None = all of them. Used where rules.pao_covers is "liable_share" (Mahjong
            Soul); with "whole_hand" (Tenhou) the liable player answers for the whole hand
            whatever it says. The rest of the hand is paid as an ordinary win.
        rinshan_pao: seat that fed the kan of a rinshan kaihou win, where rinshan pao applies.
        pao_yaku: the yakuman the liable player let complete ("daisangen", "daisuushii",
            "suukantsu"), or None when not said; it must be one of rules.pao_yaku.
        nukidora: North tiles the winner set aside (three players, rules.nukidora): each
            adds a han to ``han``, which counts the rest of the hand (it needs a yaku).
    """

    winner: int
    han: int
    fu: int | None
    yakuman: int
    double_yakuman: int
    pao: int | None
    pao_yakuman: int | None
    rinshan_pao: int | None
    pao_yaku: str | None
    nukidora: int

    def __init__(
        self,
        winner: int,
        han: int = 0,
        fu: int | None = None,
        yakuman: int = 0,
        double_yakuman: int = 0,
        pao: int | None = None,
        pao_yakuman: int | None = None,
        rinshan_pao: int | None = None,
        pao_yaku: str | None = None,
        nukidora: int = 0,
    ) -> None:
        set_field(self, "winner", winner)
        set_field(self, "han", han)
        set_field(self, "fu", fu)
        set_field(self, "yakuman", yakuman)
        set_field(self, "double_yakuman", double_yakuman)
        set_field(self, "pao", pao)
        set_field(self, "pao_yakuman", pao_yakuman)
        set_field(self, "rinshan_pao", rinshan_pao)
        set_field(self, "pao_yaku", pao_yaku)
        set_field(self, "nukidora", nukidora)


class Win(Record):
    """A win: ron (``discarder`` set, one or several entries) or tsumo (one entry)."""

    entries: tuple[WinEntry, ...]
    discarder: int | None

    def __init__(self, entries: tuple[WinEntry, ...], discarder: int | None = None) -> None:
        set_field(self, "entries", entries)
        set_field(self, "discarder", discarder)

    @property
    def tsumo(self) -> bool:
        return self.discarder is None


class ExhaustiveDraw(Record):
    """The wall ran out. ``tenpai``: seats tenpai; ``nagashi``: seats with nagashi mangan."""

    tenpai: frozenset[int]
    nagashi: frozenset[int]

    def __init__(
        self, tenpai: frozenset[int] = frozenset(), nagashi: frozenset[int] = frozenset()
    ) -> None:
        set_field(self, "tenpai", tenpai)
        set_field(self, "nagashi", nagashi)


class AbortiveDraw(Record):
    """An abortive draw of ``kind`` (one of rules.ABORTIVE_KINDS)."""

    kind: str

    def __init__(self, kind: str) -> None:
        set_field(self, "kind", kind)


class Chombo(Record):
    """A chombo by ``seat``, settled as the rules say."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class EndGame(Record):
    """The players end the game early (or confirm its end)."""


Action = DeclareRiichi | CancelRiichi | Win | ExhaustiveDraw | AbortiveDraw | Chombo | EndGame


class Step(Record):
    """The result of applying an action: the new state and what was paid."""

    state: TableState
    settlement: Settlement

    def __init__(self, state: TableState, settlement: Settlement) -> None:
        set_field(self, "state", state)
        set_field(self, "settlement", settlement)


Scores = tuple[int, ...]

# Reverse mangan of a chombo: what a non-dealer pays the dealer and each other non-dealer,
# and what a dealer pays each player (a mangan tsumo paid out the other way).
CHOMBO_NON_DEALER = (4000, 2000)
CHOMBO_DEALER = 4000
# A nagashi mangan is paid as a mangan tsumo: basic points 2,000, whatever the rules' cap.
NAGASHI_VALUE = HandValue(han=5, fu=None, yakuman=0, basic=2000, limit="mangan")


def new_game(rules: Rules) -> TableState:
    """The state at the start of a game: East 1, no honba, every seat at the start points."""
    zeros = (0,) * rules.players
    return TableState(
        rules=rules,
        scores=(rules.start_points,) * rules.players,
        penalties=zeros,
        wins=zeros,
    )


def apply(state: TableState, action: Action) -> Step:
    """Apply ``action`` to ``state``. Raises RuleError for anything the rules refuse."""
    if isinstance(action, EndGame):
        return _end_game(state)
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
        return _win(state, action)
    if isinstance(action, ExhaustiveDraw):
        return _exhaustive_draw(state, action)
    if isinstance(action, AbortiveDraw):
        return _abortive_draw(state, action.kind)
    if isinstance(action, Chombo):
        return _chombo(state, action.seat)
    raise RuleError(
        QT_TRANSLATE_NOOP("Refusals", "Unknown action {action}."), "action", action=repr(action)
    )


# --- helpers ---------------------------------------------------------------------------------


def _seat(value: object, field: str, index: int | None = None, players: int = 4) -> int:
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


def _add(scores: Scores, deltas: Scores) -> Scores:
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


def _finish(state: TableState, settlement: Settlement) -> Step:
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
    scores = _add(state.scores, taken)
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


def _end_game(state: TableState) -> Step:
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
    return _finish(state, settlement)


def _next_hand(
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
    scores = _add(state.scores, settlement.deltas)
    after = dataclasses.replace(
        state,
        scores=scores,
        sticks=sticks,
        honba=honba if state.rules.honba_counters else 0,
        riichi=frozenset(),
        hands_played=state.hands_played + 1,
        wins=state.wins if wins is None else wins,
    )
    if _game_ends(state, scores, repeat):
        return _finish(after, settlement)
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


def _game_ends(state: TableState, scores: Scores, repeat: str | None) -> bool:
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


# --- riichi ----------------------------------------------------------------------------------


def _deposit(state: TableState, seat: int) -> None:
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


def _declare_riichi(state: TableState, seat: int) -> Step:
    _seat(seat, "seat", None, state.players)
    _deposit(state, seat)
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
        scores=_add(state.scores, settlement.deltas),
        sticks=state.sticks + 1,
        riichi=state.riichi | {seat},
    )
    return Step(new, settlement)


def _cancel_riichi(state: TableState, seat: int) -> Step:
    _seat(seat, "seat", None, state.players)
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
        scores=_add(state.scores, settlement.deltas),
        sticks=state.sticks - 1,
        riichi=state.riichi - {seat},
    )
    return Step(new, settlement)


# --- wins ------------------------------------------------------------------------------------


def _check_entry(state: TableState, win: Win, index: int, entry: WinEntry) -> HandValue:
    rules = state.rules
    players = state.players
    winner = _seat(entry.winner, "winner", index, players)
    if winner == win.discarder:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "The winner cannot be the discarder."), "winner", index
        )
    if entry.yakuman < 0 or entry.double_yakuman < 0 or entry.double_yakuman > entry.yakuman:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "The yakuman count is not possible."), "yakuman", index
        )
    if entry.pao is not None:
        pao = _seat(entry.pao, "pao", index, players)
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
        feeder = _seat(entry.rinshan_pao, "rinshan_pao", index, players)
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


def _win(state: TableState, win: Win) -> Step:
    rules = state.rules
    if not win.entries:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "A win needs at least one winner."), "entries"
        )
    if win.discarder is not None:
        _seat(win.discarder, "discarder", None, state.players)
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
        return _abortive_draw(
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
    return _next_hand(
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


# --- draws -----------------------------------------------------------------------------------


def _seats(values: frozenset[int], field: str, players: int) -> frozenset[int]:
    for value in sorted(values, key=repr):
        _seat(value, field, None, players)
    return values


def _exhaustive_draw(state: TableState, draw: ExhaustiveDraw) -> Step:
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
    return _next_hand(
        state,
        settlement,
        repeat="tenpai" if state.dealer in tenpai else None,
        honba=state.honba + 1,
        sticks=state.sticks,
    )


def _abortive_draw(state: TableState, kind: str, notes: tuple[str, ...] = ()) -> Step:
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
            _deposit(state, missing[0])
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
    return _next_hand(
        state,
        settlement,
        repeat="abortive",
        honba=state.honba + counts,
        sticks=sticks,
    )


# --- chombo ----------------------------------------------------------------------------------


def _chombo(state: TableState, seat: int) -> Step:
    """A chombo: this hand's riichi deposits go back, the penalty is paid, the hand replayed."""
    rules = state.rules
    players = state.players
    _seat(seat, "seat", None, players)
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
        penalties = _add(penalties, tuple(added))
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
    scores = _add(state.scores, settlement.deltas)
    new = dataclasses.replace(
        state,
        scores=scores,
        sticks=sticks,
        riichi=frozenset(),
        penalties=penalties,
        honba=(state.honba + rules.honba_on_chombo) * rules.honba_counters,
    )
    if rules.busting and min(scores) < 0:
        return _finish(new, settlement)
    return Step(new, settlement)


# --- serialisation ---------------------------------------------------------------------------


def _entry_to_dict(entry: WinEntry) -> dict[str, Any]:
    return {
        "winner": entry.winner,
        "han": entry.han,
        "fu": entry.fu,
        "yakuman": entry.yakuman,
        "double_yakuman": entry.double_yakuman,
        "pao": entry.pao,
        "pao_yakuman": entry.pao_yakuman,
        "rinshan_pao": entry.rinshan_pao,
        "pao_yaku": entry.pao_yaku,
    } | ({"nukidora": entry.nukidora} if entry.nukidora else {})


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready dict with a "type" key."""
    if isinstance(action, DeclareRiichi):
        return {"type": "riichi", "seat": action.seat}
    if isinstance(action, CancelRiichi):
        return {"type": "cancel_riichi", "seat": action.seat}
    if isinstance(action, Win):
        return {
            "type": "win",
            "discarder": action.discarder,
            "entries": [_entry_to_dict(entry) for entry in action.entries],
        }
    if isinstance(action, ExhaustiveDraw):
        return {"type": "draw", "tenpai": sorted(action.tenpai), "nagashi": sorted(action.nagashi)}
    if isinstance(action, AbortiveDraw):
        return {"type": "abortive", "kind": action.kind}
    if isinstance(action, Chombo):
        return {"type": "chombo", "seat": action.seat}
    return {"type": "end"}


# what a value read back should be, in words ("'seat' should be an integer, not '9'")
_TYPE_WORDS = {
    int: QT_TRANSLATE_NOOP("Exchange", "an integer"),
    str: QT_TRANSLATE_NOOP("Exchange", "text"),
    list: QT_TRANSLATE_NOOP("Exchange", "a list"),
    bool: QT_TRANSLATE_NOOP("Exchange", "true or false"),
    dict: QT_TRANSLATE_NOOP("Exchange", "an object"),
}


def _get(data: dict[str, Any], key: str, kind: type, optional: bool = False) -> Any:
    """``data[key]`` checked to be of ``kind`` (None allowed where ``optional``)."""
    if key not in data:
        raise FormatError(QT_TRANSLATE_NOOP("Exchange", "missing {key}"), key=repr(key))
    value = data[key]
    if value is None and optional:
        return None
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should be {type}, not {value}"),
            key=repr(key),
            type=Word(_TYPE_WORDS.get(kind, kind.__name__)),
            value=quoted(value),
        )
    return value


def _int_list(data: dict[str, Any], key: str, length: int | None = None) -> list[int]:
    values: list[int] = _get(data, key, list)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should be a list of integers, not {value}"),
            key=repr(key),
            value=quoted(values),
        )
    if length is not None and len(values) != length:
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should have {count} values, not {length}"),
            key=repr(key),
            count=length,
            length=len(values),
        )
    return values


def _entry_from_dict(data: Any) -> WinEntry:
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "a win entry should be an object, not {value}"),
            value=quoted(data),
        )
    return WinEntry(
        winner=_get(data, "winner", int),
        han=_get(data, "han", int),
        fu=_get(data, "fu", int, optional=True),
        yakuman=_get(data, "yakuman", int),
        double_yakuman=_get(data, "double_yakuman", int),
        pao=_get(data, "pao", int, optional=True),
        pao_yakuman=_get(data, "pao_yakuman", int, optional=True),
        rinshan_pao=_get(data, "rinshan_pao", int, optional=True),
        # saved before a win named its pao yakuman: not said
        pao_yaku=_get(data, "pao_yaku", str, optional=True) if "pao_yaku" in data else None,
        nukidora=_get(data, "nukidora", int) if "nukidora" in data else 0,
    )


def action_from_dict(data: dict[str, Any]) -> Action:
    """Inverse of :func:`action_to_dict`; raises ValueError for malformed data."""
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "an action should be an object, not {value}"),
            value=quoted(data),
        )
    kind = _get(data, "type", str)
    if kind == "riichi":
        return DeclareRiichi(_get(data, "seat", int))
    if kind == "cancel_riichi":
        return CancelRiichi(_get(data, "seat", int))
    if kind == "win":
        entries = tuple(_entry_from_dict(entry) for entry in _get(data, "entries", list))
        return Win(entries=entries, discarder=_get(data, "discarder", int, optional=True))
    if kind == "draw":
        return ExhaustiveDraw(
            tenpai=frozenset(_int_list(data, "tenpai")),
            nagashi=frozenset(_int_list(data, "nagashi")),
        )
    if kind == "abortive":
        return AbortiveDraw(_get(data, "kind", str))
    if kind == "chombo":
        return Chombo(_get(data, "seat", int))
    if kind == "end":
        return EndGame()
    raise FormatError(
        QT_TRANSLATE_NOOP("Exchange", "unknown action type {value}"), value=quoted(kind)
    )


def state_to_dict(state: TableState) -> dict[str, Any]:
    """A JSON-ready dict of the state (rules included)."""
    return {
        "rules": state.rules.to_dict(),
        "scores": list(state.scores),
        "round_wind": state.round_wind,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "honba": state.honba,
        "sticks": state.sticks,
        "riichi": sorted(state.riichi),
        "game_over": state.game_over,
        "hands_played": state.hands_played,
        "penalties": list(state.penalties),
        "wins": list(state.wins),
        "final_scores": None if state.final_scores is None else list(state.final_scores),
        **({} if state.leftover is None else {"leftover": list(state.leftover)}),
    }


def state_from_dict(data: dict[str, Any]) -> TableState:
    """Inverse of :func:`state_to_dict`; raises ValueError for malformed data."""
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "a table state should be an object, not {value}"),
            value=quoted(data),
        )
    rules_data = _get(data, "rules", dict)
    try:
        rules = Rules.from_dict(rules_data)
    except (TypeError, ValueError) as error:
        raise ValueError(f"bad rules: {error}") from None
    n = rules.players
    final = None if data.get("final_scores") is None else _int_list(data, "final_scores", n)
    state = TableState(
        rules=rules,
        scores=tuple(_int_list(data, "scores", n)),
        round_wind=_get(data, "round_wind", int),
        hand_number=_get(data, "hand_number", int),
        dealer=_get(data, "dealer", int),
        honba=_get(data, "honba", int),
        sticks=_get(data, "sticks", int),
        riichi=frozenset(_int_list(data, "riichi")),
        game_over=_get(data, "game_over", bool),
        hands_played=_get(data, "hands_played", int),
        penalties=tuple(_int_list(data, "penalties", n)),
        wins=tuple(_int_list(data, "wins", n)),
        final_scores=None if final is None else tuple(final),
        leftover=tuple(_int_list(data, "leftover", n)) if data.get("leftover") else None,
    )
    checks = (
        (0 <= state.round_wind <= 3, "round_wind"),
        (1 <= state.hand_number <= n, "hand_number"),
        (0 <= state.dealer < n, "dealer"),
        (state.honba >= 0, "honba"),
        (state.sticks >= 0, "sticks"),
        (all(0 <= seat < n for seat in state.riichi), "riichi"),
    )
    for ok, name in checks:
        if not ok:
            raise FormatError(
                QT_TRANSLATE_NOOP("Exchange", "{key} is out of range"), key=repr(name)
            )
    return state
