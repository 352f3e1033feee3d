"""The projector's final standings of an elimination event: a shared place ("5–8") is never cut
between two pages, and each page's title names the places its rows show."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.player_view import standings_document
from opl_tournament.ui.projector import standings_pages
from tests.helpers.events import new_event, play_round, seeded_bracket


def test_thirteen_players_knocked_out_are_shown_a_shared_place_a_page(
    ctx: ServiceContext,
) -> None:
    settings = seeded_bracket("Knockout", EventFormat.SINGLE, seed=4)
    event_id = new_event(ctx, settings, players=13)
    for _ in range(4):  # a bracket of 16: four rounds, the favourite winning each match
        play_round(ctx, event_id)
    finish_event(ctx, event_id)
    pages = standings_pages(standings_document(ctx, event_id), per_page=7)
    shown = [[row[0] for row in page.rows] for page in pages]
    assert shown == [
        ["1", "2", "3–4", "3–4"],
        ["5–8"] * 4,
        ["9–13"] * 5,
    ]
    assert [page.title for page in pages] == [
        "Final standings · places 1 – 4",
        "Final standings · places 5 – 8",
        "Final standings · places 9 – 13",
    ]


def test_a_shared_place_longer_than_a_page_runs_on_over_pages() -> None:
    rows = [
        {"rank": 1, "place": "1", "number": "0001", "name": "Ada", "points": 9},
        *(
            {"rank": 2, "place": "2–6", "number": f"{n:04d}", "name": f"P{n}", "points": 3}
            for n in range(2, 7)
        ),
    ]
    pages = standings_pages(
        {"standings": [row | {"wins": 0, "losses": 0, "byes": 0} for row in rows]}, per_page=3
    )
    assert [len(page.rows) for page in pages] == [1, 3, 2]
    assert [page.title for page in pages] == [
        "Final standings · place 1",
        "Final standings · places 2 – 6",
        "Final standings · places 2 – 6",
    ]
