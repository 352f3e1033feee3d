"""Players acting from their phones, over real HTTP against a real `serve` process (on SQLite, and
on PostgreSQL where `serve` reads as the read-only role and writes as the station): what a phone
may do reaches the database through the services, and everything it must not do is refused with
the contract's status and leaves every table of the database as it was."""

from __future__ import annotations

import json
import re
import socket
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from phone_requests import COOKIE, post, sign_in, tables
from served_page import HOST, Served, served
from web_events import self_reporting_event

from opl_tournament import cli
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.paths import page_log_path
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, finish_event
from opl_tournament.services.player_codes import player_codes, renew_code
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import (
    get_round,
    list_rounds,
    pair_next_round,
    report_result,
)
from opl_tournament.services.self_service import checked_in, reports
from opl_tournament.services.teams import set_team
from opl_tournament.storage import Database
from tests.helpers.digest import database_digest
from tests.helpers.events import register_names
from tests.postgres import PostgresServer

BOTH_BACKENDS = True
EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")  # the real time: the page reads it too


@pytest.fixture
def event(ctx: ServiceContext) -> tuple[int, dict[str, str]]:
    return self_reporting_event(ctx)


@pytest.fixture
def page(database_location: str, event: tuple[int, dict[str, str]]) -> Iterator[Served]:
    with served(database_location) as page:
        yield page


def send_big(page: Served, path: str, code: str, *, chunked: bool) -> tuple[int, dict]:
    """The start of a 10 MB body: declared in its headers (and not sent: the answer must come
    from the headers alone), or sent in chunks with no length said, the first 64 KB and one
    byte of it (the answer must come from counting them, without waiting for the rest)."""
    if chunked:
        first = b"x" * (64 * 1024 + 1)
        length, sent = "transfer-encoding: chunked", b"%x\r\n" % len(first) + first + b"\r\n"
    else:
        length, sent = "content-length: 10000000", b""
    with socket.create_connection((HOST, page.port), timeout=10) as sock:
        sock.sendall(
            f"POST {path} HTTP/1.1\r\nhost: {HOST}:{page.port}\r\ncontent-type: text/plain\r\n"
            f"authorization: Bearer {code}\r\n{length}\r\n\r\n".encode()
            + sent
        )
        answer = b""
        while chunk := sock.recv(65_536):  # the server closes the connection after its answer
            answer += chunk
    head, _sep, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def rounds_json(database_location: str, capsys: pytest.CaptureFixture[str], event_id: int) -> dict:
    capsys.readouterr()
    assert cli.run(["rounds", str(event_id), "--json", "--db", database_location]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_a_report_confirmed_from_the_other_phone_is_in_rounds_json(
    ctx: ServiceContext,
    event: tuple[int, dict[str, str]],
    page: Served,
    database_location: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    assert table.b is not None
    status, me = page.get_json("/api/me", code=codes[table.a])
    assert status == 200 and me == {
        "event": event_id,
        "number": table.a,
        "name": table.a_name,
        "round": 1,
        "table": table.table,
        "opponents": [{"number": table.b, "name": table.b_name}],
        "result": None,
        "report": None,
    }
    report = {"round": 1, "table": table.table, "winner": table.b}
    assert post(page, f"/api/events/{event_id}/report", report, code=codes[table.a]) == (
        200,
        {"status": "awaiting-opponent"},
    )
    cookie = sign_in(page, codes[table.b])
    _status, me = page.get_json("/api/me", cookie=cookie)
    assert me["report"] == {"by": table.a, "winner": table.b, "status": "awaiting-opponent"}
    confirm = {"round": 1, "table": table.table}
    path = f"/api/events/{event_id}/confirm"
    assert post(page, path, confirm, cookie=cookie, origin=page.origin) == (
        200,
        {"status": "recorded"},
    )
    results = rounds_json(database_location, capsys, event_id)["rounds"][0]["results"]
    assert results[0] == {
        "round": 1,
        "table": table.table,
        "a": table.a,
        "b": table.b,
        "winner": table.b,
        "result": "W",
    }
    log = event_log(ctx, event_id)
    assert (log[-2].actor, log[-2].action) == (f"player {table.a} (phone)", "match.claim")
    assert log[-1].actor == f"player {table.b} (phone)"  # the recording names the confirmer


def test_everything_a_phone_must_not_do_is_refused_and_changes_nothing(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    event_id, codes = event
    first, second = tables(ctx, event_id)
    other_event = create_event(ctx, EventSettings(name="Elsewhere")).id
    report = f"/api/events/{event_id}/report"
    claim = {"round": 1, "table": first.table, "winner": first.a}
    cookie = sign_in(page, codes[first.a])
    before = database_digest(ctx)

    def refused(status: int, answer: tuple[int, dict[str, object]], words: str = "") -> None:
        assert answer[0] == status, answer
        assert words.lower() in str(answer[1]["error"]).lower()
        assert database_digest(ctx) == before

    refused(401, post(page, report, claim), "sign in")
    refused(401, post(page, report, claim, code="ABCDE-FGHJK"), "not right")
    refused(401, page.get_json("/api/me", code="nonsense"))
    refused(403, post(page, report, claim, code=codes[second.a]), f"not at table {first.table}")
    elsewhere = f"/api/events/{other_event}/report"
    refused(403, post(page, elsewhere, claim, code=codes[first.a]), f"not for event {other_event}")
    refused(403, post(page, report, claim, cookie="made-up-session", origin=page.origin))
    refused(403, post(page, report, claim, cookie=cookie, origin="http://evil.example"))
    refused(403, post(page, report, claim, cookie=cookie))  # no Origin, no Referer
    next_round = {**claim, "round": 2}
    refused(409, post(page, report, next_round, code=codes[first.a]), "round")
    draw = {"round": 1, "table": first.table, "result": "draw"}
    refused(409, post(page, report, draw, code=codes[first.a]), "draw")
    deck = f"/api/events/{event_id}/deck"
    refused(413, send_big(page, deck, codes[first.a], chunked=False))
    refused(413, send_big(page, deck, codes[first.a], chunked=True))  # counted as it comes

    # A table recorded by the players: replaying the confirmation, confirming twice, or
    # reporting again is refused with who recorded it.
    assert post(page, report, claim, cookie=cookie, origin=page.origin)[0] == 200
    confirm = {"round": 1, "table": first.table}
    confirm_path = f"/api/events/{event_id}/confirm"
    assert post(page, confirm_path, confirm, code=codes[first.b]) == (200, {"status": "recorded"})
    before = database_digest(ctx)
    refused(409, post(page, confirm_path, confirm, code=codes[first.b]), "already has a result")
    refused(409, post(page, confirm_path, confirm, code=codes[first.a]), "already has a result")
    refused(409, post(page, report, claim, code=codes[first.a]), "already has a result")
    # A personal answer is never kept by a browser for the next phone.
    assert (
        page.request("GET", "/api/me", headers={"cookie": f"{COOKIE}={cookie}"})[1]["cache-control"]
        == "no-store"
    )


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_twenty_wrong_codes_a_minute_shut_the_address_out_for_a_minute(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    _event_id, codes = event
    right = next(iter(codes.values()))
    before = database_digest(ctx)
    for guess in range(20):
        status, _headers, _body = page.request("GET", f"/p/ABCDE{guess:05d}".replace("0", "2"))
        assert status == 401
    status, headers, body = page.request("GET", f"/p/{right}")  # even the right code, now
    assert status == 429 and int(headers["retry-after"]) >= 59
    assert b"Too many wrong codes" in body
    assert page.get_json("/api/me", code=right)[0] == 429
    assert database_digest(ctx) == before
    logged = page_log_path().read_text("utf-8")  # the page's log, for the judge
    assert "127.0.0.1 sent 20 wrong player codes within a minute" in logged


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_the_pages_forms_carry_a_token_and_a_renewed_code_signs_the_phone_out(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    cookie = sign_in(page, codes[table.a])
    headers = {"cookie": f"{COOKIE}={cookie}"}
    status, answered, body = page.request("GET", "/me", headers=headers)
    assert status == 200 and answered["cache-control"] == "no-store"
    token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
    assert token is not None
    form = f"round=1&table={table.table}&outcome=winner%3A{table.a}"
    sent = {**headers, "content-type": "application/x-www-form-urlencoded"}
    before = database_digest(ctx)
    status, _h, _b = page.request(
        "POST", "/me/report", form.encode(), {**sent, "origin": page.origin}
    )
    assert status == 403  # no token
    with_token = f"{form}&token={token.group(1).decode()}".encode()
    status, _h, _b = page.request(
        "POST", "/me/report", with_token, {**sent, "origin": "http://evil.example"}
    )
    assert status == 403
    assert database_digest(ctx) == before
    status, answered, _b = page.request(
        "POST", "/me/report", with_token, {**sent, "referer": f"{page.origin}/me"}
    )
    assert status == 303 and answered["location"] == "/me"
    _status, _h, body = page.request("GET", "/me", headers=headers)
    assert b"Reported: waiting for the other player to confirm." in body
    assert event_log(ctx, event_id)[-1].actor == f"player {table.a} (phone)"
    # A deck list that cannot be read is refused with the reason, and kept in its box.
    pasted = "4 Wolverine & friends"
    deck = f"token={token.group(1).decode()}&deck={quote(pasted)}".encode()
    assert page.request("POST", "/me/deck", deck, {**sent, "origin": page.origin})[0] == 303
    _status, _h, body = page.request("GET", "/me", headers=headers)
    assert b"Not done: line 1: " in body
    assert b">4 Wolverine &amp; friends</textarea>" in body

    renew_code(ctx, event_id, table.a)
    assert page.get_json("/api/me", cookie=cookie)[0] == 401


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_the_kiosk_signs_a_player_out_after_one_action(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    event_id, codes = event
    table = tables(ctx, event_id)[1]
    code = codes[table.b]
    typed = f"code={code[:5].lower()}-{code[5:].lower()}".encode()  # as a player types it
    form = {"content-type": "application/x-www-form-urlencoded"}
    assert (
        page.request("POST", "/kiosk", typed, {**form, "origin": "http://evil.example"})[0] == 403
    )
    status, headers, _body = page.request("POST", "/kiosk", typed, {**form, "origin": page.origin})
    assert status == 303
    cookie = re.match(rf"{COOKIE}=([^;]+);", headers["set-cookie"])
    assert cookie is not None
    signed = {"cookie": f"{COOKIE}={cookie.group(1)}", "origin": page.origin, **form}
    _status, _headers, body = page.request("GET", "/me", headers=signed)
    assert b"kiosk: signed out after one action" in body
    token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
    assert token is not None
    sent = b"token=" + token.group(1)
    status, headers, body = page.request("POST", "/me/judge-call", sent, signed)
    assert status == 200 and b"A judge is on the way." in body
    assert f"{COOKIE}=" in headers["set-cookie"] and "Max-Age=0" in headers["set-cookie"]
    assert event_log(ctx, event_id)[-1].actor == f"player {table.b} (kiosk)"
    assert page.get_json("/api/me", cookie=cookie.group(1))[0] == 403  # signed out


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_check_in_a_deck_list_a_judge_call_and_a_drop_from_a_phone(
    ctx: ServiceContext, database_location: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id, codes = self_reporting_event(ctx, check_in=True)
    number = next(iter(codes))
    code = codes[number]
    with served(database_location) as page:
        assert post(page, f"/api/events/{event_id}/check-in", code=code)[1]["status"] == (
            "checked-in"
        )
        status, answer = post(page, f"/api/events/{event_id}/check-in", code=code)
        assert status == 409 and "checked in already" in str(answer["error"])
        assert checked_in(ctx, event_id).keys() == {number}

        deck = EXAMPLES / "legal-constructed-deck.txt"
        status, answer = post(
            page, f"/api/events/{event_id}/deck", body=deck.read_bytes(), code=code
        )
        capsys.readouterr()
        cli.run(["deck", "check", str(deck), "--json"])
        assert (status, answer) == (200, json.loads(capsys.readouterr().out))

        assert post(page, f"/api/events/{event_id}/judge-call", code=code) == (
            200,
            {"status": "called", "table": None},
        )
        assert [c.number for c in reports(ctx, event_id).called] == [number]

        pair_next_round(ctx, event_id)
        table = next(m for m in tables(ctx, event_id) if number in (m.a, m.b))
        before = database_digest(ctx)
        status, answer = post(page, f"/api/events/{event_id}/drop", code=code)
        assert status == 409 and f"table {table.table}" in str(answer["error"])
        assert database_digest(ctx) == before
        report_result(ctx, event_id, 1, table.table, winner=table.a)
        assert post(page, f"/api/events/{event_id}/drop", code=code) == (
            200,
            {"status": "dropped", "number": number},
        )
    log = event_log(ctx, event_id)
    assert (log[-1].actor, log[-1].action) == (f"player {number} (phone)", "player.drop")


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_once_the_event_is_finished_a_phone_is_offered_and_allowed_nothing_more(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id, codes = self_reporting_event(ctx)
    first, second = sorted(codes)[:2]
    drop_player(ctx, event_id, second)  # Bo drops before the round's results
    for table in tables(ctx, event_id):
        report_result(ctx, event_id, 1, table.table, winner=table.a)
    with served(database_location) as page:
        dropped_page = page.request(
            "GET", "/me", headers={"cookie": f"{COOKIE}={sign_in(page, codes[second])}"}
        )[2]
        assert b"you have left the event" in dropped_page and b"/me/drop" not in dropped_page
        assert b"/me/deck" not in dropped_page, "no deck list is asked of a player who left"
        before = database_digest(ctx)
        deck = (EXAMPLES / "legal-constructed-deck.txt").read_bytes()
        status, answer = post(page, f"/api/events/{event_id}/deck", body=deck, code=codes[second])
        assert (status, answer["error"]) == (
            409,
            "you have left the event: no deck list is needed any more",
        )
        assert database_digest(ctx) == before

        finish_event(ctx, event_id)
        before = database_digest(ctx)
        for action in ("judge-call", "drop", "deck"):
            status, answer = post(page, f"/api/events/{event_id}/{action}", code=codes[first])
            assert (status, answer["error"]) == (409, "the event is finished; ask the judge")
        assert database_digest(ctx) == before
        cookie = sign_in(page, codes[first])
        own = page.request("GET", "/me", headers={"cookie": f"{COOKIE}={cookie}"})[2].decode()
        assert "the event is finished" in own
        for offer in ("/me/drop", "/me/judge-call", "/me/deck", "/me/report"):
            assert offer not in own, offer


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
@pytest.mark.parametrize("pods", ["free-for-all", "2v2"])
def test_a_pod_reports_its_places_from_the_phones_and_the_page_form(
    ctx: ServiceContext, database_location: str, pods: str
) -> None:
    """Each side is placed (a player alone, or a team of two)."""
    policies = EventPolicies.from_json({"pods": pods, "self_report": {"swiss": "confirm"}})
    event_id = create_event(
        ctx,
        EventSettings(name="Pods", game=Game.VS_2PCG, seed=3, swiss_rounds=2, policies=policies),
    ).id
    register_names(ctx, event_id, [f"Pod {i}" for i in range(1, 5)])
    if pods == "2v2":
        for number, team in (("0001", "Red"), ("0002", "Red"), ("0003", "Blue"), ("0004", "Blue")):
            set_team(ctx, event_id, number, team)
    pair_next_round(ctx, event_id)
    codes = {c.number: c.code for c in player_codes(ctx, event_id)}
    pod = list_rounds(ctx, event_id)[0].pods[0]
    seated = [seat.number for seat in pod.seats]
    sides = list(dict.fromkeys(seat.side for seat in pod.seats))
    assert len(sides) == (2 if pods == "2v2" else 4)
    places = {side: place for place, side in enumerate(sides, start=1)}
    with served(database_location) as page:
        claim = {"round": 1, "table": pod.table, "places": places}
        path = f"/api/events/{event_id}/report"
        assert post(page, path, claim, code=codes[seated[0]]) == (
            200,
            {"status": "awaiting-opponent"},
        )
        wrong = {**claim, "places": {sides[0]: 1}}  # not every side placed
        status, answer = post(page, path, wrong, code=codes[seated[1]])
        assert status == 409 and "give a place to each" in str(answer["error"])
        for number in seated[1:-1]:
            confirm = {"round": 1, "table": pod.table}
            assert (
                post(page, f"/api/events/{event_id}/confirm", confirm, code=codes[number])[0] == 200
            )
        # The last one reports the same places with the page's form: that agrees, and records.
        cookie = sign_in(page, codes[seated[-1]])
        headers = {"cookie": f"{COOKIE}={cookie}"}
        _status, _headers, body = page.request("GET", "/me", headers=headers)
        assert all(f'name="place-{side}"'.encode() in body for side in sides)
        token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
        assert token is not None
        fields = "&".join(f"place-{n}={p}" for n, p in places.items())
        form = f"token={token.group(1).decode()}&round=1&table={pod.table}&{fields}".encode()
        sent = {
            **headers,
            "origin": page.origin,
            "content-type": "application/x-www-form-urlencoded",
        }
        assert page.request("POST", "/me/report", form, sent)[0] == 303
    recorded = list_rounds(ctx, event_id)[0].pods[0]
    assert {s.side: s.placing for s in recorded.seats} == places


def test_a_phones_confirmation_and_the_judges_typed_result_at_once_record_exactly_one(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """The confirmation arrives over HTTP at the `serve` process while the judge's station
    types a result for the same table: one is recorded, the other told who recorded it."""
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    assert table.b is not None
    claim = {"round": 1, "table": table.table, "winner": table.a}
    assert post(page, f"/api/events/{event_id}/report", claim, code=codes[table.a])[0] == 200
    start = threading.Barrier(2)
    outcomes: dict[str, object] = {}

    def confirm() -> None:
        start.wait()
        where = {"round": 1, "table": table.table}
        outcomes["phone"] = post(
            page, f"/api/events/{event_id}/confirm", where, code=codes[table.b]
        )

    def type_result() -> None:
        start.wait()
        try:
            outcomes["judge"] = report_result(ctx, event_id, 1, table.table, winner=table.b).value
        except RefusedAction as error:
            outcomes["judge"] = error

    threads = [threading.Thread(target=confirm), threading.Thread(target=type_result)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    results = [e for e in event_log(ctx, event_id) if e.action == "match.report"]
    assert len(results) == 1
    recorded = get_round(ctx, event_id, 1).matches[0]
    phone_status, phone_answer = outcomes["phone"]  # type: ignore[misc]
    if isinstance(outcomes["judge"], RefusedAction):  # the phone was first
        assert phone_answer == {"status": "recorded"} and recorded.winner == table.a
        assert f"by {results[0].actor}" in str(outcomes["judge"])
    else:
        assert phone_status == 409 and recorded.winner == table.b
        assert f"by {results[0].actor}" in str(phone_answer["error"])


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_two_different_reports_put_the_table_before_the_judge(
    ctx: ServiceContext,
    event: tuple[int, dict[str, str]],
    page: Served,
    database_location: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A dispute from two phones: nothing is recorded, `reports --json` shows both claims, the
    judge accepts one, and both phones see the result."""
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    assert table.b is not None
    path = f"/api/events/{event_id}/report"
    for number in (table.a, table.b):  # each says they won
        claim = {"round": 1, "table": table.table, "winner": number}
        answer = post(page, path, claim, code=codes[number])
    assert answer == (200, {"status": "disputed"})
    assert tables(ctx, event_id)[0].winner is None
    capsys.readouterr()
    db = ["--db", database_location]
    assert cli.run(["reports", str(event_id), "--json", *db]) == 0
    disputed = json.loads(capsys.readouterr().out)["disputed"]
    assert [(t["table"], [c["winner"] for c in t["claims"]]) for t in disputed] == [
        (table.table, [table.a, table.b])
    ]
    assert (
        cli.run(["reports", "accept", str(event_id), "1", str(table.table), "--from", table.b, *db])
        == 0
    )
    for number, result in ((table.a, "loss"), (table.b, "win")):
        deadline = time.monotonic() + 5  # the page sees the judge's change within a second
        while (me := page.get_json("/api/me", code=codes[number])[1])["result"] is None:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert (me["result"], me["report"]) == (result, None)


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_services_refusal_is_said_in_the_phones_language_and_the_api_stays_english(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    event_id, codes = event  # round 1 is paired: check-in is not open in this event
    code = codes[tables(ctx, event_id)[0].a]
    french = {"cookie": f"{COOKIE}={sign_in(page, code)}", "accept-language": "fr-CA,fr;q=0.9"}
    _status, _h, body = page.request("GET", "/me", headers=french)
    token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
    assert token is not None
    before = database_digest(ctx)
    sent = {**french, "content-type": "application/x-www-form-urlencoded", "origin": page.origin}
    form = f"token={token.group(1).decode()}".encode()
    assert page.request("POST", "/me/check-in", form, sent)[0] == 303
    _status, _h, body = page.request("GET", "/me", headers=french)
    assert (
        "Non effectué\u00a0: l’enregistrement des présences n’est pas ouvert dans ce tournoi"
        in body.decode()
    )
    assert post(page, f"/api/events/{event_id}/check-in", code=code) == (
        409,
        {"error": "check-in is not open in this event"},
    )
    assert database_digest(ctx) == before


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_round_or_table_number_too_big_for_the_database_is_refused_plainly(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """A number no round or table can have is the sender's mistake (400 naming the field), not
    the station's: it never reaches SQL (it was a 500, "Something went wrong on the station")."""
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    huge = 10**30
    before = database_digest(ctx)
    for action, fields, named in (
        ("report", {"round": huge, "table": table.table, "winner": table.a}, "round"),
        ("report", {"round": 1, "table": huge, "winner": table.a}, "table"),
        ("confirm", {"round": 1, "table": str(huge)}, "table"),
        ("withdraw-report", {"round": "9" * 5000, "table": table.table}, "round"),
    ):
        status, answer = post(page, f"/api/events/{event_id}/{action}", fields, code=codes[table.a])
        assert status == 400, answer
        assert str(answer["error"]).startswith(f"{named} must be a whole number from 1 to ")
        assert len(str(answer["error"])) < 200  # the sender's 5,000 digits are not sent back
    # The page's form says it on the player's page, in its language.
    cookie = sign_in(page, codes[table.a])
    french = {"cookie": f"{COOKIE}={cookie}", "accept-language": "fr"}
    _status, _h, body = page.request("GET", "/me", headers=french)
    token = re.search(rb'name="token" value="([0-9a-f]+)"', body)
    assert token is not None
    form = f"token={token.group(1).decode()}&round=1&table={huge}&outcome=winner%3A{table.a}"
    sent = {**french, "content-type": "application/x-www-form-urlencoded", "origin": page.origin}
    assert page.request("POST", "/me/report", form.encode(), sent)[0] == 303
    _status, _h, body = page.request("GET", "/me", headers=french)
    assert "Non effectué\u00a0: table doit être un nombre entier de 1 à 100000" in body.decode()
    assert database_digest(ctx) == before


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_form_that_is_not_utf8_is_refused_in_the_pages_language(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    before = database_digest(ctx)
    sent = {
        "content-type": "application/x-www-form-urlencoded",
        "origin": page.origin,
        "accept-language": "fr",
    }
    status, _headers, body = page.request("POST", "/kiosk", b"code=\xff\xfe", sent)
    assert status == 400
    assert "le formulaire n’est pas du texte UTF-8" in body.decode()
    assert database_digest(ctx) == before


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_phone_left_open_across_a_restart_of_the_page_is_not_taken_for_a_code_guesser(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], database_location: str
) -> None:
    """Sessions live in the serving process: after the judge restarts the page, a phone whose
    own page is open in two tabs polls ``/me/status`` with a session the new process never
    opened, 24 times a minute. That is no guess at a code (a session id is 256 random bits):
    the player scanning their code again is signed in, not told to wait a minute."""
    _event_id, codes = event
    code = next(iter(codes.values()))
    with served(database_location) as page:
        cookie = sign_in(page, code)
    with served(database_location) as page:
        for _poll in range(24):
            status, _headers, _body = page.request(
                "GET", "/me/status", headers={"cookie": f"{COOKIE}={cookie}"}
            )
            assert status == 403
        assert page.request("GET", f"/p/{code}")[0] == 303
        assert page.request("GET", "/p/ABCDEFGHJK")[0] == 401  # a wrong code still counts


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_one_players_flood_of_deck_lists_is_held_to_ten_a_minute(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """A player's code could send 64 KB deck lists without end: each one a write the judge's
    own work waited behind, each kept in the event's log (the database grew by megabytes a
    second). Ten actions a minute are taken; the next is refused, on the API and the page."""
    event_id, codes = event
    flooder, other = sorted(codes)[:2]
    deck = (EXAMPLES / "legal-constructed-deck.txt").read_bytes()
    path = f"/api/events/{event_id}/deck"
    for _sent in range(10):
        assert post(page, path, body=deck, code=codes[flooder])[0] == 200
    before = database_digest(ctx)
    status, headers, body = page.request(
        "POST", path, deck, {"authorization": f"Bearer {codes[flooder]}"}
    )
    assert status == 429 and 1 <= int(headers["retry-after"]) <= 60
    assert json.loads(body)["error"].startswith("too many actions from your code")
    cookie = sign_in(page, codes[flooder])
    french = {"cookie": f"{COOKIE}={cookie}", "accept-language": "fr"}
    _status, _h, me = page.request("GET", "/me", headers=french)
    token = re.search(rb'name="token" value="([0-9a-f]+)"', me)
    assert token is not None
    form = b"token=" + token.group(1) + b"&deck=" + quote(deck.decode()).encode()
    sent = {**french, "content-type": "application/x-www-form-urlencoded", "origin": page.origin}
    assert page.request("POST", "/me/deck", form, sent)[0] == 303
    _status, _h, me = page.request("GET", "/me", headers=french)
    assert "Non effectué\u00a0: trop d’actions avec votre code en une minute" in me.decode()
    assert database_digest(ctx) == before
    # Everyone else acts as before.
    assert post(page, path, body=deck, code=codes[other])[0] == 200


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_forms_address_opened_in_the_browser_leads_to_the_players_page(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """A kiosk shows what an action answered at the form's address (``/me/judge-call``); opened
    again from the address bar it answered a bare English 'Method Not Allowed'."""
    for action in ("judge-call", "report", "sign-out"):
        status, headers, _body = page.request(
            "GET", f"/me/{action}", headers={"accept-language": "fr"}
        )
        assert (status, headers["location"]) == (303, "/me")
    status, _headers, _body = page.request("GET", "/api/events/1/report")
    assert status == 405  # the API keeps its status


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_an_action_the_busy_station_cannot_save_is_said_not_done(
    ctx: ServiceContext,
    event: tuple[int, dict[str, str]],
    database: Database,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Another program holds the database's write lock past the wait (a long write, a backup):
    the API answered in plain text, not its JSON, and a player's form a bare line saying
    'this page tries again by itself', which a form never does: the report was lost unseen."""
    from starlette.testclient import TestClient

    from opl_tournament.storage import db
    from opl_tournament.web import create_app

    monkeypatch.setattr(db, "_PRAGMAS", (*db._PRAGMAS, "busy_timeout=100"))  # not ten seconds
    event_id, codes = event
    table = tables(ctx, event_id)[0]
    client = TestClient(create_app(ctx, fresh_seconds=0), base_url="http://venue.example")
    assert client.get(f"/p/{codes[table.a]}").status_code == 200
    french = {"accept-language": "fr", "origin": "http://venue.example"}
    token = re.search(r'name="token" value="([0-9a-f]+)"', client.get("/me", headers=french).text)
    assert token is not None
    before = database_digest(ctx)
    assert database.path is not None
    holder = sqlite3.connect(database.path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        claim = {"round": 1, "table": table.table, "winner": table.a}
        answer = client.post(
            f"/api/events/{event_id}/report",
            json=claim,
            headers={"authorization": f"Bearer {codes[table.b]}"},
        )
        assert answer.status_code == 503 and answer.headers["retry-after"] == "2"
        assert answer.json() == {
            "error": "the station cannot save this just now; try again in a moment"
        }
        form = {"token": token.group(1), "deck": "Characters:\n1 Iceman"}
        shown = client.post("/me/deck", data=form, headers=french)  # then /me, as a browser
        assert shown.status_code == 200 and shown.url.path == "/me"
        assert (
            "Non effectué\u00a0: le poste des juges ne peut pas l’enregistrer pour l’instant"
            in shown.text
        )
        assert "Characters:\n1 Iceman</textarea>" in shown.text  # the list is kept in its box
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert database_digest(ctx) == before


@pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)
def test_a_page_asked_while_the_venue_server_is_out_of_reach_asks_again_by_itself(
    ctx: ServiceContext,
    event: tuple[int, dict[str, str]],
    database_location: str,
    postgres_server: PostgresServer,
) -> None:
    """The page said 'this page tries again by itself' as a bare line of text, which a browser
    shows as it is and never asks again; the API answered that line, in the phone's language,
    instead of its JSON."""
    from starlette.testclient import TestClient

    from opl_tournament.web import create_app

    event_id, _codes = event
    client = TestClient(create_app(ctx, fresh_seconds=0), base_url="http://venue.example")
    assert client.get(f"/events/{event_id}/pairings").status_code == 200
    name = database_location.rsplit("/", 1)[1]
    postgres_server.as_superuser("postgres", f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
    try:
        postgres_server.as_superuser(
            "postgres",
            f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'",
        )
        french = {"accept-language": "fr"}
        page = client.get(f"/events/{event_id}/pairings?by=table", headers=french)
        assert page.status_code == 503 and page.headers["content-type"].startswith("text/html")
        assert page.headers["cache-control"] == "no-store"
        assert '<meta http-equiv="refresh" content="5">' in page.text
        assert "Le poste des juges est occupé pour un moment" in page.text
        api = client.get(f"/api/events/{event_id}/pairings", headers=french)
        assert api.status_code == 503
        assert api.json() == {"error": "The station is busy for a moment; try again."}
    finally:
        postgres_server.as_superuser("postgres", f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
    deadline = time.monotonic() + 10  # the page reads again once the server answers
    while client.get(f"/events/{event_id}/pairings").status_code != 200:
        assert time.monotonic() < deadline
        time.sleep(0.2)


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_forged_token_that_is_not_ascii_is_refused_as_out_of_date(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """A token with a letter such as 'é' made the comparison itself fail: a 500, 'Something
    went wrong on the station', and a traceback in the page's log."""
    _event_id, codes = event
    cookie = sign_in(page, next(iter(codes.values())))
    before = database_digest(ctx)
    sent = {
        "cookie": f"{COOKIE}={cookie}",
        "content-type": "application/x-www-form-urlencoded",
        "origin": page.origin,
        "accept-language": "fr",
    }
    status, _headers, body = page.request("POST", "/me/judge-call", b"token=%C3%A9t%C3%A9", sent)
    assert status == 403
    assert "Ce formulaire n’est plus à jour" in body.decode()
    assert database_digest(ctx) == before


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_json_nested_too_deep_to_read_is_refused_as_not_json(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served
) -> None:
    """A few kilobytes of '[' (or of '{"a":') made the JSON reader itself fail: a 500 and a
    traceback in the page's log."""
    event_id, codes = event
    code = next(iter(codes.values()))
    before = database_digest(ctx)
    for body in (b"[" * 5000 + b"]" * 5000, b'{"a":' * 5000 + b"1" + b"}" * 5000):
        answer = post(page, f"/api/events/{event_id}/report", body=body, code=code)
        assert answer == (400, {"error": "the body is not JSON"})
    assert database_digest(ctx) == before
