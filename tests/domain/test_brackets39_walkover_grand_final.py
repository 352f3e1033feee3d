"""The winners' bracket champion leaves before the grand final: the losers' bracket champion
wins it on a walkover and is the champion; there is no reset to play (nobody is left to play it)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import bracket, pair_next_round
from tests.helpers.events import new_event, play_round


def test_a_walkover_grand_final_needs_no_reset(ctx: ServiceContext) -> None:
    settings = EventSettings(name="Double", format=EventFormat.DOUBLE, seed=1)
    event_id = new_event(ctx, settings, players=4)
    for _ in range(3):  # the winners' bracket (0001 wins it) and the losers' final (0002)
        play_round(ctx, event_id)
    drop_player(ctx, event_id, "0001")
    final = pair_next_round(ctx, event_id).value
    assert [(m.match, m.a, m.b) for m in final.matches] == [("GF-1", "0002", None)]
    with pytest.raises(RefusedAction, match="0002 is the champion"):
        pair_next_round(ctx, event_id)
    view = bracket(ctx, event_id)
    assert view is not None and view.champion == "0002"
    reset = next(m for m in view.matches if m.match_id == "GF-2")
    assert not reset.needed
