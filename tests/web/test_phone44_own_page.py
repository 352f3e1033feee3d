"""Phone44: what a player's own page answers says what to do next. A deck list that is not
legal is kept in its box and marked as not done, with "correct it and send it again" (it said
"received", in the notice of a done action, and emptied the box), and the page says whether a
list is in and legal each time it is opened (it never said so); a kiosk that refused an
action does not say its player was never signed in; at a disputed table each player reads what
the other reported (the second saw only the first's report, beside "Take back my report"); the
drop page of a player whose table has no result says to report it first instead of offering a
"Yes, drop me" that is only refused; at a pod, a player who confirmed is told so (they were
asked "is that right?" again, and their second confirmation refused as "a different
result")."""

from __future__ import annotations

import re
import time
from pathlib import Path
from urllib.parse import quote

import pytest
from phone_requests import post, sign_in, tables
from served_page import Served, served
from web_events import self_reporting_event, self_reporting_pods

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import deck_statuses
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.rounds import MatchView, list_rounds, pair_next_round
from tests.helpers.events import new_event

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
LEGAL = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
NOT_LEGAL = LEGAL.replace("1 Iceman\n", "")  # three characters: D1
FORM = {"content-type": "application/x-www-form-urlencoded"}


def _token(body: bytes) -> str:
    token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
    assert token is not None
    return token.group(1).decode()


def _first_table(ctx: ServiceContext, **policy: object) -> tuple[int, dict[str, str], MatchView]:
    """A self-reporting event (round 1 paired), its players' codes and its first table."""
    event_id, codes = self_reporting_event(ctx, **policy)
    table = tables(ctx, event_id)[0]
    assert table.b is not None
    return event_id, codes, table


def _claim(
    page: Served, event_id: int, action: str, code: str, table: MatchView, winner: str
) -> tuple[int, dict[str, object]]:
    """What the API answers a player's report (or confirmation) that ``winner`` won."""
    claim = {"round": 1, "table": table.table, "winner": winner}
    return post(page, f"/api/events/{event_id}/{action}", claim, code=code)


def _signed(page: Served, code: str, **headers: str) -> dict[str, str]:
    """The headers of a phone signed in by ``code`` (and ``headers``)."""
    return {"cookie": f"opl_session={sign_in(page, code)}", **headers}


def _send_deck(page: Served, signed: dict[str, str], deck: str) -> bytes:
    """The page after the player sends ``deck`` from its form."""
    token = _token(page.request("GET", "/me", headers=signed)[2])
    form = f"token={token}&deck={quote(deck)}".encode()
    sent = {**signed, **FORM, "origin": page.origin}
    assert page.request("POST", "/me/deck", form, sent)[0] == 303
    return page.request("GET", "/me", headers=signed)[2]


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_a_deck_list_that_is_not_legal_is_kept_to_be_corrected(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    number, code = next(iter(codes.items()))
    with served(database_location) as page:
        english = _signed(page, code)
        assert "Your deck list is in" not in page.request("GET", "/me", headers=english)[2].decode()
        body = _send_deck(page, english, NOT_LEGAL).decode()
        notice = re.search(r'<p class="notice refused"[^>]*>(.*?)</p>', body, re.S)
        assert notice is not None, "shown as not done"
        assert notice.group(1).startswith(
            "Deck list received, NOT LEGAL: correct it and send it again. D1: A team has"
        )
        assert "1 Juggernaut\n" in body.split("<textarea", 1)[1], "kept in its box to correct"
        later = page.request("GET", "/me", headers=english)[2].decode()  # the page, next time
        assert "Your deck list is in, but NOT LEGAL: correct it and send it again." in later

        french = {**english, "accept-language": "fr-CA"}
        body = _send_deck(page, french, NOT_LEGAL).decode()
        assert "NON CONFORME\u00a0: corrigez-la et envoyez-la de nouveau. D1\u00a0:" in body

        body = _send_deck(page, english, LEGAL).decode()
        assert '<p class="notice" role="status">Deck list received: legal.</p>' in body
        assert "</textarea>" in body and "1 Juggernaut" not in body  # done: the box is empty
        later = page.request("GET", "/me", headers=english)[2].decode()
        assert "Your deck list is in, and legal. Send it again only to change it." in later
    assert (
        deck_statuses(ctx, event_id)[number] is True
    )  # the corrected list is the one the judge has


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_a_kiosk_that_refused_an_action_asks_the_next_player_to_sign_in(
    ctx: ServiceContext, database_location: str
) -> None:
    _event_id, codes = self_reporting_event(ctx)
    code = next(iter(codes.values()))
    with served(database_location) as page:
        typed = f"code={code}".encode()
        status, headers, _body = page.request(
            "POST", "/kiosk", typed, {**FORM, "origin": page.origin}
        )
        assert status == 303
        cookie = re.match(r"opl_session=([^;]+);", headers["set-cookie"])
        assert cookie is not None
        signed = {"cookie": f"opl_session={cookie.group(1)}", "origin": page.origin, **FORM}
        token = _token(page.request("GET", "/me", headers=signed)[2])
        # Report pressed with nothing chosen: refused, and the kiosk signs its player out.
        form = f"token={token}&round=1&table=1".encode()
        status, _headers, body = page.request("POST", "/me/report", form, signed)
    said = body.decode()
    assert status == 200 and "Not done: choose what happened at your table" in said
    assert "<h1>Sign in with your code</h1>" in said and "Not signed in" not in said
    assert "You are signed out. The next player can type their code." in said


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_at_a_disputed_table_each_player_reads_both_reports(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes, table = _first_table(ctx)
    assert table.b is not None
    names = {table.a: table.a_name, table.b: table.b_name}
    with served(database_location) as page:
        for player in names:  # each says they won
            assert _claim(page, event_id, "report", codes[player], table, player)[0] == 200
        shown = {
            player: page.request("GET", "/me", headers=_signed(page, codes[player]))[2].decode()
            for player in names
        }
        signed = _signed(page, codes[table.b], **{"accept-language": "fr"})
        french = page.request("GET", "/me", headers=signed)[2].decode()
    first, second = shown[table.a], shown[table.b]
    assert "You reported: <strong>you won</strong> · the reports differ" in first
    other = names[table.b]
    assert f'<p class="report">{other} reported: <strong>{other} won</strong></p>' in first
    assert (
        f"{names[table.a]} reported: <strong>{names[table.a]} won</strong> · the reports" in second
    )
    assert '<p class="report">You reported: <strong>you won</strong></p>' in second
    assert "Vous avez déclaré\u00a0: <strong>vous avez gagné</strong></p>" in french


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_the_drop_page_asks_for_the_tables_result_first(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes, table = _first_table(ctx)
    assert table.b is not None
    with served(database_location) as page:
        signed = _signed(page, codes[table.a])
        waiting = page.request("GET", "/me/drop", headers=signed)[2].decode()
        french = page.request("GET", "/me/drop", headers={**signed, "accept-language": "fr"})
        assert _claim(page, event_id, "report", codes[table.a], table, table.b)[0] == 200
        assert _claim(page, event_id, "confirm", codes[table.b], table, table.b)[0] == 200
        deadline = time.monotonic() + 10  # the page reads the event again within a second
        offered = ""
        while "Yes, drop me" not in offered and time.monotonic() < deadline:
            time.sleep(0.2)
            offered = page.request("GET", "/me/drop", headers=signed)[2].decode()
    said = f"Your table {table.table} has no result yet: report it on your page first, then drop."
    assert said in waiting and "Yes, drop me" not in waiting and 'action="/me/drop"' not in waiting
    assert "n’a pas encore de résultat\u00a0: déclarez-le d’abord" in french[2].decode()
    assert 'action="/me/drop"' in offered  # once its result is recorded


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_the_drop_page_of_an_agreed_table_waits_for_the_judge(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes, table = _first_table(ctx, swiss="judge")
    assert table.b is not None
    with served(database_location) as page:
        assert _claim(page, event_id, "report", codes[table.a], table, table.b)[0] == 200
        answer = _claim(page, event_id, "confirm", codes[table.b], table, table.b)
        assert answer == (200, {"status": "awaiting-judge"})
        said = page.request("GET", "/me/drop", headers=_signed(page, codes[table.a]))[2].decode()
    assert f"Your table {table.table} waits for the judge to record its result" in said
    assert 'action="/me/drop"' not in said


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_a_pod_player_who_confirmed_is_not_asked_again(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_pods(ctx)
    seated = [seat.number for seat in list_rounds(ctx, event_id)[0].pods[0].seats]
    table = list_rounds(ctx, event_id)[0].pods[0].table
    places = {number: place for place, number in enumerate(seated, start=1)}
    with served(database_location) as page:
        claim = {"round": 1, "table": table, "places": places}
        assert post(page, f"/api/events/{event_id}/report", claim, code=codes[seated[0]])[0] == 200
        signed = _signed(page, codes[seated[1]])
        body = page.request("GET", "/me", headers=signed)[2]
        form = f"token={_token(body)}&round=1&table={table}".encode()  # "That is right: confirm"
        sent = {**signed, **FORM, "origin": page.origin}
        assert page.request("POST", "/me/confirm", form, sent)[0] == 303
        confirmed = page.request("GET", "/me", headers=signed)[2]
        asked = page.request("GET", "/me", headers=_signed(page, codes[seated[2]]))[2]
        french = _signed(page, codes[seated[1]], **{"accept-language": "fr"})
        in_french = page.request("GET", "/me", headers=french)[2].decode()
    said = confirmed.decode()
    assert "You confirmed it." in said and "is that right?" not in said
    assert 'action="/me/confirm"' not in said and 'action="/me/report"' not in said
    assert 'action="/me/withdraw-report"' in said  # a confirmation can be taken back
    assert "Confirmed: waiting for the others at the table to confirm." in said  # the notice
    assert "· waiting for the others at the table to confirm." in said
    assert "is that right?" in asked.decode() and b'action="/me/confirm"' in asked
    assert "Vous l’avez confirmé." in in_french


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_an_elimination_match_offers_no_double_loss(
    ctx: ServiceContext, database_location: str
) -> None:
    """A double loss reported from a phone in an elimination match is refused (it needs a
    winner): the report no longer offers it there, as a Swiss round still does."""
    self_report = {"swiss": "confirm", "elimination": "confirm"}
    policies = EventPolicies.from_json({"self_report": self_report})
    bracket = EventSettings(name="Knockout", format=EventFormat.SINGLE, policies=policies)
    event_id = new_event(ctx, bracket, players=4)
    pair_next_round(ctx, event_id)
    swiss_id, swiss_codes, _table = _first_table(ctx)
    code = player_codes(ctx, event_id)[0].code
    with served(database_location) as page:
        knockout = page.request("GET", "/me", headers=_signed(page, code))[2].decode()
        swiss = page.request("GET", "/me", headers=_signed(page, next(iter(swiss_codes.values()))))[
            2
        ].decode()
    assert 'name="outcome" value="winner:' in knockout
    assert 'value="double-loss"' not in knockout and "Double loss" not in knockout
    assert 'value="double-loss"' in swiss and swiss_id != event_id


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_checking_in_says_so_once(ctx: ServiceContext, database_location: str) -> None:
    """The check-in's answer and the page's line said "You are checked in." one above the other."""
    _event_id, codes = self_reporting_event(ctx, check_in=True)
    with served(database_location) as page:
        signed = _signed(page, next(iter(codes.values())))
        token = _token(page.request("GET", "/me", headers=signed)[2])
        sent = {**signed, **FORM, "origin": page.origin}
        assert page.request("POST", "/me/check-in", f"token={token}".encode(), sent)[0] == 303
        answered = page.request("GET", "/me", headers=signed)[2].decode()
        later = page.request("GET", "/me", headers=signed)[2].decode()
    assert answered.count("You are checked in.") == 1 and 'class="notice"' in answered
    assert later.count("You are checked in.") == 1 and 'action="/me/check-in"' not in later


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_a_single_elimination_bracket_offers_no_drop(
    ctx: ServiceContext, database_location: str
) -> None:
    """In a single-elimination bracket the station refuses a phone's drop (a player leaves by
    losing, or through the judge): the page says to ask the judge instead of offering a drop
    that is refused."""
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    bracket = EventSettings(name="Knockout", format=EventFormat.SINGLE, policies=policies)
    event_id = new_event(ctx, bracket, players=4)
    pair_next_round(ctx, event_id)
    code = player_codes(ctx, event_id)[0].code
    with served(database_location) as page:
        signed = _signed(page, code)
        own = page.request("GET", "/me", headers=signed)[2].decode()
        drop = page.request("GET", "/me/drop", headers=signed)[2].decode()
    ask = "To leave the event during its elimination bracket, ask the judge."
    assert ask in own and 'href="/me/drop"' not in own
    assert ask in drop and 'action="/me/drop"' not in drop
