"""`log` and `undo` from the command line."""

from __future__ import annotations

from tests.cli.conftest import Runner


def test_undo_takes_back_the_newest_action_and_the_log_shows_it(opl: Runner) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss").code == 0
    for name in ("Ada", "Grace"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("player", "drop", "1", "0002").code == 0

    undone = opl("undo", "1", "--json")
    assert undone.code == 0, undone.err
    assert undone.json()["undone"]["action"] == "player.drop"
    players = opl("player", "list", "1", "--json").json()["players"]
    assert {p["number"]: p["status"] for p in players} == {"0001": "active", "0002": "active"}

    log = opl("log", "1", "--json").json()["log"]
    assert [e["action"] for e in log] == [
        "event.create", "player.register", "player.register", "player.drop", "undo",
    ]  # fmt: skip
    assert log[3]["undone"] is True
    assert "undid: dropped 0002" in opl("log", "1").out


def test_nothing_to_undo_is_refused_plainly(opl: Runner) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss").code == 0
    done = opl("undo", "1")
    assert done.code == 1
    assert "cannot be undone" in done.err and "Traceback" not in done.err


def test_a_station_with_nothing_left_to_undo_is_told_so_by_its_name(opl: Runner) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss").code == 0
    assert opl("player", "add", "1", "Ada").code == 0
    done = opl("undo", "1", "--actor", "table 2")
    assert (done.code, done.err.strip()) == (
        1,
        "opl-tournament: no action by 'table 2' is left to undo in this event (another "
        "station's actions are undone from the Log page)",
    )
    assert len(opl("player", "list", "1", "--json").json()["players"]) == 1
