"""`player import` reads a comma file whose quoted name holds a semicolon as a comma file, and a
semicolon file whose name holds a comma as a semicolon file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    return cli


@pytest.mark.parametrize(
    ("content", "names"),
    [
        (
            'name,legion\r\n"Dana ""DJ""; Smith",12345678\r\nBo; the Second,\r\n',
            ['Dana "DJ"; Smith', "Bo; the Second"],
        ),
        (
            'name;legion\r\n"Ortiz, Zoë";12345678\r\nAda, Countess;\r\n',
            ["Ortiz, Zoë", "Ada, Countess"],
        ),
        ("name\tlegion\r\nDana; Smith, Jr\t12345678\r\n", ["Dana; Smith, Jr"]),
    ],
    ids=["comma", "semicolon", "tab"],
)
def test_the_delimiter_is_the_one_that_splits_the_header(
    cli: Cli, tmp_path: Path, content: str, names: list[str]
) -> None:
    signup = tmp_path / "signup.csv"
    signup.write_text(content, encoding="utf-8")
    code, _, err = cli("player", "import", "1", str(signup))
    assert code == 0, err
    listed = cli.json("player", "list", "1")["players"]
    assert [p["name"] for p in listed] == names
