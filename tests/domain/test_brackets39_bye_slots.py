"""A player given a bye in the losers' bracket stays in the slot the plan gives them: the slot
fed by the match they lost, not the one fed by a bye (the chart draws each line to its slot)."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import bracket, pair_next_round
from tests.helpers.events import new_event, play_round, seeded_bracket


def test_a_losers_bracket_bye_keeps_the_player_in_the_slot_fed_by_their_loss(
    ctx: ServiceContext,
) -> None:
    settings = seeded_bracket("Five", EventFormat.DOUBLE, seed=1)
    event_id = new_event(ctx, settings, players=5)
    first = play_round(ctx, event_id)  # 0004 beats 0005; seeds 1-3 have byes
    assert [(m.match, m.a, m.b) for m in first.matches if m.b] == [("WB-R1-M2", "0004", "0005")]
    view = bracket(ctx, event_id)
    assert view is not None
    before = next(m for m in view.matches if m.match_id == "LB-R1-M1")
    second = pair_next_round(ctx, event_id).value
    assert ("LB-R1-M1", "0005", None) in [(m.match, m.a, m.b) for m in second.matches]
    view = bracket(ctx, event_id)
    assert view is not None
    after = next(m for m in view.matches if m.match_id == "LB-R1-M1")
    assert (after.slot_a.from_match, after.slot_a.bye) == ("WB-R1-M1", True)
    assert (after.slot_b.from_match, after.slot_b.number) == ("WB-R1-M2", "0005")
    assert (after.slot_a, after.slot_b) == (before.slot_a, before.slot_b), "pairing moved nobody"
    assert after.winner == "0005"
