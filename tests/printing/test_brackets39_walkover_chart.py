"""A player who leaves an elimination bracket after winning a match: the next match goes to the
opponent on a walkover. The ladder chart keeps the player who left in their place, says why, and
draws each line to the slot of the match it comes from."""

from __future__ import annotations

from pdf_helpers import carries_whole, page_texts

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.rounds import bracket, pair_next_round
from tests.helpers.events import new_event, play_round, seeded_bracket


def _semifinal_won_then(ctx: ServiceContext, leave: object) -> int:
    """Four seeded players; the favourites win the semifinals; then 0001 leaves (``leave``)
    and the final is paired: 0002's walkover."""
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=3)
    event_id = new_event(ctx, settings, players=4)
    play_round(ctx, event_id)
    leave(ctx, event_id, "0001")  # type: ignore[operator]
    final = pair_next_round(ctx, event_id).value
    assert [(m.a, m.b) for m in final.matches] == [("0002", None)]
    return event_id


def test_the_final_shows_the_player_who_dropped_where_the_plan_put_them(
    ctx: ServiceContext,
) -> None:
    event_id = _semifinal_won_then(ctx, drop_player)
    view = bracket(ctx, event_id)
    assert view is not None
    final = next(m for m in view.matches if m.match_id == "WB-R2-M1")
    # Slot a comes from WB-R1-M1, which 0001 won; slot b from WB-R1-M2, which 0002 won.
    assert (final.slot_a.from_match, final.slot_a.number, final.slot_a.left) == (
        "WB-R1-M1",
        "0001",
        "dropped",
    )
    assert (final.slot_b.from_match, final.slot_b.number, final.slot_b.left) == (
        "WB-R1-M2",
        "0002",
        "",
    )
    assert not final.slot_a.bye and not final.slot_b.bye
    assert final.winner == "0002" and view.champion == "0002"
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "BYE" not in text, "nobody had a bye: 0001 reached the final and left"
    assert carries_whole(text, "0001 Player 1 (dropped)")


def test_a_disqualified_finalist_is_named_as_disqualified(ctx: ServiceContext) -> None:
    event_id = _semifinal_won_then(ctx, disqualify_player)
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert carries_whole(text, "0001 Player 1 (disqualified)")
    assert "BYE" not in text
