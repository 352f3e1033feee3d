"""A station frozen in the middle of an action (its laptop's lid closed, its cable pulled) does not
stop every other station's writes for the hours TCP takes to notice: the venue server ends the
frozen transaction after a minute, and the other stations' actions go through again."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import DatabaseBusy, open_database
from tests.helpers.events import new_event

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)

FROZEN_STATION = """
import sys, time
from opl_tournament.storage import open_database
database = open_database(sys.argv[1])
with database.transaction() as txn:  # a judge action's transaction: the writers' lock is held
    txn.sql.value("SELECT count(*) FROM event")
    print("holding", flush=True)
    time.sleep(3600)  # frozen: the laptop sleeps, or its cable is out
"""


def test_the_venue_server_ends_a_transaction_left_idle_for_a_minute(database_location: str) -> None:
    """The limit every ``venue start`` sets, as a station's own connection sees it (the test
    server is started by ``venue_server.start``)."""
    station = open_database(database_location)
    try:
        with station.transaction() as txn:
            limit = txn.sql.value("SHOW idle_in_transaction_session_timeout")
    finally:
        station.close()
    assert limit == "1min"


@pytest.mark.slow
def test_a_frozen_station_holds_the_others_back_for_a_minute_at_most(
    ctx: ServiceContext, database_location: str
) -> None:
    event = new_event(ctx, name="Spring Open", players=4)
    table = pair_next_round(ctx, event).value.matches[0]
    frozen = subprocess.Popen(
        [sys.executable, "-c", FROZEN_STATION, database_location],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert frozen.stdout is not None and frozen.stdout.readline().strip() == "holding"
        began = time.monotonic()
        while True:
            try:
                report_result(ctx, event, 1, table.table, winner=table.a)
                break
            except DatabaseBusy:
                assert time.monotonic() - began < 120, "the frozen station still holds the lock"
        waited = time.monotonic() - began
    finally:
        frozen.kill()
        frozen.wait()
    assert waited < 90
    reported = next(m for m in get_round(ctx, event, 1).matches if m.table == table.table)
    assert reported.winner == table.a
