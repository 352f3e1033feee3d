"""Match slips: several to a page, laid out so a cut stack stays in table order."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.printing.documents import EventHeader, Pairing, Pairings
from opl_tournament.printing.fonts import draw_text, text_width
from opl_tournament.printing.layout import (
    BAND,
    FAINT,
    GRID,
    INK,
    MARGIN,
    WHITE,
    draw_check_box,
    draw_event_header,
    draw_footer,
    draw_title_band,
    page_size,
    render,
)

GRIDS = {4: (2, 2), 6: (2, 3), 8: (2, 4)}


def slip_positions(count: int, per_page: int) -> list[tuple[int, int]]:
    """(page, position) of each slip so that cutting the pages and stacking the pieces —
    all of position 1, then all of position 2, … — gives the slips in their original order.

    Slip ``i`` goes to page ``i mod P`` at position ``i div P``, where P is the page count.
    """
    pages = max(1, -(-count // per_page))
    return [(index % pages, index // pages) for index in range(count)]


def render_match_slips(data: Pairings) -> bytes:
    """A slip per table in table order (byes need none), for cutting and handing out."""
    matches = sorted(
        (pairing for pairing in data.pairings if pairing.b_number),
        key=lambda pairing: (pairing.table or 0, pairing.a_number),
    )
    if not matches:
        return render(data.paper, f"Match slips — {data.header.event_name}", [_nothing(data)])
    per_page = data.slips_per_page if data.slips_per_page in GRIDS else 8
    positions = slip_positions(len(matches), per_page)
    page_count = max(1, -(-len(matches) // per_page))
    layout: list[list[Pairing | None]] = [[None] * per_page for _ in range(page_count)]
    for pairing, (page, position) in zip(matches, positions, strict=True):
        layout[page][position] = pairing
    pages: list[Callable[[Canvas, int, int], None]] = [
        _page(data, slips, per_page) for slips in layout
    ]
    return render(data.paper, f"Match slips — {data.header.event_name}", pages)


def _nothing(data: Pairings) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper)
        inner = width - 2 * MARGIN
        y = draw_title_band(canv, MARGIN, height - MARGIN, inner, "MATCH SLIPS")
        y = draw_event_header(canv, MARGIN, y - 2, inner, data.header)
        draw_text(canv, MARGIN, y - 30, "No tables are paired, so there are no slips to print.", 11)
        draw_footer(canv, page, count, f"MATCH SLIPS — {data.header.event_name}", width)

    return draw


def _page(
    data: Pairings, slips: Sequence[Pairing | None], per_page: int
) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper)
        columns, rows = GRIDS[per_page]
        cell_width = (width - 2 * MARGIN) / columns
        cell_height = (height - 2 * MARGIN) / rows
        _cut_marks(canv, width, height, columns, rows, cell_width, cell_height)
        for position, pairing in enumerate(slips):
            if pairing is None:
                continue
            row, column = divmod(position, columns)
            x = MARGIN + column * cell_width
            top = height - MARGIN - row * cell_height
            _slip(canv, x + 10, top - 10, cell_width - 20, cell_height - 20, data.header, pairing)
        draw_footer(
            canv,
            page,
            count,
            "MATCH SLIPS — cut on the dotted lines; stack the top-left "
            "pieces first, then across and down",
            width,
        )

    return draw


def _cut_marks(
    canv: Canvas,
    width: float,
    height: float,
    columns: int,
    rows: int,
    cell_width: float,
    cell_height: float,
) -> None:
    canv.saveState()
    canv.setStrokeColor(FAINT)
    canv.setLineWidth(0.5)
    canv.setDash(3, 3)
    for column in range(1, columns):
        x = MARGIN + column * cell_width
        canv.line(x, MARGIN - 6, x, height - MARGIN + 6)
    for row in range(1, rows):
        y = height - MARGIN - row * cell_height
        canv.line(MARGIN - 6, y, width - MARGIN + 6, y)
    canv.restoreState()


def _slip(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    height: float,
    header: EventHeader,
    pairing: Pairing,
) -> None:
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.0)
    canv.roundRect(x, top - height, width, height, 4, stroke=1, fill=0)
    band = 30.0
    canv.setFillColor(BAND)
    canv.roundRect(x, top - band, width, band, 4, stroke=0, fill=1)
    canv.rect(x, top - band, width, band / 2, stroke=0, fill=1)
    canv.setFillColor(WHITE)
    round_text = f"ROUND {header.round}" if header.round is not None else "ROUND ____"
    draw_text(
        canv, x + 8, top - 13, f"MATCH SLIP · {round_text}", 9, bold=True, max_width=width * 0.55
    )
    draw_text(canv, x + 8, top - 24, header.event_name, 7, max_width=width * 0.55)
    table = str(pairing.table) if pairing.table is not None else "—"
    draw_text(
        canv,
        x + width - 12 - text_width(table, 20, bold=True),
        top - 22,
        "TABLE",
        7,
        bold=True,
        align="right",
    )
    draw_text(canv, x + width - 8, top - 23, table, 20, bold=True, align="right")
    canv.setFillColor(INK)
    y = top - band - 8
    if pairing.match_id:
        canv.setFillColor(FAINT)
        draw_text(canv, x + 8, y - 4, pairing.match_id, 7)
        canv.setFillColor(INK)
    bottom = top - height + 10
    block_top = y - 6
    block_height = (block_top - (bottom + 30)) / 2
    for index, (number, name) in enumerate(
        ((pairing.a_number, pairing.a_name), (pairing.b_number, pairing.b_name))
    ):
        line_y = block_top - index * block_height - 16
        draw_check_box(canv, x + 8, line_y, "", False, size=11)
        draw_text(canv, x + 30, line_y, number, 12, bold=True)
        draw_text(canv, x + 74, line_y, name, 11, max_width=width - 82)
        canv.setStrokeColor(GRID)
        canv.setLineWidth(0.5)
        sign_y = block_top - (index + 1) * block_height + 10
        canv.line(x + 74, sign_y, x + width - 8, sign_y)
        canv.setFillColor(FAINT)
        draw_text(canv, x + 74, sign_y - 7, "signature", 6)
        canv.setFillColor(INK)
    canv.setFillColor(FAINT)
    draw_text(
        canv,
        x + 8,
        bottom + 14,
        "Tick the winner's box; both players sign.",
        6.5,
        max_width=width - 16,
    )
    canv.setFillColor(INK)
    cursor = x + 8
    cursor += draw_check_box(canv, cursor, bottom, "Double loss", False, size=7) + 10
    draw_check_box(canv, cursor, bottom, "Time called", False, size=7)
    canv.setStrokeColor(GRID)
    canv.line(x + width * 0.62, bottom - 1, x + width - 8, bottom - 1)
    canv.setFillColor(FAINT)
    draw_text(canv, x + width * 0.62, bottom + 2, "judge", 6)
    canv.setFillColor(INK)
