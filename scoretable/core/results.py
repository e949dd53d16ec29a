"""Final results: placements, oka, uma, rounding, penalties.

    result = final_results(state)        # state.game_over, or any state for "end now"
    result.placements                     # seats in finishing order
    result.points                         # final points per seat (float, thousands)
"""

from __future__ import annotations

from dataclasses import dataclass

from scoretable.core.table import TableState


@dataclass(frozen=True)
class FinalResult:
    """The result of a game.

    Attributes:
        scores: raw scores per seat (leftover sticks included per the rules).
        placements: seats in finishing order (first place first).
        ranks: rank per seat, 1..4 (equal ranks where ties are split).
        points: final points per seat (thousands, after oka, uma, rounding and penalties).
        uma: uma per seat (thousands), after tie splitting.
        oka: oka per seat (thousands).
        penalties: penalties per seat (thousands, negative or 0): chombo, yakitori.
    """

    scores: tuple[int, int, int, int]
    placements: tuple[int, int, int, int]
    ranks: tuple[int, int, int, int]
    points: tuple[float, float, float, float]
    uma: tuple[float, float, float, float]
    oka: tuple[float, float, float, float]
    penalties: tuple[float, float, float, float]


def final_results(state: TableState) -> FinalResult:
    """Final result of the game in ``state`` (leftover sticks paid out if not yet)."""
    raise NotImplementedError
