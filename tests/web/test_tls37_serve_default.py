"""`opl-tournament serve` encrypts by default: a judge who types `serve` gets https (players' codes
and session cookies never cross the venue Wi-Fi readable); `--tls`, which older scripts pass,
still works; `--plain-http` serves plain http and says in its output what that costs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from served_page import HOST, answering, child_environment, served_tls

from opl_tournament.domain.model import EventSettings
from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.storage import Database
from opl_tournament.storage.venue_certificate import fingerprint
from tests.helpers.ports import free_port


@pytest.fixture
def location(database: Database, database_location: str) -> str:
    create_event(ServiceContext(database), EventSettings(name="Club Night", seed=1))
    return database_location


def events_over(client: httpx.Client, url: str) -> list[str]:
    answer = client.get(url, timeout=10)
    assert answer.status_code == 200
    return [event["name"] for event in answer.json()["events"]]


def test_serve_without_options_answers_https_only(location: str) -> None:
    with served_tls(location) as page:
        address, fingerprint_line = page.printed
        assert address.startswith(f"players' page: https://{HOST}:{page.port}/")
        assert fingerprint(page_certificate_paths()[0]) in fingerprint_line
        with page.client() as phone:
            assert events_over(phone, "/api/events") == ["Club Night"]
        with httpx.Client(trust_env=False) as plain, pytest.raises(httpx.TransportError):
            plain.get(f"http://{HOST}:{page.port}/api/events", timeout=10)


def test_the_tls_option_of_older_scripts_still_serves_https(location: str) -> None:
    with served_tls(location, options=("--tls",)) as page:
        assert page.printed[0].startswith(f"players' page: https://{HOST}:{page.port}/")
        with page.client() as phone:
            assert events_over(phone, "/api/events") == ["Club Night"]


def test_plain_http_is_served_when_asked_with_a_warning(location: str) -> None:
    port = free_port()
    command = [sys.executable, "-m", "opl_tournament", "--db", location, "serve", "--plain-http"]
    process = subprocess.Popen(
        [*command, "--host", HOST, "--port", str(port), "--until-stdin-closes"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_environment(),
    )
    assert process.stdout is not None
    address, warning = process.stdout.readline(), process.stdout.readline()
    assert address.startswith(f"players' page: http://{HOST}:{port}/")
    assert "warning" in warning and "codes and session cookies" in warning
    assert "readable" in warning and "fingerprint" not in warning
    plain = httpx.Client(trust_env=False)
    with plain, answering(process, lambda: plain.get(f"http://{HOST}:{port}/"), httpx.HTTPError):
        assert events_over(plain, f"http://{HOST}:{port}/api/events") == ["Club Night"]
        with pytest.raises(httpx.TransportError):  # no https on that port
            plain.get(f"https://{HOST}:{port}/api/events", timeout=10)


def test_asking_for_both_https_and_plain_http_is_refused_in_one_line(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "opl_tournament", "serve", "--tls", "--plain-http"],
        env=child_environment(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
    )
    assert run.returncode == 2 and run.stdout == ""
    last = run.stderr.splitlines()[-1]
    assert (
        last
        == "opl-tournament serve: error: argument --plain-http: not allowed with argument --tls"
    )
