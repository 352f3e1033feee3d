"""The command line run in this process (fast), for tests that drive many commands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.command_line import run_cli_in_process


class Cli:
    def __init__(self, db: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.db = db
        self.capsys = capsys

    def __call__(self, *args: str) -> tuple[int, str, str]:
        done = run_cli_in_process([*args, "--db", str(self.db)])
        return done.code, done.out, done.err

    def json(self, *args: str) -> Any:
        code, out, err = self(*args, "--json")
        assert code == 0, err
        return json.loads(out)


def seated(table: dict[str, Any]) -> list[str]:
    """The numbers seated at a table of ``rounds --json`` (a pod's seats, a match's one or two
    players)."""
    if "seats" in table:
        return [seat["number"] for seat in table["seats"]]
    return [table["a"]] + ([table["b"]] if table.get("b") else [])
