"""A double elimination whose winners' champion wins the first grand final: the reset is not
played, and the ladder chart says so instead of listing two players for a match nobody plays."""

from __future__ import annotations

from pdf_helpers import page_texts

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import get_round, report_result
from tests.helpers.events import decided_double_elimination, play_round


def test_a_reset_the_first_final_made_unnecessary_is_printed_as_not_played(
    ctx: ServiceContext,
) -> None:
    event_id = decided_double_elimination(ctx)
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "not played: the first final decided it" in text
    # Player 2 played the winners' first two rounds, the losers' final and the grand final:
    # four boxes, none for the reset.
    assert text.count("Player 2") == 4
    assert "ONLY IF NEEDED" not in text
    assert "0001 Player 1" in text.split("CHAMPION")[1], "the champion is named"


def test_a_reset_still_to_decide_keeps_its_box(ctx: ServiceContext) -> None:
    event_id = decided_double_elimination(ctx)
    final = get_round(ctx, event_id, 4)
    report_result(ctx, event_id, 4, final.matches[0].table, winner="0002", correction=True)
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "not played" not in text
    assert "GF-2" in text and "ONLY IF NEEDED" not in text, "the reset is needed now"
    play_round(ctx, event_id)  # the reset, won by 0001
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert text.count("Player 2") == 5
