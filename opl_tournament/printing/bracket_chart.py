"""The bracket chart of a single- or double-elimination event, split over pages as needed.

The tournament kit calls this form the "ladder chart" (so does ``print ladder``); in the code,
"ladder" means only the time-call ladder of each game's rules, and this chart is the bracket.

Each bracket is drawn as a tree, rounds left to right, on the pages ``bracket_pages.py`` plans;
both ends of every cut say where the line continues.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.language.catalogs import Words
from opl_tournament.printing.bracket_pages import (
    PAGE_ROUNDS,
    PAGE_UNITS,
    Node,
    PagePlan,
    Piece,
    Tree,
    build_tree,
    champion_match,
    live_children,
    page_index,
    piece_members,
    plan_pages,
    units_of,
)
from opl_tournament.printing.documents import BracketChart, BracketSlot
from opl_tournament.printing.fonts import clean, draw_text, fit_block, text_width
from opl_tournament.printing.layout import (
    BAND,
    FAINT,
    GRID,
    INK,
    MARGIN,
    SHADE,
    draw_form_footer,
    draw_form_head,
    faint,
    form_words,
    nothing_to_print,
    page_size,
    render,
)

NAME_SIZE = 8.0
"""The smallest size a player's number and name are printed at."""
INDENT = 30.0
"""Room at the left of a bracket for the marks of lines continued from other pages (none where
no line comes from another page)."""
ARROW_SIZE = 7.5
"""The arrow at the right of a bracket to where its winner plays on ("▶ LB-R10-M1 · p. 14"):
a piece keeps the room its own arrow needs, and the rest of the width goes to the boxes."""
ARROW_GAP = 4.0
"""The room between a piece's last box and its arrow."""
COLUMN_MOST = 190.0
"""The widest a round's column is drawn."""
BOX_GAP = 16.0
"""The room between a match's box and the next round's, for the line joining them."""
MIN_PAGE_ROUNDS = 3
"""The fewest rounds a page of a chart cut into pages holds: its boxes are then as wide as they
are drawn (``COLUMN_MOST``), on either paper."""
NUMBER_SIZE = 10.0
"""The size a player's number is printed at on a rung of the usual height."""

TITLE = "LADDER CHART"
"""The kit's name for the form: printed as it is in every language."""


def _bracket_title(bracket: str, _: Words) -> str:
    if bracket == "winners":
        return _("WINNERS' BRACKET")
    if bracket == "losers":
        return _("LOSERS' BRACKET")
    return _("FINAL")


def render_bracket_chart(data: BracketChart) -> bytes:
    """The chart on landscape pages: winners', losers' and final brackets, results as known."""
    tree = build_tree(data)
    plans = plan_pages(tree, PAGE_UNITS)
    if len(plans) > 1:  # a chart on one page stays whole; one cut into pages may take more
        plans = plan_pages(tree, PAGE_UNITS, rounds_a_page(data))
    page_of = page_index(tree, plans)
    titles: dict[tuple[str, int], str] = {
        (bracket_round.bracket, bracket_round.round): bracket_round.title
        for bracket_round in data.rounds
    }
    _ = form_words(data.header.language)
    kind = _("SINGLE ELIMINATION") if data.elimination == "single" else _("DOUBLE ELIMINATION")
    chart = _Chart(data, tree, page_of, titles, champion_match(tree, data), kind, _)
    pages = [_page(chart, plan) for plan in plans] or [
        nothing_to_print(
            data.paper,
            data.header,
            TITLE,
            _("No matches have been paired yet."),
            right=kind,
            wide=True,
        )
    ]
    return render(data.paper, f"Ladder chart — {data.header.event_name}", pages, wide=True)


def rounds_a_page(data: BracketChart) -> int:
    """How many rounds a page of the chart holds, cut into pages: as many as leave every name
    whole in its box (on two lines at 8 pt), down to ``MIN_PAGE_ROUNDS``, whose boxes are as
    wide as the chart draws them."""
    _ = form_words(data.header.language)
    slots = [
        slot
        for bracket_round in data.rounds
        for match in bracket_round.matches
        for slot in (match.slot_a, match.slot_b)
    ]
    needed = max(
        (_rung_width(slot.number, _shown_name(slot, _)) for slot in slots if slot.name),
        default=0.0,
    )
    inner = page_size(data.paper, wide=True)[0] - 2 * MARGIN
    arrow = max(  # the widest an arrow may be, on a chart of up to 99 pages
        (
            _arrow_room(f"▶ {match.match_id} · p. 99")
            for bracket_round in data.rounds
            for match in bracket_round.matches
        ),
        default=0.0,
    )
    for rounds in range(PAGE_ROUNDS, MIN_PAGE_ROUNDS, -1):
        if _column_width(inner - INDENT - arrow, rounds) - BOX_GAP >= needed:
            return rounds
    return MIN_PAGE_ROUNDS


def _arrow_room(arrow: str) -> float:
    """The room an arrow needs at the right of the last round's column (its box's gap used)."""
    return max(0.0, ARROW_GAP + text_width(arrow, ARROW_SIZE, bold=True) - BOX_GAP)


def _column_width(room: float, columns: int) -> float:
    return min(COLUMN_MOST, room / columns)


def _rung_width(number: str, name: str) -> float:
    """The width of a box that shows the number and the name whole, the name on two lines at
    8 pt at most, in bold (as the winner's)."""
    name_at = 3 + (text_width(number, NUMBER_SIZE, bold=True) + 4 if number else 0)
    name = clean(name)
    whole = "".join(name.split())
    least, most = 0.0, text_width(name, NAME_SIZE, bold=True) + 1
    while most - least > 0.5:  # the narrowest width that still shows it whole
        middle = (least + most) / 2
        _size, lines = fit_block(name, NAME_SIZE, middle, 2.5 * NAME_SIZE, bold=True, leading=1.02)
        if "".join("".join(lines).split()) == whole:
            most = middle
        else:
            least = middle
    return name_at + most + 3


def _shown_name(slot: BracketSlot, _: Words) -> str:
    """The name on a rung: a player who left says so after it."""
    if not slot.left:
        return slot.name
    why = _("disqualified") if slot.left == "disqualified" else _("dropped")
    return f"{slot.name} ({why})"


@dataclass(frozen=True)
class _Chart:
    """What every page of the chart is drawn from."""

    data: BracketChart
    tree: Tree
    page_of: dict[str, int]
    """The page each match is drawn on."""
    titles: dict[tuple[str, int], str]
    """The judge's title of each (bracket, round), where one was given."""
    final_match: str
    """The match whose winner is the champion."""
    kind: str
    """``SINGLE ELIMINATION`` or ``DOUBLE ELIMINATION``, for the title band."""
    words: Words
    """The chart's language."""


@dataclass(frozen=True)
class _Geometry:
    left: float
    column_width: float
    box_width: float
    box_height: float
    first_round: int


def _page(chart: _Chart, plan: PagePlan) -> Callable[[Canvas, int, int], None]:
    data = chart.data
    _ = chart.words

    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper, wide=True)
        inner = width - 2 * MARGIN
        y = draw_form_head(canv, width, height, TITLE, data.header, right=chart.kind) - 4
        bottom = MARGIN + 6
        title_room = 30.0
        unit_height = min(64.0, (y - bottom - title_room * len(plan.pieces)) / max(1, plan.units))
        for piece in plan.pieces:
            height_units = units_of(chart.tree, piece.root, piece.stubs)
            piece_height = title_room + height_units * unit_height
            _draw_piece(canv, chart, piece, MARGIN, y, inner, unit_height, page)
            y -= piece_height
        note = _("Only the judge writes results on this chart.")
        draw_form_footer(canv, page, count, width, TITLE, data.header, note=note)

    return draw


def _draw_piece(
    canv: Canvas,
    chart: _Chart,
    piece: Piece,
    x: float,
    top: float,
    width: float,
    unit_height: float,
    page: int,
) -> None:
    tree, page_of, final_match = chart.tree, chart.page_of, chart.final_match
    members = piece_members(tree, piece)
    rounds = sorted({tree.nodes[match_id].round for match_id in members})
    first, last = rounds[0], rounds[-1]
    columns = last - first + 1
    indent = INDENT if _continued_from_elsewhere(chart, members, page) else 0.0
    if piece.root == final_match:  # a column more for the champion's box, as wide as a match's
        column_width = _column_width(width - indent, columns + 1)
    else:  # only the arrow to the page where the winner plays on
        arrow_room = _arrow_room(_arrow(chart, piece.root))
        column_width = _column_width(width - indent - arrow_room, columns)
    box_height = min(36.0, unit_height - 9)
    geometry = _Geometry(x + indent, column_width, column_width - BOX_GAP, box_height, first)
    _ = chart.words
    title = _bracket_title(piece.bracket, _)
    if piece.parts > 1:
        title += " — " + _("PART {part} OF {parts}", part=piece.part, parts=piece.parts)
    canv.setFillColor(BAND)
    draw_text(canv, x, top - 11, title, 10, bold=True)
    with faint(canv):
        for round_number in range(first, last + 1):
            label = chart.titles.get((piece.bracket, round_number)) or _default_round_title(
                piece.bracket, round_number, chart.data, _
            )
            draw_text(
                canv,
                geometry.left + (round_number - first) * column_width,
                top - 24,
                label.upper(),
                7,
                bold=True,
                max_width=geometry.box_width,
            )
    centres: dict[str, float] = {}
    counter = [0]

    def place(match_id: str) -> float:
        live = live_children(tree, match_id, piece.stubs)
        if not live:
            centre = top - 30 - (counter[0] + 0.5) * unit_height
            counter[0] += 1
        else:
            child_centres = [place(child) for child in live]
            centre = sum(child_centres) / len(child_centres)
        centres[match_id] = centre
        return centre

    place(piece.root)
    for match_id in members:
        node = tree.nodes[match_id]
        box_x = geometry.left + (node.round - first) * column_width
        _draw_match(canv, tree, node, box_x, centres[match_id], geometry, page, page_of, _)
        parent = tree.parent.get(match_id)
        following = tree.advances_to.get(match_id)
        if parent is not None and parent in centres:
            _connect(canv, tree, match_id, parent, centres, geometry)
        elif following is not None:
            canv.setFillColor(BAND)
            draw_text(
                canv,
                box_x + geometry.box_width + ARROW_GAP,
                centres[match_id] - 3,
                _arrow(chart, match_id),
                ARROW_SIZE,
                bold=True,
            )
            canv.setFillColor(INK)
    if piece.root == final_match:
        node = tree.nodes[final_match]
        box_x = geometry.left + (node.round - first + 1) * column_width
        _draw_champion(
            canv, box_x, centres[final_match], geometry.box_width, chart.data.champion, _
        )


def _arrow(chart: _Chart, match_id: str) -> str:
    """Where the winner of the match plays on, drawn at the right of a piece's last match."""
    following = chart.tree.advances_to.get(match_id)
    return f"▶ {following} · p. {chart.page_of[following]}" if following is not None else ""


def _continued_from_elsewhere(chart: _Chart, members: list[str], page: int) -> bool:
    """Whether a line comes into these matches from another page (its mark is drawn at the
    left of the box)."""
    return any(
        slot.from_outcome == "winner" and chart.page_of.get(slot.from_match, page) != page
        for match_id in members
        for slot in (
            chart.tree.nodes[match_id].match.slot_a,
            chart.tree.nodes[match_id].match.slot_b,
        )
    )


def _default_round_title(bracket: str, round_number: int, data: BracketChart, _: Words) -> str:
    if bracket == "winners" and data.elimination == "single":
        return _("Round {number}", number=round_number + data.first_round - 1)
    if bracket == "winners":
        return _("WB round {number}", number=round_number)
    if bracket == "losers":
        return _("LB round {number}", number=round_number)
    return _("Grand final") if round_number == 1 else _("Grand final, reset")


def _slot_centres(centre: float, geometry: _Geometry) -> tuple[float, float]:
    quarter = geometry.box_height / 4
    return centre + quarter, centre - quarter


def _connect(
    canv: Canvas,
    tree: Tree,
    child: str,
    parent: str,
    centres: dict[str, float],
    geometry: _Geometry,
) -> None:
    child_node = tree.nodes[child]
    parent_node = tree.nodes[parent]
    start_x = geometry.left + (child_node.round - geometry.first_round) * geometry.column_width
    start_x += geometry.box_width
    end_x = geometry.left + (parent_node.round - geometry.first_round) * geometry.column_width
    slot_a, slot_b = _slot_centres(centres[parent], geometry)
    end_y = slot_a if parent_node.match.slot_a.from_match == child else slot_b
    middle_x = start_x + (end_x - start_x) / 2
    canv.setStrokeColor(GRID)
    canv.setLineWidth(0.9)
    path = canv.beginPath()
    path.moveTo(start_x, centres[child])
    path.lineTo(middle_x, centres[child])
    path.lineTo(middle_x, end_y)
    path.lineTo(end_x, end_y)
    canv.drawPath(path, stroke=1, fill=0)


def _draw_match(
    canv: Canvas,
    tree: Tree,
    node: Node,
    x: float,
    centre: float,
    geometry: _Geometry,
    page: int,
    page_of: dict[str, int],
    _: Words,
) -> None:
    match = node.match
    width, height = geometry.box_width, geometry.box_height
    bottom = centre - height / 2
    line_height = height / 2
    if match.slot_a.bye and match.slot_b.bye:
        _draw_no_game(
            canv, match.match_id, _("no game: nobody reaches it"), x, bottom, width, height
        )
        return
    if not match.needed:
        why = _("not played: the first final decided it")
        _draw_no_game(canv, match.match_id, why, x, bottom, width, height)
        return
    for index, slot in enumerate((match.slot_a, match.slot_b)):
        line_bottom = bottom + (1 - index) * line_height
        won = bool(match.winner) and slot.number == match.winner
        if won:
            canv.setFillColor(SHADE)
            canv.rect(x, line_bottom, width, line_height, stroke=0, fill=1)
            canv.setFillColor(INK)
        _draw_slot(canv, slot, x, line_bottom, width, line_height, won, page, page_of, _)
    canv.saveState()
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.1 if not match.only_if_needed else 0.9)
    if match.only_if_needed:
        canv.setDash(3, 2)
    canv.rect(x, bottom, width, height, stroke=1, fill=0)
    canv.setLineWidth(0.5)
    canv.line(x, centre, x + width, centre)
    canv.restoreState()
    label = match.match_id
    if match.table is not None:
        label += " · " + _("table {number}", number=match.table)
    if match.only_if_needed:
        label += " · " + _("ONLY IF NEEDED")
    with faint(canv):
        draw_text(
            canv, x + 1, bottom + height + 2, label, 6.5, bold=match.only_if_needed, max_width=width
        )


def _draw_no_game(
    canv: Canvas, match_id: str, why: str, x: float, bottom: float, width: float, height: float
) -> None:
    """A rung nobody plays (both places are byes, or a reset not needed), and why."""
    canv.saveState()
    canv.setStrokeColor(FAINT)
    canv.setLineWidth(0.6)
    canv.setDash(2, 2)
    canv.rect(x, bottom, width, height, stroke=1, fill=0)
    canv.restoreState()
    with faint(canv):
        draw_text(canv, x + 1, bottom + height + 2, match_id, 6.5, max_width=width)
        draw_text(canv, x + 4, bottom + height / 2 - 3, why, 7.5, max_width=width - 8, min_size=6)


def _draw_slot(
    canv: Canvas,
    slot: BracketSlot,
    x: float,
    bottom: float,
    width: float,
    height: float,
    won: bool,
    page: int,
    page_of: dict[str, int],
    _: Words,
) -> None:
    size = max(NAME_SIZE, min(10.0, height * 0.6))
    baseline = bottom + (height - size * 0.72) / 2
    elsewhere = slot.from_match in page_of and page_of[slot.from_match] != page
    if elsewhere and slot.from_outcome == "winner":
        canv.setFillColor(BAND)
        draw_text(
            canv, x - 3, baseline, f"p. {page_of[slot.from_match]} ▶", 6.5, bold=True, align="right"
        )
        canv.setFillColor(INK)
    if slot.number or slot.name:
        used = draw_text(canv, x + 3, baseline, slot.number, size, bold=True)
        left = x + 3 + used + (4 if used else 0)
        _draw_name(
            canv, _shown_name(slot, _), left, bottom, x + width - 3 - left, height, size, won
        )
        return
    with faint(canv):
        if slot.bye:
            draw_text(canv, x + 3, baseline, _("BYE"), size, bold=True)
        elif slot.from_match:
            if slot.from_outcome == "winner":
                text = _("winner of {match}", match=slot.from_match)
            else:
                text = _("loser of {match}", match=slot.from_match)
            if elsewhere:
                text += f" (p. {page_of[slot.from_match]})"
            draw_text(canv, x + 3, baseline, text, min(size, 7.5), max_width=width - 6)


def _draw_name(
    canv: Canvas,
    name: str,
    x: float,
    bottom: float,
    width: float,
    height: float,
    size: float,
    bold: bool,
) -> None:
    """The name in its place on the rung: smaller down to 8 pt, then on two lines."""
    fitted, lines = fit_block(
        name, size, width, height, bold=bold, min_size=NAME_SIZE, leading=1.02
    )
    step = fitted * 1.02
    centre = bottom + height / 2 + (len(lines) - 1) * step / 2
    for index, line in enumerate(lines):
        draw_text(canv, x, centre - index * step - fitted * 0.36, line, fitted, bold=bold)


def _draw_champion(
    canv: Canvas, x: float, centre: float, width: float, champion: str, _: Words
) -> None:
    box_width = width  # as wide as a match's box: the champion's name at the rungs' size
    height = 30.0
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.6)
    canv.rect(x, centre - height / 2, box_width, height, stroke=1, fill=0)
    canv.setFillColor(BAND)
    draw_text(canv, x + 1, centre + height / 2 + 3, _("CHAMPION"), 7.5, bold=True)
    canv.setFillColor(INK)
    # Whole, as the rungs show a name: smaller down to 8 pt, then on two lines.
    fitted, lines = fit_block(
        champion, 10, box_width - 10, height - 4, bold=True, min_size=NAME_SIZE, leading=1.02
    )
    step = fitted * 1.02
    top = centre + (len(lines) - 1) * step / 2
    for index, line in enumerate(lines):
        draw_text(canv, x + 5, top - index * step - fitted * 0.36, line, fitted, bold=True)
    canv.setLineWidth(1.0)
