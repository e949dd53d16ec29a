"""Three-player Tenhou logs imported into the library, and a three-player game exported as
tenhou.net/6 and read back.

``fixtures/sanma_small.xml`` is the hand-written three-player mjlog of test_sanma_records.py
(a tsumo with a North set aside, a draw with the dealer tenpai, kyuushu, a yakuman ron that
ends the game); ``fixtures/sanma_small.json`` is the same game written as tenhou.net/6 writes a
three-player game (four places, the fourth empty; the North set aside as "抜きドラ(1飜)").
The real public log is read from ../shared where present.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import (
    DeclareRiichi,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_to_dict,
    apply,
    new_game,
)
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import read_log
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log, tenhou6, tenhou6_json

FIXTURES = Path(__file__).parent / "fixtures"
XML = FIXTURES / "sanma_small.xml"
JSON = FIXTURES / "sanma_small.json"
SANMA2 = Path(__file__).resolve().parents[2].parent / "shared/oracle/raw/sanma/sanma2.xml"
FINAL_SCORES = (-2600, 43000, 64600)
FINAL_POINTS = (-63.0, 3.0, 60.0)


def test_a_three_player_mjlog_reads_as_three_seats_with_the_north_apart():
    game = read_log(XML.read_bytes())
    assert game.three_player
    assert game.players == ("A", "B", "C")  # n3="" is no fourth player
    assert [hand.scores for hand in game.hands][:2] == [(35000,) * 3, (31000, 41000, 33000)]
    assert game.final_scores == FINAL_SCORES
    assert game.final_points == FINAL_POINTS
    first = game.hands[0].result
    assert isinstance(first, Win)
    # yaku sum to 5 han, one of them the North seat 1 set aside (seat 0's pon is no North)
    assert first.entries[0] == WinEntry(winner=1, han=4, fu=30, nukidora=1)
    assert game.hands[0].deltas == (-4000, 7000, -2000)


def test_the_tenhou6_form_of_a_three_player_game_reads_as_the_same_game():
    from_xml = read_log(XML.read_bytes())
    from_json = read_log(JSON.read_bytes())
    assert from_json.three_player
    assert from_json.players == ("A", "B", "C")
    assert from_json.hands == from_xml.hands  # 抜きドラ is the win's nukidora, as N in XML
    assert (from_json.final_scores, from_json.final_points) == (FINAL_SCORES, FINAL_POINTS)
    assert from_json.content_key == from_xml.content_key


def test_a_three_player_log_replays_under_tenhou_sanma_to_its_own_end():
    imported = replay_log(read_log(XML.read_bytes()))
    assert imported.rules.name == "tenhou-sanma"
    assert imported.rules.players == 3
    assert imported.state.final_scores == FINAL_SCORES
    assert imported.notes == ()


def test_importing_a_three_player_log_keeps_a_three_player_game_once(store, tmp_path):
    outcome = import_log(store, XML)
    record = store.load_game(outcome.game_id)
    assert record.players == ["A", "B", "C"]
    assert record.rules["players"] == 3
    assert record.finished
    assert record.result is not None
    assert record.result["ranks"] == [3, 2, 1]
    assert record.result["points"] == list(FINAL_POINTS)
    # the same game as tenhou.net/6: already in the library
    again = import_log(store, JSON)
    assert again.already
    assert again.game_id == outcome.game_id
    assert len(store.list_games()) == 1


def test_the_export_writes_four_places_and_reads_back_the_same_scores(store, tmp_path):
    record = store.load_game(import_log(store, XML).game_id)
    data = tenhou6(record)
    assert data["name"] == ["A", "B", "C", ""]
    assert data["log"][0][1] == [35000, 35000, 35000, 0]
    assert data["log"][0][16] == ["和了", [-4000, 7000, -2000, 0], [1, 1, 1, "満貫2000-4000点"]]
    assert data["log"][1][16] == ["流局", [-1000, 2000, -1000, 0]]
    assert data["sc"] == [-2600, -63.0, 43000, 3.0, 64600, 60.0, 0, 0.0]
    with open_store(tmp_path / "other").store as other:
        path = tmp_path / "sanma.json"
        path.write_text(tenhou6_json(record), encoding="utf-8")
        back = other.load_game(import_log(other, path).game_id)
    assert back.players == record.players
    assert back.log == record.log  # the nukidora of the first win travels in scoretable's part
    assert back.result == record.result


def table_game() -> tuple[list[dict[str, object]], tuple[int, ...]]:
    """A three-player game played at the table (Mahjong Soul's rules): riichi and a ron, a
    dealer tsumo with two Norths set aside, a draw with all three tenpai, a draw with none."""
    rules = get_preset("mahjongsoul-sanma")
    state = new_game(rules)
    log = []
    for action in [
        DeclareRiichi(1),
        Win(entries=(WinEntry(1, 2, 30),), discarder=2),
        Win(entries=(WinEntry(1, 1, 40, nukidora=2),), discarder=None),
        ExhaustiveDraw(tenpai=frozenset({0, 1, 2})),
        ExhaustiveDraw(tenpai=frozenset()),
    ]:
        state = apply(state, action).state
        log.append(action_to_dict(action))
    return log, state.scores


def test_a_three_player_table_game_exports_and_imports_back(tmp_path):
    log, scores = table_game()
    rules = get_preset("mahjongsoul-sanma")
    with open_store(tmp_path / "one").store as first:
        game_id = first.insert_game(
            players=["Ann", "Bo", "Cy"], rules=rules.to_dict(), log=log, index=len(log)
        )
        data = tenhou6(first.load_game(game_id))
        text = tenhou6_json(first.load_game(game_id))
    assert [hand[16][0] for hand in data["log"]] == ["和了", "和了", "全員聴牌", "全員不聴"]
    assert [hand[0] for hand in data["log"]] == [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 2, 0]]
    assert "sc" not in data  # not over: no end-of-game line
    with open_store(tmp_path / "two").store as second:
        outcome = import_log(second, _write(tmp_path / "game.json", text))
        record = second.load_game(outcome.game_id)
        assert record.log == log
        assert record.rules == rules.to_dict()
        assert record.names == ["Ann", "Bo", "Cy"]
        from scoretable.storage.replay import replay

        assert replay(record.rules, record.players, record.log, record.index).state.scores == (
            scores
        )


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_tenhou6_file_with_three_names_is_a_three_player_game():
    data = json.loads(JSON.read_text(encoding="utf-8"))
    data["name"] = ["A", "B", "C"]
    data["rule"] = {"disp": "South", "aka": 1}  # no 三 in the rule's name
    game = read_log(json.dumps(data).encode())
    assert game.three_player
    assert game.players == ("A", "B", "C")


@pytest.mark.skipif(not SANMA2.exists(), reason=f"the real three-player log ({SANMA2}) is absent")
def test_the_real_three_player_log_imports_to_its_own_end(store):
    game = read_log(SANMA2.read_bytes())
    assert game.three_player
    assert len(game.players) == 3
    imported = replay_log(game)
    assert imported.state.final_scores == game.final_scores
    record = store.load_game(import_log(store, SANMA2).game_id)
    assert record.finished
    assert len(record.names) == 3
