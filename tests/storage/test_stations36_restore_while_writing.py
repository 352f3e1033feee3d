"""Restoring a database file while another station types a result: the result is kept in the
copy of what the restore replaced, or lands after the restore; never overwritten unseen."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.storage import open_database, snapshots
from opl_tournament.storage.snapshots import describe_snapshot
from tests.helpers.events import new_event
from tests.helpers.other_station import OtherStation


def test_a_result_typed_while_the_file_is_restored_is_kept_somewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite"
    database = open_database(path, create=True)
    ctx = ServiceContext(database, actor="Dana")
    event = new_event(ctx, name="Spring Open", players=4)
    start = pair_next_round(ctx, event).value
    taken = backups.snapshot(path, "round1-start").path
    other_station = open_database(path)
    station = OtherStation(other_station, event, start.matches[0].a)
    real_backup_file = snapshots.backup_file

    def copy_then_a_station_writes(source: Path, destination: Path) -> Path:
        made = real_backup_file(source, destination)
        if ".before-restore." in destination.name:
            station.types_now()
        return made

    monkeypatch.setattr(snapshots, "backup_file", copy_then_a_station_writes)
    try:
        report = backups.restore(path, taken, force=True)
        assert station.done() == [None]
        assert report.previous is not None
        kept_aside = describe_snapshot(report.previous.path).events[0].results
        in_the_file = sum(1 for m in get_round(ctx, event, 1).matches if m.result is not None)
    finally:
        other_station.close()
        database.close()
    assert (kept_aside, in_the_file) != (0, 0)
