"""The window shows what another process (a station, the command line) commits, by itself."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.ui.main_window import MainWindow

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
