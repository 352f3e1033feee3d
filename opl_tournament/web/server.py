"""Running the players' page with uvicorn: in the foreground (`opl-tournament serve`, which the
window runs as a child process: see page_process.py), or on a background thread of a process
without Qt (the browser checks and the load test).

The venue network is hostile: slow and idle connections are closed and their number capped below
the process's file limit (guard.py), and what goes wrong is written to a small rotating log file,
at most once a minute for the same trouble, never a traceback per refused connection."""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
import ssl
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.error_log import start_log_file
from opl_tournament.paths import page_log_path
from opl_tournament.ports import PAGE_HOST, PAGE_PORT
from opl_tournament.services.context import ServiceContext
from opl_tournament.web.address import page_url
from opl_tournament.web.app import PlayersPage, create_app
from opl_tournament.web.guard import (
    ACCEPT_BATCH,
    HEADER_SECONDS,
    IDLE_SECONDS,
    Acceptor,
    ConnectionGuard,
    guarded_protocol,
)

DEFAULT_HOST, DEFAULT_PORT = PAGE_HOST, PAGE_PORT
log = logging.getLogger(__name__)
LOG_BYTES = 4_000_000
"""The log file and its three older copies together (error_log.py rotates at 1 MB)."""
RESERVED_FILES = 48
"""Files kept for the rest of the process: the database, its journal, the event loop, pipes."""
MOST_CONNECTIONS = 2000
NICENESS = 10
"""The page yields the processor to the judge's own work on the same laptop."""
TlsFiles = tuple[Path, Path]
"""The certificate and private key files of a page served over https."""


def tls_context(files: TlsFiles) -> ssl.SSLContext:
    """The server's side of TLS 1.2 or later with the certificate and key in ``files``."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    certificate, key = files
    try:
        context.load_cert_chain(certificate, key)
    except (OSError, ssl.SSLError) as error:
        raise RefusedAction(f"cannot use the certificate {certificate}: {error}") from error
    return context


def file_limit() -> int:
    """The process's limit of open files, first raised to the most the system allows it."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return 2 * MOST_CONNECTIONS
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    for wanted in (hard, 65536, 10240):  # macOS refuses "unlimited" and more than OPEN_MAX
        if wanted == resource.RLIM_INFINITY or wanted <= soft:
            continue
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            continue
        soft = wanted
        break
    return int(soft)


def connection_cap(files: int) -> int:
    """The most connections held at once with ``files`` open files allowed: a newly accepted
    batch and the connections being closed to make room for it must fit beside them."""
    return max(16, min(MOST_CONNECTIONS, files - 2 * ACCEPT_BATCH - RESERVED_FILES))


def _quietly(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The event loop's errors go to the log like the others (at most one a minute)."""
    error = context.get("exception")
    log.warning("%s: %s", context.get("message"), error or "", exc_info=error)


class _Server(uvicorn.Server):
    """uvicorn, with the connections accepted by the guard's :class:`Acceptor`."""

    def __init__(
        self, config: uvicorn.Config, guard: ConnectionGuard, tls: ssl.SSLContext | None
    ) -> None:
        super().__init__(config)
        self.guard = guard
        self.tls = tls
        self.acceptors: list[Acceptor] = []

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(_quietly)
        await super().startup(sockets=[])  # uvicorn's state, without its own accepting

        def protocol() -> asyncio.Protocol:
            return self.config.http_protocol_class(  # type: ignore[call-arg]
                config=self.config, server_state=self.server_state, app_state=self.lifespan.state
            )

        for sock in sockets or []:
            try:
                self.acceptors.append(Acceptor(loop, sock, protocol, self.guard, self.tls))
            except NotImplementedError:  # Windows' event loop: asyncio accepts, the guard caps
                server = await loop.create_server(
                    protocol,
                    sock=sock,
                    backlog=ACCEPT_BATCH,
                    ssl=self.tls,
                    ssl_handshake_timeout=HEADER_SECONDS if self.tls else None,
                )
                self.servers.append(server)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        for acceptor in self.acceptors:
            acceptor.stop()
        await super().shutdown(sockets)


def _server(ctx: ServiceContext, host: str, port: int, tls: TlsFiles | None) -> _Server:
    guard = ConnectionGuard(connection_cap(file_limit()))
    context = None if tls is None else tls_context(tls)
    config = uvicorn.Config(
        create_app(ctx, address=page_url(host, port, tls=tls is not None)),
        host=host,
        port=port,
        http=guarded_protocol(guard),
        loop="asyncio",
        log_config=None,
        log_level="warning",
        access_log=False,
        lifespan="off",
        timeout_keep_alive=int(IDLE_SECONDS),
    )
    return _Server(config, guard, context)


class _OncePerMinute(logging.Filter):
    """Lets the same message through at most once a minute: an attack repeats itself, and a
    traceback per request would fill the disk."""

    def __init__(self, seconds: float = 60.0) -> None:
        super().__init__()
        self.seconds = seconds
        self.last: dict[tuple[str, object], float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.msg)
        now = time.monotonic()
        if now - self.last.get(key, -self.seconds) < self.seconds:
            return False
        if len(self.last) > 1000:
            self.last.clear()
        self.last[key] = now
        return True


def log_to_file() -> None:
    """The server's log goes to its own rotating file in the user data folder (at most
    ``LOG_BYTES``), never to the screen or the window's pipe."""
    path = page_log_path()
    try:
        start_log_file(path)
    except OSError:
        logging.getLogger().addHandler(logging.NullHandler())
        return
    for handler in logging.getLogger().handlers:
        ours = getattr(handler, "baseFilename", None) == str(path.resolve())
        if ours and not any(isinstance(f, _OncePerMinute) for f in handler.filters):
            handler.addFilter(_OncePerMinute())


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, or one clear message when the port is taken or the host unknown."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # Named TCP, so that asyncio turns Nagle's algorithm off on each connection accepted (it
    # checks the protocol): else each answer on a kept-alive connection waits some 40 ms for
    # the client's delayed acknowledgement.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    if os.name != "nt":  # on Windows the same option would let two servers share the port
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise RefusedAction(
            N_(
                "cannot serve the players' page on {host}:{port}: {reason}",
                host=host,
                port=port,
                reason=_bind_failure(error),
            )
        ) from error
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def _bind_failure(error: OSError) -> Sentence | str:
    """Why the page's address could not be taken, in words the judge's language has for the
    usual two; the system's own words for anything else."""
    if error.errno == errno.EADDRINUSE:
        return N_("the port is taken by another program")
    if error.errno == errno.EADDRNOTAVAIL:
        return N_("the address is not one of this computer's")
    return error.strerror or str(error)


def serve(
    ctx: ServiceContext,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    announce: Callable[[str], None] | None = None,
    *,
    until_stdin_closes: bool = False,
    tls: TlsFiles | None = None,
) -> None:
    """Serve until interrupted (Ctrl+C), or, with ``until_stdin_closes``, until the standard
    input ends (how the window stops its child); ``announce`` is told the address once it
    listens. With ``tls`` (a certificate and its key) the page is served over https only."""
    sock = bind(host, port)
    try:
        server = _server(ctx, host, sock.getsockname()[1], tls)
    except RefusedAction:
        sock.close()
        raise
    log_to_file()
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    if announce is not None:
        announce(page_url(host, port, tls=tls is not None))
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

    def __init__(
        self,
        ctx: ServiceContext,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        tls: TlsFiles | None = None,
    ):
        self.ctx = ctx
        self.host = host
        self.port = port
        self.tls = tls
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, path: str = "/") -> str:
        return page_url(self.host, self.port, path, tls=self.tls is not None)

    @property
    def page(self) -> PlayersPage | None:
        """What is served (None while stopped)."""
        return None if self._server is None else getattr(self._server.config.app, "page", None)

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
        try:
            server = _server(self.ctx, self.host, self.port, self.tls)
        except RefusedAction:
            sock.close()
            raise
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
            raise RefusedAction(
                N_("the players' page did not start on port {port}", port=self.port)
            )
        log.info("players' page serving at %s", self.url())
        return self.url()

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._server, self._thread = None, None
