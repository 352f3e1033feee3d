"""The Master Result Sheet: every player's rounds on one landscape grid, three rounds a page.

The players are shared evenly between the pages a block of rounds needs (never one alone on a
page); a player who dropped and the event's champion are marked beside their names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.language.catalogs import Words
from opl_tournament.printing.documents import MasterRow, MasterSheet, RoundResult
from opl_tournament.printing.fonts import draw_lines, draw_text, wrap
from opl_tournament.printing.layout import (
    BAND,
    BRAND,
    GRID,
    INK,
    MARGIN,
    SHADE,
    WHITE,
    draw_form_footer,
    draw_form_head,
    faint,
    form_words,
    page_size,
    render,
)
from opl_tournament.printing.result_sheet import result_letters
from opl_tournament.printing.tables import Column, balanced_chunks, column_widths, draw_table

ROUNDS_PER_PAGE = 3


TITLE = "MASTER RESULT SHEET"
"""The kit's name for the form: printed as it is in every language."""


def _fixed_columns(_: Words) -> tuple[Column, ...]:
    return (
        Column(_("SEQ."), 0.55, "center"),
        Column(_("NUMBER"), 0.95, "center", bold=True),
        Column(_("NAME"), 2.9, size=8.5),
    )


def _round_columns(_: Words, draws: bool) -> tuple[Column, ...]:
    return (
        Column(_("TABLE"), 0.6, "center"),
        Column(_("VERSUS"), 0.95, "center", bold=True),
        Column(_("W/L/D") if draws else _("W/L"), 0.55, "center", bold=True),
        Column(_("RECORD"), 0.75, "center"),
    )


FIXED_COUNT = 3
"""The columns before the rounds' (sequence, number, name)."""
ROUND_COUNT = 4
"""Each round's columns (table, versus, W/L, record)."""
FIXED_WEIGHT = 0.55 + 0.95 + 2.9
ROUND_WEIGHT = 0.6 + 0.95 + 0.55 + 0.75
TEMPORARY_MARK = " T"
HEADING_HEIGHT = 16.0
"""The height of the rounds' band above the table, and of its row of column titles."""


def render_master_sheet(data: MasterSheet) -> bytes:
    """As many pages as the field needs: rounds 1–3 for every player, then 4–6, and so on."""
    played = max((entry.round for row in data.rows for entry in row.rounds), default=0)
    round_count = max(data.rounds, played, 1)
    blocks = [
        tuple(range(first, min(first + ROUNDS_PER_PAGE, round_count + 1)))
        for first in range(1, round_count + 1, ROUNDS_PER_PAGE)
    ]
    rows_per_page = max(1, data.rows_per_page)
    pages: list[Callable[[Canvas, int, int], None]] = [
        _page(data, block, chunk)
        for block in blocks
        for chunk in balanced_chunks(data.rows, rows_per_page)
    ]
    _ = form_words(data.header.language)
    title = _("Master result sheet — {event}", event=data.header.event_name)
    return render(data.paper, title, pages, wide=True)


def _rounds_title(block: tuple[int, ...], _: Words) -> str:
    return _.plural(
        "ROUND {first}", "ROUNDS {first}–{last}", len(block), first=block[0], last=block[-1]
    )


def _page(
    data: MasterSheet, block: tuple[int, ...], rows: Sequence[MasterRow]
) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        _ = form_words(data.header.language)
        width, height = page_size(data.paper, wide=True)
        inner = width - 2 * MARGIN
        rated = data.header.legion_rated
        marks = [_rounds_title(block, _), data.header.brand or BRAND]
        if rated:
            marks.append(_("GLOBAL RATING SERVICE"))
        y = draw_form_head(canv, width, height, TITLE, data.header, right=" · ".join(marks))
        return_height = _return_height(data.return_block, _) if rated else 0.0
        # The rows share what is left between the headings (the rounds' band and the columns'
        # titles) and, below the legend, the return block, whose foot stays on the margin.
        available = y - 2 * HEADING_HEIGHT - (MARGIN + return_height + 20)
        row_height = min(24.0, available / max(1, min(len(rows), data.rows_per_page)))
        columns = [
            *_fixed_columns(_),
            *(c for _round in block for c in _round_columns(_, data.header.draws)),
        ]
        # A page with fewer rounds keeps the columns as wide as on a full page.
        full = FIXED_WEIGHT + ROUNDS_PER_PAGE * ROUND_WEIGHT
        table_width = inner * sum(c.weight for c in columns) / full
        # An event the Legion does not rate (Vs. System) has no Legion numbers to tell apart
        # from temporary ones: no T marks.
        shown = list(rows) if rated else [replace(row, temporary=False) for row in rows]
        table_rows = [_row_cells(row, block, _) for row in shown]
        shaded = [index % 2 == 1 for index in range(len(table_rows))]
        _draw_round_groups(canv, MARGIN, y, table_width, columns, block, _)
        bottom = draw_table(
            canv,
            MARGIN,
            y - HEADING_HEIGHT,
            table_width,
            columns,
            table_rows,
            row_height=row_height,
            size=9.5,
            header_height=HEADING_HEIGHT,
            shaded=shaded,
        )
        _draw_group_rules(canv, MARGIN, y, bottom, table_width, columns)
        legend = _legend(shown, _)
        if legend:
            with faint(canv):
                draw_text(canv, MARGIN, bottom - 11, legend, 8, max_width=inner, min_size=6.5)
        if rated:  # what to do with it after the event: send it to be rated
            _draw_return_block(canv, MARGIN, bottom - 20, inner, data.return_block, _)
        note = _("Sequence numbers run in ascending order.")
        draw_form_footer(canv, page, count, width, TITLE, data.header, note=note)

    return draw


def _legend(rows: Sequence[MasterRow], _: Words) -> str:
    parts = []
    if any(row.temporary for row in rows):
        parts.append(
            _("T after a number: a temporary number issued at this event, not a Legion number.")
        )
    if any(row.dropped_after is not None and not row.disqualified for row in rows):
        parts.append(_("DROPPED R n: the player left the event after round n."))
    if any(row.disqualified for row in rows):
        parts.append(_("DISQUALIFIED R n: disqualified by the judge in round n."))
    return "  ".join(parts)


def _name_cell(row: MasterRow, _: Words) -> str:
    if row.champion:
        return f"{row.name} — " + _("CHAMPION")
    if row.dropped_after is not None and row.disqualified:
        return f"{row.name} — " + _("DISQUALIFIED R {round}", round=row.dropped_after)
    if row.dropped_after is not None:
        return f"{row.name} — " + _("DROPPED R {round}", round=row.dropped_after)
    return row.name


def _row_cells(row: MasterRow, block: tuple[int, ...], _: Words) -> list[str]:
    by_round = {entry.round: entry for entry in row.rounds}
    number = row.number + (TEMPORARY_MARK if row.temporary else "")
    cells = [str(row.sequence), number, _name_cell(row, _)]
    for round_number in block:
        gone = row.dropped_after is not None and round_number > row.dropped_after
        entry = by_round.get(round_number, RoundResult(round_number))
        if gone and entry.table is None and not entry.result:
            cells += ["", "", "—", ""]  # no game: the player had left
            continue
        table = str(entry.table) if entry.table is not None else ""
        cells += [table, entry.opponent_number, result_letters(entry.result, _), entry.record]
    return cells


def _draw_round_groups(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    columns: Sequence[Column],
    block: tuple[int, ...],
    _: Words,
) -> None:
    """The dark "ROUND n" band above each group of four round columns."""
    widths = column_widths(columns, width)
    fixed = FIXED_COUNT
    cursor = x + sum(widths[:fixed])
    canv.setFillColor(SHADE)
    canv.rect(x, top - HEADING_HEIGHT, cursor - x, HEADING_HEIGHT, stroke=0, fill=1)
    for index, round_number in enumerate(block):
        start = fixed + index * ROUND_COUNT
        group_width = sum(widths[start : start + ROUND_COUNT])
        canv.setFillColor(BAND)
        canv.rect(cursor, top - HEADING_HEIGHT, group_width, HEADING_HEIGHT, stroke=0, fill=1)
        canv.setFillColor(WHITE)
        label = _("ROUND {number}", number=round_number)
        draw_text(canv, cursor + group_width / 2, top - 11.5, label, 9, bold=True, align="center")
        cursor += group_width
        canv.setStrokeColor(WHITE)
        canv.setLineWidth(1.5)
        canv.line(cursor, top, cursor, top - HEADING_HEIGHT)
    canv.setFillColor(INK)
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.0)
    canv.rect(x, top - HEADING_HEIGHT, width, HEADING_HEIGHT, stroke=1, fill=0)


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
        if index >= FIXED_COUNT and (index - FIXED_COUNT) % ROUND_COUNT == 0:
            canv.line(cursor, top, cursor, bottom)
    canv.setLineWidth(1.0)


ABOUT_WIDTH = 560.0
"""How wide the after-the-event text runs (it wraps to the lines it needs)."""


def _about_lines(_: Words) -> list[str]:
    about = _(
        "After the last round, send this sheet to the Global Rating Service together with every "
        "player's result sheet and the final standings (champion, finalist and semifinalists "
        "marked). Only sanctioned events are rated."
    )
    return wrap(about, 8, ABOUT_WIDTH)


def _return_height(lines: Sequence[str], _: Words) -> float:
    return 14.0 + 10.0 * len(_about_lines(_)) + 12.0 * max(1, len(lines))


def _draw_return_block(
    canv: Canvas, x: float, top: float, width: float, lines: Sequence[str], _: Words
) -> None:
    """What to do with the sheet after the event, and where it goes (a line to fill in when
    the event names no address)."""
    height = _return_height(lines, _)
    canv.setStrokeColor(INK)
    canv.setLineWidth(0.8)
    canv.rect(x, top - height, width, height, stroke=1, fill=0)
    draw_text(canv, x + 8, top - 13, _("AFTER THE EVENT"), 7.5, bold=True, max_width=110)
    y = draw_lines(canv, x + 120, top - 5, _about_lines(_), 8, leading=1.25)
    draw_text(canv, x + 8, y - 11, _("RETURN THIS SHEET TO"), 7.5, bold=True, max_width=110)
    for index, line in enumerate(lines):
        draw_text(canv, x + 120, y - 11 - 10 * index, line, 8.5, max_width=width - 128)
    if not lines:
        used = draw_text(canv, x + 120, y - 11, _("Global Rating Service,"), 8.5)
        canv.setStrokeColor(GRID)
        canv.setLineWidth(0.5)
        canv.line(x + 124 + used, y - 13, x + width - 8, y - 13)
