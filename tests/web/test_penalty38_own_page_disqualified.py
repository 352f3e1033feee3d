"""A disqualified player's own page, over real HTTP: it says they are disqualified (not that
they left the event), and offers no drop; a player who dropped still reads that they left."""

from __future__ import annotations

from phone_requests import COOKIE, sign_in, tables
from served_page import served
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import drop_player


def test_the_disqualified_player_reads_so_on_their_page(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    table = tables(ctx, event_id)[0]
    assert table.b is not None
    cheat, opponent = table.a, table.b
    issue_penalty(ctx, event_id, cheat, "dq", infraction="marked cards")
    leaver = next(n for n in codes if n not in (cheat, opponent))
    drop_player(ctx, event_id, leaver)
    with served(database_location) as page:

        def own(number: str) -> bytes:
            cookie = f"{COOKIE}={sign_in(page, codes[number])}"
            return page.request("GET", "/me", headers={"cookie": cookie})[2]

        cheats = own(cheat)
        assert b"you are disqualified from the event" in cheats
        assert b"you have left the event" not in cheats and b"/me/drop" not in cheats
        assert b"you have left the event" in own(leaver)
        assert b"disqualified" not in own(opponent)
