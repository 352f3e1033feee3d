"""The README's station line, `opl-tournament --db URL --venue-cert FILE`, opens the window on
the venue server and checks the server's certificate with that file; with another server's
certificate the window is not opened and says why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.__main__ import main as opl_main
from opl_tournament.storage import venue_server
from opl_tournament.storage.venue_certificate import make_certificate
from opl_tournament.ui.main_window import MainWindow
from tests.postgres import PostgresServer

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[MainWindow]:
    """The windows the program shows, instead of running its event loop (it returns at once)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
    shown: list[MainWindow] = []
    earlier = set(QApplication.topLevelWidgets())  # other tests' windows, not yet deleted

    def run_loop(*_args: Any) -> int:
        shown.extend(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w not in earlier and w.isVisible()
        )
        for window in shown:
            window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_loop)
    return shown


def test_the_window_opens_the_venue_server_checking_its_certificate(
    database_location: str,
    postgres_server: PostgresServer,
    opened: list[MainWindow],
    qtbot: QtBot,
) -> None:
    real = postgres_server.folder / "venue" / venue_server.CERTIFICATE_FILE
    assert opl_main(["--db", database_location, "--venue-cert", str(real)]) == 0
    (window,) = opened
    url = window.ctx.database.engine.url
    assert url.query["sslmode"] == "verify-ca" and url.query["sslrootcert"] == str(real)


def test_another_servers_certificate_keeps_the_window_closed(
    database_location: str,
    postgres_server: PostgresServer,
    opened: list[MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    impostor, key = tmp_path / "impostor.pem", tmp_path / "impostor.key"
    make_certificate(impostor, key, [])
    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda _p, _t, text, *_a: said.append(text) or 0)
    )
    assert opl_main(["--db", database_location, "--venue-cert", str(impostor)]) == 1
    assert not opened
    assert len(said) == 1 and "certificate verify failed" in said[0]
