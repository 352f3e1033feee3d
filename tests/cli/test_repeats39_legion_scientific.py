"""A player list whose 12-digit Legion numbers Excel wrote as 1.23457E+11: the import says what
the spreadsheet did and how to get the numbers back, naming the file, the line and the column,
instead of "not a Legion number"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.mark.parametrize("written", ["1.23457E+11", "1,23457E+11", "4.5E11"])
def test_a_legion_number_in_scientific_notation_is_said_as_such(
    term: Cli, tmp_path: Path, written: str
) -> None:
    event = str(term.json("event", "create", "Club Night", "--format", "swiss")["id"])
    signup = tmp_path / "signup.csv"
    signup.write_text(f'Name;Legion Number\nAda;123456789012\nBo;"{written}"\n', encoding="utf-8")
    code, out, err = term("player", "import", event, str(signup))
    assert (code, out) == (1, "")
    assert err == (
        f"opl-tournament: {signup}, line 3, field 'legion': '{written}' in column "
        "'Legion Number' is a number the spreadsheet turned into scientific notation, losing "
        "its last digits: format that column as text, put the full numbers back and export "
        "the file again\n"
    )
    assert term.json("player", "list", event)["players"] == []


def test_a_number_that_is_only_wrong_keeps_the_general_refusal(term: Cli, tmp_path: Path) -> None:
    event = str(term.json("event", "create", "Club Night", "--format", "swiss")["id"])
    signup = tmp_path / "signup.csv"
    signup.write_text("name,legion\nAda,12-34\n", encoding="utf-8")
    code, _out, err = term("player", "import", event, str(signup))
    assert code == 1 and "'12-34' is not a Legion number (1 to 12 digits)" in err


def test_a_rating_list_with_numbers_in_scientific_notation_says_so(
    term: Cli, tmp_path: Path
) -> None:
    term.json("event", "create", "Club Night", "--format", "swiss")
    ratings = tmp_path / "ratings.csv"
    ratings.write_text("number,name,rating\n123456789012,Ada,1500\n1.23457E+11,Bo,1400\n")
    code, _out, err = term("ratings", "import", str(ratings))
    assert code == 1
    assert f"{ratings}, line 3, field 'number': '1.23457E+11' in column 'number' is a number" in err
    assert "format that column as text" in err
    assert term.json("ratings", "list") == []
