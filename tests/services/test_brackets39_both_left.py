"""Both players of a paired bracket match leave the event before it is played: the judge records
it as a double loss (nobody goes on; the next opponent has a bye) instead of being stuck with a
table that can have no result. While either player is still in, a bracket match needs a winner."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.rounds import pair_next_round, report_result, standings
from tests.helpers.events import new_event, seeded_bracket
from tests.printing.pdf_helpers import carries_whole, page_texts

BOTH_BACKENDS = True


def test_a_match_both_players_left_is_a_double_loss_and_the_bracket_goes_on(
    ctx: ServiceContext,
) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=2)
    event_id = new_event(ctx, settings, players=8)
    first = pair_next_round(ctx, event_id).value
    table_1 = first.matches[0]
    assert (table_1.match, table_1.a, table_1.b) == ("WB-R1-M1", "0001", "0008")
    drop_player(ctx, event_id, "0001")
    with pytest.raises(RefusedAction, match="both players have left the event"):
        report_result(ctx, event_id, 1, 1, double_loss=True)
    disqualify_player(ctx, event_id, "0008")
    report_result(ctx, event_id, 1, 1, double_loss=True)
    for match in first.matches[1:]:
        report_result(ctx, event_id, 1, match.table, winner=min(match.a, str(match.b)))
    second = pair_next_round(ctx, event_id).value
    assert ("WB-R2-M1", "0004", None) in [(m.match, m.a, m.b) for m in second.matches]
    places = {
        row["number"]: row["place"] for row in standings(ctx, event_id).to_json()["standings"]
    }
    assert places["0001"] == places["0008"] == places["0005"] == "4–8"


def test_the_chart_marks_both_players_of_the_double_loss_as_having_left(
    ctx: ServiceContext,
) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=2)
    event_id = new_event(ctx, settings, players=4)
    pair_next_round(ctx, event_id)  # WB-R1-M1 at table 1: 0001 v 0004
    drop_player(ctx, event_id, "0001")
    disqualify_player(ctx, event_id, "0004")
    report_result(ctx, event_id, 1, 1, double_loss=True)
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert carries_whole(text, "0001 Player 1 (dropped)")
    assert carries_whole(text, "0004 Player 4 (disqualified)")
