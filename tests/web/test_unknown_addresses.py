"""Addresses made up by a phone (player numbers and event ids that do not exist, random query
strings) are answered 404 from what the page already holds: the database is not read for them,
and the page's cache keeps nothing for them."""

from __future__ import annotations

import http.client
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from web_events import head_to_head_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.web import PageServer
from opl_tournament.web.cache import FreshCache
from tests.helpers.contexts import context_on

MADE_UP = 300


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ServiceContext]:
    with context_on(tmp_path / "event.sqlite", "Dana") as ctx:
        yield ctx


def _status(connection: http.client.HTTPConnection, path: str) -> int:
    connection.request("GET", path)
    answer = connection.getresponse()
    answer.read()
    return answer.status


def test_made_up_numbers_and_ids_are_404s_without_reading_the_database(
    ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = head_to_head_event(ctx)
    pair_next_round(ctx, event_id)
    known = get_round(ctx, event_id, 1).matches[0].a
    reads: list[bool] = []
    transaction = ctx.database.transaction

    def counted(*, read_only: bool = False) -> Any:
        reads.append(read_only)
        return transaction(read_only=read_only)

    monkeypatch.setattr(ctx.database, "transaction", counted)  # every read of the database
    server = PageServer(ctx, host="127.0.0.1", port=0)
    server.start()
    try:
        phone = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        for path in (
            f"/events/{event_id}/players/{known}",
            f"/events/{event_id}/pairings?by=table",
            f"/api/events/{event_id}/status",
        ):
            assert _status(phone, path) == 200
        assert reads, "the known pages were read"
        assert server.page is not None
        cache: FreshCache = server.page.cache
        kept = len(cache), cache.bytes
        reads.clear()
        for i in range(MADE_UP):
            assert _status(phone, f"/events/{event_id}/players/{9000 + i}") == 404
            assert _status(phone, f"/events/{event_id}/players/x{i}?by={i}") == 404
            assert _status(phone, f"/events/{1000 + i}/pairings") == 404
            assert _status(phone, f"/api/events/{1000 + i}/status") == 404
            assert _status(phone, f"/events/{event_id}/pairings?by=table&{i}") == 200
        assert reads == []
        assert (len(cache), cache.bytes) == kept
    finally:
        server.stop()
