"""Running the command line as a judge's terminal would: its own entry, in this process (``opl``),
or a real subprocess (``opl_process``) where the process itself is what a test looks at."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.command_line import Completed, Runner, cli_env, run_cli, run_cli_in_process


@pytest.fixture(name="cli_env")
def cli_env_fixture(tmp_path: Path) -> dict[str, str]:
    return cli_env(tmp_path)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


def _with_db(args: tuple[str, ...], db: Path | None) -> list[str]:
    return [*args, "--db", str(db)] if db is not None else list(args)


@pytest.fixture
def opl(db_path: Path, cli_env: dict[str, str]) -> Runner:
    """A command, in this process, with ``cli_env`` as its environment (as it is at the call)."""

    def run(*args: str, db: Path | None = db_path) -> Completed:
        return run_cli_in_process(_with_db(args, db), cli_env)

    return run


@pytest.fixture
def opl_process(db_path: Path, cli_env: dict[str, str]) -> Runner:
    """A command in a subprocess of its own, as a terminal starts it."""

    def run(*args: str, db: Path | None = db_path) -> Completed:
        return run_cli(_with_db(args, db), cli_env)

    return run


@pytest.fixture
def term(
    db_path: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> Cli:
    """A judge's terminal: many commands on the test's database, in this process (fast), with
    the user's data folder in the test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(db_path, capsys)
