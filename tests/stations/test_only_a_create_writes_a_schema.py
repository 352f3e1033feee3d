"""Nothing but a create writes the program's tables: a mistyped database name, on a server as in
a file, is refused in one line instead of becoming an empty tournament."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from opl_tournament.app import OpenDatabase
from opl_tournament.storage import StorageError
from tests.postgres import PostgresServer
from tests.stations.conftest import Opl

TABLES = "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"


def test_a_server_database_without_the_tables_is_refused_by_every_command_but_event_create(
    postgres_server: PostgresServer, opl: Opl
) -> None:
    url = postgres_server.new_database(migrated=False)
    name = url.rsplit("/", 1)[1]
    try:
        for command in (["player", "list", "1"], ["event", "list"], ["backup", "list"]):
            done = opl("--db", url, *command)
            assert done.returncode == 1, command
            assert done.stderr.strip().endswith(f"/{name} is not a tournament database"), command
            assert len(done.stderr.strip().splitlines()) == 1
        with pytest.raises(StorageError, match="is not a tournament database"):
            OpenDatabase("north").open(url)  # File ▸ Connect to a venue server…
        assert postgres_server.as_superuser(name, TABLES) == [(0,)]

        made = opl("--db", url, "event", "create", "Cup", "--format", "swiss")
        assert made.returncode == 0, made.stderr
        assert postgres_server.as_superuser(name, TABLES)[0][0] > 10
        assert opl("--db", url, "player", "list", "1").returncode == 0
    finally:
        postgres_server.drop_database(url)


@pytest.mark.parametrize("system", ["postgres", "template0", "template1"])
def test_postgresqls_own_databases_are_refused_by_name(
    postgres_server: PostgresServer, opl: Opl, system: str
) -> None:
    url = postgres_server.url(system)
    for command in (["player", "list", "1"], ["event", "create", "Cup", "--format", "swiss"]):
        done = opl("--db", url, *command)
        assert done.returncode == 1
        assert done.stderr.startswith(
            f"opl-tournament: '{system}' is PostgreSQL's own database, never a tournament database"
        )
    if system != "template0":  # template0 takes no connections at all
        assert postgres_server.as_superuser(system, TABLES) == [(0,)]


def test_a_missing_or_foreign_file_is_refused_and_left_as_it_was(tmp_path: Path, opl: Opl) -> None:
    missing = tmp_path / "mistyped.sqlite"
    done = opl("--db", str(missing), "player", "list", "1")
    assert done.returncode == 1 and "no tournament database at" in done.stderr
    assert not missing.exists()

    foreign = tmp_path / "shop.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE stock (item TEXT)")
    before = foreign.read_bytes()
    done = opl("--db", str(foreign), "player", "list", "1")
    assert done.returncode == 1 and "is not a tournament database" in done.stderr
    assert foreign.read_bytes() == before


@pytest.mark.parametrize("port", ["54x2", "99999", "0", ""])
def test_a_venue_url_with_a_bad_port_is_one_clear_line(opl: Opl, port: str) -> None:
    done = opl("--db", f"postgresql+psycopg://u:secret@host:{port}/db", "event", "list")
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "internal error" not in lines[0] and "secret" not in lines[0]
    if port:
        assert f"the venue server's port '{port}' is not a port" in lines[0]
