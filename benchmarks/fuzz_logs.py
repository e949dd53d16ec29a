"""The long run of the Tenhou import fuzz: real logs from ../shared/oracle/raw altered
(tests/helpers/log_mutations.py), each imported and judged; prints the counts by outcome.

    .venv/bin/python benchmarks/fuzz_logs.py [EXAMPLES] [--seed N]

Outcomes: "imported finished", "imported unfinished", "refused: <kind of reason>", and
"FAILED: ..." for anything else (a traceback, or a game stored other than as the log says):
the run goes on past a failure and prints the first example of each failing kind. Nothing is
asserted; the suite runs the same judge on fewer examples (tests/logs/test_log_fuzz.py).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # the tests' helpers

from helpers.log_mutations import RAW, SOURCES, draw_altered, judge  # noqa: E402

from scoretable.storage.db import open_memory_store  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("examples", nargs="?", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args(argv)
    if not SOURCES:
        print(f"the real Tenhou logs ({RAW}) are absent: nothing to alter")
        return 0
    outcomes: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    failures: dict[str, str] = {}
    store = open_memory_store()
    folder = Path(tempfile.mkdtemp(prefix="fuzz-logs-"))

    @seed(args.seed)
    @settings(
        max_examples=args.examples,
        deadline=None,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(data=st.data())
    def one(data: st.DataObject) -> None:
        source = data.draw(st.sampled_from(SOURCES))
        altered = draw_altered(data.draw, source)
        try:
            outcome = judge(store, folder / f"fuzz{source.suffix}", altered)
        except Exception as error:  # counted and shown, the run goes on
            kind = f"FAILED: {type(error).__name__} at {_where(error)}"
            outcomes[kind] += 1
            failures.setdefault(kind, f"{source.name}: {traceback.format_exc(limit=-3)}")
            return
        outcomes[outcome.split(":")[0]] += 1
        if outcome.startswith("refused"):
            reasons[outcome[len("refused: ") :]] += 1

    start = time.perf_counter()
    one()
    seconds = time.perf_counter() - start
    total = sum(outcomes.values())
    print(f"{total:,} altered logs from {len(SOURCES)} real ones in {seconds:.0f} s")
    for outcome, count in outcomes.most_common():
        print(f"{count:>8,}  {outcome}")
    print("most frequent reasons for a refusal:")
    for reason, count in reasons.most_common(25):
        print(f"{count:>8,}  {reason}")
    for kind, example in failures.items():
        print(f"\n{kind}\n{example}")
    return 1 if failures else 0


def _where(error: BaseException) -> str:
    frame = traceback.extract_tb(error.__traceback__)[-1]
    return f"{Path(frame.filename).name}:{frame.lineno}"


if __name__ == "__main__":
    sys.exit(main())
