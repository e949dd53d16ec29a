"""Statistics of a library of 10,000 games: the players' table and one player's page.

    .venv/bin/python benchmarks/bench_stats.py            # 10,000 games
    .venv/bin/python benchmarks/bench_stats.py 1000       # quicker

The games are the real Tenhou games of ``../shared/oracle/dev.jsonl`` repeated under 40
names (as ``bench_library.py`` stores them): 1,000 stored through the store (each replayed for
its summary), every other one with an imported log's facts of each hand (open calls, riichi
turns, yaku) so the log-only figures are added up too, then copied in SQL under new ids up to
the size wanted (storing 10,000 one by one takes minutes; the statistics read the same rows).
Timed (median of 5): the figures of every player with their ratings (Tenhou's R over all the
games, in order), the same for one preset and a date range, one player's page (places,
ratings, han and yaku), and the Games -> Statistics dialog opened (the table and the page
drawn) and switched to another player. Budget (issue 31): the page and the table within
200 ms at 10,000 games. Nothing is asserted; numbers are printed.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def _library_bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_library", HERE / "bench_library.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(fn: Any, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def add_facts(store: Any) -> int:
    """Every other game gets made-up facts of its hands, as an imported log's."""
    from scoretable.storage.db import _write_facts
    from scoretable.storage.summary import HandFacts

    ids = [
        int(r[0])
        for r in store.conn.execute("SELECT game_id, hands FROM seat_stats WHERE seat = 0")
    ]
    hands = dict(store.conn.execute("SELECT game_id, hands FROM seat_stats WHERE seat = 0"))
    with store.transaction() as conn:
        for game_id in ids[::2]:
            facts = [
                HandFacts(
                    calls=tuple(s for s in range(4) if (game_id + h + s) % 3 == 0),
                    riichi_turns=tuple(
                        7 + s if (game_id + h + s) % 5 == 0 else None for s in range(4)
                    ),
                    yaku=((h % 4, (1, 0, 52)),),
                )
                for h in range(hands[game_id])
            ]
            _write_facts(conn, game_id, facts)
    from scoretable.storage.stats import rebuild

    return rebuild(store)


def copy(store: Any, games: int) -> None:
    """Copies of the first 1,000 games (rows, entries, summaries, facts) up to ``games``."""
    tables = {
        "games": "id",
        "entries": "game_id",
        "seat_stats": "game_id",
        "log_hands": "game_id",
    }
    with store.transaction() as conn:
        for start in range(1000, games, 1000):
            for table, key in tables.items():
                columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
                chosen = ", ".join(f"{c} + {start}" if c == key else c for c in columns)
                conn.execute(
                    f"INSERT INTO {table} ({', '.join(columns)}) SELECT {chosen} FROM {table}"
                    f" WHERE {key} <= 1000"
                )


def run(games: int = 10_000) -> list[dict[str, object]]:
    from PySide6.QtWidgets import QApplication

    from scoretable.storage import stats as stats_module
    from scoretable.storage.db import open_store
    from scoretable.storage.stats import COMPARE_FIELDS, Filter, player_page, player_stats
    from scoretable.ui.library.stats import StatsDialog

    bench = _library_bench()
    app = QApplication.instance() or QApplication([])
    rows: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory() as tmp, open_store(Path(tmp)).store as store:
        start = time.perf_counter()
        bench.fill(store, games, bench.real_games())
        mended = add_facts(store)
        filling = time.perf_counter() - start
        table = player_stats(store)
        top = table[0].name

        def cold(fn: Any) -> Any:
            """``fn`` with the ratings computed anew (the first call under new filters)."""

            def call() -> None:
                stats_module._RATINGS.clear()
                fn()

            return call

        march = Filter(4, "tenhou", "2026-03-01", "2026-03-31")

        def page(name: str) -> None:
            player_stats(store, name=name)
            player_page(store, name)

        figures = {
            "players' table as compared (ratings computed)": timed(
                cold(lambda: player_stats(store, fields=COMPARE_FIELDS))
            ),
            "players' table as compared (ratings kept)": timed(
                lambda: player_stats(store, fields=COMPARE_FIELDS)
            ),
            "one player's page: every figure, places, ratings, han (ratings kept)": timed(
                lambda: page(top)
            ),
            "one player's page (ratings computed)": timed(cold(lambda: page(top))),
            "every figure of every player (stats --json, CSV)": timed(
                cold(lambda: player_stats(store))
            ),
            "players' table, one preset and a month": timed(
                cold(lambda: player_stats(store, where=march, fields=COMPARE_FIELDS))
            ),
        }

        def dialog() -> None:
            stats_module._RATINGS.clear()
            shown = StatsDialog(store)
            shown.show()
            app.processEvents()
            shown.close()
            shown.deleteLater()

        figures["Statistics dialog opened: table, page, charts (ratings computed)"] = timed(
            dialog, repeat=3
        )
        shown = StatsDialog(store)
        shown.show()
        shown.tabs.setCurrentIndex(1)
        app.processEvents()
        other = table[1].name

        def switch() -> None:
            shown.player_picker.setCurrentIndex(shown.player_picker.findText(other))
            app.processEvents()
            shown.player_picker.setCurrentIndex(shown.player_picker.findText(top))
            app.processEvents()

        figures["the page switched to another player (figures and charts drawn)"] = (
            timed(switch, repeat=3) / 2
        )
        shown.close()
        games_counted = sum(s.games for s in table) // 4
        log_games = sum(s.log_games for s in table) // 4
    for name, seconds in figures.items():
        rows.append(
            {
                "name": f"statistics {games:,}: {name}",
                "value": round(seconds * 1e3, 1),
                "unit": "ms",
                "note": f"{len(table)} players, {games_counted:,} games ({log_games:,} with a "
                f"log's facts); budget 200 ms",
            }
        )
    rows.append(
        {
            "name": f"statistics {games:,}: library filled and summaries rebuilt",
            "value": round(filling, 1),
            "unit": "s",
            "note": f"{mended:,} summaries rebuilt with the facts; load average "
            f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
        }
    )
    return rows


if __name__ == "__main__":
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    for row in run(size):
        print(f"{row['name']}: {row['value']} {row['unit']}  ({row['note']})")
