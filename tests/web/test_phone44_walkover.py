"""Phone44: a bracket player whose opponent left the event (dropped, as a judge also removes one
who did not show, or disqualified) is told why they have a bye, on the pairings by table and by
name, on their line of rounds and on their own page, in English and in French, as the window
says it ("bye (0002 is no longer playing)"); a bye of the draw says only that it is a bye."""

from __future__ import annotations

import time

import pytest
from markupsafe import escape
from phone_requests import sign_in
from served_page import Served, served
from web_events import TRICKY

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, play_round, seeded_bracket

FRENCH = {"accept-language": "fr-CA"}
NBSP = "\u00a0"


def page(served_page: Served, path: str, headers: dict[str, str] | None = None) -> str:
    status, _headers, body = served_page.get(path, headers=headers)
    assert status == 200, (path, status)
    return body.decode()


@pytest.mark.parametrize(
    ("leave", "english", "french", "own_english", "own_french"),
    [
        (
            drop_player,
            "opponent {name} dropped",
            "son adversaire {name} a abandonné",
            "Your opponent, {name}, has dropped: you go through without playing.",
            f"Votre adversaire, {{name}}, a abandonné{NBSP}: vous passez au tour suivant",
        ),
        (
            disqualify_player,
            "opponent {name} was disqualified",
            "son adversaire {name} a été disqualifié",
            "Your opponent, {name}, was disqualified: you go through without playing.",
            f"Votre adversaire, {{name}}, a été disqualifié{NBSP}: vous passez au tour suivant",
        ),
    ],
)
def test_phone44_a_walkover_says_who_left_where_a_bye_of_the_draw_does_not(
    ctx: ServiceContext,
    database_location: str,
    leave: object,
    english: str,
    french: str,
    own_english: str,
    own_french: str,
) -> None:
    settings = seeded_bracket("Knockout", EventFormat.SINGLE, seed=1)
    event_id = new_event(ctx, settings, players=["Ann", TRICKY, "Cy"])
    codes = {c.number: c.code for c in player_codes(ctx, event_id)}
    first = play_round(ctx, event_id)  # Ann's bye of the draw; the second seed beats Cy
    assert [(m.a, m.b) for m in first.matches if m.b is None] == [("0001", None)]
    gone = str(escape(TRICKY))
    with served(database_location) as phone:
        tables = page(phone, f"/events/{event_id}/pairings?by=table")
        assert "<small>0001</small> has a <strong>bye</strong> <span" in tables  # no reason
        leave(ctx, event_id, "0002")  # type: ignore[operator]
        pair_next_round(ctx, event_id)  # the final: Ann's walkover
        pairings = f"/events/{event_id}/pairings"
        said = english.format(name=gone)
        reason = f"<small>0001</small> has a <strong>bye</strong>: {said}"
        tables = page(phone, f"{pairings}?by=table")
        deadline = time.monotonic() + 10  # the page reads the event again within a second
        while "Round 2" not in tables and time.monotonic() < deadline:
            time.sleep(0.2)
            tables = page(phone, f"{pairings}?by=table")
        assert reason in tables, tables[tables.index("<main>") :]
        assert f"<p>{said}</p>" in page(phone, pairings)  # by name, under Ann's line
        rounds = page(phone, f"/events/{event_id}/players/0001")
        assert f'<a href="0002">{gone}</a>' in rounds
        assert (
            "bye (opponent dropped)" if leave is drop_player else "bye (opponent disqualified)"
        ) in rounds

        in_french = french.format(name=gone)
        tables = page(phone, f"{pairings}?by=table", FRENCH)
        assert f"a une <strong>exemption</strong>{NBSP}: {in_french}" in tables
        assert f"<p>{in_french}</p>" in page(phone, pairings, FRENCH)

        cookie = {"cookie": f"opl_session={sign_in(phone, codes['0001'])}"}
        own = page(phone, "/me", cookie)
        assert "A bye this round" in own and own_english.format(name=gone) in own
        assert own_french.format(name=gone) in page(phone, "/me", {**cookie, **FRENCH})
    assert TRICKY not in tables + own  # the name who left is shown as text, never as markup
