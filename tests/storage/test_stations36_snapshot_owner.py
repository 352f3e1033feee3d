"""Two databases in one folder whose names differ only after the dot keep their snapshots apart:
one's snapshot is never listed, suggested or rotated as the other's."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from opl_tournament.storage.snapshots import latest_good_snapshot
from tests.helpers.events import new_event


def database_with(path: Path, name: str) -> Path:
    database = open_database(path, create=True)
    try:
        new_event(ServiceContext(database, actor="Dana"), name=name, players=2)
    finally:
        database.close()
    return path


def test_club_sqlite_and_club_db_keep_their_own_snapshots(tmp_path: Path) -> None:
    club = database_with(tmp_path / "club.sqlite", "Club Night")
    other = database_with(tmp_path / "club.db", "Other Night")
    mine = backups.snapshot(club, "mine")
    theirs = backups.snapshot(other, "theirs")

    assert [s.path for s in backups.list_snapshots(club)] == [mine.path]
    assert [s.path for s in backups.list_snapshots(other)] == [theirs.path]
    good = latest_good_snapshot(club)
    assert good is not None and good.path == mine.path  # what a damaged club.sqlite is told
