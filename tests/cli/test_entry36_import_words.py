"""`player import` says how many players it registered in plain English, one or more."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.mark.parametrize(
    ("content", "said"),
    [("name\nAda\n", "imported 1 player from"), ("name\nAda\nBo\n", "imported 2 players from")],
)
def test_the_count_of_players_imported_reads_right(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, said: str
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    signup = tmp_path / "signup.csv"
    signup.write_text(content, encoding="utf-8")
    code, out, _err = cli("player", "import", "1", str(signup))
    assert code == 0 and out.startswith(said)
