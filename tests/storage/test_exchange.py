"""Export and import: JSON round trip, CSV with known rows, library backup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from storage_games import GAME_ONE, GAME_ONE_SCORES, NAMES, riichi, standard, tenhou

from scoretable.storage.db import open_store
from scoretable.storage.exchange import (
    ExchangeError,
    export_game_csv,
    export_game_json,
    export_library,
    game_to_dict,
    import_game_json,
    import_library,
)


@pytest.fixture
def store(tmp_path: Path):
    opened = open_store(tmp_path / "data")
    yield opened.store
    opened.store.close()


def stored_game(store) -> int:
    """GAME_ONE, then a rename, a riichi, and two undos: the riichi is on the redo stack."""
    log = [*GAME_ONE, {"type": "rename", "seat": 3, "name": "Dee", "old": "Di"}, riichi(2)]
    return store.insert_game(
        players=NAMES,
        names=["Ann", "Bo", "Cy", "Dee"],
        rules=standard(),
        log=log,
        index=5,
        title="Thursday club",
    )


def test_json_round_trip_gives_the_same_game(store, tmp_path, qapp):
    game_id = stored_game(store)
    first = tmp_path / "game.json"
    export_game_json(store, game_id, first)
    new_id = import_game_json(store, first)
    assert new_id != game_id
    original, imported = store.load_game(game_id), store.load_game(new_id)
    assert game_to_dict(imported) == game_to_dict(original)
    second = tmp_path / "again.json"
    export_game_json(store, new_id, second)
    assert second.read_text() == first.read_text()

    # And the model rebuilt from the import is the same game, undo history included.
    from scoretable.engine.rules import Rules
    from scoretable.game.model import GameModel

    models = [
        GameModel.restore(Rules.from_dict(r.rules), r.players, r.log, r.index)
        for r in (original, imported)
    ]
    assert models[0].state == models[1].state
    assert models[1].state.scores == GAME_ONE_SCORES
    assert models[1].players == ("Ann", "Bo", "Cy", "Dee")
    assert models[1].undo_stack.count() == 6
    models[1].redo()
    assert models[1].state.riichi == frozenset({2})


def test_csv_has_one_row_per_hand_with_known_values(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "game.csv"
    export_game_csv(store, game_id, path)
    rows = path.read_text().splitlines()
    assert rows == [
        "hand,round,honba,sticks,result,riichi,Ann change,Bo change,Cy change,Dee change,"
        "Ann score,Bo score,Cy score,Dee score",
        "0,start,,,,,0,0,0,0,25000,25000,25000,25000",
        "1,East 1,0,0,Ron: Bo from Cy,Bo,0,+3900,-3900,0,25000,28900,21100,25000",
        "2,East 2,0,0,Tsumo: Ann,,+1100,-500,-300,-300,26100,28400,20800,24700",
        "3,East 3,0,0,Exhaustive draw; tenpai: Ann,,+3000,-1000,-1000,-1000,"
        "29100,27400,19800,23700",
    ]


def test_library_backup_round_trip(store, tmp_path):
    stored_game(store)
    store.insert_game(players=["E", "F", "G", "H"], rules=tenhou(), log=[riichi(0)], index=1)
    path = tmp_path / "backup.json"
    assert export_library(store, path) == 2
    with open_store(tmp_path / "other").store as other:
        done = import_library(other, path)
        ids = done.added
        assert len(ids) == 2 and done.already_there == 0
        assert [game_to_dict(other.load_game(i)) for i in ids] == [
            game_to_dict(store.load_game(g.id)) for g in reversed(store.list_games())
        ]
        assert set(other.known_players()) == set(store.known_players())


def test_restoring_a_backup_twice_adds_nothing_the_second_time(store, tmp_path):
    stored_game(store)
    store.insert_game(players=["E", "F", "G", "H"], rules=tenhou(), log=[riichi(0)], index=1)
    path = tmp_path / "backup.json"
    export_library(store, path)
    with open_store(tmp_path / "other").store as other:
        assert len(import_library(other, path).added) == 2
        again = import_library(other, path)
        assert (again.added, again.already_there) == ([], 2)
        assert len(other.list_games()) == 2


def test_a_game_that_went_on_since_the_backup_is_not_added_again(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    record = store.load_game(game_id)
    store.delete_game(game_id)
    later = [*record.log, riichi(1)]  # the game went on after the backup
    store.insert_game(
        players=record.players, rules=record.rules, log=later, index=len(later),
        created=record.created,
    )  # fmt: skip
    assert import_library(store, path).already_there == 1
    assert len(store.list_games()) == 1


def test_a_different_game_is_added_even_when_it_looks_alike(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    data = json.loads(path.read_text())
    # the same start but another first hand: a game of its own
    other_start = dict(data["games"][0], log=[riichi(3), *data["games"][0]["log"][1:]])
    # no start time (an old or hand-made file): never taken for another game
    no_time = dict(data["games"][0], created=None)
    data["games"] = [other_start, no_time]
    path.write_text(json.dumps(data))
    done = import_library(store, path)
    assert (len(done.added), done.already_there) == (2, 0)
    assert len(store.list_games()) == 3
    assert store.load_game(game_id).log[0] == riichi(1)  # the stored game is untouched


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "cannot be read as JSON"),
        ('{"format": "something else"}', "not a scoretable game"),
        ('{"format": "scoretable-game", "version": 99}', "newer scoretable"),
        ('{"format": "scoretable-game", "version": 1, "players": ["A"]}', "missing or malformed"),
    ],
)
def test_bad_game_files_are_refused_with_a_reason(store, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ExchangeError, match=message):
        import_game_json(store, path)
    assert store.list_games() == []


def test_a_game_that_does_not_replay_is_refused(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "game.json"
    export_game_json(store, game_id, path)
    data = json.loads(path.read_text())
    data["log"][1]["entries"][0]["han"] = 0  # impossible: no han, no yakuman
    path.write_text(json.dumps(data))
    with pytest.raises(ExchangeError, match="does not replay: entry 1"):
        import_game_json(store, path)
    assert len(store.list_games()) == 1


def test_a_backup_with_one_bad_game_imports_nothing(store, tmp_path):
    stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    data = json.loads(path.read_text())
    data["games"].append({"format": "scoretable-game", "version": 1})
    path.write_text(json.dumps(data))
    with open_store(tmp_path / "other").store as other:
        with pytest.raises(ExchangeError, match="game 2"):
            import_library(other, path)
        assert other.list_games() == []


def test_csv_rows_are_the_hand_historys_rows_the_end_included(store, tmp_path):
    """The game's end that paid a leftover stick has its row, as in the hand history; a
    chombo, an abortive draw and a double ron say what they were."""
    from scoretable.engine.table import AbortiveDraw, Chombo, Win, WinEntry, action_to_dict

    double = action_to_dict(Win((WinEntry(0, 1, 30), WinEntry(3, 1, 30)), 2))
    log = [
        action_to_dict(Chombo(1)),
        action_to_dict(AbortiveDraw("kyuushu")),
        double,
        riichi(2),
        {"type": "end"},
    ]
    game_id = store.insert_game(players=NAMES, rules=standard(), log=log, index=len(log))
    path = tmp_path / "game.csv"
    export_game_csv(store, game_id, path)
    import csv

    rows = list(csv.reader(path.read_text().splitlines()))[2:]
    assert [row[:5] for row in rows] == [
        ["1", "East 1", "0", "0", "Chombo: Bo"],
        ["2", "East 1", "0", "0", "Abortive draw (kyuushu)"],
        ["3", "East 1", "1", "0", "Multiple ron: Ann, Di from Cy"],
        ["4", "end", "2", "0", "Game ended"],
    ]
    # the end's row: Cy's stick, put down after the last hand, to first place (Ann)
    assert rows[3][6:] == ["+1000", "0", "-1000", "0", "31500", "17000", "23200", "28300"]
