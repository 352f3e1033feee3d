"""An event is finished once its last round is complete; undo reopens it."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, EventStatus, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, finish_event, get_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.services.undo import undo_last

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_finishing_waits_for_the_last_result_then_stops_pairing(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=1))
    with pytest.raises(RefusedAction, match="no rounds yet"):
        finish_event(ctx, event.id)
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    view = pair_next_round(ctx, event.id)
    report_result(ctx, event.id, 1, 1, winner=view.matches[0].a)
    with pytest.raises(RefusedAction, match="round 1 still has no result at table\\(s\\) 2"):
        finish_event(ctx, event.id)
    report_result(ctx, event.id, 1, 2, winner=view.matches[1].b)
    assert finish_event(ctx, event.id).status is EventStatus.FINISHED
    with pytest.raises(RefusedAction, match="is finished"):
        pair_next_round(ctx, event.id)
    with pytest.raises(RefusedAction, match="already finished"):
        finish_event(ctx, event.id)
    undo_last(ctx, event.id)
    assert get_event(ctx, event.id).status is EventStatus.RUNNING
