"""`opl-tournament serve` in a child process, as the window and a judge run it, for the tests that
attack it over real HTTP (``served``: with ``--plain-http``, so that a test reads every byte the
page sends) or over real TLS (``served_tls``: as served by default); and a phone's GET with its
own connection."""

from __future__ import annotations

import http.client
import json
import os
import ssl
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from opl_tournament.paths import page_certificate_paths
from tests.helpers.ports import free_port

HOST = "127.0.0.1"


@dataclass
class Served:
    port: int
    process: subprocess.Popen[bytes]

    def get(
        self, path: str, timeout: float = 1.0, headers: dict[str, str] | None = None
    ) -> tuple[int, dict[str, str], bytes]:
        """One GET on a new connection: status, headers (lower-case names) and the body as
        sent (still compressed if the server compressed it)."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        try:
            connection.request("GET", path, headers=headers or {})
            answer = connection.getresponse()
            body = answer.read()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, body
        finally:
            connection.close()

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 30.0,
    ) -> tuple[int, dict[str, str], bytes]:
        """One request on a new connection, as ``get`` answers it."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            answer = connection.getresponse()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
        finally:
            connection.close()

    def get_json(
        self, path: str, *, code: str | None = None, cookie: str | None = None
    ) -> tuple[int, dict[str, object]]:
        """A GET of the API as a phone signed in by ``code`` (its bearer) or ``cookie`` (its
        session) sends it: the status and the JSON answer."""
        headers = {}
        if code is not None:
            headers["authorization"] = f"Bearer {code}"
        if cookie is not None:
            headers["cookie"] = f"opl_session={cookie}"
        status, _headers, body = self.request("GET", path, headers=headers)
        document: dict[str, object] = json.loads(body)
        return status, document

    @property
    def origin(self) -> str:
        """The page's own origin, as a browser names it."""
        return f"http://{HOST}:{self.port}"


@contextmanager
def served(database: Path | str, file_limit: int | None = None) -> Iterator[Served]:
    """The page of ``database`` served over plain http by a child process (whose open files are
    limited to ``file_limit``, soft and hard, when given), until the block ends."""
    port = free_port()
    command = [sys.executable, "-m", "opl_tournament", "serve", "--db", str(database)]
    process = subprocess.Popen(
        [*command, "--plain-http", "--host", HOST, "--port", str(port), "--until-stdin-closes"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=files_limited_to(file_limit),  # noqa: PLW1509 (the test process starts children from one thread)
        env=child_environment(),
    )
    page = Served(port, process)
    with answering(process, lambda: page.get("/api/events", timeout=2), OSError):
        yield page


@dataclass
class ServedTls:
    host: str
    port: int
    printed: list[str]
    """What `serve` printed: its address, then its certificate's fingerprint."""

    @property
    def origin(self) -> str:
        return f"https://{self.host}:{self.port}"

    def client(self) -> httpx.Client:
        """A phone that trusts the page's certificate (as one does once its player accepted
        it), on a fresh connection, never through a proxy."""
        return httpx.Client(
            base_url=self.origin,
            verify=ssl.create_default_context(cafile=page_certificate_paths()[0]),
            trust_env=False,
        )


@contextmanager
def served_tls(
    database: Path | str,
    host: str = HOST,
    file_limit: int | None = None,
    options: tuple[str, ...] = (),
) -> Iterator[ServedTls]:
    """``serve`` (with ``options``) on ``database`` in a child process until the block ends:
    over https, as it serves by default."""
    port = free_port()
    command = [sys.executable, "-m", "opl_tournament", "--db", str(database), "serve", *options]
    process = subprocess.Popen(
        [*command, "--host", host, "--port", str(port), "--until-stdin-closes"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=files_limited_to(file_limit),  # noqa: PLW1509 (the test process starts children from one thread)
        env=child_environment(),
    )
    assert process.stdout is not None
    printed = [process.stdout.readline().rstrip("\n"), process.stdout.readline().rstrip("\n")]
    assert printed[0], process.stderr.read() if process.stderr else ""
    page = ServedTls(host, port, printed)

    def ask() -> None:
        with page.client() as phone:
            phone.get("/api/events", timeout=2)

    with answering(process, ask, httpx.TransportError):
        yield page


def files_limited_to(file_limit: int | None) -> Callable[[], None]:
    """What a child runs before `serve`: its open files limited to ``file_limit`` (soft and
    hard), or nothing."""

    def limit_files() -> None:
        if file_limit is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_NOFILE, (file_limit, file_limit))

    return limit_files


def child_environment() -> dict[str, str]:
    """The test process's environment, with this checkout's package first on the path."""
    return {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}


@contextmanager
def answering(
    process: subprocess.Popen[Any],
    ask: Callable[[], object],
    refused: type[BaseException] | tuple[type[BaseException], ...],
) -> Iterator[None]:
    """The block runs once the page ``process`` serves answers ``ask`` (a minute at most; an
    attempt that raises ``refused`` is tried again), then the page stops as the window stops
    it: its standard input closed."""
    deadline = time.monotonic() + 60
    while True:
        try:
            ask()
            break
        except refused:
            assert process.poll() is None, process.stderr.read() if process.stderr else ""
            assert time.monotonic() < deadline, "the page never answered"
            time.sleep(0.1)
    try:
        yield
    finally:
        assert process.stdin is not None
        process.stdin.close()
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
