"""Self37: what the README's "Players serving themselves" promises of check-in and of the drops
the judge sees, against the services."""

from __future__ import annotations

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.services.self_report import Caller, confirm_table, report_table
from opl_tournament.services.self_service import (
    check_in,
    checked_in,
    drop_absent,
    drop_self,
    reports,
    submit_deck_text,
)
from tests.services.phone_events import event_of, refused

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


def test_a_drop_refused_while_the_judge_holds_the_agreed_result_says_so(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, swiss="judge")
    pair_next_round(ctx, event_id)
    table = get_round(ctx, event_id, 1).matches[0]
    a, b = Caller(event_id, table.a), Caller(event_id, str(table.b))
    report_table(ctx, a, event_id, 1, table.table, winner=table.a)
    confirm_table(ctx, b, event_id, 1, table.table)
    # both have reported: "report it first" would send them round in a circle
    refused(
        ctx,
        lambda: drop_self(ctx, a, event_id),
        RefusedAction,
        f"your table {table.table} waits for the judge to record its result",
    )


def test_drop_absent_drops_no_one_in_an_event_without_check_in(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)  # self-report on, check-in off: no player could check in
    refused(ctx, lambda: drop_absent(ctx, event_id), RefusedAction, "check-in is not on")


def test_a_player_who_has_left_is_told_so_whatever_deck_list_they_send(
    ctx: ServiceContext,
) -> None:
    """Not the faults of a list nobody needs any more."""
    event_id = event_of(ctx)
    drop_self(ctx, Caller(event_id, "0004"), event_id)
    for text in ("this is no deck list at all", "1 Wolverine"):
        refused(
            ctx,
            lambda text=text: submit_deck_text(ctx, Caller(event_id, "0004"), event_id, text),
            RefusedAction,
            "you have left the event: no deck list is needed any more",
        )
