"""A bracket whose final is a walkover (the other finalist dropped): that round is complete the
moment it is paired, as a round of pod byes is, so the printed standings and the players'
screens count it: the champion is first, not level with the finalist who left."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import get_round, pair_next_round, unpair_last_round
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, play_round, seeded_bracket
from tests.printing.pdf_helpers import page_texts

BOTH_BACKENDS = True


def test_a_walkover_final_is_a_complete_round_and_the_standings_print_it(
    ctx: ServiceContext,
) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=3)
    event_id = new_event(ctx, settings, players=4)
    play_round(ctx, event_id)  # 0001 and 0002 reach the final
    drop_player(ctx, event_id, "0001")
    pair_next_round(ctx, event_id)
    assert get_round(ctx, event_id, 2).status == "complete"
    text = page_texts(print_document(ctx, event_id, PrintKind.STANDINGS))[0]
    assert "AFTER ROUND 2" in text
    rows = text.split("STATUS\n")[1].splitlines()
    assert rows[:3] == ["1", "0002", "Player 2"], "the champion first, alone"
    assert "1–2" not in rows
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)  # the final put back
    assert get_round(ctx, event_id, 2).status == "complete"
