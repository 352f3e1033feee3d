"""Benchmark: a big pre-registration import (``player import`` of a CSV file).

Run: ``python tests/bench/player_import_bench.py [--players N]``. It writes a CSV of N players
(half with Legion numbers, half to be given temporary numbers), then times the program's import
— reading and checking every row (``parse_player_csv``) and registering them all in one
transaction (``register_many``: numbers issued, the import's audit row written) — and prints a ratio
against a baseline measured in the same run: a plain ``csv`` parse of the same file and one
``sqlite3`` ``executemany`` of its rows into a bare table (the least such an import can cost).
Target: 100,000 players in seconds, not minutes (534 s before the bulk import), i.e. under 60 s
on a quiet machine; under load the ratio to the baseline is what counts.
"""

from __future__ import annotations

import argparse
import csv
import io
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.storage import open_database

TARGET_SECONDS = 60.0


def write_csv(path: Path, players: int) -> None:
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["name", "legion", "address", "city", "email", "fee", "fee_paid"])
        for i in range(players):
            legion = f"{100_000 + i}" if i % 2 else ""
            writer.writerow(
                [f"Player {i:06d}", legion, f"{i} Long Street", "Springfield",
                 f"p{i}@example.org", "5.00", "yes"]
            )  # fmt: skip


def baseline(path: Path, folder: Path) -> float:
    started = time.perf_counter()
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))[1:]
    conn = sqlite3.connect(folder / "baseline.sqlite")
    conn.execute("CREATE TABLE player (name, legion, address, city, email, fee, fee_paid)")
    with conn:
        conn.executemany("INSERT INTO player VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    conn.close()
    return time.perf_counter() - started


def program(path: Path, folder: Path) -> float:
    database = open_database(folder / "event.sqlite")
    try:
        ctx = ServiceContext(database)
        event = create_event(ctx, EventSettings(name="Bench Nationals")).id
        started = time.perf_counter()
        rows = parse_player_csv(path.read_bytes(), path.name)
        register_many(ctx, event, rows, source=path.name)
        return time.perf_counter() - started
    finally:
        database.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "players.csv"
        write_csv(path, args.players)
        base = baseline(path, folder)
        took = program(path, folder)
    print(f"players: {args.players:,}")
    print(f"csv parse + sqlite3 executemany (baseline): {base:.2f} s")
    print(
        f"player import (parse, check, register):     {took:.2f} s  ({took / base:.1f}x baseline)"
    )
    ok = took < TARGET_SECONDS * args.players / 100_000
    print(f"target: {TARGET_SECONDS:.0f} s per 100,000 players: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
