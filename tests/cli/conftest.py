"""Running the real command line in a subprocess, as a judge's terminal would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest


@dataclass
class Completed:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


Runner = Callable[..., Completed]


def cli_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "opl_tournament", *args]


@pytest.fixture
def cli_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    env["PYTHONIOENCODING"] = "utf-8"
    return env


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def opl(db_path: Path, cli_env: dict[str, str]) -> Runner:
    def run(*args: str, db: Path | None = db_path) -> Completed:
        full = [*args, "--db", str(db)] if db is not None else list(args)
        done = subprocess.run(
            cli_command(*full),
            capture_output=True,
            text=True,
            env=cli_env,
            check=False,
            timeout=120,
        )
        return Completed(done.returncode, done.stdout, done.stderr)

    return run
