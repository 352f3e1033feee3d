"""`event show` and `event finish` from a judge's terminal."""

from __future__ import annotations

from tests.cli.conftest import Runner


def test_an_event_is_shown_then_finished_after_its_last_round(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--rounds", "1").code == 0
    for name in ("Ada", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    shown = opl("event", "show", "1", "--json")
    assert (shown.json()["status"], shown.json()["rounds"]) == ("registration", 1)
    assert opl("pair", "1").code == 0
    early = opl("event", "finish", "1")
    assert (early.code, early.err.strip()) == (
        1,
        "opl-tournament: round 1 still has no result at table 1",
    )
    assert opl("report", "1", "1", "1", "--winner", "0002").code == 0
    finished = opl("event", "finish", "1", "--json")
    assert finished.code == 0, finished.err
    assert finished.json()["status"] == "finished"
    missing = opl("event", "show", "7")
    assert (missing.code, "event 7" in missing.err) == (1, True)


def test_the_round_clock_from_the_command_line(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--time-limit", "30").code == 0
    for name in ("Ada", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    assert opl("clock", "1", "--json").json()["state"] == "not started"
    started = opl("clock", "1", "start", "--json")
    assert started.code == 0, started.err
    assert started.json()["limit_seconds"] == 1800
    extended = opl("clock", "1", "extend", "5", "--json").json()
    assert extended["extra_seconds"] == 300
    refused = opl("clock", "1", "extend")
    assert (refused.code, "1 to 60 minutes" in refused.err) == (1, True)


def test_common_options_work_before_or_after_the_command(opl: Runner) -> None:
    before = opl("--json", "event", "create", "Early", "--format", "swiss")
    assert before.code == 0 and before.json()["name"] == "Early"
    after = opl("event", "list", "--json")
    assert [e["name"] for e in after.json()["events"]] == ["Early"]
