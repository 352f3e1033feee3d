"""A name that shows as blank is refused like a name of spaces: by `player add` and by `player
import`, one line naming the character, exit 1, nobody registered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.helpers.blank_names import BLANK_LOOKING

CASES = pytest.mark.parametrize(
    ("blank", "named"), BLANK_LOOKING.items(), ids=[*BLANK_LOOKING.values()]
)


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    return cli


def _registered(cli: Cli) -> list[str]:
    return [p["name"] for p in cli.json("player", "list", "1")["players"]]


@CASES
def test_player_add_refuses_a_name_that_shows_nothing(cli: Cli, blank: str, named: str) -> None:
    code, out, err = cli("player", "add", "1", f" {blank}{blank} ")
    assert (code, out) == (1, "")
    assert err == (
        "opl-tournament: field 'name': a player's name cannot be blank: it has no visible "
        f"character, only {named}\n"
    )
    assert _registered(cli) == []


@CASES
def test_player_import_refuses_a_file_with_such_a_name(
    cli: Cli, tmp_path: Path, blank: str, named: str
) -> None:
    signup = tmp_path / "signup.csv"
    signup.write_text(f"name,legion\r\nAda,4512\r\n{blank},\r\nBo,\r\n", encoding="utf-8")
    code, out, err = cli("player", "import", "1", str(signup))
    assert (code, out) == (1, "")
    assert err.startswith(f"opl-tournament: {signup}, line 3")
    assert err.endswith(f"no visible character, only {named}\n") and err.count("\n") == 1
    assert _registered(cli) == [], "the file is refused whole"


def test_a_name_with_a_letter_beside_an_accent_or_a_filler_is_taken(cli: Cli) -> None:
    assert cli("player", "add", "1", "Zoe\u0301")[0] == 0
    assert cli("player", "add", "1", "\ud55c\uae00")[0] == 0
    assert _registered(cli) == ["Zoé", "\ud55c\uae00"]


def test_an_event_or_a_team_named_with_blanks_only_is_refused_by_the_same_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "teams.sqlite", capsys)
    code, _, err = cli("event", "create", "\u3164\u3164", "--format", "swiss")
    assert (code, err) == (
        1,
        "opl-tournament: field 'name': an event's name cannot be blank: it has no visible "
        "character, only U+3164 HANGUL FILLER\n",
    )
    create = ("event", "create", "Pairs", "--format", "swiss", "--game", "vs-2pcg")
    assert cli(*create, "--pods", "2v2")[0] == 0
    code, _, err = cli("event", "edit", "1", "--name", "\u2800")
    assert code == 1 and err.endswith("only U+2800 BRAILLE PATTERN BLANK\n"), err
    code, _, err = cli("player", "add", "1", "Ada", "--team", "\uffa0")
    assert code == 1 and err.endswith("only U+FFA0 HALFWIDTH HANGUL FILLER\n"), err
    assert [e["name"] for e in cli.json("event", "list")["events"]] == ["Pairs"]
    assert _registered(cli) == []
