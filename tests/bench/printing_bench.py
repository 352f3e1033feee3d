"""Benchmark: result sheets and master sheets for a 1,024-player event.

Run: ``python tests/bench/printing_bench.py [--players N] [--rounds R]``. It prints the time of
each document, and a ratio against a baseline measured in the same run: a plain reportlab
canvas document with the same number of pages, each holding one simple table of the same size
drawn in a built-in font (what any PDF of that many pages costs at the least).
Target: both documents for 1,024 players in under 10 s on a 2-core machine, the result sheets
alone under 2.5 s (issue 21). Times are medians of ``--repeat`` runs; the figures go to
``tests/bench/results/benchmarks.csv``.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reportlab.lib.pagesizes import LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.printing import render_master_sheet, render_result_sheets
from opl_tournament.printing.documents import (
    EventHeader,
    MasterRow,
    MasterSheet,
    PlayerSheet,
    ResultSheets,
    RoundResult,
)
from opl_tournament.printing.fonts import ensure_fonts
from tests.bench.bench_results import record

TARGET_SECONDS = 10.0


def build_event(players: int, rounds: int) -> tuple[ResultSheets, MasterSheet]:
    header = EventHeader(
        "Benchmark Open",
        "OPL-BENCH-1",
        "Convention Hall",
        "2026-05-01",
        "Chief Judge",
        f"Swiss, {rounds} rounds",
        rounds,
    )
    sheets = []
    rows = []
    for index in range(players):
        wins = 0
        results = []
        for round_number in range(1, rounds + 1):
            won = (index * 7 + round_number) % 3 != 0
            wins += won
            results.append(
                RoundResult(
                    round_number,
                    (index // 2) % 512 + 1,
                    f"{(index + round_number) % players:05d}",
                    "W" if won else "L",
                    f"{wins}-{round_number - wins}",
                )
            )
        number = f"{index:05d}"
        name = f"Player {index:04d} Surname-{index % 97}"
        sheets.append(
            PlayerSheet(
                number,
                PlayerIdentity(name, city="Springfield", email=f"p{index}@example.com"),
                rounds=tuple(results),
            )
        )
        rows.append(MasterRow(index + 1, number, name, tuple(results)))
    return (
        ResultSheets(header, tuple(sheets)),
        MasterSheet(
            header,
            tuple(rows),
            rounds=rounds,
            return_block=("Global Rating Service", "P.O. Box 0000, Example City"),
        ),
    )


def baseline(pages: int, rows: int, columns: int, wide: bool) -> bytes:
    """The same number of pages, each one ruled table of text in Helvetica."""
    buffer = io.BytesIO()
    size = landscape(LETTER) if wide else LETTER
    canv = Canvas(buffer, pagesize=size, invariant=1, pageCompression=1)
    width, height = size
    cell_width = (width - 72) / columns
    for page in range(pages):
        canv.setFont("Helvetica", 10)
        for row in range(rows + 1):
            y = height - 72 - row * 20
            canv.line(36, y, width - 36, y)
            for column in range(columns):
                canv.drawString(40 + column * cell_width, y - 14, f"{page}.{row}.{column}")
        canv.showPage()
    canv.save()
    return buffer.getvalue()


def timed(label: str, build, repeat: int) -> tuple[float, bytes]:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        pdf = build()
        times.append(time.perf_counter() - start)
    elapsed = statistics.median(times)
    print(f"{label:<42} {elapsed:7.2f} s  {len(pdf) / 1e6:6.2f} MB")
    return elapsed, pdf


def page_count(pdf: bytes) -> int:
    return pdf.count(b"/Type /Page\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    options = parser.parse_args()
    ensure_fonts()
    result_sheets, master_sheet = build_event(options.players, options.rounds)
    print(f"{options.players} players, {options.rounds} rounds")
    sheets_time, sheets_pdf = timed(
        "player result sheets (1 per page)",
        lambda: render_result_sheets(result_sheets),
        options.repeat,
    )
    master_time, master_pdf = timed(
        "master result sheets", lambda: render_master_sheet(master_sheet), options.repeat
    )
    sheet_pages, master_pages = page_count(sheets_pdf), page_count(master_pdf)
    base_sheets, _ = timed(
        f"baseline, {sheet_pages} pages of 9x6 cells",
        lambda: baseline(sheet_pages, 9, 6, wide=False),
        options.repeat,
    )
    base_master, _ = timed(
        f"baseline, {master_pages} pages of 26x15 cells",
        lambda: baseline(master_pages, 26, 15, wide=True),
        options.repeat,
    )
    total = sheets_time + master_time
    print(f"pages: {sheet_pages} result sheets, {master_pages} master sheets")
    print(
        f"ratio to baseline: result sheets {sheets_time / base_sheets:.2f}x, "
        f"master sheets {master_time / base_master:.2f}x"
    )
    record(
        "printing",
        f"result sheets, {options.players} players ({sheet_pages} pages)",
        sheets_time,
        "plain reportlab canvas, same page count",
        base_sheets,
        "< 2.5 s",
    )
    record(
        "printing",
        f"master sheets, {options.players} players ({master_pages} pages)",
        master_time,
        "plain reportlab canvas, same page count",
        base_master,
    )
    verdict = "within" if total < TARGET_SECONDS else "OVER"
    print(f"total {total:.2f} s ({verdict} the {TARGET_SECONDS:.0f} s target)")


if __name__ == "__main__":
    main()
