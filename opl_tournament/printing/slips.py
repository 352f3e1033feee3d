"""Result slips for a round of any table shape — a match slip per head-to-head table, a pod
slip per pod — several to a page, laid out so a cut stack stays in table order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.languages import Language
from opl_tournament.language.catalogs import Words
from opl_tournament.printing.documents import (
    EventHeader,
    RoundPairings,
    RoundTable,
    TableShape,
)
from opl_tournament.printing.fonts import draw_fitted, draw_text, text_width
from opl_tournament.printing.layout import (
    FAINT,
    GRID,
    INK,
    MARGIN,
    draw_card,
    draw_check_box,
    draw_footer,
    faint,
    form_words,
    nothing_to_print,
    page_size,
    render,
)

GRIDS = {4: (2, 2), 6: (2, 3), 8: (2, 4), 10: (2, 5)}
T = TypeVar("T")


def slip_positions(count: int, per_page: int) -> list[tuple[int, int]]:
    """(page, position) of each slip so that cutting the pages and stacking the pieces —
    all of position 1, then all of position 2, … — gives the slips in their original order.

    Slip ``i`` goes to page ``i mod P`` at position ``i div P``, where P is the page count.
    """
    pages = max(1, -(-count // per_page))
    return [(index % pages, index // pages) for index in range(count)]


def render_slips(data: RoundPairings) -> bytes:
    """A slip per table in table order (byes need none), for cutting and handing out."""
    shape = _SHAPES[data.shape]
    tables = sorted(
        (table for table in data.tables if not table.bye),
        key=lambda table: (table.table or 0, table.seats[0].number),
    )
    _ = form_words(data.header.language)
    slip_title, slips, title, label = shape.words(_, data.header.event_name)
    if not tables:
        why = _("No tables are paired, so there are no slips to print.")
        blank = nothing_to_print(data.paper, data.header, slips, why)
        return render(data.paper, title, [blank])
    per_page = data.slips_per_page if data.slips_per_page in GRIDS else shape.per_page

    def draw(
        canv: Canvas, x: float, top: float, width: float, height: float, table: RoundTable
    ) -> None:
        y = slip_frame(canv, x, top, width, height, data.header, (label, table.table), slip_title)
        body = _Body(canv, x, y, top - height + 10, width, draws=data.header.draws)
        shape.draw_body(body, table, _)

    footer = _(
        "{slips} — cut on the dotted lines; stack the top-left pieces first, then across and down",
        slips=slips,
    )
    pages = slip_pages(data.paper, tables, per_page, draw, footer, data.header.language)
    return render(data.paper, title, pages)


SlipDrawer = Callable[[Canvas, float, float, float, float, T], None]


def slip_pages(
    paper: str,
    items: Sequence[T],
    per_page: int,
    draw_slip: SlipDrawer[T],
    footer: str,
    language: Language,
) -> list[Callable[[Canvas, int, int], None]]:
    """Pages of ``per_page`` slips each, placed so that a cut stack stays in the given order."""
    positions = slip_positions(len(items), per_page)
    page_count = max(1, -(-len(items) // per_page))
    layout: list[list[T | None]] = [[None] * per_page for _ in range(page_count)]
    for item, (page, position) in zip(items, positions, strict=True):
        layout[page][position] = item
    return [_page(paper, slips, per_page, draw_slip, footer, language) for slips in layout]


def _page(
    paper: str,
    slips: Sequence[T | None],
    per_page: int,
    draw_slip: SlipDrawer[T],
    footer: str,
    language: Language,
) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(paper)
        columns, rows = GRIDS[per_page]
        cell_width = (width - 2 * MARGIN) / columns
        cell_height = (height - 2 * MARGIN) / rows
        _cut_marks(canv, width, height, columns, rows, cell_width, cell_height)
        for position, item in enumerate(slips):
            if item is None:
                continue
            row, column = divmod(position, columns)
            x = MARGIN + column * cell_width
            top = height - MARGIN - row * cell_height
            draw_slip(canv, x + 10, top - 10, cell_width - 20, cell_height - 20, item)
        draw_footer(canv, page, count, footer, width, language=language)

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


def slip_frame(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    height: float,
    header: EventHeader,
    table: tuple[str, int | None],
    title: str,
) -> float:
    """A slip's outline and title band (round, event, and the table as (its label: TABLE or
    POD, its number)); returns the top of its body."""
    band = 30.0
    draw_card(canv, x, top, width, height, band)
    _ = form_words(header.language)
    round_text = _("ROUND {number}", number=header.round if header.round is not None else "____")
    draw_text(
        canv, x + 8, top - 13, f"{title} · {round_text}", 9, bold=True, max_width=width * 0.55
    )
    label, number = table
    table_text = str(number) if number is not None else "—"
    label_right = x + width - 12 - text_width(table_text, 20, bold=True)
    # the event's name has the band's width up to the table's label
    room = label_right - text_width(label, 7, bold=True) - 8 - (x + 8)
    draw_text(canv, x + 8, top - 24, header.event_name, 7, max_width=room, min_size=5.5)
    draw_text(canv, label_right, top - 22, label, 7, bold=True, align="right")
    draw_text(canv, x + width - 8, top - 23, table_text, 20, bold=True, align="right")
    canv.setFillColor(INK)
    return top - band - 8


def _signature_line(canv: Canvas, left: float, right: float, y: float, _: Words) -> None:
    canv.setStrokeColor(GRID)
    canv.setLineWidth(0.5)
    canv.line(left, y, right, y)
    with faint(canv):
        draw_text(canv, left, y - 7, _("signature"), 6)


def _judge_line(
    canv: Canvas, x: float, width: float, bottom: float, label_y: float, _: Words
) -> None:
    canv.setStrokeColor(GRID)
    canv.line(x + width * 0.62, bottom - 1, x + width - 8, bottom - 1)
    with faint(canv):
        draw_text(canv, x + width * 0.62, label_y, _("judge"), 6)


@dataclass(frozen=True)
class _Body:
    """Where a slip's body is drawn: below its title band (``top``), above ``bottom``."""

    canv: Canvas
    x: float
    top: float
    bottom: float
    width: float
    draws: bool = False
    """The game's Swiss games can be drawn (Vs. System): a match slip has a box for it."""


def _match_body(body: _Body, table: RoundTable, _: Words) -> None:
    """Two players, each with a box to tick for the winner and a line to sign. No player's code:
    the slip is one sheet for both players, and either could confirm for the other with it."""
    canv, x, y, bottom, width = body.canv, body.x, body.top, body.bottom, body.width
    if table.match_id:
        with faint(canv):
            draw_text(canv, x + 8, y - 4, table.match_id, 7)
    block_top = y - 6
    block_height = (block_top - (bottom + 30)) / 2
    for index, seat in enumerate(table.seats):
        line_y = block_top - index * block_height - 16
        sign_y = block_top - (index + 1) * block_height + 10
        right = x + width - 8
        draw_check_box(canv, x + 8, line_y, "", False, size=11)
        used = draw_text(canv, x + 30, line_y, seat.number, 12, bold=True)
        name_x = max(x + 74, x + 30 + used + 10)  # room after a number of any length
        draw_fitted(canv, name_x, line_y, seat.name, 11, right - name_x)
        _signature_line(canv, name_x, right, sign_y, _)
    # A Swiss game of a game with draws (Vs. System) may end drawn: its box stands above the
    # judge's line (a bracket's match needs a winner).
    draws = body.draws and not table.match_id
    with faint(canv):
        draw_text(
            canv,
            x + 8,
            bottom + 14,
            _("Tick the winner's box; both players sign."),
            6.5,
            max_width=(width * 0.62 - 16) if draws else width - 16,
            min_size=5.0,
        )
    if draws:
        draw_check_box(canv, x + width * 0.62, bottom + 14, _("Draw"), False, size=7)
    cursor = x + 8
    cursor += draw_check_box(canv, cursor, bottom, _("Double loss"), False, size=7) + 10
    draw_check_box(canv, cursor, bottom, _("Time called"), False, size=7)
    _judge_line(canv, x, width, bottom, bottom + 2, _)


def _pod_body(body: _Body, table: RoundTable, _: Words) -> None:
    """Each seat with a box for its place and a line to sign (no codes, as on a match slip)."""
    canv, x, y, bottom, width = body.canv, body.x, body.top, body.bottom, body.width
    teams = any(seat.team for seat in table.seats)
    with faint(canv):
        draw_text(canv, x + 8, y - 4, _.in_context("finishing place", "PLACE"), 6.5, bold=True)
        draw_text(canv, x + 48, y - 4, _("SEAT · PLAYER"), 6.5, bold=True)
    block_top = y - 10
    block_height = min(52.0, (block_top - (bottom + 26)) / max(1, len(table.seats)))
    for index, seat in enumerate(table.seats):
        line_y = block_top - index * block_height - 16
        sign_y = line_y - block_height + 24
        right = x + width - 8
        canv.setStrokeColor(INK)
        canv.setLineWidth(0.8)
        canv.rect(x + 8, line_y - 6, 30, 20, stroke=1, fill=0)
        draw_text(canv, x + 48, line_y, f"{seat.seat}", 9)
        used = draw_text(canv, x + 62, line_y, seat.number, 12, bold=True)
        name_x = max(x + 122, x + 62 + used + 10)  # room after a number of any length
        draw_fitted(canv, name_x, line_y, seat.name, 11, right - name_x, lines=3)
        side = " · ".join(part for part in (seat.team, seat.role) if part)
        if side:
            with faint(canv):
                draw_text(canv, x + 62, line_y - 11, side, 7, max_width=width - 70)
        _signature_line(canv, name_x, right, sign_y, _)
    with faint(canv):
        if teams:
            how = _("Winning team: 1 in both boxes; the other: 2. All sign.")
        elif any(seat.role for seat in table.seats):  # a boss battle: the challengers are a side
            how = _("Winning side: 1 (both challengers alike); the other: 2. All sign.")
        else:
            how = _("Place: 1 = won; equal places for a tie. All sign.")
        draw_text(canv, x + 8, bottom + 10, how, 6.5, max_width=width - 16, min_size=5.5)
    _judge_line(canv, x, width, bottom, bottom + 2 - 8, _)


def _match_words(_: Words, event: str) -> tuple[str, str, str, str]:
    return _("MATCH SLIP"), _("MATCH SLIPS"), _("Match slips — {event}", event=event), _("TABLE")


def _pod_words(_: Words, event: str) -> tuple[str, str, str, str]:
    return _("POD SLIP"), _("POD SLIPS"), _("Pod slips — {event}", event=event), _("POD")


@dataclass(frozen=True)
class _SlipShape:
    words: Callable[[Words, str], tuple[str, str, str, str]]
    """A slip's title; the slips together (the pages' footer, the page printed when there are
    none); the PDF's title, with the event's name; what its table is called (TABLE, POD)."""
    per_page: int
    draw_body: Callable[[_Body, RoundTable, Words], None]


_SHAPES: dict[TableShape, _SlipShape] = {
    "head-to-head": _SlipShape(_match_words, 8, _match_body),
    "pod": _SlipShape(_pod_words, 4, _pod_body),
}
