"""The services' English words on the page (results, places, seats, the clock, figures) said in
French, and left exactly as they were in English."""

from __future__ import annotations

import pytest

from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.web.page_words import (
    clock_text,
    figures,
    ordinal,
    own_result,
    points,
    result_text,
    seat_label,
)

FRENCH = words(Language.FRENCH, Catalog.PAGE)
ENGLISH = words(Language.ENGLISH, Catalog.PAGE)
TRICKY = "Zoë, 2nd O'Brien"
"""A name that looks like a pod's places: it must not be cut at its comma."""


@pytest.mark.parametrize(
    ("english", "french"),
    [
        ("won", "gagné"),
        ("lost", "perdu"),
        ("double loss", "double défaite"),
        ("bye", "exemption"),
        ("2nd of 4", "2e sur 4"),
        ("1st of 3", "1er sur 3"),
        ("shared 1st of 4", "1er ex æquo sur 4"),
        ("Ann Lee won", "Ann Lee a gagné"),
        (f"1st Ann Lee, 2nd {TRICKY}, 3rd Bo", f"1er Ann Lee, 2e {TRICKY}, 3e Bo"),
        ("1st Someone else", "1st Someone else"),  # not a seat of the table: left as it came
    ],
)
def test_a_result_in_french_and_unchanged_in_english(english: str, french: str) -> None:
    seated = ("Ann Lee", TRICKY, "Bo")
    assert result_text(FRENCH, english, seated) == french
    assert result_text(ENGLISH, english, seated) == english


def test_places_seats_and_the_clock() -> None:
    assert [ordinal(FRENCH, n) for n in (1, 2, 3, 11, 21)] == ["1er", "2e", "3e", "11e", "21e"]
    assert [ordinal(ENGLISH, n) for n in (1, 2, 3, 11, 21)] == ["1st", "2nd", "3rd", "11th", "21st"]
    assert seat_label(FRENCH, "team A") == "équipe A" and seat_label(ENGLISH, "team A") == "team A"
    assert own_result(FRENCH, "double-loss") == "double défaite"
    assert (
        own_result(FRENCH, "place 2") == "place : 2" and own_result(ENGLISH, "place 2") == "place 2"
    )
    running = {"state": "running", "remaining": "12:40"}
    assert clock_text(FRENCH, running) == "Il reste 12:40"
    assert clock_text(ENGLISH, running) == "12:40 left"
    assert clock_text(ENGLISH, {"state": "paused", "remaining": "3:05"}) == "3:05 left (paused)"
    assert clock_text(FRENCH, {"state": "time", "remaining": "0:00"}) == "Temps écoulé"


def test_figures_as_each_language_writes_them() -> None:
    assert figures(Language.FRENCH)("omw", 0.6875) == "68,75\u00a0%"
    assert figures(Language.ENGLISH)("omw", 0.6875) == "68.75 %"  # as the window prints it
    assert points(4.5, Language.FRENCH) == "4,5" and points(4.5, Language.ENGLISH) == "4.5"
    assert points(3, Language.FRENCH) == "3"
    assert figures(Language.FRENCH)("buchholz", None) == "–"
