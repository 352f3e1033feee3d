"""A refusal or a sentence of the layers below, said in French or in English as the window and
the page would say it (the messages catalog)."""

from __future__ import annotations

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.sentences import Sentence
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language


def _said(language: Language, said: DomainError | Sentence) -> str:
    sentence = said.sentence if isinstance(said, DomainError) else said
    return words(language, Catalog.MESSAGES).say(sentence)


def french(said: DomainError | Sentence) -> str:
    return _said(Language.FRENCH, said)


def english(said: DomainError | Sentence) -> str:
    return _said(Language.ENGLISH, said)
