"""Real Tenhou games from ../shared/oracle/dev.jsonl replayed through the GameModel.

Only the oracle's input fields are read (README: start state, accepted riichi, result kind,
each win's winner/from/han/fu/yakuman/pao, tenpai, nagashi, abort_kind, rules.length); the
expected outcome is read only to compare.
"""

from __future__ import annotations

from typing import Any

from helpers.oracle import load_games, replay


def test_all_complete_games_end_on_their_final_scores(qapp: Any) -> None:
    games = load_games()
    assert len(games) >= 3
    wrong = []
    for hands in games:
        model = replay(hands)
        last = hands[-1]
        if not model.game_over or list(model.scores) != last["final_scores"]:
            wrong.append((last["game_id"], list(model.scores), last["final_scores"]))
    assert wrong == []


def test_a_replayed_game_undoes_to_the_start_and_redoes_to_the_end(qapp: Any) -> None:
    hands = load_games()[0]
    model = replay(hands)
    end = (model.state, model.index)
    while model.can_undo():
        model.undo()
    assert model.state.scores == (25000, 25000, 25000, 25000)
    assert model.index == 0
    while model.can_redo():
        model.redo()
    assert (model.state, model.index) == end
