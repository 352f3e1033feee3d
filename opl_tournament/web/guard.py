"""The players' page against hostile clients on the venue network: slow and idle connections
are closed, and the server never holds more connections than its process may open files.

A connection must send its request's headers within a few seconds of opening or of beginning
them, may stay idle between requests a little longer than the phones' polling interval, and
must take its answer within half a minute.

The server accepts its connections itself (:class:`Acceptor`), so that a connection it will not
serve costs it an accept and a close, nothing more. At the cap a new connection is not left in
the queue (a phone behind a crowd of stalled sockets would wait there): one from a client that
already holds half the connections is closed at once; any other is served, and the connection
that has waited longest for a request is closed instead (when every connection is busy
answering, the one busy longest, if for more than a second; else the newcomer). So however many
sockets send half a request and stop (a slowloris), a phone's request is read at once and
answered, and the attack only churns its own sockets.

Over https a connection first completes its TLS handshake, which must take no longer than a
request's headers may (``HEADER_SECONDS``: else it is closed); at the cap, the connection whose
handshake began first is closed for a newcomer, as the one waiting longest for a request is. A
client speaking plain HTTP to the https port fails the handshake and is closed unanswered.

Why not uvicorn's own settings: its keep-alive timeout starts only once an answer was sent (a
half-sent first request waits for ever), and ``limit_concurrency`` still accepts each connection
to answer it 503. Measured before this guard: 700 half-sent requests against a 256-file limit,
and a phone polling on loopback timed out.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import ssl
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

HEADER_SECONDS = 5.0
"""How long a new connection may take to send its request's headers, and a kept-alive one to
finish them once begun."""
IDLE_SECONDS = 15.0
"""How long a kept-alive connection may stay idle between requests: longer than the phones'
polling interval, so a phone keeps its connection (at the cap, idle ones are closed first)."""
ANSWER_SECONDS = 30.0
"""How long a client may take to receive an answer (a phone on bad Wi-Fi needs a few seconds
for a big page; a client that stops reading holds the answer in memory)."""
SLOW_SECONDS = 1.0
"""At the cap, a connection busy for longer than this is closed before a newcomer is."""
REPORT_SECONDS = 60.0
ACCEPT_BATCH = 32
"""Connections accepted in one turn of the event loop."""
PAUSE_SECONDS = 0.1
"""How long accepting pauses when the system has no file left for a connection."""
log = logging.getLogger(__name__)


class ConnectionGuard:
    """The open connections of one server, in the order their current wait or answer began."""

    def __init__(self, cap: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.cap = cap
        self.clock = clock
        self.waiting: OrderedDict[GuardedProtocol, float] = OrderedDict()
        self.busy: OrderedDict[GuardedProtocol, float] = OrderedDict()
        self.clients: Counter[str] = Counter()
        self.starting = 0
        """Connections accepted whose protocol is not made yet."""
        self.closed_early = 0
        """Connections closed for being slow or idle, or to make room, since the last report."""
        self._reported = clock()

    def __len__(self) -> int:
        return len(self.waiting) + len(self.busy)

    def admits(self, client: str) -> bool:
        """Whether to serve a connection just accepted from ``client`` (False: close it)."""
        held = len(self) + self.starting
        if held >= self.cap + ACCEPT_BATCH or (
            held >= self.cap and 2 * self.clients[client] >= self.cap
        ):
            self.closed_early += 1
            return False
        return True

    def opened(self, connection: GuardedProtocol) -> None:
        self.clients[connection.address] += 1
        self.wait(connection)
        if len(self) > self.cap:
            self._make_room(connection)

    def wait(self, connection: GuardedProtocol) -> None:
        self.busy.pop(connection, None)
        self.waiting[connection] = self.clock()
        self.waiting.move_to_end(connection)

    def answer(self, connection: GuardedProtocol) -> None:
        self.waiting.pop(connection, None)
        self.busy[connection] = self.clock()

    def closed(self, connection: GuardedProtocol) -> None:
        if self.waiting.pop(connection, None) is None and self.busy.pop(connection, None) is None:
            return
        self.clients[connection.address] -= 1
        if self.clients[connection.address] <= 0:
            del self.clients[connection.address]

    def drop(self, connection: GuardedProtocol) -> None:
        """Close ``connection`` at once (nothing is owed to a client that stalls)."""
        self.closed(connection)
        connection.transport.abort()
        self.closed_early += 1
        if self.clock() - self._reported >= REPORT_SECONDS:
            log.warning(
                "%d connections closed for being slow or idle, or to make room (at most %d open)",
                self.closed_early,
                self.cap,
            )
            self.closed_early, self._reported = 0, self.clock()

    def _make_room(self, newcomer: GuardedProtocol) -> None:
        oldest_waiting = next((c for c in self.waiting if c is not newcomer), None)
        if oldest_waiting is not None:
            self.drop(oldest_waiting)
            return
        oldest_busy = next(iter(self.busy.items()), None)
        if oldest_busy is not None and self.clock() - oldest_busy[1] >= SLOW_SECONDS:
            self.drop(oldest_busy[0])
        else:
            self.drop(newcomer)


class GuardedProtocol(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 protocol, watched by the server's :class:`ConnectionGuard`."""

    guard: ConnectionGuard
    _deadline: asyncio.TimerHandle | None = None

    @property
    def address(self) -> str:
        return self.client[0] if self.client else ""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._await_request(HEADER_SECONDS)
        self.guard.opened(self)

    def on_message_begin(self) -> None:
        self._set_deadline(HEADER_SECONDS)
        super().on_message_begin()

    def on_headers_complete(self) -> None:
        self.guard.answer(self)
        self._set_deadline(ANSWER_SECONDS)
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and (self.cycle is None or self.cycle.response_complete):
            self._await_request(IDLE_SECONDS)

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard.closed(self)
        self._set_deadline(None)
        super().connection_lost(exc)

    def _await_request(self, seconds: float) -> None:
        self.guard.wait(self)
        self._set_deadline(seconds)

    def _set_deadline(self, seconds: float | None) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
        self._deadline = None if seconds is None else self.loop.call_later(seconds, self._late)

    def _late(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.guard.drop(self)


def guarded_protocol(guard: ConnectionGuard) -> type[GuardedProtocol]:
    """The protocol class for one server (uvicorn makes a connection's protocol from a class)."""
    attributes: dict[str, Any] = {"guard": guard}
    return type("GuardedConnection", (GuardedProtocol,), attributes)


class Acceptor:
    """Accepts the connections of one listening socket for the guard: those it admits are
    served with ``protocol`` (over TLS with ``tls``), the others closed at once; when the system
    has no file left, accepting pauses for a moment (one line in the log, no traceback)."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        listener: socket.socket,
        protocol: Callable[[], asyncio.Protocol],
        guard: ConnectionGuard,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.loop, self.listener, self.protocol, self.guard = loop, listener, protocol, guard
        self.tls = tls
        self.handshakes: OrderedDict[asyncio.Task[None], None] = OrderedDict()
        """The connections still in their TLS handshake, oldest first."""
        listener.setblocking(False)
        self.loop.add_reader(listener.fileno(), self._accept)  # NotImplementedError: Proactor
        self.stopped = False

    def stop(self) -> None:
        if not self.stopped:
            self.stopped = True
            self.loop.remove_reader(self.listener.fileno())

    def _resume(self) -> None:
        if not self.stopped:
            self.loop.add_reader(self.listener.fileno(), self._accept)

    def _accept(self) -> None:
        for _ in range(ACCEPT_BATCH):
            try:
                connection, peer = self.listener.accept()
            except (BlockingIOError, InterruptedError, ConnectionAbortedError):
                return
            except OSError as error:
                if error.errno not in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    raise
                log.warning("cannot accept a connection for now: %s", error.strerror)
                self.loop.remove_reader(self.listener.fileno())
                self.loop.call_later(PAUSE_SECONDS, self._resume)
                return
            client = str(peer[0]) if isinstance(peer, tuple) else ""
            if not self.guard.admits(client):
                connection.close()
                continue
            connection.setblocking(False)
            if self.handshakes and len(self.guard) + self.guard.starting >= self.guard.cap:
                oldest = next(iter(self.handshakes))
                del self.handshakes[oldest]
                oldest.cancel()  # its socket is closed by asyncio
                self.guard.closed_early += 1
            self.guard.starting += 1
            task = self.loop.create_task(self._serve(connection))
            if self.tls is not None:
                self.handshakes[task] = None

    async def _serve(self, connection: socket.socket) -> None:
        try:
            if self.tls is None:
                await self.loop.connect_accepted_socket(self.protocol, connection)
            else:
                await self.loop.connect_accepted_socket(
                    self.protocol, connection, ssl=self.tls, ssl_handshake_timeout=HEADER_SECONDS
                )
        except OSError:  # a failed or timed-out handshake too (ssl.SSLError, TimeoutError)
            connection.close()
        finally:
            self.guard.starting -= 1
            task = asyncio.current_task()
            if task is not None:
                self.handshakes.pop(task, None)
