"""A staff player's number typed in lower case (``s001``) names the staff player ``S001``
wherever the command line takes a player: a result, a penalty, a drop, a swap."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    create = ("event", "create", "Open", "--format", "swiss", "--seed", "1", "--odd-field", "staff")
    assert cli(*create)[0] == 0
    for name in ("Ada", "Bo", "Cy"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("player", "add", "1", "Store Staff", "--staff")[0] == 0
    assert cli("pair", "1")[0] == 0
    return cli


def _staff_table(cli: Cli) -> dict[str, object]:
    _code, out, _err = cli("rounds", "1", "--json")
    pairings = json.loads(out)["rounds"][0]["pairings"]
    return next(p for p in pairings if "S001" in (p["a"], p["b"]))


def test_a_staff_number_in_lower_case_is_the_staff_player(cli: Cli) -> None:
    table = _staff_table(cli)
    other = table["b"] if table["a"] == "S001" else table["a"]
    code, _out, err = cli("swap", "1", "s001", "0001" if other != "0001" else "0002")
    assert (code, err) == (0, "")
    table = _staff_table(cli)

    code, out, err = cli("report", "1", "1", str(table["table"]), "--winner", "s001", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["winner"] == "S001"

    code, _out, err = cli("penalty", "add", "1", "s001", "warning", "--infraction", "Slow play")
    assert (code, err) == (0, "")
    code, out, _err = cli("penalty", "list", "1", "--json")
    assert [p["number"] for p in json.loads(out)["penalties"]] == ["S001"]

    code, _out, err = cli("player", "drop", "1", "s001")
    assert (code, err) == (0, "")
    code, out, _err = cli("player", "list", "1", "--json")
    dropped = [p["number"] for p in json.loads(out)["players"] if p["status"] == "dropped"]
    assert dropped == ["S001"]


def test_a_number_that_is_nobody_is_still_refused_as_typed(cli: Cli) -> None:
    code, _out, err = cli("player", "drop", "1", "s002")
    assert code == 1
    assert "player s002 is not registered in event 1" in err
