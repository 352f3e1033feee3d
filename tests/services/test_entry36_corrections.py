"""A correction that gives a table the result it already has changes nothing: it is refused, and
neither the table nor the event log moves (a second audit row would read as a change)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.correction_effects import correction_effects
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, drop_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from tests.helpers.events import new_event, play_round, pod_settings, register_names


def _log(ctx: ServiceContext, event_id: int) -> list[str]:
    with ctx.read() as store:
        return [entry.summary for entry in store.audit_entries(event_id)]


def test_correcting_a_table_to_its_own_result_is_refused_and_logs_nothing(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    log = _log(ctx, event_id)
    with pytest.raises(RefusedAction) as caught:
        report_result(ctx, event_id, 1, match.table, winner=match.a, correction=True)
    assert str(caught.value) == (
        f"round 1, table {match.table} already has this result ({match.a} won); nothing to correct"
    )
    assert _log(ctx, event_id) == log
    corrected = report_result(ctx, event_id, 1, match.table, winner=match.b, correction=True)
    assert corrected.value.winner == match.b
    assert _log(ctx, event_id)[-1] == f"corrected round 1 table {match.table}: {match.b} won"


def test_a_double_loss_corrected_to_a_double_loss_is_refused(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4)
    table = pair_next_round(ctx, event_id).value.matches[0].table
    report_result(ctx, event_id, 1, table, double_loss=True)
    with pytest.raises(RefusedAction, match="already has this result \\(double loss\\)"):
        report_result(ctx, event_id, 1, table, double_loss=True, correction=True)


def test_a_pod_corrected_to_its_own_placings_is_refused(ctx: ServiceContext) -> None:
    event_id = create_event(ctx, pod_settings("Pods", seed=3)).id
    register_names(ctx, event_id, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
    pod = next(p for p in pair_next_round(ctx, event_id).value.pods if len(p.seats) > 1)
    places = {s.number: i for i, s in enumerate(pod.seats, start=1)}
    report_result(ctx, event_id, 1, pod.table, placings=places)
    log = _log(ctx, event_id)
    with pytest.raises(RefusedAction, match="already has this result"):
        report_result(ctx, event_id, 1, pod.table, placings=places, correction=True)
    assert _log(ctx, event_id) == log
    shown = next(p for p in get_round(ctx, event_id, 1).pods if p.table == pod.table)
    assert shown.reported


def _event_with_round_two_paired(ctx: ServiceContext, *, drop_after_pairing: bool) -> int:
    """Eight Legion members (the same numbers in each event), round 1 played, round 2 paired;
    one player of round 2 dropped after it was paired, when told."""
    entrants = [
        Entrant(PlayerIdentity(name=f"Player {i}"), legion_number=str(100 + i)) for i in range(8)
    ]
    event_id = new_event(ctx, players=entrants, seed=7, swiss_rounds=3)
    play_round(ctx, event_id)
    round_two = pair_next_round(ctx, event_id).value
    if drop_after_pairing:
        drop_player(ctx, event_id, round_two.matches[-1].a)
    return event_id


def test_a_drop_after_pairing_is_not_reported_as_an_effect_of_a_correction(
    ctx: ServiceContext,
) -> None:
    effects = []
    for dropped in (False, True):
        event_id = _event_with_round_two_paired(ctx, drop_after_pairing=dropped)
        first = get_round(ctx, event_id, 1).matches[0]
        report_result(ctx, event_id, 1, first.table, winner=max(first.a, first.b), correction=True)
        found = correction_effects(ctx, event_id, 1, first.table)
        assert found is not None
        effects.append(found.to_json()["repairings"])
    assert effects[1] == effects[0]


def test_a_drop_after_seating_is_not_reported_as_an_effect_of_a_pod_correction(
    ctx: ServiceContext,
) -> None:
    effects = []
    for dropped in (False, True):
        entrants = [
            Entrant(PlayerIdentity(name=f"Player {i}"), legion_number=str(200 + i))
            for i in range(9)
        ]
        event_id = new_event(ctx, pod_settings("Pods", seed=3), players=entrants)
        for pod in pair_next_round(ctx, event_id).value.pods:
            if len(pod.seats) > 1:
                places = {s.number: i for i, s in enumerate(pod.seats, start=1)}
                report_result(ctx, event_id, 1, pod.table, placings=places)
        round_two = pair_next_round(ctx, event_id).value
        if dropped:
            drop_player(ctx, event_id, round_two.pods[-1].seats[0].number)
        first = next(p for p in get_round(ctx, event_id, 1).pods if len(p.seats) > 1)
        reversed_places = {s.number: i for i, s in enumerate(reversed(first.seats), start=1)}
        report_result(ctx, event_id, 1, first.table, placings=reversed_places, correction=True)
        found = correction_effects(ctx, event_id, 1, first.table)
        assert found is not None
        effects.append(found.to_json()["repairings"])
    assert effects[1] == effects[0]
