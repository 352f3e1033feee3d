"""Pairings for the wall, for a round of any table shape: by table (for the judge) and by name
(for players finding a seat). What differs between head-to-head tables and pods — the columns
and how a table becomes lines — is data: one ``_ListShape`` per shape."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.language.catalogs import Words
from opl_tournament.printing.documents import RoundPairings, RoundTable, Seat, TableShape
from opl_tournament.printing.fonts import draw_lines, draw_text, wrap
from opl_tournament.printing.layout import GRID, MARGIN, form_words, page_size, render
from opl_tournament.printing.page_address import with_page_address
from opl_tournament.printing.tables import Below, Column, table_pages

Row = tuple[str, ...]


@dataclass(frozen=True)
class _ListShape:
    """How one table shape is listed: ``table_rows`` gives a table's lines on the by-table
    list, ``name_row`` a seated player's line on the by-name list (name and number first)."""

    titles: Callable[[Words], tuple[str, str]]
    """The list's title by table and by name."""
    by_table_columns: Callable[[Words], tuple[Column, ...]]
    by_name_columns: Callable[[Words], tuple[Column, ...]]
    table_rows: Callable[[RoundTable, Words], list[Row]]
    name_row: Callable[[RoundTable, Seat, Words], Row]
    table_row_height: float
    shade_table: Callable[[int, RoundTable], bool]
    """Whether the by-table lines of the ``index``-th table are shaded."""


def _bye(_: Words) -> str:
    return _("BYE")


def _no_opponent(_: Words) -> str:
    return _("no game this round (a bye)")


def _table_text(table: RoundTable, _: Words) -> str:
    """A bye takes no table: its line says BYE where the table number would be."""
    return _bye(_) if table.bye or table.table is None else str(table.table)


def _opponent(table: RoundTable, seat: Seat) -> Seat | None:
    return next((other for other in table.seats if other is not seat), None)


def _match_rows(table: RoundTable, _: Words) -> list[Row]:
    first = table.seats[0]
    second = None if table.bye else _opponent(table, first)
    opponent = (
        ("", _no_opponent(_), "") if second is None else (second.number, second.name, second.record)
    )
    vs = "" if second is None else _("vs")
    return [(_table_text(table, _), first.number, first.name, first.record, vs, *opponent)]


def _match_name_row(table: RoundTable, seat: Seat, _: Words) -> Row:
    other = None if table.bye else _opponent(table, seat)
    opponent = (_no_opponent(_), "") if other is None else (other.name, other.number)
    return (seat.name, seat.number, _table_text(table, _), *opponent)


def _side_text(seat: Seat) -> str:
    return " · ".join(part for part in (seat.team, seat.role) if part)


def _chair(table: RoundTable, seat: Seat) -> str:
    return "" if table.bye or seat.seat is None else str(seat.seat)


def _pod_rows(table: RoundTable, _: Words) -> list[Row]:
    side = _("{bye} (a win)", bye=_bye(_)) if table.bye else None
    return [
        (
            _table_text(table, _),
            _chair(table, seat),
            seat.number,
            seat.name,
            side or _side_text(seat),
            seat.record,
        )
        for seat in table.seats
    ]


def _pod_name_row(table: RoundTable, seat: Seat, _: Words) -> Row:
    return (seat.name, seat.number, _table_text(table, _), _chair(table, seat), _side_text(seat))


def _name_number_table(_: Words, table: str) -> tuple[Column, ...]:
    """The by-name list's first columns, the same for every shape but what its tables are
    called (``table``: TABLE, or POD)."""
    return (
        Column(_("NAME"), 3.2, bold=True, size=12),
        Column(_("NO."), 1.2, "center", size=11),
        Column(table, 0.9, "center", bold=True, size=20),
    )


# Player numbers are up to eight digits (Legion numbers) and must never be cut short.
def _match_by_table(_: Words) -> tuple[Column, ...]:
    return (
        Column(_("TABLE"), 0.8, "center", bold=True, size=20),
        Column(_("NO."), 1.2, "center", bold=True, size=11),
        Column(_("PLAYER"), 3.0, size=10),
        Column(_("REC."), 0.6, "center", size=9),
        Column("", 0.35, "center", size=8),
        Column(_("NO."), 1.2, "center", bold=True, size=11),
        Column(_("OPPONENT"), 3.0, size=10),
        Column(_("REC."), 0.6, "center", size=9),
    )


def _match_by_name(_: Words) -> tuple[Column, ...]:
    return (
        *_name_number_table(_, _("TABLE")),
        Column(_("OPPONENT"), 3.0, size=11),
        Column(_("NO."), 1.2, "center", size=11),
    )


def _pod_by_table(_: Words) -> tuple[Column, ...]:
    return (
        Column(_("POD"), 0.8, "center", bold=True, size=20),
        Column(_("SEAT"), 0.6, "center", size=10),
        Column(_("NO."), 1.2, "center", bold=True, size=11),
        Column(_("PLAYER"), 3.4, size=11),
        Column(_("TEAM / ROLE"), 1.8, size=10),
        Column(_("REC."), 0.8, "center", size=9),
    )


def _pod_by_name(_: Words) -> tuple[Column, ...]:
    return (
        *_name_number_table(_, _("POD")),
        Column(_("SEAT"), 0.6, "center", size=11),
        Column(_("TEAM / ROLE"), 2.2, size=10),
    )


_SHAPES: dict[TableShape, _ListShape] = {
    "head-to-head": _ListShape(
        titles=lambda _: (_("PAIRINGS BY TABLE"), _("PAIRINGS BY NAME")),
        by_table_columns=_match_by_table,
        by_name_columns=_match_by_name,
        table_rows=_match_rows,
        name_row=_match_name_row,
        table_row_height=30,
        shade_table=lambda _index, table: table.bye,
    ),
    # Alternate pods are shaded so each pod reads as one block from across the room.
    "pod": _ListShape(
        titles=lambda _: (_("SEATINGS BY POD"), _("SEATINGS BY NAME")),
        by_table_columns=_pod_by_table,
        by_name_columns=_pod_by_name,
        table_rows=_pod_rows,
        name_row=_pod_name_row,
        table_row_height=26,
        shade_table=lambda index, _table: index % 2 == 1,
    ),
}


def _by_table_key(table: RoundTable) -> tuple[bool, int, str]:
    return (table.bye, table.table or 0, table.seats[0].number if table.seats else "")


def render_pairings_by_table(data: RoundPairings, *, address: str = "") -> bytes:
    """The tables in order, byes at the end: a line per table head-to-head, a line per seat
    at a pod. ``address``: the players' page, printed with its QR code at each page's foot
    (none when empty)."""
    shape = _SHAPES[data.shape]
    _ = form_words(data.header.language)
    rows: list[Row] = []
    shaded: set[int] = set()
    starts: list[bool] = []  # a page begins only with a table's first line: a pod stays whole
    for index, table in enumerate(sorted(data.tables, key=_by_table_key)):
        lines = shape.table_rows(table, _)
        rows += lines
        starts += [True] + [False] * (len(lines) - 1)
        if shape.shade_table(index, table):
            shaded.update(id(line) for line in lines)
    title = shape.titles(_)[0]
    columns = shape.by_table_columns(_)
    row_height = shape.table_row_height
    return _render_list(data, title, columns, rows, shaded, address, row_height, starts)


def render_pairings_by_name(data: RoundPairings, *, address: str = "") -> bytes:
    """Every player in alphabetical order with their table; each page names its letter range
    (``address`` as above)."""
    shape = _SHAPES[data.shape]
    _ = form_words(data.header.language)
    lines = [
        (shape.name_row(table, seat, _), table.bye) for table in data.tables for seat in table.seats
    ]
    lines.sort(key=lambda line: (sort_key(line[0][0]), line[0][1]))
    rows = [row for row, _bye in lines]
    shaded = {id(row) for row, bye in lines if bye}
    title = shape.titles(_)[1]
    return _render_list(data, title, shape.by_name_columns(_), rows, shaded, address, None, None)


def _render_list(
    data: RoundPairings,
    title: str,
    columns: tuple[Column, ...],
    rows: list[Row],
    shaded: set[int],
    address: str,
    row_height: float | None,
    starts: Sequence[bool] | None,
) -> bytes:
    """The list under ``title``: by table with the shape's ``row_height``, by name (None) with
    each page's letter range; ``starts``: the rows a page may begin with (None: any)."""
    by_name = row_height is None
    _ = form_words(data.header.language)
    if data.header.round is not None:
        title += " · " + _("ROUND {number}", number=data.header.round)

    def name_range(rows: Sequence[Sequence[str]]) -> str:
        if not rows:
            return ""
        return _("NAMES {first} – {last}", first=initial(rows[0][0]), last=initial(rows[-1][0]))

    pages = table_pages(
        data,
        title=title,
        columns=columns,
        rows=rows,
        row_height=24 if row_height is None else row_height,
        size=12,
        band_note=name_range if by_name else None,
        band_note_size=14,
        shaded=lambda row: id(row) in shaded,
        below=_table_rules_block(data),
        starts=starts,
    )
    titled = f"{title.title()} — {data.header.event_name}"
    in_pods = data.shape == "pod"
    with_address = with_page_address(
        pages, data.paper, address, data.header.language, in_pods=in_pods
    )
    return render(data.paper, titled, with_address)


RULES_SIZE = 8.5
RULES_LEADING = 1.2
RULES_PAD = 6.0
RULES_HEADING = 15.0
"""The height of the block's heading line."""
RULE_GAP = 2.0
"""The space between two rules of a column."""
BULLET = "•"
BULLET_INDENT = 9.0
COLUMN_GAP = 14.0


def _table_rules_block(data: RoundPairings) -> Below | None:
    """The event's table rules in a framed block under the list, on every page (a page is
    posted on its own): in two columns, each rule wrapped whole; None without rules."""
    if not data.table_rules:
        return None
    _ = form_words(data.header.language)
    width = page_size(data.paper)[0] - 2 * MARGIN
    column_width = (width - 2 * RULES_PAD - COLUMN_GAP) / 2
    wrapped = [wrap(rule, RULES_SIZE, column_width - BULLET_INDENT) for rule in data.table_rules]
    columns = _two_columns(wrapped)
    line = RULES_SIZE * RULES_LEADING
    height = RULES_HEADING + max(_column_height(column, line) for column in columns) + RULES_PAD

    def draw(canv: Canvas, x: float, top: float, width: float) -> None:
        canv.setStrokeColor(GRID)
        canv.setLineWidth(0.6)
        canv.rect(x, top - height, width, height, stroke=1, fill=0)
        draw_text(canv, x + RULES_PAD, top - 11, _("TABLE RULES"), 8, bold=True)
        for index, column in enumerate(columns):
            left = x + RULES_PAD + index * (column_width + COLUMN_GAP)
            cursor = top - RULES_HEADING
            for rule in column:
                draw_text(canv, left, cursor - RULES_SIZE * 0.95, BULLET, RULES_SIZE)
                cursor = draw_lines(
                    canv, left + BULLET_INDENT, cursor, rule, RULES_SIZE, leading=RULES_LEADING
                )
                cursor -= RULE_GAP

    return Below(height, draw)


def _column_height(column: list[list[str]], line: float) -> float:
    lines = sum(len(rule) for rule in column)
    return lines * line + RULE_GAP * max(0, len(column) - 1)


def _two_columns(rules: list[list[str]]) -> tuple[list[list[str]], ...]:
    """The rules in reading order, cut into two columns as even in lines as can be (the cut
    before the first rule whose middle line passes half the lines)."""
    if len(rules) < 2:
        return (rules,)
    half = sum(len(rule) for rule in rules) / 2
    used = 0
    for index, rule in enumerate(rules):
        if index and used + len(rule) / 2 >= half:
            return rules[:index], rules[index:]
        used += len(rule)
    return rules[:-1], rules[-1:]


def sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order that ignores accents, case and punctuation, the same everywhere."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(
        ch for ch in decomposed if not unicodedata.combining(ch) and (ch.isalnum() or ch.isspace())
    )
    return (" ".join(plain.casefold().split()), name)


def initial(name: str) -> str:
    """The letter a name is filed under: its first letter or digit, without accents."""
    for ch in unicodedata.normalize("NFC", name):
        if ch.isalnum():
            base = unicodedata.normalize("NFKD", ch)[0]
            return (base if base.isascii() else ch).upper()
    return "?"
