"""How a bracket chart is cut into pages, checked on the plan itself (nothing is drawn)."""

from __future__ import annotations

from collections import Counter

import pytest
from bracket_fixtures import double_elimination, single_elimination

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.printing.bracket_pages import (
    BRACKETS,
    PAGE_ROUNDS,
    PAGE_UNITS,
    build_tree,
    champion_match,
    match_pages,
    piece_members,
    plan_pages,
    units_of,
)
from opl_tournament.printing.documents import BracketChart, EventHeader

HEADER = EventHeader(event_name="Bracket planning")


def test_a_small_bracket_is_one_page_with_the_final_as_the_champions_match() -> None:
    chart = single_elimination(6, header=HEADER)
    tree = build_tree(chart)
    plans = plan_pages(tree, PAGE_UNITS)
    assert len(plans) == 1
    assert set(match_pages(chart).values()) == {1}
    assert champion_match(tree, chart) == "WB-R3-M1"
    assert tree.roots == ["WB-R3-M1"]


@pytest.mark.parametrize("elimination", ["single", "double"])
def test_every_match_is_on_one_page_and_no_page_is_overfull(elimination: str) -> None:
    build = single_elimination if elimination == "single" else double_elimination
    chart = build(256, header=HEADER)
    tree = build_tree(chart)
    plans = plan_pages(tree, PAGE_UNITS)
    drawn = Counter(
        match_id
        for plan in plans
        for piece in plan.pieces
        for match_id in piece_members(tree, piece)
    )
    every_match = {m.match_id for r in chart.rounds for m in r.matches}
    assert set(drawn) == every_match and set(drawn.values()) == {1}
    for plan in plans:
        assert plan.units == sum(units_of(tree, p.root, p.stubs) for p in plan.pieces)
        assert plan.units <= PAGE_UNITS and len(plan.pieces) <= 3
        for piece in plan.pieces:
            played = {tree.nodes[m].round for m in piece_members(tree, piece)}
            assert max(played) - min(played) < PAGE_ROUNDS
    # A bracket cut into parts numbers them, and the brackets come in their printed order.
    pieces = [piece for plan in plans for piece in plan.pieces]
    assert all(1 <= p.part <= p.parts for p in pieces) and any(p.parts > 1 for p in pieces)
    order = [BRACKETS.index(p.bracket) for p in pieces]
    assert order == sorted(order)


def test_the_double_elimination_champion_comes_from_the_final_bracket() -> None:
    chart = double_elimination(8, header=HEADER)
    assert champion_match(build_tree(chart), chart) == "GF-M2"
    assert champion_match(build_tree(BracketChart(HEADER, "single", ())), chart) == ""


def test_a_match_listed_twice_is_refused_by_its_id() -> None:
    chart = single_elimination(4, header=HEADER)
    doubled = BracketChart(HEADER, "single", chart.rounds + chart.rounds[:1])
    with pytest.raises(InvalidInput, match="WB-R1-M1 appears twice"):
        build_tree(doubled)
