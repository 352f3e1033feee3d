"""A station killed (SIGKILL) while it writes to the venue server: every result it confirmed is
on the server, the half-done one is not half there, and the other stations write at once (the
server lets go of the killed station's lock)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import new_event

pytestmark = [
    pytest.mark.slow,
    pytest.mark.parametrize("database_location", ["postgresql"], indirect=True),
]

STATION = """
import json, sys
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import report_result
from opl_tournament.storage import open_database
database = open_database(sys.argv[1])
ctx = ServiceContext(database, actor="table desk")
for table, winner in json.loads(sys.argv[2]):
    report_result(ctx, int(sys.argv[3]), 1, table, winner=winner)
    print(table, flush=True)  # confirmed to the judge
"""


def test_results_a_killed_station_confirmed_are_all_on_the_server(
    ctx: ServiceContext, database_location: str
) -> None:
    event = new_event(ctx, name="Spring Open", players=64)
    view = pair_next_round(ctx, event).value
    games = [(m.table, m.a) for m in view.matches if m.b is not None]
    station = subprocess.Popen(
        [sys.executable, "-c", STATION, database_location, json.dumps(games), str(event)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert station.stdout is not None
    confirmed = [int(station.stdout.readline()) for _ in range(5)]
    station.send_signal(signal.SIGKILL)  # in the middle of the next results
    confirmed += [int(line) for line in station.stdout.read().split()]
    station.wait()

    began = time.monotonic()
    register_player(ctx, event, Entrant(PlayerIdentity(name="Late Comer")))  # no lock left held
    assert time.monotonic() - began < 5
    results = {m.table: m.winner for m in get_round(ctx, event, 1).matches}
    assert all(results[table] == dict(games)[table] for table in confirmed)
    reported = [table for table, winner in results.items() if winner is not None]
    assert set(confirmed) <= set(reported) and len(reported) <= len(confirmed) + 1
    assert len(confirmed) < len(games), "the station finished before it was killed"
