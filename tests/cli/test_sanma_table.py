"""``scoretable table --rules tenhou-sanma``: the three-player payment table.

The rows keep the four-player JSON shape: a non-dealer's tsumo is ``[from the other
non-dealer, from the dealer]``, a dealer's tsumo what each of the two payers pays.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoretable.cli.main import main
from scoretable.cli.table import format_table
from scoretable.engine.rules import PRESETS
from scoretable.engine.scoring import TABLE_FU, payment_table


def run_json(preset: str, capsys: pytest.CaptureFixture[str]) -> dict[Any, dict[str, Any]]:
    assert main(["table", "--rules", preset, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 4 * len(TABLE_FU) + 5
    return {(row["han"], row["fu"], row["limit"]): row for row in rows}


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma", "standard-sanma"])
def test_the_json_rows_keep_the_four_player_shape(
    preset: str, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = run_json(preset, capsys)
    # tsumo loss (riichi.wiki "Sanma"): each payer pays what he would with four players
    assert rows[3, 30, None] == {
        "han": 3,
        "fu": 30,
        "limit": None,
        "non_dealer": {"ron": 3900, "tsumo": [1000, 2000]},
        "dealer": {"ron": 5800, "tsumo": 2000},
    }
    assert rows[5, None, "mangan"] == {
        "han": 5,
        "fu": None,
        "limit": "mangan",
        "non_dealer": {"ron": 8000, "tsumo": [2000, 4000]},
        "dealer": {"ron": 12000, "tsumo": 4000},
    }
    for row in rows.values():
        tsumo = row["non_dealer"]["tsumo"]
        assert tsumo is None or (len(tsumo) == 2 and all(isinstance(v, int) for v in tsumo))
        assert row["dealer"]["tsumo"] is None or isinstance(row["dealer"]["tsumo"], int)


def test_the_text_says_how_a_three_player_tsumo_reads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "--rules", "tenhou-sanma"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        "Payment table: Tenhou (3 players) rules, three players (the absent North's share is "
        "lost; tsumo: the other non-dealer / the dealer; a dealer's tsumo: each of the two)"
    )
    mangan = next(line for line in lines if line.startswith("5 ") and "mangan" in line)
    assert mangan.split()[-5:] == ["8,000", "2,000/4,000", "12,000", "4,000", "all"]


def test_north_bisection_adds_half_the_absent_share() -> None:
    # Majsoul 3P: "North-Bisection is provided as an alternative option"
    rules = PRESETS["tenhou-sanma"].replace(tsumo_north="bisection")
    rows = {(row.han, row.fu, row.limit): row for row in payment_table(rules)}
    assert rows[5, None, "mangan"].non_dealer_tsumo == (3000, 5000)
    assert rows[5, None, "mangan"].dealer_tsumo == 6000
    # 1 han 30 fu: basic 240, half the North's 240 added before rounding: 400 / 600, 800
    assert rows[1, 30, None].non_dealer_tsumo == (400, 600)
    assert rows[1, 30, None].dealer_tsumo == 800
    text = format_table(payment_table(rules), rules.label, rules)
    assert "the absent North's share is split between the payers" in text.splitlines()[0]
