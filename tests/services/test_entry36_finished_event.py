"""A finished event keeps its final standings: a drop, a re-entry or a disqualification is
refused (before, a drop went through and then neither it nor the finish could be undone)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.registration import (
    disqualify_player,
    drop_player,
    list_registrations,
    reenter_player,
)
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, play_round


def test_no_drop_reentry_or_disqualification_once_finished(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    play_round(ctx, event_id)
    first, second = (r.number for r in list_registrations(ctx, event_id)[:2])
    drop_player(ctx, event_id, second)
    finish_event(ctx, event_id)
    for change, number in (
        (drop_player, first),
        (reenter_player, second),
        (disqualify_player, first),
    ):
        with pytest.raises(RefusedAction, match=r"event .* is finished: its players' standing"):
            change(ctx, event_id, number)
    assert [r.status.value for r in list_registrations(ctx, event_id)[:2]] == [
        "active",
        "dropped",
    ]
    undo_last(ctx, event_id)  # the finish is still the latest action, and can be undone
    drop_player(ctx, event_id, first)
