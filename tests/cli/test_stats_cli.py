"""Issue 31: ``scoretable [--data-dir DIR] stats ... --json``, exactly as the contract says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.storage_games import ron

from scoretable.cli.main import main
from scoretable.engine.rules import get_preset
from scoretable.engine.table import DeclareRiichi, action_to_dict
from scoretable.storage.db import _result_dict, open_store
from scoretable.storage.logs import import_log
from scoretable.storage.replay import replay
from scoretable.storage.stats import FIELDS

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
NAMES = ["Ann", "Bo", "Cy", "Di"]


def add_game(store, rules, names, log, created):
    game = replay(rules, names, log, len(log))
    store.insert_game(
        players=names,
        rules=rules,
        log=log,
        index=len(log),
        finished=True,
        result=_result_dict(game.state),
        created=created,
    )


@pytest.fixture
def library(tmp_path):
    """Two four-player games (standard, tenhou) and one of three players."""
    with open_store(tmp_path).store as store:
        standard, tenhou = get_preset("standard").to_dict(), get_preset("tenhou").to_dict()
        riichi = action_to_dict(DeclareRiichi(1))
        # Bo riichi and rons Cy for 12,000 + stick; Ann rons Cy twice for 8,000 and the game
        # is ended at -3,000 (standard rules play on below zero)
        add_game(
            store,
            standard,
            NAMES,
            [riichi, ron(1, 2, 6, 30), ron(0, 2, 5, 30), ron(0, 2, 5, 30), {"type": "end"}],
            "2026-10-01T19:00:00+00:00",
        )
        add_game(store, tenhou, NAMES, [ron(3, 2, 13, 30)], "2026-11-01T19:00:00+00:00")
        sanma = get_preset("tenhou-sanma").to_dict()
        add_game(store, sanma, NAMES[:3], [ron(0, 1, 13, 30)], "2026-11-02T19:00:00+00:00")
    return tmp_path


def run(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_json_object_and_nothing_else(library, capsys):
    code, out, err = run(capsys, "--data-dir", str(library), "stats", "--json")
    assert code == 0
    assert err == ""
    data = json.loads(out)  # the whole of stdout is the object
    assert list(data) == ["players"]
    rows = {row["player"]: row for row in data["players"]}
    assert set(rows) == set(NAMES)  # four-player games only: the three-player game is apart
    assert all(list(row) == list(FIELDS) for row in rows.values())
    bo, cy = rows["Bo"], rows["Cy"]
    assert (bo["games"], bo["hands"], bo["wins"], bo["riichi"], bo["deal_ins"]) == (2, 4, 1, 1, 0)
    assert bo["tsumo_wins"] == 0
    assert bo["riichi_wins"] == 1
    assert (cy["deal_ins"], cy["busts"], cy["lasts"]) == (4, 2, 2)
    assert cy["average_place"] == 4.0
    # entered at the table: no log, so what only a log says is null, not 0
    assert bo["called_hands"] is None
    assert bo["log_hands"] is None
    assert isinstance(bo["rating"], float)
    assert bo["rating"] != 1500


def test_filters(library, capsys):
    def players(*args):
        code, out, _ = run(capsys, "--data-dir", str(library), "stats", *args, "--json")
        assert code == 0
        return {row["player"]: row["games"] for row in json.loads(out)["players"]}

    assert players() == {"Ann": 2, "Bo": 2, "Cy": 2, "Di": 2}
    assert players("--players", "3") == {"Ann": 1, "Bo": 1, "Cy": 1}
    assert players("--rules", "tenhou") == {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 1}
    assert players("--since", "2026-10-02") == players("--rules", "tenhou")
    assert players("--until", "2026-10-01") == players("--rules", "standard")
    assert players("--since", "2027-01-01") == {}


@pytest.mark.skipif(not RAW.is_dir(), reason="../shared/oracle/raw is not here")
def test_called_hands_of_an_imported_log(library, capsys):
    with open_store(library).store as store:
        import_log(store, RAW / "mjlog" / "2019021004gm-00a9-0000-e2f6516d.xml")
    _, out, _ = run(capsys, "--data-dir", str(library), "stats", "--json")
    rows = {row["player"]: row for row in json.loads(out)["players"]}
    logged = [row for name, row in rows.items() if name not in NAMES]
    assert len(logged) == 4
    assert all(isinstance(r["called_hands"], int) for r in logged)
    assert sum(r["called_hands"] for r in logged) > 0
    assert rows["Ann"]["called_hands"] is None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["stats", "--season", "2026", "--json"], "seasons live on the club server"),
        (["stats", "--since", "2026-11-02", "--until", "2026-11-01"], "is after --until"),
    ],
)
def test_bad_arguments_say_why_in_one_line(library, capsys, args, message):
    code, out, err = run(capsys, "--data-dir", str(library), *args)
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1


def test_a_date_that_is_not_one(library, capsys):
    with pytest.raises(SystemExit) as raised:
        main(["--data-dir", str(library), "stats", "--since", "2026-13-01"])
    assert raised.value.code == 2
    assert "not a date YYYY-MM-DD: '2026-13-01'" in capsys.readouterr().err


def test_the_text_table(library, capsys):
    code, out, _ = run(capsys, "--data-dir", str(library), "stats")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == [
        "player", "games", "hands", "win", "%", "deal-in", "%", "avg", "place", "rating"
    ]  # fmt: skip
    assert len(lines) == 5
    assert lines[1].startswith("Ann")


def test_a_library_that_cannot_be_opened(tmp_path, capsys):
    (tmp_path / "a file").write_text("not a directory")
    code, out, err = run(capsys, "--data-dir", str(tmp_path / "a file"), "stats", "--json")
    assert (code, out) == (1, "")
    assert err.startswith("cannot open the library")


def test_stdout_is_only_the_object_in_a_real_process(library):
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(library), "stats", "--json"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=120,
    )
    assert [row["player"] for row in json.loads(done.stdout)["players"]] == NAMES
