"""One station's share of a round, run by a test as its own process (or in the test's process).

``python -m tests.stations.station_work URL EVENT STATION GO_FILE`` writes GO_FILE.STATION-ready
and waits until GO_FILE exists (so two stations start together), does the station's share of round 1 of the event built by
``build_event``, waits for the round to be complete, tries to pair round 2, and prints one JSON
line: ``{"paired": true}`` or ``{"refused": "<message>"}``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from opl_tournament.domain.errors import DomainError, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant, drop_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import open_database

PLAYERS = 64
STATIONS = ("north", "south")


def build_event(ctx: ServiceContext) -> int:
    """A 64-player Swiss event with round 1 paired."""
    event = create_event(
        ctx, EventSettings(name="Two Stations", format=EventFormat.SWISS, swiss_rounds=4, seed=7)
    )
    register_many(
        ctx,
        event.id,
        [
            (i, Entrant(identity=PlayerIdentity(name=f"Player {i:02d}")))
            for i in range(1, PLAYERS + 1)
        ],
        source="the test",
    )
    pair_next_round(ctx, event.id)
    return event.id


def share(ctx: ServiceContext, event_id: int, station: str) -> None:
    """The station's tables (north: odd, south: even): results, penalties and drops."""
    index = STATIONS.index(station)
    matches = [m for m in get_round(ctx, event_id, 1).matches if m.b is not None]
    mine = [m for m in matches if m.table % 2 == (1 if index == 0 else 0)]
    for match in mine:
        kind = match.table % 8
        if kind in (1, 2):  # two reneges forfeit the game to the opponent
            issue_penalty(ctx, event_id, match.a, "renege", round_number=1, table=match.table)
            issue_penalty(ctx, event_id, match.a, "renege", round_number=1, table=match.table)
        elif kind in (3, 4):
            issue_penalty(ctx, event_id, match.b, "warning", note="slow play")
            report_result(ctx, event_id, 1, match.table, winner=match.b)
        else:
            report_result(ctx, event_id, 1, match.table, winner=match.a)
        if kind in (5, 6):
            drop_player(ctx, event_id, match.b)


def try_to_pair(ctx: ServiceContext, event_id: int) -> dict[str, object]:
    deadline = time.monotonic() + 120
    while get_round(ctx, event_id, 1).missing:
        if time.monotonic() > deadline:
            return {"refused": "round 1 never completed"}
        time.sleep(0.05)
    try:
        pair_next_round(ctx, event_id, expected=2)
    except RefusedAction as refusal:
        return {"refused": refusal.message}
    return {"paired": True}


def main(url: str, event_id: int, station: str, go_file: str) -> int:
    database = open_database(url)
    try:
        ctx = ServiceContext(database, actor=station)
        Path(f"{go_file}.{station}-ready").touch()
        while not Path(go_file).exists():
            time.sleep(0.01)
        share(ctx, event_id, station)
        print(json.dumps(try_to_pair(ctx, event_id)))
    except DomainError as error:
        print(json.dumps({"error": error.message}))
        return 1
    finally:
        database.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]))
