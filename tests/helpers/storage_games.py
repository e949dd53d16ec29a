"""Small games with known answers, shared by the storage tests."""

from __future__ import annotations

from typing import Any

from helpers import hands
from helpers.hands import logged
from scoretable.engine.rules import get_preset
from scoretable.engine.table import (
    DeclareRiichi,
    ExhaustiveDraw,
    action_to_dict,
)

NAMES = ["Ann", "Bo", "Cy", "Di"]


def ron(winner: int, discarder: int, han: int, fu: int) -> dict[str, Any]:
    """:func:`helpers.hands.ron` as the log keeps it."""
    return logged(hands.ron(winner, discarder, han, fu))


def tsumo(winner: int, han: int, fu: int) -> dict[str, Any]:
    """:func:`helpers.hands.tsumo` as the log keeps it."""
    return logged(hands.tsumo(winner, han, fu))


def riichi(seat: int) -> dict[str, Any]:
    return action_to_dict(DeclareRiichi(seat))


def draw(*tenpai: int) -> dict[str, Any]:
    return action_to_dict(ExhaustiveDraw(frozenset(tenpai)))


#: East 1: Bo riichi, ron 3 han 30 fu off Cy (3,900 + stick). East 2: Ann tsumo 1 han 30 fu
#: (300/500). East 3: draw, Ann alone tenpai. Scores: 29,100 27,400 19,800 23,700.
GAME_ONE = [riichi(1), ron(1, 2, 3, 30), tsumo(0, 1, 30), draw(0)]
GAME_ONE_SCORES = (29100, 27400, 19800, 23700)


def standard() -> dict[str, Any]:
    return get_preset("standard").to_dict()


def tenhou() -> dict[str, Any]:
    return get_preset("tenhou").to_dict()


#: Ending the game by hand (its log must end it for the game to count as finished).
END = {"type": "end"}


def insert_finished_games(store: Any) -> None:
    """The two finished games the statistics tests know the answers for.

    Game 1 (standard): Bo riichi + ron off Cy; Ann tsumo; draw with Ann tenpai.
    Game 2 (tenhou): Di (seat 0) rons Ann (seat 1).
    """
    store.insert_game(
        players=NAMES,
        rules=standard(),
        log=[*GAME_ONE, END],
        index=5,
        finished=True,
        result={"ranks": [1, 2, 4, 3], "points": [49.1, 7.4, -30.2, -26.3]},
    )
    store.insert_game(
        players=["Di", "Ann", "Eve", "Bo"],
        rules=tenhou(),
        log=[ron(0, 1, 2, 30), END],
        index=2,
        finished=True,
        result={"ranks": [1, 4, 2, 3], "points": [30.0, -40.0, 5.0, 5.0]},
    )


# --- three players -------------------------------------------------------------------------

NAMES_3 = ["Ann", "Bo", "Eve"]


def standard_sanma() -> dict[str, Any]:
    return get_preset("standard-sanma").to_dict()


def tsumo_north(winner: int, han: int, fu: int, north: int) -> dict[str, Any]:
    """A tsumo with ``north`` North tiles set aside (nukidora)."""
    return logged(hands.tsumo(winner, han, fu, nukidora=north))


#: A three-player game (standard-sanma, 35,000 each): East 1 Bo riichi, ron 3 han 30 fu off
#: Eve (3,900 + the stick); East 2 Bo (dealer) tsumo 1 han 30 fu + a North (2 han: 1,000 from
#: each of two, tsumo loss); East 2 1 honba: a draw with all three tenpai; then the end.
GAME_THREE = [riichi(1), ron(1, 2, 3, 30), tsumo_north(1, 1, 30, 1), draw(0, 1, 2), END]


def insert_three_player_game(store: Any, names: list[str] | None = None) -> int:
    """:data:`GAME_THREE`, finished, with its result as the engine gives it."""
    from scoretable.storage.db import _result_dict
    from scoretable.storage.replay import replay

    rules = standard_sanma()
    players = names or NAMES_3
    game = replay(rules, players, GAME_THREE, len(GAME_THREE))
    return int(
        store.insert_game(
            players=players,
            rules=rules,
            log=GAME_THREE,
            index=len(GAME_THREE),
            finished=True,
            result=_result_dict(game.state),
        )
    )
