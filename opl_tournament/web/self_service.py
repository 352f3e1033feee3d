"""Players acting for themselves over the venue network: who a request speaks for (a code, or
the session a code opened) and the actions it may take, each through the same services as the
judge's window (one transaction, one audit row naming the player and the channel).

The JSON API (``GET /api/me``, ``POST /api/events/ID/ACTION``) is here; the pages with their
plain forms are in ``own_pages.py``, on top of the same :class:`PlayerDoor`.

Refusals: 401 without a code or with a wrong one (every wrong code counted against the address:
``limits.py``), 403 for what is not the caller's, for a session this process never opened, and
for a write with the session cookie from another site's page; 409 with the reason for what the
event's state does not allow; 413 over 64 KB; 429 for more than ten actions of one player in a
minute; 503 when the database cannot take the action now (busy, or the venue server lost).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from opl_tournament.domain.errors import DomainError, InvalidInput, RefusedAction
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.self_report import NotYours
from opl_tournament.domain.sentences import Sentence
from opl_tournament.services import own_page, self_report, self_service
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller, caller_by_code
from opl_tournament.web.cache import FreshCache
from opl_tournament.web.limits import (
    PlayerActions,
    Refusal,
    WrongCodes,
    gettext_noop,
    limited_body,
)
from opl_tournament.web.sessions import COOKIE, Session, Sessions

Answer = TypeVar("Answer")

PERSONAL = {"cache-control": "no-store"}
"""A player's own answers are never kept by a browser or a proxy (the next phone is someone
else's)."""
TABLE_ACTIONS = ("report", "confirm", "withdraw-report")
ACTIONS = (*TABLE_ACTIONS, "drop", "check-in", "deck", "judge-call")
MOST_ROUNDS, MOST_TABLES, MOST_PLACES = 10_000, 100_000, 100
"""The largest round, table and place a phone may name (the command line's bounds)."""


@dataclass(frozen=True)
class SignedIn:
    """A request signed in by its session cookie: who it speaks for, and the session."""

    caller: Caller
    session_id: str
    session: Session


def whole_number(value: object, name: str, most: int) -> int:
    """``value`` as a whole number from 1 to ``most`` (a number the database can hold: a
    bigger one would reach SQL and fail there), else 400 naming the field."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise Refusal(400, gettext_noop("{name} must be a whole number"), name=name)
    number = value if isinstance(value, int) else parse_whole_number(value, low=1, high=most)
    if number is None or not 1 <= number <= most:
        raise Refusal(
            400,
            gettext_noop("{name} must be a whole number from 1 to {most}, not {value}"),
            name=name,
            most=most,
            value=repr(value)[:40],
        )
    return number


def own_origin(request: Request) -> bool:
    """Whether a request was sent by a page of this server (its ``Origin``, or else its
    ``Referer``): a browser names the page that sent it, whatever that page says."""
    own = f"{request.url.scheme}://{request.headers.get('host', '')}"
    origin = request.headers.get("origin")
    if origin is not None:
        return origin == own
    referer = urlsplit(request.headers.get("referer", ""))
    return bool(referer.netloc) and f"{referer.scheme}://{referer.netloc}" == own


class PlayerDoor:
    """Signing in and acting as a player, for the API and the pages."""

    def __init__(
        self, ctx: ServiceContext, sessions: Sessions, wrong_codes: WrongCodes, cache: FreshCache
    ) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.wrong_codes = wrong_codes
        self.cache = cache
        """The players' page's cache: every player's own page of an event is read once per
        change, and read again at once after a player's action here."""
        self.actions = PlayerActions()

    # ----- who is asking
    async def by_code(self, request: Request, code: str, channel: str = "phone") -> Caller:
        """The player ``code`` signs in; 401 for a wrong code (counted), 429 while the address
        has sent too many."""
        address = request.client.host if request.client else ""
        self.wrong_codes.check(address)
        caller = await run_in_threadpool(caller_by_code, self.ctx, code[:100], channel)
        if caller is None:
            self.wrong_codes.wrong(address)
            raise Refusal(
                401,
                gettext_noop(
                    "That code is not right: check it on your code card or your result sheet."
                ),
            )
        return caller

    async def caller(self, request: Request, *, writing: bool = False) -> Caller:
        """Who the request speaks for: the code of its ``Authorization: Bearer`` header, or its
        session cookie (for a write, only from this server's own pages)."""
        authorization = request.headers.get("authorization", "")
        if authorization.lower().startswith("bearer "):
            return await self.by_code(request, authorization[7:].strip())
        return (await self.signed_in(request, writing=writing)).caller

    async def signed_in(self, request: Request, *, writing: bool = False) -> SignedIn:
        """The session of the request's cookie and the player it speaks for: 401 without one
        or when its code was renewed, 403 for a session this process never opened and for a
        write from another site's page."""
        session_id = request.cookies.get(COOKIE)
        if session_id is None:
            raise Refusal(
                401, gettext_noop("Sign in with your code: scan it, or type it at /kiosk.")
            )
        address = request.client.host if request.client else ""
        self.wrong_codes.check(address)
        session = self.sessions.get(session_id)
        if session is None:
            # Not counted as a wrong code: nobody guesses 256 random bits, but a phone whose
            # page outlived the serving process (a restart) polls with its old session.
            raise Refusal(
                403, gettext_noop("This sign-in is not valid here; scan your code again.")
            )
        if writing and not own_origin(request):
            raise Refusal(403, gettext_noop("Only this page's own forms can act for a player."))
        caller = await run_in_threadpool(caller_by_code, self.ctx, session.code, session.channel)
        if caller is None:  # the session is kept: each request says why (undo revives it)
            raise Refusal(
                401, gettext_noop("Your code was replaced: ask the judge for the new one.")
            )
        return SignedIn(caller, session_id, session)

    # ----- what they may do
    async def page(self, caller: Caller) -> own_page.OwnPage:
        """The caller's own page, from every player's of the event, read once per change."""
        with _told():
            pages: own_page.EventOwnPages = await self.cache.aget(
                ("own", caller.event_id), lambda: own_page.own_pages(self.ctx, caller.event_id)
            )
            return pages.of(caller)

    async def act(
        self, caller: Caller, event_id: int, action: str, fields: Mapping[str, Any], text: str = ""
    ) -> dict[str, Any]:
        """One action of a player (one service call on a worker thread), answered as the API's
        JSON; the event's own pages are read again at once after it."""
        if action == "deck":
            return (await self.send_deck(caller, event_id, text)).as_json()
        work = self._work(caller, event_id, action, fields)
        self.actions.count(caller.event_id, caller.number)
        return await self._run(event_id, work)

    async def send_deck(self, caller: Caller, event_id: int, text: str) -> DeckReport:
        """The caller's deck list, checked and kept: the report, its violations as sentences
        (the page says them in its language; the API gives its English and rule ids)."""
        self.actions.count(caller.event_id, caller.number)
        return await self._run(
            event_id, lambda: self_service.submit_deck_text(self.ctx, caller, event_id, text)
        )

    async def _run(self, event_id: int, work: Callable[[], Answer]) -> Answer:
        try:
            with _told():
                return await run_in_threadpool(work)
        except DomainError as error:  # the database is busy or out of reach: nothing was done
            raise Refusal(
                503,
                gettext_noop("the station cannot save this just now; try again in a moment"),
                headers={"retry-after": "2"},
            ) from error
        finally:
            self.cache.forget(("own", event_id))

    def _work(
        self, caller: Caller, event_id: int, action: str, fields: Mapping[str, Any]
    ) -> Callable[[], dict[str, Any]]:
        """The service call of ``action``, its fields checked first (400 when malformed)."""
        ctx = self.ctx
        if action == "drop":
            return lambda: {
                "status": "dropped",
                "number": self_service.drop_self(ctx, caller, event_id).number,
            }
        if action == "check-in":
            return lambda: {
                "status": "checked-in",
                "at": self_service.check_in(ctx, caller, event_id),
            }
        if action == "judge-call":
            return lambda: {
                "status": "called",
                "table": self_service.call_judge(ctx, caller, event_id).table,
            }
        at = (event_id, whole_number(fields.get("round"), "round", MOST_ROUNDS))
        table = whole_number(fields.get("table"), "table", MOST_TABLES)
        if action == "confirm":
            return lambda: self_report.confirm_table(ctx, caller, *at, table).to_json()
        if action == "withdraw-report":
            return lambda: self_report.withdraw_report(ctx, caller, *at, table).to_json()
        assert action == "report"
        winner, result, places = _claimed(fields)
        return lambda: self_report.report_table(
            ctx, caller, *at, table, winner=winner, result=result, places=places
        ).to_json()


def _claimed(fields: Mapping[str, Any]) -> tuple[str | None, str | None, dict[str, int] | None]:
    """A report's winner, result word or places, as sent (their sense is the service's to
    check)."""
    winner, result, places = fields.get("winner"), fields.get("result"), fields.get("places")
    if not all(value is None or isinstance(value, str) for value in (winner, result)):
        raise Refusal(400, gettext_noop("winner and result are words"))
    winner, result = winner or None, result or None  # an empty field names nobody and nothing
    if places is None:
        return winner, result, None
    if not isinstance(places, Mapping):
        raise Refusal(400, gettext_noop("places are given as {example}"), example='{"0004": 1, …}')
    return (
        winner,
        result,
        {str(k): whole_number(v, "a place", MOST_PLACES) for k, v in places.items()},
    )


@contextmanager
def _told() -> Iterator[None]:
    """The services' refusals told as the contract's statuses."""
    try:
        yield
    except NotYours as error:
        raise Refusal(403, error.sentence) from error
    except InvalidInput as error:
        raise Refusal(409, _phone_words(error)) from error
    except RefusedAction as error:
        raise Refusal(409, error.sentence) from error


def _phone_words(error: InvalidInput) -> Sentence:
    """What was wrong with what a phone sent, at its line: the file's name ("deck list") and
    the field ("section") are the command line's words, not a player's."""
    return InvalidInput(error.reason_sentence, line=error.line).where(include_field=False)


class PlayerApi:
    """``GET /api/me`` and ``POST /api/events/ID/ACTION``."""

    def __init__(self, door: PlayerDoor) -> None:
        self.door = door

    async def me(self, request: Request) -> Response:
        page = await self.door.page(await self.door.caller(request))
        return JSONResponse(page.to_json(), headers=PERSONAL)

    async def action(self, request: Request) -> Response:
        action = request.url.path.rsplit("/", 1)[1]
        event_id = int(request.path_params["event_id"])
        caller = await self.door.caller(request, writing=True)
        body = await limited_body(request)
        fields: Mapping[str, Any] = {}
        text = ""
        if action == "deck":
            text = _text(body)
        elif body.strip():
            try:
                fields = json.loads(body)
            except (ValueError, RecursionError):  # RecursionError: nested past Python's reach
                raise Refusal(400, gettext_noop("the body is not JSON")) from None
            if not isinstance(fields, dict):
                raise Refusal(400, gettext_noop("the body is a JSON object"))
        answer = await self.door.act(caller, event_id, action, fields, text)
        return JSONResponse(answer, headers=PERSONAL)

    def routes(self) -> list[Route]:
        return [
            Route("/api/me", self.me),
            *(
                Route(f"/api/events/{{event_id:int}}/{action}", self.action, methods=["POST"])
                for action in ACTIONS
            ),
        ]


def _text(body: bytes) -> str:
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        raise Refusal(400, gettext_noop("the deck list is not UTF-8 text")) from None
