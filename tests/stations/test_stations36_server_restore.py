"""Restoring a venue server from a snapshot: the right one, as for a database file."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.cli import run
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import list_events
from opl_tournament.storage import open_database
from tests.helpers.events import new_event

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


def other_database(folder: Path) -> Path:
    """Another club's database file, with an event of its own."""
    path = folder / "other-club.sqlite"
    database = open_database(path, create=True)
    try:
        new_event(ServiceContext(database, actor="Eve"), name="Other Club Cup", players=4)
    finally:
        database.close()
    return path


def test_another_databases_snapshot_needs_force_on_a_server_too(
    ctx: ServiceContext,
    database_location: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    new_event(ctx, name="Spring Open", players=6)
    other = other_database(tmp_path)

    code = run(["backup", "restore", str(other), "--db", database_location, "--yes"])
    _out, err = capsys.readouterr()
    assert code == 1 and "different database" in err and "--force" in err, err
    assert [e.name for e in list_events(ctx)] == ["Spring Open"]

    code = run(["backup", "restore", str(other), "--db", database_location, "--yes", "--force"])
    _out, err = capsys.readouterr()
    assert code == 0, err
    assert [e.name for e in list_events(ctx)] == ["Other Club Cup"]
