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
