"""A player's deck list sent from the phone: the answer page warns of a tag the deck check does
not know (a misspelt format tag), and refuses a misspelt card naming the nearest known one, as
`deck check` and the judge's window do, in the page's language."""

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
            "Warning: line 17: no tag [evill] is known (did you mean [evil]?); Shield Throw was "
            "checked without it",
        ),
        (
            "fr",
            f"Attention{NBSP}: ligne 17{NBSP}: aucune étiquette [evill] n’est connue (vouliez-vous "
            f"dire [evil]{NBSP}?){NBSP}; la carte Shield Throw a été vérifiée sans elle",
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
    text = EXAMPLE.read_text(encoding="utf-8")
    deck = text.replace("4 Shield Throw\n", "4 Shield Throw [evill]\n")
    shown = deck_sent_from_a_phone(ctx, database_location, event_id, deck, language)
    notice = re.search(r'<p class="notice[^"]*" role="status">(.*?)</p>', shown, re.S)
    assert notice is not None
    verdict = "Deck list received: legal." if language == "en" else "conforme"
    assert verdict in notice.group(1)
    assert warning in notice.group(1)


def deck_sent_from_a_phone(
    ctx: ServiceContext, database_location: str, event_id: int, deck: str, language: str
) -> str:
    """The player's page (its text) after Ann Lee, the event's one player, sent ``deck`` from
    her phone's deck form in ``language``."""
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="Ann Lee")))
    (code,) = [c.code for c in player_codes(ctx, event_id)]
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
    return body.decode("utf-8").replace("&#39;", "'").replace("&#34;", '"')


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        (
            "en",
            "no character named 'Jugernaut' is known (did you mean 'Juggernaut'?): check its "
            "spelling; a character missing from the card data is given with its power grid, as "
            "'Jugernaut [E F S I]'",
        ),
        (
            "fr",
            f"aucun personnage nommé «{NBSP}Jugernaut{NBSP}» n’est connu (vouliez-vous dire "
            f"'Juggernaut'{NBSP}?){NBSP}: vérifiez son orthographe",
        ),
    ],
)
def test_the_phone_says_a_misspelt_character_is_unknown_and_names_the_nearest(
    ctx: ServiceContext, database_location: str, language: str, refusal: str
) -> None:
    """An OverPower deck with a misspelt character: the words of `deck check` and the window."""
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    event_id = create_event(ctx, EventSettings(name="Open", policies=policies)).id
    text = (EXAMPLE.parent / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    deck = text.replace("1 Juggernaut\n", "1 Jugernaut\n")
    assert refusal in deck_sent_from_a_phone(ctx, database_location, event_id, deck, language)
