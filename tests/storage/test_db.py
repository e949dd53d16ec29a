"""The store: durability settings, incremental journal, damaged files, the lock."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from scoretable.storage import db
from scoretable.storage.db import SCHEMA_VERSION, StoreLocked, open_store
from scoretable.storage.paths import DB_NAME, data_dir

RULES = {"name": "standard", "start_points": 25000}
NAMES = ["Ann", "Bo", "Cy", "Di"]


@dataclass
class FakeModel:
    """Just what the journal reads, changed the way the model's undo stack changes it."""

    players: list[str] = field(default_factory=lambda: list(NAMES))
    log: list[dict[str, Any]] = field(default_factory=list)
    index: int = 0

    def push(self, entry: dict[str, Any]) -> None:
        del self.log[self.index :]
        self.log.append(entry)
        self.index += 1

    def undo(self) -> None:
        self.index -= 1

    def redo(self) -> None:
        self.index += 1


def riichi(seat: int) -> dict[str, Any]:
    return {"type": "riichi", "seat": seat}


def test_data_dir_prefers_option_then_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("SCORETABLE_DATA_DIR", str(tmp_path / "env"))
    assert data_dir(str(tmp_path / "opt")) == tmp_path / "opt"
    assert (tmp_path / "opt").is_dir()
    assert data_dir(None) == tmp_path / "env"
    assert (tmp_path / "env").is_dir()


def test_tests_never_use_the_real_data_dir(monkeypatch):
    import platformdirs

    real = Path(platformdirs.user_data_dir("scoretable", appauthor=False))
    assert data_dir(None) != real


def test_durable_settings_wal_and_full_sync(store):
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert store.schema_version == SCHEMA_VERSION


def test_journal_saves_pushes_undo_redo_and_truncated_redo(store):
    journal = store.start_game(RULES, NAMES)
    model = FakeModel()
    for seat in range(3):
        model.push(riichi(seat))
        journal.save(model)
    model.undo()
    journal.save(model)
    model.undo()
    journal.save(model)
    record = store.load_game(journal.game_id)
    assert record.log == [riichi(0), riichi(1), riichi(2)]
    assert record.index == 1
    model.redo()
    journal.save(model)
    model.push({"type": "rename", "seat": 3, "name": "Dee"})  # drops riichi(2) from redo
    model.players[3] = "Dee"
    journal.save(model)
    record = store.load_game(journal.game_id)
    assert record.log == [riichi(0), riichi(1), {"type": "rename", "seat": 3, "name": "Dee"}]
    assert record.index == 3
    assert record.players == NAMES
    assert record.names == ["Ann", "Bo", "Cy", "Dee"]
    assert "Dee" in store.known_players()


def test_journal_continues_a_loaded_game(store):
    journal = store.start_game(RULES, NAMES)
    model = FakeModel()
    model.push(riichi(0))
    model.push(riichi(1))
    journal.save(model)
    record = store.load_game(journal.game_id)
    resumed = store.journal_for(record)
    again = FakeModel(log=list(record.log), index=record.index)
    again.undo()
    resumed.save(again)
    again.push(riichi(3))
    resumed.save(again)
    assert store.load_game(journal.game_id).log == [riichi(0), riichi(3)]


def count_statements(store, action) -> int:
    seen: list[str] = []
    store.conn.set_trace_callback(seen.append)
    try:
        action()
    finally:
        store.conn.set_trace_callback(None)
    return len(seen)


def test_save_work_does_not_grow_with_the_game(store):
    journal = store.start_game(RULES, NAMES)
    model = FakeModel()
    costs = []
    for n in range(400):
        model.push({"type": "draw", "tenpai": [n % 4]})
        cost = count_statements(store, lambda: journal.save(model))
        if n in (5, 399):
            costs.append(cost)
    assert costs[0] == costs[1]
    assert len(store.load_game(journal.game_id).log) == 400


def test_a_failed_save_leaves_the_journal_as_it_was(store, monkeypatch):
    journal = store.start_game(RULES, NAMES)
    model = FakeModel()
    model.push(riichi(0))
    journal.save(model)
    model.push(riichi(1))
    monkeypatch.setattr(journal, "clock", lambda: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        journal.save(model)
    assert store.load_game(journal.game_id).log == [riichi(0)]
    monkeypatch.undo()
    journal.save(model)
    assert store.load_game(journal.game_id).log == [riichi(0), riichi(1)]


def test_library_queries(store):
    first = store.start_game(RULES, NAMES)
    second = store.start_game({"name": "tenhou"}, ["E", "F", "G", "H"])
    model = FakeModel()
    model.push(riichi(0))
    first.clock = lambda: "2999-01-01T00:00:00+00:00"
    first.save(model)  # played last
    games = store.list_games()
    assert [g.id for g in games] == [first.game_id, second.game_id]
    assert games[1].rules_name == "tenhou"
    assert store.last_unfinished() == first.game_id
    store.rename_game(second.game_id, "  Club night ")
    assert store.load_game(second.game_id).title == "Club night"
    store.delete_game(first.game_id)
    assert [g.id for g in store.list_games()] == [second.game_id]
    assert store.conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0] == 0
    with pytest.raises(KeyError):
        store.load_game(first.game_id)


def test_known_players_most_recent_first(store):
    store.insert_games([], remember=["Old", "Timer"])
    store.conn.execute("UPDATE players SET last_used = '2000-01-01'")
    store.insert_games([], remember=["New", " ", ""])
    assert store.known_players() == ["New", "Old", "Timer"]


# --- damaged files ---------------------------------------------------------------------------


def make_database_with_games(directory: Path, games: int = 60) -> Path:
    with open_store(directory).store as store:
        for n in range(games):
            journal = store.start_game(RULES, [f"P{n}", "B", "C", "D"])
            model = FakeModel()
            for seat in range(4):
                model.push({"type": "riichi", "seat": seat, "pad": "x" * 200})
            journal.save(model)
    path = directory / DB_NAME
    assert not (directory / (DB_NAME + "-wal")).exists()  # checkpointed on close
    return path


def damage_truncated(path: Path) -> None:
    with open(path, "r+b") as f:
        f.truncate(path.stat().st_size // 2)


def damage_not_sqlite(path: Path) -> None:
    path.write_bytes(b"These are my mahjong notes, not a database.\n" * 50)


def damage_tiny(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\x00\x10")


def damage_newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()


@pytest.mark.parametrize(
    ("damage", "kind", "detail"),
    [
        (damage_truncated, "damaged", "database disk image is malformed"),
        (damage_not_sqlite, "unreadable", "file is not a database"),
        (damage_newer, "newer", str(SCHEMA_VERSION + 5)),
    ],
    ids=["truncated", "not-sqlite", "newer-schema"],
)
def test_a_database_set_aside_says_what_kind_of_fault_it_had(tmp_path, damage, kind, detail):
    # the window words the fault by its kind (the library's damage message)
    damage(make_database_with_games(tmp_path))
    opened = open_store(tmp_path)
    try:
        assert opened.error is not None
        assert opened.error.kind == kind
        assert opened.error.detail == detail
    finally:
        opened.store.close()


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (damage_truncated, "damaged"),
        (damage_not_sqlite, "cannot be read"),
        (damage_tiny, "cannot be read"),
        (damage_newer, "newer version"),
    ],
    ids=["truncated", "not-sqlite", "tiny-header", "newer-schema"],
)
def test_damaged_database_is_kept_and_a_fresh_store_starts(tmp_path, damage, words):
    path = make_database_with_games(tmp_path)
    damage(path)
    before = path.read_bytes()
    opened = open_store(tmp_path)
    try:
        assert opened.notice is not None
        assert words in opened.notice
        assert str(opened.moved_to) in opened.notice
        assert opened.moved_to is not None
        assert opened.moved_to.read_bytes() == before  # kept byte for byte
        assert opened.moved_to.name.startswith(DB_NAME + ".damaged-")
        store = opened.store
        assert store.list_games() == []
        journal = store.start_game(RULES, NAMES)  # and it works
        assert store.load_game(journal.game_id).players == NAMES
    finally:
        opened.store.close()
    # The fresh store opens again without complaint.
    again = open_store(tmp_path)
    assert again.notice is None
    assert len(again.store.list_games()) == 1
    again.store.close()
    assert opened.moved_to.read_bytes() == before


# --- two instances ---------------------------------------------------------------------------


def test_second_store_on_the_same_directory_is_refused(tmp_path):
    first = open_store(tmp_path)
    try:
        with pytest.raises(StoreLocked, match=f"process {os.getpid()}") as refused:
            open_store(tmp_path)
        # the kind the window words it by, and the process it names
        assert (refused.value.kind, refused.value.detail) == ("locked", str(os.getpid()))
    finally:
        first.store.close()
    open_store(tmp_path).store.close()  # free again once the first closes


def test_second_process_is_refused_with_a_message(tmp_path):
    script = (
        "import sys; from pathlib import Path; from scoretable.storage.db import open_store,"
        " StoreLocked\n"
        "try:\n    open_store(Path(sys.argv[1]))\n"
        "except StoreLocked as e:\n    print('REFUSED', e); sys.exit(3)\n"
    )
    first = open_store(tmp_path)
    try:
        done = subprocess.run(
            [sys.executable, "-c", script, str(tmp_path)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        first.store.close()
    assert done.returncode == 3, done.stderr
    assert "already using the database" in done.stdout


def test_migrations_list_matches_the_version():
    assert len(db.MIGRATIONS) == SCHEMA_VERSION


def test_a_database_error_reaches_the_model_as_an_os_error(store):
    journal = store.start_game(RULES, NAMES)
    model = FakeModel()
    model.push(riichi(0))
    store.conn.execute("DROP TABLE entries")  # stands in for a disk that fails
    with pytest.raises(OSError, match="no such table: entries"):
        journal.save(model)
    assert journal.index == 0
    assert journal.saved == []


def test_empty_unfinished_games_are_forgotten(store):
    empty = store.start_game(RULES, NAMES)
    kept = store.start_game(RULES, NAMES)
    played = store.start_game(RULES, NAMES)
    model = FakeModel()
    model.push(riichi(0))
    played.save(model)
    store.delete_empty_games(keep=kept.game_id)
    assert {g.id for g in store.list_games()} == {kept.game_id, played.game_id}
    assert empty.game_id not in {g.id for g in store.list_games()}


def test_memory_store_has_the_current_schema():
    store = db.open_memory_store()
    journal = store.start_game(RULES, NAMES)
    assert store.schema_version == SCHEMA_VERSION
    assert store.load_game(journal.game_id).players == NAMES
    store.close()


def _older_mahjongsoul_rules() -> dict[str, Any]:
    """Mahjong Soul's rules as a version before target_points and pao_ron_honba saved them."""
    from scoretable.engine.rules import get_preset

    data = get_preset("mahjongsoul").to_dict()
    del data["target_points"], data["pao_ron_honba"]
    return data


def test_a_game_saved_before_the_target_and_pao_honba_replays_as_it_was_played(store, qapp):
    """Rules saved without the newer fields keep the meaning they were played with: the
    target was the return points (Mahjong Soul: 25,000) and the discarder paid the honba of
    a pao ron; a win saved without its pao yakuman reads as not said."""
    from scoretable.engine.rules import Rules
    from scoretable.game.model import GameModel

    no_tenpai = {"type": "draw", "tenpai": [], "nagashi": []}
    pao_ron = {
        "type": "win",
        "discarder": 2,
        "entries": [
            {
                "winner": 0,
                "han": 0,
                "fu": None,
                "yakuman": 1,
                "double_yakuman": 0,
                "pao": 3,
                "pao_yakuman": None,
                "rinshan_pao": None,
            }
        ],
    }
    # South 4 after seven draws with nobody tenpai (7 honba): Bo wins 2 han 30 fu off Ann,
    # 2,000 + 2,100 for the honba: first on 29,100, above the old 25,000 target
    last = {
        "type": "win",
        "discarder": 0,
        "entries": [
            {
                "winner": 1,
                "han": 2,
                "fu": 30,
                "yakuman": 0,
                "double_yakuman": 0,
                "pao": None,
                "pao_yakuman": None,
                "rinshan_pao": None,
            }
        ],
    }
    ended = store.insert_game(
        players=NAMES, rules=_older_mahjongsoul_rules(), log=[no_tenpai] * 7 + [last], index=8
    )
    pao = store.insert_game(
        players=NAMES, rules=_older_mahjongsoul_rules(), log=[no_tenpai, pao_ron], index=2
    )
    record = store.load_game(ended)
    rules = Rules.from_dict(record.rules)
    assert (rules.target_points, rules.pao_ron_honba) == (25000, "discarder")
    model = GameModel.restore(rules, record.players, record.log, record.index)
    assert model.state.scores[1] == 29100
    assert model.game_over  # as when it was played (the preset now plays into West)

    record = store.load_game(pao)
    model = GameModel.restore(
        Rules.from_dict(record.rules), record.players, record.log, record.index
    )
    # East 2 (Bo deals), 1 honba: Ann's yakuman by ron off Cy, Di liable: 32,000 split, and
    # Cy paid the honba then (Mahjong Soul's preset now has Di pay it)
    assert model.state.scores == (25000 + 32300, 25000, 25000 - 16300, 25000 - 16000)


def test_an_existing_open_data_folder_is_made_private(tmp_path):
    """Issue 20 item 9: a data folder made 0755 by an older version stayed world-readable."""
    folder = tmp_path / "data"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    opened = open_store(folder)
    opened.store.close()
    assert folder.stat().st_mode & 0o777 == 0o700


def test_a_folder_that_cannot_be_tightened_still_opens(tmp_path, monkeypatch):
    """chmod failing (not permitted, or a folder another user owns) never stops start-up."""
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o755)

    def refuse(self, mode):
        raise PermissionError("not permitted")

    monkeypatch.setattr(Path, "chmod", refuse)
    opened = open_store(folder)
    opened.store.close()
    assert folder.stat().st_mode & 0o777 == 0o755


def test_a_folder_owned_by_someone_else_is_left_alone(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o755)
    monkeypatch.setattr(os, "getuid", lambda: os.stat(folder).st_uid + 1)
    opened = open_store(folder)
    opened.store.close()
    assert folder.stat().st_mode & 0o777 == 0o755


def test_a_platform_without_owners_leaves_the_folder_alone(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o755)
    monkeypatch.delattr(os, "getuid")
    opened = open_store(folder)
    opened.store.close()
    assert folder.stat().st_mode & 0o777 == 0o755
