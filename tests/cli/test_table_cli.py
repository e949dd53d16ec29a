"""``python -m scoretable table``: every cell of seed 002's tables, the JSON shape, the text.

``SEED_002`` is a transcription of seed 002's "Four han or less" and "Five han or more" tables
(N/A -> None); a test proves the transcription equals the seed file when ../shared is present.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scoretable.cli.main import main
from scoretable.cli.table import run_table
from scoretable.engine.rules import PRESETS
from scoretable.engine.scoring import TABLE_FU

Cell = int | tuple[int, int] | None

#: fu -> kind -> the values for han 1, 2, ... (the seed leaves out the cells that are mangan).
SEED_002: dict[int, dict[str, list[Cell]]] = {
    20: {
        "tsumo": [None, (400, 700), (700, 1300), (1300, 2600)],
        "ron": [None, 1500, 2700, 5200],
        "east tsumo": [None, 700, 1300, 2600],
        "east ron": [None, 2000, 3900, 7800],
    },
    25: {
        "tsumo": [None, None, (800, 1600), (1600, 3200)],
        "ron": [None, 1600, 3200, 6400],
        "east tsumo": [None, None, 1600, 3200],
        "east ron": [None, 2400, 4800, 9600],
    },
    30: {
        "tsumo": [(300, 500), (500, 1000), (1000, 2000), (2000, 3900)],
        "ron": [1000, 2000, 3900, 7700],
        "east tsumo": [500, 1000, 2000, 3900],
        "east ron": [1500, 2900, 5800, 11600],
    },
    40: {
        "tsumo": [(400, 700), (700, 1300), (1300, 2600)],
        "ron": [1300, 2600, 5200],
        "east tsumo": [700, 1300, 2600],
        "east ron": [2000, 3900, 7700],
    },
    50: {
        "tsumo": [(400, 800), (800, 1600), (1600, 3200)],
        "ron": [1600, 3200, 6400],
        "east tsumo": [800, 1600, 3200],
        "east ron": [2400, 4800, 9600],
    },
    60: {
        "tsumo": [(500, 1000), (1000, 2000), (2000, 3900), (2000, 4000)],
        "ron": [2000, 3900, 7700, 8000],
        "east tsumo": [1000, 2000, 3900, 4000],
        "east ron": [2900, 5800, 11600, 12000],
    },
    70: {
        "tsumo": [(600, 1200), (1200, 2300)],
        "ron": [2300, 4500],
        "east tsumo": [1200, 2300],
        "east ron": [3400, 6800],
    },
    80: {
        "tsumo": [(700, 1300), (1300, 2600)],
        "ron": [2600, 5200],
        "east tsumo": [1300, 2600],
        "east ron": [3900, 7700],
    },
    90: {
        "tsumo": [(800, 1500), (1500, 2900)],
        "ron": [2900, 5800],
        "east tsumo": [1500, 2900],
        "east ron": [4400, 8700],
    },
    100: {
        "tsumo": [(800, 1600), (1600, 3200)],
        "ron": [3200, 6400],
        "east tsumo": [1600, 3200],
        "east ron": [4800, 9600],
    },
    110: {
        "tsumo": [None, (1800, 3600)],
        "ron": [3600, 7100],
        "east tsumo": [None, 3600],
        "east ron": [5300, 10600],
    },
}

#: Seed 002's five-han-or-more table: (han, limit, tsumo, ron, east tsumo, east ron).
SEED_002_LIMITS: list[tuple[int, str, tuple[int, int], int, int, int]] = [
    (5, "mangan", (2000, 4000), 8000, 4000, 12000),
    (6, "haneman", (3000, 6000), 12000, 6000, 18000),
    (8, "baiman", (4000, 8000), 16000, 8000, 24000),
    (11, "sanbaiman", (6000, 12000), 24000, 12000, 36000),
    (13, "yakuman", (8000, 16000), 32000, 16000, 48000),
]

#: RULES.md's erratum: seed 002's 20 fu ron cells cannot occur under its own fu rules.
ERRATUM = {(20, "ron"), (20, "east ron")}

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


def run_json(*args: str, capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    assert main(["table", *args, "--json"]) == 0
    data: list[dict[str, Any]] = json.loads(capsys.readouterr().out)
    return data


@pytest.fixture(scope="module")
def standard_rows() -> dict[tuple[int, int | None], dict[str, Any]]:
    out = io.StringIO()
    assert run_table("standard", as_json=True, out=out) == 0
    return {(row["han"], row["fu"]): row for row in json.loads(out.getvalue())}


def json_cell(row: dict[str, Any], kind: str) -> Cell:
    value: Any = {
        "tsumo": row["non_dealer"]["tsumo"],
        "ron": row["non_dealer"]["ron"],
        "east tsumo": row["dealer"]["tsumo"],
        "east ron": row["dealer"]["ron"],
    }[kind]
    return tuple(value) if isinstance(value, list) else value


def seed_cells() -> list[Any]:
    cells = []
    for fu, kinds in SEED_002.items():
        for kind, values in kinds.items():
            for han, value in enumerate(values, start=1):
                if (fu, kind) in ERRATUM:
                    continue
                cells.append(pytest.param(han, fu, kind, value, id=f"{han}han-{fu}fu-{kind}"))
    return cells


@pytest.mark.parametrize(("han", "fu", "kind", "expected"), seed_cells())
def test_every_cell_of_seed_002_comes_out_of_the_table(
    standard_rows: dict[tuple[int, int | None], dict[str, Any]],
    han: int,
    fu: int,
    kind: str,
    expected: Cell,
) -> None:
    assert json_cell(standard_rows[han, fu], kind) == expected


@pytest.mark.parametrize("han", [1, 2, 3, 4])
@pytest.mark.parametrize("kind", ["ron", "east ron"])
def test_20_fu_ron_cannot_occur_despite_the_seed(
    standard_rows: dict[tuple[int, int | None], dict[str, Any]], han: int, kind: str
) -> None:
    # RULES.md erratum: 1500, 2700 and 7800 do not even follow the seed's own formula
    assert json_cell(standard_rows[han, 20], kind) is None


def test_the_cells_the_seed_leaves_out_are_mangan(
    standard_rows: dict[tuple[int, int | None], dict[str, Any]],
) -> None:
    left_out = [
        (han, fu) for fu, kinds in SEED_002.items() for han in range(len(kinds["ron"]) + 1, 5)
    ]
    assert left_out  # 40 and 50 fu at 4 han, 70 fu and up at 3 and 4 han
    for han, fu in left_out:
        row = standard_rows[han, fu]
        assert row["limit"] == "mangan"
        assert row["non_dealer"] == {"ron": 8000, "tsumo": [2000, 4000]}
        assert row["dealer"] == {"ron": 12000, "tsumo": 4000}


@pytest.mark.parametrize(
    ("han", "limit", "tsumo", "ron", "east_tsumo", "east_ron"), SEED_002_LIMITS
)
def test_every_limit_of_seed_002(
    standard_rows: dict[tuple[int, int | None], dict[str, Any]],
    han: int,
    limit: str,
    tsumo: tuple[int, int],
    ron: int,
    east_tsumo: int,
    east_ron: int,
) -> None:
    row = standard_rows[han, None]
    assert row == {
        "han": han,
        "fu": None,
        "limit": limit,
        "non_dealer": {"ron": ron, "tsumo": list(tsumo)},
        "dealer": {"ron": east_ron, "tsumo": east_tsumo},
    }


def parse_seed_002(text: str) -> tuple[dict[int, dict[str, list[Cell]]], list[Any]]:
    """Seed 002's two tables as SEED_002 and SEED_002_LIMITS spell them."""

    def value(cell: str) -> Cell:
        if cell == "N/A":
            return None
        if "/" in cell:
            a, b = cell.split("/")
            return int(a), int(b)
        return int(cell)

    start = text.index("### Four han or less table")
    end = text.index("Any winning hand having 120+")
    blocks: dict[int, dict[str, list[Cell]]] = {}
    block: dict[str, list[Cell]] = {}
    for line in text[start:end].splitlines()[1:]:
        cells = [c.strip() for c in line.split("|") if c.strip()]
        if not cells or cells[0] in ("1", "han"):
            continue
        if cells[0] == "tsumo":  # a fu block opens with its tsumo line
            block = {"tsumo": [value(c) for c in cells[1:]]}
        elif re.fullmatch(r"\d+", cells[0]):
            blocks[int(cells[0])] = block
            block[cells[1]] = [value(c) for c in cells[2:]]
        elif cells[0] == "fu":
            block[cells[1]] = [value(c) for c in cells[2:]]
        else:
            block[cells[0]] = [value(c) for c in cells[1:]]
    line = text[text.index("Tsumo Ron East tsumo East ron") :].splitlines()[0]
    limits = []
    for han_limit, cell in zip(
        SEED_002_LIMITS, [c for c in line.split("|")[1:] if c.strip()], strict=True
    ):
        tsumo, ron, east_tsumo, east_ron = (value(v) for v in cell.split())
        limits.append((han_limit[0], han_limit[1], tsumo, ron, east_tsumo, east_ron))
    return blocks, limits


def test_the_transcription_is_seed_002() -> None:
    seeds = sorted((SHARED / "seeds").glob("002_*.txt"))
    if not seeds:
        pytest.skip(f"seed 002 not found under {SHARED} (../shared is absent)")
    blocks, limits = parse_seed_002(seeds[0].read_text(encoding="utf-8"))
    assert blocks == SEED_002
    assert limits == SEED_002_LIMITS


# --- the command --------------------------------------------------------------------------


def test_rows_come_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys=capsys)
    expected: list[tuple[int, int | None]] = [(h, f) for h in range(1, 5) for f in TABLE_FU]
    expected += [(5, None), (6, None), (8, None), (11, None), (13, None)]
    assert [(r["han"], r["fu"]) for r in rows] == expected
    assert TABLE_FU == (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
    assert [r["limit"] for r in rows[-5:]] == [
        "mangan",
        "haneman",
        "baiman",
        "sanbaiman",
        "yakuman",
    ]


def test_json_row_shape(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json("--rules", "standard", capsys=capsys)
    assert rows[2] == {
        "han": 1,
        "fu": 30,
        "limit": None,
        "non_dealer": {"ron": 1000, "tsumo": [300, 500]},
        "dealer": {"ron": 1500, "tsumo": 500},
    }
    assert rows[len(TABLE_FU) + 1] == {  # 2 han 25 fu: seven pairs, ron only
        "han": 2,
        "fu": 25,
        "limit": None,
        "non_dealer": {"ron": 1600, "tsumo": None},
        "dealer": {"ron": 2400, "tsumo": None},
    }


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_prints_a_table(preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json("--rules", preset, capsys=capsys)
    assert len(rows) == 4 * len(TABLE_FU) + 5
    by_key = {(r["han"], r["fu"]): r for r in rows}
    kiriage = PRESETS[preset].kiriage
    for han, fu in ((4, 30), (3, 60)):
        assert by_key[han, fu]["limit"] == ("mangan" if kiriage else None)
        assert by_key[han, fu]["non_dealer"]["ron"] == (8000 if kiriage else 7700)


def test_the_text_table_is_aligned_and_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Payment table: Standard rules (tsumo: each non-dealer / the dealer)"
    assert lines[1].split() == [
        "han",
        "fu",
        "limit",
        "ron",
        "tsumo",
        "dealer",
        "ron",
        "dealer",
        "tsumo",
    ]
    assert len(lines) == 2 + 4 * len(TABLE_FU) + 5
    assert lines[2].split() == ["1", "20", "-", "-", "-", "-"]
    assert lines[4].split() == ["1", "30", "1,000", "300/500", "1,500", "500", "all"]
    assert lines[-1].split() == [
        "13",
        "yakuman",
        "32,000",
        "8,000/16,000",
        "48,000",
        "16,000",
        "all",
    ]
    # right-aligned amounts: every row's numbers end in the same column
    assert len({len(line) for line in lines[2:] if line.endswith("all")}) == 1


def test_an_unknown_preset_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "--rules", "nope"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "unknown rules preset 'nope'" in captured.err
    assert "tenhou" in captured.err


def test_run_table_writes_errors_where_asked() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run_table("nope", as_json=True, out=out, err=err) == 2
    assert out.getvalue() == ""
    assert "unknown rules preset" in err.getvalue()


def test_the_command_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", "table", "--rules", "tenhou", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    rows = json.loads(done.stdout)
    assert rows[-1]["non_dealer"] == {"ron": 32000, "tsumo": [8000, 16000]}
