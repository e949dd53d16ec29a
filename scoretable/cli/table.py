"""The engine's command line: ``python -m scoretable table [--rules PRESET] [--json]``.

Prints the payment table of a rules preset: han 1-4 x fu 20, 25, 30, ..., 110 (every pair,
even those that cannot occur), then the mangan, haneman, baiman, sanbaiman and yakuman rows.
A three-player preset prints what each of the two payers pays on a tsumo (the rows keep the
four-player shape: a non-dealer's tsumo is [from the other non-dealer, from the dealer]).
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.scoring import TableRow, payment_table


def row_to_json(row: TableRow) -> dict[str, Any]:
    """One row as the ``--json`` object: ``{"han", "fu", "limit", "non_dealer": {"ron",
    "tsumo": [each non-dealer pays, dealer pays]}, "dealer": {"ron", "tsumo"}}``."""
    tsumo = row.non_dealer_tsumo
    return {
        "han": row.han,
        "fu": row.fu,
        "limit": row.limit,
        "non_dealer": {"ron": row.non_dealer_ron, "tsumo": None if tsumo is None else list(tsumo)},
        "dealer": {"ron": row.dealer_ron, "tsumo": row.dealer_tsumo},
    }


def _cell(value: int | None) -> str:
    return "-" if value is None else f"{value:,}"


def _title(label: str, rules: Rules | None) -> str:
    if rules is None or rules.players == 4:
        return f"Payment table: {label} rules (tsumo: each non-dealer / the dealer)"
    north = (
        "the absent North's share is lost"
        if rules.tsumo_north == "loss"
        else "the absent North's share is split between the payers"
    )
    return (
        f"Payment table: {label} rules, three players ({north}; "
        "tsumo: the other non-dealer / the dealer; a dealer's tsumo: each of the two)"
    )


def format_table(rows: list[TableRow], label: str, rules: Rules | None = None) -> str:
    """The rows as an aligned text table; "-" marks a payment that cannot occur. ``rules``
    (four players when None) sets the title's reading of a tsumo."""
    header = ("han", "fu", "limit", "ron", "tsumo", "dealer ron", "dealer tsumo")
    lines = [
        (
            str(row.han),
            "" if row.fu is None else str(row.fu),
            row.limit or "",
            _cell(row.non_dealer_ron),
            "-"
            if row.non_dealer_tsumo is None
            else "/".join(f"{v:,}" for v in row.non_dealer_tsumo),
            _cell(row.dealer_ron),
            "-" if row.dealer_tsumo is None else f"{row.dealer_tsumo:,} all",
        )
        for row in rows
    ]
    widths = [max(len(cells[i]) for cells in (header, *lines)) for i in range(len(header))]
    text = [_title(label, rules)]
    for cells in (header, *lines):
        left = [cells[i].ljust(widths[i]) for i in range(3)]
        right = [cells[i].rjust(widths[i]) for i in range(3, len(cells))]
        text.append("  ".join(left + right).rstrip())
    return "\n".join(text) + "\n"


def run_table(name: str, as_json: bool, out: TextIO, err: TextIO | None = None) -> int:
    """Print the payment table of preset ``name`` to ``out``; exit status 0, or 2 (with a
    message on ``err``, default stderr) for an unknown preset."""
    try:
        rules = get_preset(name)
    except KeyError as exc:
        print(f"scoretable table: {exc.args[0]}", file=err or sys.stderr)
        return 2
    rows = payment_table(rules)
    if as_json:
        # valid JSON, one row per line
        out.write("[\n" + ",\n".join(json.dumps(row_to_json(row)) for row in rows) + "\n]\n")
    else:
        out.write(format_table(rows, rules.label, rules))
    return 0
