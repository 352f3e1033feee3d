"""The command line takes the result line's words: `--winner tie` is a draw, `--winner dl` a
double loss, and a results file reads the same words."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "vs.sqlite", capsys)
    cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg", "--rounds", "2")
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"):
        cli.json("player", "add", "1", name)
    cli.json("pair", "1")
    return cli


def test_winner_words_are_the_result_lines(cli: Cli) -> None:
    tie = cli.json("report", "1", "1", "1", "--winner", "tie")
    assert (tie["winner"], tie["result"]) == (None, "DRAW")
    double = cli.json("report", "1", "1", "2", "--winner", "Double-Loss")
    assert (double["winner"], double["result"]) == (None, "DOUBLE_LOSS")
    code, out, _ = cli("rounds", "1", "--round", "1")
    assert code == 0 and "draw" in out and "double loss" in out


def test_a_results_file_reads_the_same_words(cli: Cli, tmp_path: Path) -> None:
    results = tmp_path / "r1.csv"
    results.write_text("table,winner\n1,drawn\n2,DL\n3,d\n", encoding="utf-8")
    code, _, err = cli("report", "1", "1", "--file", str(results))
    assert code == 0, err
    tables = cli.json("rounds", "1", "--round", "1")["rounds"][0]["results"]
    assert [t["result"] for t in tables] == ["DRAW", "DOUBLE_LOSS", "DRAW"]
