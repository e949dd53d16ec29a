"""Player statistics with known answers."""

from __future__ import annotations

import pytest
from storage_games import GAME_ONE, NAMES, insert_finished_games, riichi, ron, standard

from scoretable.storage.db import open_store
from scoretable.storage.stats import player_stats, rebuild


@pytest.fixture
def store(tmp_path):
    with open_store(tmp_path).store as store:
        insert_finished_games(store)
        # An unfinished game and an undone hand do not count.
        store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4)
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=[riichi(0), ron(0, 1, 1, 30)],
            index=1,
            finished=True,
            result={"ranks": [1, 2, 3, 4], "points": [0.0, 0.0, 0.0, 0.0]},
            names=["Gus", "Hal", "Ivy", "Jo"],
        )
        yield store


def by_name(rows):
    return {row.name: row for row in rows}


def test_statistics_across_all_games(store):
    stats = by_name(player_stats(store))
    ann, bo, cy, di = stats["Ann"], stats["Bo"], stats["Cy"], stats["Di"]
    assert (ann.games, ann.hands, ann.wins, ann.deal_ins, ann.riichi) == (2, 4, 1, 1, 0)
    assert ann.average_placement == 2.5
    assert ann.win_rate == 0.25 and ann.deal_in_rate == 0.25 and ann.riichi_rate == 0
    assert ann.average_win == 1100
    assert ann.final_points == pytest.approx(9.1)
    assert (bo.games, bo.hands, bo.wins, bo.riichi) == (2, 4, 1, 1)
    assert bo.average_win == 4900  # 3,900 ron + the riichi stick he took back
    assert bo.riichi_rate == 0.25 and bo.average_placement == 2.5
    assert bo.final_points == pytest.approx(12.4)
    assert cy.deal_in_rate == pytest.approx(1 / 3) and cy.average_placement == 4
    assert di.games == 2 and di.wins == 1 and di.average_win == 2900  # dealer 2 han 30 fu
    assert stats["Eve"].games == 1 and stats["Eve"].hands == 1
    # A game whose only hand was undone: played, placed, no hands.
    assert stats["Gus"].games == 1 and stats["Gus"].hands == 0 and stats["Gus"].win_rate == 0
    assert stats["Gus"].riichi == 0
    # Sorted by games played, then name.
    assert [s.name for s in player_stats(store)][:4] == ["Ann", "Bo", "Di", "Cy"]


def test_statistics_filtered_by_rules_preset(store):
    stats = by_name(player_stats(store, "tenhou"))
    assert set(stats) == {"Di", "Ann", "Eve", "Bo"}
    ann = stats["Ann"]
    assert (ann.games, ann.hands, ann.deal_ins, ann.wins) == (1, 1, 1, 0)
    assert ann.deal_in_rate == 1.0 and ann.average_placement == 4
    assert ann.final_points == -40.0
    assert player_stats(store, "mleague") == []


def test_statistics_come_from_the_summaries_not_from_replaying(store, monkeypatch):
    expected = by_name(player_stats(store))
    import scoretable.storage.summary as summary

    def no_replay(*_args, **_kwargs):
        raise AssertionError("a game was replayed for the statistics")

    monkeypatch.setattr(summary, "replay", no_replay)
    assert by_name(player_stats(store)) == expected


def test_the_rebuild_proves_the_summaries_right_and_mends_a_wrong_one(store):
    expected = player_stats(store)
    assert rebuild(store) == 0
    store.conn.execute(
        "UPDATE seat_stats SET hands = 99 WHERE game_id = (SELECT min(game_id) FROM seat_stats)"
    )
    store.conn.commit()
    assert player_stats(store) != expected
    assert rebuild(store) == 1
    assert player_stats(store) == expected


def test_a_game_stored_before_summaries_gets_one_when_first_asked(store):
    expected = player_stats(store)
    store.conn.execute("DELETE FROM seat_stats")
    store.conn.commit()
    assert player_stats(store) == expected
    assert rebuild(store) == 0


def test_the_games_end_is_not_a_hand_played(tmp_path):
    """A game ended at the table paying a leftover stick has a row for it (the history's,
    the CSV's): statistics count the hands only."""
    with open_store(tmp_path).store as store:
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=[ron(0, 1, 1, 30), riichi(2), {"type": "end"}],
            index=3,
            finished=True,
            result={"ranks": [1, 4, 3, 2], "points": [0.0] * 4},
        )
        stats = by_name(player_stats(store))
    assert [stats[n].hands for n in NAMES] == [1, 1, 1, 1]
    assert (stats["Ann"].wins, stats["Bo"].deal_ins, stats["Cy"].riichi) == (1, 1, 0)
