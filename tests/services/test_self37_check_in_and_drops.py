"""Self37: what the README's "Players serving themselves" promises of check-in and of the drops
the judge sees, against the services."""

from __future__ import annotations

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.self_service import check_in, checked_in, drop_absent, reports
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


def test_the_judges_reports_say_who_dropped_the_absent_players_and_when(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, check_in=True)
    check_in(ctx, Caller(event_id, "0001"), event_id)
    drop_absent(ctx, event_id)
    dropped = {d.number: d for d in reports(ctx, event_id).dropped}
    assert sorted(dropped) == ["0002", "0003", "0004"]
    assert {(d.by, d.at) for d in dropped.values()} == {
        (ctx.actor, event_log(ctx, event_id)[-1].at)
    }
