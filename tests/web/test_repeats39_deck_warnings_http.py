"""A player's deck list sent from the phone: the answer page warns of a tag the deck check does
not know (a misspelt format tag), as `deck check` and the judge's window do, in the page's
language."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest
from phone_requests import COOKIE, sign_in
from served_page import served

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, Game, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.game_settings import change_game_setting
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import Database

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "vs-2pcg-deck.txt"
NBSP = "\u00a0"


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
@pytest.mark.parametrize(
    ("language", "warning"),
    [
        (
            "en",
            "Warning: line 17: the tag [evill] of Shield Throw means nothing to the deck check "
            "(misspelt?); the card was checked without it",
        ),
        (
            "fr",
            f"Attention{NBSP}: ligne 17{NBSP}: l’étiquette [evill] de Shield Throw ne dit rien "
            "à la vérification du deck",
        ),
    ],
)
def test_the_phones_deck_answer_warns_of_an_unknown_tag(
    ctx: ServiceContext, database_location: str, language: str, warning: str
) -> None:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    settings = EventSettings(name="Good", game=Game.VS_2PCG, policies=policies)
    event_id = create_event(ctx, settings).id
    change_game_setting(ctx, event_id, "p2.deck.excluded_tags", ["evil"])
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="Ann Lee")))
    (code,) = [c.code for c in player_codes(ctx, event_id)]
    text = EXAMPLE.read_text(encoding="utf-8")
    deck = text.replace("4 Shield Throw\n", "4 Shield Throw [evill]\n")
    with served(database_location) as page:
        cookie = sign_in(page, code)
        headers = {"cookie": f"{COOKIE}={cookie}", "accept-language": language}
        _status, _h, body = page.request("GET", "/me", headers=headers)
        token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
        assert token is not None
        form = f"token={token.group(1).decode()}&deck={quote(deck)}".encode()
        sent = {
            **headers,
            "content-type": "application/x-www-form-urlencoded",
            "origin": page.origin,
        }
        assert page.request("POST", "/me/deck", form, sent)[0] == 303
        _status, _h, body = page.request("GET", "/me", headers=headers)
    shown = body.decode("utf-8").replace("&#39;", "'").replace("&#34;", '"')
    notice = re.search(r'<p class="notice[^"]*" role="status">(.*?)</p>', shown, re.S)
    assert notice is not None
    verdict = "Deck list received: legal." if language == "en" else "conforme"
    assert verdict in notice.group(1)
    assert warning in notice.group(1)
