"""The backbone's command-line contract: event create, player add/list/import/drop."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner


def test_spring_open_numbers_and_sequences(opl: Runner) -> None:
    created = opl("event", "create", "Spring Open", "--format", "swiss", "--json")
    assert created.code == 0, created.err
    event = created.json()
    assert event["id"] == 1 and event["name"] == "Spring Open" and event["format"] == "swiss"

    added = [
        opl("player", "add", "1", "Ada", "--json").json(),
        opl("player", "add", "1", "Bea", "--json").json(),
        opl("player", "add", "1", "Cy", "--legion", "4512", "--json").json(),
    ]
    assert added == [
        {"number": "0001", "name": "Ada", "sequence": 1, "temporary": True},
        {"number": "0002", "name": "Bea", "sequence": 2, "temporary": True},
        {"number": "4512", "name": "Cy", "sequence": 3, "temporary": False},
    ]

    again = opl("player", "add", "1", "Cy twin", "--legion", "4512")
    assert again.code == 1
    assert again.err.strip() == "opl-tournament: player 4512 is already registered in this event"
    assert "Traceback" not in again.err and again.out == ""

    listed = opl("player", "list", "1", "--json").json()
    assert [(p["number"], p["name"], p["sequence"], p["status"]) for p in listed["players"]] == [
        ("0001", "Ada", 1, "active"),
        ("0002", "Bea", 2, "active"),
        ("4512", "Cy", 3, "active"),
    ]


def test_drop_shows_in_the_list(opl: Runner) -> None:
    opl("event", "create", "Drop Cup", "--format", "swiss")
    opl("player", "add", "1", "Ada")
    dropped = opl("player", "drop", "1", "0001")
    assert dropped.code == 0, dropped.err
    assert opl("player", "list", "1", "--json").json()["players"][0]["status"] == "dropped"
    assert opl("player", "drop", "1", "0001").code == 1


def test_event_list_json(opl: Runner) -> None:
    opl("event", "create", "A", "--format", "single")
    opl("event", "create", "B", "--format", "combination", "--rounds", "3", "--cut", "4")
    events = opl("event", "list", "--json").json()["events"]
    assert [(e["id"], e["name"], e["format"], e["cut"]) for e in events] == [
        (1, "A", "single", None),
        (2, "B", "combination", 4),
    ]


def test_import_reports_the_bad_line_and_saves_nothing(opl: Runner, tmp_path: Path) -> None:
    opl("event", "create", "Import Open", "--format", "swiss")
    signup = tmp_path / "signup.csv"
    signup.write_text("name,legion\nAda,100\nBea,1x0\nCal,\n", encoding="utf-8")
    refused = opl("player", "import", "1", str(signup))
    assert refused.code == 1
    assert f"{signup}, line 3, field 'legion'" in refused.err
    assert opl("player", "list", "1", "--json").json()["players"] == []

    signup.write_text("name,legion\nAda,100\nBea,\nCal,\n", encoding="utf-8")
    done = opl("player", "import", "1", str(signup), "--json")
    assert done.code == 0, done.err
    assert [p["number"] for p in done.json()["players"]] == ["100", "0001", "0002"]


def test_usage_errors_exit_2_and_bad_input_exits_1(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "X", "--format", "round-robin").code == 2
    assert opl("player", "add", "not-a-number", "Ada").code == 2
    no_database = opl("player", "add", "7", "Ada")
    assert no_database.code == 1 and "no tournament database at" in no_database.err
    empty = opl("event", "create", "  ", "--format", "swiss")
    assert empty.code == 1 and "needs a name" in empty.err
    missing = opl("player", "add", "7", "Ada")
    assert missing.code == 1 and "there is no event 7" in missing.err
    nofile = opl("player", "import", "1", str(tmp_path / "nope.csv"))
    assert nofile.code == 1 and "no such file" in nofile.err


def test_a_file_that_is_not_a_database_is_refused_untouched(opl: Runner, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("shopping list")
    refused = opl("event", "list", "--db", str(notes), db=None)
    assert refused.code == 1 and "not a SQLite database" in refused.err
    assert notes.read_text() == "shopping list"


def test_names_with_markup_and_unicode_round_trip(opl: Runner) -> None:
    opl("event", "create", "Unicode Open", "--format", "swiss")
    name = '<b>Zoë & "Ω" O\'Brien</b>'
    assert opl("player", "add", "1", name, "--json").json()["name"] == name
    assert opl("player", "list", "1", "--json").json()["players"][0]["name"] == name
