"""The benchmarks' figures, kept in ``tests/bench/results/benchmarks.csv`` (committed).

Each benchmark calls :func:`record` with its figure, the baseline measured in the same run and
the target; the row of that figure is replaced, the others kept, so the next change is compared
against the last recorded run (the ratio to the baseline is what compares across machines).
"""

from __future__ import annotations

import csv
import statistics
import time
from collections.abc import Callable
from pathlib import Path

RESULTS = Path(__file__).parent / "results" / "benchmarks.csv"
FIELDS = ("benchmark", "figure", "seconds", "baseline", "baseline_seconds", "ratio", "target")


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    """The median time of ``repeat`` runs of ``action``."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def record(
    benchmark: str,
    figure: str,
    seconds: float,
    baseline: str,
    baseline_seconds: float,
    target: str = "",
) -> None:
    rows: dict[tuple[str, str], dict[str, str]] = {}
    if RESULTS.exists():
        with RESULTS.open(newline="", encoding="utf-8") as file:
            for row in csv.DictReader(file):
                if set(FIELDS) <= set(row):
                    rows[(row["benchmark"], row["figure"])] = {k: row[k] for k in FIELDS}
    rows[(benchmark, figure)] = {
        "benchmark": benchmark,
        "figure": figure,
        "seconds": f"{seconds:.3f}",
        "baseline": baseline,
        "baseline_seconds": f"{baseline_seconds:.3f}",
        "ratio": f"{seconds / baseline_seconds:.2f}" if baseline_seconds else "",
        "target": target,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    with RESULTS.open("w", newline="", encoding="utf-8") as file:
        writer = csv.DictWriter(file, FIELDS, lineterminator="\n")
        writer.writeheader()
        for key in sorted(rows):
            writer.writerow(rows[key])
