"""A results file from a spreadsheet that dropped the numbers' leading zeros (0004 saved as 4)
records each table's winner: the table says whose number it is. A number that is nobody's at
its table is refused by its line, and nothing of the file is recorded."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.in_process import Cli


def _round_one(term: Cli) -> list[dict[str, object]]:
    assert term("event", "create", "Open", "--format", "swiss", "--seed", "2")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"):
        assert term("player", "add", "1", name)[0] == 0
    assert term("pair", "1")[0] == 0
    pairings: list[dict[str, object]] = term.json("rounds", "1", "--json")["rounds"][0]["pairings"]
    return pairings


def test_winners_saved_without_their_zeros_are_recorded(term: Cli, tmp_path: Path) -> None:
    pairings = _round_one(term)
    results = tmp_path / "results.csv"
    lines = [f"{p['table']},{int(str(p['b']))}" for p in pairings]
    results.write_text("table,winner\n" + "\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = term("report", "1", "1", "--file", str(results))
    assert (code, err) == (0, ""), err
    assert out.strip() == "recorded 3 results for round 1"
    recorded = term.json("rounds", "1", "--json")["rounds"][0]["results"]
    assert [r["winner"] for r in recorded] == [p["b"] for p in pairings]


def test_report_winner_given_without_its_zeros(term: Cli) -> None:
    first = _round_one(term)[0]
    code, out, _err = term(
        "report", "1", "1", str(first["table"]), "--winner", str(int(str(first["a"])))
    )
    assert code == 0
    assert out.strip() == f"round 1, table {first['table']}: {first['a']} won"


def test_a_number_nobody_has_at_its_table_is_refused_by_its_line(term: Cli, tmp_path: Path) -> None:
    pairings = _round_one(term)
    first, second = pairings[0], pairings[1]
    results = tmp_path / "results.csv"
    results.write_text(
        f"table,winner\n{first['table']},{int(str(first['a']))}\n"
        f"{second['table']},{int(str(first['a']))}\n",
        encoding="utf-8",
    )
    code, out, err = term("report", "1", "1", "--file", str(results))
    assert code == 1 and out == ""
    assert "line 3" in err and f"is not at table {second['table']}" in err, err
    recorded = term.json("rounds", "1", "--json")["rounds"][0]["results"]
    assert all(r["winner"] is None for r in recorded), json.dumps(recorded)
