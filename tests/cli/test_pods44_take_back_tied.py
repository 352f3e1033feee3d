"""Pods44: `unpair` takes back a round only while nothing is tied to its games. A penalty given
in one of its games (a pod's game loss, a head-to-head warning naming its table) or the
players' own reports waiting at its tables refuse it, naming each and how to undo it first
(the penalty pointed at a round that no longer existed); once undone, the round is taken back,
and undoing that puts it back with the extra time its tables were given. A judge call waiting
does not hold it: the player still waits for the judge where they sit."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import call_judge
from tests.cli.in_process import Cli
from tests.helpers.contexts import context_on
from tests.helpers.digest import database_digest


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "event.sqlite", capsys)


def _refused_unchanged(cli: Cli, *args: str) -> str:
    """The command's refusal (one line, exit 1), the database left as it was."""
    with context_on(cli.db) as ctx:
        before = database_digest(ctx)
    code, out, err = cli(*args)
    assert (code, out) == (1, ""), err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    with context_on(cli.db) as ctx:
        assert database_digest(ctx) == before
    return err.strip()


def test_pods44_a_pod_game_loss_holds_the_seating_until_it_is_undone(cli: Cli) -> None:
    event = str(
        cli.json(
            "event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg",
            "--pods", "free-for-all", "--seed", "7",
        )["id"]
    )  # fmt: skip
    for i in range(1, 8):
        cli.json("player", "add", event, f"P{i}")
    seating = cli.json("pair", event)
    pod = seating["pods"][1]
    assert cli("clock", event, "start")[0] == 0
    assert cli("clock", event, "extend", "5", "--table", str(pod["table"]))[0] == 0
    penalised = pod["seats"][0]["number"]
    cli.json("penalty", "add", event, penalised, "game_loss", "--infraction", "marked cards")

    said = _refused_unchanged(cli, "unpair", event)
    assert (
        f"round 1 has a penalty given in one of its games (game loss for {penalised} at pod "
        f"{pod['table']}): undo it first (Edit ▸ Undo, the Log page, or 'undo {event}'), then "
        "take the round back"
    ) in said
    assert cli.json("rounds", event)["rounds"][0]["pods"] == seating["pods"]

    assert cli.json("undo", event)["undone"]["action"] == "penalty.issue"
    assert cli.json("unpair", event) == {"unpaired": 1}
    assert cli.json("penalty", "list", event)["penalties"] == []
    assert cli.json("undo", event)["undone"]["action"] == "pod.unpair"
    assert cli.json("rounds", event)["rounds"][0]["pods"] == seating["pods"]
    assert cli.json("clock", event)["table_minutes"] == {str(pod["table"]): 5}


def test_pods44_a_warning_at_a_table_and_a_waiting_report_hold_the_pairing(cli: Cli) -> None:
    event = str(
        cli.json(
            "event", "create", "Cup", "--format", "swiss", "--seed", "1",
            "--self-report", "confirm",
        )["id"]
    )  # fmt: skip
    for i in range(1, 7):
        cli.json("player", "add", event, f"P{i}")
    first, second, _third = cli.json("pair", event)["pairings"]
    assert cli("clock", event, "start")[0] == 0
    assert cli("clock", event, "extend", "5", "--table", "3")[0] == 0
    cli.json("penalty", "add", event, second["b"], "warning", "--round", "1", "--table", "2")
    with context_on(cli.db) as ctx:
        report_table(ctx, Caller(1, first["a"]), 1, 1, first["table"], winner=first["a"])

    said = _refused_unchanged(cli, "unpair", event)
    assert f"(warning for {second['b']} at table 2): undo it first" in said
    assert cli.json("undo", event)["undone"]["action"] == "match.claim"  # the phone's, newer
    assert cli.json("undo", event)["undone"]["action"] == "penalty.issue"
    with context_on(cli.db) as ctx:
        call_judge(ctx, Caller(1, second["a"]), 1)  # a call stays: the player still waits
    assert cli.json("unpair", event) == {"unpaired": 1}
    assert [c["number"] for c in cli.json("reports", event)["called"]] == [second["a"]]
    assert cli.json("undo", event)["undone"]["action"] == "round.unpair"
    assert cli.json("clock", event)["table_minutes"] == {"3": 5}, "the extra time comes back"

    with context_on(cli.db) as ctx:
        report_table(ctx, Caller(1, first["a"]), 1, 1, first["table"], winner=first["a"])
        report_table(ctx, Caller(1, second["a"]), 1, 1, second["table"], winner=second["b"])
    said = _refused_unchanged(cli, "unpair", event)
    assert said.endswith(
        "round 1 has players' reports waiting at tables 1, 2: accept them or undo them first "
        f"(Edit ▸ Undo, the Log page, or 'undo {event}'), then take the round back"
    )


def test_pods44_a_game_lost_by_penalty_is_taken_back_by_undoing_the_penalty(cli: Cli) -> None:
    """The game a penalty decided is not one to correct: the refusal names the penalty."""
    event = str(cli.json("event", "create", "Cup", "--format", "swiss", "--seed", "1")["id"])
    for i in range(1, 5):
        cli.json("player", "add", event, f"P{i}")
    first, _second = cli.json("pair", event)["pairings"]
    cli.json("penalty", "add", event, first["a"], "game_loss", "--round", "1", "--table", "1")
    said = _refused_unchanged(cli, "unpair", event)
    assert f"(game loss for {first['a']} at table 1): undo it first" in said
    assert "correct" not in said
