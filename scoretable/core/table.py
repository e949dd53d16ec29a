"""The table as a state machine: immutable states, actions, and :func:`apply`.

    state = new_game(rules)                        # East 1, 0 honba, start points
    step = apply(state, DeclareRiichi(seat=2))     # -> Step(state, settlement)
    step = apply(step.state, Win(entries=(WinEntry(winner=0, han=3, fu=30),), discarder=2))

States and actions are frozen dataclasses; undo is keeping the previous state. Actions are
serialisable with :func:`action_to_dict` / :func:`action_from_dict` (storage keeps a game as
its rules, its players and its list of actions).

Every refusal is a :class:`~scoretable.core.errors.RuleError` naming the field at fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoretable.core.rules import Rules
from scoretable.core.settlement import Settlement

WINDS = ("E", "S", "W", "N")
WIND_NAMES = ("East", "South", "West", "North")


@dataclass(frozen=True)
class TableState:
    """The table between two actions.

    Attributes:
        rules: the rules in force.
        scores: points of seats 0..3 (seat 0 = the first East dealer).
        round_wind: 0 East, 1 South, 2 West, 3 North.
        hand_number: 1..4 within the round wind.
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
    """

    rules: Rules
    scores: tuple[int, int, int, int]
    round_wind: int = 0
    hand_number: int = 1
    dealer: int = 0
    honba: int = 0
    sticks: int = 0
    riichi: frozenset[int] = frozenset()
    game_over: bool = False
    hands_played: int = 0
    penalties: tuple[int, int, int, int] = (0, 0, 0, 0)
    wins: tuple[int, int, int, int] = (0, 0, 0, 0)
    final_scores: tuple[int, int, int, int] | None = None

    @property
    def kyoku(self) -> int:
        """0..15: 4 x round wind + hand number - 1 (Tenhou's numbering)."""
        return 4 * self.round_wind + self.hand_number - 1

    def seat_wind(self, seat: int) -> int:
        """0..3: the seat wind of ``seat`` in the current hand (0 = East = dealer)."""
        return (seat - self.dealer) % 4


@dataclass(frozen=True)
class DeclareRiichi:
    """A player declares riichi: a 1,000 deposit goes to the table."""

    seat: int


@dataclass(frozen=True)
class CancelRiichi:
    """Take back a riichi declared in this hand (a slip at the score table)."""

    seat: int


@dataclass(frozen=True)
class WinEntry:
    """One winner of a win.

    Attributes:
        winner: the winning seat.
        han: han of the hand (0 if a yakuman).
        fu: fu (None where it does not matter: 5+ han or yakuman, unless aotenjou).
        yakuman: number of yakuman yaku in the hand.
        double_yakuman: how many of them are double-yakuman patterns.
        pao: seat liable for a pao yakuman (daisangen, daisuushii, suukantsu), or None.
        pao_yakuman: how many of the hand's yakuman units the liable player answers for;
            None = all of them.
        rinshan_pao: seat that fed the kan of a rinshan kaihou win, where rinshan pao applies.
    """

    winner: int
    han: int = 0
    fu: int | None = None
    yakuman: int = 0
    double_yakuman: int = 0
    pao: int | None = None
    pao_yakuman: int | None = None
    rinshan_pao: int | None = None


@dataclass(frozen=True)
class Win:
    """A win: ron (``discarder`` set, one or several entries) or tsumo (one entry)."""

    entries: tuple[WinEntry, ...]
    discarder: int | None = None

    @property
    def tsumo(self) -> bool:
        return self.discarder is None


@dataclass(frozen=True)
class ExhaustiveDraw:
    """The wall ran out. ``tenpai``: seats tenpai; ``nagashi``: seats with nagashi mangan."""

    tenpai: frozenset[int] = frozenset()
    nagashi: frozenset[int] = frozenset()


@dataclass(frozen=True)
class AbortiveDraw:
    """An abortive draw of ``kind`` (one of rules.ABORTIVE_KINDS)."""

    kind: str


@dataclass(frozen=True)
class Chombo:
    """A chombo by ``seat``, settled as the rules say."""

    seat: int


@dataclass(frozen=True)
class EndGame:
    """The players end the game early (or confirm its end)."""


Action = DeclareRiichi | CancelRiichi | Win | ExhaustiveDraw | AbortiveDraw | Chombo | EndGame


@dataclass(frozen=True)
class Step:
    """The result of applying an action: the new state and what was paid."""

    state: TableState
    settlement: Settlement


def new_game(rules: Rules) -> TableState:
    """The state at the start of a game: East 1, no honba, every seat at the start points."""
    raise NotImplementedError


def apply(state: TableState, action: Action) -> Step:
    """Apply ``action`` to ``state``. Raises RuleError for anything the rules refuse."""
    raise NotImplementedError


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready dict with a "type" key."""
    raise NotImplementedError


def action_from_dict(data: dict[str, Any]) -> Action:
    """Inverse of :func:`action_to_dict`; raises ValueError for malformed data."""
    raise NotImplementedError


def state_to_dict(state: TableState) -> dict[str, Any]:
    """A JSON-ready dict of the state (rules included)."""
    raise NotImplementedError


def state_from_dict(data: dict[str, Any]) -> TableState:
    """Inverse of :func:`state_to_dict`; raises ValueError for malformed data."""
    raise NotImplementedError
