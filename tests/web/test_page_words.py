"""The services' words on the page (results and places as sentences, seats' teams and roles as
codes, the clock, figures) said in French, and left exactly as they were in English."""

from __future__ import annotations

import pytest

from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services.player_view import BYE, Seat, ordinal
from opl_tournament.web.page_words import (
    clock_text,
    figures,
    own_result,
    points,
    result_text,
    seat_label,
)

FRENCH = words(Language.FRENCH, Catalog.PAGE)
ENGLISH = words(Language.ENGLISH, Catalog.PAGE)
TRICKY = "Zoë, 2nd O'Brien"
"""A name that looks like a pod's places: it is a parameter, never read back."""


@pytest.mark.parametrize(
    ("result", "english", "french"),
    [
        (N_("won"), "won", "gagné"),
        (N_("lost"), "lost", "perdu"),
        (N_("double loss"), "double loss", "double défaite"),
        (BYE, "bye", "exemption"),
        (N_("{place} of {count}", place=ordinal(2), count=4), "2nd of 4", "2e sur 4"),
        (N_("{place} of {count}", place=ordinal(1), count=3), "1st of 3", "1er sur 3"),
        (
            N_("shared {place} of {count}", place=ordinal(1), count=4),
            "shared 1st of 4",
            "1er ex æquo sur 4",
        ),
        (N_("{player} won", player="Ann Lee"), "Ann Lee won", "Ann Lee a gagné"),
        (
            N_("{place} {player}", place=ordinal(2), player=TRICKY),
            f"2nd {TRICKY}",
            f"2e {TRICKY}",
        ),
        (None, "", ""),
    ],
)
def test_a_result_in_french_and_unchanged_in_english(
    result: Sentence | None, english: str, french: str
) -> None:
    assert result_text(FRENCH, result) == french
    assert result_text(ENGLISH, result) == english


def test_places_seats_and_the_clock() -> None:
    places = [ordinal(n) for n in (1, 2, 3, 11, 12, 21, 22, 23)]
    assert [FRENCH.say(p) for p in places] == ["1er", "2e", "3e", "11e", "12e", "21e", "22e", "23e"]
    assert [str(p) for p in places] == ["1st", "2nd", "3rd", "11th", "12th", "21st", "22nd", "23rd"]
    team, boss = Seat("0001", "Ann", team="A"), Seat("0002", "Bo", role="boss")
    assert seat_label(FRENCH, team) == "équipe A" and seat_label(ENGLISH, team) == "team A"
    assert seat_label(FRENCH, boss) == "boss" and seat_label(ENGLISH, boss) == "boss"
    assert seat_label(FRENCH, Seat("0003", "Cy")) == ""
    assert own_result(FRENCH, "double-loss") == "double défaite"
    assert (
        own_result(FRENCH, "place 2") == "place\u00a0: 2"
        and own_result(ENGLISH, "place 2") == "place 2"
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
