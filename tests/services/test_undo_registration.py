"""Undoing a registration removes everything it created: the new player record (so the temporary
number is issued again) and any change it made to a known player's details."""

from __future__ import annotations

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event


def test_an_undone_newcomer_leaves_no_player_behind(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, name="Club")
    first = register_player(ctx, event_id, Entrant(identity=PlayerIdentity(name="Mistake"))).value
    undo_last(ctx, event_id)
    with ctx.read() as store:
        assert store.find_player(first.number) is None
    again = register_player(ctx, event_id, Entrant(identity=PlayerIdentity(name="Right One"))).value
    assert again.number == first.number, "the temporary number is issued again"


def test_an_undone_registration_puts_a_known_players_details_back(ctx: ServiceContext) -> None:
    first_event = new_event(ctx, name="Autumn")
    register_player(
        ctx,
        first_event,
        Entrant(identity=PlayerIdentity(name="Ada", age=30), legion_number="12345678"),
    )
    second_event = new_event(ctx, name="Winter")
    register_player(
        ctx,
        second_event,
        Entrant(identity=PlayerIdentity(name="Ada Typo", age=31), legion_number="12345678"),
    )
    undo_last(ctx, second_event)
    with ctx.read() as store:
        player = store.find_player("12345678")
    assert player is not None
    assert (player.identity.name, player.identity.age) == ("Ada", 30)
