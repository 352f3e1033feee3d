"""The players' page's guard against slow and idle clients: a half-sent request and an idle
connection are closed after a few seconds (over real HTTP), and at its cap the server closes the
connection that waited longest, never one busy being answered, and refuses at once a client
that already holds half the connections."""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from opl_tournament.web import PageServer, guard
from opl_tournament.web.guard import Acceptor, ConnectionGuard
from opl_tournament.web.server import MOST_CONNECTIONS, RESERVED_FILES, connection_cap
from tests.helpers.contexts import context_on


@pytest.fixture
def page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PageServer]:
    monkeypatch.setattr(guard, "HEADER_SECONDS", 1.0)
    monkeypatch.setattr(guard, "IDLE_SECONDS", 2.0)
    with context_on(tmp_path / "event.sqlite") as ctx:
        server = PageServer(ctx, host="127.0.0.1", port=0)
        server.start()
        yield server
        server.stop()


def _closed_after(sock: socket.socket) -> float:
    """Seconds until the server closes ``sock`` (it sends nothing more)."""
    started = time.monotonic()
    sock.settimeout(10)
    while sock.recv(4096):
        pass
    return time.monotonic() - started


def test_a_half_sent_request_and_an_idle_connection_are_closed(page: PageServer) -> None:
    with socket.create_connection(("127.0.0.1", page.port)) as slow:
        slow.sendall(b"GET /api/events HTTP/1.1\r\nHost: station\r\n")
        assert 0.8 < _closed_after(slow) < 3.0
    with socket.create_connection(("127.0.0.1", page.port)) as idle:
        idle.sendall(b"GET /api/events HTTP/1.1\r\nHost: station\r\n\r\n")
        assert idle.recv(4096).startswith(b"HTTP/1.1 200")
        assert 1.8 < _closed_after(idle) < 4.0  # kept alive for a moment only
    with socket.create_connection(("127.0.0.1", page.port)) as kept:
        kept.sendall(b"GET /api/events HTTP/1.1\r\nHost: station\r\n\r\n")
        assert kept.recv(4096).startswith(b"HTTP/1.1 200")
        kept.sendall(b"GET /api/events HTTP/1.1\r\n")  # the next request, begun, not finished
        assert 0.8 < _closed_after(kept) < 1.9


@dataclass(eq=False)
class _Transport:
    aborted: bool = False

    def abort(self) -> None:
        self.aborted = True


@dataclass(eq=False)
class _Connection:
    address: str = "10.0.0.2"
    transport: _Transport = field(default_factory=_Transport)


def test_at_the_cap_the_longest_waiting_connection_makes_room() -> None:
    now = [0.0]
    watch = ConnectionGuard(cap=3, clock=lambda: now[0])
    first, answered, third, newcomer = (_Connection() for _ in range(4))
    for connection in (first, answered, third):
        watch.opened(connection)  # type: ignore[arg-type]
        now[0] += 0.1
    watch.answer(answered)  # type: ignore[arg-type]
    watch.opened(newcomer)  # type: ignore[arg-type]
    assert first.transport.aborted and not answered.transport.aborted
    assert not third.transport.aborted and not newcomer.transport.aborted
    assert len(watch) == 3


def test_at_the_cap_with_all_being_answered_a_newcomer_is_closed_unless_one_is_slow() -> None:
    now = [0.0]
    watch = ConnectionGuard(cap=2, clock=lambda: now[0])
    busy = [_Connection(), _Connection()]
    for connection in busy:
        watch.opened(connection)  # type: ignore[arg-type]
        watch.answer(connection)  # type: ignore[arg-type]
    newcomer = _Connection()
    watch.opened(newcomer)  # type: ignore[arg-type]
    assert newcomer.transport.aborted and not any(c.transport.aborted for c in busy)
    now[0] += 5  # the oldest has been taking its answer for five seconds: a slow reader
    late = _Connection()
    watch.opened(late)  # type: ignore[arg-type]
    assert busy[0].transport.aborted and not late.transport.aborted


def test_a_client_holding_half_the_connections_is_refused_at_the_cap() -> None:
    watch = ConnectionGuard(cap=4)
    for _ in range(2):
        watch.opened(_Connection(address="10.0.0.66"))  # type: ignore[arg-type]
    assert watch.admits("10.0.0.66") and watch.admits("10.0.0.7")
    for _ in range(2):
        watch.opened(_Connection(address="10.0.0.7"))  # type: ignore[arg-type]
    assert not watch.admits("10.0.0.66") and not watch.admits("10.0.0.7")
    assert watch.admits("10.0.0.8")  # a phone: served, and the longest waiting makes room


class _ListenerOutOfFiles:
    """A listening socket whose accept finds no file left (EMFILE), as under a flood."""

    def __init__(self) -> None:
        self.real = socket.create_server(("127.0.0.1", 0))  # no one connects: never ready

    def fileno(self) -> int:
        return self.real.fileno()

    def setblocking(self, _flag: bool) -> None:
        pass

    def accept(self) -> tuple[socket.socket, object]:
        raise OSError(errno.EMFILE, "Too many open files")


def test_no_file_left_pauses_accepting_with_one_line_and_no_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def flood() -> tuple[bool, bool]:
        loop = asyncio.get_running_loop()
        listener = _ListenerOutOfFiles()
        acceptor = Acceptor(loop, listener, asyncio.Protocol, ConnectionGuard(cap=10))  # type: ignore[arg-type]
        acceptor._accept()
        paused = not loop.remove_reader(listener.fileno())  # no longer watched
        await asyncio.sleep(guard.PAUSE_SECONDS * 3)
        resumed = loop.remove_reader(listener.fileno())  # watched again
        listener.real.close()
        return paused, resumed

    with caplog.at_level(logging.WARNING):
        assert asyncio.run(flood()) == (True, True)
    assert [r.getMessage() for r in caplog.records] == [
        "cannot accept a connection for now: Too many open files"
    ]
    assert all(r.exc_info is None for r in caplog.records)


def test_the_server_raises_its_file_limit_and_caps_its_connections_below_it() -> None:
    """A desktop's soft limit (256 here) is raised to the hard one at start; the connections
    held, with a batch being accepted and one being closed, stay below it."""
    script = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_NOFILE, (256, 1024))\n"
        "from opl_tournament.web.server import connection_cap, file_limit\n"
        "print(file_limit(), resource.getrlimit(resource.RLIMIT_NOFILE)[0])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["1024", "1024"]
    assert connection_cap(256) + 2 * guard.ACCEPT_BATCH + RESERVED_FILES <= 256
    assert connection_cap(1024) == 1024 - 2 * guard.ACCEPT_BATCH - RESERVED_FILES
    assert connection_cap(1_000_000) == MOST_CONNECTIONS
