"""`standings` during a round in play gives the standings after the last round played to the
end, as the window's Standings page shows them and as they are printed and posted: its JSON's
round is that round, and the players' page serves the same document."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert (
        cli("event", "create", "Open", "--format", "swiss", "--seed", "3", "--rounds", "3")[0] == 0
    )
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"):
        assert cli("player", "add", "1", name)[0] == 0
    return cli


def _play(cli: Cli, round_number: int, tables: int | None = None) -> None:
    pairings = cli.json("pair", "1")["pairings"]
    for table in pairings[:tables]:
        if table["b"] is not None:
            winner = max(table["a"], table["b"])
            assert (
                cli("report", "1", str(round_number), str(table["table"]), "--winner", winner)[0]
                == 0
            )


def test_standings_during_round_two_are_those_after_round_one(cli: Cli, tmp_path: Path) -> None:
    _play(cli, 1)
    after_one = cli.json("standings", "1")
    _play(cli, 2, tables=1)  # round 2 paired, one of its three results in

    during = cli.json("standings", "1")
    assert during["round"] == 1
    assert during == after_one == cli.json("standings", "1", "--round", "1")
    code, out, _err = cli("standings", "1")
    assert code == 0
    assert out.splitlines()[0] == "Standings after round 1 (round 2: 2 tables still playing)"
    # asked for by its number, round 2 is its results so far, said as such
    code, out, _err = cli("standings", "1", "--round", "2")
    assert out.splitlines()[0] == "Standings in round 2 so far: 2 tables still playing"
    assert cli.json("standings", "1", "--round", "2")["round"] == 2

    printed = tmp_path / "standings.pdf"
    assert cli("print", "standings", "1", "-o", str(printed))[0] == 0
    page = PdfReader(io.BytesIO(printed.read_bytes())).pages[0].extract_text()
    assert "STANDINGS AFTER ROUND 1" in page


def test_standings_while_round_one_is_played_are_before_any_round(cli: Cli) -> None:
    _play(cli, 1, tables=1)
    during = cli.json("standings", "1")
    assert during["round"] == 0
    assert {row["points"] for row in during["standings"]} == {0}
    code, out, _err = cli("standings", "1")
    assert code == 0
    heading = "Standings before the first round (round 1: 2 tables still playing)"
    assert out.splitlines()[0] == heading


def test_standings_before_any_pairing_say_so(cli: Cli) -> None:
    """As the window's Standings page: not "after round 0"."""
    code, out, _err = cli("standings", "1")
    assert code == 0
    assert out.splitlines()[0] == "Standings: no round has been paired yet"
