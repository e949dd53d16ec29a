"""A careless organiser against a real club server (issue 45): the tournament commands as
typed, each refusal one line on stderr and a non-zero exit, nothing stored, the standings'
JSON always JSON. The cases refused before any server is asked are in
tests/cli/test_hostile_inputs.py."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import psycopg
import pytest

from scoretable.cli.main import main
from scoretable.storage import tournament as t

PLAYERS = "Ann,Bo,Cy,Di"


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(args))
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def cup(pg_server: Any) -> str:
    url = pg_server.create_database("tournament_hostile")
    status, _, err = cli(
        "--club", url, "tournament", "create", "Cup", "--rules", "standard",
        "--players", PLAYERS, "--sessions", "3", "--seed", "1",
    )  # fmt: skip
    assert (status, err) == (0, "")
    return url


def refused(url: str, *args: str) -> str:
    status, out, err = cli("--club", url, "tournament", *args)
    assert status == 1 and out == ""
    assert len(err.splitlines()) == 1, err
    return err.strip()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["penalty", "Cup", "Ann", "nan", "--reason", "r"], "a penalty must be between"),
        (["penalty", "Cup", "Ann", "1e400", "--reason", "r"], "a penalty must be between"),
        (["substitute", "Cup", "Ann", "Sam", "--session", "1", "--fixed", "inf"], "a fixed score"),
        (
            ["substitute", "Cup", "Ann", "Sam", "--session", "99"],
            "tournament 'Cup' has sessions 1 to 3, not 99",
        ),
        (["substitute", "Cup", "Ann", "Sam", "--session", "0"], "has sessions 1 to 3, not 0"),
    ],
    ids=["penalty nan", "penalty 1e400", "fixed inf", "session 99 of 3", "session 0"],
)
def test_nonsense_is_refused_and_nothing_stored(cup: str, args: list[str], said: str) -> None:
    assert said in refused(cup, *args)
    assert t.penalties(cup, "Cup") == []
    status, out, _ = cli("--club", cup, "tournament", "standings", "Cup", "--json")
    assert status == 0
    assert [row["points"] for row in json.loads(out)["standings"]] == [0, 0, 0, 0]
    with psycopg.connect(cup) as conn:
        assert conn.execute(
            "SELECT count(*) FROM scoretable.tournament_substitutes"
        ).fetchone() == (0,)


def test_standings_holding_nan_from_before_are_said_never_printed_as_nan(cup: str) -> None:
    with psycopg.connect(cup) as conn:  # a penalty stored before NaN was refused
        conn.execute(
            "INSERT INTO scoretable.tournament_penalties (tournament, player, kind, points, reason)"
            " VALUES ('Cup', 'Ann', 'penalty', 'NaN', 'old')"
        )
    said = refused(cup, "standings", "Cup", "--json")
    assert said.startswith("tournament: the standings hold points that are not a number")


@pytest.mark.parametrize(
    ("script", "said"),
    [
        ('{"sessions": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested more than 8 deep"),
        ('{"sessions": [[["Ann", "Bo", "Cy", 1e999]]]}', "1e999 is out of range"),
    ],
    ids=["nested 100000 deep", "1e999"],
)
def test_a_seating_script_that_cannot_be_read_is_refused(
    cup: str, tmp_path: Path, script: str, said: str
) -> None:
    path = tmp_path / "script.json"
    path.write_text(script, encoding="utf-8")
    line = refused(cup, "seat", "Cup", "--session", "1", "--script", str(path))
    assert line.startswith("tournament: the seating file is not valid JSON: ") and said in line
    assert t.seating(cup, "Cup") == {}


def test_a_seating_script_in_utf16_with_its_mark_seats_the_tables(cup: str, tmp_path: Path) -> None:
    path = tmp_path / "script.txt"
    path.write_text("Di, Cy, Bo, Ann\n", encoding="utf-16")
    status, out, err = cli("--club", cup, "tournament", "seat", "Cup", "--session", "1",
                           "--script", str(path), "--json")  # fmt: skip
    assert (status, err) == (0, "")
    assert json.loads(out) == {"tables": [["Di", "Cy", "Bo", "Ann"]]}
