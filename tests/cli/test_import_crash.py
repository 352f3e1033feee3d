"""SIGKILL during a 5,000-row import leaves either none of it or all of it, and a sound file."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from tests.command_line import Runner, cli_command

ROWS = 5_000


def _write_signup(path: Path) -> None:
    lines = ["name,legion,city,fee,paid"]
    lines += [f"Player {i:05d},{100000 + i},Town {i % 37},5.00,yes" for i in range(ROWS)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _registered(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return int(conn.execute("SELECT count(*) FROM registration").fetchone()[0])


def _kill_during_import(db: Path, signup: Path, env: dict[str, str], delay: float) -> None:
    process = subprocess.Popen(
        cli_command("player", "import", "1", str(signup), "--db", str(db)),
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    process.wait()


def _check_kills(
    opl: Runner, db: Path, tmp_path: Path, env: dict[str, str], delays: list[float]
) -> None:
    assert opl("event", "create", "Big Open", "--format", "swiss").code == 0
    signup = tmp_path / "signup.csv"
    _write_signup(signup)
    for delay in delays:
        _kill_during_import(db, signup, env, delay)
        count = _registered(db)
        assert count in (0, ROWS), f"a kill after {delay:.2f}s left {count} of {ROWS} rows"
        if count == ROWS:
            return
    finished = opl("player", "import", "1", str(signup))
    assert finished.code == 0, finished.err
    assert _registered(db) == ROWS


def test_kill_during_a_5000_row_import(
    opl: Runner, db_path: Path, tmp_path: Path, cli_env: dict[str, str]
) -> None:
    rng = random.Random(20261122)
    _check_kills(opl, db_path, tmp_path, cli_env, sorted(rng.uniform(0.3, 4.0) for _ in range(4)))


@pytest.mark.slow
def test_kill_during_import_at_many_moments(
    opl: Runner, db_path: Path, tmp_path: Path, cli_env: dict[str, str]
) -> None:
    rng = random.Random(7)
    _check_kills(opl, db_path, tmp_path, cli_env, sorted(rng.uniform(0.2, 6.0) for _ in range(25)))
