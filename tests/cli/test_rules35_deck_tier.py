"""`deck check --tier`: a judge checks an OverPower deck for a regional or national event, where
Beyonder may not be on a team (kit, Constructed announcement 10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "rules35.sqlite", capsys)


def test_beyonder_is_checked_against_the_events_tier(cli: Cli, tmp_path: Path) -> None:
    text = (EXAMPLE / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    deck = tmp_path / "beyonder.txt"
    deck.write_text(text.replace("1 Juggernaut\n", "1 Beyonder\n", 1), encoding="utf-8")
    rules = {}
    for tier in ("local", "regional", "national"):
        code, out, err = cli("deck", "check", str(deck), "--tier", tier)
        assert code == 1, err
        rules[tier] = "D19: Beyonder may not be on a team" in out
    assert rules == {"local": False, "regional": True, "national": True}
