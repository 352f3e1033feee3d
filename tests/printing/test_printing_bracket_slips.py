"""Bracket charts and match slips: byes, results, page splits, continuation marks, cut order."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from bracket_fixtures import double_elimination, player, single_elimination
from pdf_helpers import page_sizes, page_texts
from printing_samples import HEADER, pairings

from opl_tournament.printing import render_bracket_chart, render_slips
from opl_tournament.printing.bracket_chart import rounds_a_page
from opl_tournament.printing.bracket_pages import match_pages
from opl_tournament.printing.documents import BracketChart
from opl_tournament.printing.slips import slip_positions


def test_small_single_elimination_fits_one_landscape_page_with_byes_and_results() -> None:
    chart = single_elimination(6, header=HEADER, played_rounds=1)
    pdf = render_bracket_chart(chart)
    (text,) = page_texts(pdf)
    assert page_sizes(pdf) == [(792, 612)]
    # Seeds 1 and 2 get the byes of an 8-line bracket; every player is on it by number and name.
    assert text.count("BYE") == 2
    for seed in range(1, 7):
        number, name = player(seed)
        assert number in text and name in text
    # Round 2 is filled in from round 1's winners; the final waits for them.
    assert "winner of WB-R2-M1" in text and "winner of WB-R2-M2" in text
    assert "WB-R1-M2 · table 2" in text
    assert "CHAMPION" in text


def test_champion_is_printed_when_known() -> None:
    chart = single_elimination(4, header=HEADER, played_rounds=2)
    champion = BracketChart(
        chart.header, chart.elimination, chart.rounds, champion="0001 Player 001"
    )
    (text,) = page_texts(render_bracket_chart(champion))
    assert re.search(r"CHAMPION\s+0001 Player 001", text)


def test_double_elimination_shows_the_reset_only_if_needed() -> None:
    pdf = render_bracket_chart(double_elimination(8, header=HEADER, paper="A4"))
    texts = page_texts(pdf)
    body = "\n".join(texts)
    assert set(page_sizes(pdf)) == {(842, 595)}
    for title in ("WINNERS' BRACKET", "LOSERS' BRACKET", "FINAL"):
        assert title in body
    assert "GF-M2 · ONLY IF NEEDED" in body
    assert "loser of WB-R1-M1" in body and "winner of LB-R4-M1" in body


@pytest.mark.parametrize("elimination", ["single", "double"])
def test_256_players_split_over_pages_with_continuation_marks(elimination: str) -> None:
    build = single_elimination if elimination == "single" else double_elimination
    chart = build(256, header=HEADER)
    pages = match_pages(chart, rounds_a_page(chart))
    texts = page_texts(render_bracket_chart(chart))
    assert len(texts) == max(pages.values())
    every_match = [
        match.match_id for bracket_round in chart.rounds for match in bracket_round.matches
    ]
    assert sorted(pages) == sorted(every_match)
    for match_id, page in pages.items():
        assert match_id in texts[page - 1], f"{match_id} is not on page {page}"
    # Every player is on the first-round pages exactly once.
    numbers = Counter(re.findall(r"\b0\d{3}\b", "\n".join(texts)))
    for seed in range(1, 257):
        assert numbers[player(seed)[0]] == 1
    # A line that leaves a page says where it goes, and the page it arrives on says where from.
    advances_to = {
        slot.from_match: match.match_id
        for bracket_round in chart.rounds
        for match in bracket_round.matches
        for slot in (match.slot_a, match.slot_b)
        if slot.from_match and slot.from_outcome == "winner"
    }
    crossings = [
        (child, parent) for child, parent in advances_to.items() if pages[child] != pages[parent]
    ]
    assert crossings
    for child, parent in crossings:
        assert f"▶ {parent} · p. {pages[parent]}" in texts[pages[child] - 1]
        assert f"p. {pages[child]} ▶" in texts[pages[parent] - 1]


def test_a_bracket_chart_with_a_repeated_match_id_is_refused() -> None:
    chart = single_elimination(4, header=HEADER)
    doubled = BracketChart(chart.header, "single", chart.rounds + chart.rounds[:1])
    from opl_tournament.domain.errors import InvalidInput

    with pytest.raises(InvalidInput, match="WB-R1-M1"):
        render_bracket_chart(doubled)


@pytest.mark.parametrize(("count", "per_page"), [(1, 8), (7, 8), (8, 8), (23, 8), (50, 6), (9, 4)])
def test_cut_stack_of_slips_stays_in_table_order(count: int, per_page: int) -> None:
    positions = slip_positions(count, per_page)
    pages = max(page for page, _ in positions) + 1
    assert len(set(positions)) == count
    assert all(position < per_page for _, position in positions)
    # Cut every page into its pieces; stack all the position-0 pieces (page 1 on top), then
    # all the position-1 pieces under them, and so on.
    where = {place: slip for slip, place in enumerate(positions)}
    stack = [
        where[(page, position)]
        for position in range(per_page)
        for page in range(pages)
        if (page, position) in where
    ]
    assert stack == list(range(count))


def test_slips_one_per_table_in_cut_order_and_none_for_the_bye() -> None:
    data = pairings(slips_per_page=4)
    texts = page_texts(render_slips(data))
    tables = [table for table in data.tables if not table.bye]
    assert len(texts) == 2
    positions = slip_positions(len(tables), 4)
    for (page, _), table in zip(positions, sorted(t.table or 0 for t in tables), strict=True):
        assert re.search(rf"TABLE\s+{table}\b", texts[page])
    body = "\n".join(texts)
    assert "BYE" not in body
    assert body.count("MATCH SLIP · ROUND 3") == len(tables)
    for table in tables:
        assert all(seat.number in body for seat in table.seats)
    # Page 1 holds tables 1, 3, 5, 7 (positions 1-4); page 2 holds 2, 4, 6.
    first = [int(n) for n in re.findall(r"TABLE\s+(\d+)", texts[0])]
    assert first == [1, 3, 5, 7]
