"""Player statistics with known answers."""

from __future__ import annotations

import gc

import pytest
from helpers.storage_games import END, GAME_ONE, NAMES, insert_finished_games, riichi, ron, standard

from scoretable.storage.db import open_store
from scoretable.storage.stats import player_page, player_stats, rebuild


def games_and_two_that_do_not_count(store) -> None:
    insert_finished_games(store)
    # An unfinished game and an undone hand do not count.
    store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4)
    # A game ended with its only hand undone (on the redo stack).
    store.insert_game(
        players=NAMES,
        rules=standard(),
        log=[riichi(0), END, ron(0, 1, 1, 30)],
        index=2,
        finished=True,
        result={"ranks": [1, 2, 3, 4], "points": [0.0, 0.0, 0.0, 0.0]},
        names=["Gus", "Hal", "Ivy", "Jo"],
    )


pytestmark = pytest.mark.store_games(fill=games_and_two_that_do_not_count)


def by_name(rows):
    return {row.name: row for row in rows}


def test_statistics_across_all_games(store):
    stats = by_name(player_stats(store))
    ann, bo, cy, di = stats["Ann"], stats["Bo"], stats["Cy"], stats["Di"]
    assert (ann.games, ann.hands, ann.wins, ann.deal_ins, ann.riichi) == (2, 4, 1, 1, 0)
    assert ann.average_placement == 2.5
    assert ann.win_rate == 0.25
    assert ann.deal_in_rate == 0.25
    assert ann.riichi_rate == 0
    assert ann.average_win == 1100
    assert ann.final_points == pytest.approx(9.1)
    assert (bo.games, bo.hands, bo.wins, bo.riichi) == (2, 4, 1, 1)
    assert bo.average_win == 4900  # 3,900 ron + the riichi stick he took back
    assert bo.riichi_rate == 0.25
    assert bo.average_placement == 2.5
    assert bo.final_points == pytest.approx(12.4)
    assert cy.deal_in_rate == pytest.approx(1 / 3)
    assert cy.average_placement == 4
    assert di.games == 2
    assert di.wins == 1
    assert di.average_win == 2900  # dealer 2 han 30 fu
    assert stats["Eve"].games == 1
    assert stats["Eve"].hands == 1
    # A game whose only hand was undone: played, placed, no hands.
    assert stats["Gus"].games == 1
    assert stats["Gus"].hands == 0
    assert stats["Gus"].win_rate == 0
    assert stats["Gus"].riichi == 0
    # Sorted by games played, then name.
    assert [s.name for s in player_stats(store)][:4] == ["Ann", "Bo", "Di", "Cy"]


def test_statistics_filtered_by_rules_preset(store):
    stats = by_name(player_stats(store, "tenhou"))
    assert set(stats) == {"Di", "Ann", "Eve", "Bo"}
    ann = stats["Ann"]
    assert (ann.games, ann.hands, ann.deal_ins, ann.wins) == (1, 1, 1, 0)
    assert ann.deal_in_rate == 1.0
    assert ann.average_placement == 4
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


def test_a_finished_game_whose_log_does_not_end_it_does_not_count(store):
    """Issue 20 item 4: "finished": true with a 3-hand log counted in statistics."""
    before = by_name(player_stats(store))["Ann"].games
    store.insert_game(
        players=NAMES,
        rules=standard(),
        log=GAME_ONE,
        index=4,
        finished=True,
        result={"ranks": [1, 2, 4, 3], "points": [49.1, 7.4, -30.2, -26.3]},
    )
    assert by_name(player_stats(store))["Ann"].games == before


BROKEN_ROWS = [
    ("result", '{"points": [1]}'),
    ("result", "not json"),
    ("players", "null"),
    ("names", "[1, 2, 3, 4]"),
    ("rules", '{"start_points": "many"}'),
    ("position", "x"),
]


@pytest.mark.parametrize(("column", "value"), BROKEN_ROWS)
def test_one_malformed_stored_game_does_not_stop_the_statistics(store, column, value):
    """Issue 20 items 2 and 3: one malformed stored row raised (ValueError, IndexError,
    TypeError) every time the library or the statistics were shown."""
    before = player_stats(store)
    game_id = store.insert_game(
        players=NAMES,
        rules=standard(),
        log=[END],
        index=1,
        finished=True,
        result={"ranks": [1, 2, 3, 4], "points": [0.0, 0.0, 0.0, 0.0]},
    )
    assert len(player_stats(store)) >= len(before)  # it counts while it is whole
    if column == "players":
        store.conn.execute("UPDATE games SET names = NULL WHERE id = ?", (game_id,))
    store.conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game_id))
    # Its summary is made again from the row (as for a game stored before summaries): the
    # row cannot be read, so the game is left out and the others still count.
    store.conn.execute("DELETE FROM seat_stats WHERE game_id = ?", (game_id,))
    assert player_stats(store) == before
    (summary,) = [g for g in store.list_games() if g.id == game_id]
    if column == "rules":  # the library's line reads no rules; opening the game does
        assert summary.problem == ""
        with pytest.raises(ValueError, match=r"rules\.start_points: should be an integer"):
            store.load_game(game_id)
    else:
        assert summary.problem.startswith(column if column != "players" else "names")


def test_a_library_opened_where_a_closed_one_lived_shows_its_own_ratings(tmp_path):
    # the ratings are cached by store object, and Python gives a new store the identity of a
    # closed one now and then: libraries are opened and closed until that happens, the new
    # one holding the same game with Ann last instead of first (the same number of changes)
    first, last = ["Ann", "Bo", "Cy", "Di"], ["Di", "Cy", "Bo", "Ann"]
    seen: dict[int, list[str]] = {}
    for attempt in range(500):
        store = open_store(tmp_path / str(attempt)).store
        earlier = seen.get(id(store))
        players = first if earlier is None or earlier is last else last
        store.insert_game(
            players=players,
            rules=standard(),
            log=[*GAME_ONE, END],
            index=5,
            finished=True,
            result={"ranks": [1, 2, 4, 3], "points": [49.1, 7.4, -30.2, -26.3]},
        )
        ratings = player_page(store, "Ann").ratings
        seen[id(store)] = players
        store.close()
        del store
        gc.collect()
        assert ratings == ([1530.0] if players is first else [1490.0])
        if earlier is not None:
            break
    assert earlier is not None, "no store took a closed one's identity: nothing was shown"
