"""The players' page of a pod event names a pod still in its extra time "Pod 2", as the pairings
and slips do, in the page and in the words its script counts down with."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from starlette.testclient import TestClient

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import extend_table, start_clock
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import open_database
from opl_tournament.web import create_app
from tests.helpers.events import new_event, pod_settings


def test_the_page_names_a_pod_still_playing_at_time_as_a_pod(database_location: str) -> None:
    now = [datetime(2026, 11, 22, 10, 0, tzinfo=UTC)]
    ctx = ServiceContext(
        open_database(Path(database_location)),
        actor="Dana",
        clock=lambda: now[0].isoformat(timespec="seconds"),
    )
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    extend_table(ctx, event_id, 2, 5)
    client = TestClient(create_app(ctx, fresh_seconds=0))

    now[0] += timedelta(minutes=45, seconds=48)
    status = client.get(f"/api/events/{event_id}/status").json()["clock"]
    assert status["playing_on"] == [{"table": 2, "left": "4:12"}]
    assert status["in_pods"] is True
    page = client.get(f"/events/{event_id}/pairings").text
    assert ">Still playing: Pod 2 (4:12)</span>" in page
    assert 'data-table="Pod {table} ({left})"' in page
    french = client.get(f"/events/{event_id}/pairings", headers={"accept-language": "fr"}).text
    assert ">Encore en jeu\u00a0: Pod 2 (4:12)</span>" in french
