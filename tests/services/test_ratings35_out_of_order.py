"""Rated events whose dates no longer follow the order they were applied in (a date changed
before 'event edit' refused it, or a dateless event finished later than it was rated): rating
an event dated between them takes back and rates again every event applied after the first
later one, so nobody is lost from the rating list."""

from __future__ import annotations

from dataclasses import replace

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.ratings import apply_event, event_ratings, list_ratings, recompute
from opl_tournament.services.registration import Entrant
from tests.helpers.events import new_event, play_round


def _event(ctx: ServiceContext, day: str, players: list[tuple[str, str]]) -> int:
    settings = EventSettings(
        name=f"Cup {day[5:]}",
        format=EventFormat.SWISS,
        swiss_rounds=1,
        sanction_number="S",
        date=day,
    )
    entrants = [Entrant(PlayerIdentity(name=n), legion_number=number) for n, number in players]
    event_id = new_event(ctx, settings, players=entrants)
    play_round(ctx, event_id)
    return event_id


def test_an_event_dated_between_two_rated_events_out_of_order(ctx: ServiceContext) -> None:
    early = _event(ctx, "2026-11-01", [("Ada", "11"), ("Bo", "12")])
    later = _event(ctx, "2026-11-08", [("Ada", "11"), ("Cy", "13")])
    apply_event(ctx, early)
    apply_event(ctx, later)
    with ctx.write() as store:  # the first event now dated after the second
        event = store.event(early)
        store.update_event_settings(early, replace(event.settings, date="2026-11-15"))
    between = _event(ctx, "2026-11-10", [("Di", "14"), ("Bo", "12")])
    preview = {ch.number: ch.after for ch in event_ratings(ctx, between).changes}
    assert tuple(map(str, event_ratings(ctx, between).rates_again)) == (
        "event 1 (Cup 11-01, 2026-11-15)",
        "event 2 (Cup 11-08, 2026-11-08)",
    )
    applied = {ch.number: ch.after for ch in apply_event(ctx, between).value}
    assert applied == preview
    listed = {r.number: r.rating for r in list_ratings(ctx)}
    assert set(listed) == {"11", "12", "13", "14"}, "Cy, rated in the second event, stays"
    assert recompute(ctx) == listed
