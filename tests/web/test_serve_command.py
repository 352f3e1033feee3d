"""`opl-tournament serve` as a judge runs it: it prints the address, answers, and Ctrl+C stops it;
a port already in use is refused in one line."""

from __future__ import annotations

import io
import json
import os
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from collections import deque
from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventSettings
from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.storage import Database, open_database
from opl_tournament.web import PageProcess
from opl_tournament.web.page_process import KEPT_LINES, _keep_last_lines, database_argument

DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _database(tmp_path: Path) -> Path:
    path = tmp_path / "event.sqlite"
    database = open_database(path)
    create_event(ServiceContext(database), EventSettings(name="Club Night", seed=1))
    database.close()
    return path


def _command(path: Path, port: int, *options: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "opl_tournament",
        "serve",
        "--db",
        str(path),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        *options,
    ]


def test_serve_answers_until_interrupted(tmp_path: Path) -> None:
    path = _database(tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    server = subprocess.Popen(
        _command(path, port, "--plain-http"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith(f"players' page: http://127.0.0.1:{port}/")
        deadline = time.monotonic() + 60
        while True:
            try:
                with DIRECT.open(f"http://127.0.0.1:{port}/api/events", timeout=5) as answer:
                    events = json.loads(answer.read())["events"]
                break
            except OSError:
                assert time.monotonic() < deadline, "the page never answered"
                time.sleep(0.2)
        assert [e["name"] for e in events] == ["Club Night"]
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=60)
    assert server.returncode == 0, err
    assert "stopped" in out and "Traceback" not in err and "interrupted" not in err


def test_a_port_in_use_is_refused_in_one_line(tmp_path: Path) -> None:
    path = _database(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = subprocess.run(
            _command(path, port), capture_output=True, text=True, timeout=120, check=False
        )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1
    assert f"cannot serve the players' page on 127.0.0.1:{port}" in done.stderr


@pytest.mark.parametrize("port", ["0", "http", "70000"])
def test_a_port_that_is_not_one_is_refused_naming_a_port(
    port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """It said "'0' is not a table number": the serve command read its port as a table's."""
    from opl_tournament import cli

    with pytest.raises(SystemExit) as exited:
        cli.run(["serve", "--port", port])
    assert exited.value.code == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert error == (
        f"opl-tournament serve: error: argument --port: '{port}' is not a port "
        "(a whole number from 1 to 65535)"
    )


def test_the_windows_child_stops_when_its_standard_input_closes(tmp_path: Path) -> None:
    """How the window stops its page process, and why it stops if the window's process dies."""
    path = _database(tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [*_command(path, port), "--until-stdin-closes"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None and server.stdin is not None
    assert server.stdout.readline().startswith(f"players' page: https://127.0.0.1:{port}/")
    server.stdin.close()
    assert server.wait(timeout=60) == 0
    assert server.stderr is not None
    out, err = server.stdout.read(), server.stderr.read()
    assert "stopped" in out and "Traceback" not in err


@pytest.mark.parametrize("database_location", ["sqlite", "postgresql"], indirect=True)
def test_the_windows_page_process_serves_the_event_and_stops(database: Database) -> None:
    """What View ▸ Players' page on the network… runs: a child process, on a venue server too
    (its password handed over in the environment, never on the command line)."""
    ctx = ServiceContext(database)
    create_event(ctx, EventSettings(name="Club Night", seed=1))
    database_arg, env = database_argument(ctx)
    password = database.engine.url.password
    assert not password or (password not in database_arg and env == {"PGPASSWORD": password})
    page = PageProcess(ctx, "127.0.0.1", 0)
    address = page.start()
    try:
        assert page.running and page.pid != os.getpid()
        assert address.startswith("https://")  # encrypted unless the judge unticks it
        trusted = ssl.create_default_context(cafile=page_certificate_paths()[0])
        phone = urllib.request.build_opener(
            urllib.request.ProxyHandler({}), urllib.request.HTTPSHandler(context=trusted)
        )
        with phone.open(f"{address}api/events", timeout=10) as answer:
            assert [e["name"] for e in json.loads(answer.read())["events"]] == ["Club Night"]
    finally:
        page.stop()
    assert not page.running


def test_the_window_is_told_why_its_page_process_did_not_start(tmp_path: Path) -> None:
    """The child's own one-line reason, read from what it wrote on its error output."""
    path = _database(tmp_path)
    database = open_database(path)
    page = PageProcess(ServiceContext(database), "127.0.0.1", 0)
    database.close()
    path.unlink()  # gone before the page could start: the child refuses it
    with pytest.raises(RefusedAction, match=f"no tournament database at {path}"):
        page.start()
    assert not page.running


def test_the_window_keeps_only_the_last_lines_its_page_process_writes() -> None:
    """However much a child writes, the window holds a few short lines of it (no file grows)."""
    written = io.BytesIO(b"x" * 3_000_000 + b"\n" + b"a traceback line\n" * 100_000 + b"last\n")
    kept: deque[str] = deque(maxlen=KEPT_LINES)
    _keep_last_lines(written, kept)
    assert len(kept) == KEPT_LINES and kept[-1] == "last\n"
    assert all(len(line) <= 500 for line in kept)
