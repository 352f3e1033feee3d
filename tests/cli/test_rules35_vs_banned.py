"""A judge bans one version of a Vs. System TCG card from the command line, as the setting's
description says, and only that version is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "rules35.sqlite", capsys)


def test_banning_one_version_leaves_the_others_legal(cli: Cli, tmp_path: Path) -> None:
    event = str(cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg")["id"])
    shown = {s["key"]: s for s in cli.json("event", "settings", event)["settings"]}
    assert "'Name (Version)' only that version" in shown["tcg.deck.banned"]["description"]
    code, _out, err = cli("event", "settings", event, "--set", "tcg.deck.banned=Wolverine (Logan)")
    assert code == 0, err
    cli.json("player", "add", event, "Ada")
    filler = "\n".join(f"4 Hero {i}, Version {i}" for i in range(14))
    other = tmp_path / "other.txt"
    other.write_text(filler + "\n4 Wolverine, Weapon X\n", encoding="utf-8")
    report = cli.json("deck", "submit", event, "0001", str(other))
    assert report["legal"] is True, report["violations"]
    banned = tmp_path / "banned.txt"
    banned.write_text(filler + "\n4 Wolverine, Logan\n", encoding="utf-8")
    report = cli.json("deck", "submit", event, "0001", str(banned))
    assert [v["rule"] for v in report["violations"]] == ["TCG-D4"]
    assert report["violations"][0]["cards"] == ["Wolverine (Logan)"]
