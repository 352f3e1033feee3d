"""Self37: the phone page offers check-in only to a player still in the event (the README: a
*Check in* button before round 1 when the judge has check-in on)."""

from __future__ import annotations

import time

import pytest
from phone_requests import sign_in
from served_page import served
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller
from opl_tournament.services.self_service import check_in, drop_absent

CHECK_IN = b'action="/me/check-in"'


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_player_dropped_as_absent_is_not_offered_check_in(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx, check_in=True)
    for number in ("0001", "0002", "0003"):
        check_in(ctx, Caller(event_id, number), event_id)
    with served(database_location) as page:
        status, _headers, body = page.get("/me", headers={"cookie": cookie(page, codes, "0004")})
        assert status == 200 and CHECK_IN in body
        drop_absent(ctx, event_id)
        signed_in = cookie(page, codes, "0004")
        deadline = time.monotonic() + 10  # the page reads the event again within a second
        while b"you have left the event" not in body and time.monotonic() < deadline:
            time.sleep(0.2)
            status, _headers, body = page.get("/me", headers={"cookie": signed_in})
    assert status == 200 and b"you have left the event" in body
    assert CHECK_IN not in body


def cookie(page: object, codes: dict[str, str], number: str) -> str:
    return f"opl_session={sign_in(page, codes[number])}"  # type: ignore[arg-type]
