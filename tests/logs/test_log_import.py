"""Importing a log into the library: names cleaned as at entry, a cut log kept unfinished and
completed by the whole log, a store that cannot grow refused with nothing written, file names
that are not UTF-8 shown escaped."""

from __future__ import annotations

import copy
import io
import json
import os
import sqlite3
import sys
from pathlib import Path

import pytest
from helpers.log_fixtures import GAME_XML, HANDS, NAMES, game_xml
from helpers.tenhou6_logs import JSON_GAME

from scoretable.cli.import_logs import run_import
from scoretable.engine.names import NAME_MAX
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import SaveError, StoreError, StoreUnavailable, open_store
from scoretable.storage.logs import StoreRefusal, export_tenhou6, import_log, store_problem

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
RECONNECT = RAW / "mjlog" / "2019081518gm-00a9-0000-cce9d00c.xml"


def write(tmp_path: Path, name: str | bytes, data: bytes | str) -> Path:
    path = Path(os.fsdecode(os.path.join(os.fsencode(tmp_path), os.fsencode(name))))
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def json_game(names) -> bytes:
    data = copy.deepcopy(JSON_GAME)
    data["name"] = names
    return json.dumps(data, ensure_ascii=False).encode()


# --- names -------------------------------------------------------------------------------------


def test_names_are_cleaned_and_limited_at_import_as_at_entry(store, tmp_path):
    names = ["W" * 5000, "Bea\u202eevil", "  Cid \n\t Smith ", "\x07"]
    outcome = import_log(store, write(tmp_path, "names.json", json_game(names)))
    players = store.load_game(outcome.game_id).players
    assert players == ["W" * NAME_MAX, "Beaevil", "Cid Smith", "Player 4"]
    assert store.list_games()[0].problem == ""  # the library lists it: readable


@pytest.mark.skipif(
    not RECONNECT.exists(), reason=f"the real reconnect log ({RECONNECT}) is absent"
)
def test_a_real_log_with_a_reconnect_stores_every_seat_s_name(store):
    outcome = import_log(store, RECONNECT)
    assert store.load_game(outcome.game_id).players == [
        "メタルはまっち☆",
        "右折するひつじ",
        "武藤千春",
        "哲学する麻雀",
    ]


# --- cut and whole -----------------------------------------------------------------------------


def test_a_cut_log_is_kept_unfinished_and_the_whole_log_completes_it(store, tmp_path):
    cut = import_log(store, write(tmp_path, "cut.xml", game_xml(HANDS[:2])))
    assert not store.load_game(cut.game_id).finished
    assert cut.notes[-1] == (
        "the log stops after hand 2 (East 2, 0 honba) without the end of the game: "
        "kept as an unfinished game"
    )
    again = import_log(store, write(tmp_path, "cut-again.xml", game_xml(HANDS[:2])))
    assert again.already
    assert again.game_id == cut.game_id
    whole = import_log(store, write(tmp_path, "whole.xml", GAME_XML))
    assert not whole.already
    assert whole.replaced == cut.game_id
    assert whole.notes[-1] == f"completes the unfinished game {cut.game_id} of a cut log"
    games = store.list_games()
    assert [g.id for g in games] == [whole.game_id]
    record = store.load_game(whole.game_id)
    assert record.finished
    assert record.players == list(NAMES)
    assert import_log(store, write(tmp_path, "whole-again.xml", GAME_XML)).already
    assert import_log(store, write(tmp_path, "cut-late.xml", game_xml(HANDS[:2]))).already


def test_a_cut_log_game_played_on_differently_is_not_replaced(store, tmp_path):
    cut = import_log(store, write(tmp_path, "cut.xml", game_xml(HANDS[:2])))
    record = store.load_game(cut.game_id)
    journal = store.journal_for(record)

    class Played:
        def __init__(self) -> None:
            self.log = [*record.log, {"type": "draw", "tenpai": [0]}]
            self.index = len(self.log)
            self.players = record.players

    journal.save(Played())
    outcome = import_log(store, write(tmp_path, "whole.xml", GAME_XML))
    assert outcome.already
    assert outcome.game_id == cut.game_id
    assert len(store.list_games()) == 1


# --- a store that cannot grow ------------------------------------------------------------------


def fill(store) -> int:
    """The store made unable to grow (as on a full disk), its last pages filled; the number
    of games it then holds."""
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(SaveError, match="full"):
        for _ in range(10_000):
            store.insert_game(players=["a"] * 4, rules={}, log=[], index=0, title="x" * 500)
    return len(store.list_games())


def test_a_store_that_cannot_grow_refuses_the_import_and_keeps_what_it_had(store, tmp_path):
    import_log(store, write(tmp_path, "first.xml", game_xml(HANDS[:1], seed="a")))
    held = fill(store)
    with pytest.raises(LogError, match=r"^the library cannot store it: database or disk is full$"):
        import_log(store, write(tmp_path, "second.xml", GAME_XML))
    assert len(store.list_games()) == held


def test_an_unreadable_stored_game_under_the_key_is_left_alone(store, tmp_path):
    first = import_log(store, write(tmp_path, "first.xml", GAME_XML))
    store.conn.execute("UPDATE games SET players = 'not json' WHERE id = ?", (first.game_id,))
    again = import_log(store, write(tmp_path, "again.xml", GAME_XML))
    assert again.already
    assert again.game_id == first.game_id


# --- file names --------------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="file names are UTF-16 on Windows")
def test_a_file_name_that_is_not_utf8_is_shown_escaped(tmp_path):
    good = write(tmp_path, b"caf\xe9.xml", GAME_XML)
    bad = write(tmp_path, b"bad\xff.txt", "not a log")
    out, err = io.StringIO(), io.StringIO()
    status = run_import([str(good), str(bad)], str(tmp_path / "data"), out, err)
    shown = os.fsencode(tmp_path).decode()
    assert status == 1
    assert out.getvalue() == f"imported: {shown}/caf\\xe9.xml -> game 1\n"
    assert err.getvalue() == (
        f"refused: {shown}/bad\\xff.txt: neither mjlog XML nor tenhou.net/6 JSON\n"
    )
    with open_store(tmp_path / "data").store as store:
        assert store.list_games()[0].title == "Tenhou log caf\\xe9"


def test_an_altered_log_of_a_game_the_library_holds_is_refused_not_already_there(store, tmp_path):
    import_log(store, write(tmp_path, "whole.xml", GAME_XML))
    altered = GAME_XML.replace('ten="40,5200,0"', 'ten="40,5300,0"')
    with pytest.raises(LogError, match="seat 2's win states points 5300, the engine 5200"):
        import_log(store, write(tmp_path, "altered.xml", altered))


def test_the_import_report_writes_refusals_and_notes_in_the_interface_s_language(
    store, tmp_path, qapp, monkeypatch
):
    from PySide6.QtCore import QCoreApplication

    from scoretable.ui.library.log_files import import_log_files

    japanese = {
        "Imported: {0}{1}": "取り込みました: {0}{1}",
        "Refused: {0}: {1}": "取り込めません: {0}: {1}",
        "the log stops after {hand} without the end of the game: kept as an unfinished game": (
            "牌譜は{hand}の後で終局なしに終わっています: 未完の対局として保存しました"
        ),
        "hand {number} ({wind} {hand}, {honba} honba)": (
            "第{number}局（{wind}{hand}局 {honba}本場）"
        ),
        "hand {number}": "第{number}局",
        "East": "東",
        "{where}: <{tag}> has no {field}": "{where}: <{tag}> に {field} がありません",
    }
    monkeypatch.setattr(
        QCoreApplication, "translate", staticmethod(lambda c, t, *a: japanese.get(t, t))
    )
    cut = write(tmp_path, "cut.xml", game_xml(HANDS[:2]))
    bad = write(
        tmp_path,
        "bad.xml",
        GAME_XML.replace(' who="2" fromWho="0" sc="250', ' fromWho="0" sc="250'),
    )
    _, lines = import_log_files(store, [cut, bad])
    assert lines == [
        "取り込みました: cut.xml (牌譜は第2局（東2局 0本場）の後で終局なしに終わっています: "
        "未完の対局として保存しました)",
        "取り込めません: bad.xml: 第1局: <AGARI> に who がありません",
    ]


def test_a_file_name_holding_a_nul_is_refused_in_one_line(store):
    with pytest.raises(LogError, match=r"^not a file name$"):
        import_log(store, Path("bad\0name.xml"))


def test_a_full_store_s_refusal_says_the_store_is_at_fault(store, tmp_path):
    fill(store)
    with pytest.raises(StoreRefusal) as refused:
        import_log(store, write(tmp_path, "second.xml", GAME_XML))
    assert refused.value.kind == "full"


def test_a_store_locked_by_another_program_refuses_as_busy(store, tmp_path):
    store.conn.execute("PRAGMA busy_timeout = 10")
    other = sqlite3.connect(store.path)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreRefusal, match=r"database is locked$") as refused:
            import_log(store, write(tmp_path, "game.xml", GAME_XML))
    finally:
        other.close()
    assert refused.value.kind == "busy"
    assert store.list_games() == []


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (StoreUnavailable("no room", "full"), "full"),
        (StoreError("gone", "unreadable"), "unreadable"),
        (SaveError("plain"), "unavailable"),
        (ValueError("other"), "unavailable"),
    ],
)
def test_what_keeps_a_store_from_taking_a_change(error, kind):
    assert store_problem(error) == kind


def test_an_export_as_tenhou6_is_written_whole_or_not_at_all(store, tmp_path):
    game_id = import_log(store, write(tmp_path, "game.xml", GAME_XML)).game_id
    record = store.load_game(game_id)
    target = tmp_path / "out.json"
    export_tenhou6(record, target)
    assert json.loads(target.read_text(encoding="utf-8"))["name"][0] == "Ann"
    with pytest.raises(FileNotFoundError):
        export_tenhou6(record, tmp_path / "gone" / "out.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "game.xml", "out.json"]


def test_a_game_without_a_log_id_is_one_club_game_from_its_mjlog_and_its_tenhou6_json(
    tmp_path: Path,
) -> None:
    # the mjlog is known by its shuffle seed and its content, the tenhou.net/6 JSON (no log
    # id: no "ref") by its content alone: the club's id is the first origin, the content
    from scoretable.storage.club import store_uid

    without_ref = {k: v for k, v in JSON_GAME.items() if k != "ref"}
    uids = []
    for name, data in (("game.xml", GAME_XML), ("game.json", json.dumps(without_ref))):
        with open_store(tmp_path / f"library of {name}").store as store:
            game_id = import_log(store, write(tmp_path, name, data)).game_id
            uids.append(store_uid(store, game_id))
    assert uids[0] == uids[1]
    assert str(uids[0]).startswith("content:")
