"""`clock EVENT extend MINUTES --table N` gives one table extra time, as the round page's "Extra
time for a table…" does; the round's own extension waits for the clock to run, as the window's
+5 min button does."""

from __future__ import annotations

import re
from datetime import datetime

from tests.cli.conftest import Runner


def _paired(opl: Runner, players: int = 6) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--seed", "1").code == 0
    for number in range(1, players + 1):
        assert opl("player", "add", "1", f"Player {number}").code == 0
    assert opl("pair", "1").code == 0


def test_one_table_is_given_extra_minutes_and_they_can_be_taken_back(opl: Runner) -> None:
    _paired(opl)
    assert opl("clock", "1", "start").code == 0

    given = opl("clock", "1", "extend", "5", "--table", "2")
    assert (given.code, given.err) == (0, "")
    assert given.out.splitlines()[1] == "table 2: 5 extra minutes"
    shown = opl("clock", "1", "--json").json()
    assert shown["table_minutes"] == {"2": 5}
    assert shown["extra_seconds"] == 0, "the round's own time is unchanged"

    document = opl("clock", "1", "extend", "0", "--table", "2", "--json").json()
    assert document["table_minutes"] == {}
    log = opl("log", "1", "--json").json()
    clock_rows = [row["action"] for row in log["log"] if row["action"].startswith("clock")]
    assert clock_rows == ["clock.start", "clock.table", "clock.table"]


def test_a_table_not_in_the_round_is_refused_and_nothing_changes(opl: Runner) -> None:
    _paired(opl)
    refused = opl("clock", "1", "extend", "5", "--table", "9")
    assert (refused.code, refused.out) == (1, "")
    assert refused.err.strip().endswith("round 1 has no table 9")
    assert opl("clock", "1", "--json").json()["table_minutes"] == {}


def test_table_and_minutes_are_asked_for_plainly(opl: Runner) -> None:
    _paired(opl)
    no_minutes = opl("clock", "1", "extend", "--table", "2")
    assert no_minutes.code == 1
    assert "give the table's extra MINUTES" in no_minutes.err
    not_extend = opl("clock", "1", "start", "--table", "2")
    assert not_extend.code == 1
    assert "--table is for 'clock EVENT extend MINUTES --table N' only, not for start" in (
        not_extend.err
    )
    assert opl("clock", "1", "--json").json()["state"] == "not started", "nothing was done"


def test_the_rounds_time_is_not_extended_before_the_clock_starts(opl: Runner) -> None:
    _paired(opl)
    refused = opl("clock", "1", "extend", "5")
    assert (refused.code, refused.out) == (1, "")
    assert len(refused.err.strip().splitlines()) == 1
    assert "the round clock is not started: start it before adding time to the round" in (
        refused.err
    )
    assert opl("clock", "1", "--json").json()["extra_seconds"] == 0

    # a table's own extra time may be given before (a deck check before play): the window allows
    table = opl("clock", "1", "extend", "3", "--table", "1", "--json")
    assert table.code == 0, table.err
    assert table.json()["table_minutes"] == {"1": 3}


def test_a_running_clock_says_when_the_rounds_time_ends(opl: Runner) -> None:
    """The end time the judge announces (the window's status bar says it at the start)."""
    _paired(opl)
    started = opl("clock", "1", "start")
    assert started.code == 0, started.err
    document = opl("clock", "1", "--json").json()
    end = datetime.fromisoformat(document["ends_at"]).astimezone().strftime("%H:%M")
    assert re.fullmatch(
        rf"round 1: 4[45]:\d\d left \(running\), ends at {end}", started.out.strip()
    )
    assert opl("clock", "1", "pause").out.strip().endswith("(paused)"), "no end while paused"
