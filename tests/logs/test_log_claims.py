"""A log is a claim: every number it states is reproduced by the replay or the log is refused
naming the hand and the field; hostile fields give a one-line LogError, never a traceback."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from helpers.log_fixtures import GAME_XML, NAMES, game_xml
from helpers.tenhou6_logs import JSON_GAME, json_bytes, set_

from scoretable.engine.markers import english
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import LogError, read_log

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
RECONNECT = RAW / "mjlog" / "2019081518gm-00a9-0000-cce9d00c.xml"
REAL_JSON = RAW / "tenhou6" / "2019021004gm-00a9-0000-e2f6516d.json"


def xml(*pairs: tuple[str, str]) -> bytes:
    text = GAME_XML
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text.encode()


def refused(data: bytes) -> str:
    """The one-line reason ``data`` is refused (read or replayed)."""
    with pytest.raises(LogError) as caught:
        replay_log(read_log(data))
    message = str(caught.value)
    assert message
    assert "\n" not in message
    return message


# --- fields that raised a traceback ------------------------------------------------------------

FIELD_CASES = [
    # <AGARI> without who, an empty oya, an empty seed
    (xml((' who="2" fromWho="0" sc="250', ' fromWho="0" sc="250')), "hand 1: <AGARI> has no who"),
    (xml(('250,250" oya="0"', '250,250" oya=""')), "hand 1: <INIT> has no oya"),
    (xml(('seed="0,0,0,1,2,3"', 'seed=""')), "hand 1: <INIT> has no seed"),
    (
        xml(('250,250" oya="0"', '250,250" oya="7"')),
        "hand 1: <INIT oya> should be a seat 0-3, not 7",
    ),
    (xml(('who="2" fromWho="0" sc="250', 'who="2" fromWho="-1" sc="250')), "fromWho> should be"),
    # inf, NaN and a huge number in the end-of-game line, thousands of digits in a score
    (xml(('owari="-10,-51.0', 'owari="inf,-51.0')), "hand 4: an unreadable end-of-game line"),
    (xml((',70.0"', ',nan"')), "unreadable end-of-game line"),
    (xml(('owari="-10,', 'owari="1' + "0" * 5000 + ",")), "unreadable end-of-game line"),
    (xml(('ten="250,250,250,250"', 'ten="' + "9" * 5000 + ',250,250,250"')), "<INIT ten>"),
    (xml(('ten="250,250,250,250"', 'ten="25e1,250,250,250"')), "<INIT ten>"),
    (xml(('<GO type="169"', '<GO type="0xA9"')), "<GO type> should be 1 whole numbers"),
    # a name whose percent-encoding is not UTF-8 (a lone surrogate, a stray byte)
    (xml(('n0="%41%6E%6E"', 'n0="%ED%A0%80"')), "the name of seat 0 is not UTF-8"),
    (xml(('n1="%42%65%61"', 'n1="%FF"')), "the name of seat 1 is not UTF-8"),
    # a win's yaku list with an odd length, a hand both won and drawn, a result after a draw
    (xml(('yaku="8,1,52,2"', 'yaku="8,1,52"')), "pairs of numbers"),
    (
        xml(
            ('hai1="1" hai3="2"/>', 'hai1="1" hai3="2"/><RYUUKYOKU ba="0,0" sc="1,0,1,0,1,0,1,0"/>')
        ),
        "hand 2: a <RYUUKYOKU> after the hand's result",
    ),
    (
        xml(('hai1="1" hai3="2"/>', 'hai1="1" hai3="2"/><REACH who="1" step="2"/>')),
        "hand 2: a <REACH> after the hand's result",
    ),
    (
        xml(('hai1="1" hai3="2"/>', 'hai1="1" hai3="2"/><AGARI who="1"/>')),
        "hand 2: a <AGARI> after the hand's result",
    ),
    # a hand in the middle without a result
    (
        xml(
            (
                '<INIT seed="1,0,0',
                '<INIT seed="0,0,0,1,2,3" ten="1,1,1,1" oya="0"/><INIT seed="1,0,0',
            )
        ),
        "hand 2: a hand without its result",
    ),
]


@pytest.mark.parametrize(("data", "reason"), FIELD_CASES)
def test_a_missing_empty_or_hostile_field_is_refused_in_one_line(data, reason):
    assert reason.replace("\\", "") in refused(data) or pytest.fail(refused(data))


def json_with(mutate) -> bytes:
    return json_bytes(mutate)


JSON_FIELD_CASES = [
    # a number of thousands of digits (Python's int-string limit), a float out of range
    (
        json.dumps(JSON_GAME, ensure_ascii=False).replace("25000", "9" * 5000, 1).encode(),
        "not JSON (a number of 5000 digits)",
    ),
    (
        json.dumps(JSON_GAME, ensure_ascii=False).replace("-51.0", "1e400", 1).encode(),
        "not JSON (a number out of range",
    ),
    (json.dumps(JSON_GAME).replace("-51.0", "NaN", 1).encode(), "not JSON (NaN is not a number)"),
    # a win with five score changes
    (
        json_with(set_(["log", 0, 16, 1], [-5200, 0, 6200, 0, 0])),
        "hand 1: the score changes should be four whole numbers",
    ),
    # a name holding a lone surrogate, five names for four seats
    (json.dumps({**JSON_GAME, "name": ["\ud800", "b", "c", "d"]}).encode(), "seat 0 is not valid"),
    (json_with(set_(["name"], ["a", "b", "c", "d", "e"])), "'name' should be a list of 4 names"),
    # an unreadable final line is refused, not ignored
    (json_with(set_(["sc"], [1, 2, 3])), "an unreadable end-of-game line"),
    (json_with(set_(["sc"], [-1000, "x", 9500, -30.0, 31000, 11.0, 60500, 70.0])), "'sc'"),
    # a win's value text that cannot be read, a win part with no value text
    (json_with(set_(["log", 0, 16, 2, 3], "forty fu")), "an unreadable value of a win"),
    (json_with(set_(["log", 0, 16, 2], [2, 0, 2, 5200])), "hand 1: an unreadable win"),
    (json_with(set_(["log", 0, 16], ["和了", [-5200, 0, 6200, 0]])), "hand 1: an unreadable win"),
    (json_with(set_(["log", 1, 16], ["流局", [0, 0, 0, 0], [1]])), "hand 2: an unreadable draw"),
    (json_with(set_(["log", 0, 0], [0, 0, 10**8])), "round, honba and sticks"),
    (json_with(set_(["log"], [JSON_GAME["log"][0]] * 1001)), "more than 1000 hands"),
]


@pytest.mark.parametrize(("data", "reason"), JSON_FIELD_CASES)
def test_a_hostile_tenhou6_field_is_refused_in_one_line(data, reason):
    assert reason in refused(data)


def test_hands_beyond_the_limit_are_refused_in_an_mjlog(monkeypatch):
    from scoretable.logs import tenhou

    monkeypatch.setattr(tenhou, "MAX_HANDS", 3)
    assert refused(GAME_XML.encode()) == "more than 3 hands"


# --- every number the log states, reproduced ---------------------------------------------------

CLAIM_CASES = [
    # a score before a result changed: the log contradicts its own start
    (
        xml(('sc="198,-15,240,15', 'sc="199,-15,240,15')),
        "hand 2: <RYUUKYOKU sc> states the scores [19900, 24000, 31200, 25000]; "
        "the hand's start and its riichi give [19800, 24000, 31200, 25000]",
    ),
    (
        xml(('ten="250,240,250,250" step="2"', 'ten="250,250,250,250" step="2"')),
        "hand 1: <REACH ten> states the scores",
    ),
    # a win's stated points, limit, honba or sticks changed
    (
        xml(('ten="40,5200,0"', 'ten="40,5300,0"')),
        "hand 1 (East 1, 0 honba): seat 2's win states points 5300, the engine 5200",
    ),
    (xml(('ten="40,5200,0"', 'ten="40,5200,1"')), "seat 2's win states limit 1, the engine 0"),
    (xml(('ba="1,0"', 'ba="2,0"')), "hand 3 (East 2, 1 honba): seat 2's win states honba 2"),
    (xml(('ba="0,1"', 'ba="0,0"')), "seat 2's win states riichi sticks 0, the engine 1"),
    # a tenhou.net/6 win's points text changed, its han, its kind of payment
    (
        json_with(set_(["log", 0, 16, 2, 3], "40符3飜5300点")),
        "hand 1 (East 1, 0 honba): seat 2's win states payment (5300,), the engine (5200,)",
    ),
    (
        json_with(set_(["log", 0, 16, 2, 3], "40符4飜5200点")),
        "hand 1: the win's text states 4 han, its yaku add up to 3",
    ),
    (
        json_with(set_(["log", 3, 16, 2, 3], "役満32000点∀")),
        "seat 3's win states payment by all True, the engine False",
    ),
    # an mjlog whose end the engine reaches but which has no end-of-game line
    (
        xml(('owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"', "")),
        "the game ends after hand 4 (East 3, 0 honba), but the log has no end-of-game line",
    ),
]


@pytest.mark.parametrize(("data", "reason"), CLAIM_CASES)
def test_every_number_the_log_states_is_reproduced_or_the_log_is_refused(data, reason):
    assert reason in refused(data)


def test_the_refusal_is_a_sentence_the_interface_translates():
    with pytest.raises(LogError) as caught:
        replay_log(read_log(xml(('ten="40,5200,0"', 'ten="40,5300,0"'))))

    japanese = {
        "hand {number} ({wind} {hand}, {honba} honba)": "第{number}局（{wind}{hand}局{honba}本場）",
        "East": "東",
        "points": "点数",
    }

    def translate(context: str, text: str) -> str:
        assert context == "Exchange"
        return japanese.get(text, text)

    assert caught.value.text(english) == str(caught.value)
    assert caught.value.text(translate).startswith("第1局（東1局0本場）: seat 2's win states 点数")


@pytest.mark.skipif(
    not REAL_JSON.exists(), reason=f"the real tenhou.net/6 log ({REAL_JSON}) is absent"
)
def test_a_start_above_the_return_is_kept_under_its_own_start():
    """A tenhou.net/6 game of a custom lobby starting at 35,000 (a traceback before)."""
    data = json.loads(REAL_JSON.read_text(encoding="utf-8"))
    for hand in data["log"]:
        hand[1] = [v + 10000 for v in hand[1]]
    data["sc"][0::2] = [v + 10000 for v in data["sc"][0::2]]
    imported = replay_log(read_log(json.dumps(data, ensure_ascii=False).encode()))
    assert imported.rules.start_points == 35000
    assert imported.state.final_scores == tuple(data["sc"][0::2])
    assert imported.notes[0] == "start points 35,000 (from the log)"


def test_rules_the_app_cannot_express_are_refused_as_such():
    data = copy.deepcopy(JSON_GAME)
    for hand in data["log"]:
        hand[1] = [v - 25000 for v in hand[1]]
    message = refused(json.dumps(data, ensure_ascii=False).encode())
    assert message.startswith("the log's rules cannot be kept: start points must be positive")


def test_own_results_naming_another_winner_than_the_log_are_refused():
    """scoretable's export keeps its own results; the tenhou.net/6 part must agree with them."""
    from scoretable.engine.table import action_to_dict

    data = copy.deepcopy(JSON_GAME)
    own = [action_to_dict(hand.result) for hand in read_log(json_bytes()).hands]
    data["scoretable"] = {"results": own}
    data["log"][0][16][2][0] = 3  # the tenhou part says seat 3 won what seat 2 is paid
    message = refused(json.dumps(data, ensure_ascii=False).encode())
    assert message == "hand 1 (East 1, 0 honba): the log states a win by seat 3"


def test_a_score_beyond_the_range_is_refused():
    data = xml(('ten="250,250,250,250"', 'ten="999999999,250,250,250"'))
    assert refused(data) == "hand 1: a score beyond 10,000,000 points"


# --- names -------------------------------------------------------------------------------------


@pytest.mark.skipif(
    not RECONNECT.exists(), reason=f"the real reconnect log ({RECONNECT}) is absent"
)
def test_a_reconnect_line_keeps_every_seat_s_name():
    """Seat 0 reconnected: a second <UN n0=.../> names it alone and renames nobody."""
    text = RECONNECT.read_text(encoding="utf-8")
    assert text.count("<UN ") == 2
    game = read_log(text.encode())
    assert game.players == ("メタルはまっち☆", "右折するひつじ", "武藤千春", "哲学する麻雀")
    json_names = json.loads((RAW / "tenhou6" / RECONNECT.with_suffix(".json").name).read_text())
    assert list(game.players) == json_names["name"]


def test_a_reconnect_after_the_first_hand_renames_nobody():
    reconnect = '<UN n0="%42%65%61"/>'
    data = xml(('<INIT seed="1,0,0', reconnect + '<INIT seed="1,0,0'))
    assert read_log(data).players == NAMES


def test_a_cut_mjlog_drops_the_hand_without_a_result_and_says_it_stops():
    text = game_xml()
    cut = (
        text[: text.index('<INIT seed="2,0,0')]
        + '<INIT seed="2,0,0,1,2,3" ten="150,255,310,285" oya="2"/></mjloggm>'
    )
    imported = replay_log(read_log(cut.encode()))
    assert len(imported.game.hands) == 3
    assert not imported.state.game_over
    assert imported.notes == (
        "the log stops after hand 3 (East 2, 1 honba) without the end of the game: "
        "kept as an unfinished game",
    )


@pytest.mark.skipif(
    not REAL_JSON.exists(), reason=f"the real tenhou.net/6 log ({REAL_JSON}) is absent"
)
def test_a_real_tenhou6_log_states_nothing_the_replay_does_not_reproduce():
    data = json.loads(REAL_JSON.read_text(encoding="utf-8"))
    win = next(hand[16] for hand in data["log"] if hand[16][0] == "和了")
    text = win[2][3]
    number = text[text.rindex("飜") + 1 :] if "飜" in text else text
    win[2][3] = text.replace(number, number.replace("00", "10", 1), 1)
    assert win[2][3] != text
    assert "win states payment" in refused(json.dumps(data, ensure_ascii=False).encode())
