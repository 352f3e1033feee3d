"""Ratings through the services: preview, apply, list, undo with later events re-rated."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.rating_import import import_rating_list
from opl_tournament.services.ratings import (
    apply_event,
    list_ratings,
    preview_event,
    recompute,
    undo_event,
)
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.storage import open_database
from tests.helpers.rated_events import LEGION_PLAYERS, play_event, register_legion


def ratings(ctx: ServiceContext) -> dict[str, float]:
    return {r.number: r.rating for r in list_ratings(ctx)}


def test_preview_then_apply_gives_the_same_numbers(ctx: ServiceContext) -> None:
    event_id = play_event(ctx)
    preview = {ch.number: ch.after for ch in preview_event(ctx, event_id)}
    assert ratings(ctx) == {}, "a preview stores nothing"
    applied = {ch.number: ch.after for ch in apply_event(ctx, event_id).value}
    assert applied == preview == ratings(ctx)
    assert preview["4512"] > preview["7002"], "two wins rate above two losses"
    listed = [r.to_json() for r in list_ratings(ctx)]
    assert listed[0].keys() == {"number", "name", "rating", "games", "provisional"}
    assert all(r["games"] == 2 and r["provisional"] for r in listed)
    with pytest.raises(RefusedAction, match="already rated"):
        apply_event(ctx, event_id)


def test_unsanctioned_events_and_staff_games_are_not_rated(ctx: ServiceContext) -> None:
    friendly = play_event(ctx, sanction="")
    with pytest.raises(RefusedAction, match="only sanctioned events are rated"):
        apply_event(ctx, friendly)
    with_staff = play_event(ctx, staff=True)
    changes = apply_event(ctx, with_staff).value
    assert {ch.number for ch in changes} == {"4512", "5120", "6001"}
    assert all(ch.games_in_event <= 2 for ch in changes)
    assert sum(ch.games_in_event for ch in changes) < 3 * 2, "the staff game is left out"


def test_undo_rerates_the_later_events_and_history_recomputes(ctx: ServiceContext) -> None:
    first, second, third = play_event(ctx), play_event(ctx), play_event(ctx)
    for event_id in (first, second, third):
        apply_event(ctx, event_id)
    after_all = ratings(ctx)
    assert recompute(ctx) == after_all
    undo_event(ctx, first)
    without_first = ratings(ctx)
    assert without_first != after_all
    assert recompute(ctx) == without_first
    apply_event(ctx, first)
    assert recompute(ctx) == ratings(ctx)
    with pytest.raises(RefusedAction, match="has not been rated"):
        undo_event(ctx, play_event(ctx, sanction=""))
    with pytest.raises(InvalidInput, match="there is no event 99"):
        undo_event(ctx, 99)


def test_recomputing_from_a_date_replays_only_the_later_events(tmp_path: Path) -> None:
    database = open_database(tmp_path / "dated.sqlite")
    days = ("2026-11-20", "2026-11-21", "2026-11-22")
    contexts = [
        ServiceContext(database, actor="Dana", clock=lambda day=day: f"{day}T10:00:00+00:00")
        for day in days
    ]
    for day_ctx in contexts:
        apply_event(day_ctx, play_event(day_ctx))
    now = ratings(contexts[-1])
    for day in (None, *days, "2026-11-23"):
        assert recompute(contexts[-1], since=day) == now, day
    database.close()


def test_an_event_may_be_rated_with_glicko2(ctx: ServiceContext) -> None:
    glicko = EventPolicies.from_json({"ratings": {"system": "glicko2"}})
    rated = EventSettings(
        name="Glicko Cup", swiss_rounds=1, sanction_number="OPL-G", policies=glicko
    )
    event = create_event(ctx, rated)
    register_legion(ctx, event.id, LEGION_PLAYERS[:2])
    view = pair_next_round(ctx, event.id).value
    report_result(ctx, event.id, 1, view.matches[0].table, winner="4512")
    changes = {ch.number: ch for ch in apply_event(ctx, event.id).value}
    assert {ch.formula for ch in changes.values()} == {"glicko2"}
    assert changes["4512"].after > 1500 > changes["5120"].after, "newcomers start at 1500"
    assert recompute(ctx) == ratings(ctx)


def test_an_established_player_keeps_the_floor_of_their_highest_rating(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    # Ada was once 2000 on 40 games (an established rating), then 1800: her floor is
    # 2000 − 200 = 1800. She loses both games to players rated 1400. Step 4: N*(1800) = 22.289,
    # K = 800 / (22.289 + 2) = 32.94, E = 2 · 0.909091 = 1.818, 1800 − 32.94 · 1.818 = 1740.1;
    # Step 5 is lower still, and the floor lifts her to 1800.
    listed = tmp_path / "list.csv"
    rows = "".join(f"{n},{name},1400,60\n" for name, n, _age in LEGION_PLAYERS[1:])
    listed.write_text(f"number,name,rating,games\n4512,Ada,2000,40\n{rows}", encoding="utf-8")
    import_rating_list(ctx, listed)
    listed.write_text(f"number,name,rating,games\n4512,Ada,1800,40\n{rows}", encoding="utf-8")
    import_rating_list(ctx, listed)
    assert peaks(ctx)["4512"] == 2000.0, "a new import keeps the highest established rating"
    event_id = play_event(ctx, loser="4512")
    change = {ch.number: ch for ch in apply_event(ctx, event_id).value}["4512"]
    assert change.intermediate == pytest.approx(1740.1, abs=0.1)
    assert (change.after, change.floor) == (1800.0, 1800.0)
    assert ratings(ctx)["4512"] == 1800.0 and peaks(ctx)["4512"] == 2000.0
    assert recompute(ctx) == ratings(ctx)
    undo_event(ctx, event_id)
    assert (ratings(ctx)["4512"], peaks(ctx)["4512"]) == (1800.0, 2000.0)


def peaks(ctx: ServiceContext) -> dict[str, float | None]:
    with ctx.read() as store:
        return {r.number: r.peak for r in store.ratings.current()}
