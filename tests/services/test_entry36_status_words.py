"""The event log says a drop, a re-entry or a disqualification before any round was paired in
words a judge reads ("before round 1"), not "in round 0"."""

from __future__ import annotations

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import (
    disqualify_player,
    drop_player,
    reenter_player,
)
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event


def _summaries(ctx: ServiceContext, event_id: int) -> list[str]:
    with ctx.read() as store:
        return [e.summary for e in store.audit_entries(event_id)][-3:]


def test_before_round_one_the_log_says_before_round_1(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=["Ada", "Bo", "Cy"])
    with ctx.read() as store:
        ada, bo = (r.number for r in store.registrations(event_id)[:2])
    drop_player(ctx, event_id, ada)
    reenter_player(ctx, event_id, ada)
    disqualify_player(ctx, event_id, bo)
    assert _summaries(ctx, event_id) == [
        f"dropped {ada} Ada before round 1",
        f"re-entered {ada} Ada before round 1",
        f"disqualified {bo} Bo before round 1",
    ]


def test_once_a_round_is_paired_the_log_names_it(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=["Ada", "Bo", "Cy", "Di"])
    pair_next_round(ctx, event_id)
    with ctx.read() as store:
        ada = store.registrations(event_id)[0].number
    drop_player(ctx, event_id, ada)
    assert _summaries(ctx, event_id)[-1] == f"dropped {ada} Ada in round 1"
