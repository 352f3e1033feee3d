"""A player disqualified at a pod event is said disqualified in the standings, as at a
head-to-head event (not merely dropped): on the command line and in its JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "pods.sqlite", capsys)


def _disqualified_at_a_pod(cli: Cli) -> tuple[str, str, str]:
    """An event of two pods of four, one player disqualified mid-round and one dropped after
    it; (event, the disqualified, the dropped)."""
    event = str(
        cli.json(
            "event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg",
            "--pods", "free-for-all",
        )["id"]
    )  # fmt: skip
    for i in range(1, 9):
        cli.json("player", "add", event, f"P{i}")
    pods = cli.json("pair", event)["pods"]
    first = [seat["number"] for seat in pods[0]["seats"]]
    second = [seat["number"] for seat in pods[1]["seats"]]
    cheat = first[0]
    cli.json("penalty", "add", event, cheat, "dq", "--infraction", "marked cards")
    cli.json("report", event, "1", "1", "--winner", first[1])
    cli.json("report", event, "1", "2", "--winner", second[0])
    assert cli("player", "drop", event, second[3])[0] == 0
    return event, cheat, second[3]


def test_the_standings_say_disqualified_apart_from_dropped(cli: Cli) -> None:
    event, cheat, dropped = _disqualified_at_a_pod(cli)
    rows = {row["number"]: row for row in cli.json("standings", event)["standings"]}
    assert rows[cheat]["disqualified"] is True
    assert "disqualified" not in rows[dropped] and rows[dropped]["dropped"] is True
    code, out, _err = cli("standings", event)
    assert code == 0
    lines = {line.split()[2]: line for line in out.splitlines() if line[:1].isdigit()}
    assert lines[cheat].split()[1] == "(DQ)"
    assert lines[dropped].split()[1] == "(dropped)"
