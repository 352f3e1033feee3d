"""Running the players' page with uvicorn: in the foreground (`opl-tournament serve`, which the
window runs as a child process: see page_process.py), or on a background thread of a process
without Qt (the browser checks and the load test)."""

from __future__ import annotations

import logging
import os
import socket
import sys
import threading
import time
from collections.abc import Callable

import uvicorn

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.ports import PAGE_HOST, PAGE_PORT
from opl_tournament.services.context import ServiceContext
from opl_tournament.web.address import page_url
from opl_tournament.web.app import create_app

DEFAULT_HOST, DEFAULT_PORT = PAGE_HOST, PAGE_PORT
log = logging.getLogger(__name__)


def _config(ctx: ServiceContext, host: str, port: int) -> uvicorn.Config:
    return uvicorn.Config(
        create_app(ctx, address=page_url(host, port)),
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        lifespan="off",
        timeout_keep_alive=30,
    )


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, or one clear message when the port is taken or the host unknown."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    if os.name != "nt":  # on Windows the same option would let two servers share the port
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise RefusedAction(
            f"cannot serve the players' page on {host}:{port}: {error.strerror or error}"
        ) from error
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def serve(
    ctx: ServiceContext,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    announce: Callable[[str], None] | None = None,
    *,
    until_stdin_closes: bool = False,
) -> None:
    """Serve until interrupted (Ctrl+C), or, with ``until_stdin_closes``, until the standard
    input ends (how the window stops its child); ``announce`` is told the address once it
    listens."""
    sock = bind(host, port)
    if announce is not None:
        announce(page_url(host, port))
    server = uvicorn.Server(_config(ctx, host, sock.getsockname()[1]))
    if until_stdin_closes and sys.stdin is not None:
        stdin = sys.stdin.buffer

        def wait_for_the_end() -> None:
            while stdin.read(4096):
                pass
            server.should_exit = True

        threading.Thread(target=wait_for_the_end, name="stdin-watch", daemon=True).start()
    server.run(sockets=[sock])


class PageServer:
    """The page served from a background thread; ``stop`` ends it and waits for the thread."""

    def __init__(self, ctx: ServiceContext, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT):
        self.ctx = ctx
        self.host = host
        self.port = port
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, path: str = "/") -> str:
        return page_url(self.host, self.port, path)

    def start(self, *, fallback_ports: int = 10) -> str:
        """Start serving (on a nearby free port if ``port`` is taken); returns the address."""
        if self.running:
            return self.url()
        sock: socket.socket | None = None
        ports = [self.port + offset for offset in range(fallback_ports + 1) if self.port] + [0]
        for port in ports:
            try:
                sock = bind(self.host, port)
                break
            except RefusedAction:
                if port == 0:
                    raise
        assert sock is not None
        self.port = int(sock.getsockname()[1])
        server = uvicorn.Server(_config(self.ctx, self.host, self.port))
        server.config.install_signal_handlers = False  # type: ignore[attr-defined]  # uvicorn < 0.29 reads it here
        thread = threading.Thread(
            target=server.run, kwargs={"sockets": [sock]}, name="players-page", daemon=True
        )
        self._server, self._thread = server, thread
        thread.start()
        deadline = time.monotonic() + 10
        while not server.started and thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        if not server.started:
            self.stop()
            raise RefusedAction(f"the players' page did not start on port {self.port}")
        log.info("players' page serving at %s", self.url())
        return self.url()

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._server, self._thread = None, None
