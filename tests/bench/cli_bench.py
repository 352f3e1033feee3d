"""Benchmark: whole commands on a 2,048-player event with five rounds played.

Run: ``python tests/bench/cli_bench.py [--players N] [--repeat K] [--keep DIR]``. It builds the
event once through the services (``--keep DIR`` keeps the database there and reuses it next time),
then times each command as a judge runs it — a new process, start-up included — and, in the same
run, a baseline: a plain ``sqlite3`` script doing the same work on the same file (``--help``'s
baseline is ``python -c "import PySide6.QtWidgets"``, the issue's). Medians of K runs are printed
and recorded in ``tests/bench/results/benchmarks.csv``.

Targets (issue 21): ``--help`` under 0.3 s; ``player list``, ``standings`` and ``report`` under
0.5 s; ``report --file`` of a whole round (1,024 results) under 1 s; ``pair`` under 1 s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_results import record  # noqa: E402

PLAYED_ROUNDS = 5
BENCHMARK = "cli"


def build_event(path: Path, players: int) -> int:
    """A Swiss event of ``players`` with rounds 1 to 5 paired and reported (player a wins)."""
    from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.events import create_event
    from opl_tournament.services.player_import import register_many
    from opl_tournament.services.registration import Entrant
    from opl_tournament.services.rounds import pair_next_round, report_results_file
    from opl_tournament.storage import open_database

    database = open_database(path)
    try:
        ctx = ServiceContext(database, actor="bench")
        event = create_event(
            ctx, EventSettings(name="Bench Open", format=EventFormat.SWISS, swiss_rounds=8)
        )
        entrants = [
            (i + 2, Entrant(identity=PlayerIdentity(name=f"Player {i}"))) for i in range(players)
        ]
        register_many(ctx, event.id, entrants, source="bench")
        for _ in range(PLAYED_ROUNDS):
            started = time.perf_counter()
            view = pair_next_round(ctx, event.id).value
            results = path.parent / f"round{view.number}.csv"
            write_results(results, [(m.table, m.a) for m in view.matches if m.b is not None])
            report_results_file(ctx, event.id, view.number, results)
            print(f"  round {view.number} built in {time.perf_counter() - started:.1f} s")
        return event.id
    finally:
        database.close()


def write_results(path: Path, results: list[tuple[int, str]]) -> None:
    path.write_text("table,winner\n" + "".join(f"{t},{w}\n" for t, w in results), "utf-8")


def command(db: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "opl_tournament", "--db", str(db), *args]


def run(argv: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, env=ENV, check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")
    return seconds


def python(script: str, *args: str) -> list[str]:
    return [sys.executable, "-c", script, *args]


# Baselines: plain sqlite3 in a fresh Python doing the command's reads and writes.
LIST_SQL = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for row in db.execute(
    "SELECT p.number, p.name, r.sequence, r.status, p.kind, r.is_staff, r.fee_paid "
    "FROM registration r JOIN player p ON p.id = r.player_id WHERE r.event_id = ? "
    "ORDER BY r.sequence", (int(sys.argv[2]),)):
    print(*row)
"""
STANDINGS_SQL = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
points = {}
for a, b, w in db.execute(
    "SELECT player_a_id, player_b_id, winner_id FROM match WHERE event_id = ?",
    (int(sys.argv[2]),)):
    points[w] = points.get(w, 0) + 3
names = dict(db.execute("SELECT r.id, p.name FROM registration r JOIN player p "
                        "ON p.id = r.player_id WHERE r.event_id = ?", (int(sys.argv[2]),)))
for reg, score in sorted(points.items(), key=lambda item: -item[1]):
    print(names.get(reg), score)
"""
REPORT_SQL = """
import csv, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=FULL")
event, number = int(sys.argv[2]), int(sys.argv[3])
rows = list(csv.reader(open(sys.argv[4], encoding="utf-8")))[1:]
ids = dict(db.execute("SELECT p.number, r.id FROM registration r JOIN player p "
                      "ON p.id = r.player_id WHERE r.event_id = ?", (event,)))
db.execute("BEGIN IMMEDIATE")
db.executemany(
    "UPDATE match SET winner_id = ?, result = 'WIN', decided_by = 'report' "
    "WHERE event_id = ? AND round_number = ? AND table_number = ?",
    [(ids[w], event, number, int(t)) for t, w in rows])
db.execute("INSERT INTO audit_log (at, actor, action, event_id, entity, entity_id, summary, "
           "before_json, after_json, undone) VALUES ('', 'bench', 'bench', ?, 'match', 0, '', "
           "NULL, NULL, 0)", (event,))
db.execute("COMMIT")
"""
PAIR_SQL = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=FULL")
event = int(sys.argv[2])
history = db.execute("SELECT player_a_id, player_b_id, winner_id, round_number FROM match "
                     "WHERE event_id = ?", (event,)).fetchall()
ids = [r for (r,) in db.execute("SELECT id FROM registration WHERE event_id = ?", (event,))]
number = 1 + max(n for *_rest, n in history)
db.execute("BEGIN IMMEDIATE")
cursor = db.execute("INSERT INTO round (event_id, number, stage, status, relaxations_json, "
                    "clock_json, paired_at) VALUES (?, ?, 'swiss', 'paired', '{}', '{}', '')",
                    (event, number))
round_id = cursor.lastrowid
db.executemany(
    "INSERT INTO match (event_id, round_id, round_number, table_number, player_a_id, "
    "player_b_id, explanation, manual) VALUES (?, ?, ?, ?, ?, ?, '', 0)",
    [(event, round_id, number, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(len(ids) // 2)])
db.execute("ROLLBACK")
"""


def median_of(repeat: int, setup: Callable[[], list[str]]) -> float:
    """The median time of ``repeat`` runs; ``setup`` prepares each run and returns its argv."""
    return statistics.median(run(setup()) for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2048)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="keep (and reuse) the built event in DIR")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        built = folder / f"event-{args.players}.sqlite"
        if not built.exists():
            print(f"building a {args.players}-player event with {PLAYED_ROUNDS} rounds played")
            build_event(folder / "building.sqlite", args.players)
            (folder / "building.sqlite").rename(built)
        measure(built, folder, args.players, args.repeat)


def fresh_copy(built: Path, work: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        Path(str(work) + suffix).unlink(missing_ok=True)
    shutil.copyfile(built, work)
    return work


def measure(built: Path, folder: Path, players: int, repeat: int) -> None:
    event = "1"
    work = folder / "work.sqlite"
    db = fresh_copy(built, work)
    # Round 6 paired once, its results file ready: the state for `report`.
    paired = folder / "paired.sqlite"
    if not paired.exists():
        run(command(db, "pair", event))
        run(command(db, "backup", "create"))  # checkpoints the WAL into the file
        shutil.copyfile(db, paired)
    rows = (
        sqlite3.connect(paired)
        .execute(
            "SELECT m.table_number, p.number FROM match m JOIN registration r ON r.id = m.player_a_id "
            "JOIN player p ON p.id = r.player_id WHERE m.round_number = 6 AND m.player_b_id IS NOT NULL "
            "ORDER BY m.table_number"
        )
        .fetchall()
    )
    results = folder / "round6.csv"
    write_results(results, rows)
    tables = iter(rows)

    def report_one() -> list[str]:
        table, winner = next(tables)
        return command(
            fresh_copy(paired, work), "report", event, "6", str(table), "--winner", winner
        )

    figures = [
        (
            "--help",
            lambda: [sys.executable, "-m", "opl_tournament", "--help"],
            "python -c 'import PySide6.QtWidgets'",
            lambda: python("import PySide6.QtWidgets"),
            "< 0.3 s",
        ),
        (
            "player list",
            lambda: command(db, "player", "list", event),
            "plain sqlite3: the same rows",
            lambda: python(LIST_SQL, str(db), event),
            "< 0.5 s",
        ),
        (
            "standings",
            lambda: command(db, "standings", event),
            "plain sqlite3: points from the matches",
            lambda: python(STANDINGS_SQL, str(db), event),
            "< 0.5 s",
        ),
        (
            "report one result",
            report_one,
            "plain sqlite3: one durable update",
            lambda: python(
                REPORT_SQL, str(fresh_copy(paired, work)), event, "6", str(one_result(folder, rows))
            ),
            "< 0.5 s",
        ),
        (
            f"report --file, {len(rows)} results",
            lambda: command(fresh_copy(paired, work), "report", event, "6", "--file", str(results)),
            "plain sqlite3: the same updates in one transaction",
            lambda: python(REPORT_SQL, str(fresh_copy(paired, work)), event, "6", str(results)),
            "< 1 s",
        ),
        (
            "pair round 6",
            lambda: command(fresh_copy(built, work), "pair", event),
            "plain sqlite3: read the history, insert the round",
            lambda: python(PAIR_SQL, str(fresh_copy(built, work)), event),
            "< 1 s",
        ),
    ]
    print(f"{'command':<32} {'seconds':>8} {'baseline':>9} {'ratio':>6}")
    for name, argv, baseline_name, baseline_argv, target in figures:
        seconds = median_of(repeat, argv)
        baseline = median_of(repeat, baseline_argv)
        figure = f"{name}, {players} players, {PLAYED_ROUNDS} rounds played"
        if name == "--help":
            figure = "--help"
        print(f"{name:<32} {seconds:8.3f} {baseline:9.3f} {seconds / baseline:6.1f}x")
        record(BENCHMARK, figure, seconds, baseline_name, baseline, target)


def one_result(folder: Path, rows: list[tuple[int, str]]) -> Path:
    path = folder / "one.csv"
    write_results(path, rows[:1])
    return path


# Compiled modules are cached (outside the tree) as on a judge's installed program, so the
# figures do not count compiling the sources again in every process.
ENV = {
    **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    "PYTHONPATH": str(ROOT),
    "PYTHONPYCACHEPREFIX": str(Path(tempfile.gettempdir()) / "opl-bench-pycache"),
    "QT_QPA_PLATFORM": "offscreen",
}

if __name__ == "__main__":
    main()
