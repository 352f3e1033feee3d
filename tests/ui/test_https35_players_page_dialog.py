"""View ▸ Players' page on the network…, *Encrypt the page (https)*: ticked unless the judge
unticked it, so the page is served over https, its address and QR code say https://, the dialog
shows the certificate's fingerprint (what a player checks when the phone warns) and the
projector follows. Unticking serves it again over plain http, with a warning, and is remembered
the next time the window serves the page."""

from __future__ import annotations

import ssl
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.storage.venue_certificate import fingerprint
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.players_page import PlayersPageControl, PlayersPageDialog
from tests.helpers.events import club_night
from tests.ui.drive import menu_action
from tests.ui.keyboard import Answers


def served_dialog(window: MainWindow) -> PlayersPageDialog:
    action = next(
        a
        for a in window.findChildren(QAction)
        if a.text().replace("&", "") == "Players' page on the network…"
    )
    action.trigger()
    return window.findChildren(PlayersPageDialog)[-1]


def loopback(address: str, path: str) -> str:
    parts = urlsplit(address)
    return f"{parts.scheme}://127.0.0.1:{parts.port}{path}"


def test_the_page_is_served_over_https_by_default_and_unticking_is_remembered(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path
) -> None:
    event_id = club_night(ctx)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(ctx, settings=settings)  # a judge who never touched the box
    qtbot.addWidget(window)
    window.show()
    window.open_event(event_id)
    window.players_page.port = 0  # any free port: tests run side by side
    menu_action(window, "View", "Projector window").trigger()
    assert window.projector is not None
    qtbot.addWidget(window.projector)

    dialog = served_dialog(window)
    address = dialog.address.text()
    assert dialog.encrypt.isChecked()
    assert address.startswith("https://") and address.endswith(f"/events/{event_id}/pairings")
    assert window.projector.qr.toolTip() == address
    certificate = page_certificate_paths()[0]
    assert fingerprint(certificate) in dialog.fingerprint.text()
    assert dialog.fingerprint.isVisibleTo(dialog) and not dialog.unencrypted.isVisibleTo(dialog)
    trusted = ssl.create_default_context(cafile=certificate)
    with httpx.Client(verify=trusted, trust_env=False) as phone:
        answer = phone.get(loopback(address, f"/events/{event_id}/pairings"), timeout=10)
    assert answer.status_code == 200 and "Ann" in answer.text
    # Plain http on the page's port: no page.
    with httpx.Client(trust_env=False) as plain, pytest.raises(httpx.TransportError):
        plain.get(loopback(address, "/api/events").replace("https:", "http:"), timeout=10)
    dialog.grab().save(str(tmp_path / "players-page-https.png"))  # to be looked at

    box = dialog.encrypt
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    plain_address = dialog.address.text()
    assert not box.isChecked() and plain_address.startswith("http://")
    assert window.projector.qr.toolTip() == plain_address
    assert not dialog.fingerprint.isVisibleTo(dialog)
    assert dialog.unencrypted.isVisibleTo(dialog)  # the judge is told what plain http costs
    with httpx.Client(trust_env=False) as plain:
        assert plain.get(loopback(plain_address, "/api/events"), timeout=10).status_code == 200
    dialog.grab().save(str(tmp_path / "players-page-plain.png"))

    dialog.close()
    window.close()  # the page stops; the choice stays
    assert settings.value("players_page/tls") == "false"
    again = MainWindow(ctx, settings=settings)
    qtbot.addWidget(again)
    again.show()
    again.players_page.port = 0
    reopened = served_dialog(again)
    assert not reopened.encrypt.isChecked() and reopened.address.text().startswith("http://")
    qtbot.mouseClick(reopened.encrypt, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert reopened.encrypt.isChecked() and reopened.address.text().startswith("https://")
    assert reopened.fingerprint.isVisibleTo(reopened)
    again.close()
    assert settings.value("players_page/tls") == "true"


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_certificate_that_cannot_be_written_offers_the_page_unencrypted(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, answer_dialogs: Answers, answer: str
) -> None:
    """Served over https by default, the page needs its certificate written in the data
    folder; where it cannot be, the judge is not left without a page (the box that turns
    encryption off is in the page's own window, which only opens once the page is served)."""
    event_id = create_event(ctx, EventSettings(name="Club Night", seed=1)).id
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(ctx, settings=settings)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event_id)
    window.players_page.port = 0
    page_certificate_paths()[0].mkdir(parents=True)  # a folder where the file must go
    asked: list[str] = []
    button = QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No

    def reply(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    answer_dialogs(reply)
    action = menu_action(window, "View", "Players' page on the network…")
    action.trigger()
    dialogs = window.findChildren(PlayersPageDialog)

    assert len(asked) == 1
    assert "could not be served over https" in asked[0]
    assert "cannot write the page's certificate" in asked[0]
    if answer == "no":
        assert dialogs == [] and window.players_page.address() == ""
        assert settings.value(PlayersPageControl.TLS_SETTING) is None  # nothing chosen
        return
    dialog = dialogs[-1]
    address = dialog.address.text()
    assert address.startswith("http://") and not dialog.encrypt.isChecked()
    assert dialog.unencrypted.isVisibleTo(dialog)
    with httpx.Client(trust_env=False) as phone:
        page = phone.get(loopback(address, f"/events/{event_id}/pairings"), timeout=10)
    assert page.status_code == 200 and "Club Night" in page.text
    window.players_page.stop()
