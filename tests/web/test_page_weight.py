"""A big event's pages on venue Wi-Fi: the 2,000-player pairings page is compressed for a phone
that takes gzip (at most 150 KB on the wire), a phone that has the page gets a 304 while it is
unchanged, and a new result makes a new page."""

from __future__ import annotations

import gzip
import time
from pathlib import Path

from served_page import served

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from tests.helpers.contexts import context_on

PLAYERS = 2000
MOST_BYTES = 150_000
GZIP = {"Accept-Encoding": "gzip, deflate, br"}


def test_a_2000_player_pairings_page_is_small_on_the_wire_and_304_while_unchanged(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    names = [f"Player {i:04d} Lefèvre-O'Brien" for i in range(PLAYERS)]
    with context_on(path) as ctx:
        event_id = create_event(ctx, EventSettings(name="Regional", seed=5, swiss_rounds=8)).id
        entrants = [(i + 2, Entrant(PlayerIdentity(name=name))) for i, name in enumerate(names)]
        register_many(ctx, event_id, entrants, source="test")
        pair_next_round(ctx, event_id)
        start_clock(ctx, event_id)  # the clock moves every second: the page is still the same
        with served(path) as page:
            pages = {}
            for address in (f"/events/{event_id}/pairings", f"/events/{event_id}/standings"):
                status, headers, body = page.get(address, timeout=30, headers=GZIP)
                assert status == 200 and headers["content-encoding"] == "gzip"
                assert len(body) <= MOST_BYTES, f"{address}: {len(body)} bytes compressed"
                html = pages[address] = gzip.decompress(body).decode()
                assert all(name.replace("'", "&#39;") in html for name in names)
                assert "left</span>" in html  # the clock, filled in for this request

                status, again, body = page.get(
                    address, timeout=5, headers={**GZIP, "If-None-Match": headers["etag"]}
                )
                assert (status, body) == (304, b"") and again["etag"] == headers["etag"]

            address = f"/events/{event_id}/standings"
            status, plain_headers, plain = page.get(address, timeout=5)
            assert status == 200 and "content-encoding" not in plain_headers
            html = pages[address]
            assert plain.decode() == html.replace(_clock(html), _clock(plain.decode()))

            match = get_round(ctx, event_id, 1).matches[0]
            report_result(ctx, event_id, 1, match.table, winner=match.a)
            deadline = time.monotonic() + 10  # the station looks for changes a few times a second
            status = 304
            while status == 304 and time.monotonic() < deadline:
                status, after, body = page.get(
                    address, timeout=30, headers={**GZIP, "If-None-Match": headers["etag"]}
                )
            assert status == 200 and after["etag"] != headers["etag"]
            # the standings are posted after a round played to the end: the caption counts down
            assert "(round 1: 999 tables still playing)" in gzip.decompress(body).decode()


def _clock(html: str) -> str:
    start = html.index('<span id="clock"')
    return html[start : html.index("</span>", start)]
