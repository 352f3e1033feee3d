"""The round clock through the services: stored, audited, undoable, right after a restart."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.domain.round_clock import ClockState
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.round_clock import (
    clock_view,
    extend_clock,
    pause_clock,
    resume_clock,
    start_clock,
)
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import open_database

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


class Wall:
    """A settable wall clock for the service context."""

    def __init__(self) -> None:
        self.minute = 0

    def __call__(self) -> str:
        return f"2026-11-22T10:{self.minute:02d}:00+00:00"


def test_the_clock_runs_pauses_extends_and_survives_reopening(database_location: str) -> None:
    wall = Wall()
    database = open_database(database_location)
    ctx = ServiceContext(database, actor="Dana", clock=wall)
    event = create_event(
        ctx, EventSettings(name="Cup", format=EventFormat.SWISS, time_limit_minutes=40)
    )
    with pytest.raises(RefusedAction, match="no round"):
        start_clock(ctx, event.id)
    for name in ("Ada", "Bo"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    pair_next_round(ctx, event.id)
    assert clock_view(ctx, event.id).state is ClockState.NOT_STARTED
    start_clock(ctx, event.id)
    wall.minute = 10
    assert pause_clock(ctx, event.id).value.remaining_text == "30:00"
    wall.minute = 15
    resume_clock(ctx, event.id)
    extend_clock(ctx, event.id, 3)
    database.close()

    reopened = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    wall.minute = 25
    view = clock_view(reopened, event.id)
    assert (view.state, view.remaining_text) == (ClockState.RUNNING, "23:00")
    undo_last(reopened, event.id)
    assert clock_view(reopened, event.id).remaining_text == "20:00"
    with reopened.read() as store:
        actions = [e.action for e in store.audit_entries(event.id)]
    assert actions[-5:] == ["clock.start", "clock.pause", "clock.resume", "clock.extend", "undo"]
    reopened.database.close()
