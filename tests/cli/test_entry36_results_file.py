"""`report ROUND --file` records tables without a result; a --correct (or --adjudicate) given
with it is refused plainly instead of being ignored, and the count reads right."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss", "--seed", "1")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0
    return cli


def _first_table(cli: Cli) -> tuple[str, str]:
    code, out, _err = cli("rounds", "1", "--json")
    assert code == 0
    first = json.loads(out)["rounds"][0]["pairings"][0]
    return str(first["table"]), first["a"]


@pytest.mark.parametrize("option", [["--correct"], ["--adjudicate", "state.json"]])
def test_a_file_with_a_one_table_option_is_refused(
    cli: Cli, tmp_path: Path, option: list[str]
) -> None:
    table, winner = _first_table(cli)
    results = tmp_path / "results.csv"
    results.write_text(f"table,winner\n{table},{winner}\n", encoding="utf-8")
    code, _out, err = cli("report", "1", "1", "--file", str(results), *option)
    assert code == 1
    assert f"field '{option[0]}': {option[0]} is for one table" in err
    code, out, _err = cli("rounds", "1")
    assert f"{winner} won" not in out, "nothing was recorded"


def test_one_result_recorded_reads_in_the_singular(cli: Cli, tmp_path: Path) -> None:
    table, winner = _first_table(cli)
    results = tmp_path / "results.csv"
    results.write_text(f"table,winner\n{table},{winner}\n", encoding="utf-8")
    code, out, _err = cli("report", "1", "1", "--file", str(results))
    assert code == 0 and out.strip() == "recorded 1 result for round 1"
