"""Backups you can trust: the copy taken before a restore is kept, a restore takes only this
program's own databases and asks for --force for another database's snapshot, and it shows in
the log of every event it changed."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from opl_tournament.services.backups import list_snapshots, snapshot
from opl_tournament.storage.snapshots import take_snapshot
from tests.command_line import Completed
from tests.reliability.inprocess import opl_in_process


def opl(database: Path, *argv: str) -> Completed:
    return opl_in_process(*argv, "--db", str(database))


@pytest.fixture
def club(tmp_path: Path) -> Path:
    database = tmp_path / "club.sqlite"
    assert opl(database, "event", "create", "Club", "--format", "swiss").code == 0
    for name in ("Ada", "Bo"):
        assert opl(database, "player", "add", "1", name).code == 0
    return database


def test_the_copy_before_a_restore_outlives_rotation(club: Path) -> None:
    early = snapshot(club, "early")
    assert opl(club, "player", "add", "1", "Cy").code == 0
    restored = opl(club, "backup", "restore", str(early.path), "--yes", "--json")
    assert restored.code == 0, restored.err
    kept = json.loads(restored.out)["previous"]
    start = datetime.now(UTC) + timedelta(seconds=5)
    for n in range(25):
        take_snapshot(club, "manual", start + timedelta(seconds=n))
        snapshot(club, "manual")  # applies the rotation
    assert kept in [str(s.path) for s in list_snapshots(club)]


def test_a_database_with_foreign_objects_is_refused(club: Path, tmp_path: Path) -> None:
    for extra in (
        "CREATE TRIGGER sneaky AFTER INSERT ON player BEGIN DELETE FROM event; END",
        "CREATE VIEW everything AS SELECT * FROM player",
        "CREATE TABLE notes (x TEXT)",
    ):
        other = tmp_path / "other.sqlite"
        other.unlink(missing_ok=True)
        assert opl(other, "event", "create", "Club", "--format", "swiss").code == 0
        with sqlite3.connect(other) as conn:
            conn.execute(extra)
        conn.close()
        done = opl(club, "backup", "restore", str(other), "--yes")
        assert done.code == 1, (extra, done.out)
        assert "not created by this program" in done.err, done.err
        assert "Ada" in opl(club, "player", "list", "1").out


def test_another_databases_snapshot_needs_force(club: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    assert opl(other, "event", "create", "Spring Open", "--format", "swiss").code == 0
    refused = opl(club, "backup", "restore", str(other), "--yes")
    assert refused.code == 1 and "--force" in refused.err, refused.err
    assert "Club" in opl(club, "event", "list").out
    forced = opl(club, "backup", "restore", str(other), "--yes", "--force")
    assert forced.code == 0, forced.err
    assert "Spring Open" in opl(club, "event", "list").out


def test_a_restore_shows_in_the_log_of_every_event_it_changed(club: Path) -> None:
    assert opl(club, "event", "create", "Other", "--format", "swiss").code == 0
    early = snapshot(club, "early")
    assert opl(club, "player", "add", "1", "Cy").code == 0
    assert opl(club, "player", "add", "2", "Di").code == 0
    assert opl(club, "backup", "restore", str(early.path), "--yes").code == 0
    for event in ("1", "2"):
        log = json.loads(opl(club, "log", event, "--json").out)["log"]
        assert log[-1]["action"] == "backup.restore", log[-1]
        assert "rolled back" in log[-1]["summary"], log[-1]
    undo = opl(club, "undo", "1")  # the restore is not a judge action to take back
    assert undo.code == 0, undo.err
    assert [p for p in opl(club, "player", "list", "1").out.split() if p in ("Ada", "Bo")] == [
        "Ada"
    ]
