"""Each game's rules give the range of a round's time limit and its default (``round_minutes``)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event


def test_a_vs_system_round_may_last_longer_than_an_overpower_one(ctx: ServiceContext) -> None:
    vs = create_event(ctx, EventSettings(name="Vs", game=Game.VS_TCG, time_limit_minutes=75))
    assert vs.settings.time_limit_minutes == 75
    with pytest.raises(InvalidInput, match="time limit must be 30 to 45 minutes for OverPower"):
        create_event(ctx, EventSettings(name="Op", time_limit_minutes=75))
    with pytest.raises(InvalidInput, match=r"must be 30 to 120 minutes for Vs\. System 2PCG"):
        create_event(ctx, EventSettings(name="P", game=Game.VS_2PCG, time_limit_minutes=150))
