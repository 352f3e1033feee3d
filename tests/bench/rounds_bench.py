"""Benchmark: a judge's round at a large event, through the real services and database file.

Run: ``python tests/bench/rounds_bench.py [--players N] [--rounds R]``. It registers the field,
then for each round pairs it, reports every table one by one (as the results desk does) and
computes the standings. It prints the pairing time, the median and 95th-percentile time of one
result report, and the standings time, with a ratio against a baseline measured in the same run:
one durable single-row write in plain sqlite3 with the same pragmas (the least a confirmed
result can cost). Target for 1,024 players: a result in under 100 ms, a pairing under 3 s.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round, report_result, standings
from opl_tournament.storage import open_database


def durable_write_baseline(folder: Path, writes: int) -> list[float]:
    conn = sqlite3.connect(folder / "baseline.sqlite", isolation_level=None)
    for pragma in ("journal_mode=WAL", "synchronous=FULL"):
        conn.execute(f"PRAGMA {pragma}")
    conn.execute("CREATE TABLE result (id INTEGER PRIMARY KEY, tbl INTEGER, winner TEXT)")
    times = []
    for i in range(writes):
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO result (tbl, winner) VALUES (?, ?)", (i, f"{i:04d}"))
        conn.execute("COMMIT")
        times.append(time.perf_counter() - started)
    conn.close()
    return times


def event_size(rounds: int) -> argparse.Namespace:
    """``--players`` (1,024 unless told) and ``--rounds`` (``rounds`` unless told)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=rounds)
    return parser.parse_args()


def main() -> None:
    args = event_size(rounds=3)
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        ctx = ServiceContext(database, actor="bench")
        event = create_event(
            ctx,
            EventSettings(name="Bench Open", format=EventFormat.SWISS, swiss_rounds=args.rounds),
        )
        started = time.perf_counter()
        register_many(
            ctx,
            event.id,
            [
                (i + 2, Entrant(identity=PlayerIdentity(name=f"Player {i}")))
                for i in range(args.players)
            ],
            source="bench",
        )
        print(f"registered {args.players} players in {time.perf_counter() - started:.2f} s")
        reports: list[float] = []
        for _ in range(args.rounds):
            started = time.perf_counter()
            view = pair_next_round(ctx, event.id).value
            paired = time.perf_counter() - started
            for match in view.matches:
                if match.b is None:
                    continue
                started = time.perf_counter()
                report_result(ctx, event.id, view.number, match.table, winner=match.a)
                reports.append(time.perf_counter() - started)
            started = time.perf_counter()
            standings(ctx, event.id)
            ranked = time.perf_counter() - started
            print(f"round {view.number}: paired in {paired:.2f} s, standings in {ranked:.2f} s")
        database.close()
        baseline = durable_write_baseline(Path(folder), len(reports))
    median, base = statistics.median(reports), statistics.median(baseline)
    p95 = statistics.quantiles(reports, n=20)[-1]
    print(
        f"one result report: median {median * 1000:.1f} ms, 95th percentile {p95 * 1000:.1f} ms "
        f"({len(reports)} reports)"
    )
    print(f"baseline durable sqlite3 write: median {base * 1000:.2f} ms")
    print(f"ratio report/baseline: {median / base:.1f}x")


if __name__ == "__main__":
    main()
