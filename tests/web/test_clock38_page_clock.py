"""The players' page at time names the tables given extra time that still play on, as the
window and the projector do, in the phone's language; the status the phones poll carries them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from starlette.testclient import TestClient

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.round_clock import extend_table, start_clock
from opl_tournament.services.rounds import report_result
from opl_tournament.storage import open_database
from opl_tournament.web import create_app
from tests.helpers.events import paired_cup


def test_the_page_and_the_status_name_the_tables_still_playing_at_time(
    database_location: str,
) -> None:
    now = [datetime(2026, 11, 22, 10, 0, tzinfo=UTC)]
    ctx = ServiceContext(
        open_database(Path(database_location)),
        actor="Dana",
        clock=lambda: now[0].isoformat(timespec="seconds"),
    )
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 7)], 3)
    start_clock(ctx, event_id)
    extend_table(ctx, event_id, 2, 5)
    client = TestClient(create_app(ctx, fresh_seconds=0))
    running = client.get(f"/events/{event_id}/pairings").text
    assert re.search(r'<span id="playing-on"[^>]* hidden></span>', running), "empty, hidden"

    now[0] += timedelta(minutes=45, seconds=48)
    status = client.get(f"/api/events/{event_id}/status").json()["clock"]
    assert status["state"] == "time"
    assert status["playing_on"] == [{"table": 2, "left": "4:12"}]
    page = client.get(f"/events/{event_id}/pairings").text
    assert ">Still playing: table 2 (4:12)</span>" in page
    french = client.get(f"/events/{event_id}/pairings", headers={"accept-language": "fr"}).text
    assert ">Encore en jeu\u00a0: table 2 (4:12)</span>" in french
    assert 'data-words="Encore en jeu\u00a0: {tables}"' in french

    now[0] += timedelta(minutes=5)
    status = client.get(f"/api/events/{event_id}/status").json()["clock"]
    assert status["playing_on"] == []
    over = client.get(f"/events/{event_id}/pairings").text
    assert re.search(r'<span id="playing-on"[^>]* hidden></span>', over)
    ctx.database.close()


def test_a_finished_events_status_carries_no_clock(database_location: str) -> None:
    ctx = ServiceContext(open_database(Path(database_location)), actor="Dana")
    event_id = paired_cup(ctx, ["Ada", "Bo"], 1)
    start_clock(ctx, event_id)
    client = TestClient(create_app(ctx, fresh_seconds=0))
    assert client.get(f"/api/events/{event_id}/status").json()["clock"]["state"] == "running"
    report_result(ctx, event_id, 1, 1, winner="0001")
    finish_event(ctx, event_id)
    status = client.get(f"/api/events/{event_id}/status").json()
    assert status["version"].endswith("f") and status["clock"] is None
    assert 'id="clock"' not in client.get(f"/events/{event_id}/pairings").text
    ctx.database.close()
