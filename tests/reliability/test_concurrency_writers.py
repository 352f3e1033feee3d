"""Two programs writing one database at once: no update is lost, the file is never corrupted,
and a writer that cannot get in waits, or after the busy timeout says the database is busy."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from opl_tournament.storage.db import BUSY_TIMEOUT_MS
from tests.command_line import Runner, cli_env

# One process registering players as fast as it can, printing each command's exit status.
WORKER = textwrap.dedent(
    """
    import contextlib, io, json, sys
    from opl_tournament.cli import run
    db, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    codes = []
    for i in range(count):
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = run(["player", "add", "1", f"{tag}-{i}", "--db", db])
        codes.append([f"{tag}-{i}", code, err.getvalue().strip()])
    print(json.dumps(codes))
    """
)


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def registrations(path: Path) -> list[tuple[str, int]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT p.name, r.sequence FROM registration r JOIN player p ON p.id = r.player_id"
        ).fetchall()
    finally:
        conn.close()


def test_two_processes_adding_players_at_once_lose_nothing(
    opl: Runner, database: Path, tmp_path: Path
) -> None:
    assert opl("event", "create", "Crowded", "--format", "swiss").code == 0
    per_worker = 30
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(database), tag, str(per_worker)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli_env(tmp_path),
        )
        for tag in ("north", "south")
    ]
    results = []
    for worker in workers:
        out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0, err
        results += json.loads(out)

    succeeded = {name for name, code, _ in results if code == 0}
    for name, code, message in results:
        assert code == 0 or "busy" in message, (name, code, message)
    stored = registrations(database)
    assert {name for name, _ in stored} == succeeded
    assert len(succeeded) >= per_worker  # waiting, not failing, is the normal case
    assert sorted(seq for _, seq in stored) == list(range(1, len(stored) + 1))
    assert integrity(database) == "ok"


def hold_write_lock(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("UPDATE event SET place = 'held' WHERE id = 1")
    return conn


def test_a_writer_waits_while_another_holds_the_lock(opl: Runner, database: Path) -> None:
    assert opl("event", "create", "Queue", "--format", "swiss").code == 0
    holder = hold_write_lock(database)
    env_runner = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "opl_tournament",
            "player",
            "add",
            "1",
            "Patient",
            "--db",
            str(database),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(1.5)
    assert env_runner.poll() is None  # still waiting for the lock
    holder.commit()
    holder.close()
    _, err = env_runner.communicate(timeout=60)
    assert env_runner.returncode == 0, err
    assert [name for name, _ in registrations(database)] == ["Patient"]


@pytest.mark.slow
def test_a_writer_that_waits_too_long_is_told_the_database_is_busy(
    opl: Runner, database: Path
) -> None:
    assert opl("event", "create", "Stuck", "--format", "swiss").code == 0
    holder = hold_write_lock(database)
    try:
        started = time.monotonic()
        done = opl("player", "add", "1", "Too Late")
        waited = time.monotonic() - started
    finally:
        holder.rollback()
        holder.close()
    assert done.code == 1
    assert "busy" in done.err and "Traceback" not in done.err
    assert waited >= BUSY_TIMEOUT_MS / 1000 * 0.9
    assert registrations(database) == []
    assert integrity(database) == "ok"
