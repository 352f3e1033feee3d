"""Undo takes back a judge's actions newest first and leaves the event as it was before them."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    EventStatus,
    PlayerIdentity,
    RegistrationStatus,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, get_event
from opl_tournament.services.registration import (
    Entrant,
    disqualify_player,
    drop_player,
    edit_player,
    list_registrations,
    register_player,
    set_fee,
)
from opl_tournament.services.rounds import (
    get_round,
    list_rounds,
    pair_next_round,
    report_result,
    standings,
    unpair_last_round,
)
from opl_tournament.services.undo import next_undo, undo_last

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    event = create_event(ctx, EventSettings(name="Undo Open", format=EventFormat.SWISS))
    for i in range(4):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=f"Player {i + 1}")))
    return event.id


def statuses(ctx: ServiceContext, event_id: int) -> dict[str, RegistrationStatus]:
    return {r.number: r.status for r in list_registrations(ctx, event_id)}


def test_undoing_a_result_and_its_correction_restores_each_earlier_state(
    ctx: ServiceContext, event_id: int
) -> None:
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    report_result(ctx, event_id, 1, match.table, winner=match.b, correction=True)

    assert undo_last(ctx, event_id).value.action == "match.correct"
    assert get_round(ctx, event_id, 1).matches[0].winner == match.a
    assert undo_last(ctx, event_id).value.action == "match.report"
    restored = get_round(ctx, event_id, 1).matches[0]
    assert restored.winner is None and restored.result is None
    assert undo_last(ctx, event_id).value.action == "round.pair"
    assert list_rounds(ctx, event_id) == []
    assert get_event(ctx, event_id).status is EventStatus.REGISTRATION


def test_undoing_a_completed_round_result_reopens_the_round(
    ctx: ServiceContext, event_id: int
) -> None:
    view = pair_next_round(ctx, event_id).value
    for match in view.matches:
        report_result(ctx, event_id, 1, match.table, winner=match.a)
    assert get_round(ctx, event_id, 1).status == "complete"
    undo_last(ctx, event_id)
    assert get_round(ctx, event_id, 1).status == "paired"
    assert standings(ctx, event_id).standings.rows[0].points == 3


def test_drop_disqualify_fee_and_edit_are_undone_exactly(
    ctx: ServiceContext, event_id: int
) -> None:
    set_fee(ctx, event_id, "0002", 500, True)
    drop_player(ctx, event_id, "0001")
    disqualify_player(ctx, event_id, "0003")
    edit_player(ctx, event_id, "0004", PlayerIdentity(name="Renamed", city="Lyon"))

    undo_last(ctx, event_id)
    renamed = {r.number: r for r in list_registrations(ctx, event_id)}["0004"]
    assert renamed.player.name == "Player 4" and renamed.player.identity.city == ""
    undo_last(ctx, event_id)
    undo_last(ctx, event_id)
    assert set(statuses(ctx, event_id).values()) == {RegistrationStatus.ACTIVE}
    undo_last(ctx, event_id)
    two = {r.number: r for r in list_registrations(ctx, event_id)}["0002"]
    assert (two.fee_cents, two.fee_paid) == (0, False)


def test_undoing_a_registration_removes_it(ctx: ServiceContext, event_id: int) -> None:
    register_player(ctx, event_id, Entrant(identity=PlayerIdentity(name="Late Arrival")))
    assert len(list_registrations(ctx, event_id)) == 5
    entry = undo_last(ctx, event_id).value
    assert entry.action == "player.register"
    assert len(list_registrations(ctx, event_id)) == 4


def test_a_taken_back_pairing_comes_back_identical(ctx: ServiceContext, event_id: int) -> None:
    paired = pair_next_round(ctx, event_id).value
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)
    back = get_round(ctx, event_id, 1)
    assert [(m.table, m.a, m.b, m.explanation) for m in back.matches] == [
        (m.table, m.a, m.b, m.explanation) for m in paired.matches
    ]
    assert get_event(ctx, event_id).status is EventStatus.RUNNING


def test_every_undo_is_audited_and_skips_what_was_undone(
    ctx: ServiceContext, event_id: int
) -> None:
    drop_player(ctx, event_id, "0001")
    assert next_undo(ctx, event_id) is not None
    undo_last(ctx, event_id)
    with ctx.read() as store:
        entries = store.audit_entries(event_id)
    undo_row = entries[-1]
    assert undo_row.action == "undo" and undo_row.summary.startswith("undid: dropped 0001")
    assert undo_row.actor == "Dana"
    assert entries[-2].undone
    next_entry = next_undo(ctx, event_id)
    assert next_entry is not None and next_entry.action == "player.register"


def test_actions_that_cannot_be_undone_stop_the_stack(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Empty", format=EventFormat.SWISS))
    assert next_undo(ctx, event.id) is None
    with pytest.raises(RefusedAction, match="cannot be undone"):
        undo_last(ctx, event.id)
