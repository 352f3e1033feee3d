"""`opl-tournament serve`: the players' page over https (its default) on a hostile venue network,
tested over real TLS against a real `serve` process. Pages and a player's own code work with the
certificate trusted, the session cookie is `Secure`, plain HTTP on the https port gets no page, a
client that never finishes its handshake is closed like a slow one (and a crowd of them does not
keep a phone out), and the certificate is kept across restarts with its key readable by its owner
only."""

from __future__ import annotations

import os
import re
import socket
import ssl
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path

import httpx
import pytest
from served_page import ServedTls, served_tls
from web_events import self_reporting_event

from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database
from opl_tournament.storage.venue_certificate import fingerprint, kept_certificate
from opl_tournament.web.guard import HEADER_SECONDS
from tests.helpers.ports import free_port

HOST = "127.0.0.1"
FINGERPRINT_LINE = re.compile(r"fingerprint: ([0-9A-F:]{95})$")


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")


@pytest.fixture
def event(ctx: ServiceContext) -> tuple[int, dict[str, str]]:
    return self_reporting_event(ctx)


@pytest.fixture
def page(database_location: str, event: tuple[int, dict[str, str]]) -> Iterator[ServedTls]:
    with served_tls(database_location) as page:
        yield page


def test_serve_tls_prints_an_https_address_and_the_certificate_fingerprint(
    page: ServedTls,
) -> None:
    address, fingerprint_line = page.printed
    assert address.startswith(f"players' page: https://{HOST}:{page.port}/")
    found = FINGERPRINT_LINE.search(fingerprint_line)
    assert found is not None, fingerprint_line
    assert found.group(1) == fingerprint(page_certificate_paths()[0])


def test_pages_and_a_players_code_work_over_https_with_a_secure_session_cookie(
    page: ServedTls, event: tuple[int, dict[str, str]]
) -> None:
    event_id, codes = event
    with page.client() as phone:
        pairings = phone.get(f"/events/{event_id}/pairings")
        assert pairings.status_code == 200 and "Ada" in pairings.text
        signed_in = phone.get(f"/p/{codes['0001']}")
        assert signed_in.status_code == 303
        cookie = signed_in.headers["set-cookie"]
        assert cookie.startswith("opl_session=")
        assert "Secure" in [part.strip() for part in cookie.split(";")]
        assert "HttpOnly" in cookie
        own = phone.get(signed_in.headers["location"])
        assert own.status_code == 200 and "Ada" in own.text


def test_plain_http_on_the_https_port_gets_no_page(page: ServedTls) -> None:
    with socket.create_connection((HOST, page.port), timeout=HEADER_SECONDS + 5) as plain:
        plain.sendall(b"GET /p/ABCDEFGHJK HTTP/1.1\r\nHost: station\r\n\r\n")
        answer = b""
        while chunk := plain.recv(4096):
            answer += chunk
    assert b"HTTP/" not in answer and b"<html" not in answer.lower()
    with pytest.raises(httpx.TransportError):
        httpx.get(f"http://{HOST}:{page.port}/api/events", timeout=5, trust_env=False)


def closed_after(sock: socket.socket, most: float) -> float:
    """Seconds until the server closes ``sock`` (which sends nothing), at most ``most``."""
    sock.settimeout(most)
    start = time.monotonic()
    try:
        assert sock.recv(4096) == b""
    except ConnectionResetError:
        pass
    except TimeoutError:
        pytest.fail(f"a connection that never began its handshake was held {most} s")
    return time.monotonic() - start


def test_a_handshake_never_begun_is_closed_within_the_header_timeout(page: ServedTls) -> None:
    with socket.create_connection((HOST, page.port)) as silent:
        held = closed_after(silent, HEADER_SECONDS + 3)
    assert HEADER_SECONDS - 1 <= held <= HEADER_SECONDS + 2
    with page.client() as phone:  # the page still answers
        assert phone.get("/api/events").status_code == 200


def test_half_a_request_after_the_handshake_is_closed_like_over_plain_http(
    page: ServedTls,
) -> None:
    trusted = ssl.create_default_context(cafile=page_certificate_paths()[0])
    with (
        socket.create_connection((HOST, page.port)) as raw,
        trusted.wrap_socket(raw, server_hostname=HOST) as slow,
    ):
        slow.sendall(b"GET /events/1/pairings HTTP/1.1\r\nHost: station\r\nX-a: ")
        slow.settimeout(HEADER_SECONDS + 3)
        start = time.monotonic()
        with suppress(ConnectionResetError, ssl.SSLError):
            assert slow.recv(4096) == b""
        held = time.monotonic() - start
    assert held <= HEADER_SECONDS + 2


@pytest.mark.slow
def test_a_crowd_of_stalled_handshakes_does_not_keep_a_phone_out(
    database_location: str, event: tuple[int, dict[str, str]]
) -> None:
    attacker = "127.0.0.2"  # another machine than the phone's (all of 127/8 is loopback)
    with served_tls(database_location, file_limit=256) as page:  # a cap of 144 connections
        stalled = []
        try:
            for _ in range(400):
                sock = socket.socket()
                sock.bind((attacker, 0))
                sock.connect((HOST, page.port))
                stalled.append(sock)
            time.sleep(0.5)
            with page.client() as phone:
                for _ in range(5):
                    start = time.monotonic()
                    assert phone.get("/api/events", timeout=3).status_code == 200
                    assert time.monotonic() - start < 2
        finally:
            for sock in stalled:
                sock.close()


def test_the_certificate_is_kept_across_restarts_and_its_key_is_private(
    database_location: str, event: tuple[int, dict[str, str]]
) -> None:
    with served_tls(database_location) as first:
        first_line = first.printed[1]
    key = page_certificate_paths()[1]
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    with served_tls(database_location) as again:
        assert again.printed[1] == first_line
    with served_tls(database_location, host="127.0.0.2") as elsewhere:
        # served on an address the certificate does not name: made again, naming it
        assert elsewhere.printed[1] != first_line
        with elsewhere.client() as phone:
            assert phone.get("/api/events").status_code == 200
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


def test_a_damaged_certificate_is_made_again(tmp_path: Path) -> None:
    certificate, key = tmp_path / "certificate.pem", tmp_path / "private-key.pem"
    kept_certificate(certificate, key, ["192.0.2.7"])
    first = fingerprint(certificate)
    kept_certificate(certificate, key, ["192.0.2.7", "localhost"])  # a name: always named
    assert fingerprint(certificate) == first
    certificate.write_text("not a certificate\n", encoding="utf-8")
    kept_certificate(certificate, key, ["192.0.2.7"])
    assert fingerprint(certificate) != first
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


def test_serve_without_a_writable_data_folder_says_so_in_one_line(
    database_location: str, tmp_path: Path
) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file where the data folder should be\n", encoding="utf-8")
    command = [sys.executable, "-m", "opl_tournament", "--db", database_location, "serve"]
    run = subprocess.run(
        [*command, "--host", HOST, "--port", str(free_port())],
        env={
            **os.environ,
            "XDG_DATA_HOME": str(not_a_folder),
            "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
        },
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.startswith("opl-tournament: cannot write the page's certificate in ")
    assert len(run.stderr.splitlines()) == 1 and "Traceback" not in run.stderr
