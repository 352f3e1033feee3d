"""`event edit`: the details a judge gets wrong at creation time, corrected and undoable."""

from __future__ import annotations

from tests.cli.conftest import Runner


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
