"""The simulated learner through the adaptive practice and the fixed quiz: how many payment
questions it needs until its payments are right nine times in ten.

    .venv/bin/python benchmarks/bench_learning.py [--seeds 200]

The learner is :class:`scoretable.teaching.practice.Learner` (a documented model of a
beginner's errors that learns from feedback and forgets); the practice asks the payment step
of the course's real hands, in the schedule's order (adaptive) or the course's (fixed quiz,
over and over). Prints the median, mean and quartiles over the seeds, for the non-dealer
payments (the issue's measure) and for every payment, dealer's included.
"""

from __future__ import annotations

import argparse
import statistics
import time

from scoretable.teaching.practice import ALL_PAYMENTS, NON_DEALER, simulate
from scoretable.teaching.worth import course


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=200)
    args = parser.parse_args()
    questions = course()
    print(f"{len(questions)} questions, {args.seeds} simulated learners each")
    print("| goal (90% right) | order | median | mean | quartiles | max |")
    print("|---|---|---:|---:|---|---:|")
    for goal_name, goal in (("non-dealer payments", NON_DEALER), ("every payment", ALL_PAYMENTS)):
        for name, adaptive in (("fixed quiz", False), ("adaptive", True)):
            start = time.perf_counter()
            runs = [simulate(questions, adaptive, seed, goal) for seed in range(args.seeds)]
            q1, _, q3 = statistics.quantiles(runs, n=4)
            print(
                f"| {goal_name} | {name} | {statistics.median(runs):.0f} | "
                f"{statistics.mean(runs):.1f} | {q1:.0f}-{q3:.0f} | {max(runs)} |"
                f"  ({time.perf_counter() - start:.1f} s)"
            )


if __name__ == "__main__":
    main()
