"""`clock` at time names the tables still in their extra time, as the window does."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import extend_table, start_clock
from opl_tournament.storage import open_database
from tests.cli.conftest import Runner
from tests.helpers.events import paired_cup


def test_clock_at_time_names_the_tables_still_playing_on(opl: Runner, db_path: Path) -> None:
    # whole seconds, as the command line's own clock reads the time: with a fraction left the
    # table's time could read 4:00.4, rounded to 241 seconds
    started = (datetime.now(UTC) - timedelta(minutes=46)).replace(microsecond=0)
    database = open_database(db_path)
    earlier = ServiceContext(database, actor="Dana", clock=started.isoformat)
    event_id = paired_cup(earlier, [f"Player {i}" for i in range(1, 7)], 3)
    start_clock(earlier, event_id)
    extend_table(earlier, event_id, 2, 5)
    database.close()
    shown = opl("clock", str(event_id))
    assert shown.code == 0, shown.err
    lines = shown.out.splitlines()
    assert lines[0] == "round 1: 0:00 left (time)"
    assert re.fullmatch(r"table 2: [34]:\d\d left", lines[1]), lines
    document = opl("clock", str(event_id), "--json").json()
    assert document["table_minutes"] == {"2": 5} and 180 < document["tables_left"]["2"] <= 240


def test_minutes_given_to_a_clock_action_other_than_extend_are_refused(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss").code == 0
    for name in ("Ada", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    refused = opl("clock", "1", "start", "5")
    assert (refused.code, refused.out) == (1, "")
    assert "MINUTES is for 'clock EVENT extend MINUTES' only, not for start" in refused.err
    assert opl("clock", "1", "--json").json()["state"] == "not started", "nothing was done"


def test_a_finished_events_clock_is_not_shown_as_still_running(opl: Runner) -> None:
    """The window, the projector and the players' page show no clock once the event is
    finished; `clock` showed the last round's clock running on."""
    assert opl("event", "create", "Cup", "--format", "swiss", "--rounds", "1").code == 0
    for name in ("Ada", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    assert opl("clock", "1", "start").code == 0
    assert opl("report", "1", "1", "1", "--winner", "0001").code == 0
    assert opl("event", "finish", "1").code == 0
    shown = opl("clock", "1")
    assert (shown.code, shown.out) == (1, "")
    assert "the event is finished: its round clock no longer runs" in shown.err
