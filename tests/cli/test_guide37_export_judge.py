"""docs/rating-service-export.md: an event with no head judge is refused, and the head judge's
Legion number may be missing (`legion_number` null). The refusal says so and how to name the
judge, instead of asking for a number the export does not need."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


def test_the_refusal_names_what_is_needed_and_a_judge_without_number_will_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    for line in (
        ("event", "create", "Open", "--format", "swiss", "--rounds", "1", "--sanction", "OPL-1",
         "--date", "2026-11-20"),
        ("player", "add", "1", "Ada"),
        ("player", "add", "1", "Bo"),
        ("pair", "1"),
        ("report", "1", "1", "1", "--winner", "0001"),
        ("event", "finish", "1"),
    ):  # fmt: skip
        code, _out, err = cli(*line)
        assert code == 0, err
    code, _out, err = cli("export", "1", "-o", str(tmp_path / "out"))
    assert code == 1 and err.count("\n") == 1
    assert "if they have one" in err and "event edit --judge" in err
    assert not (tmp_path / "out").exists()
    assert cli("event", "edit", "1", "--judge", "Jo Judge")[0] == 0
    code, _out, err = cli("export", "1", "-o", str(tmp_path / "out"))
    assert code == 0, err
    event = json.loads((tmp_path / "out" / "event.json").read_text(encoding="utf-8"))["event"]
    assert event["officials"] == [{"role": "judge", "name": "Jo Judge", "legion_number": None}]
