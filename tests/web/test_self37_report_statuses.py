"""Self37: the statuses the README's interface promises for a table's reports, over real HTTP."""

from __future__ import annotations

import pytest
from phone_requests import post, tables
from served_page import served
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_taking_back_the_only_report_answers_open_and_the_page_shows_no_report(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    table = tables(ctx, event_id)[0]
    at = {"round": 1, "table": table.table}
    with served(database_location) as page:
        code = codes[table.a]
        answer = post(page, f"/api/events/{event_id}/report", {**at, "winner": table.a}, code=code)
        assert answer == (200, {"status": "awaiting-opponent"})
        answer = post(page, f"/api/events/{event_id}/withdraw-report", at, code=code)
        assert answer == (200, {"status": "open"})
        status, me = page.get_json("/api/me", code=code)
    assert status == 200 and me["report"] is None and me["result"] is None


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_report_with_an_empty_winner_is_told_what_to_give(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    table = tables(ctx, event_id)[0]
    at = {"round": 1, "table": table.table}
    with served(database_location) as page:
        for empty in ({"winner": ""}, {"result": ""}):
            status, answer = post(
                page, f"/api/events/{event_id}/report", {**at, **empty}, code=codes[table.a]
            )
            # not "player  is not at table 1", naming a player with no number
            assert (status, answer) == (
                409,
                {"error": "give one of: the winner, a double loss or draw, or the places"},
            )


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_body_the_action_cannot_read_is_refused_400_with_the_reason(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    code = codes["0001"]
    with served(database_location) as page:
        for path, body in (
            ("judge-call", b"[]"),
            ("drop", b"{not json"),
            ("report", b'{"round": "one", "table": 1, "winner": "0001"}'),
            ("deck", b"\xff\xfe"),
        ):
            status, answer = post(page, f"/api/events/{event_id}/{path}", code=code, body=body)
            assert status == 400 and answer["error"], (path, answer)
