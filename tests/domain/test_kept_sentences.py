"""A sentence kept in a text column is said again later in any language; a row written before
sentences were kept (or a plain string) reads back as its English."""

from __future__ import annotations

from opl_tournament.domain.sentences import N_, N_plural, sentence_from_text, sentence_text
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language


def test_a_kept_sentence_comes_back_whole_nested_and_plural() -> None:
    inner = N_plural("{count} table", "{count} tables", 3)
    sentence = N_("paired round {round}: {tables}", round=2, tables=inner)
    kept = sentence_text(sentence)
    assert kept is not None and "tables" in kept
    back = sentence_from_text(kept, "ignored English")
    assert back == sentence
    assert str(back) == "paired round 2: 3 tables"


def test_a_plain_string_is_not_kept_and_an_old_row_reads_its_english() -> None:
    assert sentence_text("Ann Lee") is None
    assert sentence_from_text(None, "registered 0001 Ann Lee") == "registered 0001 Ann Lee"
    assert sentence_from_text("", "old") == "old"


def test_a_kept_refusal_is_said_in_french() -> None:
    kept = sentence_text(N_("there is no event {event}", event=4))
    french = words(Language.FRENCH, Catalog.MESSAGES).say(sentence_from_text(kept))
    assert "4" in french and french != "there is no event 4"
