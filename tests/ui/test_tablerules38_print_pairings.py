"""A judge turns Terrain on in a boss-battle event's Settings page and prints the pairings from
the Print menu: the posted sheet tells the players Terrain is played and which bosses they may
choose."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import event_game_settings
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, pod_settings
from tests.helpers.window import open_event_window
from tests.printing.pdf_helpers import carries_whole
from tests.ui.drive import menu_action, settle


def pdf_text(path: Path) -> str:
    pdf = pypdfium2.PdfDocument(path)
    try:
        return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_terrain_turned_on_in_the_settings_page_is_on_the_printed_pairings(
    ctx: ServiceContext,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event_id = new_event(ctx, pod_settings("Boss Night", pods="boss", seed=3), players=6)
    pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    page = view.settings
    assert page is not None
    view.setCurrentWidget(page)
    settle()
    row = next(i for i, s in enumerate(page.model.items) if s.key == "p2.terrain")
    page.view.selectRow(row)
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: ("yes", True))
    )
    qtbot.mouseClick(page.changing[0], Qt.MouseButton.LeftButton)
    settle()
    assert next(s for s in event_game_settings(ctx, event_id) if s.key == "p2.terrain").value

    target = tmp_path / "pairings.pdf"
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), ""))
    )
    menu_action(window, "Print", "Pairings by name…").trigger()
    settle()
    assert messages == [], messages
    printed = pdf_text(target)
    assert "TABLE RULES" in printed
    assert carries_whole(
        printed, "Terrain is played: place Terrain during setup, the first player first"
    )
    assert carries_whole(printed, "Bosses allowed (any version of the name): Leviathon Mother")
    assert "Terrain is not played" not in printed
    window.close()
