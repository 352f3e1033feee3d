"""Benchmark: what a round snapshot costs on a large event database.

Run: ``python tests/bench/snapshot_bench.py [--players N] [--repeat K]``. It fills a database
with N registered players (with full contact details and a long audit log), then times
``take_snapshot`` (SQLite backup API + switch out of WAL + rename) and ``describe_snapshot``, and
prints a ratio against a baseline measured in the same run: a plain ``shutil.copyfile`` of the
same file (what copying those bytes costs at the least, without any consistency guarantee).
Target: a snapshot of a 1,024-player database in well under 1 s, since the rounds service takes
one after every pairing and after the last result of each round.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.storage import open_database
from opl_tournament.storage.snapshots import describe_snapshot, take_snapshot
from tests.bench.bench_results import median_seconds

TARGET_SECONDS = 1.0


def fill(path: Path, players: int) -> None:
    database = open_database(path)
    ctx = ServiceContext(database)
    event = create_event(ctx, EventSettings(name="Bench Open", format=EventFormat.SWISS)).id
    entrants = [
        (
            i + 2,
            Entrant(
                identity=PlayerIdentity(
                    name=f"Player {i:05d}",
                    address=f"{i} Long Street",
                    city="Springfield",
                    email=f"p{i}@example.org",
                )
            ),
        )
        for i in range(players)
    ]
    register_many(ctx, event, entrants, source="bench")
    database.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        fill(path, args.players)
        size = path.stat().st_size
        copy = Path(folder) / "copy.sqlite"
        baseline = median_seconds(lambda: shutil.copyfile(path, copy), args.repeat)
        snapshot = median_seconds(
            lambda: take_snapshot(path, "bench", datetime.now(UTC)), args.repeat
        )
        last = sorted((Path(folder) / "snapshots").iterdir())[-1]
        describe = median_seconds(lambda: describe_snapshot(last), args.repeat)
    print(f"database: {args.players} players, {size / 1024:.0f} KiB")
    print(f"file copy (baseline): {baseline * 1000:.1f} ms")
    print(f"take_snapshot:        {snapshot * 1000:.1f} ms  ({snapshot / baseline:.1f}x baseline)")
    print(f"describe_snapshot:    {describe * 1000:.1f} ms  ({describe / baseline:.1f}x baseline)")
    ok = snapshot < TARGET_SECONDS
    print(f"target: snapshot under {TARGET_SECONDS:.0f} s: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
