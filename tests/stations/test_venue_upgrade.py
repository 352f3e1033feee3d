"""A venue folder made by an older version is brought up to date by `venue start`, in place.

The older version ran ``initdb -U opl``: its one login, the one in the URL it printed for
every station, was the superuser, accepted from the whole LAN without TLS. The folder is built
here the way that version built it (its ``venue_server.start``, step by step).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
from pathlib import Path

import psycopg
import pytest

from opl_tournament.storage import venue_server
from opl_tournament.storage.migrate import upgrade_server
from tests.helpers.ports import free_port
from tests.postgres import libpq_url
from tests.stations.conftest import Opl

LAN = venue_server.lan_address()


def _give_to_server(path: Path) -> None:
    if os.geteuid() == 0:  # as root, the server runs as the postgres user
        shutil.chown(path, venue_server.SERVICE_USER, venue_server.SERVICE_USER)


def _old_venue(folder: Path) -> str:
    """A running server as the older version left it; returns the URL it printed."""
    port, password = free_port(), secrets.token_urlsafe(18)
    folder.mkdir(parents=True)
    data = folder / "data"
    data.mkdir(mode=0o700)
    _give_to_server(data)
    password_file = folder / ".initial-password"
    password_file.write_text(password + "\n", encoding="utf-8")
    _give_to_server(password_file)
    venue_server.run_server_program(
        "initdb",
        [
            *("-D", str(data), "-U", "opl", f"--pwfile={password_file}"),
            *("--auth=scram-sha-256", "--encoding=UTF8", "--locale=C", "--no-sync"),
        ],
        "initdb",
    )
    password_file.unlink()
    with (data / "postgresql.conf").open("a", encoding="utf-8") as conf:
        conf.write(
            f"listen_addresses = '*'\nport = {port}\nunix_socket_directories = ''\n"
            "password_encryption = 'scram-sha-256'\nfsync = off\n"
        )
    with (data / "pg_hba.conf").open("a", encoding="utf-8") as hba:
        for network in ("127.0.0.1/32", "::1/128", "samenet"):
            hba.write(f"host all all {network} scram-sha-256\n")
    settings = {"port": port, "user": "opl", "database": "opl", "password": password}
    (folder / "venue.json").write_text(json.dumps(settings), encoding="utf-8")
    (folder / "venue.json").chmod(0o600)
    venue_server.run_server_program(
        "pg_ctl", ["start", "-D", str(data), "-l", str(data / "server.log"), "-w"], "start"
    )
    with psycopg.connect(
        host="127.0.0.1", port=port, user="opl", password=password, dbname="postgres"
    ) as conn:
        conn.autocommit = True
        conn.execute("CREATE DATABASE opl")
    url = f"postgresql+psycopg://opl:{password}@{LAN}:{port}/opl?sslmode=disable"
    upgrade_server(url, create=True)  # the schema, made by the superuser as it was then
    return url


@pytest.mark.parametrize("left", ["stopped", "running"])
def test_an_older_venue_folder_is_upgraded_in_place_and_its_old_url_opens_nothing(
    venue_folder: Path, opl: Opl, left: str
) -> None:
    old_url = _old_venue(venue_folder)
    made = opl("--db", old_url, "event", "create", "Before", "--format", "swiss", "--json")
    assert made.returncode == 0, made.stderr
    with psycopg.connect(libpq_url(old_url)) as conn:  # the attack the old login allowed
        conn.execute("CREATE TEMP TABLE t (line text)")
        conn.execute("COPY t FROM PROGRAM 'id'")
    # This version's stations insist on encryption, which that server did not offer.
    insisting = opl("--db", old_url.removesuffix("?sslmode=disable"), "event", "list")
    assert insisting.returncode == 1 and "server does not support SSL" in insisting.stderr
    shown = opl("venue", "status", str(venue_folder))
    assert "made by an older version" in shown.stdout
    if left == "stopped":  # the judge stopped it, then installed this version
        venue_server.stop(venue_folder)

    upgraded = opl("venue", "start", str(venue_folder))

    assert upgraded.returncode == 0, upgraded.stderr
    status = json.loads(opl("venue", "status", str(venue_folder), "--json").stdout)
    url = status["url"]
    assert url.startswith(f"postgresql+psycopg://{venue_server.STATION}:")
    listed = opl("--db", url, "event", "list", "--json")
    assert [e["name"] for e in json.loads(listed.stdout)["events"]] == ["Before"]
    after = opl("--db", url, "event", "create", "After", "--format", "swiss", "--json")
    assert json.loads(after.stdout)["id"] == 2
    settings = json.loads((venue_folder / "venue.json").read_text(encoding="utf-8"))
    assert settings["superuser"]["user"] == "opl"
    assert settings["superuser"]["password"] not in old_url  # a new password
    assert (venue_folder / "venue.json").stat().st_mode & 0o777 == 0o600

    # The URL the older version printed opens nothing any more: not in clear, not over TLS.
    for mode in ("disable", "require"):
        with pytest.raises(psycopg.OperationalError):
            psycopg.connect(libpq_url(old_url).replace("disable", mode), connect_timeout=10)
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(
            libpq_url(old_url).replace(LAN, "127.0.0.1").replace("disable", "require"),
            connect_timeout=10,
        )
    # The tables are the station role's now, and it runs no program.
    with psycopg.connect(libpq_url(url)) as station:
        owners = station.execute(
            "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'"
        )
        assert owners.fetchall() == [(venue_server.STATION,)]
        station.execute("CREATE TEMP TABLE t (line text)")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            station.execute("COPY t FROM PROGRAM 'id'")
    reader = status["read_only_url"]
    with psycopg.connect(libpq_url(reader)) as conn:
        assert conn.execute("SELECT count(*) FROM event").fetchone() == (2,)
