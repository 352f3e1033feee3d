"""The ladder chart of a Swiss event's top cut titles its columns with the event's rounds, as the
pairings and result slips of those rounds say them (after 3 Swiss rounds the cut starts in
round 4, not "Round 1")."""

from __future__ import annotations

from pdf_helpers import page_texts

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from tests.helpers.events import new_event, play_round


def test_a_top_4_cut_after_three_swiss_rounds_is_titled_rounds_4_and_5(
    ctx: ServiceContext,
) -> None:
    settings = EventSettings(
        name="Saturday", format=EventFormat.COMBINATION, swiss_rounds=3, cut_size=4, seed=5
    )
    event_id = new_event(ctx, settings, players=8)
    for _ in range(3):
        play_round(ctx, event_id)
    semis = play_round(ctx, event_id)
    assert semis.number == 4 and semis.stage == "elimination"
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "ROUND 4" in text and "ROUND 5" in text
    assert "ROUND 1" not in text and "ROUND 2" not in text


def test_a_single_elimination_keeps_its_rounds_from_1(ctx: ServiceContext) -> None:
    event_id = new_event(
        ctx, EventSettings(name="Knockout", format=EventFormat.SINGLE, seed=1), players=4
    )
    play_round(ctx, event_id)
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "ROUND 1" in text and "ROUND 2" in text
