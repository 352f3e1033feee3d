"""Reviewer french37: a refusal a French phone reads is French throughout, the sentences nested
inside it included."""

from __future__ import annotations

import pytest
from web_events import self_reporting_event

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.local_time import local_time
from opl_tournament.services.rounds import get_round, report_result
from opl_tournament.services.self_report import caller_by_code, report_table
from opl_tournament.services.self_service import answer_call, call_judge, check_in
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import Database
from tests.helpers.said import english, french

NBSP = "\u00a0"


def test_a_result_the_judge_entered_first_is_named_in_french_to_a_french_phone(
    ctx: ServiceContext,
) -> None:
    event_id, codes = self_reporting_event(ctx)
    match = get_round(ctx, event_id, 1).matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    caller = caller_by_code(ctx, codes[match.a])
    assert caller is not None
    with pytest.raises(RefusedAction) as refused:
        report_table(ctx, caller, event_id, 1, match.table, winner=match.a)
    said = french(refused.value)
    assert said.startswith(
        f"la table {match.table} de la ronde 1 a déjà un résultat (inscrit par {ctx.actor} à "
    ), said
    assert said.endswith(f"){NBSP}; seul le juge peut le corriger"), said
    assert " by " not in said and " at " not in said
    assert english(refused.value).startswith(
        f"table {match.table} of round 1 already has a result (entered by {ctx.actor} at "
    )


def test_a_second_check_in_tells_the_phone_when_in_the_stations_time(ctx: ServiceContext) -> None:
    event_id, codes = self_reporting_event(ctx, check_in=True)
    caller = caller_by_code(ctx, codes["0001"])
    assert caller is not None
    stamp = check_in(ctx, caller, event_id)
    with pytest.raises(RefusedAction) as refused:
        check_in(ctx, caller, event_id)
    assert french(refused.value) == (
        f"vous avez déjà confirmé votre présence, à {local_time(stamp)}"
    )
    assert "+00:00" not in french(refused.value) and "T" not in local_time(stamp)


def test_a_call_answered_already_names_who_and_when_in_french(database: Database) -> None:
    unnamed = ServiceContext(database)  # a station nobody named
    event_id, codes = self_reporting_event(unnamed)
    caller = caller_by_code(unnamed, codes["0001"])
    assert caller is not None
    call = call_judge(unnamed, caller, event_id)
    answer_call(unnamed, event_id, call.id)
    with unnamed.read() as store:
        answered = store.self_service.call(event_id, call.id)
    assert answered is not None
    with pytest.raises(RefusedAction) as refused:
        answer_call(ServiceContext(database, actor="Dana"), event_id, call.id)
    assert answered.acknowledged_at is not None
    assert french(refused.value) == (
        f"juge a déjà répondu à cet appel, à {local_time(answered.acknowledged_at)}"
    )


def test_nothing_left_to_undo_names_the_unnamed_station_in_french(
    ctx: ServiceContext, database: Database
) -> None:
    event_id, _codes = self_reporting_event(ctx)  # everything done by Dana's station
    with pytest.raises(RefusedAction) as refused:
        undo_last(ServiceContext(database), event_id)  # a station nobody named
    assert french(refused.value).startswith(
        f"aucune action de «{NBSP}juge{NBSP}» ne reste à annuler dans ce tournoi"
    ), french(refused.value)
    assert english(refused.value).startswith("no action by 'judge' is left to undo")
