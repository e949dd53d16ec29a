"""Tenhou logs in and out: read, replayed through the engine, stored once, exported back."""

from __future__ import annotations

import contextlib
import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.log_fixtures import FINAL_POINTS, FINAL_SCORES, GAME_XML, HANDS, NAMES, game_xml
from hypothesis import given, settings
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
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log, tenhou6, tenhou6_json

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
REAL_LOGS = sorted((RAW / "mjlog").glob("*.xml")) + sorted((RAW / "tenhou6").glob("*.json"))


def write(tmp_path: Path, name: str, data: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def games(store) -> int:
    return len(store.list_games())


# --- reading ---------------------------------------------------------------------------------


def test_the_mjlog_is_read_hand_by_hand():
    game = read_log(GAME_XML.encode())
    assert game.format == "mjlog"
    assert game.players == NAMES  # URL-encoded UTF-8 names decoded
    assert [(h.round_wind, h.hand_number, h.honba) for h in game.hands] == [
        (0, 1, 0),
        (0, 2, 0),
        (0, 2, 1),
        (0, 3, 0),
    ]
    first, draw, double, pao = game.hands
    assert first.riichi == (1,)
    assert first.result == Win(entries=(WinEntry(2, 3, 40),), discarder=0)
    assert draw.result == ExhaustiveDraw(tenpai=frozenset({1, 3}))
    assert [e.winner for e in double.result.entries] == [2, 3]
    assert pao.result.entries[0].pao == 1
    assert pao.result.entries[0].yakuman == 1
    assert game.final_scores == FINAL_SCORES
    assert game.final_points == FINAL_POINTS
    assert game.key.startswith("seed:")
    assert game.content_key.startswith("content:")


def test_the_replay_reproduces_every_score_movement_and_the_end():
    imported = replay_log(read_log(GAME_XML.encode()))
    assert imported.state.game_over
    assert imported.state.final_scores == FINAL_SCORES
    assert imported.notes == ()
    assert imported.rules.name == "tenhou"
    assert imported.log[0] == {"type": "riichi", "seat": 1}


def test_a_riichi_whose_step_two_states_no_scores_is_still_counted():
    # Older logs write <REACH step="2"> without ten=: the stick is taken all the same
    first = HANDS[0].replace(' ten="250,240,250,250" step="2"', ' step="2"')
    game = read_log(game_xml([first, *HANDS[1:]]).encode())
    assert game.hands[0].riichi == (1,)
    assert replay_log(game).state.final_scores == FINAL_SCORES


def test_gzip_is_recognised_by_content_not_name():
    assert read_log(gzip.compress(GAME_XML.encode())).players == NAMES


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"hello", "neither mjlog XML nor tenhou.net/6 JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8 text"),
        (b"<html><body/></html>", "not an mjlog"),
        (b"<mjloggm><INIT", "not well-formed XML"),
        (b'{"name": []}', "without a 'log' list"),
        (b'{"log": []}', "no hand"),
        (b"\x1f\x8b\x08\x00garbage", "damaged gzip"),
        (b"[" * 100_000, "neither"),
        (b'{"log": [[1]]}', "not a tenhou.net/6 hand"),
        (b"<mjloggm/>", "no finished hand"),
        (b'<!DOCTYPE x [<!ENTITY a "b">]><mjloggm/>', "document type"),
    ],
)
def test_what_is_not_a_log_is_refused_with_a_reason(data, reason):
    with pytest.raises(LogError, match=reason):
        read_log(data)


def test_a_log_whose_deltas_do_not_add_up_is_refused_naming_the_hand():
    broken = [
        HANDS[0].replace('sc="250,-52,240,0,250,62,250,0"', 'sc="250,-52,240,0,250,72,250,0"')
    ]
    with pytest.raises(LogError, match=r"East 1, 0 honba\): the log books \[-5200, 0, 7200, 0\]"):
        replay_log(read_log(game_xml(broken + HANDS[1:]).encode()))


def test_a_three_player_room_whose_hands_use_a_fourth_seat_is_refused_naming_it():
    """The sanma bit makes the game three players (tests/logs/test_sanma_logs.py); four-player
    hands under it are refused at the first hand that names the fourth seat."""
    with pytest.raises(LogError, match=r"East 2, 0 honba\): .*3 is not a seat \(0 to 2\)"):
        replay_log(read_log(game_xml(go_type=0xA9 | 0x10).encode()))


def test_an_east_only_room_with_its_own_uma_is_kept_under_rules_from_the_log():
    owari = 'owari="-10,-41.0,95,-25.0,310,6.0,605,60.0"'
    hands = [*HANDS[:3], HANDS[3].replace('owari="-10,-51.0,95,-30.0,310,11.0,605,70.0"', owari)]
    imported = replay_log(read_log(game_xml(hands, go_type=0xA1).encode()))
    assert imported.rules.length == "tonpuu"
    assert imported.rules.uma == (10, 5, -5, -10)
    assert imported.notes == ("uma 10/5/-5/-10 (from the log's end)",)


def test_a_custom_lobby_log_imports_or_says_why(store, tmp_path):
    outcome = import_log(store, write(tmp_path, "custom.xml", game_xml(go_type=0x841 | 0x08)))
    assert "custom lobby" in "; ".join(outcome.notes)


# --- the library -----------------------------------------------------------------------------


def test_import_stores_the_game_once_whatever_the_file_name(store, tmp_path):
    outcome = import_log(store, write(tmp_path, "a.mjlog", GAME_XML))
    assert not outcome.already
    record = store.load_game(outcome.game_id)
    assert record.finished
    assert list(record.players) == list(NAMES)
    again = import_log(store, write(tmp_path, "copy of a.xml", gzip.compress(GAME_XML.encode())))
    assert again.already
    assert again.game_id == outcome.game_id
    assert again.notes == ()  # nothing taken from this copy: it was not imported again
    assert games(store) == 1


def test_a_refused_log_writes_nothing(store, tmp_path):
    broken = game_xml(
        [HANDS[0].replace('ten="40,5200,0"', 'ten="40,5200,0"').replace(",62,", ",99,"), *HANDS[1:]]
    )
    with pytest.raises(LogError):
        import_log(store, write(tmp_path, "broken.xml", broken))
    assert games(store) == 0


def test_the_export_reads_back_as_the_same_game(store, tmp_path):
    game_id = import_log(store, write(tmp_path, "a.xml", GAME_XML)).game_id
    data = tenhou6(store.load_game(game_id))
    assert data["name"] == list(NAMES)
    assert [hand[0] for hand in data["log"]] == [[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 0, 0]]
    assert data["log"][0][16] == ["和了", [-5200, 0, 6200, 0], [2, 0, 2, "40符3飜5200点"]]
    assert data["log"][2][16][0] == "和了" and len(data["log"][2][16]) == 5  # double ron
    assert data["log"][3][16][2][:3] == [3, 0, 1]  # pao seat
    assert data["sc"] == [-1000, -51.0, 9500, -30.0, 31000, 11.0, 60500, 70.0]
    # the JSON form of the same game is the same game: already in the library
    again = import_log(store, write(tmp_path, "a.json", tenhou6_json(store.load_game(game_id))))
    assert again.already
    assert again.game_id == game_id


def test_a_table_game_exports_and_imports_back_under_its_own_rules(tmp_path):
    rules = get_preset("standard")
    state = new_game(rules)
    log = []
    for action in [
        DeclareRiichi(0),
        Win(entries=(WinEntry(0, 2, 30),), discarder=None),
        ExhaustiveDraw(tenpai=frozenset({0})),
        DeclareRiichi(2),
        Win(entries=(WinEntry(1, 1, 30),), discarder=2),
    ]:
        state = apply(state, action).state
        log.append(action_to_dict(action))
    with open_store(tmp_path / "one").store as first:
        game_id = first.insert_game(
            players=["A", "B", "C", "D"],
            rules=rules.to_dict(),
            log=log,
            index=len(log),
            title="club night",
        )
        text = tenhou6_json(first.load_game(game_id))
    with open_store(tmp_path / "two").store as second:
        outcome = import_log(second, write(tmp_path, "game.json", text))
        record = second.load_game(outcome.game_id)
    assert record.log == log
    assert record.rules == rules.to_dict()


@pytest.mark.skipif(not REAL_LOGS, reason=f"the real Tenhou logs ({RAW}) are not available here")
@pytest.mark.parametrize("path", REAL_LOGS, ids=lambda p: p.name)
def test_every_real_log_imports_and_replays_to_its_own_final_scores(path, store):
    game = read_log(path.read_bytes())
    imported = replay_log(game)
    assert imported.state.final_scores == game.final_scores
    outcome = import_log(store, path)
    assert store.load_game(outcome.game_id).finished


@pytest.mark.skipif(not REAL_LOGS, reason=f"the real Tenhou logs ({RAW}) are not available here")
@pytest.mark.parametrize("path", sorted((RAW / "tenhou6").glob("*.json")), ids=lambda p: p.name)
def test_the_export_of_an_imported_real_game_equals_its_result_parts(path, store):
    original = json.loads(path.read_text(encoding="utf-8"))
    exported = tenhou6(store.load_game(import_log(store, path).game_id))
    assert exported["sc"] == original["sc"]
    for mine, theirs in zip(exported["log"], original["log"], strict=True):
        assert mine[:2] == theirs[:2]
        assert mine[16][0] == theirs[16][0]
        if theirs[16][0] == "和了":
            assert mine[16][1::2] == theirs[16][1::2]
            assert [w[:4] for w in mine[16][2::2]] == [w[:4] for w in theirs[16][2::2]]
        else:
            assert mine[16][1:] == theirs[16][1:]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_random_bytes_give_a_log_error_never_another_exception(data):
    with contextlib.suppress(LogError):
        read_log(data)


@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=5),
        lambda inner: st.lists(inner, max_size=18) | st.dictionaries(st.text(max_size=4), inner),
        max_leaves=60,
    )
)
def test_random_json_in_a_log_shape_gives_a_log_error_or_a_game(value):
    data = json.dumps({"log": [value] if not isinstance(value, list) else value, "name": ["a"] * 4})
    with contextlib.suppress(LogError):
        replay_log(read_log(data.encode()))


# --- the command line ------------------------------------------------------------------------


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scoretable", *args], capture_output=True, text=True, timeout=60
    )


def test_the_import_command_reports_each_file_and_exits_by_the_worst(tmp_path):
    data = str(tmp_path / "data")
    good = write(tmp_path, "good.xml", GAME_XML)
    bad = write(tmp_path, "bad.txt", "not a log")
    first = run_cli("--data-dir", data, "import", str(good), str(bad))
    assert first.returncode == 1
    assert f"imported: {good} -> game 1" in first.stdout
    assert f"refused: {bad}: neither mjlog XML nor tenhou.net/6 JSON" in first.stderr
    assert "Traceback" not in first.stderr
    second = run_cli("--data-dir", data, "import", str(good))
    assert second.returncode == 0
    assert f"already in the library: {good} (game 1)" in second.stdout
