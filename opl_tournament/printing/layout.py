"""Shared page furniture: paper, the canvas, the event header, footers, tables and check boxes."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.printing.documents import EventHeader
from opl_tournament.printing.fonts import draw_text, ensure_fonts, text_width

MARGIN = 36.0
INK = Color(0.05, 0.05, 0.08)
GRID = Color(0.35, 0.35, 0.4)
FAINT = Color(0.55, 0.55, 0.6)
LABEL = Color(0.38, 0.38, 0.44)
SHADE = Color(0.92, 0.93, 0.95)
BAND = Color(0.16, 0.22, 0.36)
WHITE = Color(1, 1, 1)
BRAND = "OVERPOWER LEGION"

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


def header_fields(header: EventHeader) -> list[tuple[str, str]]:
    round_text = str(header.round) if header.round is not None else ""
    return [
        ("SANCTION NO.", header.sanction_number),
        ("PLACE", header.place),
        ("DATE", header.date),
        ("JUDGE", header.judge),
        ("FORMAT", header.format),
        ("ROUND", round_text),
    ]


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
    height = 24.0
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
        draw_text(canv, x + 1, y, value, size, bold=bold, max_width=width - 2)


def draw_event_header(
    canv: Canvas, x: float, top: float, width: float, header: EventHeader
) -> float:
    """Event name, then the sanction/place/date/judge/format/round line; returns the y below."""
    name_y = top - 22
    draw_label_field(canv, x, name_y, width, "EVENT", header.event_name, size=13, bold=True)
    fields = header_fields(header)
    weights = [1.1, 1.9, 0.9, 1.3, 1.2, 0.5]
    unit = (width - 8 * (len(fields) - 1)) / sum(weights)
    cursor = x
    row_y = name_y - 30
    for (label, value), weight in zip(fields, weights, strict=True):
        field_width = unit * weight
        draw_label_field(canv, cursor, row_y, field_width, label, value, size=9.5)
        cursor += field_width + 8
    return row_y - 12


def draw_footer(
    canv: Canvas, page: int, count: int, left: str, page_width: float, *, note: str = ""
) -> None:
    canv.setFillColor(FAINT)
    y = MARGIN - 18
    draw_text(
        canv, MARGIN, y, left.rstrip(" —"), 7.5, max_width=page_width * (0.4 if note else 0.7)
    )
    draw_text(canv, page_width - MARGIN, y, f"Page {page} of {count}", 7.5, align="right")
    if note:
        draw_text(canv, page_width / 2, y, note, 7.5, align="center", max_width=page_width * 0.3)
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


def column_widths(columns: Sequence[Column], width: float) -> list[float]:
    total = sum(column.weight for column in columns)
    return [width * column.weight / total for column in columns]


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
    """A ruled table with a shaded heading row; returns the y of its bottom edge."""
    widths = column_widths(columns, width)
    bottom = top - header_height - row_height * len(rows)
    if layer != "values":
        _draw_table_frame(
            canv, x, top, width, columns, widths, len(rows), row_height, header_height, shaded
        )
    if layer != "frame":
        for index, row in enumerate(rows):
            row_top = top - header_height - index * row_height
            cursor = x
            for column, column_width, value in zip(columns, widths, row, strict=True):
                _draw_cell(
                    canv,
                    cursor,
                    row_top - row_height,
                    column_width,
                    row_height,
                    value,
                    column.size or size,
                    column.align,
                    bold=column.bold,
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
    row_count: int,
    row_height: float,
    header_height: float,
    shaded: Sequence[bool] | None,
) -> None:
    bottom = top - header_height - row_height * row_count
    canv.setFillColor(SHADE)
    canv.rect(x, top - header_height, width, header_height, stroke=0, fill=1)
    canv.setFillColor(INK)
    for index, row_shaded in enumerate(shaded or ()):
        if row_shaded:
            row_top = top - header_height - index * row_height
            canv.setFillColor(SHADE)
            canv.rect(x, row_top - row_height, width, row_height, stroke=0, fill=1)
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
    for index in range(1, row_count + 1):
        y = top - header_height - index * row_height
        canv.line(x, y, x + width, y)
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
) -> None:
    if not text:
        return
    pad = 4.0
    baseline = y + (height - size * 0.72) / 2
    if align == "center":
        anchor = x + width / 2
    elif align == "right":
        anchor = x + width - pad
    else:
        anchor = x + pad
    draw_text(canv, anchor, baseline, text, size, bold=bold, max_width=width - 2 * pad, align=align)


def chunks(items: Sequence[T], size: int) -> list[Sequence[T]]:
    """``items`` cut into consecutive pieces of ``size`` (at least one piece, maybe empty)."""
    if not items:
        return [items]
    return [items[start : start + size] for start in range(0, len(items), size)]


def table_pages(
    *,
    paper: str,
    title: str,
    header: EventHeader,
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
    width, height = page_size(paper, wide=wide)
    inner = width - 2 * MARGIN
    header_top = height - MARGIN - 24 - 2
    table_top = header_top - 70
    footnote_room = 14.0 if footnote else 0.0
    per_page = max(1, int((table_top - 18 - MARGIN - 8 - footnote_room) // row_height))

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

    return [page_for(piece) for piece in chunks(rows, per_page)]
