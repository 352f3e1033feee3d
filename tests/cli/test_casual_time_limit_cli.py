"""The command line: an unsanctioned event may set 60-minute rounds and is told they are
outside the kit's range (on the error output: standard output stays the event's id); a
sanctioned one is refused, exit 1, nothing made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli

NOTE = (
    "note: 60 minutes a round is outside the 30 to 45 minutes of a sanctioned OverPower event: "
    "fine without a sanction number, refused with one"
)


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "casual.sqlite", capsys)


def test_a_casual_time_limit_is_noted_and_a_sanctioned_one_refused(cli: Cli) -> None:
    code, out, err = cli(
        "event", "create", "Night", "--format", "swiss", "--time-limit", "60", "--sanction", "S1"
    )
    assert code == 1
    assert "the time limit must be 30 to 45 minutes for a sanctioned OverPower event" in err
    assert cli.json("event", "list")["events"] == []
    code, out, err = cli("event", "create", "Night", "--format", "swiss", "--time-limit", "60")
    assert code == 0 and out.strip() == "1"
    assert err.strip() == NOTE
    code, out, err = cli("event", "create", "Cup", "--format", "swiss", "--time-limit", "40")
    assert code == 0 and err == ""
    code, out, err = cli("event", "edit", "2", "--time-limit", "60")
    assert code == 0 and NOTE in out.splitlines()
    code, out, err = cli("event", "edit", "2", "--place", "Hall B")
    assert code == 0 and "note:" not in out
    code, out, err = cli("event", "edit", "2", "--sanction", "S-7")
    assert code == 1 and "30 to 45 minutes for a sanctioned OverPower event" in err
