"""The translation catalogs of the words shown outside the window.

Three catalogs (gettext domains), each a ``.po`` file per language under
``resources/locale/<language>/LC_MESSAGES/``:

- ``forms``: the printed forms' headings, column titles, notes and footers;
- ``page``: the players' page;
- ``messages``: the sentences the layers below the window make (``domain.sentences.Sentence``):
  the rules engine's verdicts, the services' refusals, the rulings reference's headings.

English is the source language: it has no catalog. The ``.po`` files are read and compiled in
memory on first use (babel), so no compiled file has to be kept in step with its source.
"""

from __future__ import annotations

import gettext
import io
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from opl_tournament.domain.sentences import Sentence
from opl_tournament.language import formats
from opl_tournament.language.languages import Language
from opl_tournament.paths import resource


class Catalog(StrEnum):
    FORMS = "forms"
    PAGE = "page"
    MESSAGES = "messages"


def catalog_path(language: Language, catalog: Catalog) -> Path:
    return resource("locale", language.value, "LC_MESSAGES", f"{catalog.value}.po")


@cache
def translations(language: Language, catalog: Catalog) -> gettext.NullTranslations:
    """The catalog's translations into ``language`` (English: the source, untouched)."""
    if language is Language.ENGLISH:
        return gettext.NullTranslations()
    path = catalog_path(language, catalog)
    with path.open("rb") as source:
        messages = read_po(source, locale=language.locale, domain=catalog.value)
    compiled = io.BytesIO()
    write_mo(compiled, messages)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@dataclass(frozen=True)
class Words:
    """One catalog in one language, ready to say things: ``_ = words(FRENCH, Catalog.FORMS)``
    then ``_("Table")``, ``_("Round {number}", number=3)``, ``_.plural("{count} table",
    "{count} tables", n)`` and ``_.say(sentence)`` for a ``Sentence`` the domain made.

    ``pybabel extract`` looks for ``_``, ``plural`` and ``N_`` calls: keep the source a literal.
    """

    language: Language
    catalog: Catalog

    @property
    def _translations(self) -> gettext.NullTranslations:
        return translations(self.language, self.catalog)

    def __call__(self, source: str, /, **params: object) -> str:
        translated = self._translations.gettext(source)
        return translated.format(**params) if params else translated

    def plural(self, singular: str, plural: str, count: int, /, **params: object) -> str:
        translated = self._translations.ngettext(singular, plural, count)
        return translated.format(count=self._count(count), **params)

    def _count(self, count: int) -> str:
        """A plural sentence's count as the language writes a number: "1,234", "1 234" (the
        window's own counts, Qt's ``%Ln``, are written so too). Only the count: the other
        numbers a sentence names may be a year, a port or a line, never grouped."""
        return formats.number(count, self.language)

    def in_context(self, context: str, source: str, /, **params: object) -> str:
        """``source`` where the same English word is translated two ways (msgctxt)."""
        translated = self._translations.pgettext(context, source)
        return translated.format(**params) if params else translated

    def say(self, sentence: Sentence) -> str:
        """A ``Sentence`` in this language: its sentence from the ``messages`` catalog, and each
        parameter that is itself a ``Sentence`` said the same way."""
        messages = translations(self.language, Catalog.MESSAGES)
        values = {
            name: self.say(value) if isinstance(value, Sentence) else value
            for name, value in sentence.params
        }
        if sentence.plural is not None and sentence.count is not None:
            said = messages.ngettext(sentence.source, sentence.plural, sentence.count)
            if "count" in values:
                values["count"] = self._count(sentence.count)
        else:
            said = messages.gettext(sentence.source)
        return said.format(**values) if values else said


def words(language: Language, catalog: Catalog) -> Words:
    return Words(language, catalog)
