"""Issue 31: every figure of the statistics, with answers worked by hand on made-up games."""

from __future__ import annotations

import pytest
from helpers.storage_games import END, NAMES, draw, riichi, ron, standard, tenhou, tsumo

from scoretable.engine.table import (
    AbortiveDraw,
    Chombo,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_to_dict,
)
from scoretable.storage.db import _result_dict, open_store
from scoretable.storage.replay import replay
from scoretable.storage.stats import (
    COMPARE_FIELDS,
    Filter,
    player_page,
    player_stats,
    rebuild,
)
from scoretable.storage.summary import summarize


def abort() -> dict[str, object]:
    return action_to_dict(AbortiveDraw("kyuushu"))


def chombo(seat: int) -> dict[str, object]:
    return action_to_dict(Chombo(seat))


def double_ron(discarder: int, *winners: tuple[int, int, int]) -> dict[str, object]:
    return action_to_dict(Win(tuple(WinEntry(w, han, fu) for w, han, fu in winners), discarder))


#: Tenhou rules, Ann Bo Cy Di in seats 0-3, 25,000 each.
#: E1 (Ann deals): Ann riichi, Bo rons her 3 han 30 fu: 3,900 + the stick.
#: E2 (Bo): Bo tsumo 1 han 30 fu, 500 all; E2 1 honba: nine terminals (Bo deals again);
#: E2 2 honba: draw, Cy and Di tenpai (1,500 each from Ann and Bo).
#: E3 3 honba (Cy): Di's discard, double ron: Ann 2 han 30 fu 2,000 + 900 honba (nearest to
#: Di), Cy the dealer 2 han 30 fu 2,900: Di pays 5,800.
#: E3 4 honba: Di tsumo, a yakuman: 16,000 from Cy, 8,000 from Ann and Bo, 400 honba each.
#: E4 (Di): Di rons Cy, a dealer's baiman, 24,000: Cy ends on -11,500, the game is over.
#: Final: Ann 12,600, Bo 21,500, Cy -11,500, Di 77,400.
RICH_GAME = [
    riichi(0),
    ron(1, 0, 3, 30),
    tsumo(1, 1, 30),
    abort(),
    draw(2, 3),
    double_ron(3, (0, 2, 30), (2, 2, 30)),
    action_to_dict(Win((WinEntry(3, 0, None, yakuman=1),), None)),
    action_to_dict(Win((WinEntry(3, 8, None),), 2)),
]


def finished(rules, players, log):
    game = replay(rules, players, log, len(log))
    assert game.state.game_over
    return _result_dict(game.state)


def the_rich_game(store) -> None:
    store.insert_game(
        players=NAMES,
        rules=tenhou(),
        log=RICH_GAME,
        index=len(RICH_GAME),
        finished=True,
        result=finished(tenhou(), NAMES, RICH_GAME),
        created="2026-10-01T19:00:00+00:00",
    )


pytestmark = pytest.mark.store_games(fill=the_rich_game)


def test_the_summary_of_a_hand_made_game(store):
    data = summarize(tenhou(), NAMES, RICH_GAME, len(RICH_GAME))
    assert data["hands"] == 7
    assert data["draws"] == 1
    assert data["final_score"] == [12600, 21500, -11500, 77400]
    assert data["bust"] == [0, 0, 1, 0]
    assert data["wins"] == [1, 2, 1, 2]  # each winner of the double ron
    assert data["tsumo_wins"] == [0, 1, 0, 1]
    assert data["win_points"] == [2900, 4900 + 1500, 2900, 33200 + 24000]
    assert data["deal_ins"] == [1, 0, 1, 1]  # Di's double ron is one deal-in
    assert data["deal_in_points"] == [3900, 0, 24000, 5800]
    assert data["riichi"] == [1, 0, 0, 0]
    assert data["riichi_wins"] == [0, 0, 0, 0]
    assert data["riichi_deal_ins"] == [1, 0, 0, 0]
    assert data["deal_ins_to_riichi"] == [0, 0, 0, 0]
    assert data["dealer_hands"] == [1, 3, 2, 1]
    assert data["dealer_wins"] == [0, 1, 1, 1]
    assert data["dealer_repeats"] == [0, 2, 1, 0]  # Bo: after his tsumo and the abortive draw
    assert data["draw_tenpai"] == [0, 0, 1, 1]
    assert data["yakuman"] == [0, 0, 0, 1]
    assert data["chombo"] == [0, 0, 0, 0]
    assert data["han"] == [{"2": 1}, {"3": 1, "1": 1}, {"2": 1}, {"Y": 1, "8": 1}]
    # entered at the table: nothing a log alone gives
    assert data["log_hands"] is None
    assert data["called_hands"] is None
    assert data["yaku"] is None


def test_every_figure_of_a_player(store):
    stats = {s.name: s for s in player_stats(store, players=4)}
    di, cy, bo, ann = stats["Di"], stats["Cy"], stats["Bo"], stats["Ann"]
    assert (di.games, di.hands, di.wins, di.tsumo_wins, di.deal_ins) == (1, 7, 2, 1, 1)
    assert di.average_win == 28600
    assert di.average_deal_in == 5800
    assert (di.firsts, di.lasts, di.placement_total, di.highest_score) == (1, 0, 1, 77400)
    assert (cy.lasts, cy.busts, cy.highest_score) == (1, 1, -11500)
    assert (bo.dealer_hands, bo.dealer_wins, bo.dealer_repeats) == (3, 1, 2)
    assert (ann.riichi, ann.riichi_deal_ins, ann.deal_ins_to_riichi) == (1, 1, 0)
    assert (di.draws, di.draw_tenpai, ann.draw_tenpai) == (1, 1, 0)
    assert di.yakuman == 1
    assert ann.chombo == 0
    assert ann.first_rate == 0
    assert di.first_rate == 1
    assert cy.last_rate == 1
    # no log: the log-only figures are unknown, not zero
    assert ann.log_games == 0
    assert ann.called_hands is None
    assert ann.call_rate is None
    assert ann.average_riichi_turn is None
    # Tenhou's R after one game, everyone at 1500: 1500 + 1.0 x placement score
    assert [s.rating for s in (di, bo, ann, cy)] == [1530, 1510, 1490, 1470]


def test_a_chombo_and_riichi_that_won(tmp_path):
    log = [riichi(1), chombo(0), riichi(1), ron(1, 2, 1, 30), END]
    with open_store(tmp_path).store as store:
        store.insert_game(
            players=NAMES,
            rules=standard(),
            log=log,
            index=len(log),
            finished=True,
            result=finished(standard(), NAMES, log),
        )
        stats = {s.name: s for s in player_stats(store)}
    assert stats["Ann"].chombo == 1
    assert stats["Ann"].dealer_hands == 2
    # the chombo's hand is replayed: not a dealer repeat; Bo's first riichi went back
    assert stats["Ann"].dealer_repeats == 0
    assert (stats["Bo"].riichi, stats["Bo"].riichi_wins) == (1, 1)
    assert stats["Cy"].deal_ins_to_riichi == 1
    assert stats["Cy"].riichi_deal_ins == 0
    assert stats["Bo"].hands == 2


def test_filters_by_date_preset_and_player_count(store):
    later = [tsumo(0, 3, 30), END]
    store.insert_game(
        players=NAMES,
        rules=standard(),
        log=later,
        index=2,
        finished=True,
        result=finished(standard(), NAMES, later),
        created="2026-11-05T19:00:00+00:00",
    )
    assert {s.name: s.games for s in player_stats(store)}["Ann"] == 2
    october = Filter(4, since="2026-10-01", until="2026-10-31")
    assert {s.name: s.games for s in player_stats(store, where=october)}["Ann"] == 1
    november = Filter(4, since="2026-11-05")
    assert {s.name: s.wins for s in player_stats(store, where=november)}["Ann"] == 1
    assert player_stats(store, where=Filter(4, until="2026-09-30")) == []
    assert player_stats(store, where=Filter(3)) == []
    only = player_stats(store, where=Filter(4, rules_name="standard"))
    assert {s.name: s.hands for s in only}["Ann"] == 1


def test_the_player_page(store):
    page = player_page(store, "Di")
    assert page.places == [("2026-10-01", 1)]
    assert page.han == {"Y": 1, "8": 1}
    assert page.ratings == [1530]
    assert page.yaku == {}
    assert player_page(store, "Nobody").places == []


def test_the_rebuild_says_how_far_it_is(store):
    """The background runner wraps the rebuild: it is told each game done, of how many."""
    store.insert_game(
        players=NAMES,
        rules=standard(),
        log=[tsumo(0, 3, 30), END],
        index=2,
        finished=True,
        result=finished(standard(), NAMES, [tsumo(0, 3, 30), END]),
    )
    calls = []
    assert rebuild(store, lambda stage, done, total: calls.append((stage, done, total))) == 0
    assert calls == [("rebuilding", 1, 2), ("rebuilding", 2, 2)]


def test_the_compared_fields_and_one_players_figures_agree_with_all(store):
    full = {s.name: s for s in player_stats(store)}
    brief = {s.name: s for s in player_stats(store, fields=COMPARE_FIELDS)}
    assert set(brief) == set(full)
    for name, stats in brief.items():
        for field in (*COMPARE_FIELDS, "rating"):
            assert getattr(stats, field) == getattr(full[name], field), (name, field)
        (one,) = player_stats(store, name=name)
        assert one == full[name]
    assert player_stats(store, name="Nobody") == []


def test_a_nagashi_mangan_is_not_a_win():
    nagashi = action_to_dict(ExhaustiveDraw(frozenset({1}), frozenset({1})))
    data = summarize(tenhou(), NAMES, [nagashi], 1)
    assert data["wins"] == [0, 0, 0, 0]
    assert data["win_points"] == [0, 0, 0, 0]
    assert data["draws"] == 1
    assert data["draw_tenpai"] == [0, 1, 0, 0]
    assert data["deal_ins"] == [0, 0, 0, 0]


def test_a_head_bumped_ron_is_not_a_win():
    """Head bump: of two rons on one discard only the winner nearest the discarder is paid."""
    rules = {**standard(), "multiple_ron": "head_bump"}
    data = summarize(rules, NAMES, [double_ron(0, (1, 2, 30), (2, 3, 30))], 1)
    assert data["wins"] == [0, 1, 0, 0]
    assert data["deal_ins"] == [1, 0, 0, 0]
