"""The same player list imported twice, with no Legion numbers: the players already registered
are matched by name and left out (said with their lines), and only the new ones registered."""

from __future__ import annotations

from pathlib import Path

from tests.cli.in_process import Cli


def test_a_list_imported_again_registers_only_the_players_it_adds(
    term: Cli, tmp_path: Path
) -> None:
    event = str(term.json("event", "create", "Club Night", "--format", "swiss")["id"])
    signup = tmp_path / "signup.csv"
    signup.write_text("name\nAda Lovelace\nBo Diddley\n", encoding="utf-8")
    first = term.json("player", "import", event, str(signup))
    assert first["imported"] == 2 and first["already_registered"] == []
    numbers = {p["name"]: p["number"] for p in first["players"]}
    log = term.json("log", event)["log"]

    # the judge adds a line and imports the list again (typed a little differently)
    signup.write_text("name\nada  LOVELACE\nBo Diddley\nCy Young\n", encoding="utf-8")
    code, out, err = term("player", "import", event, str(signup))
    assert code == 0, err
    assert out.splitlines() == [
        f"imported 1 player from {signup} (read as UTF-8)",
        "already registered, not imported again: 2 players "
        f"(line 2: ada  LOVELACE ({numbers['Ada Lovelace']}); "
        f"line 3: Bo Diddley ({numbers['Bo Diddley']}))",
    ]
    listed = term.json("player", "list", event)["players"]
    assert sorted(p["name"] for p in listed) == ["Ada Lovelace", "Bo Diddley", "Cy Young"]
    assert len(term.json("log", event)["log"]) == len(log) + 1

    again = term.json("player", "import", event, str(signup))
    assert list(again) == ["imported", "encoding", "players", "already_registered"]
    assert again["imported"] == 0 and again["players"] == []
    assert [(a["line"], a["name"]) for a in again["already_registered"]] == [
        (2, "ada  LOVELACE"),
        (3, "Bo Diddley"),
        (4, "Cy Young"),
    ]
    assert len(term.json("player", "list", event)["players"]) == 3
    assert len(term.json("log", event)["log"]) == len(log) + 1, "nothing new: no audit row"


def test_a_list_with_legion_numbers_imported_again_is_still_refused(
    term: Cli, tmp_path: Path
) -> None:
    event = str(term.json("event", "create", "Club Night", "--format", "swiss")["id"])
    signup = tmp_path / "signup.csv"
    signup.write_text("name,legion\nAda Lovelace,4512\n", encoding="utf-8")
    term.json("player", "import", event, str(signup))
    code, _out, err = term("player", "import", event, str(signup))
    assert code == 1 and "line 2" in err and "4512" in err
    assert len(term.json("player", "list", event)["players"]) == 1
