"""The table between two actions (:class:`TableState`) and the state a game starts in."""

from __future__ import annotations

from dataclasses import dataclass

from scoretable.engine.rules import Rules

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


Scores = tuple[int, ...]


def new_game(rules: Rules) -> TableState:
    """The state at the start of a game: East 1, no honba, every seat at the start points."""
    zeros = (0,) * rules.players
    return TableState(
        rules=rules,
        scores=(rules.start_points,) * rules.players,
        penalties=zeros,
        wins=zeros,
    )
