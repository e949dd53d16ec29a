"""Every released schema version (a frozen dump in fixtures/) upgrades to the current one and
its games come back whole."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

import scoretable
from scoretable.engine.rules import Rules
from scoretable.storage.db import SCHEMA_VERSION, open_store
from scoretable.storage.paths import DB_NAME

FIXTURES = Path(__file__).with_name("fixtures")
VERSIONS = sorted(int(p.stem[1:]) for p in FIXTURES.glob("v*.sql"))


def test_there_is_a_fixture_for_every_version():
    assert list(range(1, SCHEMA_VERSION + 1)) == VERSIONS


def build(version: int, directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / DB_NAME
    conn = sqlite3.connect(path)
    conn.executescript((FIXTURES / f"v{version}.sql").read_text())
    conn.close()
    return path


@pytest.mark.parametrize("version", VERSIONS)
def test_fixture_upgrades_and_its_games_restore(tmp_path, version, qapp):
    path = build(version, tmp_path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == version
    conn.close()

    opened = open_store(tmp_path)
    assert opened.notice is None
    store = opened.store
    try:
        assert store.schema_version == SCHEMA_VERSION
        tables = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master")}
        assert {"games", "entries", "players", "quiz_learners", "quiz_attempts"} <= tables

        games = {g.title: g for g in store.list_games()}
        assert set(games) == {"Finished game", "Unfinished game"}
        done, open_game = games["Finished game"], games["Unfinished game"]
        assert done.finished
        assert done.result is not None
        assert done.rules_name == "standard"
        assert open_game.names == ["Ann", "Bo", "Cy", "Dee"]  # the rename, replayed
        assert store.last_unfinished() == open_game.id
        assert store.known_players()[:2] in (["Ann", "Dee"], ["Dee", "Ann"])

        from scoretable.game.model import GameModel

        record = store.load_game(open_game.id)
        model = GameModel.restore(
            Rules.from_dict(record.rules),
            record.players,
            record.log,
            record.index,
            journal=store.journal_for(record),
        )
        assert model.state.scores == (25000, 28900, 21100, 25000)
        assert model.players == ("Ann", "Bo", "Cy", "Dee")
        assert model.can_redo()
        model.redo()  # and the upgraded store keeps saving
        assert store.load_game(open_game.id).index == 4
        assert model.state.riichi == frozenset({0})

        finished = store.load_game(done.id)
        restored = GameModel.restore(
            Rules.from_dict(finished.rules), finished.players, finished.log, finished.index
        )
        assert restored.game_over
        assert list(restored.result().points) == finished.result["points"]  # type: ignore[index]
    finally:
        store.close()


def test_a_first_version_game_whose_rules_have_no_name_upgrades_with_an_empty_one(tmp_path):
    path = build(1, tmp_path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            "UPDATE games SET rules = json_remove(rules, '$.name') WHERE title = 'Unfinished game'"
        )
    conn.close()
    opened = open_store(tmp_path)
    try:
        assert opened.notice is None
        assert opened.store.schema_version == SCHEMA_VERSION
        games = {g.title: g.rules_name for g in opened.store.list_games()}
        assert games == {"Finished game": "standard", "Unfinished game": ""}
    finally:
        opened.store.close()


def test_a_failed_migration_leaves_the_old_version(tmp_path, monkeypatch):
    from scoretable.storage import db, upgrade

    build(1, tmp_path)

    second = db.MIGRATIONS[1]

    def broken(conn: sqlite3.Connection) -> None:
        if not conn.execute("PRAGMA database_list").fetchone()[2]:
            second(conn)  # the frozen schemas, drawn in memory, are as they were
            return
        conn.execute("ALTER TABLE games ADD COLUMN names TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(upgrade, "MIGRATIONS", [db.MIGRATIONS[0], broken, *db.MIGRATIONS[2:]])
    with pytest.raises(db.StoreError, match="disk I/O error"):
        db._connect(tmp_path / DB_NAME)
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    assert "names" not in columns  # rolled back as one transaction
    conn.close()


def schema_of(conn: sqlite3.Connection, prefix: str = "") -> dict[str, object]:
    """Every table and index (named ``prefix...``) by what SQLite makes of it: columns with
    type, NOT NULL, default and key; foreign keys; indexed columns and uniqueness. Blind to
    whitespace, comments and ``IF NOT EXISTS``, so two spellings of one schema compare equal."""
    found: dict[str, object] = {}
    for kind, name, table in conn.execute(
        "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        " AND name LIKE ? ORDER BY name",
        (prefix + "%",),
    ):
        if kind == "table":
            found[name] = (
                "table",
                conn.execute(f"PRAGMA table_xinfo({name})").fetchall(),
                conn.execute(f"PRAGMA foreign_key_list({name})").fetchall(),
                sorted(
                    (r[2], conn.execute(f"PRAGMA index_info({r[1]})").fetchall())
                    for r in conn.execute(f"PRAGMA index_list({name})")
                ),
            )
        else:
            found[name] = ("index", table, conn.execute(f"PRAGMA index_xinfo({name})").fetchall())
    return found


def migrated(version: int = SCHEMA_VERSION) -> sqlite3.Connection:
    from scoretable.storage.migrations import MIGRATIONS

    conn = sqlite3.connect(":memory:", isolation_level=None)
    for number in range(version):
        MIGRATIONS[number](conn)
    return conn


def test_all_migrations_on_an_empty_database_give_the_current_schema():
    """The frozen migrations build exactly the schema the code of today uses: the golden dump
    of it."""
    conn = migrated()
    assert set(schema_of(conn)) == {
        "entries",
        "games",
        "games_by_created",
        "games_by_recent",
        "games_by_update",
        "library",
        "log_hands",
        "origins",
        "origins_by_game",
        "players",
        "quiz_attempts",
        "quiz_attempts_learner",
        "quiz_learners",
        "quiz_reviews",
        "seat_stats",
        "seat_stats_by_name",
        "seat_stats_in_order",
        "skill_answers",
        "skill_answers_learner",
        "skill_records",
    }
    # The golden schema of every version: the fixtures' tables are exactly what the
    # migrations up to that version make.
    for version in VERSIONS:
        golden = sqlite3.connect(":memory:")
        golden.executescript((FIXTURES / f"v{version}.sql").read_text())
        assert schema_of(migrated(version)) == schema_of(golden), version


def test_the_learners_tables_are_defined_by_the_migrations_alone():
    """The learner's tables are written once, in the frozen migrations: no other module of
    the package declares them (the modules that use them rely on the store's migrations)."""
    declares = re.compile(
        r"CREATE\s+(UNIQUE\s+)?(TABLE|INDEX)\s+(IF\s+NOT\s+EXISTS\s+)?(quiz|skill)_", re.I
    )
    package = Path(scoretable.__file__).parent
    found = [
        path.relative_to(package).as_posix()
        for path in sorted(package.rglob("*.py"))
        if declares.search(path.read_text(encoding="utf-8"))
    ]
    assert found == ["storage/migrations.py"]
