"""A renege at a Vs. System event from the command line: OverPower's penalty (a battle lost,
missions moved) is refused by name, nothing is recorded, and the game's own penalties work."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "penalties.sqlite", capsys)


@pytest.mark.parametrize("pods", [(), ("--pods", "free-for-all")])
def test_a_renege_is_refused_at_a_vs_event(cli: Cli, pods: tuple[str, ...]) -> None:
    event = str(
        cli.json("event", "create", "TCG Night", "--format", "swiss", "--game", "vs-tcg", *pods)[
            "id"
        ]
    )
    for name in ("Ann", "Ben", "Cy", "Di"):
        cli.json("player", "add", event, name)
    paired = cli.json("pair", event)
    table = next((t["table"] for t in paired.get("pairings", ()) if "0001" in (t["a"], t["b"])), 0)
    at = () if pods else ("--round", "1", "--table", str(table))
    code, out, err = cli("penalty", "add", event, "0001", "renege", *at)
    assert code == 1 and "Traceback" not in err
    assert "Vs. System (TCG) has no renege penalty" in err and "game_loss" in err
    assert "mission" not in out + err and "battle" not in out + err
    assert cli.json("penalty", "list", event)["penalties"] == []
    lost = cli.json("penalty", "add", event, "0001", "game_loss", *at)
    assert lost["game_forfeited"] and "mission" not in lost["explanation"]
