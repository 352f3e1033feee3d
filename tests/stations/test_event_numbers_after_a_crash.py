"""Event numbers stay consecutive when the venue server crashes between two events.

PostgreSQL logs a sequence 32 numbers ahead, so after a crash a sequence goes on from there:
the next event would have been 34 instead of 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import psycopg

from opl_tournament.storage import venue_server
from tests.helpers.ports import free_port
from tests.postgres import libpq_url
from tests.stations.conftest import Opl


def _create(opl: Opl, url: str, name: str) -> int:
    made = opl("--db", url, "event", "create", name, "--format", "swiss", "--json")
    assert made.returncode == 0, made.stderr
    return int(json.loads(made.stdout)["id"])


def test_the_next_event_after_a_server_crash_is_numbered_on(venue_folder: Path, opl: Opl) -> None:
    venue = venue_folder
    venue_server.start(venue, port=free_port(), listen="127.0.0.1", scratch=True)
    settings = venue_server.read_settings(venue)
    assert settings is not None
    url = settings.url("127.0.0.1")
    assert _create(opl, url, "Morning") == 1
    # Numbering the old way, committed to the log on disk (with everything before it: the
    # scratch server does not wait for the log otherwise).
    with psycopg.connect(libpq_url(url)) as conn:
        conn.execute("SET synchronous_commit = on")
        conn.execute("SELECT nextval(pg_get_serial_sequence('event', 'id'))")

    venue_server.stop(venue, immediate=True)  # a crash: no checkpoint
    venue_server.start(venue)

    with psycopg.connect(libpq_url(url)) as conn:
        skipped = conn.execute("SELECT last_value FROM event_id_seq").fetchone()
    assert skipped is not None and skipped[0] > 2  # the sequence did jump across the crash
    assert _create(opl, url, "Afternoon") == 2
    assert _create(opl, url, "Evening") == 3
