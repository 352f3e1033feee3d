"""`player add --legion` for a member known by another name says so (a mistyped number renames
someone else); the same member, or a new number, is registered as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "known.sqlite", capsys)


def _event(cli: Cli, name: str) -> str:
    return str(cli.json("event", "create", name, "--format", "swiss")["id"])


def test_a_member_known_by_another_name_is_said_renamed(cli: Cli) -> None:
    autumn, winter = _event(cli, "Autumn"), _event(cli, "Winter")
    assert cli("player", "add", autumn, "Ada Lovelace", "--legion", "4512")[0] == 0
    code, out, err = cli("player", "add", winter, "Ada King", "--legion", "4512")
    assert code == 0, err
    assert out.splitlines() == [
        "4512  #1  Ada King",
        "note: 4512 was Ada Lovelace's Legion number; the member is now Ada King in every "
        "event (undo if the number was mistyped)",
    ]
    added = cli.json("player", "add", _event(cli, "Spring"), "Ada Byron", "--legion", "4512")
    assert added["renamed_from"] == "Ada King" and added["name"] == "Ada Byron"


def test_the_same_member_or_a_new_number_says_nothing_more(cli: Cli) -> None:
    autumn, winter = _event(cli, "Autumn"), _event(cli, "Winter")
    cli("player", "add", autumn, "Ada Lovelace", "--legion", "4512")
    code, out, _err = cli("player", "add", winter, "ada  LOVELACE", "--legion", "4512")
    assert code == 0 and "note:" not in out
    added = cli.json("player", "add", winter, "Bo Chen", "--legion", "777")
    assert "renamed_from" not in added
