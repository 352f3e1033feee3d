"""The table engine: columns, rows that grow where a value wraps, and a long table cut into
pages under the event header (``table_pages``; ``fill_pages`` and ``balanced_chunks`` for other
lists)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.printing.documents import EventHeader
from opl_tournament.printing.fonts import draw_lines, draw_text, fit_block, wrap, wrap_whole
from opl_tournament.printing.layout import (
    GRID,
    INK,
    MARGIN,
    SHADE,
    Layer,
    draw_form_footer,
    draw_form_head,
    faint,
    page_size,
    shrunk,
)

T = TypeVar("T")


@dataclass(frozen=True)
class Column:
    title: str
    weight: float
    align: str = "left"
    bold: bool = False
    size: float | None = None
    wrap: bool = False
    """Long values run on to more lines and the row grows, rather than being shortened."""


def column_widths(columns: Sequence[Column], width: float) -> list[float]:
    total = sum(column.weight for column in columns)
    return [width * column.weight / total for column in columns]


CELL_PAD = 4.0
LEADING = 1.15
BELOW_GAP = 10.0
"""The space between a table and the block drawn under it."""


def _wrapped(column: Column, width: float, value: str, size: float) -> tuple[float, list[str]]:
    """A wrapping cell's size and lines (a word too wide for the column drawn smaller)."""
    size = column.size or size
    fitted, lines = wrap_whole(value, size, width - 2 * CELL_PAD, shrunk(size), column.bold)
    return fitted, lines or [""]


def row_heights(
    columns: Sequence[Column],
    width: float,
    rows: Sequence[Sequence[str]],
    *,
    row_height: float,
    size: float,
) -> list[float]:
    """Each row's height: ``row_height``, or more where a wrapping column needs more lines."""
    widths = column_widths(columns, width)
    heights = []
    for row in rows:
        needed = row_height
        for column, column_width, value in zip(columns, widths, row, strict=True):
            if column.wrap and value:
                fitted, lines = _wrapped(column, column_width, value, size)
                needed = max(needed, len(lines) * fitted * LEADING + 8)
        heights.append(needed)
    return heights


def draw_table(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    row_height: float,
    size: float = 10.0,
    header_height: float = 18.0,
    shaded: Sequence[bool] | None = None,
    layer: Layer = "all",
) -> float:
    """A ruled table with a shaded heading row; returns the y of its bottom edge.

    Every value is drawn whole: smaller, or on two lines where the row has room, and in a
    wrapping column on as many lines as it needs (the row grows).
    """
    widths = column_widths(columns, width)
    heights = row_heights(columns, width, rows, row_height=row_height, size=size)
    tops = [top - header_height - sum(heights[:index]) for index in range(len(rows))]
    bottom = top - header_height - sum(heights)
    if layer != "values":
        _draw_table_frame(
            canv, x, top, width, columns, widths, tops, heights, header_height, shaded
        )
    if layer != "frame":
        for row_top, height, row in zip(tops, heights, rows, strict=True):
            cursor = x
            for column, column_width, value in zip(columns, widths, row, strict=True):
                _draw_cell(
                    canv,
                    cursor,
                    row_top - height,
                    column_width,
                    height,
                    value,
                    column.size or size,
                    column.align,
                    bold=column.bold,
                    wraps=column.wrap,
                )
                cursor += column_width
    return bottom


def _draw_table_frame(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    columns: Sequence[Column],
    widths: Sequence[float],
    tops: Sequence[float],
    heights: Sequence[float],
    header_height: float,
    shaded: Sequence[bool] | None,
) -> None:
    bottom = top - header_height - sum(heights)
    canv.setFillColor(SHADE)
    canv.rect(x, top - header_height, width, header_height, stroke=0, fill=1)
    canv.setFillColor(INK)
    for row_top, height, row_shaded in zip(tops, heights, shaded or (), strict=False):
        if row_shaded:
            canv.setFillColor(SHADE)
            canv.rect(x, row_top - height, width, height, stroke=0, fill=1)
            canv.setFillColor(INK)
    cursor = x
    for column, column_width in zip(columns, widths, strict=True):
        _draw_cell(
            canv,
            cursor,
            top - header_height,
            column_width,
            header_height,
            column.title,
            7.5,
            column.align,
            bold=True,
        )
        cursor += column_width
    canv.setStrokeColor(GRID)
    canv.setLineWidth(0.5)
    for row_top, height in zip(tops, heights, strict=True):
        canv.line(x, row_top - height, x + width, row_top - height)
    cursor = x
    for column_width in widths[:-1]:
        cursor += column_width
        canv.line(cursor, top, cursor, bottom)
    canv.setLineWidth(1.0)
    canv.setStrokeColor(INK)
    canv.rect(x, bottom, width, top - bottom, stroke=1, fill=0)
    canv.line(x, top - header_height, x + width, top - header_height)


def _draw_cell(
    canv: Canvas,
    x: float,
    y: float,
    width: float,
    height: float,
    text: str,
    size: float,
    align: str,
    *,
    bold: bool,
    wraps: bool = False,
) -> None:
    """The value whole: on one line, smaller if need be, or on as many lines as fit."""
    if not text:
        return
    inner = width - 2 * CELL_PAD
    if wraps:
        size, lines = wrap_whole(text, size, inner, shrunk(size), bold)
    else:
        size, lines = fit_block(
            text, size, inner, height - 1.5, bold=bold, min_size=shrunk(size), leading=1.1
        )
    if align == "center":
        anchor = x + width / 2
    elif align == "right":
        anchor = x + width - CELL_PAD
    else:
        anchor = x + CELL_PAD
    if len(lines) == 1:
        baseline = y + (height - size * 0.72) / 2
        draw_text(canv, anchor, baseline, lines[0], size, bold=bold, max_width=inner, align=align)
        return
    leading = LEADING if wraps else 1.1
    block = len(lines) * size * leading
    top = y + (height + block) / 2
    draw_lines(canv, anchor, top, lines, size, bold=bold, align=align, leading=leading)


def balanced_chunks(items: Sequence[T], most: int) -> list[Sequence[T]]:
    """``items`` cut into as few pieces of at most ``most`` as needed, as even as can be (26
    rows at 25 a page: two pages of 13, not 25 and one alone)."""
    if not items:
        return [items]
    pieces = -(-len(items) // max(1, most))
    size = -(-len(items) // pieces)
    return [items[start : start + size] for start in range(0, len(items), size)]


@dataclass(frozen=True)
class Below:
    """A block drawn under a page's table (the pairings' table rules): its height, kept free on
    every page, and how it is drawn from its top (``draw(canv, x, top, width)``)."""

    height: float
    draw: Callable[[Canvas, float, float, float], None]


class TableDocument(Protocol):
    """A document printed as one long table: its event header and its paper."""

    @property
    def header(self) -> EventHeader: ...

    @property
    def paper(self) -> str: ...


FOOTNOTE_SIZE = 7.5


def table_pages(
    document: TableDocument,
    *,
    title: str,
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    row_height: float,
    size: float,
    wide: bool = False,
    band_note: Callable[[Sequence[Sequence[str]]], str] | None = None,
    band_note_size: float = 8.5,
    shaded: Callable[[Sequence[str]], bool] | None = None,
    footnote: str = "",
    below: Below | None = None,
    starts: Sequence[bool] | None = None,
) -> list[Callable[[Canvas, int, int], None]]:
    """Pages of one long table under the event header; the column headings repeat on each.
    ``starts``: whether a page may begin at each row (as ``fill_pages``)."""
    header = document.header
    width, height = page_size(document.paper, wide=wide)
    inner = width - 2 * MARGIN
    header_top = height - MARGIN - 24 - 2
    table_top = header_top - 70
    # a note longer than the page is wide wraps (a tie at the cut line is said in full)
    footnote_lines = wrap(footnote, FOOTNOTE_SIZE, inner) if footnote else []
    footnote_room = 14.0 + FOOTNOTE_SIZE * 1.15 * (len(footnote_lines) - 1) if footnote else 0.0
    below_room = below.height + BELOW_GAP if below else 0.0
    room = table_top - 18 - MARGIN - 8 - footnote_room - below_room
    heights = row_heights(columns, inner, rows, row_height=row_height, size=size)

    def page_for(page_rows: Sequence[Sequence[str]]) -> Callable[[Canvas, int, int], None]:
        def draw(canv: Canvas, page: int, count: int) -> None:
            note = band_note(page_rows) if band_note else ""
            right_size = band_note_size if note else 8.5
            draw_form_head(
                canv, width, height, title, header, right=note or None, right_size=right_size
            )
            marks = [shaded(row) for row in page_rows] if shaded else None
            bottom = draw_table(
                canv,
                MARGIN,
                table_top,
                inner,
                columns,
                page_rows,
                row_height=row_height,
                size=size,
                shaded=marks,
            )
            if footnote:
                with faint(canv):
                    draw_lines(
                        canv,
                        MARGIN,
                        bottom - 12 + FOOTNOTE_SIZE * 0.95,
                        footnote_lines,
                        FOOTNOTE_SIZE,
                    )
            if below:
                below.draw(canv, MARGIN, bottom - footnote_room - BELOW_GAP, inner)
            draw_form_footer(canv, page, count, width, title, header)

        return draw

    return [page_for(piece) for piece in fill_pages(rows, heights, room, starts)]


def fill_pages(
    items: Sequence[T],
    heights: Sequence[float],
    room: float,
    starts: Sequence[bool] | None = None,
) -> list[Sequence[T]]:
    """``items`` cut into pages of at most ``room`` height each (at least one item a page), as
    few pages as that needs, filled as evenly as can be (35 tables at 17 a page: 12, 12 and
    11, not 17, 17 and one alone on the last page).
    ``starts``: whether a page may begin at each item (a pod's later seats may not: the pod
    moves whole to the next page, unless it alone fills a page); None: at any."""
    pages = _filled(items, heights, room, starts)
    if len(pages) < 2:
        return pages
    # The least room a page may be given and the items still need no more pages.
    least, most = sum(heights) / len(pages), room
    while most - least > 0.5:
        middle = (least + most) / 2
        if len(_filled(items, heights, middle, starts)) > len(pages):
            least = middle
        else:
            most = middle
    return _filled(items, heights, most, starts)


def _filled(
    items: Sequence[T],
    heights: Sequence[float],
    room: float,
    starts: Sequence[bool] | None,
) -> list[Sequence[T]]:
    """Each page filled in turn as full as ``room`` allows."""
    pages: list[Sequence[T]] = []
    start, used = 0, 0.0
    for index, height in enumerate(heights):
        if index > start and used + height > room:
            cut = index
            if starts is not None:
                cut = next((i for i in range(index, start, -1) if starts[i]), index)
            pages.append(items[start:cut])
            start, used = cut, sum(heights[cut:index])
        used += height
    pages.append(items[start:])
    return pages
