"""What the window's change watcher reports: commits made elsewhere, never its own station's."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from tests.helpers.contexts import context_on

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


@pytest.fixture
def other(database_location: str) -> Iterator[ServiceContext]:
    """Another station on the same database (its own connection), same actor name as ours."""
    with context_on(database_location, actor="judge") as station:
        yield station


def register(ctx: ServiceContext, event_id: int, name: str) -> None:
    register_player(ctx, event_id, Entrant(identity=PlayerIdentity(name=name)))


def arrives(changes: ChangeWatch, within: float = 2.0) -> bool:
    """Polls as the window does until something is reported (a NOTIFY takes a moment)."""
    until = time.monotonic() + within
    while time.monotonic() < until:
        if changes.arrived():
            return True
        time.sleep(0.05)
    return False


def test_the_stations_own_commits_are_not_news(ctx: ServiceContext) -> None:
    changes = ChangeWatch(ctx)
    event = create_event(ctx, EventSettings(name="Cup"))
    register(ctx, event.id, "Ada")
    worker = threading.Thread(target=register, args=(ctx, event.id, "Bo"))  # a background action
    worker.start()
    worker.join()
    with pytest.raises(InvalidInput):  # a refused action: rolled back, nothing written
        register(ctx, event.id, "")
    assert not arrives(changes, within=0.6)
    changes.close()


def test_another_station_on_the_same_database_is_noticed(
    other: ServiceContext, event_id: int, changes: ChangeWatch
) -> None:
    register(other, event_id, "Ada")
    assert arrives(changes)
    assert not arrives(changes, within=0.3)  # reported once


def test_a_commit_elsewhere_is_noticed_even_when_one_of_ours_follows_it(
    ctx: ServiceContext, other: ServiceContext, event_id: int, changes: ChangeWatch
) -> None:
    register(other, event_id, "Ada")  # elsewhere ...
    register(ctx, event_id, "Bo")  # ... then ours, before the window looked
    assert arrives(changes)


def test_a_closed_watcher_no_longer_follows_the_database(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Cup"))
    first = ChangeWatch(ctx)
    first.close()
    second = ChangeWatch(ctx)  # the window opened the database again
    register(ctx, event.id, "Ada")
    assert not arrives(second, within=0.3)
    second.close()
