"""`report ROUND --file` is one judge action on the command line: its JSON is as before, the log
shows one row for the file, and one `undo` takes every table of it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss", "--seed", "1")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0
    return cli


def test_a_file_is_one_log_row_and_one_undo(cli: Cli, tmp_path: Path) -> None:
    code, out, _err = cli("rounds", "1", "--json")
    pairings = json.loads(out)["rounds"][0]["pairings"]
    results = tmp_path / "results.csv"
    results.write_text(
        "table,winner\n" + "".join(f"{p['table']},{p['a']}\n" for p in pairings),
        encoding="utf-8",
    )
    code, out, _err = cli("report", "1", "1", "--file", str(results), "--json")
    assert code == 0
    reported = json.loads(out)
    assert reported["round"] == 1
    assert [r["table"] for r in reported["reported"]] == [p["table"] for p in pairings]

    code, out, _err = cli("log", "1", "--json")
    rows = [(e["action"], e["summary"]) for e in json.loads(out)["log"]]
    said = "results of round 1 from results.csv: 3 tables"
    assert [r for r in rows if r[0].startswith("match.")] == [("match.file", said)]

    code, out, err = cli("undo", "1")
    assert (code, out.strip(), err) == (0, f"undid: {said}", "")
    code, out, _err = cli("rounds", "1", "--json")
    round_1 = json.loads(out)["rounds"][0]
    assert round_1["status"] == "paired"
    assert [r["result"] for r in round_1["results"]] == [None, None, None]
    code, _out, err = cli("undo", "1")
    assert code == 0, "the next undo is the pairing's, not another table of the file"
