"""The rating service's list, imported after events were rated, is what the next event is rated
from (its numbers are the authority), and stays so when events are taken back or rated again."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rating_import import import_rating_list
from opl_tournament.services.ratings import (
    apply_event,
    event_ratings,
    list_ratings,
    recompute,
    undo_event,
)
from tests.helpers.rated_events import play_event


def _listed(ctx: ServiceContext) -> dict[str, tuple[float, int]]:
    return {r.number: (r.rating, r.games) for r in list_ratings(ctx)}


def _before(ctx: ServiceContext, event_id: int, number: str) -> float | None:
    return {ch.number: ch.before for ch in event_ratings(ctx, event_id).changes}[number]


@pytest.fixture
def imported_after_first(ctx: ServiceContext, tmp_path: Path) -> tuple[int, int]:
    """Event 1 rated, then the service's list gives Ada 2000 over 40 games; event 2 played."""
    first = play_event(ctx)
    apply_event(ctx, first)
    assert _listed(ctx)["4512"] != (2000.0, 40)
    grs = tmp_path / "grs.csv"
    grs.write_text("number,name,rating,games\n4512,Ada,2000,40\n", encoding="utf-8")
    assert import_rating_list(ctx, grs).value.changed == ["4512"]
    return first, play_event(ctx)


def test_the_next_event_is_rated_from_the_imported_rating(
    ctx: ServiceContext, imported_after_first: tuple[int, int]
) -> None:
    _first, second = imported_after_first
    assert _before(ctx, second, "4512") == 2000.0, "the preview starts from the service's 2000"
    applied = {ch.number: ch for ch in apply_event(ctx, second).value}
    assert (applied["4512"].before, applied["4512"].games_before) == (2000.0, 40)
    assert _listed(ctx)["4512"][1] == 42, "40 games imported, 2 played"
    assert recompute(ctx) == {n: r for n, (r, _g) in _listed(ctx).items()}, "ratings check"


def test_taking_the_event_back_gives_the_imported_rating_back(
    ctx: ServiceContext, imported_after_first: tuple[int, int]
) -> None:
    _first, second = imported_after_first
    apply_event(ctx, second)
    undo_event(ctx, second)
    assert _listed(ctx)["4512"] == (2000.0, 40)
    assert _before(ctx, second, "4512") == 2000.0, "and the next preview starts from it again"
    assert recompute(ctx) == {n: r for n, (r, _g) in _listed(ctx).items()}


def test_an_earlier_event_taken_back_keeps_the_import_for_the_later_one(
    ctx: ServiceContext, imported_after_first: tuple[int, int]
) -> None:
    first, second = imported_after_first
    apply_event(ctx, second)
    undo_event(ctx, first)  # the second event is rated again, from the imported 2000
    assert _before(ctx, second, "4512") == 2000.0
    assert _listed(ctx)["4512"][1] == 42
    assert recompute(ctx) == {n: r for n, (r, _g) in _listed(ctx).items()}


def test_a_list_without_games_keeps_the_games_known_here(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    """Ada, established over 40 games, is listed again with a rating only: she keeps her 40
    games, so one loss in her next event costs her a few points, not hundreds."""
    grs = tmp_path / "grs.csv"
    grs.write_text(
        "number,name,rating,games\n4512,Ada,1600,40\n5120,Bo,1600,40\n"
        "6001,Cy,1600,40\n7002,Di,1600,40\n",
        encoding="utf-8",
    )
    import_rating_list(ctx, grs)
    grs.write_text("number,name,rating\n4512,Ada,1650\n9999,Newcomer,1500\n", encoding="utf-8")
    report = import_rating_list(ctx, grs).value
    assert (report.changed, report.new) == (["4512"], ["9999"])
    assert _listed(ctx)["4512"] == (1650.0, 40)
    assert _listed(ctx)["9999"] == (1500.0, 0), "a player new to the list: no games known"
    event_id = play_event(ctx, loser="4512")
    ada = {ch.number: ch for ch in apply_event(ctx, event_id).value}["4512"]
    assert ada.formula == "standard" and 1550 < ada.after < 1650


def test_taking_back_an_event_older_than_the_list_keeps_the_list(
    ctx: ServiceContext, imported_after_first: tuple[int, int]
) -> None:
    """Event 1 rated Ada, then the service's list gave her 2000: taking event 1 back leaves
    her the service's 2000 (her figure since), where it used to wipe it."""
    first, _second = imported_after_first
    undo_event(ctx, first)
    assert _listed(ctx) == {"4512": (2000.0, 40)}, "the others were rated by event 1 only"
    assert recompute(ctx) == {"4512": 2000.0}


def test_a_lower_listed_rating_is_not_lifted_to_an_old_floor(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    """Listed at 2000 (a floor of 1800), then at 1500 by the service: her next loss leaves her
    below 1500, where the old floor lifted her to 1800."""
    grs = tmp_path / "grs.csv"
    others = "5120,Bo,1500,40\n6001,Cy,1500,40\n7002,Di,1500,40\n"
    grs.write_text(f"number,name,rating,games\n4512,Ada,2000,40\n{others}", encoding="utf-8")
    import_rating_list(ctx, grs)
    grs.write_text("number,name,rating,games\n4512,Ada,1500,60\n", encoding="utf-8")
    import_rating_list(ctx, grs)
    event_id = play_event(ctx, loser="4512")
    ada = {ch.number: ch for ch in apply_event(ctx, event_id).value}["4512"]
    assert (ada.before, ada.floor) == (1500.0, None)
    assert 1400 < ada.after < 1500
