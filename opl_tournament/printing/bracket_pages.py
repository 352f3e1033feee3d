"""How a bracket chart is cut into pages, before anything is drawn (no reportlab here).

The chart's rounds are linked by the slots: a slot whose ``from_match`` names a match of the
same bracket (as its winner) hangs under that match, so each bracket is a tree. A tree taller
than a page (``PAGE_UNITS`` first-round matches, ``PAGE_ROUNDS`` rounds) is cut into subtrees
that fit; the part above a cut becomes a later piece, and up to three pieces share a page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.printing.documents import BracketChart, BracketMatch

BRACKETS = ("winners", "losers", "final")
"""The brackets in the order they are printed."""
PAGE_UNITS = 8
"""First-round matches (leaves) one page holds: few enough that names print at 8 pt or more,
readable on a wall."""
PAGE_ROUNDS = 5
"""Rounds (columns) one page holds at most, beside the column for the continuation mark (a
chart of long names takes fewer, so that its boxes are wide enough: ``bracket_chart.py``)."""


@dataclass(frozen=True)
class Node:
    match: BracketMatch
    bracket: str
    round: int
    order: int


@dataclass
class Tree:
    nodes: dict[str, Node]
    children: dict[str, list[str]]
    parent: dict[str, str]
    roots: list[str]
    advances_to: dict[str, str]
    """Where a match's winner goes next, in any bracket."""


@dataclass
class Piece:
    """One drawable part of a bracket: the subtree under ``root``, stopping at ``stubs``."""

    bracket: str
    root: str
    stubs: frozenset[str]
    part: int = 0
    parts: int = 0


@dataclass
class PagePlan:
    """The pieces one page holds, and how many first-round matches tall they are together."""

    pieces: list[Piece] = field(default_factory=list)
    units: int = 0


def build_tree(data: BracketChart) -> Tree:
    """Each bracket as a tree of its matches (a match listed twice is refused)."""
    nodes: dict[str, Node] = {}
    for bracket_round in data.rounds:
        for order, match in enumerate(bracket_round.matches):
            if match.match_id in nodes:
                raise InvalidInput(
                    f"match {match.match_id} appears twice on the bracket chart", field="match_id"
                )
            nodes[match.match_id] = Node(match, bracket_round.bracket, bracket_round.round, order)
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
            BRACKETS.index(nodes[match_id].bracket),
            nodes[match_id].round,
            nodes[match_id].order,
        ),
    )
    return Tree(nodes, children, parent, roots, advances_to)


def live_children(tree: Tree, match_id: str, stubs: frozenset[str]) -> list[str]:
    """The matches feeding ``match_id`` that are drawn with it (not cut off to another piece)."""
    return [child for child in tree.children[match_id] if child not in stubs]


def units_of(tree: Tree, match_id: str, stubs: frozenset[str]) -> int:
    """The first-round matches (page units) the subtree under ``match_id`` is tall."""
    live = live_children(tree, match_id, stubs)
    return max(1, sum(units_of(tree, child, stubs) for child in live))


def _first_round(tree: Tree, match_id: str, stubs: frozenset[str]) -> int:
    live = live_children(tree, match_id, stubs)
    own = tree.nodes[match_id].round
    return min([own] + [_first_round(tree, child, stubs) for child in live])


def _fits(tree: Tree, match_id: str, stubs: frozenset[str], capacity: int, rounds: int) -> bool:
    span = tree.nodes[match_id].round - _first_round(tree, match_id, stubs) + 1
    return units_of(tree, match_id, stubs) <= capacity and span <= rounds


def _split(tree: Tree, root: str, stubs: frozenset[str], capacity: int, rounds: int) -> list[Piece]:
    bracket = tree.nodes[root].bracket
    if _fits(tree, root, stubs, capacity, rounds):
        return [Piece(bracket, root, stubs)]
    cuts: list[str] = []

    def descend(match_id: str) -> None:
        for child in live_children(tree, match_id, stubs):
            if _fits(tree, child, stubs, capacity, rounds):
                cuts.append(child)
            else:
                descend(child)

    descend(root)
    pieces = [Piece(bracket, cut, stubs) for cut in cuts]
    return pieces + _split(tree, root, stubs | frozenset(cuts), capacity, rounds)


def plan_pages(tree: Tree, capacity: int, rounds: int = PAGE_ROUNDS) -> list[PagePlan]:
    """Every bracket cut into pieces of at most ``capacity`` units and ``rounds`` rounds, then
    the pieces laid on pages in order."""
    pieces: list[Piece] = []
    for root in tree.roots:
        split = _split(tree, root, frozenset(), capacity, rounds)
        for index, piece in enumerate(split, start=1):
            piece.part, piece.parts = index, len(split)
        pieces += split
    pages: list[PagePlan] = []
    for piece in pieces:
        height = units_of(tree, piece.root, piece.stubs)
        if not pages or pages[-1].units + height > capacity or len(pages[-1].pieces) >= 3:
            pages.append(PagePlan())
        pages[-1].pieces.append(piece)
        pages[-1].units += height
    return pages


def piece_members(tree: Tree, piece: Piece) -> list[str]:
    """The matches a piece draws, its root first."""
    found = [piece.root]
    for child in live_children(tree, piece.root, piece.stubs):
        found += piece_members(tree, Piece(piece.bracket, child, piece.stubs))
    return found


def champion_match(tree: Tree, data: BracketChart) -> str:
    """The match whose winner is the champion (none on an empty chart)."""
    if not tree.roots:
        return ""
    last_bracket = "final" if data.elimination == "double" else "winners"
    candidates = [root for root in tree.roots if tree.nodes[root].bracket == last_bracket]
    candidates = candidates or tree.roots
    return max(candidates, key=lambda root: (tree.nodes[root].round, tree.nodes[root].order))


def match_pages(data: BracketChart, rounds: int = PAGE_ROUNDS) -> dict[str, int]:
    """The page each match is drawn on, ``rounds`` rounds a page at most."""
    tree = build_tree(data)
    return page_index(tree, plan_pages(tree, PAGE_UNITS, rounds))


def page_index(tree: Tree, plans: Sequence[PagePlan]) -> dict[str, int]:
    """The page (from 1) each match is drawn on."""
    return {
        match_id: index
        for index, plan in enumerate(plans, start=1)
        for piece in plan.pieces
        for match_id in piece_members(tree, piece)
    }
