"""The Official Player Result Sheet: the card each player carries, fills and has signed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.language.catalogs import Words
from opl_tournament.printing.documents import (
    EventHeader,
    Paper,
    PlayerSheet,
    ResultSheets,
    RoundResult,
)
from opl_tournament.printing.fonts import draw_text, text_width
from opl_tournament.printing.layout import (
    BRAND,
    FAINT,
    MARGIN,
    TITLE_BAND_HEIGHT,
    Layer,
    draw_check_box,
    draw_form_footer,
    draw_label_field,
    draw_title_band,
    faint,
    form_words,
    page_size,
    render,
    shared_widths,
)
from opl_tournament.printing.player_code import draw_code
from opl_tournament.printing.tables import Column, draw_table

ROUNDS_PER_SHEET = 8
TALL_BOXES_ROOM, WIDE_BOXES_ROOM = 18.0, 31.0
"""The room the Legion's membership and online-search boxes take below the player's fields (a
full page, a half page): a sheet without them (an event the Legion does not rate) gives it to
the rounds (full page) or the player's fields (half page)."""


TITLE = "OFFICIAL PLAYER RESULT SHEET"
"""The kit's name for the form: printed as it is in every language."""


def round_columns(_: Words, *, narrow: bool = False, draws: bool = False) -> tuple[Column, ...]:
    """The rounds table's columns: the same ones on both layouts, with shorter titles on the
    half page (``_rounds_table`` fills them in this order); ``draws``: the game's games can be
    drawn (Vs. System), so the result may be a D."""
    if draws:
        result = _("W/L/D") if narrow else _("RESULT (W/L/D)")
    else:
        result = _("W/L") if narrow else _("RESULT (W/L)")
    return (
        Column(_("RD") if narrow else _("ROUND"), 0.55 if narrow else 0.75, "center", bold=True),
        Column(_("TABLE"), 0.85, "center"),
        Column(
            _("OPP. NO.") if narrow else _("OPPONENT'S NUMBER"),
            1.3 if narrow else 1.6,
            "center",
            bold=True,
        ),
        Column(_("SIGNATURE") if narrow else _("OPPONENT'S SIGNATURE"), 2.5 if narrow else 2.9),
        Column(result, 0.8 if narrow else 1.1, "center", bold=True),
        Column(_("RECORD"), 1.15 if narrow else 1.0, "center", bold=True),
    )


def result_letters(result: str, _: Words) -> str:
    """A round's result as the judge writes it in the form's language ("W" is "V" in French);
    a forfeit keeps its "(F)" (forfait)."""
    letters, forfeit, _rest = result.partition(" (F)")
    said = {
        "W": _.in_context("result", "W"),
        "L": _.in_context("result", "L"),
        "D": _.in_context("result", "D"),
        "DL": _.in_context("result", "DL"),
        "BYE": _("BYE"),
    }.get(letters, letters)
    return said + forfeit


@dataclass(frozen=True)
class _Part:
    """One printed sheet: a player's rounds ``first_round`` to ``first_round + 7``."""

    player: PlayerSheet
    first_round: int
    part: int
    parts: int


def render_result_sheets(data: ResultSheets) -> bytes:
    """One sheet per player (or two per page), with continuation sheets past round 8.

    What every copy shares (rules, boxes, labels, the event's own details) is drawn once per
    kind of copy as a PDF form object and stamped on each page; a page draws only its values.
    """
    parts = [part for player in data.players for part in _parts(player, data.rounds)]
    if not parts:
        parts = _parts(PlayerSheet(), data.rounds)
    width, height = page_size(data.paper)
    per_page = 2 if data.per_page == 2 else 1
    groups = [parts[start : start + per_page] for start in range(0, len(parts), per_page)]
    forms: dict[str, Callable[[Canvas], None]] = {}
    for group in groups:
        for slot, part in enumerate(group):
            name = _frame_name(per_page, slot, part)
            if name not in forms:
                forms[name] = _frame(data.header, part, per_page, slot, width, height)
    pages: list[Callable[[Canvas, int, int], None]] = [
        _page(data.header, group, per_page, width, height, data.page_address) for group in groups
    ]
    _ = form_words(data.header.language)
    title = _("Player result sheets — {event}", event=data.header.event_name)
    return render(data.paper, title, pages, forms=forms)


def render_blank_result_sheets(
    header: EventHeader,
    *,
    copies: int = 1,
    per_page: Literal[1, 2] = 1,
    paper: Paper = "Letter",
    rounds: int = 0,
) -> bytes:
    """Empty sheets to fill in by hand at registration (each with its continuation sheets when
    the event plans more rounds than a sheet holds); the event block is printed if known."""
    blank = tuple(PlayerSheet() for _ in range(max(1, copies)))
    sheets = ResultSheets(header, blank, per_page=per_page, paper=paper, rounds=rounds)
    return render_result_sheets(sheets)


def _parts(player: PlayerSheet, planned: int) -> list[_Part]:
    """The player's sheets: enough for the rounds played and, while they are in the event, the
    rounds planned."""
    last = max((entry.round for entry in player.rounds), default=0)
    last = last if player.left else max(last, planned)
    count = max(1, -(-last // ROUNDS_PER_SHEET))
    return [_Part(player, index * ROUNDS_PER_SHEET + 1, index + 1, count) for index in range(count)]


def _frame_name(per_page: int, slot: int, part: _Part) -> str:
    """The form object a copy is stamped with: its place on the page, its number label and
    which sheet of the player's it is."""
    player = part.player
    label = "Temporary" if player.temporary else "Legion"
    return f"ResultSheet{per_page}x{slot}{label}{part.part}of{part.parts}"


@dataclass(frozen=True)
class _Copy:
    """One copy of a sheet as a page draws it: the event, the player's sheet and the layer."""

    header: EventHeader
    part: _Part
    layer: Layer
    address: str = ""
    """The players' page, for the QR code of the player's code."""


def _draw_copy(
    canv: Canvas, copy: _Copy, per_page: int, slot: int, width: float, height: float
) -> None:
    """The copy in its place on the page: the title band, then the tall or the wide layout."""
    inner_width = width - 2 * MARGIN
    gap = 24.0
    if per_page == 1:
        top, box_height = height - MARGIN, height - 2 * MARGIN
    else:
        box_height = (height - 2 * MARGIN - gap) / 2
        top = height - MARGIN - slot * (box_height + gap)
    _ = form_words(copy.header.language)
    y = _title_band(canv, MARGIN, top, inner_width, copy, _)
    if per_page == 1:
        _draw_tall(canv, copy, MARGIN, y, inner_width, top - box_height)
        return
    _draw_wide(canv, copy, MARGIN, y, inner_width, top - box_height)
    if copy.layer != "values" and slot == 0:
        _draw_cut_line(canv, width, height - MARGIN - box_height - gap / 2, _)


def _frame(
    header: EventHeader, part: _Part, per_page: int, slot: int, width: float, height: float
) -> Callable[[Canvas], None]:
    def draw(canv: Canvas) -> None:
        _draw_copy(canv, _Copy(header, part, "frame"), per_page, slot, width, height)

    return draw


def _page(
    header: EventHeader,
    group: Sequence[_Part],
    per_page: int,
    width: float,
    height: float,
    address: str,
) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        for slot, part in enumerate(group):
            canv.doForm(_frame_name(per_page, slot, part))
            copy = _Copy(header, part, "values", address)
            _draw_copy(canv, copy, per_page, slot, width, height)
        draw_form_footer(canv, page, count, width, TITLE, header)

    return draw


def _draw_cut_line(canv: Canvas, width: float, y: float, _: Words) -> None:
    canv.saveState()
    canv.setStrokeColor(FAINT)
    canv.setDash(4, 3)
    canv.setLineWidth(0.6)
    canv.line(12, y, width - 12, y)
    canv.restoreState()
    with faint(canv):
        draw_text(canv, 14, y + 3, "✂ " + _("cut here"), 6.5)


def number_label(player: PlayerSheet, _: Words, *, narrow: bool = False, rated: bool = True) -> str:
    """A temporary number is never passed off as a Legion number (on the half page, a blank
    sheet's label is shortened to fit its field whole); an event the Legion does not rate
    (Vs. System) has player numbers, neither Legion nor temporary."""
    if not rated:
        return _("PLAYER NUMBER")
    if player.temporary:
        return _("TEMPORARY NUMBER")
    if not player.number:
        if narrow:
            return _("LEGION OR TEMP. NO.")
        return _("LEGION NUMBER (OR TEMPORARY)")
    return _("LEGION NUMBER")


def _title_band(canv: Canvas, x: float, top: float, width: float, copy: _Copy, _: Words) -> float:
    """The title band, all of it in the frame (its note follows the title when read aloud)."""
    if copy.layer == "values":
        return top - TITLE_BAND_HEIGHT
    note = _band_note(copy.part, copy.header, _)
    return draw_title_band(canv, x, top, width, TITLE, right=note)


def _band_note(part: _Part, header: EventHeader, _: Words) -> str:
    """The sheet's part when it has several, the game's mark, and the rating service that
    rates the event (only the Legion's events are rated)."""
    brand = header.brand or BRAND
    if part.parts > 1:
        sheet = _("SHEET {part} OF {parts}", part=part.part, parts=part.parts)
        return f"{sheet} · {brand}"
    return f"{brand} · " + _("GLOBAL RATING SERVICE") if header.legion_rated else brand


FieldRow = Sequence[tuple[str, str, float, bool]]


def _field_rows(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    rows: Sequence[FieldRow],
    row_height: float,
    *,
    sizes: tuple[float, float] = (13.0, 10.5),
    layer: Layer = "all",
) -> float:
    gap = 10.0
    y = top
    for row in rows:
        y -= row_height
        unit = (width - gap * (len(row) - 1)) / sum(weight for _, _, weight, _ in row)
        cursor = x
        for label, value, weight, bold in row:
            size = sizes[0] if bold else sizes[1]
            draw_label_field(
                canv, cursor, y + 5, unit * weight, label, value, size=size, bold=bold, layer=layer
            )
            cursor += unit * weight + gap
    return y


def _age(player: PlayerSheet) -> str:
    age = player.identity.age
    return str(age) if age is not None else ""


def _membership_boxes(
    canv: Canvas,
    x: float,
    y: float,
    player: PlayerSheet,
    layer: Layer,
    _: Words,
    *,
    compact: bool = False,
) -> float:
    """The three membership boxes in a row, the player's choice ticked; returns the right end."""
    size, gap = (7.5, 8) if compact else (8.5, 14)
    cursor = x
    for key, label in (
        ("new", _("New") if compact else _("New player")),
        ("renewal", _.in_context("half page", "Renewal") if compact else _("Renewal")),
        (
            "change_of_address",
            _.in_context("half page", "Change of address") if compact else _("Change of address"),
        ),
    ):
        checked = player.identity.membership_action == key
        cursor += draw_check_box(canv, cursor, y, label, checked, size=size, layer=layer) + gap
    return cursor


def _draw_tall(canv: Canvas, copy: _Copy, x: float, y: float, width: float, bottom: float) -> None:
    """Full-page layout: identity block across the top, the rounds below with tall rows.

    ``y`` is the foot of the title band, ``bottom`` the foot of the copy.
    """
    header, part, layer = copy.header, copy.part, copy.layer
    _ = form_words(header.language)
    player = part.player
    if layer != "values":
        with faint(canv):
            draw_text(
                canv,
                x,
                y - 12,
                _(
                    "PLAYER INFORMATION — please print clearly. Legion members "
                    "need only fill in their name and number."
                )
                if header.legion_rated
                else _("PLAYER INFORMATION — please print clearly."),
                7.5,
                max_width=width,
            )
    who = player.identity
    rows: list[FieldRow] = [
        [
            (_("NAME"), who.name, 0.62, True),
            (number_label(player, _, rated=header.legion_rated), player.number, 0.38, True),
        ],
        [
            (_("ADDRESS"), who.address, 0.62, False),
            (_("TOURNAMENT (SANCTION) NUMBER"), header.sanction_number, 0.38, True),
        ],
        [
            (_("CITY"), who.city, 0.36, False),
            (_("STATE / PROV."), who.state_province, 0.2, False),
            (_("ZIP / POSTAL CODE"), who.postal_code, 0.24, False),
            (_("AGE"), _age(player), 0.1, False),
        ],
        [(_("PHONE"), who.phone, 0.35, False), (_("E-MAIL"), who.email, 0.65, False)],
    ]
    y = _field_rows(canv, x, y - 14, width, rows, 34, layer=layer)
    y -= 20
    if header.legion_rated:  # the Legion's membership and its online player search
        _membership_boxes(canv, x, y, player, layer, _)
        y -= 18
        opt_out = _("Do not list me in the online player search")
        draw_check_box(canv, x, y, opt_out, who.online_search_opt_out, layer=layer)
    if layer != "values":
        with faint(canv):
            draw_text(
                canv,
                x + width,
                y,
                _("Your opponent writes your number on their sheet."),
                7,
                align="right",
                max_width=width * 0.42,
            )
    if layer == "values":
        _player_code(canv, copy, x + width, bottom - 2, qr_size=38)
    footer_height = 56.0
    table_top = y - 14
    available = table_top - bottom - footer_height
    row_height = min(_tallest_row(header), (available - 18) / ROUNDS_PER_SHEET)
    columns = round_columns(_, draws=header.draws)
    bottom = _rounds_table(
        canv, x, table_top, width, columns, part, row_height, size=13, layer=layer, _=_
    )
    if layer != "values":
        _event_footer(canv, x, bottom - 18, width, header)


def _tallest_row(header: EventHeader) -> float:
    """How tall a round's row may be on a full page: where the Legion's boxes are left out,
    their room goes to the rounds."""
    return 48.0 if header.legion_rated else 48.0 + TALL_BOXES_ROOM / ROUNDS_PER_SHEET


def _draw_wide(canv: Canvas, copy: _Copy, x: float, y: float, width: float, bottom: float) -> None:
    """Half-page layout: identity block on the left, the rounds on the right.

    ``y`` and ``bottom`` as for the full-page layout.
    """
    header, part, layer = copy.header, copy.part, copy.layer
    _ = form_words(header.language)
    player = part.player
    who = player.identity
    left_width = width * 0.4
    right_x = x + left_width + 14
    right_width = width - left_width - 14
    rows: list[FieldRow] = [
        [
            (
                number_label(player, _, narrow=True, rated=header.legion_rated),
                player.number,
                0.42,
                True,
            ),
            (_("TOURNAMENT NO."), header.sanction_number, 0.58, True),
        ],
        [(_("NAME"), who.name, 1, True)],
        [(_("ADDRESS"), who.address, 1, False)],
        [
            (_("CITY"), who.city, 0.62, False),
            (_("STATE / PROV."), who.state_province, 0.38, False),
        ],
        [
            (_("ZIP / POSTAL CODE"), who.postal_code, 0.7, False),
            (_("AGE"), _age(player), 0.3, False),
        ],
        [(_("PHONE"), who.phone, 1, False)],
        [(_("E-MAIL"), who.email, 1, False)],
    ]
    footer_height = 46.0
    body_top = y - 4
    body_bottom = bottom + footer_height
    spare = 0.0 if header.legion_rated else WIDE_BOXES_ROOM  # the fields take the boxes' room
    field_height = min(27.0 + spare / len(rows), (body_top - body_bottom - 44) / len(rows))
    field_y = _field_rows(
        canv, x, body_top, left_width, rows, field_height, sizes=(11.0, 9.5), layer=layer
    )
    box_y = field_y - 16
    if header.legion_rated:
        _membership_boxes(canv, x, box_y, player, layer, _, compact=True)
        draw_check_box(
            canv,
            x,
            box_y - 15,
            _("Do not list me in the online search"),
            who.online_search_opt_out,
            size=7.5,
            layer=layer,
        )
    row_height = (body_top - body_bottom - 18) / ROUNDS_PER_SHEET
    _rounds_table(
        canv,
        right_x,
        body_top,
        right_width,
        round_columns(_, narrow=True, draws=header.draws),
        part,
        row_height,
        size=11,
        layer=layer,
        _=_,
    )
    if layer != "values":
        _event_footer(canv, x, bottom + 30, width, header, compact=True)
    else:
        _player_code(canv, copy, x + left_width, box_y - 62 + spare, qr_size=40)


def _player_code(canv: Canvas, copy: _Copy, right: float, bottom: float, *, qr_size: float) -> None:
    """The player's code for the players' page (with its QR code when the address is known);
    continuation sheets carry it too."""
    code = copy.part.player.code
    if code:
        _ = form_words(copy.header.language)
        draw_code(canv, right, bottom, code, copy.address, qr_size=qr_size, _=_)


def _rounds_table(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    columns: Sequence[Column],
    part: _Part,
    row_height: float,
    *,
    size: float,
    layer: Layer,
    _: Words,
) -> float:
    by_round = {entry.round: entry for entry in part.player.rounds}
    rows = []
    for round_number in range(part.first_round, part.first_round + ROUNDS_PER_SHEET):
        entry = by_round.get(round_number, RoundResult(round_number))
        table = str(entry.table) if entry.table is not None else ""
        rows.append(
            (
                str(round_number),
                table,
                entry.opponent_number,
                "",
                result_letters(entry.result, _),
                entry.record,
            )
        )
    return draw_table(
        canv,
        x,
        top,
        width,
        columns,
        rows,
        row_height=row_height,
        size=size,
        header_height=18,
        layer=layer,
    )


def _event_footer(
    canv: Canvas, x: float, y: float, width: float, header: EventHeader, *, compact: bool = False
) -> None:
    _ = form_words(header.language)
    note_size = 8.0 if compact else 9.5
    note = _("Hand this sheet to the judge as soon as your last game is over.")
    draw_text(canv, x, y, "▶ " + note, note_size, bold=True, max_width=width)
    fields = (
        (_("EVENT NAME"), header.event_name, 0.5),
        (_("PLACE"), header.place, 0.3),
        (_("DATE"), header.date, 0.2),
    )
    gap = 10.0
    size = 9 if compact else 10.5
    wants = [
        (text_width(label, 7) + 2, max(text_width(value, size) + 4, 60.0), weight)
        for label, value, weight in fields
    ]
    widths = shared_widths(wants, width - gap * 2)
    cursor = x
    field_y = y - (24 if compact else 30)
    for (label, value, _weight), field_width in zip(fields, widths, strict=True):
        draw_label_field(canv, cursor, field_y, field_width, label, value, size=size)
        cursor += field_width + gap
