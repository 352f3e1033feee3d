"""A penalty that takes a recorded game from its winner after the next round was paired tells
the judge what that changed, as `report --correct` does for the same change."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "rules35.sqlite", capsys)


def test_a_game_loss_on_an_earlier_round_says_what_moved(cli: Cli) -> None:
    event = str(cli.json("event", "create", "Cup", "--format", "swiss", "--rounds", "3")["id"])
    for name in "ABCDEFGH":
        cli.json("player", "add", event, name)
    first = cli.json("pair", event)["pairings"]
    for table in first:
        cli("report", event, "1", str(table["table"]), "--winner", table["a"])
    cli.json("pair", event)
    winner, table = first[0]["a"], str(first[0]["table"])
    code, out, err = cli(
        "penalty", "add", event, winner, "game_loss", "--round", "1", "--table", table
    )
    assert code == 0, err
    assert "Round 1 was corrected after round 2 was paired" in out
    assert f"({winner}): points 3 → 0" in out
    shown = cli.json("penalty", "list", event)["penalties"]
    assert [p["game_forfeited"] for p in shown] == [True]
    warned = cli.json("penalty", "add", event, winner, "warning", "--infraction", "slow play")
    assert "correction" not in warned
