"""Event numbers stay consecutive when the venue server crashes between two events.

PostgreSQL logs a sequence 32 numbers ahead, so after a crash a sequence goes on from there:
the next event would have been 34 instead of 2.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from opl_tournament.cli import run
from opl_tournament.storage import venue_server
from tests.postgres import free_port, libpq_url, skip_or_fail_without_postgres


@pytest.fixture
def venue() -> Iterator[Path]:
    skip_or_fail_without_postgres()
    scratch = Path(tempfile.mkdtemp(prefix="opl-crash-"))
    scratch.chmod(0o755)  # as root, the postgres user must reach it
    folder = scratch / "venue"
    venue_server.start(folder, port=free_port(), listen="127.0.0.1", scratch=True)
    yield folder
    venue_server.stop(folder, immediate=True)
    shutil.rmtree(scratch, ignore_errors=True)


def _create(url: str, name: str, capsys: pytest.CaptureFixture[str]) -> int:
    code = run(["--db", url, "event", "create", name, "--format", "swiss", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return int(json.loads(out)["id"])


def test_the_next_event_after_a_server_crash_is_numbered_on(
    venue: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = venue_server.read_settings(venue)
    assert settings is not None
    url = settings.url("127.0.0.1")
    assert _create(url, "Morning", capsys) == 1
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
    assert _create(url, "Afternoon", capsys) == 2
    assert _create(url, "Evening", capsys) == 3
