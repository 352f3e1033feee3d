"""Slow and idle clients cannot take the players' page down: more half-sent requests than the
server's process may open files (a slowloris on loopback) while a phone polls; the phone keeps
its answers within a second, the log stays small, and the page is whole again when they go."""

from __future__ import annotations

import resource
import selectors
import socket
import threading
import time
from pathlib import Path

import pytest
from served_page import HOST, Served, served
from web_events import head_to_head_event

from opl_tournament.paths import page_log_path
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.web.server import LOG_BYTES
from tests.helpers.contexts import context_on

FILE_LIMIT = 256
ATTACKERS = 700
ATTACKER = "127.0.0.2"
"""The attacking laptop's address: another machine than the phone's (all of 127/8 is loopback)."""
HALF_A_REQUEST = b"GET /events/1/pairings HTTP/1.1\r\nHost: station\r\nX-a: "


class Slowloris:
    """``count`` sockets that each send half a request and never finish it; a socket the server
    closes is opened again at once, as the attack tools do."""

    def __init__(self, port: int, count: int) -> None:
        self.port, self.count = port, count
        self.selector = selectors.DefaultSelector()
        self.stop = threading.Event()
        self.reopened = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _open(self) -> None:
        sock = socket.socket()
        sock.bind((ATTACKER, 0))
        sock.setblocking(False)
        sock.connect_ex((HOST, self.port))
        self.selector.register(sock, selectors.EVENT_WRITE)

    def _run(self) -> None:
        for _ in range(self.count):
            self._open()
        while not self.stop.is_set():
            for key, events in self.selector.select(timeout=0.1):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                try:
                    if events & selectors.EVENT_WRITE:
                        sock.send(HALF_A_REQUEST)
                        self.selector.modify(sock, selectors.EVENT_READ)
                        continue
                    if sock.recv(4096):
                        continue
                except OSError:
                    pass
                self.selector.unregister(sock)  # closed by the server: open another
                sock.close()
                self.reopened += 1
                self._open()
        for key in list(self.selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]
        self.selector.close()

    def __enter__(self) -> Slowloris:
        self.thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop.set()
        self.thread.join(30)


def poll(page: Served, path: str, seconds: float) -> list[float]:
    """A phone asking every quarter second for ``seconds``: how long each answer took (a refusal
    or a time-out fails the test)."""
    took = []
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        started = time.monotonic()
        status, _headers, _body = page.get(path, timeout=2.0)
        took.append(time.monotonic() - started)
        assert status == 200
        time.sleep(0.25)
    return took


def test_a_slowloris_beyond_the_file_limit_does_not_stop_a_phone(tmp_path: Path) -> None:
    try:
        socket.create_server((ATTACKER, 0)).close()
    except OSError:
        pytest.skip(f"the attacking laptop needs the loopback address {ATTACKER} (Linux has it)")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))  # room for the attack
    try:
        path = tmp_path / "event.sqlite"
        with context_on(path) as ctx:
            event_id = head_to_head_event(ctx)
            pair_next_round(ctx, event_id)
        status = f"/api/events/{event_id}/status"
        with served(path, file_limit=FILE_LIMIT) as page:
            with Slowloris(page.port, ATTACKERS) as attack:
                time.sleep(1.0)  # the attack is in place
                took = poll(page, status, seconds=4.0)
            assert attack.reopened > ATTACKERS - FILE_LIMIT, "the attack was not beyond the limit"
            assert max(took) < 1.0, f"slowest answer {max(took):.2f} s"
            assert poll(page, f"/events/{event_id}/pairings", seconds=0.5)
            assert page.process.poll() is None
        assert page.process.stderr is not None
        errors = page.process.stderr.read().decode()
        assert "Traceback" not in errors and len(errors) < 1000, errors[-2000:]
        logs = list(page_log_path().parent.glob(page_log_path().name + "*"))
        assert sum(log.stat().st_size for log in logs) <= LOG_BYTES
        logged = "".join(log.read_text() for log in logs)
        assert "cannot accept" not in logged  # the cap kept it below its file limit
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
