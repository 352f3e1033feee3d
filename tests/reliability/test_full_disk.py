"""A full disk is named as such — never "damaged", never a push toward a restore — and nothing is
left half-written: the database keeps its last state, no partial PDF is left behind.

The disk is really full: a small RAM disk (tmpfs) is mounted for the test and filled up (skipped
where mounting is not allowed), and SQLite's own page limit (``max_page_count``) makes it report
SQLITE_FULL exactly as a full disk does.
"""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.storage import DiskFull, open_database
from opl_tournament.ui.main_window import MainWindow
from tests.reliability.disks import fill
from tests.reliability.inprocess import club_night, dump, opl_in_process
from tests.ui.drive import menu_action

WRONG_WORDS = ("damaged", "restore", "snapshot", "internal error", "I/O error")


def players_csv(path: Path, count: int) -> Path:
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["name", "city"])
        writer.writerows([f"Player {i}", "Springfield " * 4] for i in range(count))
    return path


def refused_as_full(done: Any) -> None:
    assert done.code == 1
    assert done.err.count("\n") == 1 and done.err.startswith("opl-tournament: "), done.err
    assert "the disk" in done.err and "is full" in done.err, done.err
    for wrong in WRONG_WORDS:
        assert wrong not in done.err, done.err


def test_an_import_onto_a_nearly_full_disk_is_refused_whole(
    small_disk: Path, tmp_path: Path
) -> None:
    database = small_disk / "club.sqlite"
    club_night(database)
    before = dump(database)
    filler = fill(small_disk, leave_kib=200)
    done = opl_in_process(
        "player", "import", "1", str(players_csv(tmp_path / "big.csv", 3000)), "--db", str(database)
    )
    refused_as_full(done)
    filler.unlink()
    assert dump(database) == before


def test_a_change_on_a_full_disk_is_refused(small_disk: Path) -> None:
    database = small_disk / "club.sqlite"
    club_night(database)
    before = dump(database)
    filler = fill(small_disk)
    refused_as_full(opl_in_process("player", "add", "1", "Cy Clark", "--db", str(database)))
    filler.unlink()
    assert dump(database) == before


def test_a_pdf_onto_a_full_disk_is_refused_and_leaves_nothing(
    small_disk: Path, tmp_path: Path
) -> None:
    database = tmp_path / "club.sqlite"
    club_night(database)
    fill(small_disk, leave_kib=1)
    target = small_disk / "pairings.pdf"
    refused_as_full(
        opl_in_process("print", "pairings", "1", "-o", str(target), "--db", str(database))
    )
    assert sorted(p.name for p in small_disk.iterdir()) == ["filler"]


def test_the_database_size_limit_is_reported_as_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLITE_FULL itself, through the service a CSV import uses."""
    database = open_database(tmp_path / "club.sqlite")
    try:
        ctx = ServiceContext(database)
        created = events.create_event(ctx, EventSettings(name="Club Night"))
        conn = database.connect()
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.close()
        connect = database.connect

        def limited() -> sqlite3.Connection:
            conn = connect()
            conn.execute(f"PRAGMA max_page_count={int(pages) + 5}")
            return conn

        monkeypatch.setattr(database, "connect", limited)
        rows = parse_player_csv(players_csv(tmp_path / "big.csv", 2000).read_bytes(), "big.csv")
        with pytest.raises(DiskFull, match="is full") as refused:
            register_many(ctx, created.id, rows, source="big.csv")
        assert not any(word in refused.value.message for word in WRONG_WORDS)
        monkeypatch.undo()
        assert events.list_events(ctx)[0].name == "Club Night"
        conn = database.connect()
        assert conn.execute("SELECT count(*) FROM registration").fetchone()[0] == 0
        conn.close()
    finally:
        database.close()


def test_the_window_says_the_disk_is_full_and_leaves_no_pdf(
    small_disk: Path, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []

    def warn(_parent: Any, _title: str, text: str, *_a: Any) -> QMessageBox.StandardButton:
        warnings.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warn))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(warn))
    database_path = tmp_path / "club.sqlite"
    club_night(database_path)
    database = open_database(database_path)
    window = MainWindow(ServiceContext(database))
    qtbot.addWidget(window)
    window.open_event(1)
    target = small_disk / "pairings.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), ""))
    )
    fill(small_disk, leave_kib=1)
    try:
        menu_action(window, "Print", "Pairings by table…").trigger()
        qtbot.waitUntil(lambda: bool(warnings), timeout=20_000)
        assert "disk is full" in warnings[-1], warnings
        assert not any(word in warnings[-1] for word in WRONG_WORDS)
        assert sorted(p.name for p in small_disk.iterdir()) == ["filler"]
    finally:
        database.close()
