"""The window shows what another process (a station, the command line) commits, by itself."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.changes import Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import settle

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_the_window_shows_a_round_paired_by_another_process_within_two_seconds(
    ctx: ServiceContext, database_location: str, qtbot: QtBot
) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=3))
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event.id)
    view = window.event_view
    assert view is not None and view.current_round() is None
    qtbot.wait(600)  # the window has looked once: it is in step now

    other = subprocess.run(
        [
            sys.executable,
            "-m",
            "opl_tournament",
            "--db",
            database_location,
            "--actor",
            "North",
            "pair",
            str(event.id),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert other.returncode == 0, other.stderr
    written = time.monotonic()
    qtbot.waitUntil(lambda: view.current_round() == 1, timeout=2000)
    assert time.monotonic() - written < 2.0
    assert len(view.round.model.items) == 2
    assert window.windowTitle().endswith("— round 1")


def test_the_windows_own_typed_result_is_not_taken_for_a_change_elsewhere(
    ctx: ServiceContext, database_location: str, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=3))
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    paired = pair_next_round(ctx, event.id).value
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event.id)
    view = window.event_view
    assert view is not None
    reread: list[str] = []
    monkeypatch.setattr(window, "refresh_events", lambda: reread.append("events"))
    applied = view.apply  # the record of what changed: a typed result is one table's

    def apply(changes: Changes, initiator: object = None) -> None:
        if changes.everything:
            reread.append("event")
        applied(changes, initiator)

    monkeypatch.setattr(view, "apply", apply)

    first, second = (m for m in paired.matches if m.b is not None)
    view.focus_results()
    qtbot.keyClicks(view.round.entry, f"{first.table} a")
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()
    assert get_round(ctx, event.id, 1).matches[0].winner == first.a
    qtbot.wait(600)  # the window looked at least once since (our own NOTIFY has arrived)
    window.show_changes_made_elsewhere()
    assert reread == []  # the typed result updated its row; nothing was read again

    other = open_database(database_location)  # another station, the same actor name
    try:
        report_result(ServiceContext(other), event.id, 1, second.table, winner=second.b)
    finally:
        other.close()
    qtbot.waitUntil(lambda: "event" in reread, timeout=2000)
