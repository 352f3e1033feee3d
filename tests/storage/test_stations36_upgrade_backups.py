"""The copy taken before a schema upgrade is never replaced by a later upgrade's copy."""

from __future__ import annotations

import shutil
from pathlib import Path

from opl_tournament.services import backups
from opl_tournament.storage import open_database
from opl_tournament.storage.migrate import backup_path_for, upgrade
from tests.storage.plain_events import add_event, event_names


def test_restoring_an_older_snapshot_over_a_damaged_file_keeps_the_first_upgrade_copy(
    tmp_path: Path,
) -> None:
    path = tmp_path / "club.sqlite"
    upgrade(path, "0007")
    add_event(path, "Old Open")
    older = tmp_path / "kept" / "club-at-0007.sqlite"
    older.parent.mkdir()
    shutil.copyfile(path, older)
    add_event(older, "Late Cup")

    open_database(path).close()  # the new program opens it: a copy of it at 0007 first
    first_copy = backup_path_for(path, "0007")
    assert event_names(first_copy) == ["Old Open"]

    with path.open("r+b") as damaged:  # later the database is damaged: the older one is
        damaged.write(b"\0" * 100)  # restored in its place, upgraded on a copy (that
    backups.restore(path, older)  # copy then takes the restore's log rows before it is put in)

    assert event_names(path) == ["Old Open", "Late Cup"]
    assert event_names(first_copy) == ["Old Open"]
    assert event_names(older) == ["Old Open", "Late Cup"]  # the snapshot itself stays at 0007
    copies = sorted(tmp_path.glob("club.sqlite.before-upgrade-from-0007*.bak"))
    assert copies == [first_copy]
