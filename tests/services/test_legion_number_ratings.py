"""The local rating counts only games between two Legion members (research G-10, G-33): a
temporary-number player's games wait, rated neither for them nor for their opponents, until the
player is given their Legion number; the rated events that hold them are then rated again, in
order, as if the player had had the number from the start. The rating service's export keeps
every game as played."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.legion_numbers import give_legion_number
from opl_tournament.services.ratings import (
    apply_event,
    event_ratings,
    list_ratings,
    rated_tables,
    recompute,
)
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_shapes.head_to_head import load_history
from opl_tournament.services.rounds import list_rounds
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import open_database
from tests.helpers.events import new_event, play_round

MEMBERS = [("Ada", "4512"), ("Bo", "5120"), ("Cy", "6001"), ("Di", "7002")]


def _event(ctx: ServiceContext, day: str, players: list[tuple[str, str | None]]) -> int:
    """A sanctioned two-round Swiss on ``day``; the lower number wins every game."""
    settings = EventSettings(
        name=f"Cup {day}", format=EventFormat.SWISS, swiss_rounds=2, sanction_number="S", date=day
    )
    entrants = [Entrant(PlayerIdentity(name=n), legion_number=number) for n, number in players]
    event_id = new_event(ctx, settings, players=entrants)
    for _ in range(2):
        play_round(ctx, event_id)
    return event_id


def _season(ctx: ServiceContext, newt: str | None) -> tuple[int, int, int]:
    """Three events, each rated as it ends; Newt (``newt``: their number, None for a temporary
    one) plays the second."""
    first = _event(ctx, "2026-10-01", MEMBERS)
    apply_event(ctx, first)
    second = _event(ctx, "2026-11-01", [*MEMBERS[:3], ("Newt", newt)])
    apply_event(ctx, second)
    third = _event(ctx, "2026-12-01", MEMBERS)
    apply_event(ctx, third)
    return first, second, third


def _opponents_of(ctx: ServiceContext, event_id: int, number: str) -> set[str]:
    return {
        str(m.b if m.a == number else m.a)
        for r in list_rounds(ctx, event_id)
        for m in r.matches
        if number in (m.a, m.b)
    }


def _ratings(ctx: ServiceContext) -> dict[str, tuple[int, int]]:
    return {v.number: (round(v.rating, 6), v.games) for v in list_ratings(ctx)}


def test_a_temporary_players_games_are_not_rated(ctx: ServiceContext) -> None:
    event = _event(ctx, "2026-11-01", [*MEMBERS[:3], ("Newt", None)])
    preview = event_ratings(ctx, event)
    assert preview.waiting == 2  # Newt's two games
    assert {ch.number for ch in preview.changes} == {"4512", "5120", "6001"}
    # each member is rated on their games against the other members only
    for change in preview.changes:
        members = _opponents_of(ctx, event, change.number) - {"0001"}
        assert change.games_in_event == len(members)
    apply_event(ctx, event)
    assert "0001" not in _ratings(ctx)


def test_a_members_rating_is_unchanged_by_a_game_against_a_temporary_player(
    ctx: ServiceContext,
) -> None:
    first = _event(ctx, "2026-10-01", MEMBERS)
    apply_event(ctx, first)
    before = _ratings(ctx)
    settings = EventSettings(name="Duel", format=EventFormat.SWISS, swiss_rounds=1)
    duel = new_event(
        ctx,
        settings,
        sanction_number="S",
        date="2026-11-01",
        players=[Entrant(PlayerIdentity(name="Ada"), legion_number="4512"), "Newt"],
    )
    play_round(ctx, duel)  # Newt (0001) beats Ada
    with pytest.raises(RefusedAction, match="its 1 game waits for a player's Legion number"):
        apply_event(ctx, duel)
    assert _ratings(ctx) == before


def test_given_a_number_the_events_holding_their_games_are_rated_again_in_order(
    ctx: ServiceContext, tmp_path: Path, migrated_template: Path
) -> None:
    first, second, third = _season(ctx, newt=None)
    assert "0009" not in _ratings(ctx) and "0001" not in _ratings(ctx)
    given = give_legion_number(ctx, second, "0001", "0009").value
    assert given.rated_again == (second, third)
    assert event_ratings(ctx, second).waiting == 0
    # the same season where Newt played under Legion number 0009 from the start (a number that
    # sorts as 0001 did, so the pairings are the same)
    twin_path = tmp_path / "twin.sqlite"
    shutil.copyfile(migrated_template, twin_path)
    twin_db = open_database(twin_path)
    try:
        twin = ServiceContext(twin_db, actor="Dana", clock=ctx.clock)
        _season(twin, newt="0009")
        assert _ratings(ctx) == _ratings(twin)
        assert "0009" in _ratings(ctx)
        ours = {ch.number: ch.after for ch in event_ratings(ctx, second).changes}
        theirs = {ch.number: ch.after for ch in event_ratings(twin, second).changes}
        assert ours == theirs
    finally:
        twin_db.close()
    # the stored history replays to the same ratings
    assert recompute(ctx) == {v.number: v.rating for v in list_ratings(ctx)}
    assert first not in given.rated_again  # played before Newt came: left as it was


def test_the_rating_service_still_gets_every_game_as_played(ctx: ServiceContext) -> None:
    event = _event(ctx, "2026-11-01", [*MEMBERS[:3], ("Newt", None)])
    with ctx.read() as store:
        history = load_history(store, event)
    assert len(rated_tables(history)) == 4  # Newt's games included


def test_undoing_the_number_puts_the_ratings_back(ctx: ServiceContext) -> None:
    _first, second, _third = _season(ctx, newt=None)
    before = _ratings(ctx)
    give_legion_number(ctx, second, "0001", "9001")
    assert _ratings(ctx) != before
    undo_last(ctx, second)
    assert _ratings(ctx) == before
    assert event_ratings(ctx, second).waiting == 2
