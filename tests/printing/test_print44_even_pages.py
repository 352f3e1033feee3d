"""A long list printed over several pages is shared evenly between them: no page holds one table
or three players alone after full pages (the posted pairings, the standings)."""

from __future__ import annotations

import re

from pdf_helpers import page_texts

from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, report_round


def players_on(pages: list[str]) -> list[int]:
    return [len(re.findall(r"\bPlayer \d+\b", page)) for page in pages]


def test_the_pairings_of_35_tables_are_three_even_pages(ctx: ServiceContext) -> None:
    """Seventy Vs. System players: the table rules under each page's table leave room for 17
    tables a page; 35 tables print 12, 12 and 11, not 17, 17 and one."""
    settings = EventSettings(name="Big Vs", game=Game.VS_2PCG, format=EventFormat.SWISS)
    event_id = new_event(ctx, settings, players=70)
    pair_next_round(ctx, event_id)
    pages = page_texts(print_document(ctx, event_id, PrintKind.PAIRINGS))
    tables = [len(re.findall(r"(?m)^vs$", page)) for page in pages]
    assert tables == [12, 12, 11]
    by_name = page_texts(
        print_document(ctx, event_id, PrintKind.PAIRINGS, PrintOptions(by_name=True))
    )
    assert sum(players_on(by_name)) == 2 * 70  # each player's line names the opponent too
    assert max(players_on(by_name)) - min(players_on(by_name)) <= 6


def test_the_standings_of_90_players_are_four_even_pages(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=90)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pages = page_texts(print_document(ctx, event_id, PrintKind.STANDINGS))
    assert players_on(pages) == [23, 23, 23, 21]
