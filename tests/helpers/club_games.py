"""The club tests' games and people: a short finished table game, the oracle's raw logs, a
tournament's sixteen players, and a count of a club table's rows."""

from __future__ import annotations

from pathlib import Path

from scoretable.engine.rules import get_preset
from scoretable.engine.table import EndGame, Win, WinEntry, action_to_dict, apply, new_game

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"


def count(url: str, table: str) -> int:
    import psycopg

    with psycopg.connect(url) as conn:
        return int(conn.execute(f"SELECT count(*) FROM scoretable.{table}").fetchone()[0])


def table_game(store, names, seed: int) -> int:
    """A short finished table game (standard rules): a ron, then the game ended."""
    rules = get_preset("standard")
    state = new_game(rules)
    log = []
    for action in (Win(entries=(WinEntry((seed % 3) + 1, 3, 30),), discarder=0), EndGame()):
        state = apply(state, action).state
        log.append(action_to_dict(action))
    from scoretable.storage.db import _result_dict

    return store.insert_game(
        players=list(names),
        rules=rules.to_dict(),
        log=log,
        index=len(log),
        finished=True,
        result=_result_dict(state),
        created=f"2026-11-2{seed % 10}T19:00:{seed:02d}.000000+00:00",
    )


#: sixteen players: name, EMA number, country, team (four teams of four)
PEOPLE = [
    (f"{first} {last}", f"0{n:02d}000{n:02d}", country, team)
    for n, (first, last, country, team) in enumerate(
        [
            ("Ann", "Abe", "JP", "Kyoto"),
            ("Bo", "Baba", "FR", "Kyoto"),
            ("Cy", "Chiba", "DE", "Kyoto"),
            ("Di", "Doi", "NL", "Kyoto"),
            ("Ed", "Endo", "JP", "Nara"),
            ("Flo", "Fujii", "FR", "Nara"),
            ("Gus", "Goto", "DE", "Nara"),
            ("Hal", "Hara", "NL", "Nara"),
            ("Ida", "Ito", "JP", "Kobe"),
            ("Jo", "Jin", "FR", "Kobe"),
            ("Kai", "Kato", "DE", "Kobe"),
            ("Lu", "Li", "NL", "Kobe"),
            ("Mo", "Mori", "JP", "Osaka"),
            ("Ned", "Noda", "FR", "Osaka"),
            ("Oz", "Ono", "DE", "Osaka"),
            ("Pia", "Park", "NL", "Osaka"),
        ],
        start=1,
    )
]
