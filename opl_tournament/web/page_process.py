"""The window's players' page, served by a child process (`opl-tournament serve`).

The page is never served from a thread of the window: its web server then shares nothing with
Qt (no interpreter lock taken from the judge's window by three hundred phones, no event loop or
garbage collection beside the window's widgets). The child reads the same database, is told to
stop by its standard input closing (so it also stops when the window's process dies), and is
ended outright if it does not stop within a few seconds. The child logs to its own small rotating
file (server.py); what it still writes on its error output is read here as it comes and only its
last lines kept (for the message when it cannot start): nothing it writes can fill a disk.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from typing import IO

from opl_tournament.domain.errors import DomainError, RefusedAction
from opl_tournament.domain.sentences import N_, Sentence, sentence_from_text, sentence_text
from opl_tournament.services.context import ServiceContext
from opl_tournament.web.address import page_url
from opl_tournament.web.server import DEFAULT_HOST, DEFAULT_PORT, bind

START_SECONDS = 30.0
"""How long the child may take to answer (it imports the web stack and opens the database)."""
STOP_SECONDS = 5.0
KEPT_LINES = 20
REFUSAL_MARK = "refused, as a sentence: "
"""Starts the line on which the child writes its refusal as a sentence (``refusal_line``)."""
LONGEST_REFUSAL = 16_000


class PageNotStarted(RefusedAction):
    """The child stopped before the page answered (its certificate, its https…). An address
    or a port this computer cannot listen on is refused before the child starts (a plain
    ``RefusedAction``): serving without encryption would not help there."""


def database_argument(ctx: ServiceContext) -> tuple[str, dict[str, str]]:
    """What the child is given as ``--db``, and its environment: a venue server's password goes
    through ``PGPASSWORD`` (read by the driver), never on a command line others can list."""
    if ctx.database.path is not None:
        return str(ctx.database.path), {}
    url = ctx.database.engine.url
    env = {"PGPASSWORD": url.password} if url.password else {}
    return url._replace(password=None).render_as_string(hide_password=False), env


def serve_command(database: str, host: str, port: int, *, tls: bool = True) -> list[str]:
    """The command line of the child: the frozen program runs its own commands directly."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", "opl_tournament"]
    return [
        *program,
        "serve",
        "--db",
        database,
        "--host",
        host,
        "--port",
        str(port),
        "--until-stdin-closes",
        *([] if tls else ["--plain-http"]),
    ]


def free_port(host: str, port: int, fallback_ports: int = 10) -> int:
    """``port``, or the first free one of the next few, or any free port (0: any)."""
    candidates = [port + offset for offset in range(fallback_ports + 1) if port] + [0]
    for candidate in candidates:
        try:
            sock = bind(host, candidate)
        except RefusedAction:
            if candidate == 0:
                raise
            continue
        with sock:
            return int(sock.getsockname()[1])
    raise AssertionError("unreachable: port 0 either binds or raises")


class PageProcess:
    """The page served by a child process; ``stop`` ends it (and waits for it)."""

    def __init__(
        self,
        ctx: ServiceContext,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        *,
        tls: bool = True,
    ) -> None:
        self.ctx = ctx
        self.host = host
        self.port = port
        self.tls = tls
        """Served over https (the child makes or reuses the certificate)."""
        self._process: subprocess.Popen[bytes] | None = None
        self._errors: deque[str] = deque(maxlen=KEPT_LINES)

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def url(self, path: str = "/") -> str:
        return page_url(self.host, self.port, path, tls=self.tls)

    def start(self) -> str:
        """Start serving (on a nearby free port if ``port`` is taken); returns the address once
        the page answers, or refuses with the child's own message."""
        if self.running:
            return self.url()
        self.stop()
        self.port = free_port(self.host, self.port)
        database, env = database_argument(self.ctx)
        self._errors.clear()
        self._process = subprocess.Popen(
            serve_command(database, self.host, self.port, tls=self.tls),
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env={**os.environ, **env},
        )
        assert self._process.stderr is not None
        threading.Thread(
            target=_keep_last_lines,
            args=(self._process.stderr, self._errors),
            name="page-errors",
            daemon=True,
        ).start()
        deadline = time.monotonic() + START_SECONDS
        while not self._answers():
            if self._process.poll() is not None or time.monotonic() > deadline:
                reason = self._last_error() or N_("it did not answer")
                self.stop()
                raise PageNotStarted(
                    N_(
                        "the players' page did not start on port {port}: {reason}",
                        port=self.port,
                        reason=reason,
                    )
                )
            time.sleep(0.05)
        return self.url()

    def _answers(self) -> bool:
        target = "127.0.0.1" if self.host in ("0.0.0.0", "") else self.host
        target = "::1" if target == "::" else target
        try:
            with socket.create_connection((target, self.port), timeout=0.5):
                return True
        except OSError:
            return False

    def _last_error(self) -> Sentence | str:
        """Why the child stopped: its refusal as a sentence (said in the window's language) when
        it sent one, else its last line."""
        if self._process is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._process.wait(1)  # its last words are being read
        lines = [line for line in list(self._errors) if line.strip()]
        for line in reversed(lines):
            if line.startswith(REFUSAL_MARK):
                with contextlib.suppress(ValueError, KeyError, TypeError, AttributeError):
                    return sentence_from_text(line.removeprefix(REFUSAL_MARK).strip())
        return lines[-1].strip().removeprefix("opl-tournament: ") if lines else ""

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            if process.stdin is not None:
                with contextlib.suppress(OSError):
                    process.stdin.close()  # the child's signal to stop
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.terminate()
                try:
                    process.wait(STOP_SECONDS)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def refusal_line(error: DomainError) -> str:
    """The line the window's child writes on its error output when it refuses to serve (the
    port taken, a certificate it cannot make…): the refusal as its sentence, for the window to
    say in its own language."""
    return f"{REFUSAL_MARK}{sentence_text(error.sentence) or str(error)}\n"


def _keep_last_lines(stream: IO[bytes], kept: deque[str], longest: int = 500) -> None:
    """Read ``stream`` to its end, keeping its last lines (a longer line in pieces of
    ``longest`` bytes; the child's refusal whole, up to ``LONGEST_REFUSAL``)."""
    mark = REFUSAL_MARK.encode()
    with stream:
        while line := stream.readline(longest):
            if line.startswith(mark) and not line.endswith(b"\n"):
                line += stream.readline(LONGEST_REFUSAL)
            kept.append(line.decode("utf-8", "replace"))
