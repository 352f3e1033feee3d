"""A pod's sides on the players' page: in a 2 vs 2 round the two teammates sit on one side of
"vs", and a boss faces its challengers together; by name a player reads their teammate as
"with", not as an opponent; the boss pod's roles are said in the phone's language."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, Game, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import list_rounds, pair_next_round
from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import reports
from opl_tournament.storage import Database
from opl_tournament.web import create_app
from tests.helpers.events import register_names

FRENCH = {"accept-language": "fr-CA,fr;q=0.9"}
ENGLISH = {"accept-language": "en-US,en;q=0.8"}


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")


def _pods(ctx: ServiceContext, pods: str, names: list[str], teams: str = "") -> int:
    """A pod event whose players report from their phones, round 1 seated; ``teams``: each
    player's 2 vs 2 team, a letter each."""
    policies = EventPolicies.from_json({"pods": pods, "self_report": {"swiss": "confirm"}})
    settings = EventSettings(
        name="Pods", game=Game.VS_2PCG, seed=3, swiss_rounds=2, policies=policies
    )
    event_id = create_event(ctx, settings).id
    if teams:
        for name, team in zip(names, teams, strict=True):
            register_player(ctx, event_id, Entrant(PlayerIdentity(name=name), team=team))
    else:
        register_names(ctx, event_id, names)
    pair_next_round(ctx, event_id)
    return event_id


def rows(client: TestClient, path: str, headers: dict[str, str]) -> list[str]:
    """Each row of a pairings list as a player reads it (tags gone, spaces made single)."""
    answer = client.get(path, headers=headers)
    assert answer.status_code == 200, path
    listed = re.search(r'<ol class="(?:names|tables)">(.*?)</ol>', answer.text, re.S)
    assert listed is not None, path  # not the table rules' list above it
    items = re.findall(r"<li>(.*?)</li>", listed.group(1), re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", item).replace("&amp;", "&").split()) for item in items]


def test_two_teams_face_each_other_and_a_teammate_is_no_opponent(ctx: ServiceContext) -> None:
    event_id = _pods(ctx, "2v2", ["Ann", "Bo", "Cy", "Di"], teams="AABB")
    seats = list_rounds(ctx, event_id)[0].pods[0].seats
    assert [s.side for s in seats] == ["A", "B", "A", "B"]  # seated around the table
    client = TestClient(create_app(ctx, fresh_seconds=0))

    by_table = rows(client, f"/events/{event_id}/pairings?by=table", ENGLISH)
    assert by_table == ["1 Ann 0001 & Bo 0002 team A vs Cy 0003 & Di 0004 team B"]
    french = rows(client, f"/events/{event_id}/pairings?by=table", FRENCH)
    assert french == ["1 Ann 0001 & Bo 0002 équipe A contre Cy 0003 & Di 0004 équipe B"]

    by_name = rows(client, f"/events/{event_id}/pairings", ENGLISH)
    assert by_name[0] == "1 Ann 0001 with Bo · vs Cy, Di"
    assert by_name[3] == "1 Di 0004 with Cy · vs Ann, Bo"
    assert rows(client, f"/events/{event_id}/pairings", FRENCH)[0] == (
        "1 Ann 0001 avec Bo · contre Cy, Di"
    )


def test_a_boss_faces_its_challengers_in_the_phones_language(ctx: ServiceContext) -> None:
    event_id = _pods(ctx, "boss", ["Ann", "Bo", "Cy"])
    seats = list_rounds(ctx, event_id)[0].pods[0].seats
    boss, first, second = seats[0], seats[1], seats[2]
    assert (boss.role, first.role, second.role) == ("boss", "challenger", "challenger")
    client = TestClient(create_app(ctx, fresh_seconds=0))

    challengers = f"{first.name} {first.number} & {second.name} {second.number}"
    english = rows(client, f"/events/{event_id}/pairings?by=table", ENGLISH)
    assert english == [f"1 {boss.name} {boss.number} boss vs {challengers} challengers"]
    french = rows(client, f"/events/{event_id}/pairings?by=table", FRENCH)
    assert french == [f"1 {boss.name} {boss.number} boss contre {challengers} adversaires"]
    by_name = {row.split()[1]: row for row in rows(client, f"/events/{event_id}/pairings", FRENCH)}
    assert by_name[first.name] == (
        f"1 {first.name} {first.number} avec {second.name} · contre {boss.name}"
    )
    assert by_name[boss.name] == (f"1 {boss.name} {boss.number} contre {first.name}, {second.name}")

    # The challenger's own page offers the places of the two sides, named in French.
    code = next(c.code for c in player_codes(ctx, event_id) if c.number == first.number)
    own = client.get(f"/p/{code}", headers=FRENCH)
    assert own.status_code == 200 and own.url.path == "/me"
    form = re.search(r"<fieldset>(.*?)</fieldset>", own.text, re.S)
    assert form is not None
    said = " ".join(re.sub(r"<[^>]+>", " ", form.group(1)).replace("&amp;", "&").split())
    assert f"{boss.name} boss : place – 1 2" in said  # a side's place, chosen from 1 and 2
    assert f"{first.name} & {second.name} adversaires : place – 1 2" in said
    assert "challenger" not in said


def _signed_in(client: TestClient, ctx: ServiceContext, event_id: int, number: str) -> str:
    """The player's own page (in English) once their code signed the client in."""
    code = next(c.code for c in player_codes(ctx, event_id) if c.number == number)
    own = client.get(f"/p/{code}", headers=ENGLISH)
    assert own.status_code == 200 and own.url.path == "/me"
    return own.text


def text_of(html: str, pattern: str) -> str:
    found = re.search(pattern, html, re.S)
    assert found is not None, pattern
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(1)).replace("&amp;", "&").split())


def test_a_pods_places_start_unchosen_and_a_place_left_unchosen_is_refused(
    ctx: ServiceContext,
) -> None:
    """Every place box starts at "–", so one tap on Report no longer says the whole pod tied
    for first; a form sent with a place left at "–" records nothing."""
    event_id = _pods(ctx, "free-for-all", ["Ann", "Bo", "Cy"])
    pod = list_rounds(ctx, event_id)[0].pods[0]
    client = TestClient(create_app(ctx, fresh_seconds=0))
    page = _signed_in(client, ctx, event_id, pod.seats[0].number)
    selects = re.findall(r"<select [^>]*>.*?</select>", page, re.S)
    assert len(selects) == 3
    for select in selects:
        assert " required>" in select and '<option value="">–</option>' in select
    token = re.search(r'name="token" value="([0-9a-f]+)"', page)
    assert token is not None
    form = {"token": token.group(1), "round": "1", "table": str(pod.table)}
    places = {f"place-{s.number}": "1" for s in pod.seats} | {f"place-{pod.seats[2].number}": ""}
    sent = client.post(
        "/me/report", data=form | places, headers={**ENGLISH, "origin": "http://testserver"}
    )
    assert text_of(sent.text, r'class="notice[^"]*"[^>]*>(.*?)</p>') == (
        "Not done: choose what happened at your table"
    )
    assert 'class="report"' not in sent.text  # nothing was reported
    assert reports(ctx, event_id).waiting == ()


def test_a_teammates_report_names_its_reporter_and_the_places_in_words(
    ctx: ServiceContext,
) -> None:
    event_id = _pods(ctx, "2v2", ["Ann", "Bo", "Cy", "Di"], teams="AABB")
    pod = list_rounds(ctx, event_id)[0].pods[0]
    report_table(ctx, Caller(event_id, "0001"), event_id, 1, pod.table, places={"A": 1, "B": 2})
    client = TestClient(create_app(ctx, fresh_seconds=0))
    page = _signed_in(client, ctx, event_id, "0002")  # Bo, Ann's teammate
    assert text_of(page, r'<p class="report">(.*?)</p>') == (
        "Ann reported: Ann & Bo 1st, Cy & Di 2nd · is that right?"
    )


def test_a_players_own_page_names_their_teammate_apart_from_their_opponents(
    ctx: ServiceContext,
) -> None:
    event_id = _pods(ctx, "2v2", ["Ann", "Bo", "Cy", "Di"], teams="AABB")
    client = TestClient(create_app(ctx, fresh_seconds=0))
    page = _signed_in(client, ctx, event_id, "0001")  # Ann, with Bo against Cy and Di
    section = text_of(page, r'<section class="own">(.*?)</section>')
    assert "With Bo 0002" in section and "Against Cy 0003 , Di 0004" in section
    me = client.get("/api/me", headers=ENGLISH).json()
    assert [o["number"] for o in me["opponents"]] == ["0003", "0004"]
