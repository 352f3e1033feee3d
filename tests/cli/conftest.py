"""Running the real command line in a subprocess, as a judge's terminal would."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.command_line import Completed, Runner, cli_env, run_cli


@pytest.fixture(name="cli_env")
def cli_env_fixture(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def opl(db_path: Path, cli_env: dict[str, str]) -> Runner:
    def run(*args: str, db: Path | None = db_path) -> Completed:
        return run_cli([*args, "--db", str(db)] if db is not None else list(args), cli_env)

    return run
