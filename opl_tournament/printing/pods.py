"""Pod rounds on paper: seatings by table and by name, and one result slip per pod."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.printing.documents import PodPairings, PodSeat, PodTable
from opl_tournament.printing.fonts import draw_fitted, draw_text
from opl_tournament.printing.layout import FAINT, GRID, INK, Column, render, table_pages
from opl_tournament.printing.page_address import with_page_address
from opl_tournament.printing.pairings import initial, sort_key
from opl_tournament.printing.slips import nothing_to_slip, slip_frame, slip_pages

BYE = "BYE"
SLIPS_PER_PAGE = 4

BY_TABLE_COLUMNS = (
    Column("TABLE", 0.8, "center", bold=True, size=20),
    Column("SEAT", 0.6, "center", size=10),
    Column("NO.", 1.2, "center", bold=True, size=11),
    Column("PLAYER", 3.4, size=11),
    Column("TEAM / ROLE", 1.8, size=10),
    Column("REC.", 0.8, "center", size=9),
)
BY_NAME_COLUMNS = (
    Column("NAME", 3.2, bold=True, size=12),
    Column("NO.", 1.2, "center", size=11),
    Column("TABLE", 0.9, "center", bold=True, size=20),
    Column("SEAT", 0.6, "center", size=11),
    Column("TEAM / ROLE", 2.2, size=10),
)


def _side_text(seat: PodSeat) -> str:
    return " · ".join(part for part in (seat.team, seat.role) if part)


def render_pod_pairings_by_table(data: PodPairings, *, address: str = "") -> bytes:
    """One line per seat, pods in table order, byes last. Alternate pods are shaded so each
    pod reads as one block from across the room. ``address``: the players' page, printed with
    its QR code at each page's foot (none when empty)."""
    rows: list[tuple[str, ...]] = []
    shaded_rows: set[int] = set()
    ordered = sorted(data.tables, key=lambda t: (t.bye, t.table))
    for index, table in enumerate(ordered):
        for seat in table.seats:
            row = (
                BYE if table.bye else str(table.table),
                "" if table.bye else str(seat.seat),
                seat.number,
                seat.name,
                f"{BYE} (a win)" if table.bye else _side_text(seat),
                seat.record,
            )
            rows.append(row)
            if index % 2:
                shaded_rows.add(id(row))
    title = f"POD SEATINGS BY TABLE{_round_suffix(data)}"
    pages = table_pages(
        paper=data.paper,
        title=title,
        header=data.header,
        columns=BY_TABLE_COLUMNS,
        rows=rows,
        row_height=26,
        size=12,
        shaded=lambda row: id(row) in shaded_rows,
    )
    titled = f"{title.title()} — {data.header.event_name}"
    return render(data.paper, titled, with_page_address(pages, data.paper, address))


def render_pod_pairings_by_name(data: PodPairings, *, address: str = "") -> bytes:
    """Every player in alphabetical order with their table and seat (``address`` as above)."""
    lines = [
        (
            seat.name,
            seat.number,
            BYE if table.bye else str(table.table),
            "" if table.bye else str(seat.seat),
            _side_text(seat),
        )
        for table in data.tables
        for seat in table.seats
    ]
    lines.sort(key=lambda line: (sort_key(line[0]), line[1]))
    title = f"POD SEATINGS BY NAME{_round_suffix(data)}"
    pages = table_pages(
        paper=data.paper,
        title=title,
        header=data.header,
        columns=BY_NAME_COLUMNS,
        rows=lines,
        row_height=24,
        size=12,
        band_note=_name_range,
        band_note_size=14,
        shaded=lambda row: row[4].startswith(BYE),
    )
    titled = f"{title.title()} — {data.header.event_name}"
    return render(data.paper, titled, with_page_address(pages, data.paper, address))


def _name_range(rows: Sequence[Sequence[str]]) -> str:
    if not rows:
        return ""
    return f"NAMES {initial(rows[0][0])} – {initial(rows[-1][0])}"


def _round_suffix(data: PodPairings) -> str:
    return f" · ROUND {data.header.round}" if data.header.round is not None else ""


def render_pod_slips(data: PodPairings) -> bytes:
    """A slip per pod (byes need none), four to a page, each seat with a box for its place."""
    pods = sorted((t for t in data.tables if not t.bye), key=lambda t: t.table)
    title = f"Pod slips — {data.header.event_name}"
    if not pods:
        return render(data.paper, title, [nothing_to_slip(data.paper, data.header)])

    def draw(
        canv: Canvas, x: float, top: float, width: float, height: float, pod: PodTable
    ) -> None:
        _pod_slip(canv, x, top, width, height, data, pod)

    return render(data.paper, title, slip_pages(data.paper, pods, SLIPS_PER_PAGE, draw))


def _pod_slip(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    height: float,
    data: PodPairings,
    pod: PodTable,
) -> None:
    y = slip_frame(canv, x, top, width, height, data.header, pod.table, "POD SLIP")
    teams = any(seat.team for seat in pod.seats)
    bottom = top - height + 10
    canv.setFillColor(FAINT)
    draw_text(canv, x + 8, y - 4, "PLACE", 6.5, bold=True)
    draw_text(canv, x + 48, y - 4, "SEAT · PLAYER", 6.5, bold=True)
    canv.setFillColor(INK)
    block_top = y - 10
    block_height = min(52.0, (block_top - (bottom + 26)) / max(1, len(pod.seats)))
    for index, seat in enumerate(pod.seats):
        line_y = block_top - index * block_height - 16
        canv.setStrokeColor(INK)
        canv.setLineWidth(0.8)
        canv.rect(x + 8, line_y - 6, 30, 20, stroke=1, fill=0)
        draw_text(canv, x + 48, line_y, f"{seat.seat}", 9)
        used = draw_text(canv, x + 62, line_y, seat.number, 12, bold=True)
        name_x = max(x + 122, x + 62 + used + 10)  # room after a number of any length
        draw_fitted(canv, name_x, line_y, seat.name, 11, x + width - 8 - name_x, lines=3)
        side = _side_text(seat)
        if side:
            canv.setFillColor(FAINT)
            draw_text(canv, x + 62, line_y - 11, side, 7, max_width=width - 70)
            canv.setFillColor(INK)
        canv.setStrokeColor(GRID)
        canv.setLineWidth(0.5)
        sign_y = line_y - block_height + 24
        canv.line(name_x, sign_y, x + width - 8, sign_y)
        canv.setFillColor(FAINT)
        draw_text(canv, name_x, sign_y - 7, "signature", 6)
        canv.setFillColor(INK)
    canv.setFillColor(FAINT)
    how = (
        "Winning team: 1 in both boxes; the other: 2. All sign."
        if teams
        else "Place: 1 = won; equal places for a tie. All sign."
    )
    draw_text(canv, x + 8, bottom + 10, how, 6.5, max_width=width - 16)
    canv.setStrokeColor(GRID)
    canv.line(x + width * 0.62, bottom - 1, x + width - 8, bottom - 1)
    draw_text(canv, x + width * 0.62, bottom + 2 - 8, "judge", 6)
    canv.setFillColor(INK)
