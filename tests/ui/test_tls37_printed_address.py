"""A judge who never touched the players' page's settings serves it from the window and prints
the pairings: the address players read (and scan) on the wall is the https one the dialog shows
(the page answers nothing over plain http)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.players_page import PlayersPageDialog
from tests.helpers.events import club_night
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, settle


def pdf_text(path: Path) -> str:
    pdf = pypdfium2.PdfDocument(path)
    try:
        return "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_the_printed_pairings_carry_the_https_address(
    ctx: ServiceContext,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event_id = club_night(ctx)
    window = open_window(ctx, qtbot, event_id)
    window.players_page.port = 0  # any free port: tests run side by side
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))

    menu_action(window, "View", "Players' page on the network…").trigger()
    address = window.findChildren(PlayersPageDialog)[-1].address.text()
    assert address.startswith("https://")
    origin = address.removesuffix(f"/events/{event_id}/pairings")

    target = tmp_path / "pairings.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), ""))
    )
    menu_action(window, "Print", "Pairings by table…").trigger()
    settle()
    assert messages == [], messages
    printed = pdf_text(target)
    assert origin in printed, printed
    assert origin.replace("https://", "http://") not in printed
    window.close()
