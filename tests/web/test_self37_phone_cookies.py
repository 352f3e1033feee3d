"""Self37: what the players' page keeps on a phone, as the README says it: the session cookie,
and the language cookie only when the player picks a language on the page's switch."""

from __future__ import annotations

import http.client

import pytest
from served_page import HOST, served
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext


def cookies_set(port: int, path: str, cookie: str = "") -> list[str]:
    """The names of the cookies one GET of ``path`` sets."""
    connection = http.client.HTTPConnection(HOST, port, timeout=5)
    try:
        connection.request("GET", path, headers={"cookie": cookie} if cookie else {})
        answer = connection.getresponse()
        answer.read()
        return [v.split("=", 1)[0] for k, v in answer.getheaders() if k.lower() == "set-cookie"]
    finally:
        connection.close()


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_phone_keeps_its_session_and_only_a_chosen_language(
    ctx: ServiceContext, database_location: str
) -> None:
    _event_id, codes = self_reporting_event(ctx)
    with served(database_location) as page:
        assert cookies_set(page.port, f"/p/{codes['0001']}") == ["opl_session"]
        assert cookies_set(page.port, "/kiosk") == []
        assert cookies_set(page.port, "/kiosk?lang=fr") == ["lang"]
