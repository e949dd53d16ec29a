"""Issue 31: what a log says of each hand beyond its result, on a log made by hand (an open
and a closed kan, a riichi's turn, yaku), gzipped or not, and what it adds to the figures."""

from __future__ import annotations

import gzip

import pytest
from helpers.log_facts import LOG
from helpers.log_fixtures import HANDS, game_xml

from scoretable.logs.tenhou import read_log
from scoretable.storage.db import open_store
from scoretable.storage.log_facts import hand_facts
from scoretable.storage.logs import import_log
from scoretable.storage.stats import player_stats
from scoretable.storage.summary import HandFacts

EXPECTED = [
    HandFacts(calls=(3,), riichi_turns=(None, 3, None, None), yaku=((2, (8, 52)),)),
    HandFacts(calls=(), riichi_turns=(None,) * 4, yaku=()),
    HandFacts(calls=(), riichi_turns=(None,) * 4, yaku=((2, (8,)), (3, (8, 54)))),
    HandFacts(calls=(), riichi_turns=(None,) * 4, yaku=((3, (39,)),)),
]


@pytest.mark.parametrize("data", [LOG, gzip.compress(LOG)], ids=["xml", "gzip"])
def test_the_facts_of_each_hand(data):
    assert hand_facts(data, read_log(data)) == EXPECTED


def test_a_log_whose_hands_do_not_line_up_gives_no_facts():
    assert hand_facts(game_xml(HANDS[:2]).encode(), read_log(LOG)) is None
    assert hand_facts(b'{"log": [[1]]}', read_log(LOG)) is None


def test_the_facts_in_the_figures(tmp_path):
    path = tmp_path / "game.mjlog"
    path.write_bytes(LOG)
    with open_store(tmp_path).store as store:
        import_log(store, path)
        stats = {s.name: s for s in player_stats(store)}
    dan, bea, ann = stats["Dan"], stats["Bea"], stats["Ann"]
    assert (dan.called_hands, dan.log_hands, dan.call_rate) == (1, 4, 0.25)
    assert ann.called_hands == 0  # a closed kan is not a call
    assert (bea.riichi, bea.log_riichi, bea.average_riichi_turn) == (1, 1, 3)
    # Ann dealt in three times: to Cid (closed, no riichi), to Cid and Dan at once (Cid first:
    # closed), and to Dan's daisangen (closed)
    assert (ann.deal_ins, ann.deal_ins_to_closed, ann.deal_ins_to_open) == (3, 3, 0)
