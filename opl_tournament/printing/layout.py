"""Shared page furniture: paper, the canvas, the title band, the event header, footers and check
boxes. Tables, and cutting them into pages, are in ``tables.py``."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Literal

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.languages import Language
from opl_tournament.language.catalogs import Catalog, Words, words
from opl_tournament.printing.documents import EventHeader
from opl_tournament.printing.fonts import (
    draw_text,
    ensure_fonts,
    fit_block,
    text_width,
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


def form_words(language: Language) -> Words:
    """The printed forms' catalog in ``language``: ``_ = form_words(header.language)``."""
    return words(language, Catalog.FORMS)


def header_fields(header: EventHeader) -> list[tuple[str, str, float]]:
    """The header's fields with their share of the line; the round only on a form of one
    round (a form covering the whole event has no round to fill in)."""
    _ = form_words(header.language)
    fields = [
        (_("SANCTION NO."), header.sanction_number, 1.1),
        (_("PLACE"), header.place, 1.9),
        (_("DATE"), header.date, 0.9),
        (_("JUDGE"), header.judge, 1.3),
        (_("FORMAT"), header.format, 1.2),
    ]
    if header.round is not None:
        fields.append((_("ROUND"), str(header.round), 0.5))
    return fields


def shrunk(size: float) -> float:
    """The smallest size a value may be drawn at to fit its field or cell whole."""
    return min(size, max(6.0, size * 0.6))


@contextmanager
def faint(canv: Canvas) -> Iterator[None]:
    """Text drawn inside is in the faint grey of labels and notes; the ink is restored after."""
    canv.setFillColor(FAINT)
    try:
        yield
    finally:
        canv.setFillColor(INK)


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


def draw_card(canv: Canvas, x: float, top: float, width: float, height: float, band: float) -> None:
    """A cut-out card (a slip, a code card): a rounded outline whose top ``band`` points are a
    dark title band; leaves the fill white for the title written on the band."""
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.0)
    canv.roundRect(x, top - height, width, height, 4, stroke=1, fill=0)
    canv.setFillColor(BAND)
    canv.roundRect(x, top - band, width, band, 4, stroke=0, fill=1)
    canv.rect(x, top - band, width, band / 2, stroke=0, fill=1)  # square the band's lower corners
    canv.setFillColor(WHITE)


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
    _ = form_words(header.language)
    draw_label_field(canv, x, name_y, width, _("EVENT"), header.event_name, size=13, bold=True)
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


def draw_form_head(
    canv: Canvas,
    page_width: float,
    page_height: float,
    title: str,
    header: EventHeader,
    *,
    right: str | None = None,
    right_size: float = 8.5,
) -> float:
    """The top of a form's page: the title band (``right`` at its right end, else the event's
    brand) and the event header under it; returns the y below them."""
    inner = page_width - 2 * MARGIN
    band_right = header.brand if right is None else right
    top = page_height - MARGIN
    y = draw_title_band(canv, MARGIN, top, inner, title, right=band_right, right_size=right_size)
    return draw_event_header(canv, MARGIN, y - 2, inner, header)


def nothing_to_print(
    paper: str,
    header: EventHeader,
    title: str,
    why: str,
    *,
    right: str | None = None,
    wide: bool = False,
) -> Callable[[Canvas, int, int], None]:
    """The one page of a form with nothing to print yet: its head, ``why``, its footer."""

    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(paper, wide=wide)
        y = draw_form_head(canv, width, height, title, header, right=right)
        draw_text(canv, MARGIN, y - 30, why, 11, max_width=width - 2 * MARGIN)
        draw_form_footer(canv, page, count, width, title, header)

    return draw


def draw_footer(
    canv: Canvas,
    page: int,
    count: int,
    left: str,
    page_width: float,
    *,
    language: Language,
    note: str = "",
) -> None:
    _ = form_words(language)
    with faint(canv):
        y = MARGIN - 18
        note_width = min(text_width(note, 7.5), page_width * 0.36) if note else 0.0
        left_width = (page_width / 2 - note_width / 2 - 12 - MARGIN) if note else page_width * 0.7
        draw_text(canv, MARGIN, y, left.rstrip(" —"), 7.5, max_width=left_width, min_size=6)
        draw_text(
            canv,
            page_width - MARGIN,
            y,
            _("Page {page} of {count}", page=page, count=count),
            7.5,
            align="right",
        )
        if note:
            draw_text(canv, page_width / 2, y, note, 7.5, align="center", max_width=note_width)


def draw_form_footer(
    canv: Canvas,
    page: int,
    count: int,
    page_width: float,
    form: str,
    header: EventHeader,
    *,
    note: str = "",
) -> None:
    """A form's footer: the form's name and the event's on the left, in the event's language
    (``draw_footer``)."""
    left = f"{form} — {header.event_name}"
    draw_footer(canv, page, count, left, page_width, language=header.language, note=note)


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
