"""Every way a log can be wrong gives a LogError naming what (a table of damaged logs)."""

from __future__ import annotations

import gzip

import pytest
from helpers.log_fixtures import GAME_XML, HANDS, game_xml
from helpers.tenhou6_logs import json_bytes, set_

from scoretable.logs import tenhou
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import LogError, read_log


def test_the_tenhou6_form_of_the_fixture_replays_like_the_mjlog():
    from_json = replay_log(read_log(json_bytes()))
    from_xml = replay_log(read_log(GAME_XML.encode()))
    assert from_json.state.final_scores == from_xml.state.final_scores
    assert from_json.log == from_xml.log
    assert read_log(json_bytes()).key == "tenhou:2026112500gm-00a9-0000-0000abcd"
    assert read_log(json_bytes()).content_key == read_log(GAME_XML.encode()).content_key


JSON_CASES = [
    (set_(["name"], "ABCD"), "'name' should be a list"),
    (set_(["log", 0, 1], [25000, "x", 1, 2]), "hand 1: the scores should be four whole numbers"),
    (set_(["log", 0, 0], [0, 0]), "hand 1: the round, honba and sticks"),
    (set_(["log", 0, 16], []), "hand 1: no result"),
    (set_(["log", 0, 16], ["和了", [0, 0, 0, 0], [2, 0]]), "hand 1: an unreadable win"),
    (set_(["log", 2, 16, 4], [3, 1, 3, "30符1飜1000点", "平和(1飜)"]), "name different discarders"),
    (set_(["log", 0, 16], ["謎", [0, 0, 0, 0]]), "hand 1: an unknown result"),
    (set_(["log", 1, 16], ["流局", [0, "a", 0, 0]]), "score changes should be four whole numbers"),
    (set_(["log", 0, 16, 2], [7, 0, 2, "40符3飜5200点"]), "seats are not 0-3"),
    (set_(["log", 0, 16, 2], [2, 0, 2, "40符3飜5200点", "立直"]), "a yaku without its han"),
    (set_(["scoretable"], {"results": []}), "own results do not match"),
    (set_(["scoretable"], {"results": [{"type": "x"}] * 4}), "hand 1: an unreadable result"),
    (set_(["scoretable"], {"results": [{"type": "riichi", "seat": 0}] * 4}), "not a win or a draw"),
    (set_(["log", 0, 0], [16, 0, 0]), "out of range"),
    (set_(["log", 0, 0], [0, -1, 0]), "honba and sticks should be 0 to 1000"),
]


@pytest.mark.parametrize(("mutate", "reason"), JSON_CASES)
def test_a_damaged_tenhou6_file_is_refused_saying_what(mutate, reason):
    with pytest.raises(LogError, match=reason):
        read_log(json_bytes(mutate))


def xml(old: str, new: str, hands=None) -> bytes:
    text = game_xml(hands)
    assert old in text, old
    return text.replace(old, new, 1).encode()


XML_CASES = [
    (
        xml('ten="250,250,250,250" oya="0"', 'ten="250,x" oya="0"'),
        r"hand 1: <INIT ten> should be 4 whole numbers, not '250,x'",
    ),
    (
        xml('ten="250,250,250,250" oya="0"', 'ten="250,250" oya="0"'),
        "<INIT ten> should be 4 whole numbers",
    ),
    (game_xml(['<REACH who="1" step="2"/>', *HANDS]).encode(), "a <REACH> before the first hand"),
    (
        game_xml(['<AGARI who="1" fromWho="2" ten="30,1000,0" yaku="1,1" sc="1,1"/>']).encode(),
        "a <AGARI> before the first hand",
    ),
    (game_xml(['<RYUUKYOKU sc="1,1"/>']).encode(), "a <RYUUKYOKU> before the first hand"),
    (xml('owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"', 'owari="x,y"'), "unreadable end-of-game"),
    (
        xml('sc="198,-15,240,15,312,-15,250,15"', 'sc="198,-15"'),
        r"hand 2: <RYUUKYOKU sc> should be 8 whole numbers",
    ),
    (
        xml('ten="40,5200,0" yaku="8,1,52,2"', 'ten="40" yaku="8,1,52,2"'),
        r"<AGARI ten> should be 3 whole numbers",
    ),
    (xml('who="3" fromWho="0" sc="170', 'who="3" fromWho="1" sc="170'), "different discarders"),
    (xml('hai1="1" hai3="2"/>', 'type="nope"/>'), "unknown kind of draw"),
    (xml('seed="0,0,0,1,2,3"', 'seed="17,0,0,1,2,3"'), "out of range"),
]


@pytest.mark.parametrize(("data", "reason"), XML_CASES)
def test_a_damaged_mjlog_is_refused_saying_what(data, reason):
    with pytest.raises(LogError, match=reason):
        read_log(data)


def test_draw_kinds_of_the_tenhou6_format():
    def with_result(result):
        return json_bytes(set_(["log", 1, 16], result))

    assert read_log(with_result(["全員聴牌"])).hands[1].result.tenpai == frozenset(range(4))
    assert read_log(with_result(["全員不聴"])).hands[1].result.tenpai == frozenset()
    nagashi = read_log(with_result(["流し満貫", [-4000, 12000, -4000, -4000]])).hands[1].result
    assert nagashi.nagashi == frozenset({1})
    assert read_log(with_result(["九種九牌"])).hands[1].result.kind == "kyuushu"


def test_nagashi_in_an_mjlog():
    data = xml(
        'sc="198,-15,240,15,312,-15,250,15" hai1="1" hai3="2"/>',
        'type="nm" sc="198,-40,240,120,312,-40,250,-40"/>',
    )
    assert read_log(data).hands[1].result.nagashi == frozenset({1})


def test_size_limits(monkeypatch):
    monkeypatch.setattr(tenhou, "MAX_BYTES", 100)
    with pytest.raises(LogError, match="larger than"):
        read_log(b" " * 101)
    with pytest.raises(LogError, match="unpacked file is too large"):
        read_log(gzip.compress(b" " * 1000))


REPLAY_CASES = [
    # the scores at the start of a hand are not where the engine stands
    (
        xml(
            'ten="198,240,312,250" oya="1" hai0="1"/>'
            '<RYUUKYOKU ba="0,0" sc="198,-15,240,15,312,-15,250,',
            'ten="198,240,312,251" oya="1" hai0="1"/>'
            '<RYUUKYOKU ba="0,0" sc="198,-15,240,15,312,-15,251,',
        ),
        "the log starts it",
    ),
    # an unequal start
    (
        xml(
            'ten="250,250,250,250" oya="0" hai0="1"/>'
            '<REACH who="1" step="1"/><REACH who="1" ten="250,240,250,250" step="2"/>'
            '<AGARI ba="0,1" hai="1" machi="1" ten="40,5200,0" yaku="8,1,52,2" doraHai="3" '
            'who="2" fromWho="0" sc="250,-52,240,0,250,62,250,0"/>',
            'ten="240,260,250,250" oya="0" hai0="1"/>'
            '<REACH who="1" step="1"/><REACH who="1" ten="240,250,250,250" step="2"/>'
            '<AGARI ba="0,1" hai="1" machi="1" ten="40,5200,0" yaku="8,1,52,2" doraHai="3" '
            'who="2" fromWho="0" sc="240,-52,250,0,250,62,250,0"/>',
        ),
        "unequal scores",
    ),
    # a log that ends the game where the rules play on: nobody busts in East 3
    (
        game_xml(
            [
                *HANDS[:3],
                HANDS[3]
                .replace('ten="30,32000,5" yakuman="39"', 'ten="30,1000,0" yaku="8,1"')
                .replace(
                    'paoWho="1" sc="150,-160,255,-160,310,0,285,320"',
                    'sc="150,-10,255,0,310,0,285,10"',
                )
                .replace(
                    'owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"',
                    'owari="140,-16.0,255,-5.0,310,11.0,295,10.0"',
                ),
            ]
        ).encode(),
        "ends the game where these rules play on",
    ),
    # final scores that differ from the engine's
    (
        xml(
            'owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"',
            'owari="-10,-51.0,95,-30.0,300,11.0,615,70.0"',
        ),
        "final scores",
    ),
    # points no uma or rounding explains
    (
        xml(
            'owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"',
            'owari="-10,-51.5,95,-30.0,310,11.0,605,70.5"',
        ),
        "nor an uma explains",
    ),
    # a hand after the game ended
    (game_xml([*HANDS, HANDS[0]]).encode(), "ended the game before this hand"),
    # the engine refuses the result (a 0-han win)
    (xml('ten="40,5200,0" yaku="8,1,52,2"', 'ten="40,5200,0" yaku=""'), "the engine refuses it"),
]


@pytest.mark.parametrize(("data", "reason"), REPLAY_CASES)
def test_a_log_the_engine_cannot_reproduce_is_refused_naming_the_hand(data, reason):
    with pytest.raises(LogError, match=reason):
        replay_log(read_log(data))


def test_own_rules_that_cannot_be_used_are_refused():
    data = json_bytes(set_(["scoretable"], {"rules": {"uma": [1, 2, 3, 4]}}))
    with pytest.raises(LogError, match="rules cannot be used"):
        replay_log(read_log(data))


def test_a_log_with_other_start_points_is_kept_under_them_and_says_so():
    first = (
        '<INIT seed="0,0,0,1,2,3" ten="300,300,300,300" oya="0" hai0="1"/>'
        '<REACH who="1" step="1"/><REACH who="1" ten="300,290,300,300" step="2"/>'
        '<AGARI ba="0,1" hai="1" machi="1" ten="40,5200,0" yaku="8,1,52,2" doraHai="3" '
        'who="2" fromWho="0" sc="300,-52,290,0,300,62,300,0"/>'
    )
    imported = replay_log(read_log(game_xml([first]).encode()))
    assert imported.rules.start_points == 30000
    assert imported.notes == (
        "start points 30,000 (from the log)",
        "the log stops after hand 1 (East 1, 0 honba) without the end of the game: "
        "kept as an unfinished game",
    )
    assert not imported.state.game_over  # a log cut off: an unfinished game


def test_a_hand_without_discard_lists_still_reads_its_result():
    data = json_bytes(set_(["log", 0, 6], None))  # the first seat's discards missing
    assert read_log(data).hands[0].riichi == (1,)


@pytest.mark.parametrize(
    ("data", "reason"),
    [(b'{"log": [', "not JSON"), (b'{"a":' + b"[" * 100_000, "not JSON")],
)
def test_broken_json_is_not_json(data, reason):
    with pytest.raises(LogError, match=reason):
        read_log(data)


def test_an_abortive_draw_that_ends_the_log_is_read_with_its_end():
    abortive = (
        '<INIT seed="1,0,0,1,2,3" ten="198,240,312,250" oya="1" hai0="1"/>'
        '<RYUUKYOKU type="yao9" ba="0,0" sc="198,0,240,0,312,0,250,0" '
        'owari="198,-30.0,240,-6.0,312,41.0,250,-5.0"/>'
    )
    game = read_log(game_xml([HANDS[0], abortive]).encode())
    assert game.hands[1].result.kind == "kyuushu"
    assert game.final_scores == (19800, 24000, 31200, 25000)
