"""A multiple ron as Tenhou writes it imports; the same log altered is refused in one sentence.

Tenhou's ``<AGARI ba>`` states the hand's honba for every winner of a double ron, although
only the winner nearest the discarder is paid them (and takes the riichi sticks: the others
state 0 sticks); each ``<AGARI sc>`` states the scores as the wins before it left them, and
the last one carries the end of the game. The oracle's dev.jsonl, which keeps each win's ``ba``
as Tenhou logged it, shows this in every double ron with honba (asserted below), and its whole
games written back as mjlogs import (tests/helpers/oracle_mjlog.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.log_fixtures import MULTI_RON_FINAL, MULTI_RON_XML
from helpers.log_mutations import draw_altered, judge
from helpers.oracle_mjlog import ORACLE, mjlog_of, multi_ron, oracle_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
from scoretable.logs.tenhou import LogError, read_log
from scoretable.storage.db import open_memory_store, open_store
from scoretable.storage.logs import import_log, tenhou6, tenhou6_json

OWARI = ' owari="-115,-62.0,586,69.0,279,8.0,250,-15.0"'


def refused(data: bytes | str) -> str:
    """The one-line reason ``data`` is refused (read or replayed)."""
    with pytest.raises(LogError) as caught:
        replay_log(read_log(data.encode() if isinstance(data, str) else data))
    message = str(caught.value)
    assert message
    assert "\n" not in message
    return message


def altered(*pairs: tuple[str, str], text: str = MULTI_RON_XML) -> str:
    for old, new in pairs:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


# --- a double ron with honba and sticks, written by hand as Tenhou writes it -------------------


def test_a_double_ron_whose_every_agari_states_the_honba_imports(tmp_path):
    imported = replay_log(read_log(MULTI_RON_XML.encode()))
    assert imported.state.final_scores == MULTI_RON_FINAL
    assert imported.notes == ()
    with open_store(tmp_path / "data").store as store:
        path = tmp_path / "double-ron.xml"
        path.write_text(MULTI_RON_XML)
        outcome = import_log(store, path)
        record = store.load_game(outcome.game_id)
        assert record.finished
        assert tuple(record.result["scores"]) == MULTI_RON_FINAL
        # the export writes each winner's own payment and text: only Bea's has the honba
        last = tenhou6(record)["log"][-1]
        assert last[0] == [0, 2, 0]
        assert last[16] == [
            "和了",
            [-32600, 34600, 0, 0],
            [1, 0, 1, "役満32000点"],
            [-3900, 0, 3900, 0],
            [2, 0, 2, "30符3飜3900点"],
        ]


HEAD = 'ba="2,2" hai="1" machi="1" ten="0,32000,5"'
SECOND = 'ba="2,0" hai="1" machi="1" ten="30,3900,0"'
SECOND_SC = 'sc="-76,-39,586,0,240,39,250,0"'
WHERE = "hand 3 (East 1, 2 honba): "

ALTERED_MULTI_RON = [
    # the second winner's honba: neither fewer (what it was paid) nor more than the hand's
    pytest.param(
        [(SECOND, SECOND.replace('ba="2,0"', 'ba="0,0"'))],
        WHERE + "seat 2's win states honba 0, the hand has 2",
        id="second-honba-as-paid",
    ),
    pytest.param(
        [(SECOND, SECOND.replace('ba="2,0"', 'ba="3,0"'))],
        WHERE + "seat 2's win states honba 3, the hand has 2",
        id="second-honba-more",
    ),
    pytest.param(
        [(HEAD, HEAD.replace('ba="2,2"', 'ba="1,2"'))],
        WHERE + "seat 1's win states honba 1, the hand has 2",
        id="head-honba",
    ),
    # the sticks: all to the nearest winner, none to the other
    pytest.param(
        [(SECOND, SECOND.replace('ba="2,0"', 'ba="2,2"'))],
        WHERE + "seat 2's win states riichi sticks 2, the engine 0",
        id="second-takes-the-sticks",
    ),
    pytest.param(
        [(HEAD, HEAD.replace('ba="2,2"', 'ba="2,0"'))],
        WHERE + "seat 1's win states riichi sticks 0, the engine 2",
        id="head-without-the-sticks",
    ),
    # the second winner's points with the honba counted in, its limit
    pytest.param(
        [(SECOND, SECOND.replace("3900,0", "4500,0"))],
        WHERE + "seat 2's win states points 4500, the engine 3900",
        id="second-points-with-honba",
    ),
    pytest.param(
        [(SECOND, SECOND.replace("3900,0", "3900,1"))],
        WHERE + "seat 2's win states limit 1, the engine 0",
        id="second-limit",
    ),
    # the second winner's score change with the honba paid twice, and one taken from the head
    pytest.param(
        [(SECOND_SC, 'sc="-76,-45,586,0,240,45,250,0"')],
        WHERE + "the log books [-37100, 34600, 4500, 0], the engine [-36500, 34600, 3900, 0]",
        id="second-sc-paid-the-honba",
    ),
    pytest.param(
        [
            ('sc="250,-326,240,346', 'sc="250,-320,240,340'),
            (SECOND_SC, 'sc="-70,-39,580,0,240,39,250,0"'),
        ],
        WHERE + "the log books [-35900, 34000, 3900, 0], the engine [-36500, 34600, 3900, 0]",
        id="head-sc-without-the-honba",
    ),
    # the second <AGARI sc> stating the hand's start, not the scores the first win left
    pytest.param(
        [(SECOND_SC, 'sc="250,-39,240,0,240,39,250,0"')],
        "hand 3: <AGARI sc> states the scores [25000, 24000, 24000, 25000]; "
        "the hand's start and its riichi give [-7600, 58600, 24000, 25000]",
        id="second-sc-from-the-start",
    ),
    # the end of a game won by two: its scores, its points, or none at all
    pytest.param(
        [(OWARI, OWARI.replace("279,8.0,250,-15.0", "280,8.0,249,-15.0"))],
        "final scores: the log has [-11500, 58600, 28000, 24900], "
        "the engine [-11500, 58600, 27900, 25000]",
        id="owari-scores",
    ),
    pytest.param(
        [(OWARI, OWARI.replace("69.0", "70.0"))],
        "final points: the log has [-62.0, 70.0, 8.0, -15.0]",
        id="owari-points",
    ),
    pytest.param(
        [(OWARI, "")],
        "the game ends after hand 3 (East 1, 2 honba), but the log has no end-of-game line",
        id="owari-gone",
    ),
    # a third winner: Tenhou's rules make a triple ron an abortive draw
    pytest.param(
        [
            (OWARI, ""),
            (
                "/></mjloggm>",
                '/><AGARI ba="2,0" hai="1" machi="1" ten="30,1000,0" yaku="1,1" doraHai="3" '
                'who="3" fromWho="0" sc="-115,-10,586,0,279,0,250,10"/></mjloggm>',
            ),
        ],
        WHERE + "the log pays three winners of one discard; these rules make a triple ron an "
        "abortive draw",
        id="triple-ron",
    ),
]


@pytest.mark.parametrize(("pairs", "reason"), ALTERED_MULTI_RON)
def test_an_altered_multiple_ron_is_refused_in_one_sentence(pairs, reason):
    assert reason in refused(altered(*pairs))


def test_an_altered_double_ron_is_refused_and_nothing_is_stored(tmp_path):
    path = tmp_path / "altered.xml"
    path.write_text(altered((SECOND, SECOND.replace('ba="2,0"', 'ba="1,0"'))))
    with open_store(tmp_path / "data").store as store:
        with pytest.raises(LogError, match="seat 2's win states honba 1, the hand has 2"):
            import_log(store, path)
        assert store.list_games() == []


@pytest.fixture(scope="module")
def memory_store():
    store = open_memory_store()
    yield store
    store.close()


@settings(
    max_examples=200,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_the_double_ron_altered_at_random_is_refused_in_one_line_or_imported_as_it_says(
    data, memory_store, tmp_path_factory
):
    """The fuzz of tests/logs/test_log_fuzz.py on a double ron with honba and sticks: the judge
    holds each win's stated honba to the hand's, its sticks and points to what it was paid."""
    folder = tmp_path_factory.getbasetemp()
    source = folder / "double-ron.xml"
    if not source.exists():
        source.write_text(MULTI_RON_XML)
    altered = draw_altered(data.draw, source)
    outcome = judge(memory_store, folder / "altered-double-ron.xml", altered)
    assert outcome.startswith(("refused: ", "imported "))


def test_the_judge_takes_the_double_ron_as_tenhou_writes_it(tmp_path):
    with open_store(tmp_path / "data").store as store:
        assert judge(store, tmp_path / "game.xml", MULTI_RON_XML.encode()) == "imported finished"
        wrong = altered((SECOND, SECOND.replace('ba="2,0"', 'ba="0,0"'))).encode()
        assert judge(store, tmp_path / "wrong.xml", wrong).startswith("refused: hand # ")


# --- the same game in tenhou.net/6 JSON, as Tenhou's tools write it ----------------------------


def _json_hand(head: list[int], result: list[Any], riichi: tuple[int, ...] = ()) -> list[Any]:
    body: list[Any] = [[] for _ in range(12)]
    for seat in riichi:
        body[2 + 3 * seat] = ["r60", 11]
    return [head, [25000] * 4, [], [], *body, result]


MULTI_RON_JSON: dict[str, Any] = {
    "name": ["Ann", "Bea", "シド", "Dan"],
    "rule": {"disp": "般南喰赤", "aka": 1},
    "log": [
        _json_hand([0, 0, 0], ["九種九牌"]),
        _json_hand([0, 1, 0], ["九種九牌"]),
        _json_hand(
            [0, 2, 0],
            [
                "和了",
                [-32600, 34600, 0, 0],
                [1, 0, 1, "役満32000点", "大三元(役満)"],
                [-3900, 0, 3900, 0],
                [2, 0, 2, "30符3飜3900点", "立直(1飜)", "ドラ(2飜)"],
            ],
            riichi=(1, 2),
        ),
    ],
    "sc": [-11500, -62.0, 58600, 69.0, 27900, 8.0, 25000, -15.0],
}


def json_bytes(path: list[Any] | None = None, value: Any = None) -> bytes:
    data = json.loads(json.dumps(MULTI_RON_JSON))
    if path is not None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return json.dumps(data, ensure_ascii=False).encode()


def test_a_tenhou6_double_ron_with_honba_imports_as_the_same_game():
    from_json = replay_log(read_log(json_bytes()))
    from_xml = replay_log(read_log(MULTI_RON_XML.encode()))
    assert from_json.log == from_xml.log
    assert from_json.state.final_scores == MULTI_RON_FINAL


ALTERED_JSON = [
    # the second winner's text with the honba (or the sticks) counted in
    pytest.param(
        ["log", 2, 16, 4, 3],
        "30符3飜4500点",
        "seat 2's win states payment (4500,), the engine (3900,)",
        id="second-text-with-honba",
    ),
    pytest.param(
        ["log", 2, 16, 4, 3],
        "満貫8000点",  # read as 3 han 70 fu, the least that makes 3 han a mangan
        "the log books [-36500, 34600, 3900, 0], the engine [-40600, 34600, 8000, 0]",
        id="second-text-a-limit",
    ),
    pytest.param(
        ["log", 2, 16, 2, 3],
        "役満32600点",
        "seat 1's win states payment (32600,), the engine (32000,)",
        id="head-text-with-honba",
    ),
    # the second winner's score change paid the honba too
    pytest.param(
        ["log", 2, 16, 3],
        [-4500, 0, 4500, 0],
        "the log books [-37100, 34600, 4500, 0], the engine [-36500, 34600, 3900, 0]",
        id="second-change-with-honba",
    ),
    pytest.param(
        ["sc"],
        [-11500, -62.0, 58600, 69.0, 28900, 9.0, 24000, -16.0],
        "final scores: the log has [-11500, 58600, 28900, 24000]",
        id="sc",
    ),
]


@pytest.mark.parametrize(("path", "value", "reason"), ALTERED_JSON)
def test_an_altered_tenhou6_double_ron_is_refused_in_one_sentence(path, value, reason):
    assert reason in refused(json_bytes(path, value))


# --- a triple ron, where the rules pay it: kept by the export and read back ---------------------


@pytest.mark.parametrize("preset", ["standard", "ema2016", "tenhou"])
def test_a_triple_ron_with_honba_and_sticks_exports_and_imports_back(preset, tmp_path):
    rules = get_preset(preset)
    state = new_game(rules)
    log = []
    triple = Win(entries=(WinEntry(1, 2, 30), WinEntry(2, 1, 30), WinEntry(3, 3, 40)), discarder=0)
    actions = [ExhaustiveDraw(tenpai=frozenset({0})), DeclareRiichi(2), DeclareRiichi(3), triple]
    for action in actions:
        state = apply(state, action).state
        log.append(action_to_dict(action))
    with open_store(tmp_path / "one").store as first:
        game_id = first.insert_game(
            players=["A", "B", "C", "D"], rules=rules.to_dict(), log=log, index=len(log), title="t"
        )
        text = tenhou6_json(first.load_game(game_id))
    result = json.loads(text)["log"][-1][16]
    if rules.triple_ron_abortive:  # Tenhou: no payment, written as Tenhou writes it
        assert result == ["三家和了"]
    else:  # three wins, each its own change and its own value (no honba in the text)
        assert result[0] == "和了"
        assert [info[:4] for info in result[2::2]] == [
            [1, 0, 1, "30符2飜2000点"],
            [2, 0, 2, "30符1飜1000点"],
            [3, 0, 3, "40符3飜5200点"],
        ]
        assert sum(sum(change) for change in result[1::2]) == 2000  # the two sticks
    path = tmp_path / "triple.json"
    path.write_text(text, encoding="utf-8")
    with open_store(tmp_path / "two").store as second:
        record = second.load_game(import_log(second, path).game_id)
    assert record.log == log
    assert record.rules == rules.to_dict()
    back = json.loads(tenhou6_json(record))
    assert back.pop("title") == ["Tenhou log triple", ""]
    assert back == {key: value for key, value in json.loads(text).items() if key != "title"}


def test_a_tenhou6_triple_ron_s_third_text_with_honba_is_refused(tmp_path):
    rules = get_preset("standard")
    state = new_game(rules)
    log = []
    actions = [
        ExhaustiveDraw(tenpai=frozenset({0})),
        Win(entries=(WinEntry(1, 2, 30), WinEntry(2, 1, 30), WinEntry(3, 3, 40)), discarder=0),
    ]
    for action in actions:
        state = apply(state, action).state
        log.append(action_to_dict(action))
    with open_store(tmp_path / "one").store as store:
        game_id = store.insert_game(
            players=["A", "B", "C", "D"], rules=rules.to_dict(), log=log, index=len(log), title="t"
        )
        data = tenhou6(store.load_game(game_id))
    data["log"][-1][16][6][3] = "40符3飜5500点"
    assert "seat 3's win states payment (5500,), the engine (5200,)" in refused(
        json.dumps(data, ensure_ascii=False)
    )


# --- Tenhou's own double rons: the oracle's records -------------------------------------------

GAMES = oracle_games()
ORACLE_ABSENT = pytest.mark.skipif(
    not GAMES, reason=f"the oracle ({ORACLE}) is absent: ../shared is not here"
)


def _multi_ron_hands() -> list[dict[str, Any]]:
    return [h for game in GAMES for h in game if len(h["result"]["wins"] or ()) > 1]


@ORACLE_ABSENT
def test_tenhou_states_the_hand_s_honba_for_every_winner_and_the_sticks_for_the_nearest():
    hands = _multi_ron_hands()
    assert len(hands) == 32  # in 31 games
    assert sum(1 for h in hands if h["honba"]) == 11  # with honba the second winner is not paid
    assert sum(1 for h in hands if h["riichi_sticks_before"] + len(h["riichi"])) == 20
    for hand in hands:
        head, *others = hand["result"]["wins"]
        sticks = hand["riichi_sticks_before"] + len(hand["riichi"])
        assert head["ba"] == [hand["honba"], sticks]
        assert all(win["ba"] == [hand["honba"], 0] for win in others)
        # and the second winner's booked change is its bare hand value
        assert all(max(win["log_deltas"]) == win["points"] for win in others)


@ORACLE_ABSENT
def test_every_whole_game_of_the_oracle_imports_as_an_mjlog():
    """384 games: 31 double rons (11 with honba, 4 ending the game), 3 pao, a nagashi, West
    rounds to West 4, every kind of abortive draw Tenhou has."""
    assert len(GAMES) == 384
    refusals = {}
    for game in GAMES:
        try:
            imported = replay_log(read_log(mjlog_of(game).encode()))
        except LogError as error:
            refusals[game[0]["game_id"]] = str(error)
            continue
        assert list(imported.state.final_scores or ()) == game[-1]["final_scores"]
        assert len([e for e in imported.log if e["type"] != "riichi"]) == len(game)
    assert refusals == {}


@ORACLE_ABSENT
def test_a_real_double_ron_altered_is_refused():
    game = next(g for g in GAMES if any(h["honba"] and multi_ron([h]) for h in g))
    text = mjlog_of(game)
    hand = next(h for h in game if h["honba"] and multi_ron([h]))
    second = hand["result"]["wins"][1]
    stated = f'ba="{hand["honba"]},0" hai="1" machi="1" ten="{second["fu"]},{second["points"]}'
    assert text.count(stated) == 1
    message = refused(text.replace(stated, stated.replace('ba="', 'ba="9', 1)))
    assert f"seat {second['winner']}'s win states honba 9{hand['honba']}, the hand has" in message
