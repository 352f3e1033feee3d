"""After the last Swiss round of a Swiss + top cut event, the players' page marks who made the
cut ("top 4"), as the window's Standings page and the printed standings do, and
``standings --json`` (the page's API) lists them, best seed first, in a ``cut`` key added last;
before that round is complete there is no mark and no key."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database
from opl_tournament.web import create_app
from tests.helpers.events import new_event, play_round

CUT_EVENT = EventSettings(name="Open", format=EventFormat.COMBINATION, swiss_rounds=3, cut_size=4)


def _marked(html: str) -> list[str]:
    """The numbers of the rows marked as in the cut, in the page's order."""
    rows = re.findall(r"<tr>.*?</tr>", html, re.S)
    return [
        re.search(r"<small>(\w+)</small>", row).group(1)  # type: ignore[union-attr]
        for row in rows
        if 'class="label cut">top 4<' in row
    ]


def test_the_page_and_its_api_mark_the_top_cut_after_the_last_swiss_round(
    database: Database,
) -> None:
    ctx = ServiceContext(database, actor="Dana")
    event_id = new_event(ctx, CUT_EVENT, players=8)
    client = TestClient(create_app(ctx, fresh_seconds=0))
    for _ in range(2):
        play_round(ctx, event_id)
    assert "cut" not in client.get(f"/api/events/{event_id}/standings").json()
    assert _marked(client.get(f"/events/{event_id}/standings").text) == []

    play_round(ctx, event_id)
    document = client.get(f"/api/events/{event_id}/standings").json()
    assert list(document)[-1] == "cut"
    ranked = [row["number"] for row in document["standings"]]
    assert document["cut"] == ranked[:4]
    assert _marked(client.get(f"/events/{event_id}/standings").text) == ranked[:4]
