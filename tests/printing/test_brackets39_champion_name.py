"""The ladder chart's CHAMPION box names the champion whole, however long the name."""

from __future__ import annotations

import pytest
from pdf_helpers import carries_whole, page_texts

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from tests.helpers.events import new_event, play_round, seeded_bracket

LONG = "Jean-Baptiste Oberhauser-Castellanos"


@pytest.mark.parametrize(("players", "paper"), [(4, "A4"), (64, "Letter")])
def test_a_long_champion_name_is_printed_whole(
    ctx: ServiceContext, players: int, paper: str
) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, paper_size=paper)
    names = [LONG] + [f"Player {i}" for i in range(2, players + 1)]
    event_id = new_event(ctx, settings, players=names)
    while players > 1:  # the favourite (the lower number) wins every match
        play_round(ctx, event_id)
        players //= 2
    last_page = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[-1]
    assert carries_whole(last_page.split("CHAMPION")[1], f"0001 {LONG}")
