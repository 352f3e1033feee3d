"""What a phone sends the players' page in the tests: its JSON posts (with a code, a session
cookie, an origin), signing in by a code's address, and the round's tables to act on."""

from __future__ import annotations

import json
import re

from served_page import Served

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import MatchView, get_round

COOKIE = "opl_session"


def tables(ctx: ServiceContext, event_id: int) -> list[MatchView]:
    return list(get_round(ctx, event_id, 1).matches)


def post(
    page: Served,
    path: str,
    document: object = None,
    *,
    code: str | None = None,
    cookie: str | None = None,
    origin: str | None = None,
    body: bytes | None = None,
) -> tuple[int, dict[str, object]]:
    headers = {"content-type": "application/json"}
    if code is not None:
        headers["authorization"] = f"Bearer {code}"
    if cookie is not None:
        headers["cookie"] = f"{COOKIE}={cookie}"
    if origin is not None:
        headers["origin"] = origin
    sent = body if body is not None else json.dumps(document or {}).encode()
    status, _headers, answer = page.request("POST", path, sent, headers)
    return status, json.loads(answer)


def sign_in(page: Served, code: str) -> str:
    """What scanning a player's QR code does: the session cookie ``/p/CODE`` sets."""
    status, headers, _body = page.request("GET", f"/p/{code}")
    assert status == 303 and headers["location"] == "/me"
    cookie = headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Secure" not in cookie
    found = re.match(rf"{COOKIE}=([^;]+);", cookie)
    assert found is not None
    return found.group(1)
