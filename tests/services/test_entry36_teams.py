"""A team is for a 2 vs 2 pod event: elsewhere it is refused (typed, imported or set later)
instead of being kept where nothing uses it."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.teams import set_team
from tests.helpers.events import new_event, pod_settings

REFUSED = "event {event} is not played in 2 vs 2 pods: its players have no teams"


@pytest.mark.parametrize("pods", [None, "free-for-all", "boss"])
def test_a_team_outside_2v2_is_refused_and_nothing_is_registered(
    ctx: ServiceContext, pods: str | None
) -> None:
    event_id = new_event(ctx) if pods is None else new_event(ctx, pod_settings("Pods", pods=pods))
    with pytest.raises(InvalidInput) as caught:
        register_player(ctx, event_id, Entrant(PlayerIdentity(name="Ann"), team="Red"))
    assert str(caught.value) == f"field 'team': {REFUSED.format(event=event_id)}"
    with pytest.raises(InvalidInput, match=r"signup\.csv, line 3, field 'team'"):
        data = b"name,team\nAnn,\nBo,Red\n"
        register_many(ctx, event_id, parse_player_csv(data, "signup.csv"), source="signup.csv")
    assert list_registrations(ctx, event_id) == []
    ann = register_player(ctx, event_id, Entrant(PlayerIdentity(name="Ann"))).value
    with pytest.raises(InvalidInput, match="no teams"):
        set_team(ctx, event_id, ann.number, "Red")


def test_a_2v2_event_takes_teams(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", pods="2v2"))
    ann = register_player(ctx, event_id, Entrant(PlayerIdentity(name="Ann"), team="Red")).value
    assert ann.team == "Red"
    assert set_team(ctx, event_id, ann.number, None).team is None
