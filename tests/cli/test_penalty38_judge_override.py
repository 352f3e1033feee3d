"""``penalty add --override REASON``: the judge's word replaces the rules' consequence (kit
GEN-01: every automatic outcome, penalties included, may be overridden by the judge, and the
override is logged with its reason)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "event.sqlite", capsys)


@pytest.fixture
def event(cli: Cli) -> tuple[str, str, str]:
    """An event with round 1 paired: (event, a player, their table)."""
    event = str(cli.json("event", "create", "Cup", "--format", "swiss", "--rounds", "3")["id"])
    for name in ("Ada", "Bo", "Cy", "Di"):
        cli.json("player", "add", event, name)
    table = cli.json("pair", event)["pairings"][0]
    return event, table["a"], str(table["table"])


def test_a_third_renege_the_judge_keeps_in_the_event(cli: Cli, event: tuple[str, str, str]) -> None:
    event_id, player, table = event
    at = ("--round", "1", "--table", table)
    for _ in range(2):
        cli.json("penalty", "add", event_id, player, "renege", *at, "--override", "new player",
                 "--game-forfeited", "no")  # fmt: skip
    third = cli.json(
        "penalty", "add", event_id, player, "renege", *at,
        "--override", "first event, rule explained", "--disqualified", "no",
    )  # fmt: skip
    assert (third["game_forfeited"], third["disqualified"], third["overridden"]) == (
        True, False, True,
    )  # fmt: skip
    assert "The judge overrode this (first event, rule explained)" in third["explanation"]
    players = {p["number"]: p for p in cli.json("player", "list", event_id)["players"]}
    assert players[player]["status"] == "active"
    code, log, _err = cli("log", event_id)
    assert code == 0 and "first event, rule explained" in log


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (("--disqualified", "no"), "--disqualified: give the reason for the judge's decision"),
        (("--override", "why"), "--override: say what the judge decides with --battle-lost"),
        (("--override", "a\x07b", "--disqualified", "no"), "the reason contains"),
    ],
)
def test_an_incomplete_override_is_refused_and_nothing_recorded(
    cli: Cli, event: tuple[str, str, str], flags: tuple[str, ...], said: str
) -> None:
    event_id, player, table = event
    code, _out, err = cli(
        "penalty", "add", event_id, player, "renege", "--round", "1", "--table", table, *flags
    )
    assert code == 1 and said in err and "Traceback" not in err
    assert cli.json("penalty", "list", event_id)["penalties"] == []
