"""Running the real command line in a subprocess, for the reliability tests."""

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
class Done:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


Opl = Callable[..., Done]

# Generated inputs per fuzz test: small in the default suite, 10,000 in the slow run; both can be
# raised with OPL_FUZZ_EXAMPLES (e.g. OPL_FUZZ_EXAMPLES=100000 pytest -m slow tests/reliability).
FUZZ_EXAMPLES = int(os.environ.get("OPL_FUZZ_EXAMPLES", "200"))
SLOW_FUZZ_EXAMPLES = max(10_000, FUZZ_EXAMPLES)


def opl_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    env["PYTHONIOENCODING"] = "utf-8"
    return env


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def opl(database: Path, tmp_path: Path) -> Opl:
    env = opl_env(tmp_path)

    def run(*args: str, stdin: str = "") -> Done:
        done = subprocess.run(
            [sys.executable, "-m", "opl_tournament", *args, "--db", str(database)],
            input=stdin,
            capture_output=True,
            text=True,
            env=env,
            check=False,
            timeout=120,
        )
        return Done(done.returncode, done.stdout, done.stderr)

    return run
