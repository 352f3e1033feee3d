"""The language a request is answered in, and the page's templates in each language.

A player chooses on the page's switch (``?lang=fr``, kept in the ``lang`` cookie); without a
choice, the phone's ``Accept-Language`` decides. The JSON API does not depend on it: it carries
codes and numbers, not words.

Each language has its own Jinja2 environment, made once when the page starts (its templates
compiled once, its words bound in its globals), so rendering never builds or changes one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, Template, select_autoescape
from markupsafe import Markup
from starlette.requests import Request
from starlette.types import Scope

from opl_tournament.language.catalogs import Catalog, Words, translations, words
from opl_tournament.language.languages import Language, from_tag, negotiate
from opl_tournament.web import page_words
from opl_tournament.web.response_headers import HeaderRewriter, Headers

COOKIE = "lang"
"""The cookie (and the query parameter) that keeps a language chosen on the page."""
YEAR_SECONDS = 365 * 24 * 3600
VARY = "accept-encoding, accept-language, cookie"
"""What a page's words depend on: a cache between the page and a phone must keep one copy per
language (and per encoding)."""


def _chosen(value: str | None) -> Language | None:
    return from_tag(value[:20]) if value else None


def request_language(request: Request) -> Language:
    """The language to answer ``request`` in: the switch's choice (this request's ``?lang=``,
    else the cookie), else what the phone asks for."""
    return (
        _chosen(request.query_params.get(COOKIE))
        or _chosen(request.cookies.get(COOKIE))
        or negotiate(request.headers.get("accept-language"))
    )


def request_words(request: Request) -> Words:
    """The page catalog in the request's language."""
    return words(request_language(request), Catalog.PAGE)


class LanguageChoice(HeaderRewriter):
    """Keeps a language chosen with ``?lang=`` on a page in a cookie (``SameSite=Strict``), and
    marks every page as depending on the language (``Vary``)."""

    def rewrite(self, scope: Scope, headers: Headers) -> Headers:
        if not _is_page(headers):
            return headers
        headers = [(k, v) for k, v in headers if k != b"vary"]
        headers.append((b"vary", VARY.encode()))
        chosen = _chosen(Request(scope).query_params.get(COOKIE))
        if chosen is not None:
            cookie = f"{COOKIE}={chosen.value}; Max-Age={YEAR_SECONDS}; Path=/; SameSite=Strict"
            headers.append((b"set-cookie", cookie.encode()))
        return headers


def _is_page(headers: list[tuple[bytes, bytes]]) -> bool:
    return any(k == b"content-type" and v.startswith(b"text/html") for k, v in headers)


def _say(words: Words) -> Callable[..., Markup]:
    """A template's ``_("…", name=value)``: the translation, its values escaped."""

    def say(source: str, /, **params: object) -> Markup:
        return Markup(words(source)).format(**params)

    return say


def _say_plural(words: Words) -> Callable[..., Markup]:
    """A template's ``plural("{count} table", "{count} tables", n)``."""
    catalog = translations(words.language, words.catalog)

    def say(singular: str, plural: str, count: int, /, **params: object) -> Markup:
        said = Markup(catalog.ngettext(singular, plural, count))
        return said.format(**{"count": count, **params})  # ``count`` may come written out

    return say


class PageTemplates:
    """The page's templates, one environment per language."""

    def __init__(self, folder: Path, shared: Mapping[str, Any]) -> None:
        self._environments = {
            language: self._environment(folder, language, shared) for language in Language
        }

    @staticmethod
    def _environment(folder: Path, language: Language, shared: Mapping[str, Any]) -> Environment:
        environment = Environment(
            loader=FileSystemLoader(str(folder)),
            autoescape=select_autoescape(["html"]),
            auto_reload=False,
            trim_blocks=True,
        )
        said = words(language, Catalog.PAGE)
        environment.globals.update(shared)
        environment.globals.update(
            _=_say(said),
            plural=_say_plural(said),
            lang=language,
            languages=list(Language),
            points=partial(page_words.points, language=language),
            clock_text=partial(page_words.clock_text, said),
            clock_words=page_words.clock_words(said),
            format_name=partial(page_words.format_name, said),
            game_name=page_words.game_name,
            report_status=partial(page_words.report_status, said),
            own_result=partial(page_words.own_result, said),
            place_word=partial(page_words.place_word, said),
            result_text=partial(page_words.result_text, said),
            say=said.say,
            seat_label=partial(page_words.seat_label, said),
            side_label=partial(page_words.side_label, said),
            role_word=partial(page_words.role_word, said),
            sides=page_words.sides,
            partners=page_words.partners,
            tiebreak_label=partial(page_words.tiebreak_label, said),
            tiebreak_text=page_words.figures(language),
            record_heading=partial(page_words.record_heading, said),
        )
        return environment

    def template(self, language: Language, name: str) -> Template:
        return self._environments[language].get_template(name)

    def render(self, language: Language, name: str, **context: Any) -> str:
        return self.template(language, name).render(**context)
