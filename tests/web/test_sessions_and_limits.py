"""What the page remembers of phones and guessers is bounded, and forgets on time."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database
from opl_tournament.web import create_app, limits, sessions
from opl_tournament.web.limits import PlayerActions, Refusal, WrongCodes
from opl_tournament.web.sessions import Sessions


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_code_holds_a_few_sessions_and_signing_in_again_closes_the_oldest() -> None:
    held = Sessions()
    first = held.open("abcde-fghjk")
    later = [held.open("ABCDEFGHJK") for _ in range(sessions.PER_CODE)]  # the same code typed
    assert held.get(first) is None
    assert all(held.get(s) is not None for s in later)
    other = held.open("BCDEF-GHJKL")
    assert held.get(other) is not None and held.get(later[0]) is not None


def test_sessions_are_bounded_and_a_kiosk_one_ends_by_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sessions, "MOST_SESSIONS", 3)
    clock = Clock()
    held = Sessions(clock)
    opened = [held.open(f"ABCDEFGH{c}{c}") for c in "23456"]
    assert [held.get(s) is not None for s in opened] == [False, False, True, True, True]
    kiosk = held.open("ZZZZZZZZZZ", "kiosk")
    clock.now += sessions.KIOSK_SECONDS + 1
    assert held.get(kiosk) is None and held.get(opened[-1]) is not None


def test_a_forms_token_belongs_to_its_session_and_this_process() -> None:
    held, elsewhere = Sessions(), Sessions()
    mine, theirs = held.open("ABCDEFGHJK"), held.open("BCDEFGHJKL")
    assert held.token_matches(mine, held.token(mine))
    assert not held.token_matches(mine, held.token(theirs))
    assert not held.token_matches(mine, elsewhere.token(mine))


def test_twenty_wrong_codes_within_a_minute_block_the_address_for_a_minute(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock = Clock()
    wrong = WrongCodes(clock)
    for _ in range(limits.WRONG_CODES - 1):
        wrong.wrong("10.0.0.9")
        clock.now += 1
    wrong.check("10.0.0.9")  # 19: still allowed
    wrong.wrong("10.0.0.9")
    with pytest.raises(Refusal) as refused:
        wrong.check("10.0.0.9")
    assert refused.value.status == 429
    assert "10.0.0.9 sent 20 wrong player codes" in caplog.text
    wrong.check("10.0.0.10")  # another address is not held to it
    clock.now += limits.BLOCK_SECONDS
    wrong.check("10.0.0.9")


def test_wrong_codes_spread_over_more_than_a_minute_do_not_block() -> None:
    clock = Clock()
    wrong = WrongCodes(clock)
    for _ in range(3 * limits.WRONG_CODES):
        wrong.wrong("10.0.0.9")
        clock.now += limits.WINDOW_SECONDS / (limits.WRONG_CODES - 2)  # 19 a minute
    wrong.check("10.0.0.9")


def test_the_addresses_remembered_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MOST_ADDRESSES", 50)
    wrong = WrongCodes(Clock())
    for address in range(1000):
        wrong.wrong(f"10.0.{address // 250}.{address % 250}")
    assert len(wrong.recent) == 50


def test_a_players_actions_are_held_to_ten_a_minute_and_the_refused_ones_do_not_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = Clock()
    actions = PlayerActions(clock)
    for _ in range(limits.ACTIONS_A_MINUTE):
        actions.count(1, "0004")
        clock.now += 5
    with pytest.raises(Refusal) as refused:
        actions.count(1, "0004")  # 50 s after the first: ten seconds to wait
    assert refused.value.status == 429 and refused.value.headers == {"retry-after": "10"}
    actions.count(1, "0005")  # another player, or the same number in another event
    actions.count(2, "0004")
    clock.now += 10  # the first is a minute old: the refused try did not push the wait back
    actions.count(1, "0004")
    monkeypatch.setattr(limits, "MOST_ADDRESSES", 50)
    for number in range(1000):
        actions.count(3, f"{number:04d}")
    assert len(actions.recent) == 50


def test_the_session_cookie_is_secure_when_the_page_is_served_over_https(
    database: Database,
) -> None:
    ctx = ServiceContext(database, actor="Dana")
    _event_id, codes = self_reporting_event(ctx)
    code = next(iter(codes.values()))
    for base, secure in (("https://venue.example", True), ("http://venue.example", False)):
        client = TestClient(create_app(ctx, fresh_seconds=0), base_url=base)
        answer = client.get(f"/p/{code}", follow_redirects=False)
        cookie = answer.headers["set-cookie"]
        assert ("Secure" in cookie) == secure, cookie
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie
