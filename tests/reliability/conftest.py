"""Running the real command line in a subprocess, for the reliability tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.command_line import Completed, Runner, cli_env, run_cli
from tests.reliability.disks import mounted_small_disk

# Generated inputs per fuzz test: small in the default suite, 10,000 in the slow run; both can be
# raised with OPL_FUZZ_EXAMPLES (e.g. OPL_FUZZ_EXAMPLES=100000 pytest -m slow tests/reliability).
FUZZ_EXAMPLES = int(os.environ.get("OPL_FUZZ_EXAMPLES", "200"))
SLOW_FUZZ_EXAMPLES = max(10_000, FUZZ_EXAMPLES)


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def opl(database: Path, tmp_path: Path) -> Runner:
    env = cli_env(tmp_path)

    def run(*args: str, stdin: str = "") -> Completed:
        return run_cli([*args, "--db", str(database)], env, stdin=stdin)

    return run


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB disk of its own (``tests/reliability/disks.py``), unmounted afterwards."""
    with mounted_small_disk(tmp_path) as disk:
        yield disk
