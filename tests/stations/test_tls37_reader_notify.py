"""On a venue server any login may send ``NOTIFY opl_changes`` (PostgreSQL has no privilege to
forbid it), the read-only one too, and every station's window re-reads its whole event on each
notification it counts. These tests log in as the read-only role on a real server and check
that its notifications do not make a station's watcher report a change, while a station's
commit still does."""

from __future__ import annotations

import time

import psycopg
import pytest

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import changes as changes_module
from opl_tournament.storage.db import CHANGES_CHANNEL
from tests.helpers.contexts import context_on
from tests.postgres import PostgresServer, libpq_url

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


@pytest.fixture
def reader_url(database_location: str, postgres_server: PostgresServer) -> str:
    """The read-only login's URL of the test's database (as the players' page reads it)."""
    name = database_location.rsplit("/", 1)[1]
    assert postgres_server.settings.reader is not None
    return libpq_url(postgres_server.url(name, postgres_server.settings.reader))


def reports(changes: ChangeWatch, seconds: float) -> int:
    """How many times the watcher reports a change, polled as the window polls it."""
    count = 0
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        count += changes.arrived()
        time.sleep(0.05)
    return count


def notify_as_reader(reader_url: str, times: int = 1) -> psycopg.Connection:
    """The read-only login, connected, having announced ``times`` commits it never made."""
    reader = psycopg.connect(reader_url, sslmode="require", autocommit=True)
    for _ in range(times):
        reader.execute(f"NOTIFY {CHANGES_CHANNEL}, ''")  # what a station's commit sends
    return reader


def test_the_read_only_logins_notify_does_not_make_a_station_re_read(
    reader_url: str, changes: ChangeWatch
) -> None:
    with notify_as_reader(reader_url, times=3) as reader:
        assert reports(changes, 1.0) == 0
        for _ in range(5):
            reader.execute(f"NOTIFY {CHANGES_CHANNEL}, 'another station'")
            assert reports(changes, 0.2) == 0


def test_a_stations_commit_is_still_noticed_between_the_readers_notifications(
    reader_url: str, database_location: str, event_id: int, changes: ChangeWatch
) -> None:
    with (
        notify_as_reader(reader_url) as reader,
        context_on(database_location, actor="judge") as other,
    ):
        register_player(other, event_id, Entrant(identity=PlayerIdentity(name="Ada")))
        reader.execute(f"NOTIFY {CHANGES_CHANNEL}, ''")
        assert reports(changes, 1.0) == 1


def test_a_station_that_committed_and_quit_is_noticed(
    database_location: str, event_id: int, changes: ChangeWatch
) -> None:
    """A command-line program commits and closes its connection before the window polls: its
    session is gone from the server's list by then, and its change still counts."""
    with context_on(database_location, actor="judge") as other:
        register_player(other, event_id, Entrant(identity=PlayerIdentity(name="Ada")))
    time.sleep(0.5)  # its session has ended
    assert reports(changes, 1.0) == 1


def test_a_reader_that_notifies_and_leaves_over_and_over_is_counted_once_in_a_while(
    reader_url: str, changes: ChangeWatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(changes_module, "UNKNOWN_SENDER_EVERY_S", 1.5)
    counted = sent = 0
    start = time.monotonic()
    while time.monotonic() < start + 2.5:
        notify_as_reader(reader_url).close()
        sent += 1
        time.sleep(0.1)  # its session ends before the watcher asks who it was
        counted += reports(changes, 0.1)
    elapsed = time.monotonic() - start
    assert sent >= 5
    assert counted <= 1 + elapsed // 1.5  # at the start, then once every 1.5 s at most
