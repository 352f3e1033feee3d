"""Path handling holds for Windows-style paths (drive letters, backslashes, UNC shares, spaces,
non-ASCII letters) and makes file names that every system accepts."""

from __future__ import annotations

from pathlib import PureWindowsPath

import pytest
from sqlalchemy.engine import make_url

from opl_tournament.services.files import portable_file_name
from opl_tournament.storage.db import sqlite_url
from opl_tournament.storage.migrate import backup_path_for
from opl_tournament.storage.snapshots import clean_label, snapshot_folder

WINDOWS_DATABASES = [
    r"C:\Users\Ada\AppData\Local\OPL\OPL Tournament\tournaments.sqlite",
    r"D:\Clubs\Zoë's #1 club\night 100%.sqlite",
    r"\\venue-pc\share\李小龍 open.sqlite",
    r"C:/Users/Ada/Desktop/spring.sqlite",
]
WINDOWS_FORBIDDEN = set('<>:"/\\|?*')
WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10))} | {
    f"LPT{i}" for i in range(1, 10)
}


def acceptable_on_windows(name: str) -> bool:
    return (
        bool(name)
        and not (WINDOWS_FORBIDDEN & set(name))
        and all(ord(c) >= 32 for c in name)
        and not name.endswith((".", " "))
        and name.split(".", maxsplit=1)[0].strip().upper() not in WINDOWS_RESERVED
        and PureWindowsPath(name).name == name
    )


@pytest.mark.parametrize("path", WINDOWS_DATABASES)
def test_the_database_url_keeps_a_windows_path_whole(path: str) -> None:
    database = PureWindowsPath(path)
    assert make_url(sqlite_url(database)).database == str(database)  # type: ignore[arg-type]


@pytest.mark.parametrize("path", WINDOWS_DATABASES)
def test_snapshots_and_upgrade_backups_sit_beside_a_windows_database(path: str) -> None:
    database = PureWindowsPath(path)
    folder = snapshot_folder(database)  # type: ignore[arg-type]
    assert folder == database.parent / "snapshots"
    assert folder.drive == database.drive
    backup = backup_path_for(database, "0007_pods")  # type: ignore[arg-type]
    assert backup.parent == database.parent
    assert backup.name == f"{database.name}.before-upgrade-from-0007_pods.bak"
    assert acceptable_on_windows(backup.name)


@pytest.mark.parametrize(
    "label", ["before lunch: table 3?", "event1-round3-start", 'a "quoted" | piped <label>', "..."]
)
def test_snapshot_labels_are_file_names_windows_accepts(label: str) -> None:
    database = PureWindowsPath(WINDOWS_DATABASES[1]).name
    name = f"{database}.20261122T230512123Z.{clean_label(label)}.sqlite"
    assert acceptable_on_windows(name)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Spring Open pairings", "Spring Open pairings"),
        ("Spring Open: Day 1/2 <finals>", "Spring Open Day 1 2 finals"),
        ('Zoë\'s "Cup" | round?*', "Zoë's Cup round"),
        ("CON", "_CON"),
        ("lpt1.notes", "_lpt1.notes"),
        ("Night out...  ", "Night out"),
        ("???", "file"),
        ("李小龍 Open\tstandings", "李小龍 Open standings"),
    ],
)
def test_portable_file_name(name: str, expected: str) -> None:
    assert portable_file_name(name) == expected
    assert acceptable_on_windows(portable_file_name(name) + ".pdf")
