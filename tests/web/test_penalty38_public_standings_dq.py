"""The players' page says a disqualified player is disqualified, as the printed standings and
the window do, and a player who dropped that they dropped: on the standings page and on the
player's page, at a head-to-head event and at a pod event."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient
from web_events import head_to_head_event, pod_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import Database
from opl_tournament.web import create_app


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")  # the real time: the page reads it too


@pytest.fixture
def client(ctx: ServiceContext) -> TestClient:
    return TestClient(create_app(ctx, fresh_seconds=0), raise_server_exceptions=False)


def _labels(client: TestClient, event_id: int, number: str) -> tuple[str, str]:
    """What the standings row and the player's page say of ``number`` (their labels)."""
    standings = client.get(f"/events/{event_id}/standings").text
    row = next(r for r in standings.split("<tr") if f"<small>{number}</small>" in r)
    player = client.get(f"/events/{event_id}/players/{number}").text
    return row, player


@pytest.mark.parametrize("shape", ["head to head", "pods"])
def test_disqualified_and_dropped_are_said_apart(
    ctx: ServiceContext, client: TestClient, shape: str
) -> None:
    event_id = head_to_head_event(ctx) if shape == "head to head" else pod_event(ctx, 8)
    view = pair_next_round(ctx, event_id).value
    cheat = view.tables[0].players[0]
    issue_penalty(ctx, event_id, cheat, "disqualification", infraction="marked cards")
    leaver = next(p for t in view.tables[1:] for p in t.players)
    drop_player(ctx, event_id, leaver)
    row, page = _labels(client, event_id, cheat)
    assert '<span class="label">disqualified</span>' in row
    assert '<span class="label">dropped</span>' not in row
    assert "· disqualified" in page and "· dropped" not in page
    row, page = _labels(client, event_id, leaver)
    assert '<span class="label">dropped</span>' in row and "· dropped" in page
