"""`serve` on a venue server reads its pages as the read-only role `venue start` made."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request

import pytest

from opl_tournament.domain.model import EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, list_events
from opl_tournament.storage import Database, StorageError
from opl_tournament.storage.venue_server import READER, STATION
from tests.helpers.ports import free_port
from tests.postgres import PostgresServer

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _current_user(database: Database, *, read_only: bool) -> str:
    with database.transaction(read_only=read_only) as txn:
        return str(txn.sql.value("SELECT current_user"))


def test_reads_go_as_the_read_only_role_and_writes_as_the_station(ctx: ServiceContext) -> None:
    assert ctx.database.read_as(READER)
    assert _current_user(ctx.database, read_only=True) == READER
    assert _current_user(ctx.database, read_only=False) == STATION
    create_event(ctx, EventSettings(name="Cup"))  # a write: the station's
    assert [e.name for e in list_events(ctx)] == ["Cup"]  # a read: the read-only role's
    with (
        pytest.raises(StorageError, match="is read-only"),
        ctx.database.transaction(read_only=True) as txn,
    ):
        txn.sql.execute("DELETE FROM event")
    assert not ctx.database.read_as("pg_execute_server_program")  # not this login's to take


def test_the_players_page_shows_what_the_read_only_role_may_read(
    ctx: ServiceContext, database_location: str, postgres_server: PostgresServer
) -> None:
    for name in ("Shown", "Hidden"):
        create_event(ctx, EventSettings(name=name))
    name = database_location.rsplit("/", 1)[1]
    # A rule only the read-only role is held to: it sees no event called Hidden.
    postgres_server.as_superuser(
        name,
        "ALTER TABLE event ENABLE ROW LEVEL SECURITY; "
        f"CREATE POLICY not_hidden ON event FOR SELECT TO {READER} USING (name <> 'Hidden')",
    )
    port = free_port()
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    command = [sys.executable, "-m", "opl_tournament", "serve", "--db", database_location]
    server = subprocess.Popen(
        [*command, "--plain-http", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with DIRECT.open(f"http://127.0.0.1:{port}/api/events", timeout=5) as answer:
                    events = json.loads(answer.read())["events"]
                break
            except OSError:
                assert server.poll() is None, server.communicate()[1]
                assert time.monotonic() < deadline, "the page never answered"
                time.sleep(0.2)
    finally:
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=60)
    assert [e["name"] for e in events] == ["Shown"]
    assert {e.name for e in list_events(ctx)} == {"Shown", "Hidden"}  # the station sees both
