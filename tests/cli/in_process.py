"""The command line run in this process (fast), for tests that drive many commands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.cli import run


class Cli:
    def __init__(self, db: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.db = db
        self.capsys = capsys

    def __call__(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        code = run([*args, "--db", str(self.db)])
        captured = self.capsys.readouterr()
        return code, captured.out, captured.err

    def json(self, *args: str) -> Any:
        code, out, err = self(*args, "--json")
        assert code == 0, err
        return json.loads(out)
