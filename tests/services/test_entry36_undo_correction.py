"""Undoing a correction puts the table back exactly as it was, the time-call adjudication it had
included (its printed record depends on it)."""

from __future__ import annotations

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, pod_settings

VERDICT = {"winner": "by life", "players": {}}


def _stored_match(ctx: ServiceContext, event_id: int, table: int) -> tuple[object, ...]:
    with ctx.read() as store:
        stored = store.rounds.round(event_id, 1)
        assert stored is not None
        match = next(m for m in stored.matches if m.table == table)
    return match.winner, match.result, match.decided_by, match.adjudication


def test_undoing_a_correction_of_an_adjudicated_table_keeps_its_adjudication(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(
        ctx,
        event_id,
        1,
        match.table,
        winner=match.a,
        decided_by="adjudication",
        adjudication=VERDICT,
    )
    adjudicated = _stored_match(ctx, event_id, match.table)
    report_result(ctx, event_id, 1, match.table, winner=match.b, correction=True)
    undo_last(ctx, event_id)
    assert _stored_match(ctx, event_id, match.table) == adjudicated
    assert adjudicated[3] == VERDICT


def test_undoing_a_pod_correction_keeps_its_adjudication(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3), players=6)
    pod = next(p for p in pair_next_round(ctx, event_id).value.pods if len(p.seats) > 1)
    places = {s.number: i for i, s in enumerate(pod.seats, start=1)}
    report_result(
        ctx,
        event_id,
        1,
        pod.table,
        placings=places,
        decided_by="adjudication",
        adjudication=VERDICT,
    )
    flipped = {s.number: i for i, s in enumerate(reversed(pod.seats), start=1)}
    report_result(ctx, event_id, 1, pod.table, placings=flipped, correction=True)
    undo_last(ctx, event_id)
    with ctx.read() as store:
        stored = store.pods.pod(store.rounds.round_header(event_id, 1).id, pod.table)
    assert stored is not None
    assert (stored.decided_by, stored.adjudication) == ("adjudication", VERDICT)


def test_undoing_a_game_loss_on_an_adjudicated_table_keeps_its_adjudication(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(
        ctx,
        event_id,
        1,
        match.table,
        winner=match.a,
        decided_by="adjudication",
        adjudication=VERDICT,
    )
    adjudicated = _stored_match(ctx, event_id, match.table)
    issue_penalty(ctx, event_id, match.a, "game_loss", round_number=1, table=match.table)
    assert _stored_match(ctx, event_id, match.table)[0] == match.b
    undo_last(ctx, event_id)
    assert _stored_match(ctx, event_id, match.table) == adjudicated
