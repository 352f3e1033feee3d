"""Shared page furniture: paper, the canvas, the event header, footers, tables and check boxes."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.printing.documents import EventHeader
from opl_tournament.printing.fonts import (
    draw_lines,
    draw_text,
    ensure_fonts,
    fit_block,
    text_width,
    wrap,
)

MARGIN = 36.0
INK = Color(0.05, 0.05, 0.08)
GRID = Color(0.35, 0.35, 0.4)
FAINT = Color(0.55, 0.55, 0.6)
LABEL = Color(0.38, 0.38, 0.44)
SHADE = Color(0.92, 0.93, 0.95)
BAND = Color(0.16, 0.22, 0.36)
WHITE = Color(1, 1, 1)
BRAND = "OVERPOWER LEGION"
TITLE_BAND_HEIGHT = 24.0

T = TypeVar("T")
Layer = Literal["all", "frame", "values"]
"""What a drawing call draws: everything; only the frame that every copy of a form shares
(drawn once as a PDF form object and stamped on each page); or only what varies per copy."""

_PAPERS = {"A4": A4, "Letter": LETTER}


def page_size(paper: str, *, wide: bool = False) -> tuple[float, float]:
    try:
        size = _PAPERS[paper]
    except KeyError:
        raise InvalidInput(
            f"unknown paper size {paper!r}; use A4 or Letter", field="paper"
        ) from None
    return landscape(size) if wide else size


def render(
    paper: str,
    title: str,
    pages: Sequence[Callable[[Canvas, int, int], None]],
    *,
    wide: bool = False,
    forms: Mapping[str, Callable[[Canvas], None]] | None = None,
) -> bytes:
    """Draw each page function (called with canvas, page number, page count) into one PDF.

    ``forms`` are drawn once, as named PDF form objects that pages stamp with ``doForm``.
    """
    ensure_fonts()
    buffer = io.BytesIO()
    canv = Canvas(buffer, pagesize=page_size(paper, wide=wide), invariant=1, pageCompression=1)
    canv.setTitle(title)
    canv.setAuthor("OverPower Legion Tournament Manager")
    canv.setCreator("OverPower Legion Tournament Manager")
    for name, draw_form in (forms or {}).items():
        canv.beginForm(name)
        canv.setStrokeColor(INK)
        canv.setFillColor(INK)
        draw_form(canv)
        canv.endForm()
    count = max(1, len(pages))
    for index, draw_page in enumerate(pages, start=1):
        canv.setStrokeColor(INK)
        canv.setFillColor(INK)
        draw_page(canv, index, count)
        canv.showPage()
    if not pages:
        canv.showPage()
    canv.save()
    return buffer.getvalue()


def header_fields(header: EventHeader) -> list[tuple[str, str, float]]:
    """The header's fields with their share of the line; the round only on a form of one
    round (a form covering the whole event has no round to fill in)."""
    fields = [
        ("SANCTION NO.", header.sanction_number, 1.1),
        ("PLACE", header.place, 1.9),
        ("DATE", header.date, 0.9),
        ("JUDGE", header.judge, 1.3),
        ("FORMAT", header.format, 1.2),
    ]
    if header.round is not None:
        fields.append(("ROUND", str(header.round), 0.5))
    return fields


def shrunk(size: float) -> float:
    """The smallest size a value may be drawn at to fit its field or cell whole."""
    return min(size, max(6.0, size * 0.6))


def draw_title_band(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    title: str,
    *,
    right: str = "",
    right_size: float = 8.5,
    layer: Layer = "all",
) -> float:
    """A dark band with the form's title; returns the y just below it."""
    height = TITLE_BAND_HEIGHT
    if layer != "values":
        canv.setFillColor(BAND)
        canv.rect(x, top - height, width, height, stroke=0, fill=1)
        canv.setFillColor(WHITE)
        draw_text(canv, x + 8, top - 16.5, title, 13, bold=True, max_width=width * 0.7)
    if layer == "frame":
        canv.setFillColor(INK)
        return top - height
    used = min(text_width(title, 13, bold=True), width * 0.7)
    canv.setFillColor(WHITE)
    draw_text(
        canv,
        x + width - 8,
        top - 12 - right_size * 0.36,
        right or BRAND,
        right_size,
        bold=True,
        align="right",
        max_width=width - used - 40,
    )
    canv.setFillColor(INK)
    return top - height


def draw_label_field(
    canv: Canvas,
    x: float,
    y: float,
    width: float,
    label: str,
    value: str,
    *,
    size: float = 10.0,
    bold: bool = False,
    layer: Layer = "all",
) -> None:
    """A small grey label above a ruled line; the value (if any) written on the line."""
    if layer != "values":
        canv.setFillColor(LABEL)
        draw_text(canv, x, y + size + 3.5, label, 7, max_width=width)
        canv.setFillColor(INK)
        canv.setStrokeColor(GRID)
        canv.setLineWidth(0.6)
        canv.line(x, y - 2.5, x + width, y - 2.5)
    if value and layer != "frame":
        # One line, smaller if need be; else two lines between the label and the rule.
        fitted, lines = fit_block(
            value, size, width - 2, size + 3, bold=bold, min_size=shrunk(size), leading=1.05
        )
        for index, line in enumerate(lines):  # top line first, as a reader reads them
            above = len(lines) - 1 - index
            draw_text(canv, x + 1, y + above * fitted * 1.05, line, fitted, bold=bold)


def draw_event_header(
    canv: Canvas, x: float, top: float, width: float, header: EventHeader
) -> float:
    """Event name, then the sanction/place/date/judge/format/round line; returns the y below."""
    name_y = top - 22
    draw_label_field(canv, x, name_y, width, "EVENT", header.event_name, size=13, bold=True)
    fields = header_fields(header)
    wants = []
    for label, value, weight in fields:
        least = text_width(label, 7) + 2
        wants.append((least, max(least, text_width(value, 9.5) + 4), weight))
    widths = shared_widths(wants, width - 8 * (len(fields) - 1))
    cursor = x
    row_y = name_y - 30
    for (label, value, _weight), field_width in zip(fields, widths, strict=True):
        draw_label_field(canv, cursor, row_y, field_width, label, value, size=9.5)
        cursor += field_width + 8
    return row_y - 12


def shared_widths(wants: Sequence[tuple[float, float, float]], total: float) -> list[float]:
    """Widths for fields that each want (least width, width needed, share of spare room).

    Every field gets what it needs when all fit, the spare shared by weight; otherwise each
    gets its least and the rest goes in proportion to what is still missing, so that a long
    place name takes room from a short date rather than being cut.
    """
    needed = sum(want for _, want, _ in wants)
    if needed <= total:
        weights = sum(weight for _, _, weight in wants) or 1.0
        return [want + (total - needed) * weight / weights for _, want, weight in wants]
    least = sum(low for low, _, _ in wants)
    if least >= total:
        return [total * low / least for low, _, _ in wants]
    missing = needed - least
    return [low + (total - least) * (want - low) / missing for low, want, _ in wants]


def draw_footer(
    canv: Canvas, page: int, count: int, left: str, page_width: float, *, note: str = ""
) -> None:
    canv.setFillColor(FAINT)
    y = MARGIN - 18
    note_width = min(text_width(note, 7.5), page_width * 0.36) if note else 0.0
    left_width = (page_width / 2 - note_width / 2 - 12 - MARGIN) if note else page_width * 0.7
    draw_text(canv, MARGIN, y, left.rstrip(" —"), 7.5, max_width=left_width, min_size=6)
    draw_text(canv, page_width - MARGIN, y, f"Page {page} of {count}", 7.5, align="right")
    if note:
        draw_text(canv, page_width / 2, y, note, 7.5, align="center", max_width=note_width)
    canv.setFillColor(INK)


def draw_check_box(
    canv: Canvas,
    x: float,
    y: float,
    label: str,
    checked: bool,
    *,
    size: float = 8.5,
    layer: Layer = "all",
) -> float:
    """A square box with its label to the right, ticked when ``checked``; returns the width."""
    side = size + 1.5
    canv.setStrokeColor(INK)
    canv.setLineWidth(0.8)
    if layer != "values":
        canv.rect(x, y - 1.5, side, side, stroke=1, fill=0)
        draw_text(canv, x + side + 4, y, label, size)
    if checked and layer != "frame":
        canv.setLineWidth(1.4)
        canv.line(x + 2, y + side / 2 - 1.5, x + side / 2, y + 0.5)
        canv.line(x + side / 2, y + 0.5, x + side - 1.5, y + side - 2.5)
        canv.setLineWidth(0.8)
    return side + 4 + text_width(label, size)


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


def _wrapped(column: Column, width: float, value: str, size: float) -> list[str]:
    return wrap(value, column.size or size, width - 2 * CELL_PAD, column.bold) or [""]


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
                lines = _wrapped(column, column_width, value, size)
                needed = max(needed, len(lines) * (column.size or size) * LEADING + 8)
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
        lines = wrap(text, size, inner, bold) or [""]
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


def chunks(items: Sequence[T], size: int) -> list[Sequence[T]]:
    """``items`` cut into consecutive pieces of ``size`` (at least one piece, maybe empty)."""
    if not items:
        return [items]
    return [items[start : start + size] for start in range(0, len(items), size)]


def balanced_chunks(items: Sequence[T], most: int) -> list[Sequence[T]]:
    """``items`` cut into as few pieces of at most ``most`` as needed, as even as can be (26
    rows at 25 a page: two pages of 13, not 25 and one alone)."""
    if not items:
        return [items]
    pieces = -(-len(items) // max(1, most))
    size = -(-len(items) // pieces)
    return [items[start : start + size] for start in range(0, len(items), size)]


class TableDocument(Protocol):
    """A document printed as one long table: its event header and its paper."""

    @property
    def header(self) -> EventHeader: ...

    @property
    def paper(self) -> str: ...


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
) -> list[Callable[[Canvas, int, int], None]]:
    """Pages of one long table under the event header; the column headings repeat on each."""
    header = document.header
    width, height = page_size(document.paper, wide=wide)
    inner = width - 2 * MARGIN
    header_top = height - MARGIN - 24 - 2
    table_top = header_top - 70
    footnote_room = 14.0 if footnote else 0.0
    room = table_top - 18 - MARGIN - 8 - footnote_room
    heights = row_heights(columns, inner, rows, row_height=row_height, size=size)

    def page_for(page_rows: Sequence[Sequence[str]]) -> Callable[[Canvas, int, int], None]:
        def draw(canv: Canvas, page: int, count: int) -> None:
            note = band_note(page_rows) if band_note else ""
            draw_title_band(
                canv,
                MARGIN,
                height - MARGIN,
                inner,
                title,
                right=note or header.brand,
                right_size=band_note_size if note else 8.5,
            )
            draw_event_header(canv, MARGIN, header_top, inner, header)
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
                canv.setFillColor(FAINT)
                draw_text(canv, MARGIN, bottom - 12, footnote, 7.5, max_width=inner)
                canv.setFillColor(INK)
            draw_footer(canv, page, count, f"{title} — {header.event_name}", width)

        return draw

    return [page_for(piece) for piece in fill_pages(rows, heights, room)]


def fill_pages(items: Sequence[T], heights: Sequence[float], room: float) -> list[Sequence[T]]:
    """``items`` cut into pages of at most ``room`` height each (at least one item a page)."""
    pages: list[Sequence[T]] = []
    start, used = 0, 0.0
    for index, height in enumerate(heights):
        if index > start and used + height > room:
            pages.append(items[start:index])
            start, used = index, 0.0
        used += height
    pages.append(items[start:])
    return pages
