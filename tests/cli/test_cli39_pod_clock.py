"""`clock` in a pod event names a pod "pod 2", as the pairings and slips number pods: the table
given extra time and, at time, the pods still playing."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import open_database
from tests.cli.conftest import Runner
from tests.helpers.events import new_event, pod_settings


def test_clock_names_pods_as_pods(opl: Runner, db_path: Path) -> None:
    started = (datetime.now(UTC) - timedelta(minutes=46)).replace(microsecond=0)
    database = open_database(db_path)
    earlier = ServiceContext(database, actor="Dana", clock=started.isoformat)
    event_id = new_event(earlier, pod_settings("Pods"), players=8)
    pair_next_round(earlier, event_id)
    start_clock(earlier, event_id)
    database.close()

    given = opl("clock", str(event_id), "extend", "5", "--table", "2")
    assert given.code == 0, given.err
    lines = given.out.splitlines()
    assert lines[0] == "round 1: 0:00 left (time)"
    assert lines[1] == "pod 2: 5 extra minutes"
    assert re.fullmatch(r"pod 2: [34]:\d\d left", lines[2]), lines

    missing = opl("clock", str(event_id), "extend", "5", "--table", "7")
    assert missing.code == 1
    assert missing.err.strip().endswith("round 1 has no pod 7")
    assert opl("clock", str(event_id), "--json").json()["in_pods"] is True
