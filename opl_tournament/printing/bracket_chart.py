"""The bracket chart of a single- or double-elimination event, split over pages as needed.

The tournament kit calls this form the "ladder chart" (so does ``print ladder``); in the code,
"ladder" means only the time-call ladder of each game's rules, and this chart is the bracket.

The chart's rounds are linked by the slots: a slot whose ``from_match`` names a match of the same
bracket (as its winner) hangs under that match. Each bracket is drawn as a tree, rounds left to
right. A tree taller than a page is cut into subtrees that fit; the part above the cut goes on a
later page, and both ends of every cut say where the line continues.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.printing.documents import BracketChart, BracketMatch, BracketSlot
from opl_tournament.printing.fonts import draw_text, fit_block
from opl_tournament.printing.layout import (
    BAND,
    FAINT,
    GRID,
    INK,
    MARGIN,
    SHADE,
    draw_event_header,
    draw_footer,
    draw_title_band,
    page_size,
    render,
)

PAGE_UNITS = 8
"""First-round matches (leaves) one page holds: few enough that names print at 8 pt or more,
readable on a wall."""
NAME_SIZE = 8.0
"""The smallest size a player's number and name are printed at."""
NO_GAME = "no game: nobody reaches it"
PAGE_ROUNDS = 5
"""Rounds (columns) one page holds, beside the column for the continuation mark."""
INDENT = 30.0
"""Room at the left of each bracket for the marks of lines continued from other pages."""

BRACKET_TITLES = {"winners": "WINNERS' BRACKET", "losers": "LOSERS' BRACKET", "final": "FINAL"}


@dataclass(frozen=True)
class _Node:
    match: BracketMatch
    bracket: str
    round: int
    order: int


@dataclass
class _Tree:
    nodes: dict[str, _Node]
    children: dict[str, list[str]]
    parent: dict[str, str]
    roots: list[str]
    advances_to: dict[str, str]
    """Where a match's winner goes next, in any bracket."""


@dataclass
class _Piece:
    """One drawable part of a bracket: the subtree under ``root``, stopping at ``stubs``."""

    bracket: str
    root: str
    stubs: frozenset[str]
    part: int = 0
    parts: int = 0


@dataclass
class _PagePlan:
    pieces: list[_Piece] = field(default_factory=list)
    units: int = 0


def _build_tree(data: BracketChart) -> _Tree:
    nodes: dict[str, _Node] = {}
    for bracket_round in data.rounds:
        for order, match in enumerate(bracket_round.matches):
            if match.match_id in nodes:
                raise InvalidInput(
                    f"match {match.match_id} appears twice on the bracket chart", field="match_id"
                )
            nodes[match.match_id] = _Node(match, bracket_round.bracket, bracket_round.round, order)
    children: dict[str, list[str]] = {match_id: [] for match_id in nodes}
    parent: dict[str, str] = {}
    advances_to: dict[str, str] = {}
    for match_id, node in nodes.items():
        for slot in (node.match.slot_a, node.match.slot_b):
            feeder = nodes.get(slot.from_match)
            if feeder is not None and slot.from_outcome == "winner":
                advances_to.setdefault(slot.from_match, match_id)
            if (
                feeder is not None
                and slot.from_outcome == "winner"
                and feeder.bracket == node.bracket
                and slot.from_match not in parent
            ):
                children[match_id].append(slot.from_match)
                parent[slot.from_match] = match_id
    roots = sorted(
        (match_id for match_id in nodes if match_id not in parent),
        key=lambda match_id: (
            list(BRACKET_TITLES).index(nodes[match_id].bracket),
            nodes[match_id].round,
            nodes[match_id].order,
        ),
    )
    return _Tree(nodes, children, parent, roots, advances_to)


def _live_children(tree: _Tree, match_id: str, stubs: frozenset[str]) -> list[str]:
    return [child for child in tree.children[match_id] if child not in stubs]


def _units(tree: _Tree, match_id: str, stubs: frozenset[str]) -> int:
    live = _live_children(tree, match_id, stubs)
    return max(1, sum(_units(tree, child, stubs) for child in live))


def _first_round(tree: _Tree, match_id: str, stubs: frozenset[str]) -> int:
    live = _live_children(tree, match_id, stubs)
    own = tree.nodes[match_id].round
    return min([own] + [_first_round(tree, child, stubs) for child in live])


def _fits(tree: _Tree, match_id: str, stubs: frozenset[str], capacity: int) -> bool:
    span = tree.nodes[match_id].round - _first_round(tree, match_id, stubs) + 1
    return _units(tree, match_id, stubs) <= capacity and span <= PAGE_ROUNDS


def _split(tree: _Tree, root: str, stubs: frozenset[str], capacity: int) -> list[_Piece]:
    bracket = tree.nodes[root].bracket
    if _fits(tree, root, stubs, capacity):
        return [_Piece(bracket, root, stubs)]
    cuts: list[str] = []

    def descend(match_id: str) -> None:
        for child in _live_children(tree, match_id, stubs):
            if _fits(tree, child, stubs, capacity):
                cuts.append(child)
            else:
                descend(child)

    descend(root)
    pieces = [_Piece(bracket, cut, stubs) for cut in cuts]
    return pieces + _split(tree, root, stubs | frozenset(cuts), capacity)


def _plan(tree: _Tree, capacity: int) -> list[_PagePlan]:
    pieces: list[_Piece] = []
    for root in tree.roots:
        split = _split(tree, root, frozenset(), capacity)
        for index, piece in enumerate(split, start=1):
            piece.part, piece.parts = index, len(split)
        pieces += split
    pages: list[_PagePlan] = []
    for piece in pieces:
        units = _units(tree, piece.root, piece.stubs)
        if not pages or pages[-1].units + units > capacity or len(pages[-1].pieces) >= 3:
            pages.append(_PagePlan())
        pages[-1].pieces.append(piece)
        pages[-1].units += units
    return pages


def _members(tree: _Tree, piece: _Piece) -> list[str]:
    found = [piece.root]
    for child in _live_children(tree, piece.root, piece.stubs):
        found += _members(tree, _Piece(piece.bracket, child, piece.stubs))
    return found


def render_bracket_chart(data: BracketChart) -> bytes:
    """The chart on landscape pages: winners', losers' and final brackets, results as known."""
    tree = _build_tree(data)
    plans = _plan(tree, PAGE_UNITS)
    page_of = _page_index(tree, plans)
    titles: dict[tuple[str, int], str] = {
        (bracket_round.bracket, bracket_round.round): bracket_round.title
        for bracket_round in data.rounds
    }
    kind = "SINGLE ELIMINATION" if data.elimination == "single" else "DOUBLE ELIMINATION"
    chart = _Chart(data, tree, page_of, titles, _final_match(tree, data), kind)
    pages = [_page(chart, plan) for plan in plans] or [_empty_page(data, kind)]
    return render(data.paper, f"BracketChart chart — {data.header.event_name}", pages, wide=True)


@dataclass(frozen=True)
class _Chart:
    """What every page of the chart is drawn from."""

    data: BracketChart
    tree: _Tree
    page_of: dict[str, int]
    """The page each match is drawn on."""
    titles: dict[tuple[str, int], str]
    """The judge's title of each (bracket, round), where one was given."""
    final_match: str
    """The match whose winner is the champion."""
    kind: str
    """``SINGLE ELIMINATION`` or ``DOUBLE ELIMINATION``, for the title band."""


def _final_match(tree: _Tree, data: BracketChart) -> str:
    if not tree.roots:
        return ""
    last_bracket = "final" if data.elimination == "double" else "winners"
    candidates = [root for root in tree.roots if tree.nodes[root].bracket == last_bracket]
    candidates = candidates or tree.roots
    return max(candidates, key=lambda root: (tree.nodes[root].round, tree.nodes[root].order))


def _empty_page(data: BracketChart, kind: str) -> Callable[[Canvas, int, int], None]:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper, wide=True)
        inner = width - 2 * MARGIN
        y = draw_title_band(canv, MARGIN, height - MARGIN, inner, "LADDER CHART", right=kind)
        y = draw_event_header(canv, MARGIN, y - 2, inner, data.header)
        draw_text(canv, MARGIN, y - 30, "No matches have been paired yet.", 11)
        draw_footer(canv, page, count, f"LADDER CHART — {data.header.event_name}", width)

    return draw


@dataclass(frozen=True)
class _Geometry:
    left: float
    column_width: float
    box_width: float
    box_height: float
    first_round: int


def _page(chart: _Chart, plan: _PagePlan) -> Callable[[Canvas, int, int], None]:
    data = chart.data

    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper, wide=True)
        inner = width - 2 * MARGIN
        y = draw_title_band(canv, MARGIN, height - MARGIN, inner, "LADDER CHART", right=chart.kind)
        y = draw_event_header(canv, MARGIN, y - 2, inner, data.header) - 4
        bottom = MARGIN + 6
        title_room = 30.0
        unit_height = min(64.0, (y - bottom - title_room * len(plan.pieces)) / max(1, plan.units))
        for piece in plan.pieces:
            units = _units(chart.tree, piece.root, piece.stubs)
            piece_height = title_room + units * unit_height
            _draw_piece(canv, chart, piece, MARGIN, y, inner, unit_height, page)
            y -= piece_height
        draw_footer(
            canv,
            page,
            count,
            f"LADDER CHART — {data.header.event_name}",
            width,
            note="Only the judge writes results on this chart.",
        )

    return draw


def _draw_piece(
    canv: Canvas,
    chart: _Chart,
    piece: _Piece,
    x: float,
    top: float,
    width: float,
    unit_height: float,
    page: int,
) -> None:
    tree, page_of, final_match = chart.tree, chart.page_of, chart.final_match
    members = _members(tree, piece)
    rounds = sorted({tree.nodes[match_id].round for match_id in members})
    first, last = rounds[0], rounds[-1]
    columns = last - first + 2
    column_width = min(190.0, (width - INDENT) / columns)
    box_height = min(36.0, unit_height - 9)
    geometry = _Geometry(x + INDENT, column_width, column_width - 22, box_height, first)
    title = BRACKET_TITLES[piece.bracket]
    if piece.parts > 1:
        title += f" — PART {piece.part} OF {piece.parts}"
    canv.setFillColor(BAND)
    draw_text(canv, x, top - 11, title, 10, bold=True)
    canv.setFillColor(FAINT)
    for round_number in range(first, last + 1):
        label = chart.titles.get((piece.bracket, round_number)) or _default_round_title(
            piece.bracket, round_number, chart.data.elimination
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
    canv.setFillColor(INK)
    centres: dict[str, float] = {}
    counter = [0]

    def place(match_id: str) -> float:
        live = _live_children(tree, match_id, piece.stubs)
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
        _draw_match(canv, tree, node, box_x, centres[match_id], geometry, page, page_of)
        parent = tree.parent.get(match_id)
        following = tree.advances_to.get(match_id)
        if parent is not None and parent in centres:
            _connect(canv, tree, match_id, parent, centres, geometry)
        elif following is not None:
            canv.setFillColor(BAND)
            draw_text(
                canv,
                box_x + geometry.box_width + 4,
                centres[match_id] - 3,
                f"▶ {following} · p. {page_of[following]}",
                7.5,
                bold=True,
                max_width=column_width,
            )
            canv.setFillColor(INK)
    if piece.root == final_match:
        node = tree.nodes[final_match]
        box_x = geometry.left + (node.round - first + 1) * column_width
        _draw_champion(
            canv, box_x, centres[final_match], min(column_width, 160), chart.data.champion
        )


def _default_round_title(bracket: str, round_number: int, elimination: str) -> str:
    if bracket == "winners":
        return f"{'Round' if elimination == 'single' else 'WB round'} {round_number}"
    if bracket == "losers":
        return f"LB round {round_number}"
    return "Grand final" if round_number == 1 else "Grand final, reset"


def _slot_centres(centre: float, geometry: _Geometry) -> tuple[float, float]:
    quarter = geometry.box_height / 4
    return centre + quarter, centre - quarter


def _connect(
    canv: Canvas,
    tree: _Tree,
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
    tree: _Tree,
    node: _Node,
    x: float,
    centre: float,
    geometry: _Geometry,
    page: int,
    page_of: dict[str, int],
) -> None:
    match = node.match
    width, height = geometry.box_width, geometry.box_height
    bottom = centre - height / 2
    line_height = height / 2
    if match.slot_a.bye and match.slot_b.bye:
        _draw_no_game(canv, match.match_id, x, bottom, width, height)
        return
    for index, slot in enumerate((match.slot_a, match.slot_b)):
        line_bottom = bottom + (1 - index) * line_height
        won = bool(match.winner) and slot.number == match.winner
        if won:
            canv.setFillColor(SHADE)
            canv.rect(x, line_bottom, width, line_height, stroke=0, fill=1)
            canv.setFillColor(INK)
        _draw_slot(canv, slot, x, line_bottom, width, line_height, won, page, page_of)
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
        label += f" · table {match.table}"
    if match.only_if_needed:
        label += " · ONLY IF NEEDED"
    canv.setFillColor(FAINT)
    draw_text(
        canv, x + 1, bottom + height + 2, label, 6.5, bold=match.only_if_needed, max_width=width
    )
    canv.setFillColor(INK)


def _draw_no_game(
    canv: Canvas, match_id: str, x: float, bottom: float, width: float, height: float
) -> None:
    """A rung both of whose places are byes: nobody plays it, and the chart says so."""
    canv.saveState()
    canv.setStrokeColor(FAINT)
    canv.setLineWidth(0.6)
    canv.setDash(2, 2)
    canv.rect(x, bottom, width, height, stroke=1, fill=0)
    canv.restoreState()
    canv.setFillColor(FAINT)
    draw_text(canv, x + 1, bottom + height + 2, match_id, 6.5, max_width=width)
    draw_text(canv, x + 4, bottom + height / 2 - 3, NO_GAME, 7.5, max_width=width - 8, min_size=6)
    canv.setFillColor(INK)


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
        _draw_name(canv, slot.name, left, bottom, x + width - 3 - left, height, size, won)
        return
    canv.setFillColor(FAINT)
    if slot.bye:
        draw_text(canv, x + 3, baseline, "BYE", size, bold=True)
    elif slot.from_match:
        text = f"{slot.from_outcome} of {slot.from_match}"
        if elsewhere:
            text += f" (p. {page_of[slot.from_match]})"
        draw_text(canv, x + 3, baseline, text, min(size, 7.5), max_width=width - 6)
    canv.setFillColor(INK)


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


def _draw_champion(canv: Canvas, x: float, centre: float, width: float, champion: str) -> None:
    box_width = width - 12
    height = 30.0
    canv.setStrokeColor(INK)
    canv.setLineWidth(1.6)
    canv.rect(x, centre - height / 2, box_width, height, stroke=1, fill=0)
    canv.setFillColor(BAND)
    draw_text(canv, x + 1, centre + height / 2 + 3, "CHAMPION", 7.5, bold=True)
    canv.setFillColor(INK)
    draw_text(canv, x + 5, centre - 4, champion, 10, bold=True, max_width=box_width - 10)
    canv.setLineWidth(1.0)


def match_pages(data: BracketChart) -> dict[str, int]:
    """The page each match is drawn on."""
    tree = _build_tree(data)
    return _page_index(tree, _plan(tree, PAGE_UNITS))


def _page_index(tree: _Tree, plans: Sequence[_PagePlan]) -> dict[str, int]:
    return {
        match_id: index
        for index, plan in enumerate(plans, start=1)
        for piece in plan.pieces
        for match_id in _members(tree, piece)
    }
