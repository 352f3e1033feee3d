"""``known_member``: the name a Legion number is known by, for the registration table's hint."""

from __future__ import annotations

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, known_member, register_player
from tests.helpers.events import new_event


def test_only_a_members_legion_number_names_someone(ctx: ServiceContext) -> None:
    event = new_event(ctx, players=0)
    register_player(ctx, event, Entrant(PlayerIdentity("Ada Lovelace"), legion_number="4512"))
    walk_in = register_player(ctx, event, Entrant(PlayerIdentity("Walk In"))).value
    assert known_member(ctx, " 4512 ") == "Ada Lovelace"
    assert known_member(ctx, "4513") is None
    assert known_member(ctx, walk_in.number) is None, "a temporary number is nobody's Legion number"
    assert known_member(ctx, "45-12") is None, "not a Legion number: nothing to look up"
