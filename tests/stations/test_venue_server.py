"""`venue start/status/stop`: the host laptop's PostgreSQL server, and what a station sees."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from opl_tournament.storage import venue_server
from tests.helpers.ports import free_port
from tests.postgres import REQUIRE_VARIABLE, skip_or_fail_without_postgres
from tests.stations.conftest import Opl


def test_a_venue_server_starts_serves_a_station_and_stops(venue_folder: Path, opl: Opl) -> None:
    port = free_port()
    started = opl("venue", "start", str(venue_folder), "--port", str(port))
    assert started.returncode == 0, started.stderr
    assert "running" in started.stdout
    status = json.loads(opl("venue", "status", str(venue_folder), "--json").stdout)
    assert status["running"] is True
    url = status["url"]
    assert url.startswith("postgresql+psycopg://opl_station:") and url.endswith(f":{port}/opl")
    assert url in started.stdout
    settings = json.loads((venue_folder / "venue.json").read_text(encoding="utf-8"))
    assert settings["station"]["password"] in url
    assert settings["superuser"]["password"] not in started.stdout
    assert oct((venue_folder / "venue.json").stat().st_mode)[-3:] == "600"
    if os.geteuid() == 0:  # PostgreSQL will not run as root: the cluster belongs to postgres
        assert (venue_folder / "data").owner() == "postgres"

    # A station opens the URL; the event it creates is on the server.
    local = url  # exactly what the host printed (this computer's LAN address)
    host = url.split("@")[1].split("/")[0]
    made = opl("--db", local, "event", "create", "Venue Cup", "--format", "swiss", "--json")
    assert made.returncode == 0, made.stderr
    listed = opl("--db", local, "event", "list", "--json")
    assert [e["name"] for e in json.loads(listed.stdout)["events"]] == ["Venue Cup"]

    # Starting again is harmless; stopping makes the station say plainly it cannot reach it.
    assert opl("venue", "start", str(venue_folder)).returncode == 0
    stopped = opl("venue", "stop", str(venue_folder))
    assert stopped.returncode == 0 and "stopped" in stopped.stdout
    refused = opl("--db", local, "event", "list")
    assert refused.returncode == 1
    assert refused.stderr.startswith(f"opl-tournament: cannot open the venue server {host}/opl:")
    assert "Traceback" not in refused.stderr and len(refused.stderr.strip().splitlines()) == 1

    # It keeps its data: started again, the event is still there.
    assert opl("venue", "start", str(venue_folder)).returncode == 0
    listed = opl("--db", local, "event", "list", "--json")
    assert [e["name"] for e in json.loads(listed.stdout)["events"]] == ["Venue Cup"]


def test_status_of_a_folder_without_a_server_says_so(tmp_path: Path, opl: Opl) -> None:
    done = opl("venue", "status", str(tmp_path))
    assert done.returncode == 0 and "holds no venue server" in done.stdout
    stop = opl("venue", "stop", str(tmp_path))
    assert stop.returncode == 1 and "holds no venue server" in stop.stderr


def test_without_postgresql_the_tests_skip_saying_how_to_install_it_or_fail_in_ci(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(venue_server, "postgres_installed", lambda: False)
    monkeypatch.delenv(REQUIRE_VARIABLE, raising=False)
    with pytest.raises(pytest.skip.Exception, match="apt-get install postgresql"):
        skip_or_fail_without_postgres()
    monkeypatch.setenv(REQUIRE_VARIABLE, "1")
    with pytest.raises(pytest.fail.Exception, match=f"{REQUIRE_VARIABLE}=1 requires them"):
        skip_or_fail_without_postgres()


@pytest.mark.parametrize("port", ["70000", "0", "54x2"])
def test_a_bad_port_for_a_new_venue_server_is_refused_before_anything_is_made(
    tmp_path: Path, opl: Opl, port: str
) -> None:
    usage = opl("venue", "start", str(tmp_path / "venue"), "--port", port)
    assert usage.returncode == 2
    assert f"'{port}' is not a port (a whole number from 1 to 65535)" in usage.stderr
    assert not (tmp_path / "venue").exists()


def test_a_file_given_for_the_venue_folder_is_refused_in_words(tmp_path: Path, opl: Opl) -> None:
    """It said 'File exists: PATH', which names no mistake."""
    taken = tmp_path / "notes.txt"
    taken.write_text("the judges' notes", encoding="utf-8")
    done = opl("venue", "start", str(taken))
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"opl-tournament: {taken} is a file, not a folder: venue start keeps the server in a "
        "folder of its own; give the name of a new folder"
    )
    assert taken.read_text(encoding="utf-8") == "the judges' notes"
