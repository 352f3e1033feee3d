"""Several stations on one event: each action is checked against what the others committed."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.penalties import list_penalties
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result, standings
from opl_tournament.storage import Database, open_database
from tests.stations import station_work

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)
CLOCK = "2026-11-22T10:00:00+00:00"


def station(database_location: str, name: str) -> ServiceContext:
    """A second station: its own connection to the same database, its own name."""
    return ServiceContext(open_database(database_location), actor=name, clock=lambda: CLOCK)


def four_players(ctx: ServiceContext) -> int:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=3))
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    return event.id


def test_results_for_two_tables_both_land_and_a_second_result_names_the_first(
    ctx: ServiceContext, database_location: str
) -> None:
    other = station(database_location, "Sam")
    try:
        event_id = four_players(ctx)
        one, two = pair_next_round(ctx, event_id).value.matches
        report_result(ctx, event_id, 1, one.table, winner=one.a)
        report_result(other, event_id, 1, two.table, winner=two.b)
        assert [m.winner for m in get_round(ctx, event_id, 1).matches] == [one.a, two.b]
        with pytest.raises(
            RefusedAction, match=rf"table {two.table} already has a result .*by Sam"
        ):
            report_result(ctx, event_id, 1, two.table, winner=two.a)
        assert get_round(other, event_id, 1).matches[1].winner == two.b
    finally:
        other.database.close()


def test_two_stations_pairing_at_once_pair_exactly_one_round(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id = four_players(ctx)
    stations = [station(database_location, name) for name in ("North", "South")]
    start = threading.Barrier(len(stations))
    outcomes: dict[str, str] = {}

    def pair(at: ServiceContext) -> None:
        start.wait()
        try:
            pair_next_round(at, event_id, expected=1)
            outcomes[at.actor] = "paired"
        except RefusedAction as refusal:
            outcomes[at.actor] = refusal.message

    threads = [threading.Thread(target=pair, args=(s,)) for s in stations]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    for s in stations:
        s.database.close()
    winner = [name for name, outcome in outcomes.items() if outcome == "paired"]
    assert len(winner) == 1, outcomes
    loser = next(name for name in outcomes if name != winner[0])
    assert outcomes[loser].startswith(f"round 1 is already paired by {winner[0]} at ")
    log = [e.action for e in event_log(ctx, event_id)]
    assert log.count("round.pair") == 1


def _outcome(database: Database, event_id: int) -> dict[str, object]:
    ctx = ServiceContext(database)
    entries = event_log(ctx, event_id)
    return {
        "standings": standings(ctx, event_id).to_json(),
        "round2": get_round(ctx, event_id, 2).to_json(),
        "statuses": {r.number: r.status.value for r in list_registrations(ctx, event_id)},
        "penalties": sorted((p.number, p.kind) for p in list_penalties(ctx, event_id)),
        "actions": Counter(e.action for e in entries if not e.undone),
    }


@pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)
def test_two_station_processes_play_a_64_player_round_like_one_station(
    database_location: str, tmp_path: Path, postgres_server: object
) -> None:
    """North and South (two real processes) enter a whole round of results, penalties and
    drops at the same time and both try to pair round 2; everything equals one station's."""
    shared = open_database(database_location)
    event_id = station_work.build_event(ServiceContext(shared, actor="host"))
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    workers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.stations.station_work",
                database_location,
                str(event_id),
                name,
                str(go),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for name in station_work.STATIONS
    ]
    deadline = time.monotonic() + 120
    while not all(Path(f"{go}.{name}-ready").exists() for name in station_work.STATIONS):
        assert time.monotonic() < deadline and all(w.poll() is None for w in workers)
        time.sleep(0.05)
    go.touch()
    replies = []
    for worker in workers:
        out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0, err
        replies.append(json.loads(out.strip().splitlines()[-1]))
    assert sorted("paired" in r for r in replies) == [False, True], replies
    refused = next(r["refused"] for r in replies if "refused" in r)
    assert refused.startswith("round 2 is already paired by ")
    together = _outcome(shared, event_id)
    actors = [e.actor for e in event_log(ServiceContext(shared), event_id)]
    turns = sum(1 for a, b in itertools.pairwise(actors) if a != b)
    assert turns > 4, f"the stations did not act at the same time: {actors}"
    shared.close()

    alone = open_database(tmp_path / "one-station.sqlite")
    ctx = ServiceContext(alone, actor="solo")
    solo_event = station_work.build_event(ctx)
    for name in station_work.STATIONS:
        station_work.share(ctx, solo_event, name)
    assert station_work.try_to_pair(ctx, solo_event) == {"paired": True}
    expected = _outcome(alone, solo_event)
    alone.close()

    assert together == expected
    assert together["actions"]["match.report"] == 24  # nothing lost or doubled
    assert together["actions"]["round.pair"] == 2
