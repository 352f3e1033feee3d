"""File ▸ Connect to a venue server… with the server's certificate file: the window opens the
real server, and refuses one whose certificate is not that file's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events
from opl_tournament.storage import venue_server
from opl_tournament.storage.venue_certificate import make_certificate
from opl_tournament.ui.main_window import MainWindow
from tests.postgres import PostgresServer
from tests.ui.drive import menu_action, settle

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


def _connect(window: MainWindow, monkeypatch: pytest.MonkeyPatch, *answers: str) -> None:
    typed = iter([(answer, True) for answer in answers])
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: next(typed)))
    menu_action(window, "File", "Connect to a venue server…").trigger()
    settle()


def test_the_window_checks_the_venue_servers_certificate(
    database_location: str,
    postgres_server: PostgresServer,
    tmp_path: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    holder = app.OpenDatabase("north")
    first = holder.open(tmp_path / "first.sqlite")
    events.create_event(first, EventSettings(name="Local Cup"))
    window = MainWindow(first, opener=holder.open)
    qtbot.addWidget(window)
    impostor, key = tmp_path / "impostor.pem", tmp_path / "impostor.key"
    make_certificate(impostor, key, [])

    _connect(window, monkeypatch, database_location, str(impostor))
    assert "certificate verify failed" in messages[-1]
    assert window.ctx.database.path == tmp_path / "first.sqlite"  # still on its own file
    assert [e.name for e in window.events_model.items] == ["Local Cup"]

    _connect(window, monkeypatch, database_location, str(tmp_path / "missing.pem"))
    assert "no certificate file at" in messages[-1]

    real = postgres_server.folder / "venue" / venue_server.CERTIFICATE_FILE
    _connect(window, monkeypatch, database_location, str(real))
    assert window.ctx.database.is_server
    url = window.ctx.database.engine.url
    assert url.query["sslmode"] == "verify-ca" and url.query["sslrootcert"] == str(real)
    assert [e.name for e in window.events_model.items] == []
    holder.close()
