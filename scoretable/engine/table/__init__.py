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

The package, cut along what it holds (as ``mahjong``'s ``hand_calculating/``): the state
(:mod:`.state`), the actions and the step they give (:mod:`.actions`), the reducer
(:mod:`.reducer`: :func:`apply`, riichi and chombo), a win checked and paid (:mod:`.wins`),
the draws (:mod:`.draws`), how the table moves on to the next hand or the game's end
(:mod:`.course`), and the log's JSON (:mod:`.serialise`). Importers use the names below.
"""

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
    WinEntry,
)
from scoretable.engine.table.course import is_last_hand
from scoretable.engine.table.reducer import apply
from scoretable.engine.table.serialise import (
    action_from_dict,
    action_to_dict,
    state_from_dict,
    state_to_dict,
)
from scoretable.engine.table.state import WIND_NAMES, WINDS, Scores, TableState, new_game

__all__ = [
    "WINDS",
    "WIND_NAMES",
    "AbortiveDraw",
    "Action",
    "CancelRiichi",
    "Chombo",
    "DeclareRiichi",
    "EndGame",
    "ExhaustiveDraw",
    "Scores",
    "Step",
    "TableState",
    "Win",
    "WinEntry",
    "action_from_dict",
    "action_to_dict",
    "apply",
    "is_last_hand",
    "new_game",
    "state_from_dict",
    "state_to_dict",
]
