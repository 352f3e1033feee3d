"""A big pre-registration import: seconds, not minutes; progress in the window; a cancel (or any
refusal) leaves the database as it was, since the whole import is one transaction."""

from __future__ import annotations

import csv
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events, registration, undo
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import ImportCancelled, parse_player_csv, register_many
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow
from tests.reliability.inprocess import dump
from tests.ui.drive import settle


def players_csv(path: Path, count: int, *, known: int = 0) -> Path:
    """``count`` players, the first ``known`` of them with Legion numbers (the rest get
    temporary numbers)."""
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["name", "legion", "city", "fee", "fee_paid"])
        for i in range(count):
            legion = f"{100_000 + i}" if i < known else ""
            writer.writerow([f"Player {i}", legion, "Springfield", "5.00", "yes" if i % 2 else ""])
    return path


@pytest.fixture
def ctx(tmp_path: Path) -> Any:
    database = open_database(tmp_path / "club.sqlite")
    yield ServiceContext(database)
    database.close()


def test_the_bulk_import_registers_like_one_at_a_time(ctx: ServiceContext, tmp_path: Path) -> None:
    first = events.create_event(ctx, EventSettings(name="Club Night"))
    registration.register_player(
        ctx,
        first.id,
        registration.Entrant(parse_player_csv(b"name\nOld Name\n", "x")[0][1].identity, "100001"),
    )
    rows = parse_player_csv(players_csv(tmp_path / "p.csv", 40, known=20).read_bytes(), "p.csv")
    second = events.create_event(ctx, EventSettings(name="Big Day"))
    imported = register_many(ctx, second.id, rows, source="p.csv").value.registered
    listed = registration.list_registrations(ctx, second.id)
    assert listed == imported
    assert [r.sequence for r in listed] == list(range(1, 41))
    assert listed[1].number == "100001" and listed[1].player.name == "Player 1"  # renamed
    assert listed[0].fee_cents == 500 and listed[1].fee_paid and not listed[0].fee_paid
    temporary = [r.number for r in listed[20:]]
    assert len(set(temporary)) == 20 and all(n.isdigit() for n in temporary)
    entries = undo_entries(ctx, second.id)
    assert [e.summary for e in entries] == ["imported 40 players from p.csv"]
    undone = undo.undo_last(ctx, second.id).value  # the whole file, in one step
    assert undone.summary == "imported 40 players from p.csv"
    assert registration.list_registrations(ctx, second.id) == []
    (known,) = registration.list_registrations(ctx, first.id)
    assert known.number == "100001" and known.player.name == "Old Name"  # its name given back


def undo_entries(ctx: ServiceContext, event_id: int) -> list[Any]:
    with ctx.read() as store:
        return [e for e in store.audit_entries(event_id) if e.action.startswith("player.")]


def test_a_cancelled_import_changes_nothing(ctx: ServiceContext, tmp_path: Path) -> None:
    event = events.create_event(ctx, EventSettings(name="Club Night"))
    rows = parse_player_csv(players_csv(tmp_path / "p.csv", 6_000).read_bytes(), "p.csv")
    assert ctx.database.path is not None
    before = dump(ctx.database.path)
    seen: list[tuple[int, int]] = []

    def cancel_halfway(done: int, total: int) -> bool:
        seen.append((done, total))
        return done < total // 2 + 1  # the checks are done, the writing has begun

    with pytest.raises(ImportCancelled, match="cancelled"):
        register_many(ctx, event.id, rows, source="p.csv", progress=cancel_halfway)
    assert seen[0] == (0, 12_000) and len(seen) > 3
    assert dump(ctx.database.path) == before


def import_from_the_window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, ctx: ServiceContext, csv_path: Path
) -> tuple[MainWindow, list[str]]:
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, _t, text, *_a: warnings.append(text))
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(csv_path), ""))
    )
    event = events.create_event(ctx, EventSettings(name="Club Night"))
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.open_event(event.id)
    assert window.event_view is not None
    return window, warnings


def import_button(window: MainWindow) -> QPushButton:
    assert window.event_view is not None
    return next(
        b for b in window.event_view.findChildren(QPushButton) if b.text() == "I&mport CSV…"
    )


def test_the_window_shows_the_progress_of_an_import(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, ctx: ServiceContext, tmp_path: Path
) -> None:
    window, warnings = import_from_the_window(
        qtbot, monkeypatch, ctx, players_csv(tmp_path / "p.csv", 30)
    )
    import_button(window).click()
    settle()
    assert warnings == []
    assert window.event_view is not None
    assert len(window.event_view.players.model.items) == 30
    assert "Imported 30 players from p.csv" in window.statusBar().currentMessage()
    shown = window.event_view.findChildren(QProgressDialog)
    assert [d.maximum() for d in shown] == [60], "checking then writing, 30 rows each"


def test_cancel_in_the_window_leaves_the_database_unchanged(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, ctx: ServiceContext, tmp_path: Path
) -> None:
    window, warnings = import_from_the_window(
        qtbot, monkeypatch, ctx, players_csv(tmp_path / "p.csv", 30)
    )
    assert ctx.database.path is not None
    before = dump(ctx.database.path)

    def press_cancel() -> None:
        for dialog in QApplication.allWidgets():
            if isinstance(dialog, QProgressDialog) and dialog.labelText() == "Importing players…":
                cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Cancel")
                cancel.click()

    # Another program holds the write lock: the import waits for it, and the judge cancels
    # while it is under way.
    other = sqlite3.connect(ctx.database.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        import_button(window).click()
        press_cancel()
    finally:
        other.execute("ROLLBACK")
        other.close()
    settle()
    assert warnings == []
    assert "cancelled" in window.statusBar().currentMessage()
    assert dump(ctx.database.path) == before
    assert window.event_view is not None and window.event_view.players.model.items == []


@pytest.mark.slow
def test_100_000_players_import_in_seconds(ctx: ServiceContext, tmp_path: Path) -> None:
    event = events.create_event(ctx, EventSettings(name="Nationals"))
    data = players_csv(tmp_path / "p.csv", 100_000, known=50_000).read_bytes()
    start = time.perf_counter()
    rows = parse_player_csv(data, "p.csv")
    imported = register_many(ctx, event.id, rows, source="p.csv").value.registered
    took = time.perf_counter() - start
    assert len(imported) == 100_000
    assert took < 120, f"{took:.0f} s (was 534 s before the bulk import)"
