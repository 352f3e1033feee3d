"""The printed standings' last column, where a player who left and the players the top cut takes
are marked, has its heading (STATUS; STATUT in French) over the marks."""

from __future__ import annotations

import pytest
from pdf_helpers import text_boxes

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, report_round


def marked(pdf: bytes, heading: str, mark: str) -> int:
    """How many times ``mark`` is written in the table: under ``heading`` (written once) and
    centred under it."""
    ((left, bottom, right, _top),) = text_boxes(pdf, heading)
    rows = [box for box in text_boxes(pdf, mark) if box[3] < bottom]  # not the event header's
    for mark_left, _bottom, mark_right, _mark_top in rows:
        assert abs((mark_left + mark_right) / 2 - (left + right) / 2) < 2
    return len(rows)


@pytest.mark.parametrize(
    ("language", "heading", "dropped", "disqualified"),
    [("en", "STATUS", "dropped", "disqualified"), ("fr", "STATUT", "abandon", "disqualifié")],
)
def test_players_who_left_are_marked_under_the_status_heading(
    ctx: ServiceContext, language: str, heading: str, dropped: str, disqualified: str
) -> None:
    event_id = new_event(ctx, players=8, swiss_rounds=3, language=Language(language))
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    drop_player(ctx, event_id, "0005")
    disqualify_player(ctx, event_id, "0006")
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pdf = print_document(ctx, event_id, PrintKind.STANDINGS)
    assert marked(pdf, heading, dropped) == 1
    assert marked(pdf, heading, disqualified) == 1


def test_the_players_the_top_cut_takes_are_marked_under_the_status_heading(
    ctx: ServiceContext,
) -> None:
    settings = EventSettings(
        name="Summer Cup", format=EventFormat.COMBINATION, swiss_rounds=2, cut_size=4
    )
    event_id = new_event(ctx, settings, players=10)
    for _ in range(2):
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pdf = print_document(ctx, event_id, PrintKind.STANDINGS)
    assert marked(pdf, "STATUS", "top 4") == 4
