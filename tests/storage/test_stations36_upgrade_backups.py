"""The copy taken before a schema upgrade is never replaced by a later upgrade's copy."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from opl_tournament.services import backups
from opl_tournament.storage import open_database
from opl_tournament.storage.migrate import backup_path_for, upgrade


def add_event(path: Path, name: str) -> None:
    """An event written as the program at schema 0007 wrote it."""
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO event (name, game, tournament_type, format, sanction_number, date, place,"
            " time_limit_minutes, seed, tier, paper_size, odd_field, policies_json, status,"
            " created_at) VALUES (?, 'overpower', 'constructed', 'swiss', '', '', '', 45, 7,"
            " 'local', 'Letter', 'bye', '{}', 'registration', '2026-11-27T10:00:00+00:00')",
            (name,),
        )
    conn.close()


def event_names(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [name for (name,) in conn.execute("SELECT name FROM event ORDER BY id")]
    finally:
        conn.close()


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
