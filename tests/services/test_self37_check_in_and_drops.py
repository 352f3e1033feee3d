"""Self37: what the README's "Players serving themselves" promises of check-in and of the drops
the judge sees, against the services."""

from __future__ import annotations

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller
from opl_tournament.services.self_service import check_in, checked_in, drop_absent
from tests.services.test_self_service import event_of, refused

BOTH_BACKENDS = True


def test_a_player_the_judge_dropped_as_absent_is_not_told_they_are_checked_in(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, check_in=True)
    for number in ("0001", "0002", "0003"):
        check_in(ctx, Caller(event_id, number), event_id)
    assert drop_absent(ctx, event_id).value == ["0004"]
    # 0004 arrives late: the phone must not answer "You are checked in" while they stay dropped
    refused(
        ctx,
        lambda: check_in(ctx, Caller(event_id, "0004"), event_id),
        RefusedAction,
        "you have left the event",
    )
    assert "0004" not in checked_in(ctx, event_id)
