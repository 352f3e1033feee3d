"""The players' page: routes, templates and the JSON API (every name escaped); a player's own
pages and actions are added from ``own_pages.py`` and ``self_service.py``."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from markupsafe import Markup
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Scope

from opl_tournament.domain.errors import DomainError, InvalidInput, RefusedAction
from opl_tournament.domain.standings import record_text
from opl_tournament.language.languages import Language
from opl_tournament.paths import resource
from opl_tournament.services import player_view
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.context import ServiceContext
from opl_tournament.web.address import qr_svg
from opl_tournament.web.cache import FRESH_SECONDS, FreshCache
from opl_tournament.web.compressed import Compressed, accepts_gzip, matches
from opl_tournament.web.limits import Refusal, SaidLater, WrongCodes, gettext_noop
from opl_tournament.web.own_pages import OwnPages
from opl_tournament.web.page_language import (
    VARY,
    LanguageChoice,
    PageTemplates,
    request_language,
    request_words,
)
from opl_tournament.web.response_headers import HeaderRewriter, Headers
from opl_tournament.web.self_service import PERSONAL, PlayerApi, PlayerDoor
from opl_tournament.web.sessions import Sessions

POLL_SECONDS = 5
SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'self'; img-src 'self' data:; object-src 'none'"),
    (b"x-content-type-options", b"nosniff"),
    # Same-origin, not no-referrer: with no-referrer a browser sends a form's Origin as "null",
    # and a player's forms are told from another site's by their Origin.
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]


class NotFound(SaidLater):
    """An address that shows nothing: ``message`` in English (the API's), ``said`` in a page's
    language."""


class _SecurityHeaders(HeaderRewriter):
    """Adds the headers that keep a hostile name inert even if a page ever failed to escape it."""

    page: PlayersPage | None = None
    """What the application serves (for a look at its cache)."""

    def rewrite(self, scope: Scope, headers: Headers) -> Headers:
        headers += SECURITY_HEADERS
        kept = scope["path"].startswith("/static/")
        if not kept and not any(name == b"cache-control" for name, _ in headers):
            headers.append((b"cache-control", b"no-cache"))  # kept, but asked again
        return headers


CLOCK_SLOT = "<!--clock-->"
"""Where an event page's clock goes: a page is rendered once per change of the database, and
its clock (which moves every second) is filled in for each request."""


class PlayersPage:
    """What each route shows, read through the services. An event's pages are read once per
    change of the database (and at most once a second while results come in), all from one
    read of its rounds and one computation of its standings: it costs the station the same for
    one phone or three hundred. Unknown events and players are told from what is in memory.
    """

    def __init__(self, ctx: ServiceContext, address: str, cache: FreshCache) -> None:
        self.ctx = ctx
        self.address = address
        """The page's address on the venue network, for the QR code (empty: not shown)."""
        self.cache = cache
        self.templates = PageTemplates(
            resource("web", "templates"),
            {"poll_seconds": POLL_SECONDS, "record_text": record_text},
        )

    # ----- reading, cached
    def _read(self, key: tuple[Any, ...], compute: Callable[[], Any]) -> Any:
        try:
            return self.cache.get(key, compute)
        except InvalidInput as error:
            raise NotFound(error.reason_sentence) from error
        except RefusedAction as error:
            raise NotFound(error.sentence) from error

    async def _aread(self, key: tuple[Any, ...], compute: Callable[[], Any]) -> Any:
        """``_read`` for the routes: a fresh answer without leaving the event loop; a new one
        read on a worker thread."""
        try:
            return await self.cache.aget(key, compute)
        except InvalidInput as error:
            raise NotFound(error.reason_sentence) from error
        except RefusedAction as error:
            raise NotFound(error.sentence) from error

    def _summaries(self) -> list[dict[str, Any]]:
        return player_view.event_summaries(self.ctx)

    async def _events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = await self._aread(("events",), self._summaries)
        return events

    async def _event_id(self, request: Request) -> int:
        """The event of the address, if there is one (from the list of events in memory)."""
        event_id = int(request.path_params["event_id"])
        if not any(event["id"] == event_id for event in await self._events()):
            raise NotFound(gettext_noop("there is no event {number}"), number=event_id)
        return event_id

    def _pages(self, event_id: int) -> player_view.EventPages:
        pages: player_view.EventPages = self._read(
            ("pages", event_id), lambda: player_view.event_pages(self.ctx, event_id)
        )
        return pages

    async def _apages(self, event_id: int) -> player_view.EventPages:
        pages: player_view.EventPages = await self._aread(
            ("pages", event_id), lambda: player_view.event_pages(self.ctx, event_id)
        )
        return pages

    async def _astatus(self, event_id: int) -> player_view.RoundStatus:
        status: player_view.RoundStatus = await self._aread(
            ("status", event_id), lambda: player_view.round_status(self.ctx, event_id)
        )
        return status

    async def status_json(self, event_id: int) -> dict[str, Any]:
        """The event's status as its pages carry it (what a page's poll compares)."""
        status = await self._astatus(event_id)
        return status.to_json()

    def _render(self, language: Language, template: str, context: dict[str, Any]) -> Compressed:
        body = self.templates.render(language, template, **context).encode()
        return Compressed(body, slot=CLOCK_SLOT.encode())

    async def _html(
        self,
        request: Request,
        key: tuple[Any, ...],
        template: str,
        context: Callable[[], dict[str, Any]],
    ) -> Response:
        language = request_language(request)
        page = await self._aread(
            ("html", template, language, *key), lambda: self._render(language, template, context())
        )
        return _send(request, page, media_type="text/html; charset=utf-8")

    async def _json(
        self, request: Request, key: tuple[Any, ...], document: Callable[[], object]
    ) -> Response:
        body = await self._aread(
            ("json", *key),
            lambda: Compressed(json.dumps(document(), ensure_ascii=False).encode()),
        )
        return _send(request, body, media_type="application/json")

    async def _event_page(
        self,
        request: Request,
        template: str,
        extra: Callable[[player_view.EventPages], dict[str, Any]],
        *key: Any,
    ) -> Response:
        event_id = await self._event_id(request)

        def context() -> dict[str, Any]:
            pages = self._pages(event_id)
            return {
                "board": pages.board,
                "status": pages.status.to_json(),
                "clock_slot": Markup(CLOCK_SLOT),
                **extra(pages),
            }

        language = request_language(request)
        page = await self._aread(
            ("html", template, language, event_id, *key),
            lambda: self._render(language, template, context()),
        )
        clock = b""
        if page.slotted:
            status = (await self._astatus(event_id)).at(self.ctx.clock())
            clock = self.templates.render(language, "clock.html", **status.to_json()).encode()
        return _send(request, page, clock, media_type="text/html; charset=utf-8")

    # ----- routes
    def not_found(self, request: Request, error: NotFound) -> Response:
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": error.message}, status_code=404)
        message = error.said(request_words(request))
        body = self.templates.render(request_language(request), "not_found.html", message=message)
        return HTMLResponse(body, status_code=404)

    async def index(self, request: Request) -> Response:
        qr = qr_svg(self.address) if self.address else ""
        return await self._html(
            request,
            (),
            "events.html",
            lambda: {"events": self._read(("events",), self._summaries), "qr": qr},
        )

    async def event(self, request: Request) -> Response:
        event_id = await self._event_id(request)
        return RedirectResponse(f"/events/{event_id}/pairings", status_code=303)

    async def pairings(self, request: Request) -> Response:
        by_table = request.query_params.get("by") == "table"
        return await self._event_page(
            request,
            "pairings.html",
            lambda _pages: {"by_table": by_table, "tab": "pairings"},
            by_table,
        )

    async def standings(self, request: Request) -> Response:
        return await self._event_page(
            request,
            "standings.html",
            lambda pages: {"standings": pages.standings, "tab": "standings"},
        )

    async def player(self, request: Request) -> Response:
        number = str(request.path_params["number"])[:40]
        event_id = await self._event_id(request)

        def player(pages: player_view.EventPages) -> player_view.PlayerPage:
            if number not in pages.players:  # told from memory: nothing is read for it
                raise NotFound(
                    gettext_noop("there is no player {number} in event {event}"),
                    number=number,
                    event=event_id,
                )
            return pages.players[number]

        player(await self._apages(event_id))  # before a cache entry is made for the number
        return await self._event_page(
            request, "player.html", lambda pages: {"player": player(pages), "tab": ""}, number
        )

    async def api_events(self, request: Request) -> Response:
        return await self._json(
            request, ("events",), lambda: {"events": self._read(("events",), self._summaries)}
        )

    async def api_pairings(self, request: Request) -> Response:
        event_id = await self._event_id(request)
        return await self._json(
            request, ("pairings", event_id), lambda: self._pages(event_id).pairings
        )

    async def api_standings(self, request: Request) -> Response:
        event_id = await self._event_id(request)
        return await self._json(
            request, ("standings", event_id), lambda: self._pages(event_id).standings
        )

    async def api_status(self, request: Request) -> Response:
        """The poll of every phone: the status read once per change, its clock as of now."""
        event_id = await self._event_id(request)
        status = await self._astatus(event_id)
        body = json.dumps(status.at(self.ctx.clock()).to_json(), ensure_ascii=False)
        return Response(body.encode(), media_type="application/json")


def _send(request: Request, body: Compressed, filling: bytes = b"", *, media_type: str) -> Response:
    """``body`` (with ``filling`` in its slot) compressed if the client takes gzip; a 304 when
    the client already has it (its ETag)."""
    page = media_type.startswith("text/html")  # its words are in the request's language
    headers = {"etag": body.etag, "vary": VARY if page else "accept-encoding"}
    if matches(request.headers.get("if-none-match", ""), body.etag):
        return Response(status_code=304, headers=headers)
    if body.compressible and accepts_gzip(request.headers.get("accept-encoding", "")):
        headers["content-encoding"] = "gzip"
        return Response(body.gzipped(filling), media_type=media_type, headers=headers)
    return Response(body.plain(filling), media_type=media_type, headers=headers)


def _no_such_page() -> NotFound:
    return NotFound(gettext_noop("there is no such page"))


def create_app(
    ctx: ServiceContext,
    *,
    address: str = "",
    fresh_seconds: float = FRESH_SECONDS,
    clock: Callable[[], float] = time.monotonic,
    watch_changes: bool = True,
) -> ASGIApp:
    """The players' page for the events of ``ctx``'s database (``address``: for its QR code).

    What it reads is reused until the database changes (``watch_changes``), and while it keeps
    changing for ``fresh_seconds`` (by ``clock``), however many phones ask.
    """
    changed = None
    if watch_changes:
        changes = ChangeWatch(ctx, own_commits_too=True)

        def changed() -> bool:  # a lost venue server: read again, as if everything changed
            return changes.arrived() or changes.problem is not None

    page = PlayersPage(ctx, address, FreshCache(fresh_seconds, clock, changed))

    async def on_not_found(request: Request, error: Exception) -> Response:
        return page.not_found(request, error if isinstance(error, NotFound) else _no_such_page())

    async def on_http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        if error.status_code == 404:
            return page.not_found(request, _no_such_page())
        if error.status_code == 405 and request.url.path.startswith("/me/"):
            # A form's address opened by hand (a kiosk's answer is shown at it): the page.
            return RedirectResponse("/me", status_code=303, headers=PERSONAL)
        return Response(error.detail, status_code=error.status_code, headers=error.headers)

    async def on_busy(request: Request, _error: Exception) -> Response:
        """The database busy or out of reach: a page asks again by itself (a browser shows
        a plain answer as it is, and would never ask again); the API says it in its JSON."""
        busy = gettext_noop("The station is busy for a moment; this page tries again by itself.")
        headers = {"retry-after": "2", "cache-control": "no-store"}
        if request.url.path.startswith("/api/"):
            error = "The station is busy for a moment; try again."
            return JSONResponse({"error": error}, status_code=503, headers=headers)
        language = request_language(request)
        message = request_words(request)(busy)
        body = page.templates.render(language, "busy.html", message=message)
        return HTMLResponse(body, status_code=503, headers=headers)

    async def on_bug(request: Request, _error: Exception) -> Response:
        if request.url.path.startswith("/api/"):
            error = "Something went wrong on the station."
            return JSONResponse({"error": error}, status_code=500, headers=PERSONAL)
        _ = request_words(request)
        return Response(
            _("Something went wrong on the station."),
            status_code=500,
            headers={"vary": "accept-language, cookie"},
        )

    async def on_refusal(request: Request, error: Exception) -> Response:
        assert isinstance(error, Refusal)
        if request.url.path.startswith("/api/"):
            return JSONResponse(
                {"error": error.message},
                status_code=error.status,
                headers={**PERSONAL, **error.headers},
            )
        return own.refused(request, error)

    door = PlayerDoor(ctx, Sessions(), WrongCodes(), page.cache)
    own = OwnPages(door, page.templates, page.status_json)
    routes = [
        *PlayerApi(door).routes(),
        *own.routes(),
        Route("/", page.index),
        Route("/events/{event_id:int}", page.event),
        Route("/events/{event_id:int}/pairings", page.pairings),
        Route("/events/{event_id:int}/standings", page.standings),
        Route("/events/{event_id:int}/players/{number:str}", page.player),
        Route("/api/events", page.api_events),
        Route("/api/events/{event_id:int}/pairings", page.api_pairings),
        Route("/api/events/{event_id:int}/standings", page.api_standings),
        Route("/api/events/{event_id:int}/status", page.api_status),
        Mount("/static", StaticFiles(directory=str(resource("web", "static"))), name="static"),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={
            NotFound: on_not_found,
            Refusal: on_refusal,
            HTTPException: on_http_error,
            DomainError: on_busy,
            Exception: on_bug,
        },
    )
    secured = _SecurityHeaders(LanguageChoice(app))
    secured.page = page
    return secured
