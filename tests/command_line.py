"""The real command line run in a subprocess, as a judge's terminal would run it."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any


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


def cli_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a command: the data folder under ``tmp_path``, UTF-8 output."""
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def run_cli(args: list[str], env: dict[str, str], *, stdin: str = "") -> Completed:
    done = subprocess.run(
        cli_command(*args),
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=120,
    )
    return Completed(done.returncode, done.stdout, done.stderr)


def run_cli_in_process(args: list[str], env: Mapping[str, str] | None = None) -> Completed:
    """``args`` run by the command line's own entry (``cli.run``) in this process (with ``env``,
    when given, as the whole environment while it runs): what ``run_cli`` does, without paying
    for a new Python (a third of a second) on each command. What only a process of its own
    shows (start-up, a closed pipe, a kill) keeps subprocess tests."""
    from opl_tournament.cli import run

    out, err = io.StringIO(), io.StringIO()
    with _environment(env), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = run(args)
        except SystemExit as stop:  # argparse: usage errors (2) and --help (0)
            code = stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 2
    return Completed(code, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def _environment(env: Mapping[str, str] | None) -> Iterator[None]:
    if env is None:
        yield
        return
    kept = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(kept)


@dataclass
class Killed:
    """A command started and killed (SIGKILL) after a delay, unless it had finished by then."""

    killed: bool
    code: int | None
    out: str
    err: str


def kill_after(args: list[str], env: dict[str, str], delay: float) -> Killed:
    proc = subprocess.Popen(
        cli_command(*args),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    time.sleep(delay)
    killed = proc.poll() is None
    if killed:
        os.kill(proc.pid, signal.SIGKILL)
    out, err = proc.communicate()
    return Killed(killed, None if killed else proc.returncode, out, err)


def cli_seconds(args: list[str], env: dict[str, str]) -> float:
    """How long one run of the command line takes, start-up included (it must succeed)."""
    started = time.monotonic()
    subprocess.run(cli_command(*args), capture_output=True, env=env, check=True)
    return time.monotonic() - started


@dataclass
class Killer:
    """Runs commands in a subprocess and SIGKILLs them part-way through.

    ``durations`` holds, by a command's first word, the shortest time such a command took to
    finish (``event`` stands in for a command not seen finishing yet), so that the kills land
    while the command is at work however fast it has become.
    """

    env: dict[str, str]
    durations: dict[str, float]

    def kill(self, args: list[str], share: float) -> Killed:
        """``args`` killed after ``share`` of its typical duration, unless it finished first."""
        typical = self.durations.get(args[0], self.durations["event"])
        started = time.monotonic()
        outcome = kill_after(args, self.env, share * typical)
        if not outcome.killed:
            took = time.monotonic() - started
            self.durations[args[0]] = min(took, self.durations.get(args[0], took))
        return outcome
