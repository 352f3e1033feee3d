"""A player's own pages, usable with JavaScript off: ``/p/CODE`` signs a phone in, ``/me`` shows
the player's table this round with plain forms (report, confirm, take back, check in, deck list,
call a judge; a drop asks first), and ``/kiosk`` lets a player without a phone type their code
on a shared screen, do one thing and be signed out.

Each form carries the session's token and is refused from another site's page; what an action
answered is shown once on the next page (the form posts, then the page is asked again).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any
from urllib.parse import parse_qs

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.language.catalogs import Words
from opl_tournament.services.own_page import OwnPage
from opl_tournament.web.limits import Refusal, gettext_noop, limited_body
from opl_tournament.web.page_language import PageTemplates, request_language, request_words
from opl_tournament.web.page_words import report_status
from opl_tournament.web.self_service import (
    ACTIONS,
    PERSONAL,
    TABLE_ACTIONS,
    PlayerDoor,
    SignedIn,
    own_origin,
)
from opl_tournament.web.sessions import COOKIE, Sessions


def form_fields(action: str, form: Mapping[str, str]) -> dict[str, Any]:
    """What a page's form sends, as the API's fields (``outcome`` is ``winner:NUMBER``,
    ``double-loss`` or ``draw``; a pod's places come as ``place-NUMBER``)."""
    fields: dict[str, Any] = {"round": form.get("round"), "table": form.get("table")}
    if action != "report":
        return fields
    places = {k.removeprefix("place-"): v for k, v in form.items() if k.startswith("place-")}
    outcome = form.get("outcome", "")
    if places and not all(places.values()):  # a side's place left at "–"
        raise Refusal(409, gettext_noop("choose what happened at your table"))
    if places:
        fields["places"] = places
    elif outcome.startswith("winner:"):
        fields["winner"] = outcome.removeprefix("winner:")
    elif outcome:
        fields["result"] = outcome
    else:
        raise Refusal(409, gettext_noop("choose what happened at your table"))
    return fields


def said(_: Words, action: str, answer: Mapping[str, Any], *, pods: bool = False) -> str:
    """One line telling the player what their action did (``pods``: at a pod's table)."""
    if action in TABLE_ACTIONS:
        status = report_status(_, answer.get("status"), pods)
        if action == "report":
            return _("Reported: {status}.", status=status)
        if action == "confirm":
            return _("Confirmed: {status}.", status=status)
        return _("Taken back: {status}.", status=status)
    if action == "drop":
        return _("You have dropped: you will not be paired again.")
    if action == "check-in":
        return _("You are checked in.")
    return _("A judge is on the way.")


def deck_said(_: Words, report: DeckReport) -> str:
    """What the check of the player's deck list found, in the page's language: the verdict,
    then what in the list the check could not read (a misspelt tag), as the judge's window and
    ``deck check`` warn of it."""
    warnings = [_("Warning: {warning}", warning=_.say(w)) for w in report.warnings[:10]]
    if report.legal:
        return " ".join([_("Deck list received: legal."), *warnings])
    problems = [
        _("{rule}: {problem}", rule=v.rule, problem=_.say(v.sentence))
        for v in report.violations[:10]
    ]
    verdict = _(
        "Deck list received, NOT LEGAL: correct it and send it again. {problems}",
        problems=" · ".join(problems),
    )
    return " ".join([verdict, *warnings])


class OwnPages:
    def __init__(
        self,
        door: PlayerDoor,
        templates: PageTemplates,
        status: Callable[[int], Awaitable[dict[str, Any]]],
    ) -> None:
        self.door = door
        self.status = status
        """An event's status as its pages carry it (its version: the page reloads when it
        changes)."""
        self.sessions: Sessions = door.sessions
        self.templates = templates

    def _html(
        self, request: Request, template: str, answer: int = 200, **context: Any
    ) -> HTMLResponse:
        """A personal page in the request's language (``answer``: its HTTP status)."""
        body = self.templates.render(request_language(request), template, **context)
        return HTMLResponse(body, status_code=answer, headers=PERSONAL)

    def refused(self, request: Request, refusal: Refusal) -> Response:
        message = refusal.said(request_words(request))
        response = self._html(
            request, "kiosk.html", refusal.status, message=message, refused=True, code=""
        )
        response.headers.update(refusal.headers)
        return response

    def _signed_in_response(self, request: Request, session_id: str) -> Response:
        response = RedirectResponse("/me", status_code=303, headers=PERSONAL)
        response.set_cookie(
            COOKIE,
            session_id,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
            path="/",
        )
        return response

    async def sign_in(self, request: Request) -> Response:
        """``/p/CODE``: the link of a player's QR code."""
        code = str(request.path_params["code"])
        await self.door.by_code(request, code)
        return self._signed_in_response(request, self.sessions.open(code))

    async def kiosk(self, request: Request) -> Response:
        if request.method == "GET":
            return self._html(request, "kiosk.html", code="", message="")
        if not own_origin(request):  # no other site signs a browser in as its own player
            raise Refusal(403, gettext_noop("Only this page's own form can sign a player in."))
        form = _form(await limited_body(request))
        code = form.get("code", "")
        try:
            await self.door.by_code(request, code, channel="kiosk")
        except Refusal as refusal:
            if refusal.status != 401:
                raise
            message = refusal.said(request_words(request))
            return self._html(request, "kiosk.html", 401, code=code, message=message)
        return self._signed_in_response(request, self.sessions.open(code, "kiosk"))

    async def me(self, request: Request) -> Response:
        if COOKIE not in request.cookies:
            return RedirectResponse("/kiosk", status_code=303, headers=PERSONAL)
        signed = await self.door.signed_in(request)
        page = await self.door.page(signed.caller)
        message, signed.session.message = signed.session.message, ""
        refused, signed.session.refused = signed.session.refused, False
        deck, signed.session.deck = signed.session.deck, ""
        return self._html(
            request,
            "me.html",
            me=page,
            can=page.can,
            kiosk=signed.session.channel == "kiosk",
            message=message,
            refused=refused,
            deck=deck,
            token=self.sessions.token(signed.session_id),
            version=await self._version(page),
        )

    async def _version(self, page: OwnPage) -> str:
        """What the page's poll compares: it changes with the player's table (a report, a
        confirmation) and with the event's round."""
        status = await self.status(page.event_id)
        shown = [page.to_json(), dataclasses.asdict(page.can), page.agreed, page.other_reports]
        mine = json.dumps(shown, sort_keys=True)
        return hashlib.sha256(f"{status['version']}|{mine}".encode()).hexdigest()[:16]

    async def poll(self, request: Request) -> Response:
        """``/me/status``: what a player's page polls (as an event's pages poll its status)."""
        signed = await self.door.signed_in(request)
        page = await self.door.page(signed.caller)
        return JSONResponse({"version": await self._version(page)}, headers=PERSONAL)

    async def confirm_drop(self, request: Request) -> Response:
        signed = await self.door.signed_in(request)
        page = await self.door.page(signed.caller)
        return self._html(
            request,
            "me_drop.html",
            me=page,
            can=page.can,
            token=self.sessions.token(signed.session_id),
        )

    async def act(self, request: Request) -> Response:
        action = request.url.path.rsplit("/", 1)[1]
        signed = await self.door.signed_in(request, writing=True)
        form = _form(await limited_body(request))
        if not self.sessions.token_matches(signed.session_id, form.get("token", "")):
            raise Refusal(403, gettext_noop("This form is out of date; open your page again."))
        refused, message = await self._act(request_words(request), signed, action, form)
        if signed.session.channel == "kiosk":
            self.sessions.close(signed.session_id)
            response = self._html(
                request, "kiosk.html", code="", message=message, refused=refused, done=True
            )
            response.delete_cookie(COOKIE, path="/")
            return response
        signed.session.message, signed.session.refused = message, refused
        if action == "deck" and refused:
            signed.session.deck = form.get("deck", "")
        return RedirectResponse("/me", status_code=303, headers=PERSONAL)

    async def _act(
        self, _: Words, signed: SignedIn, action: str, form: Mapping[str, str]
    ) -> tuple[bool, str]:
        """What the action answered, said to the player; True first when it was refused."""
        caller = signed.caller
        try:
            if action == "deck":
                report = await self.door.send_deck(caller, caller.event_id, form.get("deck", ""))
                # A list that is not legal is kept in its box, to be corrected and sent again.
                return not report.legal, deck_said(_, report)
            fields = form_fields(action, form) if action in TABLE_ACTIONS else {}
            answer = await self.door.act(caller, caller.event_id, action, fields)
        except Refusal as refusal:
            if refusal.status not in (400, 403, 409, 429, 503):
                raise
            return True, _("Not done: {reason}", reason=refusal.said(_))
        pods = action in TABLE_ACTIONS and (await self.door.page(caller)).can.pods
        return False, said(_, action, answer, pods=pods)

    async def sign_out(self, request: Request) -> Response:
        session_id = request.cookies.get(COOKIE)
        if session_id is not None and own_origin(request):
            self.sessions.close(session_id)
        response = RedirectResponse("/kiosk", status_code=303, headers=PERSONAL)
        response.delete_cookie(COOKIE, path="/")
        return response

    def routes(self) -> list[Route]:
        return [
            Route("/p/{code:str}", self.sign_in),
            Route("/kiosk", self.kiosk, methods=["GET", "POST"]),
            Route("/me", self.me),
            Route("/me/drop", self.confirm_drop),
            Route("/me/status", self.poll),
            Route("/me/sign-out", self.sign_out, methods=["POST"]),
            *(Route(f"/me/{action}", self.act, methods=["POST"]) for action in ACTIONS),
        ]


def _form(body: bytes) -> dict[str, str]:
    """A form's fields (each given once; the last wins)."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise Refusal(400, gettext_noop("the form is not UTF-8 text")) from None
    return {name: values[-1] for name, values in parse_qs(text, keep_blank_values=True).items()}
