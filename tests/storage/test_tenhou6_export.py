"""A table game exported as tenhou.net/6: every kind of hand end, and the entries that end no
hand (renames, the timer, a riichi, a chombo) carried into the next hand's start."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from helpers.log_fixtures import GAME_XML

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log, tenhou6

NAMES = ["Ann", "Bo", "Cy", "Di"]


def exported(qapp: Any, tmp_path: Path, play: Any) -> dict[str, Any]:
    rules = get_preset("standard")
    model = GameModel(rules, NAMES)
    play(model)
    with open_store(tmp_path).store as store:
        game_id = store.insert_game(
            players=NAMES, rules=rules.to_dict(), log=list(model.log), index=model.index
        )
        return tenhou6(store.load_game(game_id))


def test_every_kind_of_draw_has_its_word_and_its_payments(qapp: Any, tmp_path: Path) -> None:
    def play(model: GameModel) -> None:
        model.rename_player(3, "Dee")  # no hand of its own
        model.set_timer(3600, 0.0)  # nor this
        model.record_abortive("kyuushu")
        model.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
        model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
        model.record_draw(ExhaustiveDraw(tenpai=frozenset({1})))

    data = exported(qapp, tmp_path, play)
    assert [hand[-1][0] for hand in data["log"]] == ["九種九牌", "全員聴牌", "全員不聴", "流局"]
    assert data["log"][-1][-1][1] == [-1000, 3000, -1000, -1000]
    # each hand starts where the one before it ended: a honba more after each draw, the
    # deal passing on only when the dealer was noten
    assert [hand[0][:2] for hand in data["log"]] == [[0, 0], [0, 1], [0, 2], [1, 3]]
    assert "sc" not in data  # the game is not over
    # the rules' line as tenhou.net/6 writes its own (a name, and red fives on)
    assert data["rule"] == {"disp": "Standard", "aka": 1}


def test_a_chombo_moves_the_next_hands_starting_scores(qapp: Any, tmp_path: Path) -> None:
    def play(model: GameModel) -> None:
        model.record_chombo(2)
        model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
        model.end_game()

    data = exported(qapp, tmp_path, play)
    assert len(data["log"]) == 1  # the chombo is no hand of the log
    start_scores = data["log"][0][1]
    assert start_scores != [25000] * 4
    assert sum(start_scores) == 100_000
    assert data["log"][0][-1][0] == "和了"
    assert len(data["sc"]) == 8


def test_names_for_a_log_must_be_one_per_seat(tmp_path: Path) -> None:
    path = tmp_path / "game.xml"
    path.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path).store as store:
        with pytest.raises(LogError, match=r"^the game has 4 players; 2 names were given$"):
            import_log(store, path, names=["A", "B"])
        assert store.conn.execute("SELECT count(*) FROM games").fetchone() == (0,)


def test_a_riichi_a_nagashi_and_a_head_bumped_ron(qapp: Any, tmp_path: Path) -> None:
    rules = replace(get_preset("standard"), nagashi_mangan=True, multiple_ron="head_bump")
    model = GameModel(rules, NAMES)
    model.declare_riichi(2)  # kept in the next hand's end, not a hand of its own
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({2}), nagashi=frozenset({1})))
    # seats 2 and 3 ron seat 1: seat 2, nearer the discarder, takes it; seat 3 is bumped
    entries = (WinEntry(winner=2, han=2, fu=30), WinEntry(winner=3, han=5, fu=None))
    model.record_win(Win(entries, discarder=1))
    with open_store(tmp_path).store as store:
        game_id = store.insert_game(
            players=NAMES, rules=rules.to_dict(), log=list(model.log), index=model.index
        )
        data = tenhou6(store.load_game(game_id))
    nagashi, ron = data["log"]
    assert nagashi[-1][0] == "流し満貫"
    assert nagashi[-1][1] == [-4000, 8000, -2000, -2000]
    assert ron[-1][0] == "和了" and len(ron[-1]) == 3  # one win: the bumped one left out
    assert ron[-1][2][0] == 2


def test_a_log_held_under_other_names_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.xml"
    path.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path).store as store:
        first = import_log(store, path, names=["A", "B", "C", "D"])
        assert import_log(store, path, names=["A", "B", "C", "D"]).already
        with pytest.raises(LogError, match=rf"holds this game already \(game {first.game_id}\)"):
            import_log(store, path, names=["W", "X", "Y", "Z"])
        assert store.conn.execute("SELECT count(*) FROM games").fetchone() == (1,)
