"""A station may not be named like a player's phone or kiosk: Edit ▸ Undo takes a player's
channel's actions back from any station, so such a station would be taken for a phone."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.mark.parametrize("name", ["player 0004 (phone)", "Player 12 (Kiosk)", "PLAYER x  (PHONE)"])
def test_a_station_named_like_a_players_phone_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    code, out, err = cli("--actor", name, "player", "add", "1", "Ada")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "reads like a player's phone or kiosk" in err
    assert cli("--json", "player", "list", "1")[1].count('"number"') == 0, "nobody was added"


@pytest.mark.parametrize("name", ["player desk", "Players' table (north)", "judge phone"])
def test_other_station_names_are_taken(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("--actor", name, "event", "create", "Open", "--format", "swiss")[0] == 0
