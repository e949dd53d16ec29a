"""Every real log at hand (../shared/oracle/raw: mjlog XML, tenhou.net/6 JSON, three players)
imports, imports again as nothing new, exports, and its export imports back as the same game.

Together they hold a double ron (with a riichi stick), Tenhou's triple-ron abortive draw, pao
with honba, reconnects, aborts and custom lobbies; the oracle's double rons with honba, its
nagashi and its West rounds are in tests/logs/test_multi_ron_logs.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.log_fixtures import MULTI_RON_XML

from scoretable.engine.names import clean_name
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import LogError, read_log
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log, tenhou6, tenhou6_json

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
#: Files of the oracle's raw folder that are no game log, and why.
NOT_LOGS = {
    "sanma.log": "a client's capture of its traffic with the server, not a log",
}
FILES = sorted(p for p in RAW.rglob("*") if p.is_file()) if RAW.is_dir() else []
LOGS = [p for p in FILES if p.name not in NOT_LOGS]
ABSENT = pytest.param(
    None, marks=pytest.mark.skip(reason=f"the real Tenhou logs ({RAW}) are absent"), id="absent"
)


def _title_apart(data: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in data.items() if key != "title"}


@pytest.mark.parametrize("path", LOGS or [ABSENT], ids=lambda p: p if p is None else p.name)
def test_a_real_log_imports_once_exports_and_its_export_imports_back(path, tmp_path):
    game = read_log(path.read_bytes())
    with open_store(tmp_path / "one").store as store:
        first = import_log(store, path)
        assert not first.already
        record = store.load_game(first.game_id)
        assert record.finished == (game.final_scores is not None)
        if record.finished:
            assert tuple(record.result["scores"]) == game.final_scores
        assert list(record.players) == [
            clean_name(name) or f"Player {seat + 1}" for seat, name in enumerate(game.players)
        ]
        # the same file again, under another name: nothing new
        copy = tmp_path / f"copy of {path.name}"
        copy.write_bytes(path.read_bytes())
        again = import_log(store, copy)
        assert (again.already, again.game_id, again.notes) == (True, first.game_id, ())
        # its export is the same game too
        exported = tmp_path / "export.json"
        exported.write_text(tenhou6_json(record), encoding="utf-8")
        assert import_log(store, exported).already
        assert len(store.list_games()) == 1
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert len(data["log"]) == len(game.hands)
    assert [hand[0] for hand in data["log"]] == [
        [h.round_wind * 4 + h.hand_number - 1, h.honba, h.sticks] for h in game.hands
    ]
    if game.final_scores is not None:
        seats = len(game.final_scores)
        assert data["sc"][0::2][:seats] == list(game.final_scores)
        # tenhou.net/6 has four places: a three-player game's fourth is 0 points, 0.0 result
        assert data["sc"][2 * seats :] == [0, 0.0] * (4 - seats)
    with open_store(tmp_path / "two").store as other:
        back = import_log(other, exported)
        assert not back.already
        copied = other.load_game(back.game_id)
    assert copied.log == record.log
    assert copied.rules == record.rules
    assert copied.players == record.players
    assert copied.result == record.result
    assert _title_apart(tenhou6(copied)) == _title_apart(data)


@pytest.mark.parametrize(
    "name", sorted(NOT_LOGS) if FILES else [ABSENT], ids=lambda n: n if n else "absent"
)
def test_what_is_not_a_log_in_the_raw_folder_is_refused_in_one_line(name, tmp_path):
    (path,) = [p for p in FILES if p.name == name]
    with pytest.raises(LogError) as caught:
        replay_log(read_log(path.read_bytes()))
    assert str(caught.value) == "neither mjlog XML nor tenhou.net/6 JSON"
    with open_store(tmp_path / "data").store as store:
        with pytest.raises(LogError):
            import_log(store, path)
        assert store.list_games() == []


@pytest.mark.skipif(not FILES, reason=f"the real Tenhou logs ({RAW}) are absent")
def test_the_raw_folder_holds_the_logs_this_test_was_written_for():
    """A log added to ../shared is tested by the table above; one gone is noticed here."""
    kinds = {p.parent.name for p in LOGS}
    assert kinds == {"mjlog", "tenhou6", "sanma"}
    assert len(LOGS) >= 21


# --- what the tenhou.net/6 part cannot say: the order of a hand's riichi -----------------------

REACH_1_THEN_2 = (
    '<REACH who="1" step="1"/><REACH who="1" ten="250,240,250,250" step="2"/>'
    '<REACH who="2" step="1"/><REACH who="2" ten="250,240,240,250" step="2"/>'
)
REACH_2_THEN_1 = (
    '<REACH who="2" step="1"/><REACH who="2" ten="250,250,240,250" step="2"/>'
    '<REACH who="1" step="1"/><REACH who="1" ten="250,240,240,250" step="2"/>'
)


def _riichi(log: list[dict[str, object]]) -> list[object]:
    return [entry["seat"] for entry in log if entry["type"] == "riichi"]


@pytest.mark.parametrize("reach", [REACH_1_THEN_2, REACH_2_THEN_1], ids=["1-2", "2-1"])
def test_the_export_keeps_the_order_of_a_hand_s_riichi(reach, tmp_path):
    assert MULTI_RON_XML.count(REACH_1_THEN_2) == 1
    path = tmp_path / "game.xml"
    path.write_text(MULTI_RON_XML.replace(REACH_1_THEN_2, reach))
    with open_store(tmp_path / "one").store as store:
        record = store.load_game(import_log(store, path).game_id)
    order = [1, 2] if reach == REACH_1_THEN_2 else [2, 1]
    assert _riichi(record.log) == order
    data = tenhou6(record)
    assert data["scoretable"]["riichi"] == [[], [], order]
    exported = tmp_path / "export.json"
    exported.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with open_store(tmp_path / "two").store as other:
        copied = other.load_game(import_log(other, exported).game_id)
    assert copied.log == record.log
    # an export of an older scoretable, without the order: the riichi in seat order
    del data["scoretable"]["riichi"]
    assert _riichi(replay_log(read_log(json.dumps(data).encode())).log) == [1, 2]


@pytest.mark.parametrize(
    "riichi",
    [[[], [], [1]], [[], [], [1, 3]], [[], [], [1, 1]], [[], [1, 2]], [[], [], ["1", 2]], {}],
    ids=["one-left-out", "another-seat", "twice", "a-hand-short", "not-a-seat", "not-a-list"],
)
def test_an_export_whose_riichi_order_names_other_seats_is_refused(riichi, tmp_path):
    path = tmp_path / "game.xml"
    path.write_text(MULTI_RON_XML)
    with open_store(tmp_path / "data").store as store:
        data = tenhou6(store.load_game(import_log(store, path).game_id))
    data["scoretable"]["riichi"] = riichi
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data).encode())
    assert str(caught.value) == "the file's own riichi do not match its hands"
