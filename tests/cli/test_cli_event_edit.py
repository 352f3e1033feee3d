"""`event edit`: the details a judge gets wrong at creation time, corrected and undoable."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.cli.in_process import Cli


def test_an_event_is_edited_then_the_edit_undone(opl: Runner) -> None:
    assert opl("event", "create", "Spring Opne", "--format", "swiss", "--rounds", "3").code == 0
    edited = opl(
        "event", "edit", "1", "--name", "Spring Open", "--date", "2026-11-22",
        "--place", "Hobby Corner", "--judge", "Dana Judge", "--sanction", "OPL-9",
        "--paper", "a4", "--rounds", "4", "--time-limit", "40", "--json",
    )  # fmt: skip
    assert edited.code == 0, edited.err
    shown = edited.json()
    assert (shown["name"], shown["date"], shown["place"], shown["sanction"]) == (
        "Spring Open",
        "2026-11-22",
        "Hobby Corner",
        "OPL-9",
    )
    assert (shown["paper"], shown["rounds"], shown["time_limit"]) == ("A4", 4, 40)
    assert shown["judges"] == ["Dana Judge"]
    log = opl("log", "1")
    assert log.code == 0 and "edited event 1" in log.out, log.err
    assert opl("undo", "1").code == 0
    back = opl("event", "show", "1", "--json").json()
    assert (back["name"], back["rounds"], back["judges"]) == ("Spring Opne", 3, [])


def test_bad_edits_are_refused_with_one_line(opl: Runner) -> None:
    assert opl("event", "create", "KO", "--format", "single").code == 0
    rounds = opl("event", "edit", "1", "--rounds", "3")
    assert rounds.code == 1
    assert rounds.err.strip() == (
        "opl-tournament: field 'rounds': a single-elimination event has no Swiss rounds to set"
    )
    date = opl("event", "edit", "1", "--date", "next friday")
    assert (date.code, "is not a date (YYYY-MM-DD)" in date.err) == (1, True)
    nothing = opl("event", "edit", "1")
    assert (nothing.code, "nothing to change" in nothing.err) == (1, True)
    assert "Traceback" not in rounds.err + date.err + nothing.err
    assert opl("event", "show", "1", "--json").json()["name"] == "KO"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "edit.sqlite", capsys)


def test_a_finished_events_details_stay_correctable_and_its_export_is_said_out_of_date(
    cli: Cli, tmp_path: Path
) -> None:
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "1")
    assert cli(*create, "--sanction", "OPL-9", "--date", "2026-11-22", "--judge", "Jo:1234")[0] == 0
    for name, legion in (("Ada", "4512"), ("Bo", "5120")):
        assert cli("player", "add", "1", name, "--legion", legion)[0] == 0
    table = cli.json("pair", "1")["pairings"][0]
    assert cli("report", "1", "1", str(table["table"]), "--winner", table["a"])[0] == 0
    assert cli("event", "finish", "1")[0] == 0
    assert cli("export", "1", "-o", str(tmp_path / "grs"))[0] == 0

    # the judge's name misspelt and the wrong date: still correctable
    code, out, err = cli("event", "edit", "1", "--judge", "Dana Judge", "--date", "2026-11-21")
    assert code == 0, err
    assert "judges: Dana Judge" in out and "date: 2026-11-21" in out
    assert "note: event 1 was exported on " in out and "that export is out of date" in out
    shown = cli.json("event", "edit", "1", "--place", "Hobby Corner")
    assert shown["export_out_of_date"] is True and shown["status"] == "finished"
    code, out, _err = cli("log", "1")
    assert "edited event 1: date, judge" in out and "exported event 1" in out

    # what its results were played under cannot change: it says how to reopen the event
    code, out, err = cli("event", "edit", "1", "--rounds", "2", "--name", "Cup II")
    assert code == 1 and "Traceback" not in err
    assert err.strip() == (
        "opl-tournament: event 1 is finished: its Swiss rounds can no longer change; "
        "undo the finish to reopen the event, then change them"
    )
    assert cli.json("event", "show", "1")["name"] == "Cup"

    # each correction is undone like any other action, the event staying finished
    assert cli("undo", "1")[0] == 0
    assert cli("undo", "1")[0] == 0
    back = cli.json("event", "show", "1")
    assert (back["date"], back["judges"], back["status"]) == ("2026-11-22", ["Jo"], "finished")
    code, _out, err = cli("undo", "1")  # the finish: now the rounds can change
    assert code == 0, err
    assert cli("event", "edit", "1", "--rounds", "2")[0] == 0


def test_assistant_referees_are_added_after_creation_and_the_edit_undone(opl: Runner) -> None:
    """An assistant referee who arrives after the event was made is named with `event edit
    --assistant` (each one given: they replace those before); the log says so; undo takes it
    back."""
    created = opl(
        "event", "create", "Open", "--format", "swiss", "--judge", "Dana", "--assistant", "Bo"
    )
    assert created.code == 0, created.err
    edited = opl("event", "edit", "1", "--assistant", "Bo", "--assistant", "Cy Lam")
    assert edited.code == 0, edited.err
    assert "assistant_referees: Bo,Cy Lam" in edited.out.splitlines()
    shown = opl("event", "show", "1", "--json").json()
    assert (shown["judges"], shown["assistant_referees"]) == (["Dana"], ["Bo", "Cy Lam"])
    last = opl("log", "1").out.splitlines()[-1]
    assert last.endswith("edited event 1: assistant referees"), last
    assert opl("undo", "1").code == 0
    assert opl("event", "show", "1", "--json").json()["assistant_referees"] == ["Bo"]
    none = opl("event", "edit", "1", "--assistant", "")
    assert none.code == 0, none.err
    assert opl("event", "show", "1", "--json").json()["assistant_referees"] == []
    again = opl("event", "edit", "1", "--assistant", "")
    assert (again.code, "nothing to change" in again.err) == (1, True)
