"""`make run` on a machine that lacks something says so in one line, before creating anything."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAKE = shutil.which("make")
pytestmark = pytest.mark.skipif(MAKE is None or sys.platform == "win32", reason="needs make")


def fake_python(folder: Path, refuses: str) -> Path:
    """A python3 that answers like the real one, except that code containing ``refuses`` fails,
    as on a machine with an older Python or without the venv module."""
    script = folder / "python3"
    script.write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = "-c" ]; then case "$2" in *{refuses}*) exit 1;; esac; fi\n'
        f'exec "{sys.executable}" "$@"\n',
        encoding="utf-8",
    )
    script.chmod(0o755)
    return script


def make_run(tmp_path: Path, python: str) -> subprocess.CompletedProcess[str]:
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    shutil.copy(ROOT / "Makefile", checkout)
    shutil.copy(ROOT / "pyproject.toml", checkout)
    assert MAKE is not None
    return subprocess.run(
        [MAKE, "-s", "-C", str(checkout), f"PYTHON={python}", "run"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    ("situation", "expected"),
    [
        ("missing", "was not found: install Python 3.11 or newer"),
        ("version_info", "too old: install Python 3.11 or newer"),
        ("ensurepip", "the venv module of"),
    ],
)
def test_make_says_in_one_line_what_is_missing(
    tmp_path: Path, situation: str, expected: str
) -> None:
    python = (
        str(tmp_path / "no-such-python3")
        if situation == "missing"
        else str(fake_python(tmp_path, situation))
    )
    done = make_run(tmp_path, python)
    assert done.returncode != 0
    # make's own "make: *** [...] Error 1" follows; ours is the one line that says what to do.
    ours = [line for line in done.stderr.splitlines() if "***" not in line and line.strip()]
    assert len(ours) == 1 and expected in ours[0], done.stderr
    assert "python3-venv" in ours[0]
    assert not (tmp_path / "checkout" / ".venv").exists(), "nothing is created"


@pytest.mark.parametrize(("goal", "extras"), [("run", False), ("test", True)])
def test_make_run_installs_only_the_program_and_make_test_adds_the_tools(
    tmp_path: Path, goal: str, extras: bool
) -> None:
    checkout = tmp_path / "checkout"
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / ".venv" / "bin" / "python").touch()
    shutil.copy(ROOT / "Makefile", checkout)
    shutil.copy(ROOT / "pyproject.toml", checkout)
    assert MAKE is not None
    planned = subprocess.run(
        [MAKE, "-n", "-C", str(checkout), goal],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    installs = [line for line in planned.splitlines() if "pip install" in line]
    assert len(installs) == 1, planned
    assert ("[test]" in installs[0]) is extras
