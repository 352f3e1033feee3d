"""The Master Result Sheet: every player's rounds on one landscape grid, three rounds a page."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.printing.documents import MasterRow, MasterSheet, RoundResult
from opl_tournament.printing.fonts import draw_text
from opl_tournament.printing.layout import (
    BAND,
    INK,
    MARGIN,
    SHADE,
    WHITE,
    Column,
    chunks,
    column_widths,
    draw_event_header,
    draw_footer,
    draw_table,
    draw_title_band,
    page_size,
    render,
)

ROUNDS_PER_PAGE = 3
TITLE = "MASTER RESULT SHEET"
FIXED_COLUMNS = (
    Column("SEQ.", 0.55, "center"),
    Column("NUMBER", 0.95, "center", bold=True),
    Column("NAME", 2.9, size=8.5),
)
ROUND_COLUMNS = (
    Column("TABLE", 0.6, "center"),
    Column("VERSUS", 0.95, "center", bold=True),
    Column("W/L", 0.55, "center", bold=True),
    Column("RECORD", 0.75, "center"),
)


def render_master_sheet(data: MasterSheet) -> bytes:
    """As many pages as the field needs: rounds 1–3 for every player, then 4–6, and so on."""
    played = max((entry.round for row in data.rows for entry in row.rounds), default=0)
    round_count = max(data.rounds, played, 1)
    blocks = [
        tuple(range(first, first + ROUNDS_PER_PAGE))
        for first in range(1, round_count + 1, ROUNDS_PER_PAGE)
    ]
    rows_per_page = max(1, data.rows_per_page)
    pages: list[Callable[[Canvas, int, int], None]] = [
        _page(data, block, chunk, round_count)
        for block in blocks
        for chunk in chunks(data.rows, rows_per_page)
    ]
    return render(data.paper, f"Master result sheet — {data.header.event_name}", pages, wide=True)


def _page(
    data: MasterSheet, block: tuple[int, ...], rows: Sequence[MasterRow], round_count: int
) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper, wide=True)
        inner = width - 2 * MARGIN
        last_round = min(block[-1], round_count)
        y = draw_title_band(
            canv,
            MARGIN,
            height - MARGIN,
            inner,
            TITLE,
            right=f"ROUNDS {block[0]}–{last_round} · OVERPOWER LEGION · GLOBAL RATING SERVICE",
        )
        y = draw_event_header(canv, MARGIN, y - 2, inner, data.header)
        return_height = 16.0 + 10.0 * max(1, len(data.return_block))
        available = y - 20 - (MARGIN + return_height + 6)
        row_height = min(24.0, available / max(1, data.rows_per_page))
        columns = list(FIXED_COLUMNS) + [column for _ in block for column in ROUND_COLUMNS]
        table_rows = [_row_cells(row, block) for row in rows]
        shaded = [index % 2 == 1 for index in range(len(table_rows))]
        _draw_round_groups(canv, MARGIN, y, inner, columns, block, round_count)
        bottom = draw_table(
            canv,
            MARGIN,
            y - 16,
            inner,
            columns,
            table_rows,
            row_height=row_height,
            size=9.5,
            header_height=16,
            shaded=shaded,
        )
        _draw_group_rules(canv, MARGIN, y, bottom, inner, columns)
        _draw_return_block(canv, MARGIN, bottom - 10, inner, data.return_block)
        draw_footer(
            canv,
            page,
            count,
            f"{TITLE} — {data.header.event_name}",
            width,
            note="Sequence numbers run in ascending order.",
        )

    return draw


def _row_cells(row: MasterRow, block: tuple[int, ...]) -> list[str]:
    by_round = {entry.round: entry for entry in row.rounds}
    cells = [str(row.sequence), row.number, row.name]
    for round_number in block:
        entry = by_round.get(round_number, RoundResult(round_number))
        table = str(entry.table) if entry.table is not None else ""
        cells += [table, entry.opponent_number, entry.result, entry.record]
    return cells


def _draw_round_groups(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    columns: Sequence[Column],
    block: tuple[int, ...],
    round_count: int,
) -> None:
    """The dark "ROUND n" band above each group of four round columns."""
    widths = column_widths(columns, width)
    fixed = len(FIXED_COLUMNS)
    cursor = x + sum(widths[:fixed])
    canv.setFillColor(SHADE)
    canv.rect(x, top - 16, cursor - x, 16, stroke=0, fill=1)
    for index, round_number in enumerate(block):
        start = fixed + index * len(ROUND_COLUMNS)
        group_width = sum(widths[start : start + len(ROUND_COLUMNS)])
        canv.setFillColor(BAND)
        canv.rect(cursor, top - 16, group_width, 16, stroke=0, fill=1)
        canv.setFillColor(WHITE)
        label = f"ROUND {round_number}" if round_number <= round_count else "ROUND ____"
        draw_text(canv, cursor + group_width / 2, top - 11.5, label, 9, bold=True, align="center")
        cursor += group_width
        canv.setStrokeColor(WHITE)
        canv.setLineWidth(1.5)
        canv.line(cursor, top, cursor, top - 16)
    canv.setFillColor(INK)
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.0)
    canv.rect(x, top - 16, width, 16, stroke=1, fill=0)


def _draw_group_rules(
    canv: Canvas, x: float, top: float, bottom: float, width: float, columns: Sequence[Column]
) -> None:
    """Heavier rules between the round groups so a row's rounds are easy to tell apart."""
    widths = column_widths(columns, width)
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.4)
    cursor = x
    for index, column_width in enumerate(widths[:-1], start=1):
        cursor += column_width
        if index >= len(FIXED_COLUMNS) and (index - len(FIXED_COLUMNS)) % len(ROUND_COLUMNS) == 0:
            canv.line(cursor, top, cursor, bottom)
    canv.setLineWidth(1.0)


def _draw_return_block(
    canv: Canvas, x: float, top: float, width: float, lines: Sequence[str]
) -> None:
    if not lines:
        return
    height = 12.0 + 10.0 * len(lines)
    canv.setStrokeColor(INK)
    canv.setLineWidth(0.8)
    canv.rect(x, top - height, width, height, stroke=1, fill=0)
    draw_text(canv, x + 8, top - 13, "RETURN THIS SHEET TO", 7.5, bold=True)
    canv.setFillColor(INK)
    for index, line in enumerate(lines):
        draw_text(canv, x + 130, top - 13 - 10 * index, line, 8.5, max_width=width - 140)
