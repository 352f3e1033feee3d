"""The players' page in the language the phone asks for, over real HTTP (`serve` in a child
process): French words and `<html lang="fr-CA">` for `Accept-Language: fr-CA`, English
otherwise; the page's switch keeps a choice in a cookie that wins over the header; a page kept
by the station is never sent in the other language; the JSON API is the same in both."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from served_page import Served, served
from web_events import head_to_head_event, self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import Database

FRENCH = {"accept-language": "fr-CA,fr;q=0.9,en;q=0.5"}
ENGLISH = {"accept-language": "en-US,en;q=0.8"}


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")  # the real time: the page reads it too


@pytest.fixture
def played(ctx: ServiceContext) -> tuple[int, str, str]:
    """An event with round 1 played (its standings are posted after it): its id, the winner's
    and the loser's numbers at its first table."""
    event_id = head_to_head_event(ctx)
    pair_next_round(ctx, event_id)
    matches = get_round(ctx, event_id, 1).matches
    for match in matches:
        if match.b is not None:
            report_result(ctx, event_id, 1, match.table, winner=match.a)
    first = matches[0]
    assert first.b is not None
    return event_id, first.a, first.b


@pytest.fixture
def page(database_location: str, played: tuple[int, str, str]) -> Iterator[Served]:
    with served(database_location) as page:
        yield page


def text(page: Served, path: str, headers: dict[str, str] | None = None) -> str:
    status, _headers, body = page.get(path, timeout=10, headers=headers)
    assert status == 200, path
    return body.decode()


def test_a_french_phone_reads_the_page_in_french_and_an_english_one_in_english(
    page: Served, played: tuple[int, str, str]
) -> None:
    event_id, winner, loser = played
    french = text(page, f"/events/{event_id}/pairings?by=table", FRENCH)
    assert '<html lang="fr-CA">' in french
    assert "Appariements" in french and "Classement" in french and "Ronde 1" in french
    assert "a gagné" in french  # the service's "Ann Lee won", said in French
    assert "Pairings" not in french and " won" not in french
    english = text(page, f"/events/{event_id}/pairings?by=table", ENGLISH)
    assert '<html lang="en-CA">' in english
    assert "Pairings" in english and "Round 1" in english and " won" in english
    assert "Appariements" not in english
    assert text(page, f"/events/{event_id}/pairings?by=table") == english  # no header: English

    # Percentages and points as each language writes them; French says 0 and 1 in the singular.
    standings = text(page, f"/events/{event_id}/standings", FRENCH)
    assert re.search(r"<td>\d+,\d\d\s%</td>", standings), "68,75 % in French"
    assert not re.search(r"<td>\d+\.\d\d %</td>", standings)
    assert re.search(r"<td>\d+\.\d\d %</td>", text(page, f"/events/{event_id}/standings"))
    assert "0 point ·" in text(page, f"/events/{event_id}/players/{loser}", FRENCH)
    assert "0 points ·" in text(page, f"/events/{event_id}/players/{loser}", ENGLISH)
    assert "1 perdue" in text(page, f"/events/{event_id}/players/{loser}", FRENCH)
    assert "<td>gagné</td>" in text(page, f"/events/{event_id}/players/{winner}", FRENCH)

    # The page's own refusals too (a service's would stay in English until it is translated).
    status, _headers, body = page.get("/events/99/pairings", timeout=10, headers=FRENCH)
    assert status == 404 and "Il n’y a pas de tournoi 99." in body.decode()


def test_the_switch_keeps_a_choice_that_wins_over_the_phones_language(
    page: Served, played: tuple[int, str, str]
) -> None:
    event_id = played[0]
    status, headers, body = page.get(f"/events/{event_id}/standings?lang=fr", 10, ENGLISH)
    assert status == 200 and '<html lang="fr-CA">' in body.decode()
    cookie = headers["set-cookie"]
    assert cookie.startswith("lang=fr;") and "SameSite=Strict" in cookie and "Path=/" in cookie
    # The switch on every page, its choice named in its own language, the current one marked.
    assert 'href="?lang=en" hreflang="en-CA" lang="en-CA">English</a>' in body.decode()
    assert 'lang="fr-CA" aria-current="true">Français</a>' in body.decode()

    chose_french = {**ENGLISH, "cookie": "lang=fr"}
    assert "Classement" in text(page, f"/events/{event_id}/standings", chose_french)
    chose_english = {**FRENCH, "cookie": "lang=en"}
    assert "Standings" in text(page, f"/events/{event_id}/standings", chose_english)
    assert "Standings" in text(page, f"/events/{event_id}/standings?lang=en", chose_french)
    nonsense = {**FRENCH, "cookie": "lang=xx"}  # a cookie naming no language is ignored
    assert "Classement" in text(page, f"/events/{event_id}/standings", nonsense)
    # A stranger's ?lang= (markup, a long string) is neither kept in a cookie nor echoed back.
    odd = f"/events/{event_id}/standings?lang=%3Cscript%3E{'x' * 3000}"
    status, headers, body = page.get(odd, 10, FRENCH)
    assert status == 200 and "set-cookie" not in headers
    assert "<script>x" not in body.decode() and "xxxx" not in body.decode()
    # The by-table switch keeps its choice when the language is switched.
    by_table = text(page, f"/events/{event_id}/pairings?by=table", FRENCH)
    assert 'href="?by=table&amp;lang=en"' in by_table


def test_a_page_kept_by_the_station_is_never_sent_in_the_other_language(
    page: Served, played: tuple[int, str, str]
) -> None:
    event_id = played[0]
    path = f"/events/{event_id}/pairings"
    answers = [page.get(path, 10, headers) for headers in (FRENCH, ENGLISH, FRENCH, ENGLISH)]
    (_s1, fr_headers, fr_body), (_s2, en_headers, en_body) = answers[0], answers[1]
    assert fr_body != en_body and fr_headers["etag"] != en_headers["etag"]
    assert [body for _s, _h, body in answers] == [fr_body, en_body, fr_body, en_body]
    for _status, headers, _body in answers:
        vary = {part.strip() for part in headers["vary"].lower().split(",")}
        assert {"accept-language", "cookie", "accept-encoding"} <= vary
    # An English phone holding the French page's ETag gets the English page, not a 304.
    asked = {**ENGLISH, "if-none-match": fr_headers["etag"]}
    status, _headers, body = page.get(path, 10, asked)
    assert status == 200 and body == en_body
    status, headers, _body = page.get(path, 10, {**ENGLISH, "if-none-match": en_headers["etag"]})
    assert status == 304 and "accept-language" in headers["vary"]  # a 304 says so too
    gzipped = page.get(path, 10, {**FRENCH, "accept-encoding": "gzip"})
    assert gzipped[1]["content-encoding"] == "gzip" and gzipped[1]["etag"] == fr_headers["etag"]


def test_the_json_api_is_the_same_in_every_language(
    page: Served, played: tuple[int, str, str]
) -> None:
    event_id = played[0]
    for path in (
        "/api/events",
        f"/api/events/{event_id}/pairings",
        f"/api/events/{event_id}/standings",
        "/api/events/99/pairings",
    ):
        french = page.get(path, 10, {**FRENCH, "cookie": "lang=fr"})
        english = page.get(path, 10, ENGLISH)
        assert french[0] == english[0] and french[2] == english[2], path
        assert "accept-language" not in french[1].get("vary", "")
    assert "set-cookie" not in page.get("/api/events?lang=fr", 10)[1]


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_player_signs_in_and_reports_in_french(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    match = get_round(ctx, event_id, 1).matches[0]
    form = {**FRENCH, "content-type": "application/x-www-form-urlencoded"}
    with served(database_location) as page:
        status, _headers, body = page.request(
            "POST", "/kiosk", b"code=nope", {**form, "origin": page.origin}
        )
        assert status == 401
        assert "Ce code n’est pas le bon" in body.decode() and 'value="nope"' in body.decode()
        status, headers, _body = page.request("GET", f"/p/{codes[match.a]}", headers=FRENCH)
        found = re.match(r"opl_session=([^;]+);", headers["set-cookie"])
        assert status == 303 and found is not None
        signed = {**form, "cookie": f"opl_session={found.group(1)}", "origin": page.origin}
        own = text(page, "/me", signed)
        assert '<html lang="fr-CA">' in own and "Déclarez le résultat de votre table" in own
        token = re.search(r'name="token" value="([0-9a-f]+)"', own)
        assert token is not None
        report = f"token={token.group(1)}&round=1&table={match.table}&outcome=winner%3A{match.a}"
        assert page.request("POST", "/me/report", report.encode(), signed)[0] == 303
        own = text(page, "/me", signed)
        assert "Déclaré\u00a0: en attente de la confirmation de l’autre joueur." in own
        assert "Vous avez déclaré\u00a0: <strong>vous avez gagné</strong>" in own
