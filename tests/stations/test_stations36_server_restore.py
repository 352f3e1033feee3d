"""Restoring a venue server from a snapshot: the right one, as for a database file."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.cli import run
from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import list_events
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.storage import open_database, server_snapshots
from opl_tournament.storage.snapshots import describe_snapshot
from tests.helpers.events import new_event
from tests.helpers.other_station import OtherStation

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


def test_a_result_typed_while_the_server_is_restored_is_kept_somewhere(
    ctx: ServiceContext,
    database_location: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Another station's result committed while the restore copies the server's state aside
    is either in that copy or on the server afterwards: never overwritten without a copy."""
    event = new_event(ctx, name="Spring Open", players=4)
    start = pair_next_round(ctx, event).value
    taken = backups.snapshot(ctx, "round1-start").path
    other_station = open_database(database_location)
    station = OtherStation(other_station, event, start.matches[0].a)
    real_upgrade = server_snapshots.upgrade

    def upgrade_while_a_station_writes(path: Path) -> None:
        if path.name.endswith(".before-restore.sqlite.partial"):
            station.types_now()
        real_upgrade(path)

    monkeypatch.setattr(server_snapshots, "upgrade", upgrade_while_a_station_writes)
    try:
        report = backups.restore(ctx, taken, force=True)
        met = station.done()
    finally:
        other_station.close()

    assert met == [None]
    assert report.previous is not None
    kept_aside = describe_snapshot(report.previous.path).events[0].results
    on_the_server = sum(1 for m in get_round(ctx, event, 1).matches if m.result is not None)
    assert (kept_aside, on_the_server) != (0, 0)
