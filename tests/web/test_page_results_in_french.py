"""The services' results, seats and deck-list verdicts on the players' page, over real HTTP: a
French phone (fr-CA) reads a pod's teams, roles and places and a deck list's violations in
French, from the services' codes and sentences (nothing English read back); an English phone
reads them exactly as before, and the JSON API keeps its English fields."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest
from served_page import Served, served
from web_events import self_reporting_event

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.rounds import list_rounds, pair_next_round, report_result
from opl_tournament.services.teams import set_team
from opl_tournament.storage import Database
from tests.helpers.events import register_names

FRENCH = {"accept-language": "fr-CA,fr;q=0.9,en;q=0.5"}
ENGLISH = {"accept-language": "en-US,en;q=0.8"}
EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")


def _pods(ctx: ServiceContext, pods: str, players: int) -> int:
    policies = EventPolicies.from_json({"pods": pods})
    settings = EventSettings(
        name="Pods", game=Game.VS_2PCG, seed=3, swiss_rounds=2, policies=policies
    )
    event_id = create_event(ctx, settings).id
    register_names(ctx, event_id, [f"Pod {i}" for i in range(1, players + 1)])
    return event_id


def text(page: Served, path: str, headers: dict[str, str]) -> str:
    status, _headers, body = page.get(path, timeout=10, headers=headers)
    assert status == 200, path
    return body.decode()


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_pods_teams_roles_and_places_in_french_and_in_english(
    ctx: ServiceContext, database_location: str
) -> None:
    teams = _pods(ctx, "2v2", 4)
    for number, team in (("0001", "A"), ("0002", "A"), ("0003", "B"), ("0004", "B")):
        set_team(ctx, teams, number, team)
    pair_next_round(ctx, teams)
    pod = list_rounds(ctx, teams)[0].pods[0]
    winners = next(s for s in pod.seats if s.side == "A")
    report_result(ctx, teams, 1, pod.table, winner=winners.number)

    boss = _pods(ctx, "boss", 3)
    pair_next_round(ctx, boss)
    boss_pod = list_rounds(ctx, boss)[0].pods[0]
    assert any(s.role == "boss" for s in boss_pod.seats)
    with served(database_location) as page:
        french = text(page, f"/events/{teams}/pairings?by=table", FRENCH)
        assert '<span class="label">équipe A</span>' in french
        assert '<span class="label">équipe B</span>' in french
        assert "<p>1er " in french and ", 2e " in french  # "1er Pod 1, 2e Pod 3"
        english = text(page, f"/events/{teams}/pairings?by=table", ENGLISH)
        assert '<span class="label">team A</span>' in english and "équipe" not in english
        assert "<p>1st " in english and ", 2nd " in english

        player = f"/events/{teams}/players/{winners.number}"
        assert "<td>gagné</td>" in text(page, player, FRENCH)
        assert "<td>won</td>" in text(page, player, ENGLISH)
        beaten = next(s for s in pod.seats if s.side == "B")
        beaten_page = f"/events/{teams}/players/{beaten.number}"
        assert "<td>2e sur 2</td>" in text(page, beaten_page, FRENCH)
        assert "<td>2nd of 2</td>" in text(page, beaten_page, ENGLISH)

        boss_french = text(page, f"/events/{boss}/pairings?by=table", FRENCH)
        assert '<span class="label">boss</span>' in boss_french
        assert "équipe" not in boss_french  # a boss's challengers play alone
        assert '<span class="label">boss</span>' in text(
            page, f"/events/{boss}/pairings?by=table", ENGLISH
        )

        # The JSON API is the same in both languages: codes, not words.
        api = f"/api/events/{teams}/pairings"
        assert page.get(api, 10, FRENCH)[2] == page.get(api, 10, ENGLISH)[2]
        document = page.get(api, 10, FRENCH)[2].decode()
        assert '"side": "A"' in document and "team" not in document


ILLEGAL = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
ILLEGAL = ILLEGAL.replace("1 Iceman\n", "")  # three characters: D1, and Iceman's Specials: D18


def _deck_notice(page: Served, code: str, language: dict[str, str], deck: str = ILLEGAL) -> str:
    """What the player's page says after sending ``deck`` from its form."""
    status, headers, _body = page.request("GET", f"/p/{code}", headers=language)
    found = re.match(r"opl_session=([^;]+);", headers["set-cookie"])
    assert status == 303 and found is not None
    signed = {**language, "cookie": f"opl_session={found.group(1)}"}
    token = re.search(r'name="token" value="([0-9a-f]+)"', text(page, "/me", signed))
    assert token is not None
    form = f"token={token.group(1)}&deck={quote(deck)}".encode()
    sent = {
        **signed,
        "origin": page.origin,
        "content-type": "application/x-www-form-urlencoded",
    }
    assert page.request("POST", "/me/deck", form, sent)[0] == 303
    notice = re.search(r'class="notice[^"]*"[^>]*>(.*?)</', text(page, "/me", signed), re.S)
    assert notice is not None
    return notice.group(1)


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_phones_deck_list_check_names_the_violations_in_the_phones_language(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    first, second = list(codes.values())[:2]
    with served(database_location) as page:
        french = _deck_notice(page, first, FRENCH)
        english = _deck_notice(page, second, ENGLISH)
        status, _headers, body = page.request(
            "POST",
            f"/api/events/{event_id}/deck",
            ILLEGAL.encode(),
            {**FRENCH, "authorization": f"Bearer {first}"},
        )
    assert (
        "D1\u00a0: Une équipe compte exactement 4 personnages\u00a0; ce deck en liste 3." in french
    )
    assert "D18\u00a0: Les Specials d" in french
    assert "A team has" not in french
    assert "D1: A team has exactly 4 characters; this deck lists 3." in english
    assert "NOT LEGAL" in english
    # The API keeps its English message and the rule's id, whatever the phone's language.
    answer = json.loads(body)
    assert status == 200 and answer["legal"] is False
    violation = answer["violations"][0]
    assert (violation["rule"], violation["message"]) == (
        "D1",
        "A team has exactly 4 characters; this deck lists 3.",
    )


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_deck_list_that_cannot_be_read_is_refused_in_the_phones_words(
    ctx: ServiceContext, database_location: str
) -> None:
    """The refusal names the line and what is wrong there, in the phone's language: not the
    command line's words (its source "deck list", its field "section")."""
    _event_id, codes = self_reporting_event(ctx)
    first, second = list(codes.values())[:2]
    with served(database_location) as page:
        french = _deck_notice(page, first, FRENCH, "1 Wolverine\n")
        english = _deck_notice(page, second, ENGLISH, "1 Wolverine\n")
    assert french.replace("\u00a0", " ") == (
        "Non effectué : ligne 1 : ligne de carte avant tout titre de section "
        "(p. ex. « Characters: »)"
    )
    assert html.unescape(english) == (
        "Not done: line 1: card line before any section heading (e.g. 'Characters:')"
    )
