"""Benchmark: seating Swiss rounds of a large free-for-all pod event.

Run: ``python tests/bench/pods_bench.py [--players N] [--rounds R]``. Each round is seated from the
whole history (random results in between) and timed. The baseline, measured in the same run, is
a plain seeded shuffle of the same field cut into the same pod sizes, which ignores points and
earlier pod-mates: the ratio is what the Swiss seating (points, no repeats) costs on top of it.
It also prints how many repeated pod-mates each round kept. Target: a 1,024-player round in
well under a second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.pairing.pods import (
    PodEntrant,
    PodRecord,
    PodRules,
    pair_pod_round,
    pod_sizes,
)


def shuffle_baseline(numbers: list[str], seed: int) -> float:
    started = time.perf_counter()
    order = list(numbers)
    random.Random(seed).shuffle(order)
    pods, start = [], 0
    for size in pod_sizes(len(order)):
        pods.append(order[start : start + size])
        start += size
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    rules = PodRules(seed=7)
    entrants = [PodEntrant(f"{i:05d}") for i in range(1, args.players + 1)]
    history: list[PodRecord] = []
    rng = random.Random(7)
    for number in range(1, args.rounds + 1):
        started = time.perf_counter()
        seating = pair_pod_round(rules, entrants, history, number)
        seconds = time.perf_counter() - started
        baseline = shuffle_baseline([e.number for e in entrants], number)
        for pod in seating.pods:
            if pod.bye:
                history.append(PodRecord(number, pod.table, pod.seats, None, bye=True))
                continue
            sides = [seat.side for seat in pod.seats]
            rng.shuffle(sides)
            placings = {side: place for place, side in enumerate(sides, start=1)}
            history.append(PodRecord(number, pod.table, pod.seats, placings))
        print(
            f"{args.players} players, round {number}: seated in {seconds:.3f} s "
            f"(shuffle baseline {baseline * 1000:.2f} ms, ratio {seconds / baseline:.0f}x), "
            f"repeats kept: {len(seating.relaxations)}"
        )


if __name__ == "__main__":
    main()
