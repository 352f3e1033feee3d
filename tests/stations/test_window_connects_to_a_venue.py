"""File ▸ Connect to a venue server… with the server's certificate file: the window opens the
real server, and refuses one whose certificate is not that file's."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events
from opl_tournament.storage import venue_server
from opl_tournament.storage.venue_certificate import make_certificate
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.venue_dialog import ConnectVenueDialog
from tests.postgres import PostgresServer
from tests.ui.drive import menu_action, press_ok, settle

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


def test_the_window_checks_the_venue_servers_certificate(
    database_location: str,
    postgres_server: PostgresServer,
    tmp_path: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    holder = app.OpenDatabase("north")
    first = holder.open(tmp_path / "first.sqlite")
    events.create_event(first, EventSettings(name="Local Cup"))
    window = MainWindow(first, opener=holder.open)
    qtbot.addWidget(window)
    impostor, key = tmp_path / "impostor.pem", tmp_path / "impostor.key"
    make_certificate(impostor, key, [])
    real = postgres_server.folder / "venue" / venue_server.CERTIFICATE_FILE
    seen: list[tuple[str, str, str]] = []

    def judge_types(dialog: ConnectVenueDialog) -> int:
        """Each refusal is read under its field with the typing kept; then the right file."""
        row = dialog.certificate.parentWidget()
        attempts = (
            ("postgresql+psycopg://opl_station:pw@127.0.0.1:54x2/opl", ""),
            (database_location, str(impostor)),
            (database_location, str(tmp_path / "missing.pem")),
            (database_location, str(real)),
        )
        for url, certificate in attempts:
            dialog.url.setText(url)
            dialog.certificate.setText(certificate)
            if press_ok(dialog) == ConnectVenueDialog.DialogCode.Accepted:
                break
            shown = dialog.error_text(row) or dialog.error_text(dialog.url)
            seen.append((shown or dialog.general_error.text(), dialog.url.text(), certificate))
        return int(dialog.result())

    monkeypatch.setattr(ConnectVenueDialog, "exec", judge_types)
    menu_action(window, "File", "Connect to a venue server…").trigger()
    settle()

    bad_port, impostor_refused, missing_refused = seen
    assert "'54x2' is not a port" in bad_port[0]
    assert "certificate verify failed" in impostor_refused[0]
    assert impostor_refused[1:] == (database_location, str(impostor))  # the typing is kept
    assert "No certificate file at" in missing_refused[0]
    assert window.ctx.database.is_server
    url = window.ctx.database.engine.url
    assert url.query["sslmode"] == "verify-ca" and url.query["sslrootcert"] == str(real)
    assert [e.name for e in window.events_model.items] == []
    holder.close()


def test_a_refused_connection_leaves_the_window_on_its_own_file(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, database_location: str
) -> None:
    holder = app.OpenDatabase("north")
    first = holder.open(tmp_path / "first.sqlite")
    events.create_event(first, EventSettings(name="Local Cup"))
    window = MainWindow(first, opener=holder.open)
    qtbot.addWidget(window)

    def judge_gives_up(dialog: ConnectVenueDialog) -> int:
        dialog.url.setText("postgresql+psycopg://opl_station:pw@127.0.0.1:1/opl")
        assert press_ok(dialog) != ConnectVenueDialog.DialogCode.Accepted
        assert dialog.general_error.text() or dialog.error_text(dialog.url)
        dialog.reject()
        return int(dialog.result())

    monkeypatch.setattr(ConnectVenueDialog, "exec", judge_gives_up)
    menu_action(window, "File", "Connect to a venue server…").trigger()
    settle()
    assert window.ctx.database.path == tmp_path / "first.sqlite"
    assert [e.name for e in window.events_model.items] == ["Local Cup"]
    holder.close()
