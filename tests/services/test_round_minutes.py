"""Each game's rules give the range of a sanctioned event's round time limit and its default
(``round_minutes``); an event without a sanction number may set its own, within 10 to 180
minutes, and is told when it is outside the game's range (the kit's 30 to 45 for OverPower)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, create_event, edit_event, time_limit_note


def test_a_vs_system_round_may_last_longer_than_an_overpower_one(ctx: ServiceContext) -> None:
    vs = create_event(ctx, EventSettings(name="Vs", game=Game.VS_TCG, time_limit_minutes=75))
    assert vs.settings.time_limit_minutes == 75
    with pytest.raises(
        InvalidInput, match="must be 30 to 45 minutes for a sanctioned OverPower event"
    ):
        create_event(ctx, EventSettings(name="Op", time_limit_minutes=75, sanction_number="S-1"))
    with pytest.raises(InvalidInput, match=r"30 to 120 minutes for a sanctioned Vs\. System 2PCG"):
        create_event(
            ctx,
            EventSettings(
                name="P", game=Game.VS_2PCG, time_limit_minutes=150, sanction_number="S-2"
            ),
        )


def test_an_unsanctioned_event_sets_its_own_time_limit_and_is_told(ctx: ServiceContext) -> None:
    casual = create_event(ctx, EventSettings(name="Store night", time_limit_minutes=60))
    assert casual.settings.time_limit_minutes == 60
    note = time_limit_note(Game.OVERPOWER, 60)
    assert note is not None and str(note) == (
        "60 minutes a round is outside the 30 to 45 minutes of a sanctioned OverPower event: "
        "fine without a sanction number, refused with one"
    )
    assert time_limit_note(Game.OVERPOWER, 45) is None
    for minutes in (9, 181):
        with pytest.raises(InvalidInput, match=r"the time limit must be 10 to 180 minutes$"):
            create_event(ctx, EventSettings(name="Odd", time_limit_minutes=minutes))
    with pytest.raises(InvalidInput, match="30 to 45 minutes for a sanctioned OverPower event"):
        edit_event(ctx, casual.id, EventChanges(sanction="S-9"))
    assert edit_event(ctx, casual.id, EventChanges(sanction="S-9", time_limit=40)).value.settings
