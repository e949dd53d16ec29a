"""The phones' server while one host holds it: can a page still get in, and do phones keep up?

    .venv/bin/python benchmarks/bench_share_flood.py          # 64 connections, 100 changes
    .venv/bin/python benchmarks/bench_share_flood.py 256      # a bigger flood

A ShareServer on the loopback shares a game. One host (127.0.9.9) opens 64 connections,
each sending an unfinished request line (``GET /state.json?t=``) and reopening as soon as the
server cuts it (slowloris; tests/helpers/share_flood.py). While it does:

- a page's ``/state.json?t=TOKEN`` from 127.0.0.1, asked 20 times on a new connection each:
  the time to its 200 (median and worst; the contract: within 5 s);
- 5 phones (WebSocket pages from 127.0.1.1-5, opened during the flood: the time each took to
  connect), then 100 changes published: from each change to the last phone having it (median
  and worst; the aim: within a second);
- what the flood made: connections opened, turned away at once, cut for never finishing.

Printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parent / "tests")]

from helpers.share_flood import Flood, Phones, status_within  # noqa: E402
from helpers.share_games import NAMES, RULES, south4_log  # noqa: E402

from scoretable.session.share.server import ShareServer  # noqa: E402
from scoretable.session.share.state import snapshot_of  # noqa: E402

ASKS = 20
CHANGES = 100
PHONES = 5


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.1f} ms, worst {max(values) * 1000:.1f} ms"


def main(count: int = 64) -> None:
    log = south4_log()
    server = ShareServer()
    server.start()
    server.new_game(snapshot_of(RULES, NAMES, log, len(log)))
    base = f"127.0.0.1:{server.port}"
    token = server.tokens.seats
    try:
        with Flood(server.port, source="127.0.9.9", count=count, seconds=300) as flood:
            time.sleep(2.5)  # past the first cut: the flood reopening what is cut
            asks = []
            for _ in range(ASKS):
                status, seconds = status_within(f"http://{base}/state.json?t={token[0]}")
                assert status == 200, status
                asks.append(seconds)
            phones = Phones(
                f"ws://{base}/ws?t={token[1]}", [f"127.0.1.{n}" for n in range(1, PHONES + 1)]
            )
            try:
                latencies = [
                    phones.latency(
                        lambda k=k: server.publish(snapshot_of(RULES, NAMES, log, k % len(log)))
                    )
                    for k in range(CHANGES)
                ]
            finally:
                phones.close()
            opened = flood.opened
        print(f"flood: {count} connections from 127.0.9.9, each an unfinished request line")
        print(f"  a page's /state.json from 127.0.0.1 ({ASKS} asks): 200 in {_ms(asks)}")
        print(f"  {PHONES} phones opened during the flood: connected in {_ms(phones.connected_in)}")
        print(f"  {CHANGES} changes, each until all {PHONES} phones have it: {_ms(latencies)}")
        print(
            f"  the flood: {opened} connections opened, {server.turned_away} turned away at "
            f"once, {server.gate.cut} cut for never finishing a request"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 64)
