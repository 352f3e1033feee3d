"""Pods44: players reporting a pod from their phones. A confirmation sent twice is refused as
already confirmed, waiting for the others at the pod (it was refused as "you reported a
different result"), and nothing is written; the Log page's rows of the reports, the
confirmations, the recorded result and a judge call name the pod (they said "table")."""

from __future__ import annotations

import pytest
from phone_requests import post
from served_page import served
from web_events import self_reporting_pods

from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import list_rounds
from opl_tournament.services.self_service import answer_call, open_calls
from tests.helpers.digest import database_digest


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_pods44_a_second_confirmation_is_said_confirmed_and_the_log_says_pod(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_pods(ctx)
    pod = list_rounds(ctx, event_id)[0].pods[0]
    first, second, *others = [seat.number for seat in pod.seats]
    places = {number: place for place, number in enumerate([first, second, *others], start=1)}
    claim = {"round": 1, "table": pod.table, "places": places}
    confirmation = {"round": 1, "table": pod.table}
    api = f"/api/events/{event_id}"
    with served(database_location) as page:
        assert post(page, f"{api}/report", claim, code=codes[first]) == (
            200,
            {"status": "awaiting-opponent"},
        )
        assert post(page, f"{api}/confirm", confirmation, code=codes[second])[0] == 200
        before = database_digest(ctx)
        status, answer = post(page, f"{api}/confirm", confirmation, code=codes[second])
        assert (status, answer["error"]) == (
            409,
            "you have already confirmed this result; it waits for the others at your pod",
        )
        assert database_digest(ctx) == before
        assert post(page, f"{api}/judge-call", {}, code=codes[others[0]])[0] == 200
        for number in others:
            assert post(page, f"{api}/confirm", confirmation, code=codes[number])[0] == 200
    answer_call(ctx, event_id, open_calls(ctx, event_id)[0].id)

    said = [str(entry.summary) for entry in event_log(ctx, event_id)][-6:]
    table = pod.table
    described = ", ".join(f"{number} {place}" for number, place in places.items())
    assert said == [
        f"reported round 1 pod {table}: {described}",
        f"confirmed round 1 pod {table}: {described}",
        f"{others[0]} called a judge (pod {table})",
        f"confirmed round 1 pod {table}: {described}",
        f"reported round 1 pod {table}: {described} (agreed by the players)",
        f"answered {others[0]}'s call at pod {table}",
    ]
