"""`event show` lists what applies to the event: a Vs. System pod event shows its pod format,
scoring and table size, not OverPower's tournament type and tier or the head-to-head Swiss
tiebreakers; `--json` keeps every key of the event's document."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "show.sqlite", capsys)


def _keys(cli: Cli, event: str) -> dict[str, str]:
    code, out, err = cli("event", "show", event)
    assert code == 0, err
    settings = out.split("table rules (what the players are told):")[0]
    return dict(line.split(": ", 1) for line in settings.splitlines())


def test_a_pod_event_shows_its_pods_not_overpowers_settings(cli: Cli) -> None:
    event = str(
        cli.json(
            "event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg",
            "--pods", "free-for-all", "--pod-size", "3",
        )["id"]
    )  # fmt: skip
    shown = _keys(cli, event)
    assert shown["pods"] == "free-for-all"
    assert shown["pod_size"] == "3"
    assert shown["pod_scoring"] == "winner-only"
    for key in ("type", "tier", "tiebreaks", "late_entry", "grand_final", "byes", "pod_points"):
        assert key not in shown, key
    document = cli.json("event", "show", event)
    for key in ("type", "tier", "tiebreaks", "late_entry", "grand_final", "byes", "pods"):
        assert key in document, key


def test_an_overpower_swiss_event_still_shows_its_type_tier_and_tiebreakers(cli: Cli) -> None:
    event = str(
        cli.json("event", "create", "Open", "--format", "swiss", "--tier", "regional")["id"]
    )
    shown = _keys(cli, event)
    assert shown["type"] == "constructed"
    assert shown["tier"] == "regional"
    assert shown["tiebreaks"] == "legion"
    assert shown["late_entry"] == "losses"
    assert "grand_final" not in shown and "pods" not in shown
