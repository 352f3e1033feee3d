"""A Legion member who comes back: what the judge types now is what is registered, and what was
known of them and not typed again (address, age, the "do not list me online" choice) is kept."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event

KNOWN = PlayerIdentity(
    name="Ada Lovelace",
    address="1 Main St",
    city="Springfield",
    phone="555-0100",
    age=30,
    online_search_opt_out=True,
)


def _known_player(ctx: ServiceContext) -> None:
    register_player(ctx, new_event(ctx, name="Autumn"), Entrant(KNOWN, legion_number="4512"))


def _player(ctx: ServiceContext) -> PlayerIdentity:
    with ctx.read() as store:
        player = store.find_player("4512")
    assert player is not None
    return player.identity


def test_an_e_mail_given_again_keeps_the_address_age_and_opt_out_known(
    ctx: ServiceContext,
) -> None:
    _known_player(ctx)
    winter = new_event(ctx, name="Winter")
    given = PlayerIdentity(name="Ada Lovelace", email="ada@example.org")
    registered = register_player(ctx, winter, Entrant(given, legion_number="4512")).value
    assert registered.player.identity == _player(ctx)
    assert _player(ctx) == PlayerIdentity(
        name="Ada Lovelace",
        address="1 Main St",
        city="Springfield",
        phone="555-0100",
        email="ada@example.org",
        age=30,
        online_search_opt_out=True,
    )
    undo_last(ctx, winter)
    assert _player(ctx) == KNOWN


def test_the_name_typed_is_the_name_registered_and_undo_puts_the_known_one_back(
    ctx: ServiceContext,
) -> None:
    _known_player(ctx)
    winter = new_event(ctx, name="Winter")
    typed = PlayerIdentity(name="Ada King")
    registered = register_player(ctx, winter, Entrant(typed, legion_number="4512")).value
    assert registered.player.name == "Ada King"
    assert _player(ctx) == PlayerIdentity(
        name="Ada King",
        address="1 Main St",
        city="Springfield",
        phone="555-0100",
        age=30,
        online_search_opt_out=True,
    )
    undo_last(ctx, winter)
    assert _player(ctx) == KNOWN


def test_the_same_name_alone_changes_nothing_known(ctx: ServiceContext) -> None:
    _known_player(ctx)
    winter = new_event(ctx, name="Winter")
    register_player(ctx, winter, Entrant(PlayerIdentity(name="Ada Lovelace"), legion_number="4512"))
    assert _player(ctx) == KNOWN


def test_a_legion_number_equal_to_an_earlier_walk_ins_number_does_not_take_over_their_record(
    ctx: ServiceContext,
) -> None:
    autumn = new_event(ctx, name="Autumn")
    walk_in = register_player(ctx, autumn, Entrant(PlayerIdentity(name="Walk In"))).value
    winter = new_event(ctx, name="Winter")
    member = Entrant(PlayerIdentity(name="Real Member"), legion_number=walk_in.number)
    with pytest.raises(RefusedAction) as caught:
        register_player(ctx, winter, member)
    assert str(caught.value) == (
        f"{walk_in.number} is the temporary number issued to Walk In, not a Legion number; "
        "check the number on Real Member's Legion card, or register them without one"
    )
    assert list_registrations(ctx, winter) == []
    assert [r.player.name for r in list_registrations(ctx, autumn)] == ["Walk In"]


def test_a_walk_in_back_with_their_temporary_number_is_the_same_player(
    ctx: ServiceContext,
) -> None:
    autumn = new_event(ctx, name="Autumn")
    walk_in = register_player(ctx, autumn, Entrant(PlayerIdentity(name="Walk In"))).value
    winter = new_event(ctx, name="Winter")
    back = Entrant(PlayerIdentity(name="walk  in"), legion_number=walk_in.number)
    again = register_player(ctx, winter, back).value
    assert again.player.id == walk_in.player.id
