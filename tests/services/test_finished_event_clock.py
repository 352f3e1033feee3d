"""A finished event's round clock no longer runs: a clock change is refused, nothing logged."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import get_round, report_result
from tests.helpers.events import paired_cup


def test_the_clock_of_a_finished_event_cannot_be_started(ctx: ServiceContext) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), 1)
    report_result(ctx, event_id, 1, get_round(ctx, event_id, 1).matches[0].table, winner="0001")
    finish_event(ctx, event_id)
    logged = len(event_log(ctx, event_id))
    with pytest.raises(RefusedAction, match="the event is finished"):
        start_clock(ctx, event_id)
    assert len(event_log(ctx, event_id)) == logged
