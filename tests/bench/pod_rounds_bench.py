"""Benchmark: the results desk of a large pod event, through the real services and database.

Run: ``python tests/bench/pod_rounds_bench.py [--players N] [--rounds R]``. It registers the field,
then for each round seats it, reports every pod one by one and computes the standings. It prints
the seating time, the median and 95th-percentile time of one pod's result and the standings time,
with a ratio against a baseline measured in the same run: one durable single-row write in plain
sqlite3 with the same pragmas. Target for 1,024 players: a result in under 100 ms.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from opl_tournament.services.rounds import (
    standings as pod_event_standings,
)
from opl_tournament.storage import open_database
from tests.bench.rounds_bench import durable_write_baseline, event_size
from tests.helpers.events import pod_settings


def main() -> None:
    args = event_size(rounds=4)
    with tempfile.TemporaryDirectory() as folder:
        baseline = statistics.median(durable_write_baseline(Path(folder), 200))
        ctx = ServiceContext(open_database(Path(folder) / "pods.sqlite"))
        event = create_event(ctx, pod_settings("Bench", seed=1))
        register_many(
            ctx,
            event.id,
            [(i, Entrant(PlayerIdentity(name=f"P{i}"))) for i in range(args.players)],
            source="bench",
        )
        for number in range(1, args.rounds + 1):
            started = time.perf_counter()
            seating = pair_next_pod_round(ctx, event.id).value
            seated = time.perf_counter() - started
            times = []
            for pod in seating.pods:
                if pod.bye:
                    continue
                started = time.perf_counter()
                report_pod(ctx, event.id, number, pod.table, winner=pod.seats[0].number)
                times.append(time.perf_counter() - started)
            started = time.perf_counter()
            pod_event_standings(ctx, event.id)
            standings = time.perf_counter() - started
            median = statistics.median(times)
            p95 = sorted(times)[int(len(times) * 0.95)]
            print(
                f"{args.players} players, round {number}: seated in {seated:.2f} s; a pod's "
                f"result median {median * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms "
                f"({median / baseline:.1f}x a durable write of {baseline * 1000:.1f} ms); "
                f"standings {standings * 1000:.0f} ms"
            )
        ctx.database.close()


if __name__ == "__main__":
    main()
