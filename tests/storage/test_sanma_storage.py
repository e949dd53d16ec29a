"""Three-player games through storage: the journal, the library's rows, JSON export and import
(a game and a backup), CSV, the summaries and the statistics, kept apart from four players."""

from __future__ import annotations

import csv
import io
import json

import pytest
from helpers.storage_games import (
    GAME_THREE,
    NAMES_3,
    insert_finished_games,
    insert_three_player_game,
    standard,
    standard_sanma,
)

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
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
from scoretable.storage.replay import ReplayError, replay
from scoretable.storage.stats import (
    Filter,
    player_counts,
    player_page,
    player_stats,
    rebuild,
    rules_names,
)


def test_the_journal_saves_and_restores_a_three_player_game(store, qapp):
    from scoretable.game.model import GameModel

    rules = get_preset("tenhou-sanma")
    journal = store.start_game(rules, NAMES_3)
    model = GameModel(rules, NAMES_3, journal=journal)
    model.declare_riichi(2)
    model.record_win(Win((WinEntry(2, 1, 40, nukidora=1),), None))
    model.rename_player(2, "Fay")
    model.record_draw(ExhaustiveDraw(frozenset({0})))
    model.undo()  # the draw goes onto the redo stack, and is kept there
    record = store.load_game(journal.game_id)
    assert record.players == NAMES_3
    assert record.names == ["Ann", "Bo", "Fay"]
    assert (len(record.log), record.index) == (4, 3)
    restored = GameModel.restore(rules, record.players, record.log, record.index)
    assert restored.players == ("Ann", "Bo", "Fay")
    assert restored.scores == model.scores
    assert len(restored.scores) == 3
    restored.redo()
    assert restored.state.honba == 1
    [summary] = store.list_games()
    assert summary.names == ["Ann", "Bo", "Fay"]
    assert not summary.problem


def test_a_finished_three_player_game_keeps_its_result_and_summary(store):
    game_id = insert_three_player_game(store)
    [summary] = store.list_games()
    assert summary.finished
    assert summary.result is not None
    assert summary.result["ranks"] == [2, 1, 3]
    assert summary.result["placements"] == [1, 0, 2]
    rows = store.summary_rows(game_id)
    assert [row[1:5] for row in rows] == [
        (0, "Ann", 2, -6.0),
        (1, "Bo", 1, 36.0),
        (2, "Eve", 3, -30.0),
    ]
    # hands, wins, deal-ins, riichi, points won: Bo won both, Eve dealt in once
    assert [row[8:13] for row in rows] == [(3, 0, 0, 0, 0), (3, 2, 0, 1, 6900), (3, 0, 1, 0, 0)]


def test_a_stored_row_of_the_wrong_count_is_a_problem_naming_the_field(store):
    game_id = insert_three_player_game(store)
    with store.transaction() as conn:
        conn.execute(
            "UPDATE games SET result = ? WHERE id = ?",
            (json.dumps({"points": [1.0, 2.0, 3.0, 4.0], "ranks": [1, 2, 3, 4]}), game_id),
        )
    [summary] = store.list_games()
    assert summary.problem == "result.points: should hold 3 items, not 4"
    with store.transaction() as conn:
        conn.execute(
            "UPDATE games SET result = NULL, finished = 0, names = ? WHERE id = ?",
            (json.dumps(["A", "B", "C", "D"]), game_id),
        )
    [summary] = store.list_games()
    assert summary.problem == "names: should hold 3 items, not 4"
    with store.transaction() as conn:
        conn.execute("UPDATE games SET rules = ? WHERE id = ?", ('{"players": 5}', game_id))
    [summary] = store.list_games()
    assert summary.problem == "rules.players: should be an integer from 3 to 4, not 5"


def test_a_three_player_game_exports_and_imports_back_as_json(store, tmp_path):
    game_id = insert_three_player_game(store)
    path = tmp_path / "sanma.json"
    export_game_json(store, game_id, path)
    with open_store(tmp_path / "other").store as other:
        new_id = import_game_json(other, path)
        back, original = other.load_game(new_id), store.load_game(game_id)
        assert game_to_dict(back) == game_to_dict(original)
        assert back.rules["players"] == 3
        assert len(back.result["points"]) == 3


@pytest.mark.parametrize(
    ("rules", "field", "names", "message"),
    [
        (standard, "players", ["A", "B", "C"], "players: should hold 4 names, as rules.players"),
        (standard_sanma, "players", ["A", "B", "C", "D"], "should hold 3 names, as rules.players"),
        (standard_sanma, "names", ["A", "B", "C", "D"], "names: should hold 3 names"),
    ],
    ids=["three-names-four-player-rules", "four-names-three-player-rules", "names-too"],
)
def test_names_that_do_not_match_the_rules_player_count_are_refused(
    store, tmp_path, rules, field, names, message
):
    insert_three_player_game(store)
    data = game_to_dict(store.load_game(1))
    data["rules"] = rules()
    data["log"] = data["log"][:1]
    data["index"], data["finished"] = 1, False
    data[field] = names
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExchangeError, match=message):
        import_game_json(store, path)
    assert len(store.list_games()) == 1  # nothing added


def test_a_rename_of_a_fourth_seat_in_a_three_player_game_is_refused(store, tmp_path):
    insert_three_player_game(store)
    data = game_to_dict(store.load_game(1))
    data["log"].insert(0, {"type": "rename", "seat": 3, "name": "X"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExchangeError, match=r"log\[0\]\.seat: should be an integer from 0 to 2"):
        import_game_json(store, path)


def test_replaying_names_of_the_wrong_count_says_so():
    with pytest.raises(ReplayError, match="the rules are for 3 players, not 4"):
        replay(standard_sanma(), ["A", "B", "C", "D"], GAME_THREE, 1)


def test_a_backup_with_three_and_four_player_games_restores_both(store, tmp_path):
    insert_finished_games(store)
    insert_three_player_game(store)
    path = tmp_path / "backup.json"
    assert export_library(store, path) == 3
    with open_store(tmp_path / "other").store as other:
        outcome = import_library(other, path)
        assert len(outcome.added) == 3
        counts = sorted(len(s.names) for s in other.list_games())
        assert counts == [3, 4, 4]
        assert import_library(other, path).already_there == 3


def test_the_csv_of_a_three_player_game_has_three_columns_each(store, tmp_path):
    game_id = insert_three_player_game(store)
    path = tmp_path / "sanma.csv"
    export_game_csv(store, game_id, path)
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert rows[0][6:] == [
        "Ann change",
        "Bo change",
        "Eve change",
        "Ann score",
        "Bo score",
        "Eve score",
    ]
    assert rows[1] == ["0", "start", "", "", "", "", "0", "0", "0", "35000", "35000", "35000"]
    assert rows[3][4] == "Tsumo: Bo"
    assert rows[3][6:] == ["-1000", "+2000", "-1000", "34000", "40900", "30100"]
    assert rows[4][4] == "Exhaustive draw; tenpai: Ann, Bo, Eve"
    assert all(len(row) == 12 for row in rows)


def test_statistics_keep_three_and_four_player_games_apart(store):
    insert_finished_games(store)
    four_before = {s.name: s for s in player_stats(store)}
    insert_three_player_game(store)  # Ann 2nd, Bo 1st, Eve 3rd of three
    four_after = {s.name: s for s in player_stats(store)}
    assert four_after == four_before  # the three-player game changes no four-player figure
    three = {s.name: s for s in player_stats(store, players=3)}
    assert set(three) == {"Ann", "Bo", "Eve"}
    assert [three[n].average_placement for n in ("Ann", "Bo", "Eve")] == [2.0, 1.0, 3.0]
    assert (three["Bo"].games, three["Bo"].wins, three["Bo"].hands) == (1, 2, 3)
    assert three["Eve"].deal_in_rate == pytest.approx(1 / 3)
    assert player_counts(store) == [3, 4]
    assert rules_names(store, 3) == ["standard-sanma"]
    assert rules_names(store) == ["standard", "tenhou"]
    assert player_stats(store, "standard-sanma", players=4) == []
    assert [s.name for s in player_stats(store, "standard-sanma", players=3)] == [
        "Ann",
        "Bo",
        "Eve",
    ]
    assert rebuild(store) == 0


def test_a_three_player_game_stored_before_summaries_gets_one_when_asked(store):
    game_id = insert_three_player_game(store)
    with store.transaction() as conn:
        conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
    assert player_counts(store) == [3]  # filled in first
    assert len(store.summary_rows(game_id)) == 3


def test_riichi_in_a_three_player_game_is_counted_per_seat(store, qapp):
    from scoretable.game.model import GameModel

    rules = get_preset("standard-sanma")
    journal = store.start_game(rules, NAMES_3)
    model = GameModel(rules, NAMES_3, journal=journal)
    model.declare_riichi(0)
    model.record_win(Win((WinEntry(0, 2, 30),), 2))
    model.end_game()
    assert model.game_over
    [stats] = [s for s in player_stats(store, players=3) if s.name == "Ann"]
    assert (stats.riichi, stats.wins, stats.games) == (1, 1, 1)
    assert player_stats(store) == []  # nothing of it among four players


def test_league_standings_rank_games_of_one_player_count(store, tmp_path, capsys):
    from scoretable.cli.main import main
    from scoretable.storage.club import local_results
    from scoretable.storage.league import default_players, standings

    insert_three_player_game(store)
    results = local_results(store)
    assert default_players(results) == 3  # only three-player games: three
    insert_finished_games(store)
    results = local_results(store)
    assert default_players(results) == 4
    four = {row.player: row for row in standings(results)}
    assert four["Ann"].games == 3  # unfiltered: every game (what the callers never show)
    four = {row.player: row for row in standings(results, players=4)}
    three = {row.player: row for row in standings(results, players=3)}
    assert (four["Ann"].games, four["Ann"].average_place) == (2, 2.5)
    assert (three["Ann"].games, three["Ann"].average_place) == (1, 2.0)
    assert set(three) == {"Ann", "Bo", "Eve"}
    store.close()
    data = str(tmp_path / "data")
    assert main(["--data-dir", data, "standings", "--players", "3", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [(r["player"], r["average_place"]) for r in rows] == [
        ("Bo", 1.0),
        ("Ann", 2.0),
        ("Eve", 3.0),
    ]
    assert main(["--data-dir", data, "standings", "--json"]) == 0  # four unless told
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert {r["player"] for r in rows} == {"Ann", "Bo", "Cy", "Di", "Eve"}
    assert [r["games"] for r in rows if r["player"] == "Ann"] == [2]


def test_a_north_set_aside_counts_as_a_han_in_the_winners_distribution(store):
    insert_three_player_game(store)  # Bo: ron 3 han; tsumo 1 han and one North
    bo = player_page(store, "Bo", Filter(players=3))
    assert bo.han == {"3": 1, "2": 1}
    assert player_page(store, "Eve", Filter(players=3)).han == {}
