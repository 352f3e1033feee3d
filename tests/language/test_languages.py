"""Choosing a language (a tag, a browser's header, the computer's settings) and writing numbers
and dates the way it does."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from opl_tournament.domain.sentences import N_, N_plural
from opl_tournament.language import formats
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language, from_tag, negotiate, system_language

EN, FR = Language.ENGLISH, Language.FRENCH


@pytest.mark.parametrize(
    ("tag", "language"),
    [("fr", FR), ("fr-CA", FR), ("FR_ca.UTF-8", FR), ("en-US", EN), ("de", None), ("", None)],
)
def test_a_tag_names_a_shipped_language_or_none(tag: str, language: Language | None) -> None:
    assert from_tag(tag) is language


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("fr-CA,fr;q=0.9,en;q=0.8", FR),
        ("en-US,en;q=0.9,fr;q=0.8", EN),
        ("de-DE, fr;q=0.5, en;q=0.4", FR),  # the first shipped one by weight
        ("en;q=0.2, fr;q=0.9", FR),
        ("fr;q=0, en", EN),  # q=0 means "not this one"
        ("de, *", EN),
        (None, EN),
        ("garbage;;;, ;q=x", EN),
        ("fr;q=abc", EN),
    ],
)
def test_a_browser_gets_the_shipped_language_it_prefers(
    header: str | None, language: Language
) -> None:
    assert negotiate(header) is language


def test_the_computer_settings_choose_the_language_in_posix_order() -> None:
    assert system_language({"LANG": "fr_CA.UTF-8"}) is FR
    assert system_language({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}) is FR
    assert system_language({"LC_ALL": "C", "LANG": "fr_CA.UTF-8"}) is EN
    assert system_language({"LANG": "de_DE.UTF-8"}) is EN
    assert system_language({}) is EN


def test_numbers_and_dates_are_written_as_each_language_writes_them() -> None:
    assert formats.percent(0.6875, EN) == "68.75%"
    assert formats.percent(0.6875, FR) == "68,75\u00a0%"
    assert formats.day(date(2026, 11, 27), EN) == "Nov 27, 2026"
    assert formats.day(date(2026, 11, 27), FR) == "27 nov. 2026"
    assert formats.clock(datetime(2026, 11, 27, 14, 5), FR) == "14 h 05"
    assert formats.number(12345.5, FR, decimals=1) == "12\u00a0345,5"


def test_english_says_a_domain_sentence_with_its_parameters() -> None:
    say = words(EN, Catalog.FORMS).say
    assert say(N_("Table {table} wins", table=4)) == "Table 4 wins"
    assert say(N_plural("{count} table", "{count} tables", 1)) == "1 table"
    assert say(N_plural("{count} table", "{count} tables", 3)) == "3 tables"
    nested = N_("{who} is decided", who=N_("Player {number}", number=7))
    assert say(nested) == str(nested) == "Player 7 is decided"
