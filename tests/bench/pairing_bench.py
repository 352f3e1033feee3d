"""Benchmark: pairing round 6 of large Swiss events, and a 256-player double elimination.

Run: ``python tests/bench/pairing_bench.py [--repeat N]``. For synthetic Swiss events of 512,
2,048 and 4,096 players (five rounds played with seeded random results) it prints the median
time to pair round 6. The baseline, measured in the same run, is networkx's
``max_weight_matching`` on the same 512-player complete graph with the same kind of integer
weights (the textbook way to pair a whole Swiss field at once). Targets on a 2-core machine:
2,048 players under 1 s, 4,096 under 3 s, 8,192 under 2 s (issue 21). The figures are written
to ``tests/bench/results/benchmarks.csv``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import networkx as nx

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.next_round import is_event_complete, pair_next_round
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord, ResultCode
from opl_tournament.domain.pairing.swiss import pair_swiss_round
from opl_tournament.domain.standings import compute_records
from tests.bench.bench_results import median_seconds, record
from tests.helpers.swiss import random_swiss

TARGETS = {2048: 1.0, 4096: 3.0, 8192: 2.0}


def networkx_baseline(
    config: EventConfig, entrants: list[Entrant], matches: list[MatchRecord]
) -> Callable[[], object]:
    """The same field as a complete graph for networkx: rematches left out, score gaps weighed."""
    records = compute_records(config, entrants, matches)
    met = {frozenset((m.a, m.b)) for m in matches if m.b is not None}
    numbers = [e.number for e in entrants]
    graph = nx.Graph()
    for i, a in enumerate(numbers):
        for b in numbers[i + 1 :]:
            if frozenset((a, b)) not in met:
                gap = records[a].points - records[b].points
                graph.add_edge(a, b, weight=10_000 - gap * gap)
    return lambda: nx.max_weight_matching(graph, maxcardinality=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sizes", default="512,2048,4096,8192")
    args = parser.parse_args()
    baseline: float | None = None
    for players in (int(size) for size in args.sizes.split(",")):
        config = EventConfig(seed=players)
        entrants = [Entrant(f"{i:05d}") for i in range(1, players + 1)]
        matches = random_swiss(config, entrants, 5)
        ours = median_seconds(
            lambda c=config, e=entrants, m=matches: pair_swiss_round(c, e, m, 6), args.repeat
        )
        line = f"Swiss round 6, {players:>5} players: median {ours:.3f} s"
        if baseline is None:
            baseline = median_seconds(networkx_baseline(config, entrants, matches), 1)
            line += f"; networkx max_weight_matching on the same graph {baseline:.3f} s"
        line += f"; ratio to the 512-player networkx baseline {ours / baseline:.2f}x"
        target = TARGETS.get(players)
        if target is not None:
            line += f"; target < {target:.0f} s: {'met' if ours < target else 'MISSED'}"
        print(line)
        record(
            "pairing",
            f"Swiss round 6, {players} players",
            ours,
            "networkx max_weight_matching, 512 players",
            baseline,
            f"< {target:.0f} s" if target is not None else "",
        )

    config = EventConfig(format=EventFormat.DOUBLE, seed=256)
    entrants = [Entrant(f"{i:04d}") for i in range(1, 257)]

    def double_elimination() -> int:
        matches: list[MatchRecord] = []
        number = 0
        rng = random.Random(1)
        while not is_event_complete(config, entrants, matches):
            number += 1
            for p in pair_next_round(config, entrants, matches, number).pairings:
                winner = p.a if p.b is None else rng.choice([p.a, p.b])
                result = ResultCode.BYE if p.b is None else ResultCode.WIN
                matches.append(
                    MatchRecord(number, p.table, p.a, p.b, winner, result, p.match, p.bracket)
                )
        return number

    rounds = double_elimination()
    whole = median_seconds(double_elimination, args.repeat)
    print(
        f"double elimination, 256 players: all {rounds} rounds paired and resolved in "
        f"{whole:.3f} s ({whole / rounds * 1000:.1f} ms a round)"
    )


if __name__ == "__main__":
    main()
