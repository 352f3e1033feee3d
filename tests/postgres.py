"""A real PostgreSQL server for the tests, run from this machine's PostgreSQL programs.

It is started the way ``opl-tournament venue start`` starts a venue's server (as the ``postgres``
user when the tests run as root, TLS only, with its three roles), on a free loopback port, in a
temporary folder. The schema is migrated once into a template database, by the station role as
on a venue; each test gets its own copy of it, which the tests open as the station role.

Where PostgreSQL is not installed the tests that need it are skipped with a line saying how to
install it, unless ``OPL_REQUIRE_POSTGRES=1`` (set by ``.ci/run``) turns the skip into a failure.
"""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from pathlib import Path

import psycopg
import pytest

from opl_tournament.storage import venue_server
from opl_tournament.storage.migrate import upgrade_server
from tests.helpers.ports import free_port

REQUIRE_VARIABLE = "OPL_REQUIRE_POSTGRES"
TEMPLATE = "opl_template"


def libpq_url(url: str) -> str:
    """The program's URL as ``psycopg.connect`` reads it: without the driver's name."""
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def skip_or_fail_without_postgres() -> None:
    if venue_server.postgres_installed():
        return
    message = (
        "PostgreSQL tests need the PostgreSQL server programs (initdb, pg_ctl, postgres): "
        "install them with 'sudo apt-get install postgresql' (macOS: 'brew install postgresql@15')"
    )
    if os.environ.get(REQUIRE_VARIABLE) == "1":
        pytest.fail(f"{message}; {REQUIRE_VARIABLE}=1 requires them", pytrace=False)
    pytest.skip(message)


class PostgresServer:
    def __init__(self) -> None:
        skip_or_fail_without_postgres()
        self.folder = Path(tempfile.mkdtemp(prefix="opl-pg-"))
        self.folder.chmod(0o755)  # the postgres user must reach its data folder
        started = venue_server.start(
            self.folder / "venue", port=free_port(), listen="127.0.0.1", scratch=True
        )
        assert started.settings is not None
        self.settings = started.settings
        self._names = itertools.count(1)
        self._admin(f'CREATE DATABASE "{TEMPLATE}"')
        venue_server.prepare_database(self.settings, TEMPLATE)
        upgrade_server(self.url(TEMPLATE), create=True)

    def url(self, database: str, login: venue_server.Login | None = None) -> str:
        """The URL of ``database`` for ``login`` (by default the station role)."""
        return self.settings.url("127.0.0.1", login, database)

    def _admin(self, sql: str) -> None:
        self.as_superuser("postgres", sql)

    def as_superuser(self, database: str, sql: str) -> list[tuple[object, ...]]:
        """Run ``sql`` in ``database`` as the server's superuser (to check what a station
        cannot see); its rows."""
        s = self.settings
        with psycopg.connect(
            host="127.0.0.1",
            port=s.port,
            user=s.superuser.user,
            password=s.superuser.password,
            dbname=database,
            sslmode="require",
            autocommit=True,
        ) as conn:
            cursor = conn.execute(sql)  # type: ignore[arg-type]
            return cursor.fetchall() if cursor.description else []

    def new_database(self, *, migrated: bool = True) -> str:
        """A fresh database (at the latest schema, or empty); returns its URL."""
        name = f"t{os.getpid()}_{next(self._names)}"
        template = f' TEMPLATE "{TEMPLATE}"' if migrated else ""
        self._admin(f'CREATE DATABASE "{name}"{template} OWNER {venue_server.STATION}')
        return self.url(name)

    def drop_database(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        try:
            venue_server.stop(self.folder / "venue", immediate=True)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
