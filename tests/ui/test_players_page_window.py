"""View ▸ Players' page on the network…: the window serves the page from a child process, shows
its address and QR code, the projector shows the code too, and *Stop serving* (or quitting)
takes it down."""

from __future__ import annotations

import json
import os
import ssl
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.players_page import PlayersPageDialog
from opl_tournament.ui.projector import ProjectorWindow
from tests.helpers.events import club_night
from tests.helpers.window import open_window
from tests.ui.drive import menu_action


def loopback(address: str, path: str) -> str:
    parts = urlsplit(address)
    return f"{parts.scheme}://127.0.0.1:{parts.port}{path}"


def get_json(url: str) -> object:
    """What a phone that accepted the page's certificate reads (loopback, never a proxy)."""
    trusted = ssl.create_default_context(cafile=page_certificate_paths()[0])
    phone = urllib.request.build_opener(
        urllib.request.ProxyHandler({}), urllib.request.HTTPSHandler(context=trusted)
    )
    with phone.open(url, timeout=10) as answer:
        return json.loads(answer.read())


def test_the_window_serves_the_players_page_and_shows_its_qr_code(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = club_night(ctx)
    window = open_window(ctx, qtbot, event_id)
    window.players_page.port = 0  # any free port: tests run side by side
    action = next(
        a
        for a in window.findChildren(QAction)
        if a.text().replace("&", "") == "Players' page on the network…"
    )
    action.trigger()
    dialogs = window.findChildren(PlayersPageDialog)
    assert len(dialogs) == 1
    dialog = dialogs[0]
    address = dialog.address.text()
    served_by = window.players_page.server
    assert served_by is not None and served_by.pid not in (None, os.getpid())  # never a thread
    assert address.startswith("https://") and address.endswith(f"/events/{event_id}/pairings")
    assert not dialog.qr.pixmap().isNull() and dialog.qr.pixmap().width() > 150
    said = " ".join(label.text() for label in dialog.findChildren(QLabel))
    # Players act from the page with their own code: the dialog must not say nothing can change.
    assert "nothing can be changed" not in said and "with their own code" in said
    events = get_json(loopback(address, "/api/events"))
    assert events == {
        "events": [
            {
                "id": event_id,
                "name": "Club Night",
                "format": "swiss",
                "game": "overpower",
                "status": "running",
                "round": 1,
            }
        ]
    }
    menu_action(window, "View", "Projector window").trigger()
    assert isinstance(window.projector, ProjectorWindow)
    qtbot.addWidget(window.projector)
    assert window.projector.qr.toolTip() == address and window.projector.qr_text.isVisibleTo(
        window.projector
    )

    dialog.stop_button.click()
    assert dialog.address.text() == "Not served" and not served_by.running
    with pytest.raises(urllib.error.URLError):
        get_json(loopback(address, "/api/events"))

    action.trigger()  # served again, then the window closes: the page stops with it
    again = window.findChildren(PlayersPageDialog)[-1].address.text()
    assert get_json(loopback(again, "/api/events")) == events
    served_again = window.players_page.server
    assert served_again is not None and served_again.running
    window.close()
    assert not served_again.running
    with pytest.raises(urllib.error.URLError):
        get_json(loopback(again, "/api/events"))
